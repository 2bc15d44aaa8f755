//! `focus-bot generate`: a big bot's database made up for measuring (docs/big-database.md): many
//! servers, a million finished games with their logs, finish order and ratings, and thousands
//! running. Every game is a real game of the rules, played by the computer's easy level with a
//! seeded search (short of a real game's length, as random moves never are), so every one
//! replays; a pool of such games is reused under new servers, channels, players and times.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom as _;
use rand::{Rng as _, SeedableRng as _};

use super::CliError;
use super::progress::Progress;
use crate::ai::{Level, Limits, analyse};
use crate::rating::LEADERBOARD_MIN_GAMES;
use crate::rules::{Config, Game, Mode, Turn};
use crate::store::{BulkGame, ChannelId, ServerId, Store, UserId};

/// What to generate.
#[derive(Clone, Debug)]
pub struct Generate {
    /// The database (an empty one: it must hold no game).
    pub db: String,
    /// Finished games.
    pub finished: u64,
    /// Running games, each in a channel of its own.
    pub running: u64,
    /// Servers the games are spread over (a few busy ones, many quiet ones).
    pub servers: u64,
    /// Players of one more server, [`BIG_SERVER`], with finished games of its own in which
    /// every one of them plays, each ranked on its 2-player leaderboard ([`big_server_games`];
    /// 0: none).
    pub big_server: u64,
    /// Seed of every random choice: the same seed makes the same games (their times run up to
    /// the moment of generation).
    pub seed: u64,
}

/// The full size's finished games, at which `generate` adds the big server by default.
pub const FULL_SIZE: u64 = 1_000_000;
/// The big server's players at the full size: a large Discord community.
pub const BIG_SERVER_PLAYERS: u64 = 100_000;
/// The big server's id (apart from the small ones, numbered from 1); its players are
/// `BIG_SERVER * 1,000,000 + 1` onwards, its channels `BIG_SERVER * 100 + 1` onwards.
pub const BIG_SERVER: u64 = 1_000_000;

/// Distinct games played by the rules, reused under new names (at most; a small database gets
/// a tenth of its games, and at least [`POOL_LEAST`], which keeps the tests quick).
const POOL: usize = 600;
/// The smallest pool: one of each kind of table, many times over.
const POOL_LEAST: usize = 20;
/// Games loaded per transaction.
const BATCH: usize = 2_000;
/// A game longer than this is ended by resignations (play can wander).
const MAX_PLIES: usize = 300;
/// Positions the easy level may visit for each turn: a fixed count, not a time, so the same
/// seed makes the same games on any machine.
const NODES_PER_TURN: u64 = 3_000;
/// Members who play, in each of the busiest servers ([`BUSY_SERVERS`]) and in the others.
const PLAYERS_PER_BUSY_SERVER: u64 = 3_000;
/// Members who play in a server other than the busiest.
const PLAYERS_PER_SERVER: u64 = 60;
/// The first servers, which get most games, and many more players.
const BUSY_SERVERS: u64 = 10;
/// Channels of each server that hold finished games.
const CHANNELS_PER_SERVER: u64 = 8;
/// The finished games span this much time (two years) up to the generation's start.
const SPAN_MS: i64 = 2 * 365 * 86_400_000;
/// The longest wait between two turns of a made-up game (an hour).
const MAX_TURN_GAP_MS: i64 = 3_600_000;

/// One game of the pool: its options and log (each turn's seat and line), and how it ended.
struct Played {
    players: u8,
    mode: Mode,
    turns: Vec<(u8, String)>,
    outcome: Option<crate::rules::Outcome>,
}

