//! Skill ratings, pure (no I/O): Glicko-2 for 2-player games, Weng-Lin (the OpenSkill model) for
//! 3- and 4-player games, both shown on one scale around 1500; and who placed where in a finished
//! game.
//!
//! Every rated game is its own rating period: a player's rating moves once per game, in the order
//! games finished. The store keeps the model's numbers ([`Rating`]); people see [`Shown`].

use std::fmt;

use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

/// The version of the models and their parameters. Stored with the ratings: a database rated by
/// another version is rebuilt from its games at start-up. Version 2: resigning on one's first
/// turn counts as having had it, so such games are rated.
pub const MODEL_VERSION: i64 = 2;

/// A 2-player rating whose shown deviation is above this is provisional, shown with a `?`
/// (lichess's threshold: about 12 games from the start).
pub const PROVISIONAL_DEVIATION_2P: f64 = 110.0;

/// A multi-player rating whose shown deviation is above this (σ above 5.83) is provisional.
/// Weng-Lin's σ falls more slowly than Glicko-2's deviation (a game among several players, or
/// between teams, says less about each one): about 7 games of 3 players from the start, more in
/// teams.
pub const PROVISIONAL_DEVIATION_MULTI: f64 = 350.0;

/// Rated games a player needs to be listed on a leaderboard.
pub const LEADERBOARD_MIN_GAMES: i64 = 5;

/// Weng-Lin's μ and σ are shown as `1500 + (μ − 25) · 60` and `σ · 60`.
const WENG_LIN_SCALE: f64 = 60.0;
const WENG_LIN_MU: f64 = 25.0;
const SHOWN_CENTRE: f64 = 1500.0;

/// The two ratings a player has, as chess sites keep one per kind of game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, strum::IntoStaticStr, strum::EnumString)]
#[strum(ascii_case_insensitive)]
pub enum Kind {
    /// 2-player games: Glicko-2.
    #[strum(
        to_string = "2p",
        serialize = "2",
        serialize = "two",
        serialize = "2-player"
    )]
    TwoPlayer,
    /// 3-player, 4-player free-for-all and 4-player teams games: Weng-Lin.
    #[strum(
        to_string = "multi",
        serialize = "multiplayer",
        serialize = "multi-player"
    )]
    Multi,
}

impl Kind {
    /// Both kinds.
    pub const ALL: [Kind; 2] = [Kind::TwoPlayer, Kind::Multi];

    /// The kind of a game with this many players.
    #[must_use]
    pub const fn for_players(players: u8) -> Kind {
        if players == 2 {
            Kind::TwoPlayer
        } else {
            Kind::Multi
        }
    }

    /// The stored and typed name: `2p` or `multi`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The kind with this name (`2p`, `multi`, or `2`, `two`, `multiplayer`, …; case and
    /// spaces ignored).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Kind> {
        name.trim().parse().ok()
    }

    /// The shown deviation above which a rating of this kind is provisional.
    #[must_use]
    pub const fn provisional_deviation(self) -> f64 {
        match self {
            Kind::TwoPlayer => PROVISIONAL_DEVIATION_2P,
            Kind::Multi => PROVISIONAL_DEVIATION_MULTI,
        }
    }

    /// A rating value as its model keeps it (Glicko-2's rating, Weng-Lin's μ) on the scale
    /// people read: Glicko-2's as it is, Weng-Lin's `1500 + (μ − 25) · 60` (as
    /// [`Rating::shown`]). For a value kept without its deviation, such as a tournament
    /// entrant's rating at the start.
    #[must_use]
    pub fn shown_value(self, value: f64) -> f64 {
        match self {
            Kind::TwoPlayer => value,
            Kind::Multi => SHOWN_CENTRE + (value - WENG_LIN_MU) * WENG_LIN_SCALE,
        }
    }

    /// In words: `2-player` or `multi-player`.
    #[must_use]
    pub const fn words(self) -> &'static str {
        match self {
            Kind::TwoPlayer => "2-player",
            Kind::Multi => "multi-player",
        }
    }
}

