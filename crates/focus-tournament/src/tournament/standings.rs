//! Standings: points, then tie-breaks.
//!
//! - Round robin: Sonneborn-Berger, then the rating at the start.
//! - Swiss: Buchholz, then Sonneborn-Berger, then the rating at the start.
//!
//! Buchholz is the sum of the points of every opponent met (at 3- and 4-player tables, of every
//! player at the table; in teams, of both opponents). Sonneborn-Berger is the same sum with each
//! opponent counted in full when the entrant finished above them, half when level, not at all
//! when below: with 2 players, the points of the opponents beaten plus half those drawn with.
//! Byes add nothing to either. Only finished games count; the last tie-break is the seed.

use super::history::{encounters, records};
use super::{Format, PlayedRound, Points, Rules, Seed};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1-based rank (entrants level on everything share no rank: the seed separates them).
    pub rank: usize,
    /// The entrant.
    pub seed: Seed,
    /// Points.
    pub points: Points,
    /// Buchholz (Swiss's first tie-break).
    pub buchholz: f64,
    /// Sonneborn-Berger.
    pub sonneborn_berger: f64,
    /// Rating at the start.
    pub rating: i32,
}

/// The standings after `played`, best first. `ratings` are the ratings at the start, by seed.
pub fn standings(rules: &Rules, ratings: &[i32], played: &[PlayedRound]) -> Vec<Standing> {
    let entrants = ratings.len();
    let records = records(rules, entrants, played);
    let encounters = encounters(rules, entrants, played);
    let points = |seed: Seed| records[seed].score.as_f64();
    let mut lines: Vec<Standing> = (0..entrants)
        .map(|seed| Standing {
            rank: 0,
            seed,
            points: records[seed].score,
            buchholz: encounters[seed].iter().map(|e| points(e.opponent)).sum(),
            sonneborn_berger: encounters[seed]
                .iter()
                .map(|e| e.share * points(e.opponent))
                .sum(),
            rating: ratings[seed],
        })
        .collect();
    let swiss = matches!(rules.format, Format::Swiss { .. });
    lines.sort_by(|a, b| {
        let buchholz = if swiss {
            b.buchholz.total_cmp(&a.buchholz)
        } else {
            std::cmp::Ordering::Equal
        };
        b.points
            .cmp(&a.points)
            .then(buchholz)
            .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
            .then(b.rating.cmp(&a.rating))
            .then(a.seed.cmp(&b.seed))
    });
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = i + 1;
    }
    lines
}
