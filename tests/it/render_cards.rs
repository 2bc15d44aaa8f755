//! The player cards and the banner read back from the pixels, in every language: what a card
//! must never lose to a long name (the computer's level), and the sizes at which CJK labels
//! are drawn.

use focus_bot::i18n::Lang;
use focus_bot::render::{Options, Scene, Table, render_scene};
use focus_bot::rules::{Config, Game};
use focus_bot::service::picture_words;
use image::RgbImage;

/// The start of a 2-player game with these names, with the picture's words in `lang`, at
/// `cell` pixels a square.
fn start_with(names: [&str; 2], lang: Lang, cell: u32) -> RgbImage {
    let game = Game::new(Config::two_players());
    let table = Table {
        names: names.map(String::from).to_vec(),
        words: picture_words(lang),
        ..Table::default()
    };
    let options = Options {
        cell,
        ..Options::default()
    };
    render_scene(game.position(), &Scene::of_game(&game, &table), &options)
}

/// The computer's card tells its levels apart in every language, in the PNG and in the GIF's
/// smaller pictures: the level is never the part of the name that is cut.
#[test]
fn the_computers_card_keeps_its_level() {
    for (lang, easy, hard) in [
        (Lang::EnUs, "Computer (easy)", "Computer (hard)"),
        (Lang::Fr, "Ordinateur (facile)", "Ordinateur (difficile)"),
        (Lang::It, "Computer (facile)", "Computer (difficile)"),
        (
            Lang::Ja,
            "コンピューター（やさしい）",
            "コンピューター（むずかしい）",
        ),
    ] {
        for cell in [56, 48] {
            let a = start_with([easy, "Ada"], lang, cell);
            let b = start_with([hard, "Ada"], lang, cell);
            assert!(a != b, "{easy} and {hard} look the same at {cell} px");
        }
    }
}

/// The computer's full name with its level is drawn uncut in every language, in the PNG and in
/// the GIF's smaller pictures (at 48 px a square the Japanese name was cut to "コンピュー…",
/// at 56 to "コンピューター…" less its last character). Each part's last character is swapped
/// for something wider: a cut part drops its last character and shows the same prefix either
/// way, so the pictures differ only if the part is drawn whole.
#[test]
fn the_computers_full_name_is_drawn_uncut() {
    use focus_bot::ai::Level;
    use focus_bot::i18n::computer_name;
    // `text` with its last character made wider: "mm" for Latin, "アア" for kana.
    let wider = |text: &str| {
        let last = text.chars().last().expect("a word");
        let wide = if last.is_ascii() { "mm" } else { "アア" };
        format!("{}{wide}", &text[..text.len() - last.len_utf8()])
    };
    for lang in [Lang::EnUs, Lang::Fr, Lang::It, Lang::Ja] {
        for level in Level::ALL {
            let name = computer_name(lang, level);
            let (open, close) = if name.ends_with('）') {
                ('（', '）')
            } else {
                ('(', ')')
            };
            let (head, rest) = name.split_once(open).expect("a level in brackets");
            let level_word = rest.strip_suffix(close).expect("the closing bracket");
            let space = &head[head.trim_end().len()..];
            let head = head.trim_end();
            for cell in [56, 48] {
                let drawn = start_with([&name, "Ada"], lang, cell);
                for (part, variant) in [
                    (
                        head,
                        format!("{}{space}{open}{level_word}{close}", wider(head)),
                    ),
                    (
                        level_word,
                        format!("{head}{space}{open}{}{close}", wider(level_word)),
                    ),
                ] {
                    assert!(
                        drawn != start_with([&variant, "Ada"], lang, cell),
                        "{lang:?} at {cell} px: \"{part}\" of \"{name}\" is cut"
                    );
                }
            }
        }
    }
}

/// The box of the pixels above row `below` that differ between two pictures of one size:
/// (left, top, right, bottom), inclusive.
fn changed_box(a: &RgbImage, b: &RgbImage, below: u32) -> Option<(u32, u32, u32, u32)> {
    let mut found: Option<(u32, u32, u32, u32)> = None;
    for (x, y, p) in a.enumerate_pixels() {
        if y < below && p != b.get_pixel(x, y) {
            found = Some(found.map_or((x, y, x, y), |(l, t, r, bt)| {
                (l.min(x), t.min(y), r.max(x), bt.max(y))
            }));
        }
    }
    found
}

