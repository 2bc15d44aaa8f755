//! The analysis of a finished game: a planted blunder found at its turn with a better action
//! the engine confirms, best moves judged accurate, the same numbers every run, an even start.

use focus_bot::ai::analysis::{
    B_FREE_FOR_ALL, B_TEAMS, B_TWO_SIDES, DEFAULT_NODES, Judgement, K_FREE_FOR_ALL, K_TEAMS,
    K_TWO_SIDES, Sample, analyse_game, analyse_record, chance_of_score, fit_logistic, quiet_swing,
    turn_accuracy,
};
use focus_bot::ai::{Level, Limits, analyse};
use focus_bot::notation::parse_action;
use focus_bot::rules::{Config, Game, Mode, Position, Seat, Turn};

use crate::support::board::sq;
use crate::support::position::exact;

/// Small budgets keep the tests fast in a debug build.
const NODES: u64 = 1_500;

/// The most a free-for-all chart may move at a quiet turn, on average, in points, by players.
fn quiet_swing_bound(players: u8) -> f64 {
    if players == 3 { 6.0 } else { 3.5 }
}

fn seat(n: u8) -> Seat {
    Seat::from_number(n).unwrap()
}

/// Green has captured 5 of 6 and threatens e4-e3:1 onto Red's 5-stack; Red to act.
fn threatened() -> Game {
    let config = Config::two_players().with_short(Some(6)).unwrap();
    let stacks = [
        ("e3", "11111"),
        ("e4", "2"),
        ("c1", "2"),
        ("f8", "2"),
        ("b5", "11111"),
        ("c7", "11111"),
        ("g5", "22211"),
        ("d6", "22211"),
    ];
    Game::from_position(exact(config, &stacks, [0; 4], [3, 5, 0, 0]))
}

/// Green's winning reply after Red's `action`, if Red's action allows one.
fn winning_reply(
    pos: &Position,
    action: focus_bot::rules::Action,
) -> Option<focus_bot::rules::Action> {
    let after = pos.play(action).ok()?;
    after.legal_actions().into_iter().find(|&r| {
        after
            .play(r)
            .unwrap()
            .outcome()
            .is_some_and(|o| o.is_winner(seat(2)))
    })
}

#[test]
fn a_planted_blunder_is_flagged_at_its_turn_with_a_better_action() {
    let start = threatened();
    let pos = *start.position();
    // Red ignores the threat; Green takes the game.
    let (blunder, reply) = pos
        .legal_actions()
        .into_iter()
        .find_map(|a| winning_reply(&pos, a).map(|r| (a, r)))
        .expect("some action allows the win");
    let record = [Turn::Act(blunder), Turn::Act(reply)];
    let analysis = analyse_record(start.clone(), &record, NODES, |_, _| {}).unwrap();
    let turn = analysis.turns[0];
    assert_eq!((turn.number, turn.seat, turn.played), (1, seat(1), blunder));
    assert_eq!(
        turn.judgement(),
        Some(Judgement::Blunder),
        "drop {}",
        turn.drop
    );
    assert_ne!(turn.best, blunder);
    // The engine confirms: after the better action Green has no win in one, and the search
    // from Green's side scores it worse for Green than after the blunder.
    assert!(winning_reply(&pos, turn.best).is_none());
    // Green's score after Red's action (a game Red has won: as low as it goes).
    let score_after = |action| {
        let mut g = start.clone();
        g.play(action).unwrap();
        analyse(
            &g,
            Level::Hard,
            Limits {
                nodes: Some(NODES),
                ..Limits::default()
            },
            0,
        )
        .map_or(i32::MIN, |a| a.score)
    };
    assert!(score_after(turn.best) < score_after(blunder));
    // The game ended with Green's win: Red's chance is 0, Green's 1.
    assert_eq!(analysis.chances[2][0], 0.0);
    assert_eq!(analysis.chances[2][1], 1.0);
    let red = analysis.summaries(start.position().config())[0];
    assert_eq!(red.blunders, 1);
    assert!(red.accuracy.is_some_and(|a| a < 30.0), "{red:?}");
}

