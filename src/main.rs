//! The `focus-bot` command: the Discord bot (`run`, the default), the engine commands
//! (`perft`, `replay`), `render`, the computer player (`ai`, `ai-match`) and the local console
//! (`local`).

use std::collections::HashSet;
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand, ValueEnum};
use focus_bot::ai::arena::{GameResult, Player, play_game};
use focus_bot::ai::{Level, Limits, analyse};
use focus_bot::commands::{
    GameFlags, RecordedGame, config_from_flags, game_from_record, names_for,
};
use focus_bot::notation::position_to_json;
use focus_bot::render::{self as picture, board_png, replay_gif};
use focus_bot::rules::{Config, Game, Mode, Turn, perft};

#[derive(Parser)]
#[command(
    name = "focus-bot",
    version,
    about = "Sid Sackson's Focus: the bot, a local console, and the engine commands"
)]
struct Cli {
    /// What to do (default: `run`).
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (configuration from the environment and `.env`; see `.env.example`).
    Run,
    /// Count the leaf nodes of the action tree from the start, one line per depth.
    Perft {
        #[command(flatten)]
        table: Table,
        /// Deepest depth to count.
        #[arg(long, default_value_t = 3)]
        depth: u32,
    },
    /// Read actions from standard input, one a line, and print the position JSON after them.
    Replay {
        #[command(flatten)]
        game: GameOptions,
    },
    /// Read a game's actions from standard input (as `replay` does) and print the action the
    /// computer chooses for the player to act.
    Ai {
        #[command(flatten)]
        game: GameOptions,
        /// How strong: easy, medium or hard.
        #[arg(long, default_value = "hard")]
        level: Level,
        /// Time budget in milliseconds (default: the level's, 2000 for hard).
        #[arg(long)]
        ms: Option<u64>,
        /// Seed for the player's random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Also print the search's depth, positions visited and score to standard error.
        #[arg(long)]
        verbose: bool,
    },
    /// Play 2-player games between players and print a win/draw/loss table.
    AiMatch {
        /// Pairings to play, like `medium:greedy hard:medium` (players: easy, medium, hard,
        /// random, greedy).
        #[arg(required = true, value_parser = parse_pairing)]
        pairings: Vec<(Player, Player)>,
        /// Games per pairing; colours alternate.
        #[arg(long, default_value_t = 20)]
        games: usize,
        /// Time budget per action, in milliseconds.
        #[arg(long, default_value_t = 200)]
        ms: u64,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// A game still running after this many actions is a draw.
        #[arg(long, default_value_t = 400)]
        max_plies: usize,
        /// Base seed; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Short variant: capturing N enemy pieces wins.
        #[arg(long, value_name = "N")]
        short: Option<u8>,
    },
    /// Play on this machine without Discord: read `@user /focus command` lines from standard
    /// input and print the bot's replies.
    Local {
        /// The database file (created if missing); a second run continues its games.
        #[arg(long, value_name = "PATH", default_value = "focus-local.db")]
        db: std::path::PathBuf,
        /// Where to write the pictures.
        #[arg(long, value_name = "DIR", default_value = "focus-pictures")]
        pictures: std::path::PathBuf,
    },
    /// Read actions from standard input like `replay` and draw the final position (PNG) or the
    /// whole game (animated GIF).
    Render {
        #[command(flatten)]
        game: GameOptions,
        #[command(flatten)]
        target: RenderTarget,
        /// Display name of the next seat, in seat order (repeat: `--name Ann --name Bob`).
        #[arg(long = "name", value_name = "NAME")]
        names: Vec<String>,
    },
}

/// Where `render` writes: a PNG of the final position or a GIF of the whole game.
#[derive(Args)]
#[group(required = true, multiple = false)]
struct RenderTarget {
    /// Write a PNG of the final position, the last action highlighted.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Write an animated GIF replay of the whole game.
    #[arg(long, value_name = "FILE")]
    gif: Option<PathBuf>,
}

fn parse_pairing(text: &str) -> Result<(Player, Player), String> {
    let (a, b) = text.split_once(':').ok_or_else(|| {
        format!("`{text}` is not a pairing: write two players, like `hard:medium`")
    })?;
    Ok((a.parse()?, b.parse()?))
}

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    Teams,
    Ffa,
}

/// Player count and mode.
#[derive(Args)]
struct Table {
    /// Number of players (default: the record's `[Players]` header, else 2).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=4))]
    players: Option<u8>,
    /// 4-player mode (default: the record's `[Mode]` header, else teams).
    #[arg(long, value_enum)]
    mode: Option<ModeArg>,
}

