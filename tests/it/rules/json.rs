//! A position as JSON (docs/formats.md) and back.

use focus_bot::notation::{position_from_json, position_to_json};
use focus_bot::rules::{Config, Mode, Position, Turn};

use crate::support::board::seat;

// ---- JSON ----

#[test]
fn position_json_matches_formats_md() {
    let game = focus_bot::notation::read_record(Config::two_players(), "c2-c1\n").unwrap();
    let json = position_to_json(game.position());
    assert!(json.starts_with(
        r#"{"players":2,"mode":"standard","variant":{"short":null,"swap":false},"to_act":2,"board":{"c1":"1","b2":"1","d2":"2","#
    ));
    assert!(
        json.contains(
            r#""reserves":[0,0],"captured":[0,0],"out":[false,false],"legal":["b3-a3:1","b3-b2:1","b3-b4:1","#
        )
    );
    assert!(json.ends_with(r#""outcome":null}"#));
    let mut over = game.clone();
    over.apply(Turn::Resign(seat(2))).unwrap();
    let json = position_to_json(over.position());
    assert!(json.contains(r#""to_act":null"#));
    assert!(json.contains(r#""legal":[]"#));
    assert!(json.ends_with(r#""outcome":{"winners":[1],"reason":"resign"}}"#));
    let back = position_from_json(&json).unwrap();
    assert_eq!(&back, over.position());
}

#[test]
fn position_json_loads_back_with_opening_state() {
    let three = Config::new(3, Mode::Standard).unwrap();
    let game = focus_bot::notation::read_record(three, "r:a3\n").unwrap();
    let back = position_from_json(&position_to_json(game.position())).unwrap();
    assert_eq!(&back, game.position());
    let swap = Config::two_players().with_swap(true).unwrap();
    for record in ["", "s:b2-b3\n", "s:b2-b3\ns:d2-c2\n"] {
        let game = focus_bot::notation::read_record(swap, record).unwrap();
        let back = position_from_json(&position_to_json(game.position())).unwrap();
        assert_eq!(&back, game.position(), "{record:?}");
    }
    assert!(position_from_json("{}").is_err());
    assert!(position_from_json(r#"{"players":2,"mode":"standard","variant":{"short":null,"swap":false},"to_act":1,"board":{"h1":"1"},"reserves":[0,0],"captured":[0,35],"outcome":null}"#).is_err());
}

#[test]
fn a_short_target_nobody_can_reach_is_refused() {
    for (players, mode) in [
        (2, Mode::Standard),
        (3, Mode::Standard),
        (4, Mode::Teams),
        (4, Mode::FreeForAll),
    ] {
        let config = Config::new(players, mode).unwrap();
        let start = Position::start(config);
        // What seat 1 (with its partner in teams) could capture: every enemy piece there is.
        let enemies: usize = config
            .seats()
            .filter(|&s| s != seat(1) && !(mode == Mode::Teams && s == seat(3)))
            .map(|s| start.pieces_on_board(s) + usize::from(start.reserve(s)))
            .sum();
        assert_eq!(
            usize::from(config.enemy_pieces()),
            enemies,
            "{players} {mode:?}"
        );
        let most = config.enemy_pieces();
        assert!(config.with_short(Some(most)).is_ok());
        let refused = config.with_short(Some(most + 1)).unwrap_err().to_string();
        assert!(
            refused.contains(&format!("only {most} enemy pieces")),
            "{refused}"
        );
    }
}