#[test]
fn a_player_without_turns_has_no_accuracy_rather_than_a_perfect_one() {
    let config = Config::two_players();
    let none = analyse_game(&Game::new(config), NODES, |_, _| {}).unwrap();
    assert!(none.turns.is_empty());
    for s in none.summaries(config) {
        assert_eq!(s.accuracy, None, "{s:?}");
    }
    // Red played one turn, Green none.
    let one = analyse_game(&best_moves_game(config, 1), NODES, |_, _| {}).unwrap();
    let summaries = one.summaries(config);
    assert!(
        summaries[0].accuracy.is_some_and(|a| a > 99.0),
        "{summaries:?}"
    );
    assert_eq!(summaries[1].accuracy, None, "{summaries:?}");
}

/// The first mover has no handicap in self-play (docs/analysis.md): at the bot's budget the
/// start of a 2-player game is close to even for both sides, and its chances do not swing
/// with whose turn it is. (The last iteration's score alone, at depth 3, gave the first mover
/// 30 %.)
#[test]
fn the_start_of_a_two_player_game_is_nearly_even() {
    start_is_nearly_even(Config::two_players());
}

/// The same in teams, read from the curve fitted to teams (both sides' chances from one search).
#[test]
fn the_start_of_a_teams_game_is_nearly_even() {
    start_is_nearly_even(Config::new(4, Mode::Teams).unwrap());
}

/// Each kind of game reads the curve fitted to it: two players, free for all (3 and 4), teams.
#[test]
fn each_kind_of_game_reads_its_own_curve() {
    let curves = [
        (Config::two_players(), K_TWO_SIDES, B_TWO_SIDES),
        (
            Config::new(3, Mode::Standard).unwrap(),
            K_FREE_FOR_ALL,
            B_FREE_FOR_ALL,
        ),
        (
            Config::new(4, Mode::FreeForAll).unwrap(),
            K_FREE_FOR_ALL,
            B_FREE_FOR_ALL,
        ),
        (Config::new(4, Mode::Teams).unwrap(), K_TEAMS, B_TEAMS),
    ];
    for (config, k, b) in curves {
        for score in [-800, 0, 300] {
            let expected = 1.0 / (1.0 + (-(k * f64::from(score) + b)).exp());
            let chance = chance_of_score(config, score);
            assert!(
                (chance - expected).abs() < 1e-12,
                "{} players, {:?}, score {score}: {chance} against {expected}",
                config.players(),
                config.mode()
            );
        }
    }
    // The teams curve is its own, not the two-player one.
    assert_ne!(K_TEAMS, K_TWO_SIDES);
}

fn start_is_nearly_even(config: Config) {
    let start = analyse_game(&Game::new(config), DEFAULT_NODES, |_, _| {}).unwrap();
    let first = start.chances[0][0];
    assert!(
        (0.4..=0.6).contains(&first),
        "the first mover's chance: {first}"
    );
    let one = analyse_game(&best_moves_game(config, 1), DEFAULT_NODES, |_, _| {}).unwrap();
    let after = one.chances[1][0];
    assert!(
        (0.4..=0.6).contains(&after),
        "after its first move: {after}"
    );
}

/// A game where every action is the analysis's own best action.
fn best_moves_game(config: Config, plies: usize) -> Game {
    let mut game = Game::new(config);
    for _ in 0..plies {
        let Some(found) = analyse(
            &game,
            Level::Hard,
            Limits {
                nodes: Some(NODES),
                ..Limits::default()
            },
            0x5EED_A1A1,
        ) else {
            break;
        };
        game.play(found.action).unwrap();
    }
    game
}

