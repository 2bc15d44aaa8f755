//! The `focus-bot` command: the Discord bot (`run`, the default) and the engine commands
//! (`perft`, `replay`).

use std::io::Read;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use focus_bot::notation::{position_to_json, read_record};
use focus_bot::rules::{Config, Game, Mode, perft};

#[derive(Parser)]
#[command(
    name = "focus-bot",
    version,
    about = "Sid Sackson's Focus on Discord, and the engine commands"
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
}

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    Teams,
    Ffa,
}

/// Player count and mode.
#[derive(Args)]
struct Table {
    /// Number of players.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    players: u8,
    /// 4-player mode.
    #[arg(long, value_enum, default_value = "teams")]
    mode: ModeArg,
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
    fn config(&self) -> Result<Config, String> {
        let mode = match self.mode {
            ModeArg::Teams => Mode::Teams,
            ModeArg::Ffa => Mode::FreeForAll,
        };
        Config::new(self.players, mode).map_err(|e| e.to_string())
    }
}

impl GameOptions {
    fn config(&self) -> Result<Config, String> {
        self.table
            .config()?
            .with_short(self.short)
            .and_then(|c| c.with_swap(self.swap))
            .map_err(|e| e.to_string())
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Run) {
        Command::Run => run_bot(),
        Command::Perft { table, depth } => table.config().map(|config| {
            let game = Game::new(config);
            for d in 1..=depth {
                println!("{d} {}", perft(&game, d));
            }
        }),
        Command::Replay { game } => game.config().and_then(|config| {
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            let game = read_record(config, &input).map_err(|e| e.to_string())?;
            println!("{}", position_to_json(game.position()));
            Ok(())
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// `focus-bot run`: the bot until Ctrl-C or SIGTERM.
fn run_bot() -> Result<(), String> {
    // A missing .env is fine; a broken one is worth saying.
    if let Err(e) = dotenvy::dotenv()
        && !e.not_found()
    {
        return Err(format!("cannot read .env: {e}"));
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
