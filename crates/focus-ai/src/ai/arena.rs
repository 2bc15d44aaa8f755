//! Games between players, for measuring strength (`focus-bot ai-match`).

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::{Level, Method, Policy, Weighting, choose, choose_as, greedy, random};
use crate::rules::{Action, Config, Game, Mode, Seat, Turn};

/// Anyone who can play a seat in a measured game: a level or a baseline.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The computer player at a level.
    Level(Level),
    /// The computer player at a level, searching as said where said and as the level does
    /// elsewhere (whatever [`super::STRONG_POLICY`] and [`super::STRONG_WEIGHTING`] say):
    /// `hard-brs` (best-reply search), `hard-brs+` (BRS+), `hard-paranoid`; `hard-tuned`,
    /// `hard-handset` (the evaluation's weights); both, `hard-brs-tuned`.
    Searching {
        /// The level.
        level: Level,
        /// The opponents' turns in a 3- or 4-player free-for-all, if not the level's.
        policy: Option<Policy>,
        /// The evaluation's weights, if not the level's.
        weighting: Option<Weighting>,
    },
    /// Uniformly random legal actions.
    Random,
    /// The 1-ply greedy baseline.
    Greedy,
}

/// The suffix naming each policy after a level (`hard-brs`).
const POLICY_SUFFIXES: [(Policy, &str); 3] = [
    (Policy::BestReplyPlus, "-brs+"),
    (Policy::BestReply, "-brs"),
    (Policy::Paranoid, "-paranoid"),
];

/// The suffix naming each weighting after a level or policy (`hard-tuned`, `hard-brs-tuned`).
const WEIGHTING_SUFFIXES: [(Weighting, &str); 2] = [
    (Weighting::Tuned, "-tuned"),
    (Weighting::HandSet, "-handset"),
];

impl Player {
    /// The player's action for the game's player to act.
    #[must_use]
    pub fn act(self, game: &Game, budget: Duration, seed: u64) -> Option<Action> {
        match self {
            Player::Level(level) => choose(game, level, budget, seed),
            Player::Searching {
                level,
                policy,
                weighting,
            } => {
                let own = level.method(game.position().config());
                let method = Method {
                    policy: policy.unwrap_or(own.policy),
                    weighting: weighting.unwrap_or(own.weighting),
                };
                choose_as(game, level, method, budget, seed)
            }
            Player::Random => random(game, seed),
            Player::Greedy => greedy(game, seed),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(l) => l.fmt(f),
            Player::Searching {
                level,
                policy,
                weighting,
            } => {
                let policy = POLICY_SUFFIXES
                    .iter()
                    .find(|(p, _)| Some(*p) == *policy)
                    .map_or("", |(_, s)| s);
                let weighting = WEIGHTING_SUFFIXES
                    .iter()
                    .find(|(w, _)| Some(*w) == *weighting)
                    .map_or("", |(_, s)| s);
                write!(f, "{level}{policy}{weighting}")
            }
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

/// A text that names no player (the text as typed).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "`{0}` is not a player: choose easy, medium, hard, master, random or greedy (`hard-brs`: best-reply search, `hard-brs+`: BRS+, `hard-paranoid`: paranoid search; `hard-tuned`, `hard-handset`: the evaluation's weights)"
)]
pub struct PlayerError(pub String);

impl FromStr for Player {
    type Err = PlayerError;

    fn from_str(s: &str) -> Result<Player, PlayerError> {
        let name = s.trim().to_ascii_lowercase();
        match name.as_str() {
            "random" => return Ok(Player::Random),
            "greedy" => return Ok(Player::Greedy),
            _ => {}
        }
        let (rest, weighting) = WEIGHTING_SUFFIXES
            .iter()
            .find_map(|&(w, suffix)| Some((name.strip_suffix(suffix)?, Some(w))))
            .unwrap_or((name.as_str(), None));
        let (rest, policy) = POLICY_SUFFIXES
            .iter()
            .find_map(|&(p, suffix)| Some((rest.strip_suffix(suffix)?, Some(p))))
            .unwrap_or((rest, None));
        let level: Level = rest.parse().map_err(|_| PlayerError(s.to_string()))?;
        Ok(if policy.is_none() && weighting.is_none() {
            Player::Level(level)
        } else {
            Player::Searching {
                level,
                policy,
                weighting,
            }
        })
    }
}

/// How a measured game ended, for the player in seat 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// Seat 1 won.
    FirstWins,
    /// Seat 2 won.
    SecondWins,
    /// No result within the move limit (or an agreed draw, which these games never have).
    Draw,
}

/// A measured game: its result, its length, and each seat's slowest answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// How it ended.
    pub result: GameResult,
    /// Actions played.
    pub plies: usize,
    /// The longest any one action took, per seat (seat 1 first).
    pub slowest: [Duration; 2],
    /// The game's record.
    pub record: Vec<Turn>,
}

