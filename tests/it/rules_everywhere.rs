//! The rules where a player is: `/focus rules` through the service, the console and (in
//! `discord::paths`) the fake Discord answers the rules with the picture of a move in the
//! reader's language, and the web server has a rules page with the same; none sends the reader
//! to a file of the source tree.

use focus_bot::i18n::Lang;
use focus_bot::notation::parse_action;
use focus_bot::rules::{Config, Game};
use focus_bot::service::{rules_png, rules_text};
use focus_bot::t;

use crate::support::probe::assert_picture_shows;
use crate::support::service::*;
use crate::web_pages::{Served, get};

/// The game the picture shows: Red's stack of two moved from d2 to d4.
fn shown() -> Game {
    let mut game = Game::new(Config::two_players());
    for turn in ["c2-d2:1", "e2-f2:1", "d2-d4:2"] {
        game.play(parse_action(turn).unwrap()).unwrap();
    }
    game
}

/// The service answers `/focus rules` privately, in the caller's language, with the picture of
/// the move its caption describes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_come_with_the_picture_of_a_move_in_each_language() {
    let env = env(TestDb::sqlite()).await;
    let mut pictures = Vec::new();
    for lang in Lang::ALL {
        let reply = env.service.rules(&user(1).speaking(lang)).await;
        assert!(reply.private, "{lang}");
        assert!(
            !reply.text.contains("docs/rules.md"),
            "{lang}: {}",
            reply.text
        );
        assert!(
            reply.text.ends_with(&t!(lang, "rules-picture")),
            "{lang}: {}",
            reply.text
        );
        assert!(reply.text.contains("`d2-d4:2`"), "{lang}");
        let image = reply.image.expect("the picture of a move");
        let png = image::load_from_memory(&image.bytes)
            .expect("a PNG")
            .to_rgb8();
        let size = focus_bot::render::picture_size(&focus_bot::render::Options::default());
        assert_eq!(png.dimensions(), size, "{lang}");
        assert_picture_shows(&image.bytes, &shown());
        pictures.push(image.bytes);
    }
    // Each language's picture has its own words.
    pictures.dedup();
    assert_eq!(pictures.len(), 4);
}

/// The console prints the rules and writes their picture.
#[test]
fn the_console_shows_the_rules_and_writes_their_picture() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::support::console::run(dir.path(), "@alice /focus rules\n");
    assert!(out.contains("d2-d4:2"), "{out}");
    assert!(!out.contains("docs/rules.md"), "{out}");
    let written: Vec<_> = std::fs::read_dir(dir.path().join("pictures"))
        .expect("the pictures' folder")
        .map(|f| f.unwrap().path())
        .collect();
    let picture = written
        .iter()
        .find(|p| p.to_string_lossy().ends_with("focus-rules.png"))
        .unwrap_or_else(|| panic!("no rules picture in {written:?}: {out}"));
    assert_picture_shows(&std::fs::read(picture).unwrap(), &shown());
}

/// The web server's rules page, open to anyone, in the asked language, with the picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_server_has_a_rules_page_in_each_language() {
    let served = Served::start(0).await;
    for lang in Lang::ALL {
        let page = served.get(&format!("/rules/?lang={}", lang.code())).await;
        assert_eq!(page.status, 200, "{lang}");
        let html = page.text();
        let title = t!(lang, "web-rules-title");
        assert!(
            html.contains(&format!("<h1>{title}</h1>")),
            "{lang}: {html}"
        );
        assert!(
            html.contains(&format!("lang=\"{}\"", lang.code())),
            "{html}"
        );
        // Every rule of the text is a list item; the picture and its caption follow.
        let rules = rules_text(lang);
        let items = rules
            .lines()
            .filter(|l| l.trim_start().starts_with("- "))
            .count();
        assert!(items >= 8, "{lang}: {items}");
        assert_eq!(html.matches("<li>").count(), items, "{lang}: {html}");
        assert!(html.contains("<code>d2-d4:2</code>"), "{lang}: {html}");
        assert!(!html.contains("docs/rules.md"), "{lang}");
        let src = format!("move.png?lang={}", lang.code());
        assert!(html.contains(&format!("<img src=\"{src}\"")), "{html}");
        let picture = served.get(&format!("/rules/{src}")).await;
        assert_eq!(picture.status, 200, "{lang}");
        assert_eq!(Some(picture.body), rules_png(lang), "{lang}");
    }
    // The reader's browser chooses when the address does not.
    let french = get(
        served.addr(),
        "/rules/",
        &[("Accept-Language", "fr-CA,fr;q=0.9,en;q=0.5")],
    )
    .await;
    assert!(french.text().contains(&t!(Lang::Fr, "web-rules-title")));
}