/// A rating as its model keeps it: Glicko-2's rating, deviation and volatility, or Weng-Lin's μ
/// and σ (volatility 0).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    /// Which model.
    pub kind: Kind,
    /// Glicko-2 rating, or Weng-Lin μ.
    pub value: f64,
    /// Glicko-2 deviation, or Weng-Lin σ.
    pub deviation: f64,
    /// Glicko-2 volatility; 0 for Weng-Lin.
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: Glicko-2 1500, 350, 0.06; Weng-Lin μ 25, σ 25/3 (the crate's
    /// defaults).
    #[must_use]
    pub fn new(kind: Kind) -> Rating {
        match kind {
            Kind::TwoPlayer => Rating::from_glicko2(Glicko2Rating::new()),
            Kind::Multi => Rating::from_weng_lin(WengLinRating::new()),
        }
    }

    /// As shown to people, on the 1500 scale.
    #[must_use]
    pub fn shown(self) -> Shown {
        match self.kind {
            Kind::TwoPlayer => Shown {
                kind: self.kind,
                rating: self.value,
                deviation: self.deviation,
            },
            Kind::Multi => Shown {
                kind: self.kind,
                rating: self.kind.shown_value(self.value),
                deviation: self.deviation * WENG_LIN_SCALE,
            },
        }
    }

    fn from_glicko2(r: Glicko2Rating) -> Rating {
        Rating {
            kind: Kind::TwoPlayer,
            value: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }

    fn glicko2(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.value,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_weng_lin(r: WengLinRating) -> Rating {
        Rating {
            kind: Kind::Multi,
            value: r.rating,
            deviation: r.uncertainty,
            volatility: 0.0,
        }
    }

    fn weng_lin(self) -> WengLinRating {
        WengLinRating {
            rating: self.value,
            uncertainty: self.deviation,
        }
    }
}

/// A rating as people see it: a rating and a deviation around 1500.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Shown {
    /// Which kind of rating.
    pub kind: Kind,
    /// The rating.
    pub rating: f64,
    /// How uncertain it is (one standard deviation).
    pub deviation: f64,
}

impl Shown {
    /// Whether it is still provisional (deviation above its kind's threshold).
    #[must_use]
    pub fn provisional(self) -> bool {
        self.deviation > self.kind.provisional_deviation()
    }

    /// The conservative rating the leaderboard ranks by: rating − 2 deviations.
    #[must_use]
    pub fn conservative(self) -> f64 {
        self.rating - 2.0 * self.deviation
    }
}

/// `1562`, or `1562?` while provisional.
impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.0}{}",
            self.rating,
            if self.provisional() { "?" } else { "" }
        )
    }
}

/// One seat of a finished game, for rating.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Placing<P> {
    /// Who sat there: one key in several seats is one player (the computer can hold several).
    pub player: P,
    /// The seat's side: partners share one, everyone else has their own.
    pub side: u8,
    /// The place, 1 for the winners; equal places tie.
    pub place: u8,
}

/// Rates one finished game. `current` gives each player's rating before it. Returns, seat by
/// seat, the rating before and after; empty when the game cannot be rated (fewer than two
/// players, or one player on every side).
pub fn rate_game<P: Clone + PartialEq>(
    kind: Kind,
    placings: &[Placing<P>],
    mut current: impl FnMut(&P) -> Rating,
) -> Vec<(Rating, Rating)> {
    let before: Vec<Rating> = placings.iter().map(|p| current(&p.player)).collect();
    let distinct = |a: usize, b: usize| placings[a].player != placings[b].player;
    if placings.len() < 2 || !(1..placings.len()).any(|i| distinct(0, i)) {
        return Vec::new();
    }
    let after: Vec<Rating> = match kind {
        Kind::TwoPlayer => {
            if placings.len() != 2 {
                return Vec::new();
            }
            let score = |me: usize, them: usize| match placings[me].place.cmp(&placings[them].place)
            {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
            };
            vec![
                glicko2_game(before[0], before[1], score(0, 1)),
                glicko2_game(before[1], before[0], score(1, 0)),
            ]
        }
        Kind::Multi => {
            let mut sides: Vec<u8> = Vec::new();
            for p in placings {
                if !sides.contains(&p.side) {
                    sides.push(p.side);
                }
            }
            if sides.len() < 2 {
                return Vec::new();
            }
            let teams: Vec<(Vec<Rating>, usize)> = sides
                .iter()
                .map(|&side| {
                    let seats = (0..placings.len()).filter(|&i| placings[i].side == side);
                    let place = seats.clone().map(|i| placings[i].place).min().unwrap_or(1);
                    (seats.map(|i| before[i]).collect(), usize::from(place))
                })
                .collect();
            let rated = weng_lin_teams(&teams);
            let mut next_in_side = vec![0usize; sides.len()];
            placings
                .iter()
                .map(|p| {
                    let t = sides.iter().position(|&s| s == p.side).unwrap_or(0);
                    let r = rated[t][next_in_side[t]];
                    next_in_side[t] += 1;
                    r
                })
                .collect()
        }
    };
    // A player in several seats moves by the mean of their seats' results.
    let merged: Vec<Rating> = (0..placings.len())
        .map(|i| {
            let same: Vec<usize> = (0..placings.len())
                .filter(|&j| placings[j].player == placings[i].player)
                .collect();
            let n = same.len() as f64;
            Rating {
                value: same.iter().map(|&j| after[j].value).sum::<f64>() / n,
                deviation: same.iter().map(|&j| after[j].deviation).sum::<f64>() / n,
                volatility: same.iter().map(|&j| after[j].volatility).sum::<f64>() / n,
                ..after[i]
            }
        })
        .collect();
    before.into_iter().zip(merged).collect()
}

