//! The Swiss pairing of 3- and 4-player tables: score groups into tables, as few pairs who have
//! already met as possible (a minimum-cost grouping, as tools for Magic's pods do).
//!
//! When the field does not divide into tables, the remainder sits out with a bye: fewest byes
//! so far, then the lowest score, then the lowest seed. The others are ranked by score then
//! seed and grouped by a branch-and-bound search: the best-ranked player not yet seated takes a
//! table with players after them, in rank order, and a grouping costs, per table, 10 000 for every
//! pair who met before, 100 more for each meeting past the first, plus the score gaps within
//! it (in half points).
//! The search starts from the plain grouping (consecutive ranks) and stops after a bounded
//! number of steps with the cheapest grouping found (on small fields, the cheapest of all); then,
//! while a table seats a repeated meeting, players are swapped between tables wherever a swap
//! lowers the cost (a local search, which on large fields removes the repeats the bounded
//! search could not reach: 500 entrants in a few milliseconds). Within a table the seats go first to whoever
//! has sat latest on average so far, so that moving first goes round.

use super::{Points, Round, Seed, Table};

/// A player as the table pairing sees them before a round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TablePlayer {
    /// The player's seed.
    pub seed: Seed,
    /// Points so far.
    pub score: Points,
    /// Seeds met at a table, once per meeting.
    pub met: Vec<Seed>,
    /// Byes so far.
    pub byes: u32,
    /// Sum of the seat numbers taken so far (0 moves first).
    pub seat_sum: u32,
    /// Games played so far.
    pub games: u32,
}

const REPEAT_COST: u64 = 10_000;
const AGAIN_COST: u64 = 100;
const NODE_BUDGET: usize = 300_000;
const IMPROVE_PASSES: usize = 20;

/// Pairs one round into tables of `per_table`.
pub fn pair(players: &[TablePlayer], per_table: usize) -> Round {
    let mut sitting_out: Vec<&TablePlayer> = players.iter().collect();
    sitting_out.sort_by_key(|p| (p.byes, p.score, std::cmp::Reverse(p.seed)));
    let bye_count = players.len() % per_table;
    let byes: Vec<Seed> = sitting_out[..bye_count].iter().map(|p| p.seed).collect();
    let mut ranked: Vec<&TablePlayer> =
        players.iter().filter(|p| !byes.contains(&p.seed)).collect();
    ranked.sort_by(|a, b| b.score.cmp(&a.score).then(a.seed.cmp(&b.seed)));
    let groups = Grouping::new(&ranked, per_table).best();
    let tables = groups
        .into_iter()
        .map(|group| {
            let mut seats: Vec<&TablePlayer> = group.iter().map(|i| ranked[*i]).collect();
            seats.sort_by(|a, b| {
                // Latest average seat first: a.seat_sum / a.games > b.seat_sum / b.games.
                let (left, right) = (
                    u64::from(a.seat_sum) * u64::from(b.games.max(1)),
                    u64::from(b.seat_sum) * u64::from(a.games.max(1)),
                );
                right.cmp(&left).then(a.seed.cmp(&b.seed))
            });
            Table {
                seats: seats.iter().map(|p| p.seed).collect(),
            }
        })
        .collect();
    Round { tables, byes }
}

struct Grouping<'a> {
    ranked: &'a [&'a TablePlayer],
    per_table: usize,
    best: Vec<Vec<usize>>,
    best_cost: u64,
    nodes: usize,
}

