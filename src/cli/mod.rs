//! What the `focus-bot` subcommands do, once `main` has parsed the arguments: each function
//! runs one subcommand and returns the message to print on failure.

use std::io::Read;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::ai::arena::{MatchOptions, Player, run_matches};
use crate::ai::{Level, Limits, analyse};
use crate::notation::position_to_json;
use crate::render::{Table, board_png, replay_gif};
use crate::rules::{Game, perft};
use record::{GameFlags, RecordedGame, config_from_flags, game_from_record, names_for};

pub mod record;

/// `perft`: the leaf counts from the start, one line per depth up to `depth`.
pub fn perft_command(flags: &GameFlags, depth: u32) -> Result<(), String> {
    let game = Game::new(config_from_flags(flags)?);
    for d in 1..=depth {
        println!("{d} {}", perft(&game, d));
    }
    Ok(())
}

/// `replay`: the position JSON after the record read from standard input.
pub fn replay_command(flags: &GameFlags) -> Result<(), String> {
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
pub fn ai_command(flags: &GameFlags, options: AiOptions) -> Result<(), String> {
    let game = read_game(flags)?.game;
    let budget = options
        .ms
        .map_or(options.level.default_budget(), Duration::from_millis);
    let start = Instant::now();
    let limits = Limits {
        time: Some(budget),
        ..Limits::default()
    };
    let analysis = analyse(&game, options.level, limits, options.seed)
        .ok_or("the game is over: there is no action to choose")?;
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

/// `ai-match`: plays the pairings and prints the table.
pub fn ai_match_command(pairings: &[(Player, Player)], options: &MatchOptions) {
    print!("{}", run_matches(pairings, options));
}

/// Where `render` writes: a PNG of the final position or a GIF of the whole game.
#[derive(Clone, Debug)]
pub struct RenderTarget {
    /// A PNG of the final position.
    pub out: Option<std::path::PathBuf>,
    /// An animated GIF of the whole game.
    pub gif: Option<std::path::PathBuf>,
}

/// Reads a record from standard input and replays it with these options and its headers.
fn read_game(flags: &GameFlags) -> Result<RecordedGame, String> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    game_from_record(flags, &input)
}

/// `render`: draws the game read from standard input and writes the file, only once the picture is complete.
pub fn render_command(
    flags: &GameFlags,
    target: &RenderTarget,
    names: &[String],
) -> Result<(), String> {
    let recorded = read_game(flags)?;
    let names = names_for(&recorded, names)?;
    let game = recorded.game;
    let (bytes, path) = match (&target.out, &target.gif) {
        (Some(path), _) => (board_png(&game, &Table::named(&names)), path),
        (None, Some(path)) => (replay_gif(&game, &Table::named(&names)), path),
        (None, None) => return Err("give --out FILE.png or --gif FILE.gif".to_string()),
    };
    let bytes = bytes.map_err(|e| e.to_string())?;
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `focus-bot run`: the bot until Ctrl-C or SIGTERM; `shards` (a range and the total, from
/// `--shards` and `--total`) overrides `SHARDS` and `TOTAL_SHARDS`.
pub fn run_bot(shards: Option<(String, u32)>) -> Result<(), String> {
    // A missing .env is fine; a broken one is worth saying.
    if let Err(e) = dotenvy::dotenv()
        && !e.not_found()
    {
        return Err(env_file_error(&e));
    }
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let mut config = crate::discord::Config::from_env().map_err(|e| e.to_string())?;
    if let Some((range, total)) = shards {
        config.shards = Some(
            crate::discord::Shards::parse(&range, &total.to_string()).map_err(|e| e.to_string())?,
        );
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start: {e}"))?;
    runtime
        .block_on(crate::discord::run(config, shutdown_signal()))
        .map_err(|e| format!("{e:#}"))
}

/// Why `.env` could not be read, naming the line but never showing it: the line may be the
/// token's, and dotenvy's own message quotes it whole.
fn env_file_error(e: &dotenvy::Error) -> String {
    match e {
        dotenvy::Error::LineParse(bad, _) => {
            let number = std::fs::read_to_string(".env").ok().and_then(|text| {
                text.lines()
                    .position(|l| !l.trim().is_empty() && bad.contains(l.trim()))
                    .map(|i| i + 1)
            });
            let at = number.map_or_else(|| "a line".to_string(), |n| format!("line {n}"));
            format!(
                "cannot read .env: {at} is not `NAME=value` (the line is not shown here, as it \
                 may hold the token); see .env.example"
            )
        }
        dotenvy::Error::Io(io) => format!("cannot read .env: {io}"),
        dotenvy::Error::EnvVar(_) => {
            "cannot read .env: a variable is not valid Unicode".to_string()
        }
        _ => "cannot read .env".to_string(),
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
pub fn rebuild_ratings(db: &str) -> Result<(), String> {
    use crate::store::Store;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let store = Store::open_arg(db)
            .await
            .map_err(|e| format!("cannot open {db}: {e}"))?;
        let started = Instant::now();
        let done = store.rebuild_ratings().await.map_err(|e| e.to_string())?;
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
pub fn migrate_sqlite_to_postgres(from: &str, to: &str) -> Result<(), String> {
    use crate::store::{Engine, Store, copy_sqlite_to_postgres};
    if Engine::of_url(to) != Some(Engine::Postgres) {
        return Err(format!("--to must be a postgres://… URL, not {to:?}"));
    }
    if Engine::of_url(from) == Some(Engine::Postgres) {
        return Err(format!(
            "--from must be a SQLite database (sqlite://FILE), not {from:?}"
        ));
    }
    if Engine::of_url(from).is_none() && !Path::new(from).is_file() {
        return Err(format!("--from {from:?}: no such SQLite file"));
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let source = Store::open_arg(from)
            .await
            .map_err(|e| format!("cannot open {from}: {e}"))?;
        let target = Store::open(to)
            .await
            .map_err(|e| format!("cannot open the PostgreSQL database: {e}"))?;
        let started = Instant::now();
        let result = copy_sqlite_to_postgres(&source, &target).await;
        source.close().await;
        target.close().await;
        let copied = result.map_err(|e| match e {
            crate::store::CopyError::Differs { .. } => {
                format!("{e}: do not use the PostgreSQL database (drop it and report this)")
            }
            e => format!("nothing was copied: {e}"),
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
pub fn run_local(db: &str, pictures: &Path, locale: &str) -> Result<(), String> {
    use crate::console::{CONSOLE_BOT_ID, run_stdio};
    let lang = crate::i18n::Lang::from_locale(locale).ok_or_else(|| {
        format!("`--locale {locale}` is not a language of the bot: write en-US, fr, it or ja")
    })?;
    use crate::service::{Service, SystemClock};
    use crate::store::Store;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    let result = runtime.block_on(async {
        let store = Store::open_arg(db)
            .await
            .map_err(|e| format!("cannot open {db}: {e}"))?;
        println!(
            "{}",
            crate::t!(
                lang,
                "console-banner",
                db = db.to_string(),
                pictures = pictures.display().to_string()
            )
        );
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let service = Service::new(store.clone(), SystemClock, seed, CONSOLE_BOT_ID);
        service
            .resume_computers()
            .await
            .map_err(|e| e.to_string())?;
        let result = run_stdio(service, pictures, lang)
            .await
            .map_err(|e| e.to_string());
        store.close().await;
        result
    });
    // After Ctrl-C, standard input's reader thread still waits for a line: do not wait for it.
    runtime.shutdown_background();
    result
}