/// Plays a game of two sides: 2 players, or 4 in teams (`config`), `players[0]` in seat 1 (and
/// in teams seat 3, its partner's). Each action gets `budget`; after `max_plies` actions without
/// a result the game counts as a draw.
#[must_use]
pub fn play_game(
    players: [Player; 2],
    config: Config,
    budget: Duration,
    max_plies: usize,
    seed: u64,
) -> Played {
    let mut game = Game::new(config);
    let mut slowest = [Duration::ZERO; 2];
    let mut plies = 0;
    while plies < max_plies {
        let Some(seat) = game.position().to_act() else {
            break;
        };
        let side = seat.index() % 2;
        let seed = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(plies as u64);
        let start = Instant::now();
        let action = players[side].act(&game, budget, seed);
        slowest[side] = slowest[side].max(start.elapsed());
        let Some(action) = action else {
            break;
        };
        if game.play(action).is_err() {
            // An illegal action loses on the spot (never expected).
            let result = if side == 0 {
                GameResult::SecondWins
            } else {
                GameResult::FirstWins
            };
            return Played {
                result,
                plies,
                slowest,
                record: game.record().to_vec(),
            };
        }
        plies += 1;
    }
    let result = match game.position().outcome() {
        Some(o) if o.is_winner(Seat::from_index(0).expect("seat 1")) => GameResult::FirstWins,
        Some(o) if o.is_winner(Seat::from_index(1).expect("seat 2")) => GameResult::SecondWins,
        _ => GameResult::Draw,
    };
    Played {
        result,
        plies,
        slowest,
        record: game.record().to_vec(),
    }
}

/// How to play a match: the options of every game of every pairing, or of every table of 3 or 4
/// ([`super::arena_tables::run_tables`]).
#[derive(Clone, Debug)]
pub struct MatchOptions {
    /// The game's options: for a pairing 2 players, or 4 in teams (each player of a pairing on
    /// two seats, partners across the board); for a table of 3 or 4, 3 players or 4 in
    /// free-for-all.
    pub config: Config,
    /// Games per pairing or table: a pairing's colours alternate, a table's seating goes
    /// through every order in turn.
    pub games: usize,
    /// Time budget per action.
    pub budget: Duration,
    /// Games played at once.
    pub threads: usize,
    /// A game still running after this many actions is a draw (a pairing's) or has no winner
    /// (a table's).
    pub max_plies: usize,
    /// Base seed; game i uses seed + i.
    pub seed: u64,
    /// The index of the first game played: a run of `games` from `first_game` plays the same
    /// games (colours or seatings, and seeds) as those games of one longer run, so one
    /// measurement can be split across processes and added up.
    pub first_game: usize,
}

/// Wins, draws and losses of the first player of a pairing, and its wins per colour.
#[derive(Default, Clone, Debug)]
pub struct Tally {
    /// Games the pairing's first player won.
    pub wins: usize,
    /// Games drawn (the move limit).
    pub draws: usize,
    /// Games the pairing's first player lost.
    pub losses: usize,
    /// Wins of the first player from seat 1.
    pub wins_as_first: usize,
    /// Wins of the first player from seat 2.
    pub wins_as_second: usize,
    /// Actions played in all the games.
    pub plies: usize,
    /// The different games played (a deterministic pair of players can repeat a game).
    pub distinct: HashSet<Vec<Turn>>,
    /// Slowest single answer of each player of the pairing.
    pub slowest: [Duration; 2],
}

/// "game" for one, else "games".
pub(super) fn game_or_games(count: usize) -> &'static str {
    if count == 1 { "game" } else { "games" }
}

/// `" (games 7–12)"` for a run that starts after the first game (numbered from 1), `" (game 3)"`
/// for a run of one such game, else nothing.
pub(super) fn games_from(first_game: usize, games: usize) -> String {
    if first_game == 0 || games == 0 {
        String::new()
    } else if games == 1 {
        format!(" (game {})", first_game.saturating_add(1))
    } else {
        format!(
            " (games {}–{})",
            first_game.saturating_add(1),
            first_game.saturating_add(games)
        )
    }
}

/// Runs `job(i)` for each `i` in `0..jobs` on `threads` threads (at least one), each thread
/// taking the next job when it is free.
pub(super) fn each_job(jobs: usize, threads: usize, job: impl Fn(usize) + Sync) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= jobs {
                        break;
                    }
                    job(i);
                }
            });
        }
    });
}

/// Plays every pairing's games (on `options.threads` threads) and tallies them.
#[must_use]
pub fn run_matches(pairings: &[(Player, Player)], options: &MatchOptions) -> MatchReport {
    let start = Instant::now();
    let jobs = pairings.len() * options.games;
    let tallies = Mutex::new(vec![Tally::default(); pairings.len()]);
    each_job(jobs, options.threads, |job| {
        let (p, i) = (
            job / options.games,
            options.first_game.saturating_add(job % options.games),
        );
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
    });
    let tallies = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    MatchReport {
        pairings: pairings.iter().copied().zip(tallies).collect(),
        options: options.clone(),
        elapsed: start.elapsed(),
    }
}

