//! Games of 3 and 4 players, for measuring a player against the others of its table
//! (`focus-bot ai-match hard-brs:hard:hard`): each game seats the table in another order, every
//! order in turn, so each player sits in each seat equally often, and each action gets the same
//! time whoever plays it.

use std::fmt;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::arena::{MatchOptions, Player, each_job, game_or_games, games_from};
use crate::rules::{Config, Game, Seat};

/// How a measured game of 3 or 4 ended: the winners, by their place in the table as given
/// (not their seat), its length, and each player's slowest answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TablePlayed {
    /// Who won, by index into the table as given; empty when there was no result within the
    /// move limit.
    pub winners: Vec<usize>,
    /// Actions played.
    pub plies: usize,
    /// Each player's longest time to answer (wall clock), by place in the table.
    pub slowest: Vec<Duration>,
}

/// The `n`-th of the orders of `len` places (0 ≤ n < len!, lexicographic): `order[seat]` is the
/// place in the table of who sits there.
#[must_use]
pub fn seating(len: usize, n: usize) -> Vec<usize> {
    let mut left: Vec<usize> = (0..len).collect();
    let mut rest = n;
    let mut order = Vec::with_capacity(len);
    for k in (1..=len).rev() {
        let block = (1..k).product::<usize>();
        order.push(left.remove((rest / block) % k));
        rest %= block;
    }
    order
}

/// Plays one game of `config` with `table[order[seat]]` in each seat. Each action gets
/// `budget`; after `max_plies` actions without a result nobody wins.
#[must_use]
pub fn play_table(
    table: &[Player],
    order: &[usize],
    config: Config,
    budget: Duration,
    max_plies: usize,
    seed: u64,
) -> TablePlayed {
    let mut game = Game::new(config);
    let mut plies = 0;
    let mut slowest = vec![Duration::ZERO; table.len()];
    while plies < max_plies {
        let Some(seat) = game.position().to_act() else {
            break;
        };
        let seed = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(plies as u64);
        let place = order[seat.index()];
        let asked = Instant::now();
        // A player with no action, or an illegal one (never expected), ends the game there.
        let Some(action) = table[place].act(&game, budget, seed) else {
            break;
        };
        slowest[place] = slowest[place].max(asked.elapsed());
        if game.play(action).is_err() {
            break;
        }
        plies += 1;
    }
    let winners = game.position().outcome().map_or_else(Vec::new, |outcome| {
        (0..order.len())
            .filter(|&i| Seat::from_index(i).is_some_and(|s| outcome.is_winner(s)))
            .map(|i| order[i])
            .collect()
    });
    TablePlayed {
        winners,
        plies,
        slowest,
    }
}

/// What a table's games gave its first player (the one measured) and the rest.
#[derive(Clone, Default, Debug)]
pub struct TableTally {
    /// Games played.
    pub games: usize,
    /// Games each player of the table won (a shared win counts for each winner).
    pub wins: Vec<usize>,
    /// Games without a winner (the move limit).
    pub unfinished: usize,
    /// Actions played in all the games.
    pub plies: usize,
    /// Each player's longest time to answer in all the games (wall clock).
    pub slowest: Vec<Duration>,
}

impl TableTally {
    /// The first player's share of the games won, with its 95 % interval (Wilson's score
    /// interval), in percent.
    #[must_use]
    pub fn first_share(&self) -> (f64, f64, f64) {
        let n = self.games as f64;
        if self.games == 0 {
            return (0.0, 0.0, 0.0);
        }
        let p = self.wins.first().copied().unwrap_or(0) as f64 / n;
        let z = 1.96_f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        (100.0 * p, 100.0 * (centre - half), 100.0 * (centre + half))
    }
}

/// Plays every table's games (on `options.threads` threads) and tallies them.
#[must_use]
pub fn run_tables(tables: &[Vec<Player>], options: &MatchOptions) -> TableReport {
    let start = Instant::now();
    let jobs = tables.len() * options.games;
    let tallies = Mutex::new(
        tables
            .iter()
            .map(|t| TableTally {
                wins: vec![0; t.len()],
                slowest: vec![Duration::ZERO; t.len()],
                ..TableTally::default()
            })
            .collect::<Vec<_>>(),
    );
    each_job(jobs, options.threads, |job| {
        let (t, i) = (
            job / options.games,
            options.first_game.saturating_add(job % options.games),
        );
        let table = &tables[t];
        let order = seating(table.len(), i);
        let played = play_table(
            table,
            &order,
            options.config,
            options.budget,
            options.max_plies,
            options.seed.wrapping_add(i as u64),
        );
        let mut all = tallies.lock().unwrap_or_else(|e| e.into_inner());
        let tally = &mut all[t];
        tally.games += 1;
        tally.plies += played.plies;
        if played.winners.is_empty() {
            tally.unfinished += 1;
        }
        for w in played.winners {
            tally.wins[w] += 1;
        }
        for (most, answer) in tally.slowest.iter_mut().zip(played.slowest) {
            *most = (*most).max(answer);
        }
    });
    let tallies = tallies.into_inner().unwrap_or_else(|e| e.into_inner());
    TableReport {
        tables: tables.iter().cloned().zip(tallies).collect(),
        options: options.clone(),
        elapsed: start.elapsed(),
    }
}

