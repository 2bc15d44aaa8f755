//! Pages that page (issue #44): a server's web page lists its running and finished games a
//! page at a time, newest first, only those of the channels everyone can view, and no page is
//! short for the games it may not show; the leaderboard's web pages are `/focus leaderboard`'s
//! pages, line for line. Both engines, through the service and over HTTP on loopback.

use focus_bot::i18n::Lang;
use focus_bot::rating::Kind;
use focus_bot::rules::{Config, Game, Turn};
use focus_bot::service::{GAMES_PAGE, LEADERBOARD_TOP, Listed};
use focus_bot::store::GameId;
use focus_bot::store::{BulkGame, Store};
use focus_bot::t;
use focus_bot::web::{Probe, Site, Subject, WebServer, router, start};

use crate::support::service::*;
use crate::web_pages::{SECRET, get, open_channels};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

/// A private channel's number (past [`open_channels`]): the first of a few.
const PRIVATE: u64 = 400;

/// A 2-player game of server `guild` in `channel`: running, or over by a resignation.
fn bulk(guild: u64, channel: u64, finished: bool, n: u64) -> BulkGame {
    let mut game = Game::new(Config::two_players());
    let mut actions = Vec::new();
    let at = START + i64::try_from(n).unwrap() * 1_000;
    if finished {
        let seat = game.position().to_act().unwrap();
        let turn = Turn::Resign(seat);
        game.apply(turn).unwrap();
        actions.push((seat.number(), turn.to_string(), at + 500));
    }
    BulkGame {
        guild_id: ServerId(guild),
        channel_id: ChannelId(channel),
        players: 2,
        mode: "standard",
        turn_limit: None,
        rated: false,
        created_at: at,
        seats: vec![
            (UserId(n * 2 + 1), format!("p{n}a")),
            (UserId(n * 2 + 2), format!("p{n}b")),
        ],
        actions,
        outcome: game.position().outcome(),
    }
}

/// The games of a server with more than two pages of finished games and more than a page of
/// running ones, the games of private channels mixed in among them (one in three), and a few
/// of another server: the visible (running, finished) ids, newest first, and the private ones.
async fn load_server(store: &Store) -> (Vec<GameId>, Vec<GameId>, Vec<GameId>) {
    let mut games = Vec::new();
    let mut open = Vec::new();
    for n in 0..(GAMES_PAGE as u64 * 2 + 3) * 3 / 2 {
        let private = n % 3 == 2;
        let channel = if private { PRIVATE + n % 4 } else { 20 + n % 7 };
        games.push(bulk(HERE.guild_id.0, channel, true, n));
        open.push(!private);
    }
    // Running games: one a channel.
    for n in 0..(GAMES_PAGE as u64 + 2) * 3 / 2 {
        let private = n % 3 == 2;
        let channel = if private { PRIVATE + 10 + n } else { 100 + n };
        games.push(bulk(HERE.guild_id.0, channel, false, 1_000 + n));
        open.push(!private);
    }
    for n in 0..5 {
        games.push(bulk(HERE.guild_id.0 + 1, 30 + n, n % 2 == 0, 2_000 + n));
        open.push(false);
    }
    let ids = store.load_games(&games).await.unwrap();
    let (mut running, mut finished, mut private) = (Vec::new(), Vec::new(), Vec::new());
    for ((id, game), open) in ids.iter().zip(&games).zip(&open) {
        if game.guild_id != HERE.guild_id {
            continue;
        }
        match (open, game.outcome.is_some()) {
            (false, _) => private.push(*id),
            (true, false) => running.push(*id),
            (true, true) => finished.push(*id),
        }
    }
    running.sort_unstable_by(|a, b| b.cmp(a));
    finished.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(
        (running.len(), finished.len()),
        (GAMES_PAGE + 2, GAMES_PAGE * 2 + 3)
    );
    (running, finished, private)
}

