//! Skipping and ending with 3 and 4 players; resignation, time, abort, draw and repetition.

use focus_bot::notation::{position_from_json, position_to_json};
use focus_bot::rules::{Config, EndReason, Game, IllegalAction, Mode, Position, Turn, perft};

use crate::support::board::seat;
use crate::support::position::{act, at, four, position};

// ---- Skipping and ending with 3 and 4 players ----

#[test]
fn a_player_who_cannot_act_is_skipped_and_comes_back() {
    // Free-for-all. Green (2) owns nothing and has no reserve: skipped.
    let pos = position(
        four(Mode::FreeForAll),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("a3", "3"),
            ("a6", "4"),
            ("h4", "21"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    // Red moves d4 onto d5 and covers Green's only stack; h4 is Red's too.
    let after = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(after.to_act(), Some(seat(3)), "Green is skipped");
    assert!(!after.can_act(seat(2)));
    // Red moves h4's top piece away, Green's piece on h4 is on top again: Green is back.
    let mut setup = after.to_setup();
    setup.to_act = Some(seat(1));
    let red_again = Position::from_setup(&setup).unwrap();
    let back = red_again.play(act("h4-g4:1")).unwrap();
    assert!(back.can_act(seat(2)));
    assert_eq!(back.to_act(), Some(seat(2)));
}

fn three() -> Config {
    Config::new(3, Mode::Standard).unwrap()
}

#[test]
fn three_players_start_perft_is_unchanged_by_dropping_out() {
    let counts: Vec<u64> = (1..=4).map(|d| perft(&Game::new(three()), d)).collect();
    assert_eq!(counts, [16, 240, 3_360, 151_620]);
}

#[test]
fn three_players_a_player_who_cannot_act_drops_out_for_good() {
    // docs/rules.md, "Who can act, and how a game ends": with 3 players, a player who cannot act when the turn
    // reaches them is out for good; the last player still in wins.
    let pos = position(
        three(),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("a4", "3"),
            ("h4", "21"),
            ("h5", "1"),
        ],
        &[0, 0, 0],
        &[],
        1,
    );
    // Red covers Green's only stack: the turn reaches Green, who drops out.
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert!(p.is_out(seat(2)));
    assert!(!p.is_out(seat(3)));
    assert_eq!(p.to_act(), Some(seat(3)));
    assert!(!p.is_over());
    // Red uncovers Green's piece on h4 later: Green stays out, the turn skips them.
    let p = p.play(act("a4-a5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(1)));
    let p = p.play(act("h4-g4:1")).unwrap();
    assert_eq!(at(&p, "h4"), "2");
    assert!(p.is_out(seat(2)));
    assert!(!p.can_act(seat(2)));
    assert_eq!(p.to_act(), Some(seat(3)), "Green is out, not back");
    // The position JSON says who is out, and loads back.
    let json = position_to_json(&p);
    assert!(json.contains(r#""to_act":3"#), "{json}");
    assert!(json.contains(r#""out":[false,true,false]"#), "{json}");
    assert_eq!(position_from_json(&json).unwrap(), p);
    // Red covers Blue's only stack: Blue drops out, and Red, the last one in, wins.
    let p = p.play(act("a5-b5:1")).unwrap();
    let p = p.play(act("d5-b5:2")).unwrap();
    assert!(p.is_out(seat(3)));
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
    let json = position_to_json(&p);
    assert!(json.contains(r#""out":[false,true,true]"#), "{json}");
}

#[test]
fn three_players_a_covered_player_uncovered_before_their_turn_plays_on() {
    // Blue covers Green's only stack; Red, who acts before Green, uncovers another of Green's
    // pieces: when the turn reaches Green, Green can act and is not out.
    let pos = position(
        three(),
        &[("d5", "2"), ("d4", "3"), ("h4", "21"), ("a4", "1")],
        &[0, 0, 0],
        &[],
        3,
    );
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(1)));
    assert!(!p.is_out(seat(2)));
    let p = p.play(act("h4-g4:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(2)));
    assert!(!p.is_out(seat(2)));
}

#[test]
fn three_players_resigning_on_turn_passes_it_and_drops_who_cannot_act() {
    // Green resigns on their turn; Blue, next, cannot act and drops out: Red is the last one in,
    // and the game ends by the resignation.
    let pos = position(
        three(),
        &[("d4", "1"), ("d5", "2"), ("d6", "31")],
        &[0, 0, 0],
        &[],
        2,
    );
    assert!(!pos.can_act(seat(3)));
    let p = pos.resign(seat(2)).unwrap();
    assert!(
        p.is_out(seat(3)),
        "Blue dropped out when the turn reached them"
    );
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1)]);
    assert_eq!(outcome.reason(), EndReason::Resign);
}

#[test]
fn free_for_all_ends_when_one_player_can_act() {
    let pos = position(
        four(Mode::FreeForAll),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("e5", "3"),
            ("c5", "4"),
            ("h4", "1"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    // Red covers Green's only stack: Green is skipped.
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(3)));
    let p = p.play(act("e5-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(4)));
    // Yellow covers Blue's only stack: Red and Yellow remain.
    let p = p.play(act("c5-d5:1")).unwrap();
    assert!(!p.is_over());
    assert_eq!(p.to_act(), Some(seat(1)));
    let p = p.play(act("h4-h5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(4)));
    // Yellow's 4-stack lands on Red's last stack: only Yellow can act.
    let p = p.play(act("d5-h5:4")).unwrap();
    assert_eq!(at(&p, "h5"), "12134");
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(4)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
    assert_eq!(p.to_act(), None);
    assert!(p.legal_actions().is_empty());
}

#[test]
fn teams_end_when_only_one_team_can_act() {
    let pos = position(
        four(Mode::Teams),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("a4", "3"),
            ("h4", "4"),
            ("g5", "1"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert!(!p.is_over(), "Yellow can still act");
    assert_eq!(p.to_act(), Some(seat(3)), "Green is skipped");
    let p = p.play(act("a4-a5:1")).unwrap();
    let p = p.play(act("h4-g4:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(1)));
    let end = p.play(act("g5-g4:1")).unwrap();
    let outcome = end.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1), seat(3)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
}

#[test]
fn two_players_the_player_who_cannot_act_loses() {
    let pos = position(
        Config::two_players(),
        &[("d4", "1"), ("d5", "2")],
        &[0, 0],
        &[],
        1,
    );
    let end = pos.play(act("d4-d5:1")).unwrap();
    let outcome = end.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
    assert_eq!(end.play(act("d5-d4:1")), Err(IllegalAction::GameOver));
    // A reserve piece keeps Green in the game.
    let pos = position(
        Config::two_players(),
        &[("d4", "1"), ("d5", "2")],
        &[0, 1],
        &[],
        1,
    );
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert!(!p.is_over());
    assert_eq!(p.legal_actions().len(), 52);
}

// ---- Resignation, draw, repetition ----

#[test]
fn resignation_two_players_and_teams_ends_the_game() {
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Resign(seat(1))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(2)], EndReason::Resign)
    );

    let mut teams = Game::new(four(Mode::Teams));
    teams.apply(Turn::Resign(seat(4))).unwrap();
    let o = teams.position().outcome().unwrap();
    assert_eq!(o.winners().collect::<Vec<_>>(), [seat(1), seat(3)]);
    assert_eq!(
        teams.apply(Turn::Resign(seat(1))),
        Err(IllegalAction::GameOver)
    );
}

#[test]
fn resignation_free_for_all_takes_the_player_out() {
    let mut game = Game::new(four(Mode::FreeForAll));
    game.play(act("b2-b1:1")).unwrap_err();
    let first = game.position().legal_actions()[0];
    game.play(first).unwrap();
    assert_eq!(game.position().to_act(), Some(seat(2)));
    // Green resigns on their turn: Blue is next; Green is skipped from now on.
    game.apply(Turn::Resign(seat(2))).unwrap();
    assert!(!game.position().is_over());
    assert_eq!(game.position().to_act(), Some(seat(3)));
    assert!(game.position().is_out(seat(2)));
    assert!(!game.position().can_act(seat(2)));
    assert_eq!(
        game.apply(Turn::Resign(seat(2))),
        Err(IllegalAction::AlreadyOut(seat(2)))
    );
    // Yellow resigns out of turn: play goes on with Blue.
    game.apply(Turn::Resign(seat(4))).unwrap();
    assert_eq!(game.position().to_act(), Some(seat(3)));
    for _ in 0..4 {
        let a = game.position().legal_actions()[0];
        game.play(a).unwrap();
        let to_act = game.position().to_act().unwrap();
        assert!(to_act == seat(1) || to_act == seat(3));
    }
    game.apply(Turn::Resign(seat(3))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Resign)
    );
}

#[test]
fn a_time_forfeit_is_a_resignation_recorded_as_time() {
    // docs/rules.md, "Who can act, and how a game ends": running out of time.
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Time(seat(1))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(2)], EndReason::Time)
    );
    let mut game = Game::new(three());
    game.play(act("r:a3")).unwrap();
    game.apply(Turn::Time(seat(3))).unwrap();
    assert!(game.position().is_out(seat(3)));
    assert_eq!(game.position().to_act(), Some(seat(2)));
    game.apply(Turn::Time(seat(2))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Time)
    );
}

#[test]
fn an_aborted_game_ends_with_no_winner() {
    let mut game = Game::new(four(Mode::FreeForAll));
    game.apply(Turn::Abort).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(o.winners().count(), 0);
    assert_eq!(o.reason(), EndReason::Aborted);
    assert!(game.position().legal_actions().is_empty());
    assert_eq!(game.apply(Turn::Abort), Err(IllegalAction::GameOver));
}

#[test]
fn resignation_removes_the_reserve_from_play() {
    let pos = position(
        Config::new(3, Mode::Standard).unwrap(),
        &[("d4", "1"), ("d5", "2"), ("d6", "3")],
        &[0, 3, 0],
        &[],
        1,
    );
    let after = pos.resign(seat(2)).unwrap();
    assert_eq!(after.reserve(seat(2)), 0);
    assert_eq!(after.retired(seat(2)), 3);
    assert!(!after.is_over());
    let p = after.play(act("d4-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(3)), "Green is out for good");
}

#[test]
fn agreed_draw_ends_the_game_with_no_winner() {
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Draw).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(o.winners().count(), 0);
    assert_eq!(o.reason(), EndReason::Draw);
    assert_eq!(game.position().to_act(), None);
}

#[test]
fn threefold_repetition_gives_seat_one_the_win() {
    let mut game = Game::new(Config::two_players());
    let cycle = ["c2-c1:1", "d2-d1:1", "c1-c2:1", "d1-d2:1"];
    for a in cycle {
        game.play(act(a)).unwrap();
    }
    // The start has now occurred twice.
    assert!(!game.position().is_over());
    for a in &cycle[..3] {
        game.play(act(a)).unwrap();
        assert!(!game.position().is_over());
    }
    game.play(act(cycle[3])).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Repetition)
    );
}

#[test]
fn repetition_does_not_apply_to_three_or_four_players() {
    let mut game = Game::new(four(Mode::FreeForAll));
    let cycle = [
        "f1-f2:1", "e1-e2:1", "c8-c7:1", "c1-d1:1", "f2-f1:1", "e2-e1:1", "c7-c8:1", "d1-c1:1",
    ];
    for _ in 0..3 {
        for a in cycle {
            game.play(act(a)).unwrap_or_else(|e| panic!("{a}: {e}"));
        }
    }
    assert!(!game.position().is_over());
}
