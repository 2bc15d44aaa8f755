//! `/focus analyze` in the service: refused while the game runs, computed once and stored (a
//! second ask reads the stored numbers), the chart's lines where the stored numbers say, and
//! the reply in each of the four languages (a player who had no turn shown without an accuracy).

use crate::support::service::*;
use focus_bot::i18n::Lang;
use focus_bot::render::{Options, chart_point, distance};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;

/// Small budgets keep the tests fast in a debug build.
const NODES: u64 = 400;

/// A finished 2-player game in `place`, its challenger speaking `lang`: a few greedy turns, then
/// the player to act resigns.
async fn finished_game(env: &Env, place: &Where, lang: Lang, turns: usize) {
    env.service.set_analysis_nodes(NODES);
    let alice = user(1).speaking(lang);
    env.service
        .challenge(
            &alice,
            place,
            &[invitee(2)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap();
    public(&env.service.accept(&user(2), place, None).await.unwrap());
    for i in 0..turns {
        let stored = env
            .service
            .store()
            .active_game(place.channel_id)
            .await
            .unwrap()
            .unwrap();
        let game = stored.replay().unwrap();
        let seat = game.position().to_act().unwrap();
        let me = user(stored.player(seat).user_id.0);
        let legal = env.service.legal_actions(&me, place).await.unwrap();
        public(
            &env.service
                .play(&me, place, &legal[(i * 7) % legal.len()])
                .await
                .unwrap(),
        );
    }
    let stored = env
        .service
        .store()
        .active_game(place.channel_id)
        .await
        .unwrap()
        .unwrap();
    let seat = stored.replay().unwrap().position().to_act().unwrap();
    let me = user(stored.player(seat).user_id.0);
    public(&env.service.confirm_resign(&me, place, None).await.unwrap());
}

/// The analysis of a game finished in `channel` after `turns` turns (see [`finished_game`]).
async fn analysed(env: &Env, channel: u64, lang: Lang, turns: usize) -> Reply {
    let place = Where {
        guild_id: HERE.guild_id,
        channel_id: ChannelId(channel),
    };
    finished_game(env, &place, lang, turns).await;
    let r = env
        .service
        .analyze(&user(3), &place, None, |_| {})
        .await
        .unwrap();
    public(&r);
    r
}

on_both_engines! {
#[tokio::test]
async fn an_analysis_is_stored_reused_and_charted_as_stored(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env.service.analyze(&user(3), &HERE, None, |_| panic!("nobody waits")).await.unwrap();
    refused(&r, "still being played");
    env.service.confirm_resign(&user(1), &HERE, None).await.unwrap();
    // Another game in another channel, played for a few turns.
    let place = Where { guild_id: HERE.guild_id, channel_id: ChannelId(11) };
    finished_game(&env, &place, Lang::EnUs, 6).await;

    let first = env.service.analyze(&user(3), &place, None, |_| {}).await.unwrap();
    public(&first);
    assert!(first.text.contains("Analysis of game 2"), "{}", first.text);
    assert!(first.text.contains("accuracy"), "{}", first.text);
    let chart = first.image.as_ref().expect("the chart");
    assert_eq!(chart.filename, "focus-2-analysis.png");
    for picture in &first.extra {
        image::load_from_memory(&picture.bytes).expect("a position's PNG");
    }
    let stored = env.service.store().analysis(GameId(2)).await.unwrap().expect("stored");
    assert_eq!(stored.nodes, NODES as i64);

    // The chart's lines are where the stored numbers say, at two turns.
    let body: serde_json::Value = serde_json::from_str(&stored.body).unwrap();
    let chances: Vec<Vec<f64>> = serde_json::from_value(body["chances"].clone()).unwrap();
    let img = image::load_from_memory(&chart.bytes).unwrap().to_rgb8();
    let options = Options::default();
    let turns = chances.len() - 1;
    for (turn, seat) in [(2, 0), (5, 1)] {
        let (x, y) = chart_point(&options, turns, turn, chances[turn][seat]);
        let colour = options.theme.seat(Seat::from_index(seat).unwrap());
        let near = (-1i32..=1)
            .flat_map(|dy| (-1i32..=1).map(move |dx| (dx, dy)))
            .any(|(dx, dy)| {
                let p = img.get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32);
                distance(*p, colour) < 200
            });
        assert!(near, "turn {turn}, seat {}: no line at ({x}, {y})", seat + 1);
    }

    // Asked again: the same answer.
    let again = env.service.analyze(&user(1), &place, Some(GameId(2)), |_| panic!("stored")).await.unwrap();
    assert_eq!(again.text, first.text);
    assert_eq!(again.image, first.image);
    // The stored numbers are what is shown: changed in the store, the answer follows them.
    let mut changed = stored.clone();
    let mut body = body;
    body["turns"][0]["drop"] = serde_json::json!(77.0);
    changed.body = body.to_string();
    env.service.store().save_analysis(&changed).await.unwrap();
    let read = env.service.analyze(&user(1), &place, Some(GameId(2)), |_| panic!("stored")).await.unwrap();
    assert!(read.text.contains("77.0 points"), "{}", read.text);
}
}

#[tokio::test]
async fn the_analysis_speaks_each_language() {
    let env = env(TestDb::sqlite()).await;
    for (i, (lang, head, chart_word, no_turns)) in [
        (
            Lang::EnUs,
            "Analysis of game",
            "accuracy",
            "— (no turns played)",
        ),
        (
            Lang::Fr,
            "Analyse de la partie",
            "précision",
            "— (aucun tour joué)",
        ),
        (
            Lang::It,
            "Analisi della partita",
            "precisione",
            "— (nessun turno giocato)",
        ),
        (Lang::Ja, "の分析", "正確度", "—（指した手なし）"),
    ]
    .into_iter()
    .enumerate()
    {
        let r = analysed(&env, 20 + i as u64, lang, 2).await;
        assert!(
            r.text.contains(head) && r.text.contains(chart_word),
            "{lang:?}: {}",
            r.text
        );
        let chart = r.image.as_ref().expect("the chart");
        let img = image::load_from_memory(&chart.bytes).unwrap().to_rgb8();
        assert_eq!(
            img.dimensions(),
            focus_bot::render::picture_size(&Options::default())
        );
        assert!(!r.text.contains(no_turns), "{lang:?}: {}", r.text);
        // Resigned before any move: neither player had a turn, so neither has an accuracy
        // (not a perfect 100).
        let r = analysed(&env, 30 + i as u64, lang, 0).await;
        assert_eq!(r.text.matches(no_turns).count(), 2, "{lang:?}: {}", r.text);
        assert!(!r.text.contains("100"), "{lang:?}: {}", r.text);
    }
}

/// The summary's counts are numbers Fluent picks each language's plural for ("1 mistake", not
/// "1 mistakes"), in a sentence rather than a list of numbers ("précision 86,7, 0
/// imprécisions"): the stored drops set to 2 inaccuracies, 1 mistake and no blunder for Red.
#[tokio::test]
async fn the_summary_counts_read_as_a_sentence_in_each_language() {
    let env = env(TestDb::sqlite());
    let env = env.await;
    for (i, (lang, red, green)) in [
        (
            Lang::EnUs,
            ": 2 inaccuracies, 1 mistake and no blunders.",
            "100.0: no inaccuracies, no mistakes and no blunders.",
        ),
        (
            Lang::Fr,
            " : 2 imprécisions, une erreur et aucune gaffe.",
            "a joué avec une précision de 100,0 : aucune imprécision, aucune erreur et aucune gaffe.",
        ),
        (
            Lang::It,
            ": 2 imprecisioni, un errore e nessuna svista grave.",
            "ha giocato con una precisione di 100,0: nessuna imprecisione, nessun errore e nessuna svista grave.",
        ),
        (
            Lang::Ja,
            "、疑問手は2回、悪手は1回、大悪手は0回でした。",
            "の正確度は100.0、疑問手は0回、悪手は0回、大悪手は0回でした。",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let channel = 40 + i as u64;
        analysed(&env, channel, lang, 6).await;
        let id = GameId(i as i64 + 1);
        let mut stored = env.service.store().analysis(id).await.unwrap().expect("stored");
        let mut body: serde_json::Value = serde_json::from_str(&stored.body).unwrap();
        let mut reds = 0;
        for turn in body["turns"].as_array_mut().unwrap() {
            let drop = if turn["seat"] == 1 {
                reds += 1;
                [25.0, 12.0, 15.0][reds - 1]
            } else {
                0.0
            };
            turn["drop"] = serde_json::json!(drop);
        }
        assert_eq!(reds, 3);
        stored.body = body.to_string();
        env.service.store().save_analysis(&stored).await.unwrap();
        let place = Where { guild_id: HERE.guild_id, channel_id: ChannelId(channel) };
        let r = env.service.analyze(&user(3), &place, Some(id), |_| panic!("stored")).await.unwrap();
        assert!(r.text.contains(red), "{lang:?}: {}", r.text);
        assert!(r.text.contains(green), "{lang:?}: {}", r.text);
    }
}
