//! Fitting the evaluation's weights to game results, by Texel's method: over quiet positions of
//! self-play games, each labelled with how the game ended for the player to act, the error
//! `mean((result − σ(k · score / 400))²)` is the loss of a logistic regression of the result on
//! the evaluation; a local search changes one weight at a time while the error falls. With more
//! than two sides still in, an even score expects an equal share, not a half ([`expected`]);
//! otherwise the constant terms (tempo) would learn the share instead of their worth. `k` is
//! fitted first, to the weights tuning starts from, and kept. The data set and the run are
//! `examples/texel_data.rs` and `examples/texel_tune.rs` ([computer-player.md]).
//!
//! [computer-player.md]: ../../../docs/computer-player.md

pub use super::eval::{HAND_SET, Weights};
use super::eval::{Terms, side_score};
use super::search::is_quiet;
use crate::rules::Position;

/// A position with how its game ended for the player to act there.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// The position, a game still running.
    pub position: Position,
    /// 1 when the player to act (with a partner, in teams) went on to win, 0 when they lost,
    /// ½ for a draw.
    pub result: f64,
}

impl Sample {
    /// The sample of `position` from a game whose winners are `won(seat index)`; `None` when
    /// the game is over there or the position is not quiet.
    pub fn quiet(position: Position, won: impl Fn(usize) -> bool, drawn: bool) -> Option<Sample> {
        let seat = position.to_act()?;
        if !is_quiet(&position) {
            return None;
        }
        let side = position.config().side_mask(seat);
        let result = if drawn {
            0.5
        } else if (0..4).any(|i| side & (1 << i) != 0 && won(i)) {
            1.0
        } else {
            0.0
        };
        Some(Sample { position, result })
    }
}

/// The evaluation of `sample`'s position for the player to act, with `weights`.
#[must_use]
pub fn score(sample: &Sample, weights: Weights) -> i32 {
    let side = sample
        .position
        .to_act()
        .map_or(0, |s| sample.position.config().side_mask(s));
    let terms = Terms {
        dynamic: true,
        weights,
    };
    side_score(&sample.position, side, terms)
}

/// The expected result for a score among `sides` sides still in: σ(k · score / 400) for two,
/// and in general `1 / (1 + (sides − 1) · 10^(−k · score / 400))`, which is the equal share
/// `1 / sides` at an even score.
#[must_use]
pub fn expected(score: i32, k: f64, sides: u32) -> f64 {
    let others = f64::from(sides.max(2) - 1);
    1.0 / (1.0 + others * 10f64.powf(-k * f64::from(score) / 400.0))
}

/// How many sides are still in the sample's game (a team is one side).
fn sides_in(position: &Position) -> u32 {
    let config = position.config();
    let mut sides = 0u8;
    for seat in config.seats() {
        if !position.is_out(seat) {
            sides |= 1 << config.side_mask(seat).trailing_zeros();
        }
    }
    sides.count_ones()
}

/// The mean squared error of the expected results against the real ones, over `threads`
/// threads.
#[must_use]
pub fn error(samples: &[Sample], weights: Weights, k: f64, threads: usize) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let chunk = samples.len().div_ceil(threads.max(1));
    let total: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|s| {
                            let expected = expected(score(s, weights), k, sides_in(&s.position));
                            (s.result - expected).powi(2)
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts
            .into_iter()
            .map(|p| p.join().unwrap_or(f64::NAN))
            .sum()
    });
    total / samples.len() as f64
}

/// The scale `k` (0.01 to 4) that makes `weights` fit the results best.
#[must_use]
pub fn fit_scale(samples: &[Sample], weights: Weights, threads: usize) -> f64 {
    let (mut low, mut high) = (0.01_f64, 4.0_f64);
    // The error is unimodal in k: a golden-section search.
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(samples, weights, a, threads) < error(samples, weights, b, threads) {
            high = b;
        } else {
            low = a;
        }
    }
    f64::midpoint(low, high)
}

