//! The tournament standings picture: goldens (Swiss in English, round robin in Japanese), the PNG
//! decoded back, the marks drawn where their result is, long names of any script kept out of the
//! number columns.

use focus_bot::render::{
    EntrantLine, Figures, RoundMark, StandingsWords, Theme, render_tournament_standings,
    tournament_standings_png,
};
use focus_bot::tournament::Points;
use focus_bot::tournament::points::quarters_text;
use focus_bot::tournament::standings::Standing;
use image::{Rgb, RgbImage};

use crate::support::render::golden;

fn line(rank: usize, name: &str, halves: u32, tie: (f64, f64), rating: i32) -> EntrantLine {
    EntrantLine {
        standing: Standing {
            rank,
            seed: rank - 1,
            points: Points::from_halves(halves),
            buchholz: tie.0,
            sonneborn_berger: tie.1,
            rating,
        },
        name: name.to_string(),
        figures: Figures {
            points: Points::from_halves(halves).to_string(),
            buchholz: quarters_text(tie.0).unwrap(),
            sonneborn_berger: quarters_text(tie.1).unwrap(),
            rating: format!("{},{:03}", rating / 1000, rating % 1000),
        },
        mark: None,
        gap: false,
        own: false,
    }
}

fn field(marks: [Option<RoundMark>; 6]) -> Vec<EntrantLine> {
    let mut lines = vec![
        line(1, "Ada Lovelace", 5, (4.5, 4.25), 1712),
        line(2, "山田 太郎", 4, (5.0, 3.0), 1650),
        line(3, "سارة الأحمد", 3, (4.0, 1.5), 1580),
        line(4, "שרה כהן", 3, (3.5, 2.0), 1604),
        line(5, "🦀 Crab Lord 👑", 2, (3.0, 0.5), 1500),
        line(
            6,
            "Wolfeschlegelsteinhausenbergerdorff the Longest Name",
            1,
            (2.5, 0.0),
            1420,
        ),
    ];
    for (line, mark) in lines.iter_mut().zip(marks) {
        line.mark = mark;
    }
    lines
}

const EVERY_MARK: [Option<RoundMark>; 6] = [
    Some(RoundMark::Won),
    Some(RoundMark::Playing),
    Some(RoundMark::Part),
    Some(RoundMark::Part),
    Some(RoundMark::Lost),
    Some(RoundMark::Bye),
];

fn english(buchholz: bool) -> StandingsWords {
    StandingsWords {
        title: "Autumn Open — round 3 of 4".to_string(),
        points: "Points".to_string(),
        buchholz: buchholz.then(|| "Buchholz".to_string()),
        sonneborn_berger: "S-B".to_string(),
        rating: "Rating".to_string(),
        marks: ["won", "part of the points", "lost", "bye", "playing"].map(String::from),
    }
}

fn japanese() -> StandingsWords {
    StandingsWords {
        title: "秋の大会 — 第3ラウンド（全5ラウンド）".to_string(),
        points: "勝ち点".to_string(),
        buchholz: None,
        sonneborn_berger: "SB".to_string(),
        rating: "レーティング".to_string(),
        marks: ["勝ち", "部分点", "負け", "不戦勝", "対局中"].map(String::from),
    }
}

fn count(image: &RgbImage, colour: Rgb<u8>) -> usize {
    image.pixels().filter(|p| **p == colour).count()
}

#[test]
fn golden_tournament_standings() {
    golden(
        "tournament-standings-swiss-en",
        &render_tournament_standings(&english(true), &field(EVERY_MARK)),
    );
    golden(
        "tournament-standings-roundrobin-ja",
        &render_tournament_standings(&japanese(), &field(EVERY_MARK)),
    );
}

#[test]
fn the_png_decodes_to_the_picture() {
    let words = english(true);
    let lines = field(EVERY_MARK);
    let png = tournament_standings_png(&words, &lines).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let decoded = image::load_from_memory(&png).unwrap().to_rgb8();
    assert!(decoded == render_tournament_standings(&words, &lines));
    // One line more, one line taller.
    let mut more = lines.clone();
    more.push(line(7, "Grace", 0, (0.0, 0.0), 1400));
    let taller = render_tournament_standings(&words, &more);
    assert_eq!(taller.width(), decoded.width());
    assert!(taller.height() > decoded.height());
}

#[test]
fn marks_are_drawn_for_the_results_they_stand_for() {
    let theme = Theme::default();
    let words = english(true);
    let none = render_tournament_standings(&words, &field([None; 6]));
    let every = render_tournament_standings(&words, &field(EVERY_MARK));
    // The legend draws each mark once; the lines add theirs.
    let won = theme.seats[1];
    let lost = theme.seats[0];
    assert!(count(&none, won) > 0, "the legend shows the won mark");
    assert!(
        count(&every, won) > count(&none, won),
        "the winner's line has a won mark"
    );
    assert!(count(&every, lost) > count(&none, lost));
    assert!(count(&every, theme.highlight) > count(&none, theme.highlight));
    // Only the winner's: no line marked won, no more won-coloured pixels than the legend's.
    let mut no_winner = EVERY_MARK;
    no_winner[0] = Some(RoundMark::Lost);
    let no_winner = render_tournament_standings(&words, &field(no_winner));
    assert_eq!(count(&no_winner, won), count(&none, won));
}

#[test]
fn round_robin_leaves_buchholz_out_and_long_names_stay_in_their_place() {
    let swiss = render_tournament_standings(&english(true), &field(EVERY_MARK));
    let robin = render_tournament_standings(&english(false), &field(EVERY_MARK));
    assert_eq!(swiss.dimensions(), robin.dimensions());
    assert!(
        swiss != robin,
        "the Buchholz column is drawn only for Swiss"
    );
    // A longer name changes nothing right of the name's place (the number columns).
    let mut longer = field(EVERY_MARK);
    longer[5].name = "W".repeat(300);
    let longer = render_tournament_standings(&english(true), &longer);
    let right = |image: &RgbImage| -> Vec<Rgb<u8>> {
        let x0 = image.width() - 34 - 4 * 92;
        image
            .enumerate_pixels()
            .filter(|(x, _, _)| *x >= x0)
            .map(|(_, _, p)| *p)
            .collect()
    };
    assert!(right(&longer) == right(&swiss), "a long name spilled");
    // Nothing drawable: a fallback, no panic.
    let mut empty = field(EVERY_MARK);
    empty[0].name = "\u{200B}\u{202E}".to_string();
    assert!(tournament_standings_png(&english(true), &empty).is_ok());
    assert!(tournament_standings_png(&english(true), &[]).is_ok());
}

#[test]
fn scores_and_tie_breaks_are_written_in_quarters() {
    assert_eq!(quarters_text(3.0).as_deref(), Some("3"));
    assert_eq!(quarters_text(2.5).as_deref(), Some("2½"));
    assert_eq!(quarters_text(0.5).as_deref(), Some("½"));
    assert_eq!(quarters_text(0.0).as_deref(), Some("0"));
    assert_eq!(quarters_text(1.25).as_deref(), Some("1¼"));
    assert_eq!(quarters_text(0.75).as_deref(), Some("¾"));
    assert_eq!(quarters_text(12.75).as_deref(), Some("12¾"));
    assert_eq!(quarters_text(0.1), None);
    assert_eq!(quarters_text(-1.0), None);
    assert_eq!(quarters_text(f64::NAN), None);
}
