//! Languages: every message in all four Fluent files with the same arguments, plurals in each
//! language, a whole scripted game through the service in each language, and the console's
//! `@name[lang]`.

use crate::support::Said;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use fluent_syntax::ast;
use focus_bot::console::Console;
use focus_bot::i18n::{FluentValue, Lang, source};
use focus_bot::rules::{FirstPlayer, Turn};
use focus_bot::service::Event;
use focus_bot::service::{
    Actor, ChallengeOptions, Invitee, ManualClock, Refusal, Reply, Service, Where,
};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::Store;
use focus_bot::store::UserId;

/// Every message of a Fluent file with the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let text = source(lang);
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{lang}: the file does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(pattern) = &m.value {
                pattern_vars(pattern, &mut vars);
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_message_is_in_all_four_files_with_the_same_arguments() {
    let english = messages(Lang::EnUs);
    assert!(english.len() > 250, "{} messages", english.len());
    for lang in [Lang::Fr, Lang::It, Lang::Ja] {
        let other = messages(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(extra.is_empty(), "{lang} has ids en-US lacks: {extra:?}");
        for (id, vars) in &english {
            // A translation may leave out an argument its grammar does not need (a count that
            // only chose an English plural), but never use one the code does not pass.
            let theirs = &other[id];
            assert!(
                theirs.is_subset(vars),
                "{lang} {id} uses {:?}, en-US passes {vars:?}",
                theirs.difference(vars).collect::<Vec<_>>()
            );
        }
    }
}

fn days(lang: Lang, n: u64) -> String {
    lang.text("unit-days", &[("n", FluentValue::from(n))])
}

#[test]
fn plurals_follow_each_languages_rules() {
    let counts = [0, 1, 2, 5, 21];
    let said = |lang| counts.map(|n| days(lang, n));
    assert_eq!(
        said(Lang::EnUs),
        ["0 days", "1 day", "2 days", "5 days", "21 days"]
    );
    // French: 0 and 1 are singular.
    assert_eq!(
        said(Lang::Fr),
        ["0 jour", "1 jour", "2 jours", "5 jours", "21 jours"]
    );
    assert_eq!(
        said(Lang::It),
        ["0 giorni", "1 giorno", "2 giorni", "5 giorni", "21 giorni"]
    );
    // Japanese has no plural.
    assert_eq!(said(Lang::Ja), ["0日", "1日", "2日", "5日", "21日"]);
    let pieces = |lang: Lang, n: u64| lang.text("pieces", &[("n", FluentValue::from(n))]);
    assert_eq!(pieces(Lang::Fr, 0), "aucun pion");
    assert_eq!(pieces(Lang::Fr, 1), "un pion");
    assert_eq!(pieces(Lang::It, 21), "21 pezzi");
    assert_eq!(pieces(Lang::EnUs, 1), "a piece");
    // Durations and "ago" are built the same way.
    let d = Duration::from_secs(2 * 86_400 + 5 * 3600);
    assert_eq!(
        focus_bot::i18n::duration_words(Lang::Fr, d),
        "2 jours 5 heures"
    );
    assert_eq!(
        focus_bot::i18n::duration_words(Lang::It, d),
        "2 giorni e 5 ore"
    );
    assert_eq!(focus_bot::i18n::duration_words(Lang::Ja, d), "2日5時間");
    assert_eq!(
        focus_bot::i18n::ago(Lang::Fr, 3 * 3_600_000, 0),
        "il y a 3 heures"
    );
}

/// The click path's buttons and menu labels keep Discord's limits in every language (buttons
/// 80 characters, select options 100) with the longest arguments they get, and read like the
/// language: plurals of the picker's labels, and no English label left in a translation.
#[test]
fn click_labels_keep_discords_limits_and_plurals_in_every_language() {
    let num = |n: u64| FluentValue::from(n);
    let sq = || FluentValue::from("h8");
    let buttons = [
        "button-play",
        "button-back",
        "button-accept-draw",
        "button-decline-draw",
        "button-go-to-game",
        "pick-placeholder",
    ];
    for lang in Lang::ALL {
        let colour = lang.text("colour-yellow", &[]);
        let colour = || FluentValue::from(colour.clone());
        for id in buttons {
            let label = lang.text(id, &[]);
            assert!(
                (1..=80).contains(&label.chars().count()),
                "{lang} {id}: {label}"
            );
        }
        let labels: Vec<(&str, Vec<(&str, FluentValue)>)> = vec![
            ("pick-stack", vec![("square", sq()), ("height", num(20))]),
            ("pick-reserve", vec![("n", num(21))]),
            ("pick-swap-piece", vec![("square", sq())]),
            ("pick-target", vec![("square", sq()), ("count", num(20))]),
            (
                "pick-swap-target",
                vec![("square", sq()), ("colour", colour())],
            ),
            ("pick-swap-target-any", vec![("square", sq())]),
            ("pick-row", vec![("row", num(8)), ("n", num(8))]),
            ("pick-place-empty", vec![("square", sq())]),
            (
                "pick-place-on",
                vec![("square", sq()), ("height", num(20)), ("colour", colour())],
            ),
        ];
        for (id, args) in &labels {
            let label = lang.text(id, args);
            assert!(label.chars().count() <= 100, "{lang} {id}: {label}");
            assert!(!label.contains('{'), "{lang} {id}: {label}");
            if lang != Lang::EnUs {
                assert_ne!(label, Lang::EnUs.text(id, args), "{lang} {id} is English");
            }
        }
    }
    let row = |lang: Lang, n: u64| lang.text("pick-row", &[("row", num(5)), ("n", num(n))]);
    assert_eq!(row(Lang::EnUs, 1), "Row 5 · 1 square");
    assert_eq!(row(Lang::EnUs, 8), "Row 5 · 8 squares");
    assert_eq!(row(Lang::Fr, 1), "Rangée 5 · 1 case");
    assert_eq!(row(Lang::It, 2), "Riga 5 · 2 caselle");
    assert_eq!(row(Lang::Ja, 8), "5段目 · 8マス");
    let reserve = |lang: Lang, n: u64| lang.text("pick-reserve", &[("n", num(n))]);
    assert_eq!(reserve(Lang::Fr, 2), "Réserve · 2 pions");
    assert_eq!(reserve(Lang::It, 1), "Riserva · 1 pezzo");
}

#[test]
fn locales_map_to_the_four_languages() {
    assert_eq!(Lang::from_locale("en-GB"), Some(Lang::EnUs));
    assert_eq!(Lang::from_locale("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_locale("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_locale("it"), Some(Lang::It));
    assert_eq!(Lang::from_locale("ja"), Some(Lang::Ja));
    assert_eq!(Lang::from_locale("de"), None);
    assert_eq!(Lang::from_locale_or_default("ko"), Lang::EnUs);
}

const START: i64 = 1_795_262_400_000;
const HERE: Where = Where {
    guild_id: ServerId(1),
    channel_id: ChannelId(10),
};

/// The replies of one scripted game, alice and bob both speaking `lang`: a challenge, the
/// start, the board, refusals (out of turn, not notation, illegal), six turns, a draw offer,
/// a resignation asked and confirmed, the rules and a board of the finished game.
async fn scripted_game(lang: Lang) -> Vec<(String, Reply)> {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&dir.path().join("focus.db"))
        .await
        .unwrap();
    let clock = ManualClock::new(START);
    let s = Service::new(store, clock.clone(), 7, UserId(99));
    let alice = Actor::new(UserId(1), "alice").speaking(lang);
    let bob = Actor::new(UserId(2), "bob").speaking(lang);
    let mut out = Vec::new();
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        ..ChallengeOptions::default()
    };
    let r = s
        .challenge(
            &alice,
            &HERE,
            &[Invitee::person(UserId(2), "bob")],
            &options,
        )
        .await
        .unwrap();
    out.push(("challenge".to_string(), r));
    out.push((
        "accept".to_string(),
        s.accept(&bob, &HERE, None).await.unwrap(),
    ));
    out.push(("board".to_string(), s.board(&alice, &HERE).await.unwrap()));
    let r = s.play(&bob, &HERE, "c3-d3:1").await.unwrap();
    assert!(
        matches!(r.refusal, Some(Refusal::NotYourTurn { .. })),
        "{}",
        r.said()
    );
    out.push(("out of turn".to_string(), r));
    let r = s.play(&alice, &HERE, "zz").await.unwrap();
    assert!(
        matches!(r.refusal, Some(Refusal::NotNotation(_))),
        "{}",
        r.said()
    );
    out.push(("not notation".to_string(), r));
    let r = s.play(&alice, &HERE, "a1-a2:1").await.unwrap();
    assert!(
        matches!(r.refusal, Some(Refusal::Illegal(_))),
        "{}",
        r.said()
    );
    out.push(("illegal".to_string(), r));
    for turn in 0..6 {
        let who = if turn % 2 == 0 { &alice } else { &bob };
        let legal = s.legal_actions(who, &HERE).await.unwrap();
        // The longest move on offer, so stacks grow and pieces are captured or kept.
        let action = legal.iter().max_by_key(|a| a.len()).unwrap().clone();
        clock.advance(Duration::from_secs(60));
        let r = s.play(who, &HERE, &action).await.unwrap();
        assert!(r.refusal.is_none(), "{action}: {}", r.said());
        out.push((format!("turn {turn}: {action}"), r));
    }
    out.push(("draw".to_string(), s.draw(&alice, &HERE).await.unwrap()));
    out.push(("resign?".to_string(), s.resign(&bob, &HERE).await.unwrap()));
    out.push(("resign".to_string(), s.resign(&bob, &HERE).await.unwrap()));
    out.push(("rules".to_string(), s.rules(&alice).await));
    out.push((
        "final board".to_string(),
        s.board(&bob, &HERE).await.unwrap(),
    ));
    out.push((
        "no game".to_string(),
        s.play(&alice, &HERE, "c3-d3:1").await.unwrap(),
    ));
    s.settle().await;
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_speaks_each_language_and_no_reply_stays_english() {
    let english = scripted_game(Lang::EnUs).await;
    assert!(
        english[1].1.said().contains("**The game is on!**"),
        "{}",
        english[1].1.said()
    );
    assert!(
        english
            .last()
            .unwrap()
            .1
            .said()
            .contains("There is no game")
    );
    // The events are what happened: the start, each turn and the next seat, the resignation
    // and the result.
    let events: Vec<Event> = english.iter().flat_map(|(_, r)| r.events.clone()).collect();
    assert!(matches!(events[0], Event::Started { .. }), "{events:?}");
    let played = events
        .iter()
        .filter(|e| matches!(e, Event::Played { .. }))
        .count();
    assert_eq!(played, 7, "six turns and a resignation: {events:?}");
    assert!(
        matches!(
            events[events.len() - 2..],
            [
                Event::Played {
                    turn: Turn::Resign(_),
                    ..
                },
                Event::Over { .. }
            ]
        ),
        "{events:?}"
    );
    for lang in [Lang::Fr, Lang::It, Lang::Ja] {
        let replies = scripted_game(lang).await;
        assert_eq!(replies.len(), english.len());
        for ((what, reply), (_, en)) in replies.iter().zip(&english) {
            assert!(!reply.said().trim().is_empty(), "{lang} {what}: empty");
            assert_ne!(reply.said(), en.said(), "{lang} {what}: still English");
            // The same thing happened: same privacy, same refusal, same pictures.
            assert_eq!(reply.private, en.private, "{lang} {what}");
            assert_eq!(reply.refusal, en.refusal, "{lang} {what}");
            assert_eq!(reply.events, en.events, "{lang} {what}");
            assert_eq!(reply.image.is_some(), en.image.is_some(), "{lang} {what}");
            // Not one line with words (beyond the players' names) is left as it was in
            // English.
            let wordy = |l: &str| {
                l.replace("alice", "")
                    .replace("bob", "")
                    .chars()
                    .any(char::is_alphabetic)
            };
            for line in en.said().lines().filter(|l| wordy(l)) {
                assert!(
                    !reply.said().lines().any(|l| l == line),
                    "{lang} {what}: the English line {line:?} in {:?}",
                    reply.said()
                );
            }
        }
        let game_on = &replies[1].1.said();
        let expected = match lang {
            Lang::Fr => "**La partie commence !**",
            Lang::It => "**La partita comincia!**",
            _ => "**対局開始！**",
        };
        assert!(game_on.contains(expected), "{lang}: {game_on}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_takes_a_language_for_everyone_or_for_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&dir.path().join("focus.db"))
        .await
        .unwrap();
    let service = Service::new(
        store,
        ManualClock::new(START),
        7,
        focus_bot::console::CONSOLE_BOT_ID,
    );
    let mut console = Console::new(service, dir.path().join("pictures")).speaking(Lang::Fr);
    let fr = console.line("@alice /focus help").await;
    assert!(fr.contains("le jeu de piles de Sid Sackson"), "{fr}");
    let ja = console.line("@alice[ja] /focus board").await;
    assert!(ja.contains("進行中の対局はありません"), "{ja}");
    let en = console.line("@bob[en-GB] /focus rules").await;
    assert!(en.contains("How to play Focus"), "{en}");
    // The console's own errors speak the line's language, or the console's.
    let bad = console.line("@bob[de] /focus rules").await;
    assert!(
        bad.contains("erreur : `[de]` n'est pas une langue du bot"),
        "{bad}"
    );
    let lines = [
        (
            "@alice[ja] /focus jump",
            "エラー：`/focus jump`というコマンドはありません",
        ),
        (
            "@alice[it] /focus board x",
            "errore: `x` non è un'opzione: `/focus board` non ne ha.",
        ),
        (
            "@alice[en-US] board",
            "error: write the command as in Discord",
        ),
        (
            "/focus board",
            "erreur : commencez la ligne par qui l'écrit",
        ),
        (
            "@alice+fly /focus board",
            "erreur : `+fly` n'est pas une permission",
        ),
        (
            "@alice[ja] /focus abort",
            "このチャンネルでメッセージの管理を持つメンバーだけです",
        ),
    ];
    for (line, said) in lines {
        let out = console.line(line).await;
        assert!(out.contains(said), "{line}: {out}");
    }
}

/// The picture in French: a finished 2-player game (the banner, "gagnant") and a 4-player
/// free-for-all with a draw offer and ratings (statuses, labels, the turn list). Japanese
/// needs the fallback fonts for its words and gets its golden with them.
#[test]
fn golden_pictures_in_french() {
    use focus_bot::render::{Options, Scene, Table, render_scene};
    use focus_bot::rules::{Config, Mode, Seat};
    use focus_bot::service::picture_words;

    use crate::support::render::{golden, names, replayed};

    let words = picture_words(Lang::Fr);
    assert_eq!(words.reserve, "réserve");
    let finished = replayed(Config::two_players(), "finished.txt");
    let table = Table {
        names: names(2),
        words: words.clone(),
        ..Table::default()
    };
    let scene = Scene::of_game(&finished, &table);
    golden(
        "finished-fr",
        &render_scene(finished.position(), &scene, &Options::default()),
    );
    let config = Config::new(4, Mode::FreeForAll).unwrap();
    let game = replayed(config, "midgame-4.txt");
    let table = Table {
        names: names(4),
        ratings: vec![Some("1562".into()), None, Some("1500?".into()), None],
        draw_offers: vec![Seat::from_number(2).unwrap()],
        words,
    };
    let scene = Scene::of_game(&game, &table);
    golden(
        "midgame-4-fr",
        &render_scene(game.position(), &scene, &Options::default()),
    );
}

/// The picture in Japanese, with Japanese and Korean names: every word and name drawn (the
/// CJK fallback font), not left out.
#[test]
fn golden_pictures_in_japanese() {
    use focus_bot::render::{Options, Scene, Table, render_scene};
    use focus_bot::rules::{Config, Mode, Seat};
    use focus_bot::service::picture_words;

    use crate::support::render::{golden, replayed};

    let words = picture_words(Lang::Ja);
    let config = Config::new(4, Mode::FreeForAll).unwrap();
    let game = replayed(config, "midgame-4.txt");
    let table = Table {
        names: ["さくら", "김민준", "王小明", "Ada 🦀"]
            .map(String::from)
            .to_vec(),
        ratings: vec![Some("1562".into()), None, Some("1500?".into()), None],
        draw_offers: vec![Seat::from_number(2).unwrap()],
        words,
    };
    let scene = Scene::of_game(&game, &table);
    golden(
        "midgame-4-ja",
        &render_scene(game.position(), &scene, &Options::default()),
    );
    let finished = replayed(Config::two_players(), "finished.txt");
    let table = Table {
        names: ["さくら", "김민준"].map(String::from).to_vec(),
        words: picture_words(Lang::Ja),
        ..Table::default()
    };
    let scene = Scene::of_game(&finished, &table);
    golden(
        "finished-ja",
        &render_scene(finished.position(), &scene, &Options::default()),
    );
}

/// The same whole game typed into the console in each language (`--locale`): every line the
/// bot prints differs from its English twin, names, notation and the picture's file (Italian
/// says `file:` too) aside; the console's own markers (`[private]`, `(pings …)`) are
/// translated like the rest.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_the_console_in_each_language() {
    async fn play(lang: Lang) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_path(&dir.path().join("focus.db"))
            .await
            .unwrap();
        let service = Service::new(
            store,
            ManualClock::new(START),
            7,
            focus_bot::console::CONSOLE_BOT_ID,
        );
        let mut console = Console::new(service, dir.path().join("pictures")).speaking(lang);
        let mut out = Vec::new();
        for line in [
            "@alice /focus challenge opponent:@bob first:challenger",
            "@bob /focus accept",
            "@bob /focus move c4-c5:1",
            "@alice /focus move c4-c5:1",
            "@bob /focus move b3-b4:1",
            "@alice /focus move ?",
            "@alice /focus resign",
            "@alice /focus resign",
            "@bob /focus history",
            "@bob /focus stats",
        ] {
            out.push(console.line(line).await);
        }
        out
    }
    let english = play(Lang::EnUs).await;
    assert!(english[7].contains("Game over."), "{}", english[7]);
    let words = |l: &str| {
        let l = l.trim();
        !(l.starts_with('>')
            || l.starts_with("file:")
            || l.starts_with("```")
            || !l
                .replace("[private]", "")
                .replace("[#general]", "")
                .replace("alice", "")
                .replace("bob", "")
                .chars()
                .any(char::is_alphabetic))
    };
    assert!(english[0].contains("  (pings @bob)"), "{}", english[0]);
    for lang in [Lang::Fr, Lang::It, Lang::Ja] {
        let said = play(lang).await;
        assert!(!said[0].contains("(pings"), "{lang}: {}", said[0]);
        assert!(!said[2].contains("[private]"), "{lang}: {}", said[2]);
        for (theirs, ours) in said.iter().zip(&english) {
            for line in ours.lines().filter(|l| words(l)) {
                assert!(
                    !theirs.lines().any(|l| l == line),
                    "{lang}: the English line {line:?} in {theirs}"
                );
            }
        }
    }
}

/// The replies of a game in `lang` in which each player takes the action that captures most,
/// else builds their tallest stack, until it ends: captures, pieces kept in reserve, placements
/// and the result are all said.
async fn capturing_game(lang: Lang) -> Vec<(String, Reply)> {
    use crate::support::{best_action, tallest_stack};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&dir.path().join("focus.db"))
        .await
        .unwrap();
    let s = Service::new(store, ManualClock::new(START), 7, UserId(99));
    let players = [
        Actor::new(UserId(1), "alice").speaking(lang),
        Actor::new(UserId(2), "bob").speaking(lang),
    ];
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        ..ChallengeOptions::default()
    };
    let mut out = Vec::new();
    let r = s
        .challenge(
            &players[0],
            &HERE,
            &[Invitee::person(UserId(2), "bob")],
            &options,
        )
        .await
        .unwrap();
    out.push(("challenge".to_string(), r));
    out.push((
        "accept".to_string(),
        s.accept(&players[1], &HERE, None).await.unwrap(),
    ));
    for turn in 0..300 {
        let Some(stored) = s.store().active_game(HERE.channel_id).await.unwrap() else {
            break;
        };
        let pos = *stored.replay().unwrap().position();
        let me = pos.to_act().unwrap();
        let best = best_action(&pos, |next| {
            (
                next.captured(me),
                usize::from(next.reserve(me)),
                tallest_stack(next, me),
            )
        });
        let who = &players[me.index()];
        let r = s.play(who, &HERE, &best.to_string()).await.unwrap();
        assert!(r.refusal.is_none(), "{best}: {}", r.said());
        out.push((format!("turn {turn}: {best}"), r));
    }
    s.settle().await;
    out
}

