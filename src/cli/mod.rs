//! What the `focus-bot` subcommands do, once `main` has parsed the arguments: each function
//! runs one subcommand and returns, on failure, a [`CliError`] whose `Display` is the message
//! to print. [`record`] reads the game record the engine commands take on standard input.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::ai::arena::{MatchOptions, Player, run_matches};
use crate::ai::arena_tables::run_tables;
use crate::ai::{Level, Limits, analyse};
use crate::notation::position_to_json;
use crate::render::{RenderError, Table, board_png, replay_gif};
use crate::rules::{Config, ConfigError, Game, Mode, perft};
use crate::service::ServiceError;
use crate::store::{CopyError, StoreError};
use record::{
    GameFlags, RecordInputError, RecordedGame, config_from_flags, game_from_record, names_for,
};

pub mod database;
pub mod generate;
pub mod logs;
pub mod progress;
pub mod record;
pub mod tournament;

/// How long a command waits for a PostgreSQL server before saying why it cannot connect.
const CONNECT_WAIT: Duration = Duration::from_secs(5);

/// Opens the database `db` (`--db` or `DATABASE_URL`) for a command typed on the command line:
/// says on standard error that it connects to a PostgreSQL server, and why it could not within
/// seconds (refused, unknown host, authentication); creates a missing SQLite file only when
/// `create` (never for a command that only reads).
pub(crate) async fn open_db(db: &str, create: bool) -> Result<crate::store::Store, CliError> {
    if crate::store::Engine::of_url(db) == Some(crate::store::Engine::Postgres) {
        eprintln!("connecting to {} …", crate::store::without_password(db));
    }
    crate::store::Store::open_command(db, create, CONNECT_WAIT)
        .await
        .map_err(|source| CliError::Open {
            db: db.to_string(),
            source,
        })
}