#[test]
fn a_game_of_best_moves_has_no_blunders_and_is_accurate() {
    let game = best_moves_game(Config::two_players(), 12);
    let analysis = analyse_game(&game, NODES, |_, _| {}).unwrap();
    assert_eq!(analysis.turns.len(), 12);
    for turn in &analysis.turns {
        assert_eq!(turn.best, turn.played, "turn {}", turn.number);
        assert_eq!(turn.judgement(), None);
    }
    for s in analysis.summaries(game.position().config()) {
        assert!(s.accuracy.is_some_and(|a| a > 99.0), "{s:?}");
        assert_eq!((s.inaccuracies, s.mistakes, s.blunders), (0, 0, 0));
    }
}

#[test]
fn the_same_analysis_twice_is_identical_and_chances_sum_to_one() {
    for config in [
        Config::two_players(),
        Config::new(3, Mode::Standard).unwrap(),
        Config::new(4, Mode::Teams).unwrap(),
    ] {
        let game = best_moves_game(config, 6);
        let mut seen = Vec::new();
        let a = analyse_game(&game, 800, |done, total| seen.push((done, total))).unwrap();
        let b = analyse_game(&game, 800, |_, _| {}).unwrap();
        assert_eq!(a, b);
        assert_eq!(seen.last(), Some(&(6, 6)));
        assert_eq!(a.chances.len(), 7);
        let teams = config.mode() == Mode::Teams;
        for c in &a.chances {
            let sum: f64 = if teams { c[0] + c[1] } else { c.iter().sum() };
            assert!((sum - 1.0).abs() < 1e-9, "{config:?}: {c:?}");
        }
    }
}

#[test]
fn accuracy_and_fit_follow_their_formulas() {
    assert!(turn_accuracy(0.0) > 99.99);
    assert!((turn_accuracy(10.0) - 63.59).abs() < 0.05);
    assert_eq!(turn_accuracy(100.0), 0.0);
    // Samples drawn from a known logistic are fitted back.
    let (k, b) = (0.006, 0.3);
    let mut samples = Vec::new();
    for score in (-600..=600).step_by(5) {
        let p = 1.0 / (1.0 + (-(k * f64::from(score) + b)).exp());
        for i in 0..100 {
            samples.push(Sample {
                score,
                won: f64::from(i) + 0.5 < p * 100.0,
            });
        }
    }
    let (fk, fb) = fit_logistic(&samples);
    assert!(
        (fk - k).abs() < 0.0005 && (fb - b).abs() < 0.05,
        "{fk} {fb}"
    );
}

#[test]
fn the_chart_draws_each_sides_chance_where_the_numbers_say() {
    use focus_bot::render::{Chart, Options, chart_point, render_chart};
    let options = Options::default();
    let chances = vec![
        [0.5, 0.5, 0.0, 0.0],
        [0.62, 0.38, 0.0, 0.0],
        [0.7, 0.3, 0.0, 0.0],
        [0.1, 0.9, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
    ];
    let chart = Chart {
        title: "ゲーム 3: 勝つ確率".to_string(),
        turns_label: "手".to_string(),
        chances: chances.clone(),
        lines: vec![(seat(1), "Ann".to_string()), (seat(2), "Bob".to_string())],
        swings: vec![(3, seat(1))],
        swings_label: "10ポイント以上損をした手".to_string(),
    };
    let img = render_chart(&chart, &options);
    assert_eq!(img.dimensions(), focus_bot::render::picture_size(&options));
    for (turn, s) in [(1, 0), (2, 1), (1, 1)] {
        let (x, y) = chart_point(&options, 4, turn, chances[turn][s]);
        let colour = options.theme.seat(seat(s as u8 + 1));
        let near = (-1i32..=1)
            .flat_map(|dy| (-1i32..=1).map(move |dx| (dx, dy)))
            .any(|(dx, dy)| {
                let p = img.get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32);
                focus_bot::render::distance(*p, colour) < 200
            });
        assert!(near, "turn {turn}, seat {}: no line at ({x}, {y})", s + 1);
    }
}

