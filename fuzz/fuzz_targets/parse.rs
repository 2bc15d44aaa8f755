//! Any text a user can type: parsing never panics, canonical output round-trips, and checking a
//! parsed action against a position never panics.
#![no_main]

use focus_bot::notation::{parse_action, parse_placement, parse_turn, position_from_json, read_record};
use focus_bot::rules::{Config, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(action) = parse_action(&text) {
        assert_eq!(parse_action(&action.to_string()), Ok(action));
        for players in [2, 3] {
            let pos = Position::start(Config::new(players, Default::default()).unwrap());
            let _ = pos.play(action).map_err(|e| e.to_string());
        }
    }
    let _ = parse_placement(&text);
    let _ = parse_turn(&text);
    let _ = read_record(Config::two_players(), &text);
    if let Ok(pos) = position_from_json(&text) {
        let _ = pos.legal_actions();
    }
});