/// Plays a game of `players` (in `mode`) by the computer's easy level (a seeded 2-ply search
/// with noise) until it ends, resigning the seats to act once it passes [`MAX_PLIES`]. Random
/// moves would hardly ever end a game: nearly every one ran to 300 turns, ten times a real
/// game's log.
fn play_easy(players: u8, mode: Mode, rng: &mut SmallRng) -> Played {
    let config = Config::new(players, mode).expect("a supported table");
    let mut game = Game::new(config);
    let mut turns = Vec::new();
    while !game.position().is_over() {
        let Some(seat) = game.position().to_act() else {
            break;
        };
        let turn = if turns.len() < MAX_PLIES {
            let limits = Limits {
                nodes: Some(NODES_PER_TURN),
                ..Limits::default()
            };
            match analyse(&game, Level::Easy, limits, rng.random()) {
                Some(found) => Turn::Act(found.action),
                None => Turn::Resign(seat),
            }
        } else {
            Turn::Resign(seat)
        };
        game.apply(turn).expect("a legal turn");
        turns.push((seat.number(), turn.to_string()));
    }
    Played {
        players,
        mode,
        turns,
        outcome: game.position().outcome(),
    }
}

/// The pool: mostly 2 players, some 3 and 4 (free-for-all and teams), as servers play.
fn pool(rng: &mut SmallRng, size: usize, progress: &mut Progress) -> Vec<Played> {
    progress.stage("playing games by the rules", size as u64);
    (0..size)
        .map(|i| {
            let played = match i % 10 {
                0 => play_easy(3, Mode::Standard, rng),
                1 => play_easy(4, Mode::FreeForAll, rng),
                2 => play_easy(4, Mode::Teams, rng),
                _ => play_easy(2, Mode::Standard, rng),
            };
            progress.set(i as u64 + 1);
            played
        })
        .collect()
}

/// A server for the next game: the first servers are the busiest (a square law).
fn server(rng: &mut SmallRng, servers: u64) -> u64 {
    let x: f64 = rng.random();
    1 + ((x * x) * servers as f64) as u64
}

/// `played` as a game of server `guild` in `channel`, started at `start`, its turns
/// `played.turns[..plies]` spaced by up to an hour; finished when it has all its turns.
fn as_game(
    played: &Played,
    plies: usize,
    guild: u64,
    channel: u64,
    start: i64,
    rng: &mut SmallRng,
) -> BulkGame {
    let playing = if guild <= BUSY_SERVERS {
        PLAYERS_PER_BUSY_SERVER
    } else {
        PLAYERS_PER_SERVER
    };
    let mut members: Vec<u64> = Vec::new();
    while members.len() < usize::from(played.players) {
        let user = guild * 10_000 + rng.random_range(1..=playing);
        if !members.contains(&user) {
            members.push(user);
        }
    }
    let mut at = start;
    let actions = played.turns[..plies]
        .iter()
        .map(|(seat, line)| {
            at += rng.random_range(20_000..MAX_TURN_GAP_MS);
            (*seat, line.clone(), at)
        })
        .collect();
    BulkGame {
        guild_id: ServerId(guild),
        channel_id: ChannelId(channel),
        players: played.players,
        mode: played.mode.name(),
        turn_limit: Some(86_400),
        rated: rng.random_range(0..10) != 0,
        created_at: start,
        seats: members
            .into_iter()
            .map(|user| (UserId(user), format!("Player {user}")))
            .collect(),
        actions,
        outcome: (plies == played.turns.len())
            .then_some(played.outcome)
            .flatten(),
    }
}

/// `generate`: fills the empty database `db` and rebuilds its ratings, saying how long each
/// part took.
pub fn generate(options: &Generate) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime.block_on(async {
        let store = super::open_db(&options.db, true).await?;
        let result = fill(&store, options).await;
        store.close().await;
        result
    })
}

