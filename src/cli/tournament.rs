//! `focus-bot tournament show ID [--db URL] [--json]`: a tournament as stored, for server sites
//! and for checking.

use super::CliError;
use crate::service::tournament_state::TournamentState;
use crate::store::{Store, without_password};

/// Prints tournament `id` of the database `db`: all of it as JSON with `json`, else its
/// standings as lines of text.
pub fn show_tournament(db: &str, id: i64, json: bool) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime.block_on(async {
        let store = Store::open_arg(db).await.map_err(|source| CliError::Open {
            db: without_password(db),
            source,
        })?;
        let state = TournamentState::load(&store, id).await;
        store.close().await;
        let Some(state) = state? else {
            return Err(CliError::Check(format!(
                "no tournament {id} in {}: `/focus tournament list` shows the open ones",
                without_password(db)
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
