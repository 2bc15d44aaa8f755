//! The `focus-bot` command: the Discord bot (`run`, the default), the engine commands
//! (`perft`, `replay`), `render`, the computer player (`ai`, `ai-match`) and the local console
//! (`local`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use focus_bot::ai::Level;
use focus_bot::ai::arena::{MatchOptions, Player, PlayerError};
use focus_bot::cli::record::GameFlags;
use focus_bot::cli::{self, CliError};
use focus_bot::rules::{Config, Mode};

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
enum TournamentAction {
    /// Print a tournament: its entrants, rounds and standings (`--json`: all of it as JSON).
    Show {
        /// The tournament's id.
        id: i64,
        /// The database: a URL or a file path, as the bot's `DATABASE_URL`, else the console's
        /// (`focus-bot local`); never created here.
        #[arg(
            long,
            value_name = "PATH|URL",
            env = "DATABASE_URL",
            default_value = focus_bot::cli::tournament::LOCAL_DB
        )]
        db: String,
        /// Print JSON (format, entrants, each round's tables with seats, game, thread and
        /// result, standings with points and tie-breaks).
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (configuration from the environment and `.env`; see `.env.example`).
    Run {
        /// Run only these shards, such as `0-3` (with `--total`; `SHARDS` in `.env`): several
        /// processes, each with its own range, share one PostgreSQL database.
        #[arg(long, value_name = "FIRST-LAST", requires = "total")]
        shards: Option<String>,
        /// How many shards all the processes run together (`TOTAL_SHARDS` in `.env`).
        #[arg(long, value_name = "N", requires = "shards")]
        total: Option<u32>,
    },
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
        /// How strong: easy, medium, hard or master.
        #[arg(long, default_value = "hard")]
        level: Level,
        /// Time budget in milliseconds (default: the level's, 2000 for hard, 10000 for master).
        #[arg(long)]
        ms: Option<u64>,
        /// Seed for the player's random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Also print the search's depth, positions visited and score to standard error.
        #[arg(long)]
        verbose: bool,
    },
    /// Play games between players and print a table of results: pairings of 2, and tables of
    /// 3 or 4 (free-for-all) whose first player is measured against the rest.
    AiMatch {
        /// Pairings and tables to play, like `medium:greedy hard:medium hard-brs:hard:hard`
        /// (players: easy, medium, hard, master, random, greedy; after a level, `-brs` (best-reply
        /// search), `-brs+` (BRS+) or `-paranoid` names the search in 3 and 4 players, then
        /// `-tuned` or `-handset` the evaluation's weights, as in `hard-brs-tuned`).
        #[arg(required = true, value_parser = parse_pairing)]
        pairings: Vec<Vec<Player>>,
        /// Games per pairing (colours alternate) or table (the seating goes through every
        /// order in turn).
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
        /// Start at this game (0 is the first): `--games 6 --first-game 6` plays games 7 to 12
        /// of a longer run with the same seed, so a run can be split across processes.
        #[arg(long, value_name = "N", default_value_t = 0)]
        first_game: usize,
        /// Short variant: capturing N enemy pieces wins.
        #[arg(long, value_name = "N")]
        short: Option<u8>,
        /// Play the pairings as 4-player games in teams: each player of a pairing takes two
        /// seats, partners across the board (seats 1 and 3 against 2 and 4).
        #[arg(long)]
        teams: bool,
    },
    /// Play on this machine without Discord: read `@user /focus command` lines from standard
    /// input and print the bot's replies.
    Local {
        /// The database: a SQLite file (created if missing) or a URL (`sqlite://…`,
        /// `postgres://…`); a second run continues its games.
        #[arg(long, value_name = "PATH|URL", default_value = "focus-local.db")]
        db: String,
        /// Where to write the pictures.
        #[arg(long, value_name = "DIR", default_value = "focus-pictures")]
        pictures: std::path::PathBuf,
        /// The language everyone types in unless a line says otherwise (`@alice[ja] /focus
        /// help`): en-US, fr, it or ja.
        #[arg(long, value_name = "LANG", default_value = "en-US")]
        locale: String,
        /// Serve the games' web pages on this address (such as 127.0.0.1:8080) and print each
        /// post's link; the links hold for this run only.
        #[arg(long, value_name = "ADDR")]
        web: Option<std::net::SocketAddr>,
    },
    /// Ratings: `--rebuild` recomputes every rating from the finished games, in order.
    Ratings {
        /// Recompute every rating from the finished games (the log is the truth).
        #[arg(long, required = true)]
        rebuild: bool,
        /// The database: a URL or a file path, as the bot's `DATABASE_URL` or `local --db`.
        #[arg(
            long,
            value_name = "URL",
            env = "DATABASE_URL",
            default_value = "sqlite://focus.db"
        )]
        db: String,
    },
    /// Tournaments: `show ID --json` prints one as JSON (entrants, rounds, tables, standings).
    Tournament {
        #[command(subcommand)]
        action: TournamentAction,
    },
    /// Check that the database answers (the container's health check): open it as the bot does
    /// and count its games; exit 0 when it answers. `--deep` reads the whole database back.
    Check {
        /// Also read every page back (SQLite's `PRAGMA quick_check`; PostgreSQL: every row of
        /// every table), to find a damaged file: slower, for after a crash, a disk error or a
        /// "malformed" in the logs (docs/operations.md).
        #[arg(long)]
        deep: bool,
        /// The database: a URL or a file path, as the bot's `DATABASE_URL` (a SQLite file must
        /// exist: it is never created here).
        #[arg(
            long,
            value_name = "URL",
            env = "DATABASE_URL",
            default_value = "sqlite://focus.db"
        )]
        db: String,
    },
    /// Fill a new database with a big bot's games, for measuring (docs/big-database.md): real
    /// games of the rules under made-up servers and players, then their ratings.
    Generate {
        /// The database to fill: a new SQLite file or an empty PostgreSQL database.
        #[arg(long, value_name = "PATH|URL")]
        db: String,
        /// Finished games.
        #[arg(long, default_value_t = 1_000_000)]
        finished: u64,
        /// Running games, each in its own channel.
        #[arg(long, default_value_t = 10_000)]
        running: u64,
        /// Servers they are spread over.
        #[arg(long, default_value_t = 3_000)]
        servers: u64,
        /// Players of one more, big server (0 for none), with games of its own beside the
        /// finished ones: 5 rated 2-player games each, so each is on its leaderboard, and half
        /// as many games as players of every kind. Default: 100,000 at the full size
        /// (1,000,000 finished; 300,000 games of its own), else 0.
        #[arg(long, value_name = "PLAYERS")]
        big_server: Option<u64>,
        /// Seed of the random choices: the same seed makes the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Write a consistent copy of a SQLite database while the bot runs (PostgreSQL: pg_dump).
    Backup {
        /// The new file to write (an existing file is never overwritten).
        #[arg(long, value_name = "FILE")]
        to: PathBuf,
        /// The SQLite database: a URL or a file path, as the bot's `DATABASE_URL`.
        #[arg(
            long,
            value_name = "URL",
            env = "DATABASE_URL",
            default_value = "sqlite://focus.db"
        )]
        db: String,
    },
    /// Copy a SQLite database into a new PostgreSQL one, then check that every game replays to
    /// the same position.
    MigrateSqliteToPostgres {
        /// The SQLite database to copy (left unchanged).
        #[arg(long, value_name = "URL")]
        from: String,
        /// The PostgreSQL database to fill: new or empty (its tables are created).
        #[arg(long, value_name = "URL")]
        to: String,
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

/// Why an `ai-match` argument is not a pairing or a table.
#[derive(Debug, thiserror::Error)]
enum PairingError {
    /// Not 2, 3 or 4 players joined by `:`.
    #[error(
        "`{0}` is not a pairing or a table: write 2, 3 or 4 players joined by `:`, like `hard:medium` or `hard-brs:hard:hard`"
    )]
    Count(String),
    /// One of them is not a player.
    #[error(transparent)]
    Player(#[from] PlayerError),
}