/// lichess's thresholds, at each edge: 10 points is an inaccuracy, 20 a mistake, 30 a blunder,
/// and a hair less is the judgement below.
#[test]
fn each_judgement_starts_at_its_threshold() {
    for (drop, judgement) in [
        (0.0, None),
        (9.9, None),
        (10.0, Some(Judgement::Inaccuracy)),
        (19.9, Some(Judgement::Inaccuracy)),
        (20.0, Some(Judgement::Mistake)),
        (29.9, Some(Judgement::Mistake)),
        (30.0, Some(Judgement::Blunder)),
        (100.0, Some(Judgement::Blunder)),
    ] {
        assert_eq!(Judgement::of(drop), judgement, "a drop of {drop}");
    }
}

/// Three or four players each on their own, Red to act: Green's single at e4 threatens to land
/// on Red's 5-stack at e3 and take it over; Blue (and Yellow) are far away. Red well `ahead`
/// in material, or about even.
fn threatened_free_for_all(players: u8, ahead: bool) -> Game {
    let config = Config::new(players, Mode::FreeForAll).unwrap();
    if ahead {
        let mut stacks = vec![
            ("e3", "11111"),
            ("b5", "111"),
            ("c7", "11"),
            ("e4", "2"),
            ("g5", "222"),
            ("f8", "2"),
            ("a4", "33"),
            ("h4", "3"),
        ];
        if players == 4 {
            stacks.extend([("d1", "4"), ("h5", "44")]);
        }
        let captured = if players == 4 {
            [8, 8, 8, 7]
        } else {
            [7, 7, 7, 0]
        };
        return Game::from_position(exact(config, &stacks, [0; 4], captured));
    }
    let mut stacks = vec![
        ("e3", "11111"),
        ("b5", "11"),
        ("c7", "1"),
        ("e4", "2"),
        ("g5", "22222"),
        ("f8", "22"),
        ("a4", "33333"),
        ("h4", "33"),
        ("d1", "3"),
    ];
    if players == 4 {
        stacks.extend([("f1", "44444"), ("h5", "44"), ("c8", "4")]);
    }
    // The rest of the pieces (39 or 52) captured.
    let captured = if players == 4 {
        [5, 5, 5, 5]
    } else {
        [5, 5, 5, 0]
    };
    Game::from_position(exact(config, &stacks, [0; 4], captured))
}

/// In free for all each seat is judged from its own side (the paranoid search scores only the
/// side to act, so the next mover's search undervalued itself and overvalued the mover: most
/// turns came out "no loss"). A turn that leaves Red's 5-stack to Green is found at its turn,
/// with a better action that keeps it.
#[test]
fn a_planted_mistake_in_free_for_all_is_found_at_its_turn() {
    let bad = parse_action("b5-b4:1").unwrap();
    let take = parse_action("e4-e3:1").unwrap();
    for (players, ahead) in [(3, true), (4, true), (3, false), (4, false)] {
        let start = threatened_free_for_all(players, ahead);
        let pos = *start.position();
        let after = pos.play(bad).unwrap();
        assert!(after.play(take).is_ok(), "Green can take e3");
        let record = [Turn::Act(bad), Turn::Act(take)];
        let analysis = analyse_record(start.clone(), &record, NODES, |_, _| {}).unwrap();
        let turn = analysis.turns[0];
        assert_eq!((turn.number, turn.seat, turn.played), (1, seat(1), bad));
        // Red well ahead: a mistake with 3 players; with 4, where best-reply search (method
        // version 4) weighs the loss against three opponents' replies, at least a high
        // inaccuracy (18 points at these limits; 15 is the bound). Even: Red's chance is lower
        // and the loss smaller, but a loss (it was none).
        if ahead {
            let (least, bound) = if players == 3 {
                (Judgement::Mistake, 20.0)
            } else {
                (Judgement::Inaccuracy, 15.0)
            };
            assert!(
                turn.judgement() >= Some(least) && turn.drop >= bound,
                "{players} players: drop {}",
                turn.drop
            );
            let red = analysis.summaries(pos.config())[0];
            assert_eq!(red.inaccuracies + red.mistakes + red.blunders, 1, "{red:?}");
        } else {
            assert!(
                turn.drop >= 3.0,
                "{players} players, even: drop {}",
                turn.drop
            );
        }
        // The better action does not leave Red's 5-stack where Green's single can land.
        let kept = pos.play(turn.best).unwrap();
        assert!(
            kept.play(take).is_err() || kept.stack(sq("e3")).height() < 5,
            "{players} players: {} keeps e3 in reach",
            turn.best
        );
        for c in &analysis.chances {
            assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{c:?}");
        }
    }
}

