//! Swiss pairings at scale: time per round and the pairing's quality for fields of 16 to 1,000.
//!
//! `cargo bench --bench tournament` first plays whole Swiss tournaments with seeded random
//! results (2-player tables: 16, 100, 300, 500 and 1,000 entrants, also one where every game
//! ends by resignation, that is, decisively; 3- and 4-player tables: 12, 99 and 500) and prints,
//! per field, the time to pair a round (wall clock mean and slowest, and processor time, which a
//! busy machine does not inflate) and its quality: pairs who met again,
//! the worst first-move imbalance of a player (moved first minus second, 2-player) or the spread
//! of first moves (tables), players with three games in a row on the same side, the score gap
//! within tables (mean and largest, in points), and the most byes of a player while another had
//! none. Then criterion times the pairing of round 2 of a decisive Swiss of 300 and 1,000.
//! `TOURNAMENT_FIELDS=16,100` picks the 2-player fields of the table.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use focus_bot::tournament::history::records;
use focus_bot::tournament::{Finish, Format, PlayedRound, Rules, next_round, total_rounds};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

fn swiss(per_table: usize, entrants: usize) -> Rules {
    let rounds = focus_bot::tournament::round::default_swiss_rounds(per_table, entrants);
    Rules {
        format: Format::Swiss { rounds },
        per_table,
        teams: false,
    }
}

/// This thread's processor time so far (user and system, from `/proc`; 10 ms steps): the
/// machine may be shared, and the wall clock then counts the others' work too.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // After the name: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

fn finish(rng: &mut SmallRng, seats: usize, decisive: bool) -> Finish {
    if seats == 2 {
        let draw = !decisive && rng.random_range(0..3) == 0;
        let places = if draw {
            vec![0, 0]
        } else if rng.random_bool(0.5) {
            vec![0, 1]
        } else {
            vec![1, 0]
        };
        return Finish { places };
    }
    let mut places: Vec<u8> = (0..seats as u8).collect();
    places.shuffle(rng);
    Finish { places }
}

struct Report {
    rounds: usize,
    times: Vec<Duration>,
    cpu: Duration,
    repeats: usize,
    worst_balance: i64,
    three_in_a_row: usize,
    gap_mean: f64,
    gap_most: f64,
    byes_unfair: bool,
}

/// Plays the whole tournament, pairing each round after the last one ended.
fn play(rules: &Rules, entrants: usize, decisive: bool, seed: u64) -> Report {
    let mut rng = SmallRng::seed_from_u64(seed);
    let total = total_rounds(rules, entrants).expect("starts");
    let active = vec![true; entrants];
    let mut played: Vec<PlayedRound> = Vec::new();
    let mut times = Vec::new();
    let mut cpu = Duration::ZERO;
    let (mut repeats, mut unfair) = (0, false);
    let (mut gap_sum, mut gap_tables, mut gap_most) = (0u64, 0u64, 0u32);
    for _ in 0..total {
        let before = records(rules, entrants, &played);
        let (started, cpu_before) = (Instant::now(), cpu_time());
        let round = next_round(rules, &active, &played).expect("the round pairs");
        times.push(started.elapsed());
        cpu += cpu_time().saturating_sub(cpu_before);
        for table in &round.tables {
            for (i, a) in table.seats.iter().enumerate() {
                repeats += table.seats[i + 1..]
                    .iter()
                    .filter(|b| before[*a].met.contains(b))
                    .count();
            }
            let scores: Vec<u32> = table.seats.iter().map(|s| before[*s].score.0).collect();
            let gap = scores.iter().max().unwrap() - scores.iter().min().unwrap();
            gap_sum += u64::from(gap);
            gap_tables += 1;
            gap_most = gap_most.max(gap);
        }
        let least = before.iter().map(|r| r.byes).min().unwrap_or(0);
        unfair |= round.byes.iter().any(|b| before[*b].byes > least);
        let finishes = round
            .tables
            .iter()
            .map(|t| Some(finish(&mut rng, t.seats.len(), decisive)))
            .collect();
        played.push(PlayedRound { round, finishes });
    }
    let after = records(rules, entrants, &played);
    let worst_balance = if rules.per_table == 2 {
        after
            .iter()
            .map(|r| {
                let firsts = r.first_moves.iter().flatten().filter(|f| **f).count() as i64;
                let games = r.first_moves.iter().flatten().count() as i64;
                (2 * firsts - games).abs()
            })
            .max()
            .unwrap_or(0)
    } else {
        let firsts: Vec<i64> = after
            .iter()
            .map(|r| r.first_moves.iter().flatten().filter(|f| **f).count() as i64)
            .collect();
        firsts.iter().max().unwrap_or(&0) - firsts.iter().min().unwrap_or(&0)
    };
    let three_in_a_row = after
        .iter()
        .filter(|r| {
            let moves: Vec<bool> = r.first_moves.iter().flatten().copied().collect();
            rules.per_table == 2 && moves.windows(3).any(|w| w[0] == w[1] && w[1] == w[2])
        })
        .count();
    Report {
        rounds: total,
        times,
        cpu,
        repeats,
        worst_balance,
        three_in_a_row,
        gap_mean: gap_sum as f64 / gap_tables.max(1) as f64 / 2.0,
        gap_most: f64::from(gap_most) / 2.0,
        byes_unfair: unfair,
    }
}

