//! Action notation: parsing, canonical printing, syntax errors.

use focus_bot::notation::{ParseError, parse_action, parse_placement, parse_turn};
use focus_bot::rules::{Action, Square, Turn};

use crate::support::board::{seat, sq};

#[test]
fn parses_every_form_of_rules_md() {
    let mv = Action::Move {
        from: sq("c1"),
        to: sq("c3"),
        count: 2,
    };
    for text in [
        "c1-c3:2",
        "C1-C3:2",
        "c1-c3",
        " c1 - c3 : 2 ",
        "C1-c3",
        "c1 -c3",
        "c1- c3 :2",
    ] {
        assert_eq!(parse_action(text), Ok(mv), "{text}");
    }
    // What the player wrote, to echo: no count invented for a move written without one.
    assert_eq!(focus_bot::notation::compact_action(" C3 – d5 "), "c3-d5");
    assert_eq!(focus_bot::notation::compact_action("c3-f3 : 3"), "c3-f3:3");
    assert_eq!(
        parse_action("E5-H5:3"),
        Ok(Action::Move {
            from: sq("e5"),
            to: sq("h5"),
            count: 3
        })
    );
    for text in ["r:e5", "R:E5", "r : e5", "e5", "E5"] {
        assert_eq!(parse_action(text), Ok(Action::Place(sq("e5"))), "{text}");
    }
    assert_eq!(
        parse_action("s:c3-d3"),
        Ok(Action::Swap(sq("c3"), sq("d3")))
    );
    assert_eq!(
        parse_action("S:C3 - D3"),
        Ok(Action::Swap(sq("c3"), sq("d3")))
    );
    assert_eq!(parse_placement("e5"), Ok(sq("e5")));
    assert_eq!(parse_placement("R:b2"), Ok(sq("b2")));
    // A cut corner is a square to the parser; the rules reject it.
    assert_eq!(
        parse_action("h1-h2:1"),
        Ok(Action::Move {
            from: sq("h1"),
            to: sq("h2"),
            count: 1
        })
    );
}

#[test]
fn canonical_output_is_lowercase_with_count() {
    assert_eq!(parse_action("C3-F3").unwrap().to_string(), "c3-f3:3");
    assert_eq!(parse_action("E5").unwrap().to_string(), "r:e5");
    assert_eq!(parse_action("S:C3-D3").unwrap().to_string(), "s:c3-d3");
    for sq in Square::all() {
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
    }
}

#[test]
fn syntax_errors_say_how_to_write_it() {
    assert_eq!(
        parse_action("c33-c4").unwrap_err().to_string(),
        "`c33` is not a square: write a column a–h and a row 1–8, like `c3`"
    );
    assert_eq!(
        parse_action("c3-i3"),
        Err(ParseError::BadSquare("i3".into()))
    );
    assert_eq!(
        parse_action("c3-c0"),
        Err(ParseError::BadSquare("c0".into()))
    );
    assert_eq!(
        parse_action("c3-c4:0"),
        Err(ParseError::BadCount("0".into()))
    );
    assert_eq!(
        parse_action("c3-c4:x"),
        Err(ParseError::BadCount("x".into()))
    );
    // Found by the fuzzer: a move to its own square must print and parse back unchanged.
    let nowhere = parse_action("A\n2-A\n2").unwrap();
    assert_eq!(parse_action(&nowhere.to_string()), Ok(nowhere));
    assert_eq!(parse_action(""), Err(ParseError::Empty));
    assert_eq!(parse_action("   "), Err(ParseError::Empty));
    assert!(matches!(
        parse_action("hello world"),
        Err(ParseError::Unrecognised(_))
    ));
    assert!(matches!(
        parse_action("s:c3"),
        Err(ParseError::Unrecognised(_))
    ));
    // Echoed text is short and cannot break out of its code span.
    let long = format!("`{}", "x".repeat(500));
    let msg = parse_action(&long).unwrap_err().to_string();
    assert!(msg.len() < 200, "{msg}");
    assert_eq!(msg.matches('`').count(), 8, "{msg}");
}

#[test]
fn record_lines() {
    assert_eq!(parse_turn("resign 2"), Ok(Some(Turn::Resign(seat(2)))));
    assert_eq!(parse_turn("RESIGN 1"), Ok(Some(Turn::Resign(seat(1)))));
    assert_eq!(parse_turn("draw"), Ok(Some(Turn::Draw)));
    assert_eq!(parse_turn("# a comment"), Ok(None));
    assert_eq!(parse_turn("[Red \"alice\"]"), Ok(None));
    assert_eq!(parse_turn("   "), Ok(None));
    assert!(parse_turn("resign 5").is_err());
    assert!(parse_turn("resign").is_err());
    assert_eq!(parse_turn("time 3"), Ok(Some(Turn::Time(seat(3)))));
    assert_eq!(parse_turn("Abort"), Ok(Some(Turn::Abort)));
    assert!(
        parse_turn("time")
            .unwrap_err()
            .to_string()
            .contains("`time N`")
    );
}

#[test]
fn every_kind_of_turn_prints_its_record_line_and_reads_back() {
    let turns = [
        Turn::Act(parse_action("C3-F3").unwrap()),
        Turn::Act(parse_action("r:E5").unwrap()),
        Turn::Act(parse_action("s:c3-d3").unwrap()),
        Turn::Resign(seat(2)),
        Turn::Time(seat(4)),
        Turn::Draw,
        Turn::Abort,
    ];
    let lines: Vec<String> = turns.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "c3-f3:3", "r:e5", "s:c3-d3", "resign 2", "time 4", "draw", "abort"
        ]
    );
    for (turn, line) in turns.iter().zip(&lines) {
        assert_eq!(parse_turn(line), Ok(Some(*turn)), "{line}");
    }
}

#[test]
fn typographic_dashes_read_as_a_hyphen() {
    let canonical = parse_action("c3-f3:3").unwrap();
    for text in ["c3–f3:3", "c3—f3:3", "c3−f3", "C3 ‐ F3"] {
        assert_eq!(parse_action(text), Ok(canonical), "{text}");
    }
    assert_eq!(parse_action("s:c3–d3"), parse_action("s:c3-d3"));
}
