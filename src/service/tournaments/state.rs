//! A stored tournament read back as the pairing module sees it (seeds, played rounds, rules)
//! and shown as JSON (`focus-bot tournament show ID --json`): the tournament's format, its
//! entrants, each round's tables with seats in order, game, thread name and result, and the
//! standings with points and tie-breaks. Ratings are shown on the one scale around 1500.

use serde_json::{Value, json};

use crate::rating::Kind;
use crate::rules::Mode;
use crate::store::{
    Entrant, Store, StoreError, Tournament, TournamentFormat, TournamentId, TournamentTable, UserId,
};
use crate::tournament::round::default_swiss_rounds;
use crate::tournament::standings::standings;
use crate::tournament::{Finish, Format, PlayedRound, Round, Rules, Table};

/// A tournament with everything stored about it.
#[derive(Clone, Debug)]
pub struct TournamentState {
    /// The tournament.
    pub tournament: Tournament,
    /// Entrants, by seed once started.
    pub entrants: Vec<Entrant>,
    /// Every table of every round, in order.
    pub tables: Vec<TournamentTable>,
}

/// The name of the thread (the console's channel) of a table's game: `t<id>-r<round>-b<table>`.
pub fn thread_name(tournament: TournamentId, round: u32, board: u32) -> String {
    format!("t{tournament}-r{round}-b{board}")
}

/// Whether `table` is a bye: one seat and no game.
pub(crate) fn is_bye(table: &TournamentTable) -> bool {
    table.seats.len() == 1 && table.game_id.is_none()
}

impl TournamentState {
    /// Reads tournament `id`; `None` if there is none.
    pub async fn load(
        store: &Store,
        id: TournamentId,
    ) -> Result<Option<TournamentState>, StoreError> {
        let Some(tournament) = store.tournament(id).await? else {
            return Ok(None);
        };
        Ok(Some(TournamentState {
            tournament,
            entrants: store.tournament_entrants(id).await?,
            tables: store.tournament_tables(id).await?,
        }))
    }

    /// The pairing rules.
    pub fn rules(&self) -> Rules {
        let spec = &self.tournament.spec;
        let per_table = usize::from(spec.per_table);
        let format = match spec.format {
            TournamentFormat::RoundRobin => Format::RoundRobin {
                double: spec.double,
            },
            TournamentFormat::Swiss => Format::Swiss {
                rounds: spec
                    .rounds
                    .unwrap_or_else(|| default_swiss_rounds(per_table, self.entrants.len())),
            },
        };
        Rules {
            format,
            per_table,
            teams: spec.mode == Mode::Teams,
        }
    }

    /// The seed of a user, if they entered and the tournament started.
    pub fn seed_of(&self, user_id: UserId) -> Option<usize> {
        self.entrants
            .iter()
            .find(|e| e.user_id == user_id)
            .and_then(|e| e.seed)
            .map(|s| s as usize)
    }

    /// The rounds so far as the pairing module reads them (tables of unknown players left out).
    pub fn played(&self) -> Vec<PlayedRound> {
        let mut played: Vec<PlayedRound> = Vec::new();
        for table in &self.tables {
            let index = table.round as usize - 1;
            while played.len() <= index {
                played.push(PlayedRound {
                    round: Round::default(),
                    finishes: Vec::new(),
                });
            }
            let Some(seats) = table
                .seats
                .iter()
                .map(|u| self.seed_of(*u))
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            let round = &mut played[index];
            if is_bye(table) {
                round.round.byes.push(seats[0]);
            } else {
                round.round.tables.push(Table { seats });
                round
                    .finishes
                    .push(table.places.clone().map(|places| Finish { places }));
            }
        }
        played
    }

    /// Rounds 1..=`round` as the pairing module reads them: standings "after round N" (or
    /// during it) count nothing of a later round, not even a bye already paired.
    pub fn played_through(&self, round: u32) -> Vec<PlayedRound> {
        let mut played = self.played();
        played.truncate(round as usize);
        played
    }

    /// The latest round paired (0 before any).
    pub fn latest_round(&self) -> u32 {
        self.tables.iter().map(|t| t.round).max().unwrap_or(0)
    }

    /// Whether every game of round `round` is over (its byes are, from the start).
    pub fn round_over(&self, round: u32) -> bool {
        self.tables
            .iter()
            .filter(|t| t.round == round && !is_bye(t))
            .all(|t| t.places.is_some())
    }

