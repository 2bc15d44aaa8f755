//! The computer player: four levels of a search over the rules engine, and two baselines
//! (random and 1-ply greedy) to measure them against. Pure: no I/O.
//!
//! [`choose`] is what the game service calls. The search is iterative deepening alpha-beta with
//! a transposition table, killer and history move ordering, and (at `hard`) principal variation
//! search, late move reductions and a quiescence search over captures and takeovers. The
//! evaluation counts material on the board and in reserve, stack control, pieces buried under
//! enemies, mobility and threats against stacks, with hand-set or fitted weights
//! ([`STRONG_WEIGHTING`]). With 3 or 4 players it is a paranoid search (the side to act, with its
//! partner in teams, against everyone else) or a best-reply search ([`STRONG_POLICY`]).
//!
//! Determinism: for a given seed, the action depends only on the depth the search completed.
//! Only completed iterations count, so a time budget can change the answer only by letting the
//! search reach a different depth; [`analyse`] with a node or depth limit and no time limit is
//! fully reproducible.

pub mod analysis;
pub mod arena;
pub mod arena_tables;
mod baseline;
mod eval;
mod search;
pub mod tuning;

use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::rules::{Action, Config, Game};

pub use baseline::{greedy, random};
pub use eval::{HAND_SET, TUNED, Weighting, Weights, mode_index};
pub use search::Policy;

/// How strong the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, strum::Display, strum::IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
pub enum Level {
    /// Plays sensibly but makes mistakes, and answers at once: a 2-ply search with noise.
    Easy,
    /// A 3-ply search with the full evaluation.
    Medium,
    /// Searches as deep as its time budget allows, with null-window searches, reduced depth
    /// for late quiet actions, and captures played out at the horizon.
    Hard,
    /// The hard level's search with a longer time budget (10 s a turn).
    Master,
}

/// The policy of the strongest levels (`hard` and `master`) for 2 players, 3 players and 4
/// players in free-for-all, in that order: the one place to switch a mode's search (2 players
/// and teams are two-sided whatever it says). 3 and 4 players: best-reply search, which won 47 %
/// of 300 games against two paranoid searches and 45 % of 312 against three at 0.2 s an action,
/// and at 2 s 73 % of 48 against two and 37 % of 90 against three (an equal quarter is 25 %);
/// BRS+ lost to it, one BRS winning 74 % of 312 against two BRS+ and 73 % of 312 against three
/// (docs/performance.md).
pub const STRONG_POLICY: [Policy; 3] = [Policy::Paranoid, Policy::BestReply, Policy::BestReply];

/// The weights of the strongest levels' evaluation for 2 players, 3 players, 4-player
/// free-for-all and 4 players in teams, in that order ([`mode_index`]): the one place to switch
/// a mode to the tuned weights once their measurement against the hand-set ones decides. Easy
/// and medium keep the hand-set weights. 2 players: tuned, which scored 95 % in 300 games against
/// the hand-set weights at 0.2 s an action (docs/performance.md); 3 players: hand-set, the tuned
/// side having won 14 % of 36 games against two hand-set ones; 4-player free-for-all: hand-set,
/// the tuned side having won 21 % of 24 against three hand-set ones; teams: tuned, a pair of
/// which won all 100 games against a hand-set pair at 0.2 s an action.
pub const STRONG_WEIGHTING: [Weighting; 4] = [
    Weighting::Tuned,
    Weighting::HandSet,
    Weighting::HandSet,
    Weighting::Tuned,
];

/// How a search is set up beyond its level's depth and budget: how it searches the opponents'
/// turns, and the weights it evaluates with.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Method {
    /// The opponents' turns in a 3- or 4-player free-for-all.
    pub policy: Policy,
    /// The evaluation's weights.
    pub weighting: Weighting,
}

/// The policy `hard` and `master` search a game of `config` with ([`STRONG_POLICY`]).
#[must_use]
pub const fn strong_policy(config: Config) -> Policy {
    match config.players() {
        2 => STRONG_POLICY[0],
        3 => STRONG_POLICY[1],
        _ => STRONG_POLICY[2],
    }
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Master];

    /// The name used in commands (and stored): `easy`, `medium`, `hard`, `master`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// A sensible time budget for a turn at this level (2 s for `hard`, 10 s for `master`).
    #[must_use]
    pub const fn default_budget(self) -> Duration {
        match self {
            Level::Easy => Duration::from_millis(100),
            Level::Medium => Duration::from_millis(500),
            Level::Hard => Duration::from_secs(2),
            Level::Master => Duration::from_secs(10),
        }
    }

    /// How this level searches the opponents' turns in a game of `config`: paranoid at `easy`
    /// and `medium`, [`strong_policy`] at `hard` and `master`.
    #[must_use]
    pub const fn policy(self, config: Config) -> Policy {
        match self {
            Level::Easy | Level::Medium => Policy::Paranoid,
            Level::Hard | Level::Master => strong_policy(config),
        }
    }

    /// The weights this level evaluates with in a game of `config`: hand-set at `easy` and
    /// `medium`, [`STRONG_WEIGHTING`] at `hard` and `master`.
    #[must_use]
    pub const fn weighting(self, config: Config) -> Weighting {
        match self {
            Level::Easy | Level::Medium => Weighting::HandSet,
            Level::Hard | Level::Master => STRONG_WEIGHTING[mode_index(config)],
        }
    }

    /// How this level searches a game of `config`: its policy and its weights.
    #[must_use]
    pub const fn method(self, config: Config) -> Method {
        Method {
            policy: self.policy(config),
            weighting: self.weighting(config),
        }
    }

    /// The search's settings at this level, searching as `method` says a game of `config`.
    fn params(self, method: Method, config: Config) -> search::Params {
        let weights = method.weighting.weights(config);
        let policy = method.policy;
        match self {
            Level::Easy => search::Params {
                max_depth: 2,
                terms: eval::Terms {
                    dynamic: false,
                    weights,
                },
                noise: 150,
                table_bits: 14,
                reductions: false,
                quiescence: false,
                policy,
            },
            Level::Medium => search::Params {
                max_depth: 3,
                terms: eval::Terms {
                    dynamic: true,
                    weights,
                },
                noise: 0,
                table_bits: 16,
                reductions: false,
                quiescence: false,
                policy,
            },
            // Master is hard's search; only its budget is longer.
            Level::Hard | Level::Master => search::Params {
                max_depth: 64,
                terms: eval::Terms {
                    dynamic: true,
                    weights,
                },
                noise: 0,
                table_bits: 20,
                reductions: true,
                quiescence: true,
                policy,
            },
        }
    }
}

