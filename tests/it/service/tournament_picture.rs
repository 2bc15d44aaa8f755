//! A tournament's standings picture from its stored state: each entrant's mark for the latest
//! round (won, part of the points, lost, bye, playing; none for who left), the lines in standings order with
//! names, and the PNG in every language, nothing before the start.

use std::time::Duration;

use focus_bot::i18n::Lang;
use focus_bot::render::RoundMark;
use focus_bot::rules::Mode;
use focus_bot::service::tournament_state::TournamentState;
use focus_bot::service::{entrant_lines, latest_marks, standings_picture, standings_words};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;
use focus_bot::store::{
    Entrant, NewTournament, Tournament, TournamentFormat, TournamentId, TournamentStatus,
    TournamentTable,
};

fn entrant(user_id: u64, name: &str, seed: u32, rating: f64, active: bool) -> Entrant {
    Entrant {
        user_id: UserId(user_id),
        name: name.to_string(),
        joined_at: 0,
        seed: Some(seed),
        rating: Some(rating),
        active,
    }
}

fn table(round: u32, board: u32, seats: &[u64], places: Option<&[u8]>) -> TournamentTable {
    TournamentTable {
        round,
        board,
        seats: seats.iter().map(|&s| UserId(s)).collect(),
        game_id: (seats.len() > 1).then_some(GameId(i64::from(round * 10 + board))),
        places: places.map(<[u8]>::to_vec),
        channel_id: None,
    }
}

/// A 2-player Swiss of 7 in its second round: 1 beat 2, 3 and 4 drew, 5 and 7 still play; 6
/// left after round 1 (4 had its bye then).
fn state() -> TournamentState {
    TournamentState {
        tournament: Tournament {
            id: TournamentId(9),
            spec: NewTournament {
                guild_id: ServerId(1),
                channel_id: ChannelId(50),
                creator_id: UserId(1),
                name: "Autumn Swiss".to_string(),
                format: TournamentFormat::Swiss,
                per_table: 2,
                mode: Mode::Standard,
                rounds: Some(3),
                double: false,
                turn_limit: Some(Duration::from_secs(86_400)),
                rated: true,
                max_players: None,
                language: "en-US".to_string(),
                created_at: 0,
            },
            status: TournamentStatus::Running,
            started_at: Some(1),
            finished_at: None,
        },
        entrants: vec![
            entrant(1, "Ada", 0, 1700.0, true),
            entrant(2, "山田 太郎", 1, 1650.0, true),
            entrant(3, "سارة", 2, 1600.0, true),
            entrant(4, "Grace", 3, 1550.0, true),
            entrant(5, "Barbara", 4, 1500.0, true),
            entrant(6, "Left Early", 5, 1450.0, false),
            entrant(7, "Yukihiro", 6, 1400.0, true),
        ],
        tables: vec![
            table(1, 1, &[1, 5], Some(&[0, 1])),
            table(1, 2, &[2, 6], Some(&[1, 0])),
            table(1, 3, &[3, 7], Some(&[0, 1])),
            table(1, 4, &[4], None),
            table(2, 1, &[1, 2], Some(&[0, 1])),
            table(2, 2, &[3, 4], Some(&[0, 0])),
            table(2, 3, &[5, 7], None),
        ],
    }
}

#[test]
fn the_latest_rounds_marks_say_what_each_entrant_did() {
    let mut marks = latest_marks(&state(), None);
    marks.sort_by_key(|(user, _)| *user);
    assert_eq!(
        marks,
        vec![
            (UserId(1), RoundMark::Won),
            (UserId(2), RoundMark::Lost),
            (UserId(3), RoundMark::Part),
            (UserId(4), RoundMark::Part),
            (UserId(5), RoundMark::Playing),
            (UserId(7), RoundMark::Playing),
        ]
    );
    // A lone seat without a game is a bye.
    let mut with_bye = state();
    with_bye.tables.push(table(2, 4, &[6], None));
    assert!(latest_marks(&with_bye, None).contains(&(UserId(6), RoundMark::Bye)));
    // Round 1's marks: 4 had the bye, 6 won.
    let first = latest_marks(&state(), Some(1));
    assert!(first.contains(&(UserId(4), RoundMark::Bye)));
    assert!(first.contains(&(UserId(6), RoundMark::Won)));
    assert!(first.contains(&(UserId(2), RoundMark::Lost)));
}

#[test]
fn lines_follow_the_standings_with_names_and_marks() {
    let lines = entrant_lines(Lang::EnUs, &state(), None);
    assert_eq!(lines.len(), 7);
    assert_eq!(lines[0].name, "Ada");
    assert_eq!(lines[0].standing.rank, 1);
    assert_eq!(lines[0].standing.points.to_string(), "2");
    assert_eq!(lines[0].mark, Some(RoundMark::Won));
    let left = lines.iter().find(|l| l.name == "Left Early").unwrap();
    assert_eq!(left.mark, None, "who sat no table in the round has no mark");
    assert_eq!(left.standing.points.to_string(), "1");
    for pair in lines.windows(2) {
        assert!(pair[0].standing.points >= pair[1].standing.points);
        assert_eq!(pair[0].standing.rank + 1, pair[1].standing.rank);
    }
}

#[tokio::test]
async fn the_picture_is_drawn_in_every_language_once_started() {
    let mut sizes = Vec::new();
    for lang in [Lang::EnUs, Lang::Fr, Lang::It, Lang::Ja] {
        let picture = standings_picture(lang, &state(), None)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(picture.filename, "focus-tournament-9.png");
        let image = image::load_from_memory(&picture.bytes).unwrap();
        sizes.push((image.width(), image.height()));
    }
    assert!(sizes.windows(2).all(|w| w[0].0 == w[1].0), "{sizes:?}");
    let mut signup = state();
    signup.tournament.started_at = None;
    signup.tournament.status = TournamentStatus::Signup;
    assert!(
        standings_picture(Lang::EnUs, &signup, None)
            .await
            .unwrap()
            .is_none()
    );
    assert!(entrant_lines(Lang::EnUs, &signup, None).is_empty());
}