fn ids(list: &[(GameId, String)]) -> Vec<GameId> {
    list.iter().map(|(id, _)| *id).collect()
}

/// The service's pages over HTTP on loopback, listing `open_channels()`.
async fn serve(env: &Env) -> (Site, WebServer) {
    let site = Site::new(SECRET, "http://127.0.0.1:9");
    site.serve(env.service.clone());
    site.list_channels(|_| Listed::Only(open_channels()));
    let probe = Probe::new(env.service.store().clone(), None).with_site(site.clone());
    let server = start("127.0.0.1:0".parse().unwrap(), router(probe))
        .await
        .unwrap();
    (site, server)
}

on_both_engines! {
#[tokio::test]
/// Page 1 lists the newest running and finished games, page 2 goes on where it stopped, the
/// last page has no next; each page is full though a third of the games are private (the
/// channels are in the query, not filtered after it), and no private game is on any page.
async fn a_servers_games_come_a_page_at_a_time_newest_first_never_a_private_one(db) {
    let env = env(db).await;
    let (running, finished, private) = load_server(env.service.store()).await;
    let open = Listed::Only(open_channels());
    let page = |n| {
        let open = open.clone();
        let service = env.service.clone();
        async move {
            service
                .server_view(HERE.guild_id, Some(Lang::EnUs), &open, n)
                .await
                .unwrap()
        }
    };
    let first = page(1).await.expect("page 1");
    assert_eq!(ids(&first.running), running[..GAMES_PAGE]);
    assert_eq!(ids(&first.finished), finished[..GAMES_PAGE]);
    assert!(first.more);
    assert_eq!((first.page, first.leaderboard.len()), (1, 0));
    let second = page(2).await.expect("page 2");
    assert_eq!(ids(&second.running), running[GAMES_PAGE..]);
    assert_eq!(ids(&second.finished), finished[GAMES_PAGE..GAMES_PAGE * 2]);
    assert!(second.more);
    let last = page(3).await.expect("page 3");
    assert_eq!(ids(&last.running), Vec::<GameId>::new());
    assert_eq!(ids(&last.finished), finished[GAMES_PAGE * 2..]);
    assert!(!last.more, "the last page has no next");
    for view in [&first, &second, &last] {
        for (id, line) in view.running.iter().chain(&view.finished) {
            assert!(!private.contains(id), "private game {id} listed: {line}");
            assert!(line.contains(&format!("Game {id}:")), "{line}");
        }
    }
    assert_eq!(page(4).await, None, "past the last page");
    assert_eq!(page(0).await, None);
    // The console lists every channel's games; no channel listed: no game, page 1 still there.
    let all = env
        .service
        .server_view(HERE.guild_id, Some(Lang::EnUs), &Listed::All, 1)
        .await
        .unwrap()
        .unwrap();
    let newest_private = *private.iter().max().unwrap();
    assert!(
        ids(&all.running).contains(&newest_private)
            || ids(&all.finished).contains(&newest_private),
        "{all:?}"
    );
    let none = env
        .service
        .server_view(HERE.guild_id, Some(Lang::EnUs), &Listed::Only(Vec::new()), 1)
        .await
        .unwrap()
        .unwrap();
    assert!(none.running.is_empty() && none.finished.is_empty() && !none.more);
    env.service.store().close().await;
}
}

/// The `href`s of the links in `html` with `rel="{rel}"`.
fn rel_links(html: &str, rel: &str) -> Vec<String> {
    html.split("<a href=\"")
        .skip(1)
        .filter_map(|rest| {
            let (href, after) = rest.split_once('"')?;
            after
                .starts_with(&format!(" rel=\"{rel}\""))
                .then(|| href.replace("&amp;", "&"))
        })
        .collect()
}

