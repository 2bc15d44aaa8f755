//! A tournament's standings as rounds go by, on both engines: the standings a round's post
//! shows "after round N" count rounds 1..N only (the new round's bye is scored with its round,
//! not before); during a round, `/focus tournament standings` says so and shows the games still
//! playing, in its text and its picture.

use focus_bot::i18n::Lang;
use focus_bot::render::RoundMark;
use focus_bot::service::tournament_state::TournamentState;
use focus_bot::service::{
    Event, Notice, TournamentEvent, entrant_lines, latest_marks, standings_words,
};
use focus_bot::store::TournamentStatus;

use super::tournaments::{end_running_games, player, started, state, swiss};
use crate::support::service::*;
use focus_bot::store::UserId;

/// The player with the bye in `round`.
fn bye_in(st: &TournamentState, round: u32) -> u64 {
    (st.tables
        .iter()
        .find(|t| t.round == round && t.seats.len() == 1)
        .map(|t| t.seats[0])
        .expect("an odd field has a bye each round"))
    .0
}

/// The points each player scored in `round` (1 a win, 0 a loss, 1 a bye).
fn scored_in(st: &TournamentState, round: u32, user: u64) -> u32 {
    let table = st
        .tables
        .iter()
        .find(|t| t.round == round && t.seats.contains(&UserId(user)))
        .expect("paired");
    match &table.places {
        None => 1,
        Some(places) => {
            let seat = table.seats.iter().position(|&u| u == UserId(user)).unwrap();
            u32::from(places[seat] == 0)
        }
    }
}

/// The line of `user` (named `p<user>`) in a standings text, and its index.
fn line_of(text: &str, user: u64) -> (usize, String) {
    text.lines()
        .enumerate()
        .find(|(_, l)| l.contains(&format!("p{user}")))
        .map(|(i, l)| (i, l.to_string()))
        .unwrap_or_else(|| panic!("no line for p{user} in {text}"))
}

/// The text of the post that opened `round`.
fn round_post(notices: &[Notice], round: u32) -> String {
    notices
        .iter()
        .find(|n| {
            n.reply.events.iter().any(|e| {
                matches!(e, Event::Tournament(TournamentEvent::RoundOpened { round: r, .. }) if *r == round)
            })
        })
        .map(|n| n.reply.said())
        .unwrap_or_else(|| panic!("no post opened round {round}"))
}

on_both_engines! {
    #[tokio::test]
    async fn standings_after_a_round_count_no_later_bye_and_during_one_say_so(db) {
        let env = env(db).await;
        let mut receiver = env.service.take_notices().expect("the notices");
        let id = started(&env, swiss(2, Some(3)), 5).await;
        let mut notices = Vec::new();
        for round in 2..=3u32 {
            end_running_games(&env, id).await;
            while let Ok(n) = receiver.try_recv() {
                notices.push(n);
            }
            let st = state(&env, id).await;
            assert_eq!(st.latest_round(), round);
            let bye = bye_in(&st, round);
            let before: u32 = (1..round).map(|r| scored_in(&st, r, bye)).sum();
            // The round's post: the standings after the round before, the new bye not counted.
            let post = round_post(&notices, round);
            assert!(post.contains(&format!("standings after round {}", round - 1)), "{post}");
            let (at, line) = line_of(&post, bye);
            let pts = if before == 1 { "pt" } else { "pts" };
            assert!(line.contains(&format!(": {before} {pts}")), "{line}\n{post}");
            assert!(!line.contains("a bye"), "the bye is next round's: {line}");
            // Nobody who scored more before this round stands below the bye's holder.
            for e in &st.entrants {
                let theirs: u32 = (1..round).map(|r| scored_in(&st, r, e.user_id.0)).sum();
                if theirs > before {
                    assert!(line_of(&post, e.user_id.0).0 < at, "p{} below p{bye}:\n{post}", e.user_id);
                }
            }
            // The picture of that post: the same standings.
            let lines = entrant_lines(Lang::EnUs, &st, Some(round - 1));
            let held = lines.iter().find(|l| l.name == format!("p{bye}")).unwrap();
            assert_eq!(held.standing.points.halves(), 2 * before, "{lines:?}");
            assert!(standings_words(Lang::EnUs, &st, Some(round - 1)).title.contains(&format!("round {} of 3", round - 1)));
            // During the round: said so, the bye counted with its round, the games still playing.
            let private = env.service.tournament_standings(&player(1), &HERE, Some(id), None).await.unwrap();
            let text = private.said();
            assert!(text.contains(&format!("standings during round {round}")), "{text}");
            assert!(!text.contains("standings after"), "{text}");
            assert!(line_of(&text, bye).1.contains("(this round: a bye, +1)"), "{text}");
            assert_eq!(text.matches("(this round: still playing)").count(), 4, "{text}");
            assert!(private.image.is_some(), "the picture");
            let words = standings_words(Lang::EnUs, &st, None);
            assert!(words.title.contains(&format!("during round {round} of 3")), "{}", words.title);
            let playing = latest_marks(&st, None).iter().filter(|(_, m)| *m == RoundMark::Playing).count();
            assert_eq!(playing, 4);
        }
        // Once the last round is over: after it, and the picture says final.
        end_running_games(&env, id).await;
        let st = state(&env, id).await;
        assert_eq!(st.tournament.status, TournamentStatus::Finished);
        let text = env.service.tournament_standings(&player(1), &HERE, Some(id), None).await.unwrap().said();
        assert!(text.contains("standings after round 3"), "{text}");
        assert!(!text.contains("still playing"), "{text}");
        assert!(standings_words(Lang::EnUs, &st, None).title.contains("final standings"));
        // A picture of an earlier round of a finished tournament is not "final".
        let earlier = standings_words(Lang::EnUs, &st, Some(2)).title;
        assert!(earlier.contains("round 2 of 3"), "{earlier}");
    }

    #[tokio::test]
    async fn three_player_standings_show_ratings_on_the_one_scale_in_each_languages_style(db) {
        let env = env(db).await;
        // New players: Weng-Lin's μ 25 is kept, 1500 is shown (as on their cards).
        let id = started(&env, swiss(3, None), 6).await;
        let st = state(&env, id).await;
        assert_eq!(st.ratings(), vec![1500; 6]);
        let json = st.to_json();
        for e in json["entrants"].as_array().unwrap() {
            assert_eq!(e["rating"].as_f64(), Some(1500.0), "{json}");
        }
        for l in json["standings"].as_array().unwrap() {
            assert_eq!(l["rating"].as_f64(), Some(1500.0), "{json}");
        }
        for (lang, written) in [
            (Lang::EnUs, "1,500"),
            (Lang::Fr, "1\u{202F}500"),
            (Lang::It, "1.500"),
            (Lang::Ja, "1,500"),
        ] {
            let mut reader = player(1);
            reader.lang = lang;
            let text = env.service.tournament_standings(&reader, &HERE, Some(id), None).await.unwrap().said();
            assert_eq!(text.matches(written).count(), 6, "{text}");
            // The picture writes them as the text does.
            let lines = entrant_lines(lang, &st, None);
            assert_eq!(lines.len(), 6);
            assert!(lines.iter().all(|l| l.figures.rating == written), "{lines:?}");
        }
    }
}
