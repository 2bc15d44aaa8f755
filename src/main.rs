//! The `focus-bot` command: the engine commands (`perft`, `replay`) and `render`.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use focus_bot::notation::{position_to_json, read_record};
use focus_bot::render::{board_png, replay_gif};
use focus_bot::rules::{Config, Game, Mode, perft};

#[derive(Parser)]
#[command(
    name = "focus-bot",
    version,
    about = "Sid Sackson's Focus: the engine commands"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
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

/// Reads a record from standard input and replays it with these options.
fn read_game(options: &GameOptions) -> Result<Game, String> {
    let config = options.config()?;
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    read_record(config, &input).map_err(|e| e.to_string())
}

/// Draws the game and writes the file, only once the picture is complete.
fn render_command(
    game: &GameOptions,
    target: &RenderTarget,
    names: &[String],
) -> Result<(), String> {
    let game = read_game(game)?;
    let (bytes, path) = match (&target.out, &target.gif) {
        (Some(path), _) => (board_png(&game, names), path),
        (None, Some(path)) => (replay_gif(&game, names), path),
        (None, None) => return Err("give --out FILE.png or --gif FILE.gif".to_string()),
    };
    let bytes = bytes.map_err(|e| e.to_string())?;
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft { table, depth } => table.config().map(|config| {
            let game = Game::new(config);
            for d in 1..=depth {
                println!("{d} {}", perft(&game, d));
            }
        }),
        Command::Replay { game } => read_game(&game).map(|game| {
            println!("{}", position_to_json(game.position()));
        }),
        Command::Render {
            game,
            target,
            names,
        } => render_command(&game, &target, &names),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
