//! Big fields through the service, on both engines: an entry cap (`max_players`) that refuses
//! the entrant past it and changes nothing, bad caps refused, a Swiss of 121 played over
//! several rounds with no repeat pairing and the byes rotating, and the standings of 300 shown
//! a page at a time (text and picture) with the caller's own line and rank.

use crate::support::service::*;
use focus_bot::i18n::Lang;
use focus_bot::service::{
    Refusal, STANDINGS_PAGE, StandingsView, TournamentOptions, TournamentRefusal, TournamentRights,
    entrant_lines, entrant_page, standings_picture, standings_picture_page,
};
use focus_bot::store::TournamentStatus;

use super::tournaments::{
    byes, end_running_games, meetings, play_out, player, started, state, swiss,
};
use focus_bot::store::UserId;

const ANYONE: TournamentRights = TournamentRights {
    manage_events: false,
};

/// The standing lines of a standings text ("12. p7: …"), its "…" gap included.
fn standing_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| {
            l.trim() == "…"
                || l.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
        })
        .collect()
}

/// A picture's size.
fn size(bytes: &[u8]) -> (u32, u32) {
    let image = image::load_from_memory(bytes).expect("a PNG");
    (image.width(), image.height())
}

on_both_engines! {
    #[tokio::test]
    async fn a_capped_tournament_refuses_the_entrant_past_its_cap_and_changes_nothing(db) {
        let env = env(db).await;
        let s = &env.service;
        let options = TournamentOptions { max_players: Some(120), ..swiss(2, None) };
        let created = s.tournament_create(&player(1), &HERE, &options, ANYONE).await.unwrap();
        assert!(created.refusal.is_none(), "{}", created.said());
        assert!(created.said().contains("Nobody has joined yet"), "{}", created.said());
        let id = created.tournament().expect("the tournament").id;
        for p in 1..=120 {
            let r = s.tournament_join(&player(p), &HERE, None).await.unwrap();
            assert!(r.refusal.is_none(), "{}", r.said());
        }
        let signup = s.tournament_signup(id).await.unwrap().unwrap().said();
        assert!(signup.contains("Entrants (120/120 players)"), "{signup}");
        assert!(signup.contains("and 80 more"), "a big field's post names the first 40: {signup}");
        assert!(signup.chars().count() < 2000, "fits a Discord message: {}", signup.chars().count());
        let late = s.tournament_join(&player(121), &HERE, Some(id)).await.unwrap();
        refused(&late, "That tournament is full: 120 of 120 players have joined");
        assert_eq!(late.refusal, Some(Refusal::Tournament(TournamentRefusal::Full { cap: 120 })));
        assert!(late.events.is_empty());
        let st = state(&env, id).await;
        assert_eq!(st.entrants.len(), 120, "nothing changed");
        assert!(st.entrants.iter().all(|e| e.user_id != UserId(121)));
        assert_eq!(st.tournament.status, TournamentStatus::Signup);
        // In French too; and once someone leaves there is room again.
        let french = s.tournament_join(&Actor { lang: Lang::Fr, ..player(121) }, &HERE, Some(id)).await.unwrap();
        refused(&french, "Ce tournoi est complet : 120 joueurs sur 120");
        assert!(s.tournament_leave(&player(7), &HERE, Some(id)).await.unwrap().refusal.is_none());
        let r = s.tournament_join(&player(121), &HERE, Some(id)).await.unwrap();
        assert!(r.refusal.is_none(), "{}", r.said());
        assert_eq!(state(&env, id).await.entrants.len(), 120);
    }

    #[tokio::test]
    async fn a_cap_out_of_bounds_is_refused_and_creates_nothing(db) {
        let env = env(db).await;
        let s = &env.service;
        for (players, cap, fewest) in [(2, 0, 3), (2, 2, 3), (2, 1001, 3), (4, 4, 5), (3, 100_000, 4)] {
            let options = TournamentOptions { max_players: Some(cap), ..swiss(players, None) };
            let r = s.tournament_create(&player(1), &HERE, &options, ANYONE).await.unwrap();
            refused(&r, &format!("`max_players` is a number from {fewest} to 1,000"));
            assert_eq!(r.refusal, Some(Refusal::BadMaxPlayers(fewest, 1000)));
        }
        assert!(s.store().open_tournaments(HERE.guild_id).await.unwrap().is_empty());
        // The bounds themselves are fine.
        for cap in [3, 1000] {
            let options = TournamentOptions { max_players: Some(cap), ..swiss(2, None) };
            let r = s.tournament_create(&player(1), &HERE, &options, ANYONE).await.unwrap();
            assert!(r.refusal.is_none(), "{}", r.said());
        }
    }

    #[tokio::test]
    async fn a_swiss_of_121_plays_five_rounds_without_a_repeat_and_the_byes_rotate(db) {
        let env = env(db).await;
        let id = started(&env, swiss(2, Some(5)), 121).await;
        assert_eq!(play_out(&env, id).await, 5);
        let st = state(&env, id).await;
        let met = meetings(&st);
        assert!(met.values().all(|&n| n == 1), "a pairing repeated");
        assert_eq!(met.len(), 5 * 60, "60 tables a round");
        let byes = byes(&st);
        assert_eq!(byes.len(), 5, "five different players had the five byes: {byes:?}");
        assert!(byes.values().all(|&n| n == 1), "{byes:?}");
        for round in 1..=5 {
            let seated: usize = st.tables.iter().filter(|t| t.round == round).map(|t| t.seats.len()).sum();
            assert_eq!(seated, 121, "everyone seated or on a bye in round {round}");
        }
    }

    #[tokio::test]
    async fn the_standings_of_300_show_the_top_page_and_the_callers_line(db) {
        let env = env(db).await;
        let s = &env.service;
        let id = started(&env, swiss(2, Some(3)), 300).await;
        end_running_games(&env, id).await;
        let st = state(&env, id).await;
        assert_eq!(st.latest_round(), 2, "round 1 over, round 2 paired");
        // The standings after round 1 as the picture's lines rank them; a caller far down.
        let all = entrant_lines(Lang::EnUs, &st, None);
        assert_eq!(all.len(), 300);
        let low = &all[250];
        let user = st.entrants.iter().find(|e| e.seed == Some(low.standing.seed as u32)).unwrap().user_id;
        let rank = low.standing.rank;
        assert!(rank > STANDINGS_PAGE);
        let reply = s.tournament_standings(&player(user.0), &HERE, Some(id), None).await.unwrap();
        assert!(reply.private && reply.refusal.is_none(), "{}", reply.said());
        let text = reply.said();
        let lines = standing_lines(&text);
        assert_eq!(lines.len(), STANDINGS_PAGE + 2, "the top page, a gap, the caller's line: {text}");
        for (i, line) in lines[..STANDINGS_PAGE].iter().enumerate() {
            let want = format!("{}. **{}**:", all[i].standing.rank, all[i].name);
            assert!(line.starts_with(&want), "{line:?} is not {want:?}");
        }
        assert_eq!(lines[STANDINGS_PAGE].trim(), "…");
        assert!(lines[STANDINGS_PAGE + 1].starts_with(&format!("{rank}. **p{user}**:")), "{}", lines[STANDINGS_PAGE + 1]);
        assert!(text.contains("Page 1 of 15 (300 entrants)"), "{text}");
        // A caller on the top page gets no gap; page 15 is the last 20.
        let top_user = st.entrants.iter().find(|e| e.seed == Some(all[0].standing.seed as u32)).unwrap().user_id;
        let top = s.tournament_standings(&player(top_user.0), &HERE, Some(id), None).await.unwrap().said();
        assert_eq!(standing_lines(&top).len(), STANDINGS_PAGE);
        let last = s.tournament_standings(&player(top_user.0), &HERE, Some(id), Some(15)).await.unwrap().said();
        let last_lines = standing_lines(&last);
        assert_eq!(last_lines.len(), STANDINGS_PAGE + 2, "page 15, then the caller's line: {last}");
        assert!(last_lines[0].starts_with(&format!("{}. **{}**:", all[280].standing.rank, all[280].name)));
        assert!(last_lines[STANDINGS_PAGE + 1].starts_with(&format!("1. **p{top_user}**:")));
        // No page 16, nor 0: refused, privately.
        for page in [16, 0, -3] {
            let r = s.tournament_standings(&player(user.0), &HERE, Some(id), Some(page)).await.unwrap();
            refused(&r, "these standings have 15 pages");
        }
        // The picture: the same page, in every language; two rows (the gap, the caller) more
        // than the top page alone, which is as tall as any 20 entrants'.
        for lang in Lang::ALL {
            let mine = StandingsView { page: 1, reader: Some(user) };
            let (page_lines, pages) = entrant_page(lang, &st, None, mine);
            assert_eq!(pages, 15);
            assert_eq!(page_lines.len(), STANDINGS_PAGE + 1);
            assert!(page_lines[STANDINGS_PAGE].gap && page_lines[STANDINGS_PAGE].own);
            assert_eq!(page_lines[STANDINGS_PAGE].standing.rank, rank);
            assert!(page_lines[..STANDINGS_PAGE].iter().all(|l| !l.gap && !l.own));
            let with_mine = standings_picture_page(lang, &st, None, mine).await.unwrap().unwrap();
            let top_page = standings_picture(lang, &st, None).await.unwrap().unwrap();
            let (width, height) = size(&with_mine.bytes);
            let (top_width, top_height) = size(&top_page.bytes);
            assert_eq!((width, top_width), (760, 760));
            assert_eq!(height, top_height + 2 * 34, "{lang:?}");
            // 20 lines, the header, at most 3 legend rows, the frame's 4: not 300 lines.
            assert!(top_height <= 34 * (20 + 1 + 3 + 4), "{lang:?}: {top_height}");
            if std::env::var_os("SHOW_PICTURES").is_some() {
                let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
                std::fs::write(dir.join(format!("standings-300-{}.png", lang.code())), &with_mine.bytes).unwrap();
            }
        }
        // The reply's picture is the caller's page.
        let reply_picture = reply.image.expect("the standings picture");
        let mine = StandingsView { page: 1, reader: Some(user) };
        let expected = standings_picture_page(Lang::EnUs, &st, None, mine).await.unwrap().unwrap();
        assert_eq!(reply_picture.bytes, expected.bytes);
    }
}