on_both_engines! {
#[tokio::test]
/// Over HTTP: `?page=N` links to the previous and next pages keep `?lang=`, the last page has
/// no next link, a page past the last (or not a page) is the plain 404, and no page shows a
/// private channel's game.
async fn the_server_page_links_its_pages_and_keeps_the_language(db) {
    let env = env(db).await;
    let (running, finished, private) = load_server(env.service.store()).await;
    let (site, server) = serve(&env).await;
    let base = format!("/{}", site.path(Subject::Server(HERE.guild_id)));
    let first = get(server.addr(), &base, &[]).await;
    assert_eq!(first.status, 200);
    let html = first.text();
    assert_eq!(rel_links(&html, "next"), ["./?page=2"]);
    assert_eq!(rel_links(&html, "prev"), Vec::<String>::new());
    assert!(html.contains(&format!("Game {}:", finished[0])), "{html}");
    assert!(html.contains(&format!("Game {}:", running[0])), "{html}");
    assert!(html.contains("<a href=\"leaderboard\">"), "{html}");
    let second = get(server.addr(), &format!("{base}?page=2&lang=fr"), &[]).await;
    let html = second.text();
    assert_eq!(rel_links(&html, "next"), ["./?page=3&lang=fr"]);
    assert_eq!(rel_links(&html, "prev"), ["./?page=1&lang=fr"]);
    assert!(html.contains("<html lang=\"fr\">"), "{html}");
    assert!(html.contains(&format!("/game/{}/", finished[GAMES_PAGE])), "{html}");
    assert!(html.contains("?lang=fr\">"), "game links keep the language: {html}");
    let last = get(server.addr(), &format!("{base}?page=3"), &[]).await.text();
    assert_eq!(rel_links(&last, "next"), Vec::<String>::new(), "{last}");
    assert!(last.contains(&format!("Game {}:", finished[GAMES_PAGE * 2 + 2])), "{last}");
    assert!(last.contains(&t!(Lang::EnUs, "web-none-here")), "{last}");
    for page in [&html, &last, &first.text()] {
        for id in &private {
            assert!(!page.contains(&format!("Game {id}:")), "private game {id}");
        }
    }
    for bad in ["4", "0", "-1", "two", ""] {
        let a = get(server.addr(), &format!("{base}?page={bad}"), &[]).await;
        assert_eq!((a.status, a.text().as_str()), (404, "not found\n"), "page={bad}");
    }
    env.service.store().close().await;
}
}

/// Three pages of 2-player standings and some of multi-player games, in all kinds of order.
async fn ranked_players(store: &Store) {
    crate::ratings::random_games(store, 60, 3).await;
    let winners: Vec<u64> = (50..75).collect();
    crate::support::ratings::seed_wins(store, HERE.guild_id, &winners, 200, 5).await;
}

/// The lines a `/focus leaderboard` reply lists after its head, up to its "…".
fn reply_lines(said: &str) -> Vec<String> {
    said.lines()
        .skip_while(|l| !l.contains("page "))
        .skip(1)
        .take_while(|l| *l != "…")
        .map(String::from)
        .collect()
}

