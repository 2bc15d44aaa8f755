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
//! - Two sides (two players, or two teams): the other side has the rest.
//! - Three or four in free for all, each seat judged from its own side: the search (best-reply,
//!   as the hard level's) scores only the side to act (against all the others), so the next mover's search says
//!   little about the seat that just moved. Each seat's own chance is the one its own search
//!   last gave (at its turn, or after the action it played, searched from its side); the chart
//!   shares them out in proportion so the seats still in sum to 1. At the start, each seat's
//!   comes from a search of the start with that seat to act.
//! - A turn's drop is the mover's chance after the best action (the position's search) minus
//!   after the action played (the next position's; in free for all, the action played alone
//!   searched from the mover's side to the same depth), in points 0–100; 0 when the action
//!   played is the best one. 10 points is an inaccuracy, 20 a mistake, 30 a blunder (lichess's thresholds),
//!   and a turn's accuracy is lichess's `103.1668·e^(−0.04354·drop) − 3.1669`, clamped to 0–100.

use super::{Analysis, Level, Limits, analyse};
use crate::rules::{Action, Config, EndReason, Game, Mode, Outcome, Position, Seat, Turn};

/// The search's node budget per position that the bot analyses with.
pub const DEFAULT_NODES: u64 = 60_000;

/// The fitted slope of the logistic for two sides, per hundredth of a piece: `cargo run --release
/// -p focus-ai --example fit_analysis -- 40 2000` (3,383 positions of 40 self-play games of the
/// hard level, tuned weights, at 2,000 nodes an action).
pub const K_TWO_SIDES: f64 = 0.004072;
/// The fitted offset for two sides: about 0, the side to act has no edge the steady score
/// misses (the last iteration's score alone needed −0.28 to offset its lean).
pub const B_TWO_SIDES: f64 = -0.0246;
/// The fitted slope for three and four players in free for all (the same command, with the
/// hard level's best-reply search: 2,157 positions of 20 three-player and 20 four-player games).
pub const K_FREE_FOR_ALL: f64 = 0.006146;
/// The fitted offset for three and four players in free for all: one side among three or
/// four, so an even score is about a 21 % chance.
pub const B_FREE_FOR_ALL: f64 = -1.3223;
/// The fitted slope for four players in teams (the same command: 3,393 positions of 40 games
/// of the hard level with the weights fitted for teams, whose reserve piece counts for more
/// than in two players, so a score of the same chance is larger).
pub const K_TEAMS: f64 = 0.003863;
/// The fitted offset for four players in teams: about 0, as for two sides.
pub const B_TEAMS: f64 = -0.0109;

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
    /// The side to act.
    mover: Seat,
    /// Its chance, from its own search.
    own: f64,
    /// The depth the search completed.
    depth: u32,
    /// Every seat's chance, the others' shared as [`spread`] says.
    chances: [f64; 4],
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The slope and offset for a game with this configuration.
fn constants(config: Config) -> (f64, f64) {
    if config.players() == 2 {
        (K_TWO_SIDES, B_TWO_SIDES)
    } else if config.mode() == Mode::Teams {
        (K_TEAMS, B_TEAMS)
    } else {
        (K_FREE_FOR_ALL, B_FREE_FOR_ALL)
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

/// Each seat's chance when the side of `mover` has `p` and the other side the rest (two
/// sides); in free for all the others share the rest evenly, a fallback the analysis does not
/// show (it shares each seat's own chance instead, see [`shared`]).
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
    for s in &others {
        chances[s.index()] = (1.0 - p) / others.len() as f64;
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

fn limits(nodes: u64) -> Limits {
    Limits {
        nodes: Some(nodes),
        ..Limits::default()
    }
}

fn search_position(game: &Game, nodes: u64) -> Option<Searched> {
    let pos = game.position();
    let mover = pos.to_act()?;
    let found = analyse(game, Level::Hard, limits(nodes), SEED)?;
    let p = chance_of_score(pos.config(), steady_score(&found));
    Some(Searched {
        best: found.action,
        mover,
        own: p,
        depth: found.depth,
        chances: spread(pos, mover, p),
    })
}

/// The mover's own chance after `played` in `game`'s position, searched from the mover's side
/// as `before` searched the best action: `played` alone at the root, to the same depth.
fn chance_of_action(game: &Game, played: Action, before: &Searched, nodes: u64) -> f64 {
    if played == before.best {
        return before.own;
    }
    let limits = Limits {
        depth: Some(before.depth.max(1)),
        only: Some(played),
        ..limits(nodes)
    };
    analyse(game, Level::Hard, limits, SEED).map_or(before.own, |found| {
        chance_of_score(game.position().config(), steady_score(&found))
    })
}

/// Each seat's own chance in the position an analysis starts from: the first mover's from its
/// search, each other seat's from a search of the same position with that seat to act.
fn own_at_start(pos: &Position, first: &Searched, nodes: u64) -> [f64; 4] {
    let mut own = [0.0; 4];
    for s in pos.config().seats().filter(|s| !pos.is_out(*s)) {
        own[s.index()] = if s == first.mover {
            first.own
        } else {
            let mut setup = pos.to_setup();
            setup.to_act = Some(s);
            Position::from_setup(&setup)
                .ok()
                .and_then(|p| search_position(&Game::from_position(p), nodes))
                .map_or(first.own, |found| found.own)
        };
    }
    own
}

/// Whether the game is three or four players each on their own.
fn free_for_all(config: Config) -> bool {
    config.players() > 2 && config.mode() != Mode::Teams
}

/// In free for all, each seat's chance as its own search last judged it (`own`, the chance of
/// a side to act against all the others), shared out so the seats still in sum to 1.
fn shared(pos: &Position, own: &[f64; 4]) -> [f64; 4] {
    let config = pos.config();
    let mut chances = [0.0; 4];
    let in_play: Vec<Seat> = config.seats().filter(|s| !pos.is_out(*s)).collect();
    let total: f64 = in_play.iter().map(|s| own[s.index()]).sum();
    for s in &in_play {
        chances[s.index()] = if total > 1e-12 {
            own[s.index()] / total
        } else {
            1.0 / in_play.len() as f64
        };
    }
    chances
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
    let ffa = free_for_all(replay.position().config());
    let mut chances = Vec::with_capacity(record.len() + 1);
    let mut turns = Vec::new();
    let mut current = search_position(&replay, nodes);
    let even = |pos: &Position| match pos.outcome() {
        Some(o) => final_chances(pos, o),
        None => final_chances(pos, Outcome::new([], EndReason::Draw)),
    };
    // Free for all: each seat's own chance, as its own search last judged it.
    let mut own = match current {
        Some(first) if ffa => own_at_start(replay.position(), &first, nodes),
        _ => [0.0; 4],
    };
    chances.push(match current {
        Some(_) if ffa => shared(replay.position(), &own),
        Some(s) => s.chances,
        None => even(replay.position()),
    });
    for (i, &turn) in record.iter().enumerate() {
        let before_game = replay.clone();
        replay
            .apply(turn)
            .map_err(|_| ReplayError { turn: i + 1 })?;
        let next = search_position(&replay, nodes);
        // The mover's own chance after the action played, when free for all.
        let played_chance = match (turn, current) {
            (Turn::Act(played), Some(before)) if ffa => {
                Some(chance_of_action(&before_game, played, &before, nodes))
            }
            _ => None,
        };
        let after = match (next, replay.position().outcome()) {
            (_, Some(o)) => final_chances(replay.position(), o),
            (Some(s), None) if ffa => {
                if let (Some(p), Some(before)) = (played_chance, current) {
                    own[before.mover.index()] = p;
                }
                own[s.mover.index()] = s.own;
                shared(replay.position(), &own)
            }
            (Some(s), None) => s.chances,
            (None, None) => even(replay.position()),
        };
        if let (Turn::Act(played), Some(before)) = (turn, current) {
            let mover = before.mover;
            let drop = if played == before.best {
                0.0
            } else if let Some(p) = played_chance {
                // The mover's own chance against all the others, after the best action and
                // after the action played.
                (100.0 * (before.own - p)).clamp(0.0, 100.0)
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

/// Whether `turn` changed nobody's pieces: no capture, nobody's pieces on the board and in
/// reserve counted differently after it, nobody out.
fn quiet(before: &Position, after: &Position) -> bool {
    before.config().seats().all(|s| {
        let total = |p: &Position| p.pieces_on_board(s) + usize::from(p.reserve(s));
        total(before) == total(after)
            && before.captured(s) == after.captured(s)
            && before.is_out(s) == after.is_out(s)
    })
}

/// How much the chart moves at quiet turns (turns that captured nothing and put nobody out):
/// the mean, over those turns and every seat, of the change of the seat's chance, in points.
/// `None` when the record has no quiet turn. The measure of `docs/analysis.md`'s "Steady
/// charts" (the `analysis_swing` example).
#[must_use]
pub fn quiet_swing(start: &Game, record: &[Turn], analysis: &GameAnalysis) -> Option<f64> {
    let config = start.position().config();
    let mut replay = start.clone();
    let (mut sum, mut n) = (0.0, 0usize);
    for (i, &turn) in record.iter().enumerate() {
        let before = *replay.position();
        if replay.apply(turn).is_err() {
            break;
        }
        let after = replay.position();
        if after.is_over() || !quiet(&before, after) {
            continue;
        }
        let (Some(a), Some(b)) = (analysis.chances.get(i), analysis.chances.get(i + 1)) else {
            break;
        };
        for s in config.seats() {
            sum += 100.0 * (b[s.index()] - a[s.index()]).abs();
            n += 1;
        }
    }
    (n > 0).then(|| sum / n as f64)
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