/// The outcome of [`run_matches`]: each pairing's tally; `Display` prints a Markdown table.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// Each pairing with its tally.
    pub pairings: Vec<((Player, Player), Tally)>,
    /// How the games were played.
    pub options: MatchOptions,
    /// How long the whole match took.
    pub elapsed: Duration,
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let options = &self.options;
        writeln!(
            f,
            "{} {} per pairing{}, {}, {} ms per action, draw after {} actions, {} threads, {:.0} s",
            options.games,
            game_or_games(options.games),
            games_from(options.first_game, options.games),
            if options.config.mode() == Mode::Teams {
                "4 players in teams"
            } else {
                "2 players"
            },
            options.budget.as_millis(),
            options.max_plies,
            options.threads,
            self.elapsed.as_secs_f64()
        )?;
        writeln!(
            f,
            "| pairing | games | wins | draws (move limit) | losses | score | wins as seat 1 / seat 2 | mean length | different games | slowest answer |"
        )?;
        writeln!(f, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")?;
        for ((a, b), t) in &self.pairings {
            let played = t.wins + t.draws + t.losses;
            let score = if played == 0 {
                0.0
            } else {
                100.0 * (t.wins as f64 + 0.5 * t.draws as f64) / played as f64
            };
            writeln!(
                f,
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
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_tallies_every_game_of_every_pairing() {
        let options = MatchOptions {
            config: Config::two_players(),
            games: 3,
            budget: Duration::from_millis(1),
            threads: 2,
            max_plies: 20,
            seed: 7,
            first_game: 0,
        };
        let pairings = [
            (Player::Random, Player::Greedy),
            (Player::Greedy, Player::Random),
        ];
        let report = run_matches(&pairings, &options);
        assert_eq!(report.pairings.len(), 2);
        for (_, t) in &report.pairings {
            assert_eq!(t.wins + t.draws + t.losses, 3);
            assert_eq!(t.wins, t.wins_as_first + t.wins_as_second);
            assert!(t.plies > 0 && t.plies <= 60);
        }
        // The same games split in two runs add up to the whole: colours and seeds follow the
        // game's index, not the run's.
        let halves: Vec<MatchReport> = [(0, 2), (2, 1)]
            .into_iter()
            .map(|(first_game, games)| {
                run_matches(
                    &pairings,
                    &MatchOptions {
                        games,
                        first_game,
                        ..options.clone()
                    },
                )
            })
            .collect();
        assert!(
            halves[1]
                .to_string()
                .starts_with("1 game per pairing (game 3),")
        );
        for (p, (_, whole)) in report.pairings.iter().enumerate() {
            let (_, a) = &halves[0].pairings[p];
            let (_, b) = &halves[1].pairings[p];
            assert_eq!(a.wins + b.wins, whole.wins, "pairing {p}");
            assert_eq!(a.wins_as_first + b.wins_as_first, whole.wins_as_first);
            assert_eq!(a.plies + b.plies, whole.plies);
            let both: HashSet<_> = a.distinct.union(&b.distinct).cloned().collect();
            assert_eq!(both, whole.distinct);
        }
        let shown = report.to_string();
        assert!(shown.contains("| random vs greedy | 3 |"), "{shown}");
    }

    #[test]
    fn a_match_in_teams_gives_each_player_two_seats_across() {
        // Greedy partnered with greedy beats random partnered with random; if the seats were
        // dealt otherwise, each side would mix the two and the results would even out.
        let options = MatchOptions {
            config: Config::new(4, Mode::Teams).expect("teams"),
            games: 4,
            budget: Duration::from_millis(1),
            threads: 2,
            max_plies: 400,
            seed: 3,
            first_game: 0,
        };
        let pairings = [
            (Player::Greedy, Player::Random),
            (Player::Random, Player::Greedy),
        ];
        let report = run_matches(&pairings, &options);
        let (_, greedy_first) = &report.pairings[0];
        let (_, random_first) = &report.pairings[1];
        assert!(
            greedy_first.wins >= 3 && greedy_first.losses == 0,
            "{report}"
        );
        assert!(
            random_first.wins == 0 && random_first.losses >= 2,
            "{report}"
        );
        assert_eq!(
            greedy_first.wins_as_first + greedy_first.wins_as_second,
            greedy_first.wins
        );
        let shown = report.to_string();
        assert!(
            shown.starts_with("4 games per pairing, 4 players in teams, 1 ms per action"),
            "{shown}"
        );
        // Every game is a game of four: its first four actions are the four seats'.
        let played = play_game(
            [Player::Greedy, Player::Random],
            options.config,
            options.budget,
            8,
            1,
        );
        let mut game = Game::new(options.config);
        let mut seats = Vec::new();
        for turn in &played.record {
            seats.extend(game.position().to_act().map(Seat::number));
            game.apply(*turn).expect("a recorded turn replays");
        }
        assert_eq!(seats, [1, 2, 3, 4, 1, 2, 3, 4]);
    }
}
