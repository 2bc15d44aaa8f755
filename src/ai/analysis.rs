//! Analysis of a finished game: each position searched by the hard level at a fixed node budget
//! (no clock, a fixed seed: the same numbers on every machine and every run), its score turned
//! into each seat's chance of winning, and each turn's loss, judgement and accuracy. Pure: no
//! I/O.
//!
//! - The chance of the side to act is the logistic `1 / (1 + e^-(k·score + b))` of the search's
//!   score (hundredths of a piece), with `k` and `b` fitted to the hard level's self-play
//!   ([`fit_logistic`] over [`self_play_samples`]; the `fit_analysis` example prints them). The
//!   score is the mean of the last two iterations' (an odd and an even depth): the evaluation
//!   favours whoever is to act at the leaves, so a score at an odd depth alone leans against
//!   the side to act, most at the start, where every stack is within reach (the start searched
//!   to depth 3 alone gave the first mover 30 %; self-play gives it no such handicap).
//! - Two sides (two players, or two teams): the other side has the rest. Three or four in free
//!   for all: the rest is shared among the other seats still in by a softmax of `k` times each
//!   one's static evaluation against everyone else (the paranoid search scores only the side to
//!   act).
//! - A turn's drop is the mover's chance after the best action (the position's search) minus
//!   after the action played (the next position's), in points 0–100; 0 when the action played is
//!   the best one. 10 points is an inaccuracy, 20 a mistake, 30 a blunder (lichess's thresholds),
//!   and a turn's accuracy is lichess's `103.1668·e^(−0.04354·drop) − 3.1669`, clamped to 0–100.

use super::eval::{Terms, side_score};
use super::{Analysis, Level, Limits, analyse};
use crate::rules::{Action, Config, EndReason, Game, Mode, Outcome, Position, Seat, Turn};

/// The search's node budget per position that the bot analyses with.
pub const DEFAULT_NODES: u64 = 60_000;

/// The fitted slope of the logistic for two sides, per hundredth of a piece: `cargo run --example
/// fit_analysis -- 40 2000` (3,116 positions of 40 self-play games at 2,000 nodes an action).
pub const K_TWO_SIDES: f64 = 0.004022;
/// The fitted offset for two sides: about 0, the side to act has no edge the steady score
/// misses (the last iteration's score alone needed −0.28 to offset its lean).
pub const B_TWO_SIDES: f64 = 0.0049;
/// The fitted slope for three and four players in free for all (the same command: 2,749
/// positions of 20 three-player and 20 four-player games).
pub const K_FREE_FOR_ALL: f64 = 0.005067;
/// The fitted offset for three and four players in free for all: one side among three or
/// four, so an even score is about a 25 % chance.
pub const B_FREE_FOR_ALL: f64 = -1.0978;

/// The seed of every search: ties broken the same way every time.
const SEED: u64 = 0x5EED_A1A1;

/// Drops (in points) from which a turn is an inaccuracy, a mistake, a blunder.
pub const INACCURACY: f64 = 10.0;
/// See [`INACCURACY`].
pub const MISTAKE: f64 = 20.0;
/// See [`INACCURACY`].
pub const BLUNDER: f64 = 30.0;

/// How bad a turn was.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Judgement {
    /// A drop of 10 points or more.
    Inaccuracy,
    /// 20 points or more.
    Mistake,
    /// 30 points or more.
    Blunder,
}