/// Fills `store` as [`generate`] says.
async fn fill(store: &Store, options: &Generate) -> Result<(), CliError> {
    if store.count_games().await? > 0 {
        return Err(CliError::Generate(
            "the database already holds games: generate into a new one".into(),
        ));
    }
    if (1..4).contains(&options.big_server) {
        return Err(CliError::Generate(
            "--big-server is a number of players: 0 for none, or at least 4 (a table's seats)"
                .into(),
        ));
    }
    let mut rng = SmallRng::seed_from_u64(options.seed);
    let started = Instant::now();
    let size = usize::try_from(options.finished / 10)
        .unwrap_or(POOL)
        .clamp(POOL_LEAST, POOL);
    let mut progress = Progress::new("generate");
    let pool = pool(&mut rng, size, &mut progress);
    progress.finish();
    let plies: usize = pool.iter().map(|p| p.turns.len()).sum();
    println!(
        "Played {} games by the rules ({:.0} turns on average) in {:.1} s.",
        pool.len(),
        plies as f64 / pool.len() as f64,
        started.elapsed().as_secs_f64()
    );
    let servers = options.servers.max(1);
    let started = Instant::now();
    let mut batch = Vec::with_capacity(BATCH);
    // Times run up to now, so the timer finds the running games' turns as a live bot would.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let epoch = now - SPAN_MS;
    // The last game to start still ends before now.
    let step = (SPAN_MS - MAX_PLIES as i64 * MAX_TURN_GAP_MS) / options.finished.max(1) as i64;
    progress.stage("loading finished games", options.finished);
    for i in 0..options.finished {
        let played = &pool[rng.random_range(0..pool.len())];
        let guild = server(&mut rng, servers);
        let channel = guild * 100 + rng.random_range(1..=CHANNELS_PER_SERVER);
        let start = epoch + i as i64 * step;
        batch.push(as_game(
            played,
            played.turns.len(),
            guild,
            channel,
            start,
            &mut rng,
        ));
        if batch.len() == BATCH || i + 1 == options.finished {
            store.load_games(&batch).await?;
            batch.clear();
            progress.set(i + 1);
            if (i + 1) % 100_000 == 0 || i + 1 == options.finished {
                println!(
                    "Loaded {} finished games in {:.1} s.",
                    i + 1,
                    started.elapsed().as_secs_f64()
                );
            }
        }
    }
    if options.big_server > 0 {
        load_big_server(store, options, &pool, epoch, step, &mut rng, &mut progress).await?;
    }
    let started = Instant::now();
    progress.stage("loading running games", options.running);
    for i in 0..options.running {
        let played = &pool[rng.random_range(0..pool.len())];
        // Stopped before its end; its turn started within the last day, so the timer finds
        // some due a reminder and none out of time yet.
        let plies = rng.random_range(0..played.turns.len().max(1));
        let guild = server(&mut rng, servers);
        let channel = 1_000_000_000_000 + i;
        let mut game = as_game(played, plies, guild, channel, 0, &mut rng);
        let length = game.actions.last().map_or(0, |a| a.2);
        let offset = now - rng.random_range(0..86_400_000) - length;
        game.created_at += offset;
        for action in &mut game.actions {
            action.2 += offset;
        }
        batch.push(game);
        if batch.len() == BATCH || i + 1 == options.running {
            store.load_games(&batch).await?;
            batch.clear();
            progress.set(i + 1);
        }
    }
    progress.finish();
    if options.running > 0 {
        println!(
            "Loaded {} running games in {:.1} s.",
            options.running,
            started.elapsed().as_secs_f64()
        );
    }
    let started = Instant::now();
    let progress = std::sync::Mutex::new(progress);
    let report = |stage, done, total| {
        if let Ok(mut p) = progress.lock() {
            p.report(stage, done, total);
        }
    };
    let rebuilt = store.rebuild_ratings_reporting(&report).await?;
    let mut progress = progress.into_inner().unwrap_or_else(|e| e.into_inner());
    progress.finish();
    println!(
        "Rated {} finished games ({} rated) in {:.1} s.",
        rebuilt.games,
        rebuilt.rated,
        started.elapsed().as_secs_f64()
    );
    // The planner's statistics, so the first sweep and commands after the load are planned on
    // the tables as they are (docs/big-database.md).
    let started = Instant::now();
    progress.stage("analyzing", super::progress::UNSIZED);
    store.analyze().await?;
    progress.finish();
    println!(
        "Analyzed the tables in {:.1} s.",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Whether `played` is a 2-player game that rates: it ended with a result, and both seats
/// moved (a game a seat left before its first move is not rated).
fn rates_as_two_players(played: &Played) -> bool {
    let moved = |seat: u8| {
        played.turns.iter().any(|(s, line)| {
            *s == seat
                && !["resign", "time", "draw", "abort"]
                    .iter()
                    .any(|w| line.starts_with(w))
        })
    };
    played.players == 2
        && played
            .outcome
            .is_some_and(|o| o.reason() != crate::rules::EndReason::Aborted)
        && moved(1)
        && moved(2)
}

/// The big server's games: [`LEADERBOARD_MIN_GAMES`] rated 2-player games for each player
/// (each seated that many times, against opponents drawn anew each round), so every one of
/// them is ranked on its 2-player leaderboard, and half as many games again as it has
/// players, of every kind of table, so its multi-player board has players too.
#[must_use]
pub fn big_server_games(players: u64) -> u64 {
    two_player_games(players) + players / 2
}

/// The big server's 2-player games: enough seats for each player's
/// [`LEADERBOARD_MIN_GAMES`].
fn two_player_games(players: u64) -> u64 {
    (players * LEADERBOARD_MIN_GAMES as u64).div_ceil(2)
}

/// Loads the big server's games ([`big_server_games`]), spread over the same two years, all
/// rated: first its 2-player games, its players seated in a new random order each round, then
/// its tables of every kind, its players seated one after another round the server.
async fn load_big_server(
    store: &Store,
    options: &Generate,
    pool: &[Played],
    epoch: i64,
    step: i64,
    rng: &mut SmallRng,
    progress: &mut Progress,
) -> Result<(), CliError> {
    let started = Instant::now();
    let players = options.big_server;
    let games = big_server_games(players);
    let twos: Vec<&Played> = pool.iter().filter(|p| rates_as_two_players(p)).collect();
    if twos.is_empty() {
        return Err(CliError::Generate(
            "the pool has no rated 2-player game: generate more games".into(),
        ));
    }
    // Each round seats every player once, in a new order; a table is two seats after another.
    let mut seating: Vec<u64> = Vec::new();
    while (seating.len() as u64) < two_player_games(players) * 2 {
        let mut round: Vec<u64> = (0..players).collect();
        round.shuffle(rng);
        seating.extend(round);
    }
    // The big server's games fill the same span as the others.
    let step = step * options.finished.max(1) as i64 / games as i64;
    let mut next = 0;
    let mut batch = Vec::with_capacity(BATCH);
    progress.stage("loading the big server's games", games);
    for i in 0..games {
        let two = i < two_player_games(players);
        let played = if two {
            twos[rng.random_range(0..twos.len())]
        } else {
            &pool[rng.random_range(0..pool.len())]
        };
        let channel = BIG_SERVER * 100 + rng.random_range(1..=CHANNELS_PER_SERVER);
        let start = epoch + i as i64 * step;
        let mut game = as_game(played, played.turns.len(), BIG_SERVER, channel, start, rng);
        game.rated = true;
        let seats: Vec<u64> = if two {
            let (a, mut b) = (seating[2 * i as usize], seating[2 * i as usize + 1]);
            // Two rounds meet at this table: never a player against themselves.
            if a == b {
                b = (b + 1) % players;
            }
            vec![a, b]
        } else {
            (0..game.seats.len())
                .map(|_| {
                    next += 1;
                    (next - 1) % players
                })
                .collect()
        };
        for ((user, name), seat) in game.seats.iter_mut().zip(seats) {
            *user = UserId(BIG_SERVER * 1_000_000 + 1 + seat);
            *name = format!("Player {user}");
        }
        batch.push(game);
        if batch.len() == BATCH || i + 1 == games {
            store.load_games(&batch).await?;
            batch.clear();
            progress.set(i + 1);
        }
    }
    progress.finish();
    println!(
        "Loaded {games} games of the big server ({players} players) in {:.1} s.",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