/// The Japanese card labels (捕獲, 持ち駒, 山) drawn at least
/// [`focus_bot::render::CJK_SMALLEST_EM`] high, in the PNG and in the GIF's smaller pictures:
/// their ink is at least 10 pixels tall and each character at least 9 wide (under the old
/// sizes, 捕獲 was 7 pixels tall in the PNG and 6 in the GIF).
#[test]
fn cjk_labels_are_drawn_large_enough_to_read() {
    let game = Game::new(Config::two_players());
    for cell in [56, 48] {
        let options = Options {
            cell,
            ..Options::default()
        };
        let picture = |label: &str| {
            let mut words = picture_words(Lang::Ja);
            for w in [&mut words.reserve, &mut words.captured, &mut words.stacks] {
                *w = label.to_string();
            }
            let table = Table {
                names: vec!["さくら".into(), "Ada".into()],
                words,
                ..Table::default()
            };
            render_scene(game.position(), &Scene::of_game(&game, &table), &options)
        };
        let bare = picture("");
        // The first card's bottom edge.
        let first_card = (0.1 * cell as f32).round() as u32 + (1.16 * cell as f32) as u32;
        for label in ["捕獲", "山", "持ち駒"] {
            let (left, top, right, bottom) =
                changed_box(&bare, &picture(label), first_card).expect("the label is drawn");
            let (height, width) = (bottom - top + 1, right - left + 1);
            assert!(height >= 10, "{label} at {cell} px: {height} px tall");
            let chars = label.chars().count() as u32;
            // Three labels side by side in the card's width.
            assert!(
                width >= 3 * 9 * chars,
                "{label} at {cell} px: {width} px wide for three labels"
            );
        }
    }
}

/// In the GIF's pictures (48 px a square), where the Japanese labels are wider than their
/// thirds of the card, the three labels share the card's spare room: at least a fifth of a
/// square of bare card between two labels' ink (持ち駒 and 捕獲 were 5 px apart).
#[test]
fn cjk_labels_too_wide_for_their_cells_keep_room_between_them() {
    let game = Game::new(Config::two_players());
    let cell = 48;
    let options = Options {
        cell,
        ..Options::default()
    };
    let picture = |labels: [&str; 3]| {
        let mut words = picture_words(Lang::Ja);
        words.reserve = labels[0].into();
        words.captured = labels[1].into();
        words.stacks = labels[2].into();
        let table = Table {
            names: vec!["さくら".into(), "Ada".into()],
            words,
            ..Table::default()
        };
        render_scene(game.position(), &Scene::of_game(&game, &table), &options)
    };
    let bare = picture(["", "", ""]);
    let labelled = picture(["持ち駒", "捕獲", "山"]);
    let c = cell as f32;
    let top = (0.1 * c).round();
    // The labels' band, under the numbers, in the first card.
    let rows = (top + 0.9 * c) as u32..(top + 1.16 * c) as u32;
    let inked: Vec<u32> = (0..bare.width())
        .filter(|&x| {
            rows.clone()
                .any(|y| bare.get_pixel(x, y) != labelled.get_pixel(x, y))
        })
        .collect();
    let mut gaps: Vec<u32> = inked.windows(2).map(|w| w[1] - w[0] - 1).collect();
    gaps.sort_unstable();
    let between = &gaps[gaps.len() - 2..];
    assert!(
        between.iter().all(|&g| g as f32 >= 0.2 * c),
        "the labels' gaps: {between:?} px"
    );
}