/// Why a subcommand failed; its `Display` is the one line (or paragraph) printed for the user.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The record or the flags make no game.
    #[error(transparent)]
    Record(#[from] RecordInputError),
    /// The options make no game.
    #[error(transparent)]
    Options(#[from] ConfigError),
    /// Standard input could not be read.
    #[error("cannot read standard input: {0}")]
    Stdin(#[source] std::io::Error),
    /// `ai` after the game's end.
    #[error("the game is over: there is no action to choose")]
    GameOver,
    /// `render` with neither `--out` nor `--gif`.
    #[error("give --out FILE.png or --gif FILE.gif")]
    NoTarget,
    /// The picture could not be drawn.
    #[error(transparent)]
    Render(#[from] RenderError),
    /// The picture could not be written.
    #[error("cannot write {}: {source}", .path.display())]
    Write {
        /// Where.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A line of `.env` is not `NAME=value` (the line itself is never shown: it may hold the
    /// token, and dotenvy's own message quotes it whole).
    #[error(
        "cannot read .env: {} is not `NAME=value` (the line is not shown here, as it may hold \
         the token); see .env.example",
        .line.map_or_else(|| "a line".to_string(), |n| format!("line {n}"))
    )]
    EnvLine {
        /// The line's number, when it could be found.
        line: Option<usize>,
    },
    /// `.env` could not be read.
    #[error("cannot read .env: {0}")]
    EnvFile(#[source] std::io::Error),
    /// `.env` sets a variable that is not Unicode.
    #[error("cannot read .env: a variable is not valid Unicode")]
    EnvNotUnicode,
    /// `.env` could not be read, for another reason.
    #[error("cannot read .env")]
    EnvUnreadable,
    /// The bot's configuration is wrong.
    #[error(transparent)]
    BotConfig(#[from] crate::discord::ConfigError),
    /// The async runtime could not start.
    #[error("cannot start: {0}")]
    Runtime(#[source] std::io::Error),
    /// The bot stopped on an error.
    #[error("{0:#}")]
    Bot(anyhow::Error),
    /// A database could not be opened (its URL shown without its password).
    #[error("cannot open {}: {source}", crate::store::without_password(.db))]
    Open {
        /// The database as given.
        db: String,
        /// Why.
        source: StoreError,
    },
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// `--to` is not a PostgreSQL URL.
    #[error("--to must be a postgres://… URL, not {:?}", crate::store::without_password(.0))]
    ToNotPostgres(String),
    /// `--from` is a PostgreSQL URL.
    #[error("--from must be a SQLite database (sqlite://FILE), not {:?}", crate::store::without_password(.0))]
    FromPostgres(String),
    /// `--from` is a path to no file.
    #[error("--from {0:?}: no such SQLite file")]
    NoSuchFile(String),
    /// The PostgreSQL database could not be opened.
    #[error("cannot open the PostgreSQL database: {0}")]
    OpenPostgres(#[source] StoreError),
    /// A copied game differs from its original: the copy must not be used.
    #[error("{0}: do not use the PostgreSQL database (drop it and report this)")]
    CopyDiffers(#[source] CopyError),
    /// The copy failed and was rolled back.
    #[error("nothing was copied: {0}")]
    NotCopied(#[source] CopyError),
    /// `--locale` names no language of the bot.
    #[error("`--locale {0}` is not a language of the bot: write en-US, fr, it or ja")]
    NotLanguage(String),
    /// `ai-match --teams` given a table of 3 or 4 (as typed, without its players' names).
    #[error(
        "--teams plays pairings (two players joined by `:`) as games in teams; a table of {0} \
         players is free-for-all: run it without --teams"
    )]
    TeamsTable(usize),
    /// The service failed.
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// `check` found the database missing or silent.
    #[error("{0}")]
    Check(String),
    /// `generate` cannot fill this database.
    #[error("{0}")]
    Generate(String),
    /// A backup was not written.
    #[error(transparent)]
    Backup(#[from] crate::store::BackupError),
    /// The console stopped on an error.
    #[error("{0}")]
    Console(anyhow::Error),
    /// `local --web`'s address could not be listened on.
    #[error("cannot serve the web pages on {0}: {1}")]
    Web(std::net::SocketAddr, #[source] std::io::Error),
}

/// `perft`: the leaf counts from the start, one line per depth up to `depth`.
pub fn perft_command(flags: &GameFlags, depth: u32) -> Result<(), CliError> {
    let game = Game::new(config_from_flags(flags)?);
    for d in 1..=depth {
        println!("{d} {}", perft(&game, d));
    }
    Ok(())
}

/// `replay`: the position JSON after the record read from standard input.
pub fn replay_command(flags: &GameFlags) -> Result<(), CliError> {
    let recorded = read_game(flags)?;
    println!("{}", position_to_json(recorded.game.position()));
    Ok(())
}

/// How `ai` chooses: the level, the time budget (the level's by default) and the seed.
#[derive(Clone, Copy, Debug)]
pub struct AiOptions {
    /// How strong.
    pub level: Level,
    /// Time budget in milliseconds; `None` for the level's.
    pub ms: Option<u64>,
    /// Seed for the player's random choices.
    pub seed: u64,
    /// Print the search's figures to standard error.
    pub verbose: bool,
}

/// `ai`: the computer's choice after the record read from standard input.
pub fn ai_command(flags: &GameFlags, options: AiOptions) -> Result<(), CliError> {
    let game = read_game(flags)?.game;
    let budget = options
        .ms
        .map_or(options.level.default_budget(), Duration::from_millis);
    let start = Instant::now();
    let limits = Limits {
        time: Some(budget),
        ..Limits::default()
    };
    let analysis = analyse(&game, options.level, limits, options.seed).ok_or(CliError::GameOver)?;
    println!("{}", analysis.action);
    if options.verbose {
        eprintln!(
            "depth {}, {} positions, score {}, {} ms",
            analysis.depth,
            analysis.nodes,
            analysis.score,
            start.elapsed().as_millis()
        );
    }
    Ok(())
}

/// `ai-match`: plays the pairings of 2 (`options`: 2 players, or 4 in teams) and the tables of
/// 3 and 4 (free-for-all, the same options, `short` applied to each), and prints a table for
/// each size. In teams it refuses tables.
pub fn ai_match_command(
    lineups: &[Vec<Player>],
    options: &MatchOptions,
    short: Option<u8>,
) -> Result<(), CliError> {
    if options.config.mode() == Mode::Teams
        && let Some(table) = lineups.iter().find(|l| l.len() != 2)
    {
        return Err(CliError::TeamsTable(table.len()));
    }
    let pairings: Vec<(Player, Player)> = lineups
        .iter()
        .filter_map(|l| match l.as_slice() {
            [a, b] => Some((*a, *b)),
            _ => None,
        })
        .collect();
    if !pairings.is_empty() {
        print!("{}", run_matches(&pairings, options));
    }
    for (players, mode) in [(3, Mode::Standard), (4, Mode::FreeForAll)] {
        let tables: Vec<Vec<Player>> = lineups
            .iter()
            .filter(|l| l.len() == usize::from(players))
            .cloned()
            .collect();
        if tables.is_empty() {
            continue;
        }
        let table_options = MatchOptions {
            config: Config::new(players, mode)?.with_short(short)?,
            ..options.clone()
        };
        print!("{}", run_tables(&tables, &table_options));
    }
    Ok(())
}

/// Where `render` writes: a PNG of the final position or a GIF of the whole game.
#[derive(Clone, Debug)]
pub struct RenderTarget {
    /// A PNG of the final position.
    pub out: Option<PathBuf>,
    /// An animated GIF of the whole game.
    pub gif: Option<PathBuf>,
}

/// Reads a record from standard input and replays it with these options and its headers.
fn read_game(flags: &GameFlags) -> Result<RecordedGame, CliError> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(CliError::Stdin)?;
    Ok(game_from_record(flags, &input)?)
}

/// `render`: draws the game read from standard input and writes the file, only once the picture is complete.
pub fn render_command(
    flags: &GameFlags,
    target: &RenderTarget,
    names: &[String],
) -> Result<(), CliError> {
    let recorded = read_game(flags)?;
    let names = names_for(&recorded, names)?;
    let game = recorded.game;
    let (bytes, path) = match (&target.out, &target.gif) {
        (Some(path), _) => (board_png(&game, &Table::named(&names)), path),
        (None, Some(path)) => (replay_gif(&game, &Table::named(&names)), path),
        (None, None) => return Err(CliError::NoTarget),
    };
    std::fs::write(path, bytes?).map_err(|source| CliError::Write {
        path: path.clone(),
        source,
    })
}

/// `focus-bot run`: the bot until Ctrl-C or SIGTERM; `shards` (a range and the total, from
/// `--shards` and `--total`) overrides `SHARDS` and `TOTAL_SHARDS`.
pub fn run_bot(shards: Option<(String, u32)>) -> Result<(), CliError> {
    // A missing .env is fine; a broken one is worth saying.
    if let Err(e) = dotenvy::dotenv()
        && !e.not_found()
    {
        return Err(env_file_error(e));
    }
    let mut config = crate::discord::Config::from_env()?;
    logs::start_logs(config.log_format);
    if let Some((range, total)) = shards {
        config.shards = Some(crate::discord::Shards::parse(&range, &total.to_string())?);
    }
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime
        .block_on(crate::discord::run(config, shutdown_signal()))
        .map_err(CliError::Bot)
}

/// Why `.env` could not be read, naming the line but never showing it: the line may be the
/// token's, and dotenvy's own message quotes it whole.
fn env_file_error(e: dotenvy::Error) -> CliError {
    match e {
        dotenvy::Error::LineParse(bad, _) => CliError::EnvLine {
            line: std::fs::read_to_string(".env").ok().and_then(|text| {
                text.lines()
                    .position(|l| !l.trim().is_empty() && bad.contains(l.trim()))
                    .map(|i| i + 1)
            }),
        },
        dotenvy::Error::Io(io) => CliError::EnvFile(io),
        dotenvy::Error::EnvVar(_) => CliError::EnvNotUnicode,
        _ => CliError::EnvUnreadable,
    }
}

/// Completes on Ctrl-C or (on Unix) SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
    tracing::info!("shutdown requested");
}

/// Recomputes every rating in the database at `db` and says how long it took.
pub fn rebuild_ratings(db: &str) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime.block_on(async {
        let store = open_db(db, false).await?;
        let started = Instant::now();
        let progress = std::sync::Mutex::new(progress::Progress::new("ratings --rebuild"));
        let report = |stage, done, total| {
            if let Ok(mut p) = progress.lock() {
                p.report(stage, done, total);
            }
        };
        let done = store.rebuild_ratings_reporting(&report).await;
        if let (Ok(mut p), true) = (progress.lock(), done.is_ok()) {
            p.finish();
        }
        let done = done?;
        println!(
            "Rebuilt the ratings from {} finished games ({} rated) in {:.2} s.",
            done.games,
            done.rated,
            started.elapsed().as_secs_f64()
        );
        store.close().await;
        Ok(())
    })
}

/// `migrate-sqlite-to-postgres`: copies the SQLite database `from` into the PostgreSQL
/// database `to` and checks every game.
pub fn migrate_sqlite_to_postgres(from: &str, to: &str) -> Result<(), CliError> {
    use crate::store::{Engine, copy_sqlite_to_postgres_reporting};
    if Engine::of_url(to) != Some(Engine::Postgres) {
        return Err(CliError::ToNotPostgres(to.to_string()));
    }
    if Engine::of_url(from) == Some(Engine::Postgres) {
        return Err(CliError::FromPostgres(from.to_string()));
    }
    if Engine::of_url(from).is_none() && !Path::new(from).is_file() {
        return Err(CliError::NoSuchFile(from.to_string()));
    }
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime.block_on(async {
        let source = open_db(from, false).await?;
        let target = open_db(to, true).await.map_err(|e| match e {
            CliError::Open { source, .. } => CliError::OpenPostgres(source),
            e => e,
        })?;
        let started = Instant::now();
        let progress = std::sync::Mutex::new(progress::Progress::new("migrate-sqlite-to-postgres"));
        let report = |stage, done, total| {
            if let Ok(mut p) = progress.lock() {
                p.report(stage, done, total);
            }
        };
        let result = copy_sqlite_to_postgres_reporting(&source, &target, &report).await;
        if let (Ok(mut p), true) = (progress.lock(), result.is_ok()) {
            p.finish();
        }
        source.close().await;
        target.close().await;
        let copied = result.map_err(|e| match e {
            CopyError::Differs { .. } => CliError::CopyDiffers(e),
            e => CliError::NotCopied(e),
        })?;
        for (table, rows) in &copied.tables {
            println!("{table:<20} {rows:>9} rows");
        }
        println!(
            "Copied in {:.2} s; all {} games replay to the same position.",
            started.elapsed().as_secs_f64(),
            copied.games_checked
        );
        Ok(())
    })
}

/// The local console over a service on the database `db` (a SQLite file or a URL).
/// With `web`, it also serves the games' pages there and prints each post's link.
pub fn run_local(
    db: &str,
    pictures: &Path,
    locale: &str,
    web: Option<std::net::SocketAddr>,
) -> Result<(), CliError> {
    use crate::console::{CONSOLE_BOT_ID, run_stdio};
    let lang = crate::i18n::Lang::from_locale(locale)
        .ok_or_else(|| CliError::NotLanguage(locale.to_string()))?;
    use crate::service::{Service, SystemClock};
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    let result = runtime.block_on(async {
        let store = open_db(db, true).await?;
        println!(
            "{}",
            crate::markup::plain(
                &crate::t!(
                    lang,
                    "console-banner",
                    db = crate::markup::verbatim(&crate::store::without_password(db)),
                    pictures = crate::markup::verbatim(&pictures.display().to_string()),
                    example = crate::slash_commands::command_example(
                        lang,
                        "challenge",
                        &[("opponent", "@bob")]
                    )
                ),
                |id| id.to_string()
            )
        );
        if web.is_none() {
            println!("{}", crate::t!(lang, "console-web-hint"));
        }
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let service = Service::new(store.clone(), SystemClock, seed, CONSOLE_BOT_ID);
        service.resume_computers().await?;
        let server = match web {
            Some(addr) => Some(serve_pages(addr, &store, &service).await?),
            None => None,
        };
        let result = run_stdio(service, pictures, lang)
            .await
            .map_err(CliError::Console);
        if let Some(server) = server {
            server.stop().await;
        }
        store.close().await;
        result
    });
    // After Ctrl-C, standard input's reader thread still waits for a line: do not wait for it.
    runtime.shutdown_background();
    result
}

/// Serves the pages of `service`'s games on `addr`, their links signed with a key drawn for
/// this run, and has the posts carry them.
async fn serve_pages(
    addr: std::net::SocketAddr,
    store: &crate::store::Store,
    service: &crate::service::Service,
) -> Result<crate::web::WebServer, CliError> {
    use rand::{RngCore as _, SeedableRng as _};
    let mut secret = [0u8; 32];
    rand::rngs::StdRng::from_os_rng().fill_bytes(&mut secret);
    let site = crate::web::Site::new(&secret, &format!("http://{addr}"));
    site.serve(service.clone());
    // The console is one person's: every channel of it is theirs to see.
    site.list_channels(|_| crate::service::Listed::All);
    site.link_posts(service);
    let probe = crate::web::Probe::new(store.clone(), None).with_site(site);
    crate::web::start(addr, crate::web::router(probe))
        .await
        .map_err(|e| CliError::Web(addr, e))
}