/// Glicko-2 for one player after one game (a rating period of one game), with the crate's
/// default τ 0.5.
#[must_use]
pub fn glicko2_period(player: Rating, results: &[(Rating, Outcomes)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> =
        results.iter().map(|&(r, o)| (r.glicko2(), o)).collect();
    Rating::from_glicko2(glicko2_rating_period(
        &player.glicko2(),
        &results,
        &Glicko2Config::new(),
    ))
}

fn glicko2_game(player: Rating, opponent: Rating, outcome: Outcomes) -> Rating {
    glicko2_period(player, &[(opponent, outcome)])
}

/// Weng-Lin (Bradley-Terry, full pairing) for teams with places (1 = first; equal places tie),
/// with the crate's default β 25/6. Returns the new ratings team by team.
#[must_use]
pub fn weng_lin_teams(teams: &[(Vec<Rating>, usize)]) -> Vec<Vec<Rating>> {
    let ratings: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|(t, _)| t.iter().map(|r| r.weng_lin()).collect())
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
        .iter()
        .zip(teams)
        .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(*place)))
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|t| t.into_iter().map(Rating::from_weng_lin).collect())
        .collect()
}

/// Whether a finished game's result can be rated: it names winners or is an agreed draw. An
/// aborted game (no winner, no result for anyone) is not rated.
#[must_use]
pub fn rates_result(winners: u8, reason: &str) -> bool {
    reason != "aborted" && (winners != 0 || reason == "draw")
}

/// Places in a finished game, seat by seat: the winners share 1st; then the others by when each
/// went out, the later their last turn in the log the better (a player who cannot act is
/// skipped or out, so their last turn is when they went out); partners share their side's
/// place; a draw ties everyone. `last_turn[i]` is seat i's last ply in the log (-1 for none).
#[must_use]
pub fn places(teams: bool, winners: u8, draw: bool, last_turn: &[i64]) -> Vec<u8> {
    let n = last_turn.len();
    if draw || winners == 0 {
        return vec![1; n];
    }
    let won = |i: usize| winners & (1 << i) != 0;
    // Teams: a side went out when its partner who lasted longer did.
    let lasted = |i: usize| {
        if teams && n == 4 {
            last_turn[i].max(last_turn[(i + 2) % 4])
        } else {
            last_turn[i]
        }
    };
    (0..n)
        .map(|i| {
            if won(i) {
                return 1;
            }
            let better = (0..n)
                .filter(|&j| {
                    let side_j = if teams { j % 2 } else { j };
                    let side_i = if teams { i % 2 } else { i };
                    side_j != side_i && (won(j) || lasted(j) > lasted(i))
                })
                .map(|j| if teams { j % 2 } else { j })
                .collect::<std::collections::BTreeSet<_>>()
                .len();
            u8::try_from(better + 1).unwrap_or(u8::MAX)
        })
        .collect()
}

/// The side of seat `index` (0-based): partners share one in teams, otherwise each has its own.
#[must_use]
pub const fn side(teams: bool, index: usize) -> u8 {
    (if teams { index % 2 } else { index }) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_rank_winners_then_by_when_each_went_out() {
        // 3 players: seat 2 wins, seat 1 lasted longer than seat 3.
        assert_eq!(places(false, 0b010, false, &[20, 25, 11]), vec![2, 1, 3]);
        // 4-player free-for-all.
        assert_eq!(
            places(false, 0b1000, false, &[30, 12, 31, 40]),
            vec![3, 4, 2, 1]
        );
        // Teams: partners share.
        assert_eq!(
            places(true, 0b0101, false, &[9, 10, 11, 3]),
            vec![1, 2, 1, 2]
        );
        // Draw.
        assert_eq!(places(false, 0, true, &[1, 2, 3]), vec![1, 1, 1]);
    }

    #[test]
    fn shown_scale_and_provisional_mark() {
        // A value kept without its deviation is shown on the same scale as a whole rating.
        for value in [25.0, 31.5, 12.0] {
            let multi = Rating {
                value,
                ..Rating::new(Kind::Multi)
            };
            assert!((Kind::Multi.shown_value(value) - multi.shown().rating).abs() < 1e-9);
        }
        assert!((Kind::Multi.shown_value(25.0) - 1500.0).abs() < 1e-9);
        assert!((Kind::Multi.shown_value(26.0) - 1560.0).abs() < 1e-9);
        assert!((Kind::TwoPlayer.shown_value(1712.0) - 1712.0).abs() < 1e-9);
        let new = Rating::new(Kind::Multi).shown();
        assert!((new.rating - 1500.0).abs() < 1e-9);
        assert!((new.deviation - 500.0).abs() < 1e-9);
        assert_eq!(new.to_string(), "1500?");
        let settled = Shown {
            kind: Kind::TwoPlayer,
            rating: 1612.4,
            deviation: 60.0,
        };
        assert_eq!(settled.to_string(), "1612");
        let multi = Shown {
            kind: Kind::Multi,
            rating: 1612.4,
            deviation: 300.0,
        };
        assert_eq!(multi.to_string(), "1612");
        assert_eq!(
            Shown {
                deviation: 111.0,
                ..settled
            }
            .to_string(),
            "1612?"
        );
        assert!((settled.conservative() - 1492.4).abs() < 1e-9);
        assert!(!rates_result(0, "aborted") && !rates_result(1, "aborted"));
        assert!(rates_result(0, "draw") && rates_result(2, "resign"));
    }
}