#[test]
fn best_actions_in_free_for_all_lose_nothing() {
    for config in [
        Config::new(3, Mode::Standard).unwrap(),
        Config::new(4, Mode::FreeForAll).unwrap(),
    ] {
        let game = best_moves_game(config, 9);
        let analysis = analyse_game(&game, NODES, |_, _| {}).unwrap();
        assert_eq!(analysis.turns.len(), 9);
        for turn in &analysis.turns {
            assert_eq!(turn.best, turn.played, "turn {}", turn.number);
            assert_eq!(turn.drop, 0.0, "turn {}", turn.number);
        }
        for s in analysis.summaries(config) {
            assert!(s.accuracy.is_some_and(|a| a > 99.0), "{s:?}");
            assert_eq!((s.inaccuracies, s.mistakes, s.blunders), (0, 0, 0));
        }
    }
}

/// Every line, Yellow's too, stands out from the plot's beige as Red's, Green's and Blue's do
/// (Yellow's disc colour has a contrast of 1.03 against it), and the legend draws each line in
/// the colour of its line.
#[test]
fn every_line_colour_shows_on_the_plot() {
    use focus_bot::render::{
        Chart, LINE_CONTRAST, Options, chart_point, contrast, line_colour, render_chart,
    };
    let options = Options::default();
    let ground = options.theme.squares[0];
    for n in 1..=4 {
        let c = line_colour(&options, seat(n));
        assert!(
            contrast(c, ground) >= LINE_CONTRAST,
            "seat {n}: {c:?} has a contrast of {:.2}",
            contrast(c, ground)
        );
    }
    // Yellow's line is drawn in that colour: a 4-player chart probed on Yellow's line.
    let chances = vec![[0.25; 4], [0.2, 0.2, 0.2, 0.4], [0.1, 0.1, 0.1, 0.7]];
    let chart = Chart {
        title: "Game 1".to_string(),
        turns_label: "turn".to_string(),
        chances: chances.clone(),
        lines: (1..=4).map(|n| (seat(n), format!("P{n}"))).collect(),
        ..Chart::default()
    };
    let img = render_chart(&chart, &options);
    let (x, y) = chart_point(&options, 2, 1, 0.4);
    let yellow = line_colour(&options, seat(4));
    assert!(
        focus_bot::render::distance(*img.get_pixel(x, y), yellow) < 200,
        "no gold line at ({x}, {y}): {:?}",
        img.get_pixel(x, y)
    );
}

/// A free-for-all chart does not zig-zag: at the turns that captured nothing, a seat's chance
/// moves by a few points on average (docs/analysis.md, "Steady charts"). Read from the next
/// mover's search alone, each seat's chance was low at its own turn and high at the others':
/// 15.8 points a quiet turn in 3 players and 4.7 in 4 on these games; now 3.3 and 1.8.
#[test]
fn a_free_for_all_chart_is_steady_at_quiet_turns() {
    let swings: Vec<(u8, f64)> = [
        Config::new(3, Mode::Standard).unwrap(),
        Config::new(4, Mode::FreeForAll).unwrap(),
    ]
    .into_iter()
    .map(|config| {
        let game = best_moves_game(config, 24);
        let analysis = analyse_game(&game, NODES, |_, _| {}).unwrap();
        let swing = quiet_swing(&Game::new(config), game.record(), &analysis);
        (config.players(), swing.expect("quiet turns"))
    })
    .collect();
    assert!(
        swings
            .iter()
            .all(|&(players, s)| s < quiet_swing_bound(players)),
        "points a quiet turn, by players: {swings:.1?}"
    );
}
