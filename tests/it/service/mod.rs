//! The game service against a real database, each test on SQLite (a file in a temp folder)
//! and on PostgreSQL: whole games and user errors (`play`), challenges and the turn timer
//! (`challenges`), the computer player (`computer`), records, pictures, races and restarts
//! (`records`), the click path's menus and `/focus notify` (`picker`). What they share is in
//! `support::service`.

mod analysis;
mod challenges;
mod clock;
mod computer;
mod page_play;
mod picker;
mod pictures;
mod play;
mod records;
mod refusals;
mod rematch;
mod takeback;
mod tournament_fields;
mod tournament_picture;
mod tournament_standings;
mod tournaments;
mod user_errors;
mod words;