fn table() {
    let fields: Vec<usize> = std::env::var("TOURNAMENT_FIELDS")
        .ok()
        .map(|s| s.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![16, 100, 300, 500, 1000]);
    let mut cases: Vec<(usize, usize, bool)> = Vec::new();
    for n in &fields {
        cases.push((2, *n, false));
    }
    cases.push((2, 300, true));
    cases.push((2, 1000, true));
    for per_table in [3, 4] {
        for n in [12, 99, 500] {
            cases.push((per_table, n, false));
        }
    }
    println!(
        "table entrants results  rounds  wall ms mean/max  cpu ms mean  repeats  balance  3-in-row  gap mean/max  bye twice"
    );
    for (per_table, entrants, decisive) in cases {
        let rules = swiss(per_table, entrants);
        let r = play(&rules, entrants, decisive, 7);
        let mean = r.times.iter().sum::<Duration>().as_secs_f64() * 1000.0 / r.times.len() as f64;
        let max = r.times.iter().max().unwrap().as_secs_f64() * 1000.0;
        let cpu = r.cpu.as_secs_f64() * 1000.0 / r.times.len() as f64;
        println!(
            "{per_table:>5} {entrants:>8} {:>8} {:>6} {mean:>9.1}/{max:<8.1} {cpu:>11.0} {:>7} {:>8} {:>9} {:>8.2}/{:<4.1} {:>9}",
            if decisive { "decisive" } else { "random" },
            r.rounds,
            r.repeats,
            r.worst_balance,
            r.three_in_a_row,
            r.gap_mean,
            r.gap_most,
            if r.byes_unfair { "yes" } else { "no" },
        );
    }
}

/// The field after round 1 of a Swiss of `entrants` whose games all ended by resignation.
fn after_round_one(entrants: usize) -> (Rules, Vec<PlayedRound>) {
    let rules = swiss(2, entrants);
    let mut rng = SmallRng::seed_from_u64(1);
    let round = next_round(&rules, &vec![true; entrants], &[]).expect("round 1");
    let finishes = round
        .tables
        .iter()
        .map(|t| Some(finish(&mut rng, t.seats.len(), true)))
        .collect();
    (rules, vec![PlayedRound { round, finishes }])
}

fn bench(c: &mut Criterion) {
    table();
    let mut group = c.benchmark_group("swiss_round_2_decisive");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for entrants in [300, 1000] {
        let (rules, played) = after_round_one(entrants);
        let active = vec![true; entrants];
        group.bench_function(format!("{entrants}"), |b| {
            b.iter(|| next_round(&rules, &active, &played).expect("round 2"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