#[tokio::test]
async fn an_unnamed_tournament_is_drawn_with_its_default_name() {
    let mut unnamed = state();
    unnamed.tournament.spec.name = String::new();
    let mut named = state();
    named.tournament.spec.name = "Tournament 9".to_string();
    let drawn = |s: TournamentState| async move {
        standings_picture(Lang::EnUs, &s, None)
            .await
            .unwrap()
            .unwrap()
            .bytes
    };
    assert_eq!(drawn(unnamed).await, drawn(named.clone()).await);
    // And the name is drawn at all: another name makes another picture.
    let mut other = named.clone();
    other.tournament.spec.name = "Tournament 8".to_string();
    assert_ne!(drawn(other).await, drawn(named).await);
}

#[test]
fn marks_follow_the_share_of_the_tables_points_and_the_legend_says_so() {
    let marks = |st: &TournamentState| {
        let mut marks = latest_marks(st, None);
        marks.sort_by_key(|(user, _)| *user);
        marks.into_iter().map(|(_, m)| m).collect::<Vec<_>>()
    };
    use RoundMark::{Lost, Part, Won};
    // 3 a table: 2nd place scores 1 of the 2 a seat can (part); two sharing first 1½ (part).
    let mut three = state();
    three.tournament.spec.per_table = 3;
    three.entrants.truncate(6);
    three.tables = vec![
        table(1, 1, &[1, 2, 3], Some(&[1, 0, 2])),
        table(1, 2, &[4, 5, 6], Some(&[0, 0, 1])),
    ];
    assert_eq!(marks(&three), [Part, Won, Lost, Part, Part, Lost]);
    // A 4-player free-for-all: 3 / 2 / 1 / 0 of 3.
    let mut four = state();
    four.tournament.spec.per_table = 4;
    four.entrants.truncate(4);
    four.tables = vec![table(1, 1, &[1, 2, 3, 4], Some(&[3, 0, 1, 2]))];
    assert_eq!(marks(&four), [Lost, Won, Part, Part]);
    // Teams: partners (seats 1 and 3) win together.
    four.tournament.spec.mode = Mode::Teams;
    four.tables = vec![table(1, 1, &[1, 2, 3, 4], Some(&[0, 1, 0, 1]))];
    assert_eq!(marks(&four), [Won, Lost, Won, Lost]);
    // The legend's word for the middle mark, in every language.
    assert_eq!(
        standings_words(Lang::EnUs, &state(), None).marks[1],
        "part of the points"
    );
    for lang in [Lang::Fr, Lang::It, Lang::Ja] {
        let words = standings_words(lang, &state(), None);
        assert!(!words.marks[1].is_empty() && words.marks[1] != "part of the points");
    }
}

#[test]
fn the_pictures_numbers_are_written_as_the_text_writes_them() {
    // Entrant 3 beat 7 (0 points so far) and drew with 4 (1½): Sonneborn-Berger ¾.
    let en = entrant_lines(Lang::EnUs, &state(), None);
    let sara = en.iter().find(|l| l.standing.seed == 2).unwrap();
    assert_eq!(sara.figures.sonneborn_berger, "¾");
    assert_eq!(sara.figures.points, "1½");
    assert_eq!(sara.figures.rating, "1,600");
    let fr = entrant_lines(Lang::Fr, &state(), None);
    let sara = fr.iter().find(|l| l.standing.seed == 2).unwrap();
    assert_eq!(sara.figures.sonneborn_berger, "¾");
    assert_eq!(sara.figures.rating, "1\u{202F}600");
    let it = entrant_lines(Lang::It, &state(), None);
    assert!(it.iter().any(|l| l.figures.rating == "1.700"), "{it:?}");
}

#[test]
fn a_right_to_left_name_is_laid_out_in_the_title_as_on_its_own() {
    use focus_bot::render::visual_order;
    let name = "🏆مرحبا_Turnier_トーナメント";
    let mut st = state();
    st.tournament.spec.name = name.to_string();
    // Alone, the name reads right to left from its Arabic start: the trophy rightmost.
    let alone = visual_order(name);
    assert!(
        alone.starts_with("Turnier_トーナメント") && alone.ends_with('🏆'),
        "{alone}"
    );
    let english = standings_words(Lang::EnUs, &st, None).title;
    assert_eq!(
        visual_order(&english),
        format!("{alone}: during round 2 of 3")
    );
    // In every language: the name as drawn alone, the title's own words in their order.
    for lang in [Lang::EnUs, Lang::Fr, Lang::It, Lang::Ja] {
        let title = standings_words(lang, &st, None).title;
        let seen = visual_order(&title);
        assert!(seen.contains(&alone), "{lang:?}: {seen}");
        let words: String = title
            .replace(name, "")
            .chars()
            .filter(|c| !('\u{2066}'..='\u{2069}').contains(c))
            .collect();
        assert_eq!(seen.replace(&alone, ""), words, "{lang:?}");
    }
    // The picture draws it (the isolate's marks draw nothing, as a name's own controls).
    let lines = entrant_lines(Lang::EnUs, &st, None);
    let words = standings_words(Lang::EnUs, &st, None);
    assert!(focus_bot::render::tournament_standings_png(&words, &lines).is_ok());
}