impl Judgement {
    /// The judgement of a drop in points, if it deserves one.
    #[must_use]
    pub fn of(drop: f64) -> Option<Judgement> {
        if drop >= BLUNDER {
            Some(Judgement::Blunder)
        } else if drop >= MISTAKE {
            Some(Judgement::Mistake)
        } else if drop >= INACCURACY {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }
}

/// Lichess's accuracy of one turn from its drop in points, 0–100.
#[must_use]
pub fn turn_accuracy(drop: f64) -> f64 {
    (103.1668 * (-0.04354 * drop).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One action of the game, reviewed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct TurnReview {
    /// The turn's number in the record (1 for the first), as the history numbers it.
    pub number: usize,
    /// Who played it.
    pub seat: Seat,
    /// The action played.
    pub played: Action,
    /// The action the search preferred.
    pub best: Action,
    /// The mover's chance of winning lost by it, in points 0–100.
    pub drop: f64,
}

impl TurnReview {
    /// The turn's judgement, if it was bad enough.
    #[must_use]
    pub fn judgement(&self) -> Option<Judgement> {
        Judgement::of(self.drop)
    }

    /// The turn's accuracy, 0–100.
    #[must_use]
    pub fn accuracy(&self) -> f64 {
        turn_accuracy(self.drop)
    }
}

/// One seat's summary.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SeatSummary {
    /// The seat.
    pub seat: Seat,
    /// The mean accuracy over its turns; `None` when it played no turn (a game resigned or
    /// aborted before its turn came): there is nothing to measure, not a perfect score.
    pub accuracy: Option<f64>,
    /// Turns judged inaccuracies, mistakes and blunders.
    pub inaccuracies: usize,
    /// See `inaccuracies`.
    pub mistakes: usize,
    /// See `inaccuracies`.
    pub blunders: usize,
}

/// A whole game's analysis.
#[derive(Clone, PartialEq, Debug)]
pub struct GameAnalysis {
    /// The search's node budget per position.
    pub nodes: u64,
    /// Each seat's chance of winning (indexed by seat) at the start and after every turn of the
    /// record: `chances[0]` is the start, `chances[n]` after turn n. The seats' chances sum to 1;
    /// in teams both partners show their team's chance, and the teams' sum to 1.
    pub chances: Vec<[f64; 4]>,
    /// Every action of the record, in order (resignations, timeouts, draws and aborts are not
    /// reviewed).
    pub turns: Vec<TurnReview>,
}

impl GameAnalysis {
    /// Each seat's accuracy and counts, seat order.
    #[must_use]
    pub fn summaries(&self, config: Config) -> Vec<SeatSummary> {
        config
            .seats()
            .map(|seat| {
                let mine: Vec<&TurnReview> = self.turns.iter().filter(|t| t.seat == seat).collect();
                let count = |j| mine.iter().filter(|t| t.judgement() == Some(j)).count();
                let accuracy = (!mine.is_empty())
                    .then(|| mine.iter().map(|t| t.accuracy()).sum::<f64>() / mine.len() as f64);
                SeatSummary {
                    seat,
                    accuracy,
                    inaccuracies: count(Judgement::Inaccuracy),
                    mistakes: count(Judgement::Mistake),
                    blunders: count(Judgement::Blunder),
                }
            })
            .collect()
    }

    /// The turns that cost most (largest drop first, earlier first among equals), at most `n`,
    /// only those that lost something.
    #[must_use]
    pub fn costliest(&self, n: usize) -> Vec<TurnReview> {
        let mut v: Vec<TurnReview> = self
            .turns
            .iter()
            .filter(|t| t.drop > 0.0)
            .copied()
            .collect();
        v.sort_by(|a, b| b.drop.total_cmp(&a.drop).then(a.number.cmp(&b.number)));
        v.truncate(n);
        v
    }
}

/// What one search says about a position that is not over.
#[derive(Clone, Copy, Debug)]
struct Searched {
    best: Action,
    chances: [f64; 4],
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The slope and offset for a game with this configuration.
fn constants(config: Config) -> (f64, f64) {
    if config.players() > 2 && config.mode() != Mode::Teams {
        (K_FREE_FOR_ALL, B_FREE_FOR_ALL)
    } else {
        (K_TWO_SIDES, B_TWO_SIDES)
    }
}

/// The score the chances are read from: the mean of the last two iterations' scores (an odd
/// and an even depth, which lean opposite ways: the evaluation favours whoever is to act at the
/// leaves), or the last one alone when it is the only one or a win or loss was found.
fn steady_score(found: &Analysis) -> i32 {
    let sure = |s: i32| s.abs() >= super::search::WIN - 10_000;
    match found.previous_score {
        Some(p) if !sure(p) && !sure(found.score) => (found.score + p).div_euclid(2),
        _ => found.score,
    }
}

/// The chance of the side to act for a search score.
#[must_use]
pub fn chance_of_score(config: Config, score: i32) -> f64 {
    let (k, b) = constants(config);
    logistic(k * f64::from(score) + b)
}

/// Each seat's chance when the side of `mover` has `p` (see the module docs).
fn spread(pos: &Position, mover: Seat, p: f64) -> [f64; 4] {
    let config = pos.config();
    let mine = config.side_mask(mover);
    let mut chances = [0.0; 4];
    let others: Vec<Seat> = config
        .seats()
        .filter(|s| mine & (1 << s.index()) == 0 && !pos.is_out(*s))
        .collect();
    for s in config.seats() {
        if mine & (1 << s.index()) != 0 {
            chances[s.index()] = p;
        }
    }
    if config.mode() == Mode::Teams || config.players() == 2 {
        for s in config.seats() {
            if mine & (1 << s.index()) == 0 {
                chances[s.index()] = 1.0 - p;
            }
        }
        return chances;
    }
    if others.is_empty() {
        chances[mover.index()] = 1.0;
        return chances;
    }
    let (k, _) = constants(config);
    let terms = Terms { dynamic: true };
    let z: Vec<f64> = others
        .iter()
        .map(|s| k * f64::from(side_score(pos, config.side_mask(*s), terms)))
        .collect();
    let top = z.iter().copied().fold(f64::MIN, f64::max);
    let w: Vec<f64> = z.iter().map(|v| (v - top).exp()).collect();
    let total: f64 = w.iter().sum();
    for (s, w) in others.iter().zip(w) {
        chances[s.index()] = (1.0 - p) * w / total;
    }
    chances
}

/// The chances in a finished game: the winners share 1 (in teams, each partner shows the
/// team's); with no winner, every side in shares it.
fn final_chances(pos: &Position, outcome: Outcome) -> [f64; 4] {
    let config = pos.config();
    let mut chances = [0.0; 4];
    let teams = config.mode() == Mode::Teams;
    let winners: Vec<Seat> = outcome.winners().collect();
    let among: Vec<Seat> = if winners.is_empty() {
        config.seats().collect()
    } else {
        winners
    };
    let sides = if teams {
        let mut masks: Vec<u8> = among.iter().map(|s| config.side_mask(*s)).collect();
        masks.dedup();
        masks.sort_unstable();
        masks.dedup();
        masks.len()
    } else {
        among.len()
    };
    for s in among {
        chances[s.index()] = 1.0 / sides as f64;
        if teams {
            chances[s.partner().index()] = 1.0 / sides as f64;
        }
    }
    chances
}

fn search_position(game: &Game, nodes: u64) -> Option<Searched> {
    let pos = game.position();
    let mover = pos.to_act()?;
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let found = analyse(game, Level::Hard, limits, SEED)?;
    let p = chance_of_score(pos.config(), steady_score(&found));
    Some(Searched {
        best: found.action,
        chances: spread(pos, mover, p),
    })
}

/// A turn of the record that does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("turn {turn} of the record does not replay")]
pub struct ReplayError {
    /// Its number, 1 for the first.
    pub turn: usize,
}

/// Analyses `game`'s record from the game's start with `nodes` positions searched per
/// position. `progress(done, total)` is called after each turn. Deterministic.
pub fn analyse_game(
    game: &Game,
    nodes: u64,
    progress: impl FnMut(usize, usize),
) -> Result<GameAnalysis, ReplayError> {
    analyse_record(
        Game::new(game.position().config()),
        game.record(),
        nodes,
        progress,
    )
}

/// Analyses `record` played from `start` (see [`analyse_game`]).
pub fn analyse_record(
    start: Game,
    record: &[Turn],
    nodes: u64,
    mut progress: impl FnMut(usize, usize),
) -> Result<GameAnalysis, ReplayError> {
    let mut replay = start;
    let mut chances = Vec::with_capacity(record.len() + 1);
    let mut turns = Vec::new();
    let mut current = search_position(&replay, nodes);
    let even = |pos: &Position| match pos.outcome() {
        Some(o) => final_chances(pos, o),
        None => final_chances(pos, Outcome::new([], EndReason::Draw)),
    };
    chances.push(current.map_or_else(|| even(replay.position()), |s| s.chances));
    for (i, &turn) in record.iter().enumerate() {
        let mover = replay.position().to_act();
        replay
            .apply(turn)
            .map_err(|_| ReplayError { turn: i + 1 })?;
        let next = search_position(&replay, nodes);
        let after = match (next, replay.position().outcome()) {
            (Some(s), _) => s.chances,
            (None, Some(o)) => final_chances(replay.position(), o),
            (None, None) => even(replay.position()),
        };
        if let (Turn::Act(played), Some(mover), Some(before)) = (turn, mover, current) {
            let drop = if played == before.best {
                0.0
            } else {
                (100.0 * (before.chances[mover.index()] - after[mover.index()])).clamp(0.0, 100.0)
            };
            turns.push(TurnReview {
                number: i + 1,
                seat: mover,
                played,
                best: before.best,
                drop,
            });
        }
        chances.push(after);
        current = next;
        progress(i + 1, record.len());
    }
    Ok(GameAnalysis {
        nodes,
        chances,
        turns,
    })
}

/// One position of self-play: the search's score for the side to act, and whether that side
/// went on to win.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sample {
    /// The search's score, hundredths of a piece (wins and losses found are left out).
    pub score: i32,
    /// Whether the side to act won the game.
    pub won: bool,
}

/// Plays `games` games of the hard level against itself at `nodes` per action, the first
/// `random_plies` actions of each chosen at random (seeded) so the games differ, and returns
/// every later position's score with its result. Games longer than `max_plies` or drawn are
/// left out. Deterministic for a seed.
#[must_use]
pub fn self_play_samples(
    config: Config,
    games: usize,
    nodes: u64,
    random_plies: usize,
    max_plies: usize,
    seed: u64,
) -> Vec<Sample> {
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use rand::seq::IndexedRandom;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for g in 0..games {
        let mut game = Game::new(config);
        let mut seen: Vec<(i32, u8)> = Vec::new();
        while let Some(mover) = game.position().to_act() {
            if game.record().len() >= max_plies {
                break;
            }
            let action = if game.record().len() < random_plies {
                let legal = game.position().legal_actions();
                *legal
                    .choose(&mut rng)
                    .expect("a position not over has actions")
            } else {
                let limits = Limits {
                    nodes: Some(nodes),
                    ..Limits::default()
                };
                let Some(found) = analyse(&game, Level::Hard, limits, SEED ^ g as u64) else {
                    break;
                };
                let score = steady_score(&found);
                if score.abs() < super::search::WIN - 10_000 {
                    seen.push((score, config.side_mask(mover)));
                }
                found.action
            };
            if game.play(action).is_err() {
                break;
            }
        }
        let Some(outcome) = game.position().outcome() else {
            continue;
        };
        let winners: u8 = outcome.winners().fold(0, |m, s| m | 1 << s.index());
        if winners == 0 {
            continue;
        }
        out.extend(seen.into_iter().map(|(score, side)| Sample {
            score,
            won: side & winners != 0,
        }));
    }
    out
}

/// Fits `k` and `b` of `1 / (1 + e^-(k·score + b))` to the samples by maximum likelihood
/// (Newton's method from k = 0.004, b = 0). Returns (k, b).
#[must_use]
pub fn fit_logistic(samples: &[Sample]) -> (f64, f64) {
    // Work in pieces (score / 100) so both parameters have similar sizes.
    let (mut k, mut b) = (0.4f64, 0.0f64);
    for _ in 0..50 {
        let (mut gk, mut gb, mut hkk, mut hkb, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for s in samples {
            let x = f64::from(s.score) / 100.0;
            let p = logistic(k * x + b);
            let y = if s.won { 1.0 } else { 0.0 };
            let w = p * (1.0 - p);
            gk += (y - p) * x;
            gb += y - p;
            hkk += w * x * x;
            hkb += w * x;
            hbb += w;
        }
        // A little ridge keeps the step finite on separable data.
        let (hkk, hbb) = (hkk + 1e-6, hbb + 1e-6);
        let det = hkk * hbb - hkb * hkb;
        if det.abs() < 1e-12 {
            break;
        }
        let dk = (hbb * gk - hkb * gb) / det;
        let db = (hkk * gb - hkb * gk) / det;
        k += dk;
        b += db;
        if dk.abs() < 1e-9 && db.abs() < 1e-9 {
            break;
        }
    }
    (k / 100.0, b)
}