/// Player count, mode and variants.
#[derive(Args)]
struct GameOptions {
    #[command(flatten)]
    table: Table,
    /// Short variant: capturing N enemy pieces wins.
    #[arg(long, value_name = "N")]
    short: Option<u8>,
    /// The swap opening (2 players).
    #[arg(long)]
    swap: bool,
}

impl Table {
    fn flags(&self) -> GameFlags {
        GameFlags {
            players: self.players,
            mode: self.mode.map(|m| match m {
                ModeArg::Teams => Mode::Teams,
                ModeArg::Ffa => Mode::FreeForAll,
            }),
            ..GameFlags::default()
        }
    }
}

impl GameOptions {
    fn flags(&self) -> GameFlags {
        GameFlags {
            short: self.short,
            swap: self.swap,
            ..self.table.flags()
        }
    }
}

/// Reads a record from standard input and replays it with these options and its headers.
fn read_game(options: &GameOptions) -> Result<RecordedGame, String> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    game_from_record(&options.flags(), &input)
}

/// Draws the game and writes the file, only once the picture is complete.
fn render_command(
    game: &GameOptions,
    target: &RenderTarget,
    names: &[String],
) -> Result<(), String> {
    let recorded = read_game(game)?;
    let names = names_for(&recorded, names)?;
    let game = recorded.game;
    let table = picture::Table::named(&names);
    let (bytes, path) = match (&target.out, &target.gif) {
        (Some(path), _) => (board_png(&game, &table), path),
        (None, Some(path)) => (replay_gif(&game, &table), path),
        (None, None) => return Err("give --out FILE.png or --gif FILE.gif".to_string()),
    };
    let bytes = bytes.map_err(|e| e.to_string())?;
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        // With no command, a user who has not set the bot up yet learns what else there is.
        None => run_bot().map_err(|e| format!("{e}\n\n{}", other_commands())),
        Some(command) => run_command(command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// The subcommands with their one-line descriptions, from the argument definitions.
fn other_commands() -> String {
    use clap::CommandFactory as _;
    let mut text = String::from(
        "`focus-bot` with no command runs the Discord bot. The other commands need no Discord:\n",
    );
    for sub in Cli::command()
        .get_subcommands()
        .filter(|s| s.get_name() != "run")
    {
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        let first = about
            .split(". ")
            .next()
            .unwrap_or_default()
            .trim_end_matches('.');
        text.push_str(&format!("  focus-bot {:<9} {first}\n", sub.get_name()));
    }
    text.push_str("Try `focus-bot local` to play in this terminal; `focus-bot help` for more.");
    text
}

fn run_command(command: Command) -> Result<(), String> {
    match command {
        Command::Run => run_bot(),
        Command::Perft { table, depth } => config_from_flags(&table.flags()).map(|config| {
            let game = Game::new(config);
            for d in 1..=depth {
                println!("{d} {}", perft(&game, d));
            }
        }),
        Command::Replay { game } => read_game(&game).map(|recorded| {
            println!("{}", position_to_json(recorded.game.position()));
        }),
        Command::Ai {
            game,
            level,
            ms,
            seed,
            verbose,
        } => read_game(&game).and_then(|recorded| {
            let game = recorded.game;
            let budget = ms.map_or(level.default_budget(), Duration::from_millis);
            let start = Instant::now();
            let limits = Limits {
                time: Some(budget),
                ..Limits::default()
            };
            let analysis = analyse(&game, level, limits, seed)
                .ok_or("the game is over: there is no action to choose")?;
            println!("{}", analysis.action);
            if verbose {
                eprintln!(
                    "depth {}, {} positions, score {}, {} ms",
                    analysis.depth,
                    analysis.nodes,
                    analysis.score,
                    start.elapsed().as_millis()
                );
            }
            Ok(())
        }),
        Command::AiMatch {
            pairings,
            games,
            ms,
            threads,
            max_plies,
            seed,
            short,
        } => Config::two_players()
            .with_short(short)
            .map_err(|e| e.to_string())
            .map(|config| {
                let options = MatchOptions {
                    config,
                    games,
                    budget: Duration::from_millis(ms),
                    threads: threads.max(1),
                    max_plies,
                    seed,
                };
                run_matches(&pairings, &options);
            }),
        Command::Local { db, pictures } => run_local(&db, &pictures),
        Command::Render {
            game,
            target,
            names,
        } => render_command(&game, &target, &names),
    }
}

/// `focus-bot run`: the bot until Ctrl-C or SIGTERM.
fn run_bot() -> Result<(), String> {
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
    let config = focus_bot::discord::Config::from_env().map_err(|e| e.to_string())?;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start: {e}"))?;
    runtime
        .block_on(focus_bot::discord::run(config, shutdown_signal()))
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

/// The local console over a service on the file `db`.
fn run_local(db: &std::path::Path, pictures: &std::path::Path) -> Result<(), String> {
    use focus_bot::console::{CONSOLE_BOT_ID, run_stdio};
    use focus_bot::service::{Service, SystemClock};
    use focus_bot::store::Store;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let store = Store::open_path(db)
            .await
            .map_err(|e| format!("cannot open {}: {e}", db.display()))?;
        println!(
            "Focus console: database {}, pictures in {}. Type lines like \
             `@alice /focus challenge opponent:@bob`; `@focus` is the computer.",
            db.display(),
            pictures.display()
        );
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let service = Service::new(store.clone(), SystemClock, seed, CONSOLE_BOT_ID);
        service
            .resume_computers()
            .await
            .map_err(|e| e.to_string())?;
        let result = run_stdio(service, pictures)
            .await
            .map_err(|e| e.to_string());
        store.close().await;
        result
    })
}

struct MatchOptions {
    config: Config,
    games: usize,
    budget: Duration,
    threads: usize,
    max_plies: usize,
    seed: u64,
}

/// Wins, draws and losses of the first player of a pairing, and its wins per colour.
#[derive(Default, Clone)]
struct Tally {
    wins: usize,
    draws: usize,
    losses: usize,
    wins_as_first: usize,
    wins_as_second: usize,
    plies: usize,
    /// The different games played (a deterministic pair of players can repeat a game).
    distinct: HashSet<Vec<Turn>>,
    /// Slowest single answer of each player of the pairing.
    slowest: [Duration; 2],
}

fn run_matches(pairings: &[(Player, Player)], options: &MatchOptions) {
    let start = Instant::now();
    let jobs = pairings.len() * options.games;
    let next = AtomicUsize::new(0);
    let tallies = Mutex::new(vec![Tally::default(); pairings.len()]);
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                loop {
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    if job >= jobs {
                        break;
                    }
                    let (p, i) = (job / options.games, job % options.games);
                    let (a, b) = pairings[p];
                    let a_first = i % 2 == 0;
                    let seats = if a_first { [a, b] } else { [b, a] };
                    let played = play_game(
                        seats,
                        options.config,
                        options.budget,
                        options.max_plies,
                        options.seed.wrapping_add(i as u64),
                    );
                    let mut all = tallies.lock().unwrap_or_else(|e| e.into_inner());
                    let t = &mut all[p];
                    t.plies += played.plies;
                    t.distinct.insert(played.record);
                    let (sa, sb) = if a_first { (0, 1) } else { (1, 0) };
                    t.slowest[0] = t.slowest[0].max(played.slowest[sa]);
                    t.slowest[1] = t.slowest[1].max(played.slowest[sb]);
                    match (played.result, a_first) {
                        (GameResult::Draw, _) => t.draws += 1,
                        (GameResult::FirstWins, true) => {
                            t.wins += 1;
                            t.wins_as_first += 1;
                        }
                        (GameResult::SecondWins, false) => {
                            t.wins += 1;
                            t.wins_as_second += 1;
                        }
                        _ => t.losses += 1,
                    }
                }
            });
        }
    });
    let tallies = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    println!(
        "{} games per pairing, 2 players, {} ms per action, draw after {} actions, {} threads, {:.0} s",
        options.games,
        options.budget.as_millis(),
        options.max_plies,
        options.threads,
        start.elapsed().as_secs_f64()
    );
    println!(
        "| pairing | games | wins | draws (move limit) | losses | score | wins as seat 1 / seat 2 | mean length | different games | slowest answer |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for ((a, b), t) in pairings.iter().zip(tallies) {
        let played = t.wins + t.draws + t.losses;
        let score = if played == 0 {
            0.0
        } else {
            100.0 * (t.wins as f64 + 0.5 * t.draws as f64) / played as f64
        };
        println!(
            "| {a} vs {b} | {played} | {} | {} | {} | {score:.1}% | {} / {} | {:.0} | {} | {} ms / {} ms |",
            t.wins,
            t.draws,
            t.losses,
            t.wins_as_first,
            t.wins_as_second,
            t.plies as f64 / played.max(1) as f64,
            t.distinct.len(),
            t.slowest[0].as_millis(),
            t.slowest[1].as_millis(),
        );
    }
}