/// Each message's skeletons: for each variant, its literal pieces that have letters, in order.
fn skeletons(lang: Lang) -> BTreeMap<String, Vec<Vec<String>>> {
    let text = source(lang);
    let resource = fluent_syntax::parser::parse(text.as_str()).expect("the file parses");
    let mut out = BTreeMap::new();
    for entry in resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let Some(pattern) = &m.value else { continue };
        let mut variants = vec![Vec::new()];
        skeleton(pattern, &mut variants, &mut false);
        for v in &mut variants {
            v.retain(|p: &String| p.chars().any(char::is_alphabetic));
        }
        out.insert(m.id.name.to_string(), variants);
    }
    out
}

/// Adds a pattern's literal pieces to every variant built so far; a select multiplies them.
/// Typed code (`/focus draw`) stays English in every language, so it is no piece.
fn skeleton(pattern: &ast::Pattern<&str>, variants: &mut Vec<Vec<String>>, in_code: &mut bool) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                for (i, part) in value.split('`').enumerate() {
                    if i > 0 {
                        *in_code = !*in_code;
                    }
                    if *in_code {
                        continue;
                    }
                    for piece in part.split('\n').map(str::trim).filter(|p| !p.is_empty()) {
                        for v in variants.iter_mut() {
                            v.push(piece.to_string());
                        }
                    }
                }
            }
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants: arms, .. },
            } => {
                let mut grown = Vec::new();
                for arm in arms {
                    let mut copy = variants.clone();
                    let mut code = *in_code;
                    skeleton(&arm.value, &mut copy, &mut code);
                    grown.extend(copy);
                }
                *variants = grown;
            }
            ast::PatternElement::Placeable { .. } => {}
        }
    }
}