/// A level name that is not `easy`, `medium`, `hard` or `master`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a level: choose easy, medium, hard or master")]
pub struct ParseLevelError(String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let t = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == t)
            .ok_or_else(|| ParseLevelError(s.chars().take(24).collect()))
    }
}

/// About how many positions the search visits per millisecond on one core of a small machine.
const NODES_PER_MS: u128 = 2_000;

/// What stops a search. Unset limits do not apply; the level's own depth cap always does.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    /// Wall-clock budget: the answer comes by then (plus the time to return from the search).
    pub time: Option<Duration>,
    /// Most positions to visit.
    pub nodes: Option<u64>,
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Search only this action at the root (the analysis scores an action played against the
    /// best one from the mover's side); `None`, every action. An action that is not legal
    /// gives no result.
    pub only: Option<Action>,
}

/// The result of a search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Analysis {
    /// The action chosen.
    pub action: Action,
    /// The depth of the last completed iteration, in plies (0: none completed, the action is
    /// the best by move ordering alone).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The score for the side to act, in hundredths of a piece (about ±1,000,000 for a win or
    /// loss found by the search).
    pub score: i32,
    /// The score of the iteration one ply shallower, if one completed: a score at an odd depth
    /// and one at an even depth lean opposite ways (the evaluation favours the side to act at
    /// the leaves), so their mean is the steadier estimate.
    pub previous_score: Option<i32>,
}

/// The action the computer plays for `game.position().to_act()`; `None` if the game is over.
/// Answers within `budget` (plus the moment it takes to return). Deterministic for a given seed
/// and search depth reached (see the module docs). Never panics.
#[must_use]
pub fn choose(game: &Game, level: Level, budget: Duration, seed: u64) -> Option<Action> {
    let limits = Limits {
        time: Some(budget),
        ..Limits::default()
    };
    analyse(game, level, limits, seed).map(|a| a.action)
}

/// Chooses like [`choose`], searching as `method` says rather than as the level does.
#[must_use]
pub fn choose_as(
    game: &Game,
    level: Level,
    method: Method,
    budget: Duration,
    seed: u64,
) -> Option<Action> {
    let limits = Limits {
        time: Some(budget),
        ..Limits::default()
    };
    analyse_as(game, level, method, limits, seed).map(|a| a.action)
}

/// Searches like [`choose`] under explicit limits and reports how far it got, with the level's
/// own policy and weights for the game's mode ([`Level::method`]).
#[must_use]
pub fn analyse(game: &Game, level: Level, limits: Limits, seed: u64) -> Option<Analysis> {
    let method = level.method(game.position().config());
    analyse_as(game, level, method, limits, seed)
}

/// Searches like [`analyse`], the opponents' turns of a 3- or 4-player free-for-all searched
/// as `policy` says (teams and 2 players are two-sided whatever it says).
#[must_use]
pub fn analyse_with(
    game: &Game,
    level: Level,
    policy: Policy,
    limits: Limits,
    seed: u64,
) -> Option<Analysis> {
    let method = Method {
        policy,
        ..level.method(game.position().config())
    };
    analyse_as(game, level, method, limits, seed)
}

/// Searches like [`analyse`], as `method` says rather than as the level does.
#[must_use]
pub fn analyse_as(
    game: &Game,
    level: Level,
    method: Method,
    limits: Limits,
    seed: u64,
) -> Option<Analysis> {
    let start = Instant::now();
    let mut params = level.params(method, game.position().config());
    if let Some(d) = limits.depth {
        params.max_depth = params.max_depth.min(d.max(1));
    }
    let time = limits.time.map(|t| {
        if level == Level::Easy {
            t.min(Level::Easy.default_budget())
        } else {
            t
        }
    });
    // A table about half as large as the positions the budget allows: filling a larger one
    // costs more time than it saves.
    let expected_nodes = [
        time.map(|t| u64::try_from(t.as_millis().saturating_mul(NODES_PER_MS)).unwrap_or(u64::MAX)),
        limits.nodes,
    ]
    .into_iter()
    .flatten()
    .min();
    if let Some(n) = expected_nodes {
        let bits = (n / 2).max(1).ilog2() + 1;
        params.table_bits = params.table_bits.min(bits.max(12));
    }
    let stop = search::Stop {
        // Leave a little of the budget for returning the answer.
        deadline: time.and_then(|t| start.checked_add(t - t / 12)),
        // An iteration started after this would rarely finish in time.
        soft_deadline: time.and_then(|t| start.checked_add(t / 2)),
        max_nodes: limits.nodes.unwrap_or(u64::MAX),
    };
    search::search(game, params, stop, seed, limits.only).map(|f| Analysis {
        action: f.action,
        depth: f.depth,
        nodes: f.nodes,
        score: f.score,
        previous_score: f.previous,
    })
}