impl<'a> Grouping<'a> {
    fn new(ranked: &'a [&'a TablePlayer], per_table: usize) -> Self {
        let plain: Vec<Vec<usize>> = (0..ranked.len())
            .collect::<Vec<_>>()
            .chunks(per_table)
            .map(|c| c.to_vec())
            .collect();
        let mut grouping = Grouping {
            ranked,
            per_table,
            best: Vec::new(),
            best_cost: 0,
            nodes: 0,
        };
        grouping.best_cost = plain.iter().map(|t| grouping.table_cost(t)).sum();
        grouping.best = plain;
        grouping
    }

    fn table_cost(&self, table: &[usize]) -> u64 {
        let mut cost = 0;
        for (i, a) in table.iter().enumerate() {
            for b in &table[i + 1..] {
                let (pa, pb) = (self.ranked[*a], self.ranked[*b]);
                let meetings = pa.met.iter().filter(|s| **s == pb.seed).count() as u64;
                if meetings > 0 {
                    cost += REPEAT_COST + (meetings - 1) * AGAIN_COST;
                }
                cost += u64::from(pa.score.0.abs_diff(pb.score.0));
            }
        }
        cost
    }

    fn best(mut self) -> Vec<Vec<usize>> {
        let mut seated = vec![false; self.ranked.len()];
        let mut tables = Vec::new();
        self.search(&mut seated, &mut tables, 0);
        let mut best = std::mem::take(&mut self.best);
        self.improve(&mut best);
        best
    }

    /// Swaps players between tables while a swap lowers the cost and a table still seats a
    /// repeated meeting: the search above is exhaustive on small fields, but on large ones its
    /// budget ends among the last tables, and this reaches the others.
    fn improve(&self, tables: &mut [Vec<usize>]) {
        let mut costs: Vec<u64> = tables.iter().map(|t| self.table_cost(t)).collect();
        for _ in 0..IMPROVE_PASSES {
            let mut improved = false;
            for a in 0..tables.len() {
                if !self.repeats(&tables[a]) {
                    continue;
                }
                'table: for i in 0..tables[a].len() {
                    for b in (0..tables.len()).filter(|b| *b != a) {
                        for j in 0..tables[b].len() {
                            let (x, y) = (tables[a][i], tables[b][j]);
                            tables[a][i] = y;
                            tables[b][j] = x;
                            let (ca, cb) =
                                (self.table_cost(&tables[a]), self.table_cost(&tables[b]));
                            if ca + cb < costs[a] + costs[b] {
                                costs[a] = ca;
                                costs[b] = cb;
                                improved = true;
                                if !self.repeats(&tables[a]) {
                                    break 'table;
                                }
                                continue;
                            }
                            tables[a][i] = x;
                            tables[b][j] = y;
                        }
                    }
                }
            }
            if !improved {
                break;
            }
        }
        for table in tables.iter_mut() {
            table.sort_unstable();
        }
        tables.sort_unstable();
    }

    fn repeats(&self, table: &[usize]) -> bool {
        table.iter().enumerate().any(|(i, a)| {
            table[i + 1..]
                .iter()
                .any(|b| self.ranked[*a].met.contains(&self.ranked[*b].seed))
        })
    }

    fn search(&mut self, seated: &mut [bool], tables: &mut Vec<Vec<usize>>, cost: u64) {
        self.nodes += 1;
        if cost >= self.best_cost || self.nodes > NODE_BUDGET {
            return;
        }
        let Some(head) = seated.iter().position(|s| !s) else {
            self.best_cost = cost;
            self.best = tables.clone();
            return;
        };
        seated[head] = true;
        let mut table = vec![head];
        self.fill(seated, tables, &mut table, head + 1, cost);
        seated[head] = false;
    }

    fn fill(
        &mut self,
        seated: &mut [bool],
        tables: &mut Vec<Vec<usize>>,
        table: &mut Vec<usize>,
        from: usize,
        cost: u64,
    ) {
        if table.len() == self.per_table {
            let added = self.table_cost(table);
            tables.push(table.clone());
            self.search(seated, tables, cost + added);
            tables.pop();
            return;
        }
        for next in from..seated.len() {
            if seated[next] || self.nodes > NODE_BUDGET {
                continue;
            }
            seated[next] = true;
            table.push(next);
            self.fill(seated, tables, table, next + 1, cost);
            table.pop();
            seated[next] = false;
        }
    }
}
