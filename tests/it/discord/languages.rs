//! The Discord bot in each language: the registration localized, each user answered in their
//! app's language, and a whole game played in each of the four languages.

use serde_json::json;

use crate::support::discord::{
    ALICE, BOB, Bot, assert_private, database, move_choices, setup, string_option,
};
use crate::support::fake_discord::FakeDiscord;

/// The `/focus` command is registered with French, Italian and Japanese names and
/// descriptions, and each user is answered in their app's language (en-GB as en-US).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_localized_and_answered_in_the_callers_language() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    let registered = fake.wait_registered().await;
    let focus = registered
        .as_array()
        .and_then(|list| list.iter().find(|c| c["name"] == "focus"))
        .expect("/focus registered");
    let sub = |name: &str| {
        focus["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == name)
            .unwrap_or_else(|| panic!("no {name}"))
            .clone()
    };
    let moving = sub("move");
    assert_eq!(moving["name_localizations"]["fr"], "déplacer");
    assert_eq!(moving["name_localizations"]["it"], "muovi");
    assert_eq!(moving["name_localizations"]["ja"], "移動");
    assert_eq!(
        moving["options"][0]["description_localizations"]["it"],
        "La mossa, come c3-f3:3 (partenza-arrivo:pezzi)"
    );
    let challenge = sub("challenge");
    let mode = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "mode")
        .unwrap();
    assert_eq!(mode["choices"][0]["name_localizations"]["ja"], "チーム戦");
    // Private answers follow the caller's locale.
    let answer = |locale: &'static str| {
        let sent = fake.command_in(locale, &ALICE, "board", vec![]);
        let fake = &fake;
        async move { assert_private(&fake.answer(&sent).await, locale) }
    };
    assert!(answer("fr").await.contains("Aucune partie n'est en cours"));
    assert!(answer("ja").await.contains("進行中の対局はありません"));
    assert!(
        answer("it")
            .await
            .contains("Non c'è nessuna partita in corso")
    );
    assert!(
        answer("en-GB")
            .await
            .contains("There is no game in progress")
    );
    let help = fake.command_in("fr", &ALICE, "help", vec![]);
    assert!(assert_private(&fake.answer(&help).await, "help").contains("Une partie par salon"));
    bot.stop().await;
}

/// What a player reads at each step of a game, in one language.
struct Expected {
    locale: &'static str,
    challenge: &'static str,
    buttons: [&'static str; 2],
    started: &'static str,
    your_turn: &'static str,
    refused: &'static str,
    moved: &'static str,
    question: &'static str,
    over: &'static str,
}

const EVERY_LANGUAGE: [Expected; 4] = [
    Expected {
        locale: "en-US",
        challenge: "to a game of Focus",
        buttons: ["Accept", "Decline"],
        started: "**The game is on!**",
        your_turn: "your turn",
        refused: "It is not your turn",
        moved: " moved ",
        question: "Resign from game",
        over: "**Game over.**",
    },
    Expected {
        locale: "fr",
        challenge: "à une partie de Focus",
        buttons: ["Accepter", "Refuser"],
        started: "**La partie commence !**",
        your_turn: "à vous de jouer",
        refused: "Ce n'est pas votre tour",
        moved: " a déplacé ",
        question: "Abandonner la partie",
        over: "**Partie terminée.**",
    },
    Expected {
        locale: "it",
        challenge: "a una partita di Focus",
        buttons: ["Accetta", "Rifiuta"],
        started: "**La partita comincia!**",
        your_turn: "tocca a te",
        refused: "Non è il tuo turno",
        moved: " ha mosso ",
        question: "Abbandonare la partita",
        over: "**Partita finita.**",
    },
    Expected {
        locale: "ja",
        challenge: "Focusの対局を申し込みました",
        buttons: ["受ける", "断る"],
        started: "**対局開始！**",
        your_turn: "あなたの番です",
        refused: "あなたの手番ではありません",
        moved: "を移動",
        question: "投了しますか",
        over: "**対局終了**。",
    },
];

/// A whole game through the fake Discord in each language, both players' apps in it: the
/// challenge and its buttons, the start, turns, a refusal, the resignation and the result are
/// all in that language, and each language's final picture is its own (its words differ).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_each_language() {
    let mut pictures: Vec<Vec<u8>> = Vec::new();
    for expected in &EVERY_LANGUAGE {
        let lang = expected.locale;
        let dir = tempfile::tempdir().unwrap();
        let (fake, bot) = setup(&database(&dir)).await;
        let challenge = fake.command_in(
            lang,
            &ALICE,
            "challenge",
            vec![
                BOB.option("opponent"),
                json!({ "name": "first", "type": 4, "value": 1 }),
            ],
        );
        let invitation = fake.answer(&challenge).await;
        let said = invitation.text();
        assert!(said.contains(expected.challenge), "{lang}: {said}");
        let labels: Vec<&str> = invitation.data["components"][0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, expected.buttons, "{lang}");
        let accept = fake.command_in(lang, &BOB, "accept", vec![]);
        let started = fake.answer(&accept).await.text();
        assert!(started.contains(expected.started), "{lang}: {started}");
        assert!(started.contains(expected.your_turn), "{lang}: {started}");
        let out_of_turn =
            fake.command_in(lang, &BOB, "move", vec![string_option("move", "c3-d3:1")]);
        let refused = assert_private(&fake.answer(&out_of_turn).await, "out of turn");
        assert!(refused.contains(expected.refused), "{lang}: {refused}");
        for (user, next) in [(&ALICE, &BOB), (&BOB, &ALICE)] {
            let chosen = move_choices(&fake, user, "").await[0].clone();
            let sent = fake.command_in(lang, user, "move", vec![string_option("move", &chosen)]);
            let turn = fake.answer(&sent).await;
            assert!(!turn.private, "{lang}: {}", turn.text());
            assert!(
                turn.text().contains(expected.moved),
                "{lang}: {}",
                turn.text()
            );
            assert_eq!(turn.allowed_users(), vec![next.id]);
        }
        let resign = fake.command_in(lang, &ALICE, "resign", vec![]);
        let asked = assert_private(&fake.answer(&resign).await, "the question");
        assert!(asked.contains(expected.question), "{lang}: {asked}");
        let resign = fake.command_in(lang, &ALICE, "resign", vec![]);
        let result = fake.answer(&resign).await;
        assert!(!result.private);
        assert!(
            result.text().contains(expected.over),
            "{lang}: {}",
            result.text()
        );
        let picture = result.files.first().expect("the final board").bytes.clone();
        assert!(
            !pictures.contains(&picture),
            "{lang}: the final picture is the same as another language's"
        );
        pictures.push(picture);
        bot.stop().await;
    }
}