/// Tunes `start` by local search: each weight in turn moved by a step up, else down, kept when
/// the error falls; the steps halve (8, 4, 2, 1) when a pass changes nothing, until a pass of
/// unit steps changes nothing or `passes` have run. `progress(pass, error)` hears of each pass.
#[must_use]
pub fn tune(
    samples: &[Sample],
    start: Weights,
    k: f64,
    passes: usize,
    threads: usize,
    mut progress: impl FnMut(usize, f64),
) -> Weights {
    let mut best = start;
    let mut best_error = error(samples, best, k, threads);
    let mut step = 8;
    for pass in 1..=passes {
        let mut changed = false;
        for i in 0..Weights::COUNT {
            for delta in [step, -step] {
                let mut tried = best;
                if let Some(w) = tried.get_mut(i) {
                    *w += delta;
                }
                let e = error(samples, tried, k, threads);
                if e < best_error {
                    (best, best_error, changed) = (tried, e, true);
                    break;
                }
            }
        }
        progress(pass, best_error);
        if !changed {
            if step == 1 {
                break;
            }
            step /= 2;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{greedy, random};
    use crate::rules::{Config, Game};

    /// Quiet positions of seeded 2-player games, labelled by what `truth` expects of them.
    fn samples(truth: Weights) -> Vec<Sample> {
        samples_of(Config::two_players(), truth)
    }

    /// Quiet positions of seeded games of `config`, labelled by what `truth` expects of them.
    fn samples_of(config: Config, truth: Weights) -> Vec<Sample> {
        let mut out = Vec::new();
        for seed in 0..12u64 {
            let mut game = Game::new(config);
            for ply in 0..80u64 {
                if game.position().is_over() {
                    break;
                }
                let position = *game.position();
                if let Some(mut s) = Sample::quiet(position, |_| false, false) {
                    s.result = expected(score(&s, truth), 1.0, sides_in(&position));
                    out.push(s);
                }
                let next = if (ply + seed) % 4 == 0 {
                    random(&game, seed * 100 + ply)
                } else {
                    greedy(&game, seed * 100 + ply)
                };
                game.play(next.expect("an action")).expect("legal");
            }
        }
        out
    }

    #[test]
    fn tuning_moves_the_weights_towards_those_the_results_came_from() {
        let truth = Weights {
            reserve: 175,
            piece_buried: 45,
            ..HAND_SET
        };
        let samples = samples(truth);
        assert!(samples.len() > 200, "{} samples", samples.len());
        let before = error(&samples, HAND_SET, 1.0, 2);
        let mut passes = Vec::new();
        let tuned = tune(&samples, HAND_SET, 1.0, 12, 2, |pass, e| {
            passes.push((pass, e))
        });
        let after = error(&samples, tuned, 1.0, 2);
        assert!(after < before / 2.0, "error {before} → {after}");
        assert!(passes.windows(2).all(|w| w[1].1 <= w[0].1), "{passes:?}");
        assert!(
            (tuned.reserve - truth.reserve).abs() < (HAND_SET.reserve - truth.reserve).abs(),
            "{tuned:?}"
        );
        assert_eq!(error(&samples, truth, 1.0, 3), 0.0);
    }

    #[test]
    fn the_scale_fitted_is_the_one_the_results_came_from() {
        let samples = samples(HAND_SET);
        let k = fit_scale(&samples, HAND_SET, 2);
        assert!((k - 1.0).abs() < 0.01, "k = {k}");
    }

    #[test]
    fn an_even_score_expects_an_equal_share_among_the_sides_still_in() {
        for sides in 2..=4 {
            assert!((expected(0, 0.7, sides) - 1.0 / f64::from(sides)).abs() < 1e-12);
            assert!(expected(400, 1.0, sides) > 1.0 / f64::from(sides));
        }
        let three = Config::new(3, crate::rules::Mode::Standard).expect("3 players");
        let teams = Config::new(4, crate::rules::Mode::Teams).expect("teams");
        let start = |config| *Game::new(config).position();
        assert_eq!(sides_in(&start(three)), 3);
        assert_eq!(sides_in(&start(teams)), 2);
        // Results made with three sides' expectations fit at the scale they came from.
        let samples = samples_of(three, HAND_SET);
        assert!(samples.len() > 200, "{} samples", samples.len());
        assert_eq!(error(&samples, HAND_SET, 1.0, 2), 0.0);
        let k = fit_scale(&samples, HAND_SET, 2);
        assert!((k - 1.0).abs() < 0.01, "k = {k}");
    }

    #[test]
    fn a_sample_is_labelled_for_the_side_to_act() {
        let game = Game::new(Config::two_players());
        let pos = *game.position();
        let seat = pos.to_act().expect("running").index();
        let won = Sample::quiet(pos, |i| i == seat, false).expect("the start is quiet");
        let lost = Sample::quiet(pos, |i| i != seat, false).expect("quiet");
        let drawn = Sample::quiet(pos, |_| false, true).expect("quiet");
        assert_eq!((won.result, lost.result, drawn.result), (1.0, 0.0, 0.5));
    }
}