on_both_engines! {
#[tokio::test]
/// Each page of the leaderboard's web page, of each kind, lists exactly the lines
/// `/focus leaderboard` lists on that page, under the same head; past the last page there is
/// none, as the command refuses it; the server page shows its first lines.
async fn the_leaderboard_pages_are_the_commands_pages(db) {
    let env = env(db).await;
    ranked_players(env.service.store()).await;
    let mut pages_seen = Vec::new();
    for kind in Kind::ALL {
        let mut n = 1;
        while let Some(view) = env
            .service
            .leaderboard_view(HERE.guild_id, Some(Lang::EnUs), kind, n)
            .await
            .unwrap()
        {
            let reply = env
                .service
                .leaderboard(&user(1), &HERE, Some(kind.name()), None, Some(n as i64))
                .await
                .unwrap();
            let said = &reply.text;
            assert!(said.starts_with(&view.head), "{said}\n---\n{}", view.head);
            if view.count == 0 {
                assert!(view.lines.is_empty() && n == 1, "{view:?}");
                break;
            }
            assert_eq!(view.lines, reply_lines(said), "{kind:?} page {n}");
            assert!(!view.lines.is_empty());
            assert_eq!(view.page, n);
            n += 1;
        }
        let count = env.service.leaderboard_view(HERE.guild_id, None, kind, 1).await;
        let count = count.unwrap().unwrap().count;
        if count > 0 {
            assert_eq!(n - 1, count);
            // The command refuses the page past the last too.
            let past = env
                .service
                .leaderboard(&user(1), &HERE, Some(kind.name()), None, Some(n as i64))
                .await
                .unwrap();
            assert!(past.private, "{}", past.said());
        }
        pages_seen.push(count);
    }
    assert!(pages_seen[0] >= 3 && pages_seen[1] >= 1, "{pages_seen:?}");
    let top = env
        .service
        .server_view(HERE.guild_id, Some(Lang::EnUs), &Listed::All, 1)
        .await
        .unwrap()
        .unwrap()
        .leaderboard;
    let first = env
        .service
        .leaderboard_view(HERE.guild_id, Some(Lang::EnUs), Kind::TwoPlayer, 1)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(top, first.lines[..LEADERBOARD_TOP]);
    env.service.store().close().await;
}
}

on_both_engines! {
#[tokio::test]
/// Over HTTP: the leaderboard's page 1 links to page 2 and not back, its last page not on, a
/// kind's pages keep the kind and the language, and an unknown kind or a page past the last is
/// the plain 404; each page lists the command's lines in their order.
async fn the_leaderboard_page_pages_by_kind(db) {
    let env = env(db).await;
    ranked_players(env.service.store()).await;
    let (site, server) = serve(&env).await;
    let base = format!("/{}leaderboard", site.path(Subject::Server(HERE.guild_id)));
    let count = env
        .service
        .leaderboard_view(HERE.guild_id, None, Kind::TwoPlayer, 1)
        .await
        .unwrap()
        .unwrap()
        .count;
    assert!(count >= 2, "{count}");
    let first = get(server.addr(), &base, &[]).await;
    assert_eq!(first.status, 200);
    let html = first.text();
    assert_eq!(rel_links(&html, "next"), ["leaderboard?kind=2p&page=2"]);
    assert_eq!(rel_links(&html, "prev"), Vec::<String>::new());
    assert!(html.contains("<a href=\"leaderboard?kind=multi&amp;page=1\">"), "{html}");
    assert!(html.contains("<a href=\"./\">"), "{html}");
    // The ranks in order, as the command's lines.
    let ranks: Vec<usize> = html
        .split("<li>")
        .skip(1)
        .filter_map(|li| li.split_once(". ")?.0.parse().ok())
        .collect();
    assert_eq!(ranks, (1..=10).collect::<Vec<_>>(), "{html}");
    let last = get(server.addr(), &format!("{base}?page={count}&lang=ja"), &[]).await.text();
    assert!(last.contains("<html lang=\"ja\">"), "{last}");
    assert_eq!(rel_links(&last, "next"), Vec::<String>::new(), "{last}");
    assert_eq!(
        rel_links(&last, "prev"),
        [format!("leaderboard?kind=2p&page={}&lang=ja", count - 1)]
    );
    let multi = get(server.addr(), &format!("{base}?kind=multi"), &[]).await;
    assert_eq!(multi.status, 200);
    assert!(multi.text().contains("<a aria-current=\"page\">multi-player</a>"));
    for bad in [
        format!("?page={}", count + 1),
        "?page=0".to_string(),
        "?kind=chess".to_string(),
    ] {
        let a = get(server.addr(), &format!("{base}{bad}"), &[]).await;
        assert_eq!((a.status, a.text().as_str()), (404, "not found\n"), "{bad}");
    }
    env.service.store().close().await;
}
}