fn parse_pairing(text: &str) -> Result<Vec<Player>, PairingError> {
    let names: Vec<&str> = text.split(':').collect();
    if !(2..=4).contains(&names.len()) {
        return Err(PairingError::Count(text.chars().take(80).collect()));
    }
    Ok(names
        .into_iter()
        .map(str::parse)
        .collect::<Result<_, _>>()?)
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        // With no command, a user who has not set the bot up yet learns what else there is.
        None => cli::run_bot(None).map_err(|e| format!("{e}\n\n{}", other_commands())),
        Some(command) => run_command(command).map_err(|e| e.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // Whatever failed, a database URL's password is never printed.
            eprintln!("{}", focus_bot::store::without_password(&message));
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
    text.push_str(
        "Try `focus-bot local` to play in this terminal (`--web 127.0.0.1:8080` for the web \
         pages too); `focus-bot help` for more.",
    );
    text
}

fn run_command(command: Command) -> Result<(), CliError> {
    match command {
        Command::Run { shards, total } => cli::run_bot(shards.zip(total)),
        Command::Perft { table, depth } => cli::perft_command(&table.flags(), depth),
        Command::Replay { game } => cli::replay_command(&game.flags()),
        Command::Ai {
            game,
            level,
            ms,
            seed,
            verbose,
        } => cli::ai_command(
            &game.flags(),
            cli::AiOptions {
                level,
                ms,
                seed,
                verbose,
            },
        ),
        Command::AiMatch {
            pairings,
            games,
            ms,
            threads,
            max_plies,
            seed,
            first_game,
            short,
            teams,
        } => {
            let config = if teams {
                Config::new(4, Mode::Teams)?
            } else {
                Config::two_players()
            };
            let options = MatchOptions {
                config: config.with_short(short)?,
                games,
                budget: Duration::from_millis(ms),
                threads: threads.max(1),
                max_plies,
                seed,
                first_game,
            };
            cli::ai_match_command(&pairings, &options, short)?;
            Ok(())
        }
        Command::Local {
            db,
            pictures,
            locale,
            web,
        } => cli::run_local(&db, &pictures, &locale, web),
        Command::Ratings { rebuild: _, db } => cli::rebuild_ratings(&db),
        Command::Tournament {
            action: TournamentAction::Show { id, db, json },
        } => cli::tournament::show_tournament(&db, focus_bot::store::TournamentId(id), json),
        Command::Check { db, deep } => cli::database::check_database(&db, deep),
        Command::Generate {
            db,
            finished,
            running,
            servers,
            big_server,
            seed,
        } => cli::generate::generate(&cli::generate::Generate {
            db,
            big_server: big_server.unwrap_or(if finished >= cli::generate::FULL_SIZE {
                cli::generate::BIG_SERVER_PLAYERS
            } else {
                0
            }),
            finished,
            running,
            servers,
            seed,
        }),
        Command::Backup { to, db } => cli::database::backup_database(&db, &to),
        Command::MigrateSqliteToPostgres { from, to } => {
            cli::migrate_sqlite_to_postgres(&from, &to)
        }
        Command::Render {
            game,
            target,
            names,
        } => cli::render_command(
            &game.flags(),
            &cli::RenderTarget {
                out: target.out,
                gif: target.gif,
            },
            &names,
        ),
    }
}
