//! `focus-bot tournament show ID [--db URL] [--json]`: a tournament as stored, for server sites
//! and for checking.

use super::CliError;
use crate::service::tournament_state::TournamentState;
use crate::store::{StoreError, TournamentId, without_password};

/// The console's database (`focus-bot local`), which `tournament show` reads when neither
/// `--db` nor DATABASE_URL names one.
pub const LOCAL_DB: &str = "focus-local.db";

/// What a database holds, said when the tournament asked for is not among them.
fn held(ids: &[TournamentId]) -> String {
    const SHOWN: usize = 20;
    let mut listed: Vec<String> = ids
        .iter()
        .rev()
        .take(SHOWN)
        .rev()
        .map(TournamentId::to_string)
        .collect();
    if ids.len() > SHOWN {
        listed.insert(0, "…".to_string());
    }
    match ids.len() {
        0 => "it holds no tournament".to_string(),
        1 => format!("its one tournament is {}", listed[0]),
        _ => format!("its tournaments are {}", listed.join(", ")),
    }
}

/// Prints tournament `id` of the database `db`: all of it as JSON with `json`, else its
/// standings as lines of text.
pub fn show_tournament(db: &str, id: TournamentId, json: bool) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime.block_on(async {
        let store = match super::open_db(db, false).await {
            Err(CliError::Open {
                source: StoreError::NoFile,
                ..
            }) => {
                return Err(CliError::Check(format!(
                    "cannot open {}: no such SQLite database file (none was created). Give the \
                     database with `--db PATH|URL` or DATABASE_URL; `focus-bot local` keeps its \
                     games in {LOCAL_DB}.",
                    without_password(db)
                )));
            }
            opened => opened?,
        };
        let state = TournamentState::load(&store, id).await;
        let ids = store.tournament_ids().await;
        store.close().await;
        let Some(state) = state? else {
            return Err(CliError::Check(format!(
                "no tournament {id} in {}: {}",
                without_password(db),
                held(&ids?)
            )));
        };
        let shown = state.to_json();
        if json {
            println!("{shown:#}");
        } else {
            println!(
                "{} ({})",
                state.tournament.spec.name,
                shown["status"].as_str().unwrap_or("")
            );
            for line in shown["standings"].as_array().into_iter().flatten() {
                println!(
                    "{:>3}. {}  {}  Buchholz {}  SB {}",
                    line["rank"],
                    line["name"].as_str().unwrap_or("?"),
                    line["points"],
                    line["buchholz"],
                    line["sonneborn_berger"]
                );
            }
        }
        Ok(())
    })
}