/// Whether `text` holds the pieces in order, each as whole words.
fn holds(text: &str, pieces: &[String]) -> bool {
    let letter = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut rest = text;
    'pieces: for p in pieces {
        let mut from = 0;
        while let Some(i) = rest[from..].find(p.as_str()).map(|i| i + from) {
            let end = i + p.len();
            let before = rest[..i].chars().next_back();
            let after = rest[end..].chars().next();
            let starts = !letter(p.chars().next()) || !letter(before);
            let ends = !letter(p.chars().next_back()) || !letter(after);
            if starts && ends {
                rest = &rest[end..];
                continue 'pieces;
            }
            from = i + p.chars().next().map_or(1, char::len_utf8);
        }
        return false;
    }
    true
}

/// A reply's words without its typed code (`/focus accept`, notation), which stays English.
fn without_code(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The English messages whose words a French reply must never hold: every variant with at
/// least five letters of its own that no variant of the French message shares.
fn english_skeletons() -> Vec<(String, Vec<String>)> {
    let fr = skeletons(Lang::Fr);
    let mut out = Vec::new();
    for (id, variants) in skeletons(Lang::EnUs) {
        // Discord's command and choice names are identifiers, typed as they are.
        if id.starts_with("name-") || id.starts_with("choice-") {
            continue;
        }
        let french = fr.get(&id).cloned().unwrap_or_default();
        for v in variants {
            let letters: usize = v
                .iter()
                .map(|p| p.chars().filter(|c| c.is_alphabetic()).count())
                .sum();
            if letters >= 5 && !french.contains(&v) {
                out.push((id.clone(), v));
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_game_says_not_one_message_in_english() {
    let english_words = english_skeletons();
    assert!(english_words.len() > 400, "{}", english_words.len());
    let mut replies = scripted_game(Lang::Fr).await;
    replies.extend(capturing_game(Lang::Fr).await);
    let mut english = Vec::new();
    for (what, reply) in &replies {
        let said = without_code(&reply.said());
        for (id, pieces) in &english_words {
            if holds(&said, pieces) {
                english.push(format!("{what}: `{id}` in English ({pieces:?}): {said:?}"));
            }
        }
    }
    assert!(english.is_empty(), "{}", english.join("\n"));
}

/// A whole Japanese game (the scripted one and one that captures until it ends) reads as
/// Japanese: no space before 。 or （, no verb joined with し after its past tense, no list
/// joined with と after a verb.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_japanese_game_has_no_stray_spaces_nor_english_joints() {
    let mut replies = scripted_game(Lang::Ja).await;
    replies.extend(capturing_game(Lang::Ja).await);
    let mut wrong = Vec::new();
    for (what, reply) in &replies {
        // A space after closing bold keeps Discord from reading `****` as the next name's.
        let said = reply.said().replace("。** ", "。**");
        for bad in [
            " 。",
            "。 ",
            "！ ",
            "？ ",
            " （",
            " 、",
            "たし、",
            "したと",
            "ったと",
            " and ",
            ", ",
        ] {
            if said.contains(bad) {
                wrong.push(format!("{what}: {bad:?} in {said:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