/// The outcome of [`run_tables`]; `Display` prints a Markdown table.
#[derive(Clone, Debug)]
pub struct TableReport {
    /// Each table with its tally.
    pub tables: Vec<(Vec<Player>, TableTally)>,
    /// How the games were played.
    pub options: MatchOptions,
    /// How long it all took.
    pub elapsed: Duration,
}

impl fmt::Display for TableReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        writeln!(
            f,
            "{} {} per table{}, {} players, {} ms per action, no result after {} actions, {} threads, {:.0} s",
            o.games,
            game_or_games(o.games),
            games_from(o.first_game, o.games),
            o.config.players(),
            o.budget.as_millis(),
            o.max_plies,
            o.threads,
            self.elapsed.as_secs_f64()
        )?;
        writeln!(
            f,
            "| table (first measured) | games | wins of each | no result | first's wins (95 % interval) | an equal share | mean length | slowest answer |"
        )?;
        writeln!(f, "|---|---:|---|---:|---:|---:|---:|---:|")?;
        for (table, t) in &self.tables {
            let names: Vec<String> = table.iter().map(ToString::to_string).collect();
            let wins: Vec<String> = t.wins.iter().map(ToString::to_string).collect();
            let (share, low, high) = t.first_share();
            let slowest: Vec<String> = t
                .slowest
                .iter()
                .map(|d| format!("{} ms", d.as_millis()))
                .collect();
            writeln!(
                f,
                "| {} | {} | {} | {} | {share:.1}% ({low:.1}–{high:.1}) | {:.1}% | {:.0} | {} |",
                names.join(" vs "),
                t.games,
                wins.join(" / "),
                t.unfinished,
                100.0 / table.len().max(1) as f64,
                t.plies as f64 / t.games.max(1) as f64,
                slowest.join(" / "),
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Mode;

    #[test]
    fn the_seatings_are_every_order_once() {
        for len in [3, 4] {
            let count: usize = (1..=len).product();
            let mut all: Vec<Vec<usize>> = (0..count).map(|n| seating(len, n)).collect();
            for order in &all {
                let mut sorted = order.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..len).collect::<Vec<_>>());
            }
            all.sort();
            all.dedup();
            assert_eq!(all.len(), count, "{len} places");
            assert_eq!(
                seating(len, count),
                seating(len, 0),
                "the orders come round again"
            );
        }
    }

    #[test]
    fn a_table_tallies_every_game_and_seats_each_player_everywhere() {
        let options = MatchOptions {
            config: Config::new(3, Mode::Standard).expect("3 players"),
            games: 6,
            budget: Duration::from_millis(1),
            threads: 2,
            max_plies: 400,
            seed: 3,
            first_game: 0,
        };
        let tables = [vec![Player::Greedy, Player::Random, Player::Random]];
        let report = run_tables(&tables, &options);
        let (_, t) = &report.tables[0];
        assert_eq!(t.games, 6);
        assert_eq!(
            t.wins.iter().sum::<usize>() + t.unfinished,
            6,
            "one winner a game, or none: {t:?}"
        );
        assert!(t.plies > 0);
        assert_eq!(t.slowest.len(), 3, "a slowest answer for each player");
        let shown = report.to_string();
        assert!(
            shown.contains("| mean length | slowest answer |"),
            "{shown}"
        );
        assert!(
            shown.contains("| greedy vs random vs random | 6 |"),
            "{shown}"
        );
        // Over 3! games, the measured player sits in each seat twice.
        let mut seats = [0; 3];
        for n in 0..6 {
            let order = seating(3, n);
            seats[order.iter().position(|&p| p == 0).expect("seated")] += 1;
        }
        assert_eq!(seats, [2, 2, 2]);
        // Split in two runs, the rotation plays the same games and adds up to the whole.
        let second = run_tables(
            &tables,
            &MatchOptions {
                games: 2,
                first_game: 4,
                ..options.clone()
            },
        );
        let first = run_tables(
            &tables,
            &MatchOptions {
                games: 4,
                ..options.clone()
            },
        );
        assert!(
            second
                .to_string()
                .starts_with("2 games per table (games 5–6),")
        );
        let (_, a) = &first.tables[0];
        let (_, b) = &second.tables[0];
        assert_eq!(a.plies + b.plies, t.plies);
        assert_eq!(a.unfinished + b.unfinished, t.unfinished);
        let wins: Vec<usize> = a.wins.iter().zip(&b.wins).map(|(x, y)| x + y).collect();
        assert_eq!(wins, t.wins);
    }

    #[test]
    fn the_interval_holds_the_share_and_narrows_with_more_games() {
        let tally = |games: usize, won: usize| TableTally {
            games,
            wins: vec![won, games - won, 0],
            ..TableTally::default()
        };
        let (p, lo, hi) = tally(30, 10).first_share();
        assert!(lo < p && p < hi && lo > 0.0 && hi < 100.0, "{lo} {p} {hi}");
        let (_, lo2, hi2) = tally(300, 100).first_share();
        assert!(hi2 - lo2 < hi - lo);
    }
}
