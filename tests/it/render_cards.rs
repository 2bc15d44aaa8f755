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