/// In teams, each card marks the partner with the partner's chip, in the partner's colour.
#[test]
fn a_teams_card_marks_the_partner_with_its_chip() {
    use focus_bot::render::square_area;
    use focus_bot::rules::{Mode, Square};
    let game = Game::new(Config::new(4, Mode::Teams).unwrap());
    let options = Options::default();
    let seats = options.theme.seats;
    for lang in [Lang::EnUs, Lang::Ja] {
        let table = Table {
            names: ["Ada", "さくら", "Grace", "太郎"]
                .map(String::from)
                .to_vec(),
            words: picture_words(lang),
            ..Table::default()
        };
        let image = render_scene(game.position(), &Scene::of_game(&game, &table), &options);
        let (x, _, c) = square_area(&options, "h4".parse::<Square>().unwrap());
        let c = c as f32;
        let column = x as f32 + c + (0.12 * c).round();
        for card in 0..4usize {
            let top = (0.1 * c).round() + card as f32 * 1.24 * c;
            let partner = [2, 3, 0, 1][card];
            let inked = ((top + 0.38 * c) as u32..(top + 0.62 * c) as u32)
                .flat_map(|y| (column as u32..(column + 2.1 * c) as u32).map(move |x| (x, y)))
                .filter(|&(x, y)| *image.get_pixel(x, y) == seats[partner])
                .count();
            assert!(
                inked >= 20,
                "{lang:?}: card {card} shows {inked} pixels of its partner's colour"
            );
        }
    }
}

/// A name's emoji joined by ZWJ, and a flag, are each drawn as one mark (the fonts have no
/// glyph for them whole), never as their pieces: the card looks as with the mark alone.
#[test]
fn joined_emoji_and_flags_are_drawn_as_one_mark() {
    for (name, as_drawn) in [
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦 Ada", "\u{FFFD} Ada"),
        ("🇫🇷 Zoë", "⚑ Zoë"),
        ("Bo 👍🏽", "Bo 👍"),
    ] {
        assert!(
            start_with([name, "Grace"], Lang::EnUs, 56)
                == start_with([as_drawn, "Grace"], Lang::EnUs, 56),
            "{name} is not drawn as {as_drawn}"
        );
    }
}

/// The bare card's columns between the labels' ink in the first card of the start of a game,
/// the labels in `lang`, at `cell` px a square: the two widest gaps between inked columns
/// (the room between the three labels).
fn label_gaps(lang: Lang, cell: u32) -> Vec<u32> {
    let game = Game::new(Config::two_players());
    let options = Options {
        cell,
        ..Options::default()
    };
    let picture = |blank: bool| {
        let mut words = picture_words(lang);
        if blank {
            words.reserve = String::new();
            words.captured = String::new();
            words.stacks = String::new();
        }
        let table = Table {
            names: vec!["さくら".into(), "Ada".into()],
            words,
            ..Table::default()
        };
        render_scene(game.position(), &Scene::of_game(&game, &table), &options)
    };
    let (bare, labelled) = (picture(true), picture(false));
    let c = cell as f32;
    let top = (0.1 * c).round();
    let rows = (top + 0.9 * c) as u32..(top + 1.16 * c) as u32;
    let inked: Vec<u32> = (0..bare.width())
        .filter(|&x| {
            rows.clone()
                .any(|y| bare.get_pixel(x, y) != labelled.get_pixel(x, y))
        })
        .collect();
    let mut gaps: Vec<u32> = inked.windows(2).map(|w| w[1] - w[0] - 1).collect();
    gaps.sort_unstable();
    gaps[gaps.len() - 2..].to_vec()
}

/// The Japanese card's labels share the card's spare room evenly in the PNG (56 px a square)
/// as in the GIF (48): at least a quarter of a square between two labels' ink ("持ち駒" and
/// "捕獲" were 7 px apart in the PNG, "捕獲" and "山" 19 px); the other languages keep theirs.
#[test]
fn the_japanese_cards_labels_have_room_between_them_at_both_sizes() {
    for cell in [56, 48] {
        let gaps = label_gaps(Lang::Ja, cell);
        assert!(
            gaps.iter().all(|&g| g as f32 >= 0.25 * cell as f32),
            "{cell} px a square: the labels' gaps {gaps:?} px"
        );
    }
    for lang in [Lang::EnUs, Lang::Fr, Lang::It] {
        assert!(label_gaps(lang, 56).iter().all(|&g| g >= 5), "{lang:?}");
    }
}