    /// Whether every game of every round paired is over: the next round is due.
    pub(crate) fn all_over(&self) -> bool {
        self.tables.iter().all(|t| t.places.is_some() || is_bye(t))
    }

    /// Whether each seed is still in (did not leave), by seed.
    pub(crate) fn active(&self) -> Vec<bool> {
        let mut active = vec![false; self.entrants.len()];
        for e in &self.entrants {
            if let Some(seed) = e.seed.and_then(|s| active.get_mut(s as usize)) {
                *seed = e.active;
            }
        }
        active
    }

    /// Rounds in all (0 while the field cannot start).
    pub fn total_rounds(&self) -> usize {
        crate::tournament::total_rounds(&self.rules(), self.entrants.len()).unwrap_or(0)
    }

    /// The kind of rating its games count for.
    pub fn rating_kind(&self) -> Kind {
        Kind::for_players(self.tournament.spec.per_table)
    }

    /// An entrant's rating at the start as people read it (kept as the model keeps it: a
    /// 3- or 4-player tournament's as Weng-Lin's μ), on the one scale around 1500.
    pub fn shown_rating(&self, entrant: &Entrant) -> Option<f64> {
        entrant.rating.map(|r| self.rating_kind().shown_value(r))
    }

    /// Ratings at the start as people read them, by seed.
    pub fn ratings(&self) -> Vec<i32> {
        let mut ratings = vec![0; self.entrants.len()];
        for entrant in &self.entrants {
            if let Some(seed) = entrant.seed {
                ratings[seed as usize] = self.shown_rating(entrant).unwrap_or(0.0).round() as i32;
            }
        }
        ratings
    }

    /// The whole tournament as JSON (user ids as strings: they pass JavaScript's integers).
    pub fn to_json(&self) -> Value {
        let spec = &self.tournament.spec;
        let format: &'static str = spec.format.into();
        let status: &'static str = self.tournament.status.into();
        let user = |seed: usize| {
            self.entrants
                .iter()
                .find(|e| e.seed == Some(seed as u32))
                .map(|e| e.user_id)
        };
        let name_of = |user_id: UserId| {
            self.entrants
                .iter()
                .find(|e| e.user_id == user_id)
                .map(|e| e.name.clone())
        };
        let entrants: Vec<Value> = self
            .entrants
            .iter()
            .map(|e| {
                json!({
                    "user_id": e.user_id.to_string(),
                    "name": e.name,
                    "seed": e.seed.map(|s| s + 1),
                    "rating": self.shown_rating(e).map(f64::round),
                    "active": e.active,
                })
            })
            .collect();
        let mut rounds: Vec<Value> = Vec::new();
        for table in &self.tables {
            while rounds.len() < table.round as usize {
                rounds.push(json!({ "round": rounds.len() + 1, "tables": [], "byes": [] }));
            }
            let round = &mut rounds[table.round as usize - 1];
            if is_bye(table) {
                if let Some(byes) = round["byes"].as_array_mut() {
                    byes.push(json!(table.seats[0].to_string()));
                }
                continue;
            }
            let seats: Vec<Value> = table
                .seats
                .iter()
                .map(|u| json!({ "user_id": u.to_string(), "name": name_of(*u) }))
                .collect();
            let entry = json!({
                "table": table.board,
                "seats": seats,
                "game_id": table.game_id,
                "thread": thread_name(self.tournament.id, table.round, table.board),
                "places": table.places,
            });
            if let Some(tables) = round["tables"].as_array_mut() {
                tables.push(entry);
            }
        }
        let lines: Vec<Value> = if self.tournament.started_at.is_some() {
            standings(&self.rules(), &self.ratings(), &self.played())
                .iter()
                .map(|line| {
                    let user_id = user(line.seed);
                    json!({
                        "rank": line.rank,
                        "user_id": user_id.map(|u| u.to_string()),
                        "name": user_id.and_then(name_of),
                        "points": line.points.as_f64(),
                        "buchholz": line.buchholz,
                        "sonneborn_berger": line.sonneborn_berger,
                        "rating": line.rating,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        json!({
            "id": self.tournament.id,
            "name": spec.name,
            "status": status,
            "format": format,
            "players_per_table": spec.per_table,
            "mode": spec.mode.name(),
            "double": spec.double,
            "total_rounds": self.total_rounds(),
            "rated": spec.rated,
            "entrants": entrants,
            "rounds": rounds,
            "standings": lines,
        })
    }
}
