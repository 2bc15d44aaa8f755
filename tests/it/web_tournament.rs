//! A tournament's page over HTTP on loopback, on both engines: its standings (the picture and
//! the table) and every round's tables, the latest first, linking to the games whose channel
//! anyone can view and to no other; a wrong token is the same 404 as no tournament; the server
//! page lists the tournaments of channels anyone can view, running first; the event stream
//! says when one of its games ends; the page speaks the four languages.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use focus_bot::i18n::Lang;
use focus_bot::service::tournament_state::TournamentState;
use focus_bot::service::{
    ChannelFuture, Event, Listed, SettingsChange, TableChannels, TournamentEvent,
    TournamentOptions, TournamentRights,
};
use focus_bot::store::GameId;
use focus_bot::store::{TournamentFormat, TournamentId, TournamentStatus};
use focus_bot::t;
use focus_bot::web::{Probe, Site, Subject, WebServer, router, start};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::service::*;
use crate::web_pages::{Answer, HIDDEN, SECRET, get, open_channels};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

/// The tables' channels of these tests: a new id for each name, remembered with its parent.
#[derive(Default)]
struct Threads {
    made: Mutex<HashMap<String, (ChannelId, ChannelId)>>,
}

static NEXT_THREAD: AtomicU64 = AtomicU64::new(70_000);

impl TableChannels for Threads {
    fn open<'a>(&'a self, _guild: ServerId, parent: ChannelId, name: &'a str) -> ChannelFuture<'a> {
        Box::pin(async move {
            let mut made = self.made.lock().unwrap();
            let next = NEXT_THREAD.fetch_add(1, Ordering::SeqCst);
            Ok(made
                .entry(name.to_string())
                .or_insert((ChannelId(next), parent))
                .0)
        })
    }
}

/// A service and its pages on loopback. Anyone can view a channel unless it is `HIDDEN`, a
/// thread of it, or one the test hid.
struct Served {
    env: Env,
    site: Site,
    server: WebServer,
    hidden: Arc<Mutex<BTreeSet<ChannelId>>>,
}

impl Served {
    async fn start(db: TestDb) -> Served {
        let env = env(db).await;
        let threads = Arc::new(Threads::default());
        env.service.set_table_channels(threads.clone());
        let site = Site::new(SECRET, "http://127.0.0.1:9");
        site.serve(env.service.clone());
        let hidden: Arc<Mutex<BTreeSet<ChannelId>>> = Arc::default();
        let hid = hidden.clone();
        site.list_channels(move |_| {
            let hid = hid.lock().unwrap();
            let threads = threads.made.lock().unwrap();
            let open_threads = threads
                .values()
                .filter(|&&(id, parent)| parent != HIDDEN && !hid.contains(&id))
                .map(|&(id, _)| id);
            let open = open_channels().into_iter().filter(|c| !hid.contains(c));
            Listed::Only(open.chain(open_threads).collect())
        });
        site.link_posts(&env.service);
        let probe = Probe::new(env.service.store().clone(), None).with_site(site.clone());
        let server = start("127.0.0.1:0".parse().unwrap(), router(probe))
            .await
            .unwrap();
        Served {
            env,
            site,
            server,
            hidden,
        }
    }

    async fn get(&self, path: &str) -> Answer {
        get(self.server.addr(), path, &[]).await
    }

    /// The tournament's page path, with its token.
    fn page(&self, id: TournamentId) -> String {
        format!("/{}", self.site.path(Subject::Tournament(id)))
    }

    async fn state(&self, id: TournamentId) -> TournamentState {
        self.env.service.tournament(id).await.unwrap().unwrap()
    }

    /// A Swiss at 2-player tables of `rounds` rounds in `place`, created by the first of
    /// `players`, joined by all of them and started: its id.
    async fn started(&self, place: &Where, rounds: u32, players: &[u64]) -> TournamentId {
        let s = &self.env.service;
        let options = TournamentOptions {
            format: TournamentFormat::Swiss,
            players: 2,
            rounds: Some(rounds),
            ..TournamentOptions::default()
        };
        let rights = TournamentRights {
            manage_events: false,
        };
        let created = s
            .tournament_create(&player(players[0]), place, &options, rights)
            .await
            .unwrap();
        let id = created.tournament().expect("created").id;
        for &p in players {
            let r = s
                .tournament_join(&player(p), place, Some(id))
                .await
                .unwrap();
            assert!(r.refusal.is_none(), "{}", r.said());
        }
        let r = s
            .tournament_start(&player(players[0]), place, Some(id), rights)
            .await
            .unwrap();
        assert!(r.refusal.is_none(), "{}", r.said());
        id
    }

    /// Ends the first running game of tournament `id` (its first seat resigns): its id.
    async fn end_one_game(&self, id: TournamentId) -> Option<GameId> {
        let st = self.state(id).await;
        let table = st
            .tables
            .iter()
            .find(|t| t.places.is_none() && t.game_id.is_some())?;
        let game = table.game_id?;
        let place = Where {
            guild_id: HERE.guild_id,
            channel_id: table.channel_id.expect("its channel"),
        };
        self.env
            .service
            .confirm_resign(&player((table.seats[0]).0), &place, Some(game))
            .await
            .unwrap();
        Some(game)
    }

    /// Ends every game of tournament `id`'s current round.
    async fn end_round(&self, id: TournamentId) {
        let round = self.state(id).await.latest_round();
        while self.state(id).await.latest_round() == round && self.end_one_game(id).await.is_some()
        {
        }
    }
}

fn player(id: u64) -> Actor {
    Actor::new(UserId(id), format!("p{id}"))
}

/// The part of `html` from `from` to the next `to`.
fn between<'a>(html: &'a str, from: &str, to: &str) -> &'a str {
    let start = html
        .find(from)
        .unwrap_or_else(|| panic!("no {from} in {html}"));
    let rest = &html[start..];
    &rest[..rest.find(to).unwrap_or(rest.len())]
}

on_both_engines! {
    #[tokio::test]
    async fn a_tournament_page_shows_its_standings_and_rounds_linking_to_the_games_anyone_may_see(db) {
        let s = Served::start(db).await;
        let id = s.started(&HERE, 3, &[1, 2, 3, 4, 5]).await;
        s.end_round(id).await;
        let st = s.state(id).await;
        assert_eq!(st.latest_round(), 2);
        // One table of round 2 is in a channel nobody else may view: its game gets no link.
        let private = st
            .tables
            .iter()
            .find(|t| t.round == 2 && t.game_id.is_some())
            .expect("a table of round 2");
        s.hidden.lock().unwrap().insert(private.channel_id.unwrap());
        let answer = s.get(&s.page(id)).await;
        assert_eq!(answer.status, 200, "{}", answer.text());
        let html = answer.text();
        println!("{html}");
        // The standings: the picture and the table, every entrant named in <bdi>.
        assert!(html.contains("<img src=\"standings.png?lang=en-US\""), "{html}");
        let table = between(&html, "<table id=\"standings\"", "</table>");
        for p in 1..=5 {
            assert!(table.contains(&format!("<bdi>p{p}</bdi>")), "p{p}: {table}");
        }
        for head in ["web-tournament-rank", "tournament-picture-points", "tournament-picture-buchholz"] {
            assert!(table.contains(&Lang::EnUs.text(head, &[])), "{head}: {table}");
        }
        // Each line's points, best first: 2 games won and 2 byes (rounds 1 and 2) are 4 points.
        let points: Vec<u32> = table
            .split("</bdi></td><td>")
            .skip(1)
            .map(|rest| rest[..rest.find('<').unwrap()].parse().expect("whole points"))
            .collect();
        assert_eq!(points.len(), 5, "{table}");
        assert_eq!(points.iter().sum::<u32>(), 4, "{table}");
        assert!(points.windows(2).all(|w| w[0] >= w[1]), "best first: {table}");
        // The rounds, the latest first.
        let two = html.find("id=\"round-2\"").expect("round 2");
        let one = html.find("id=\"round-1\"").expect("round 1");
        assert!(two < one, "the latest round first");
        let round_one = between(&html, "id=\"round-1\"", "</section>");
        let round_two = between(&html, "id=\"round-2\"", "</section>");
        assert_eq!(round_one.matches("1–0").count() + round_one.matches("0–1").count(), 2);
        assert!(round_one.contains("+1"), "the bye: {round_one}");
        assert_eq!(
            round_two.matches(&t!(Lang::EnUs, "tournament-mark-playing")).count(),
            2,
            "{round_two}"
        );
        for table in st.tables.iter().filter(|t| t.game_id.is_some()) {
            let game = table.game_id.unwrap();
            let link = format!("href=\"../../../{}\"", s.site.path(Subject::Game(game)));
            let round = if table.round == 1 { round_one } else { round_two };
            if table.channel_id == private.channel_id {
                assert!(!html.contains(&format!("game/{game}/")), "no link to {game}: {html}");
            } else {
                assert!(round.contains(&link), "{link} in {round}");
            }
        }
        // The picture the posts carry.
        let png = s.get(&format!("{}standings.png?lang=ja", s.page(id))).await;
        assert_eq!(png.status, 200);
        assert!(png.head.to_lowercase().contains("content-type: image/png"));
        assert!(png.body.starts_with(b"\x89PNG"));
        // The four languages, every word found.
        for lang in [Lang::EnUs, Lang::Fr, Lang::It, Lang::Ja] {
            let html = s.get(&format!("{}?lang={}", s.page(id), lang.code())).await.text();
            println!("{html}");
            assert!(html.contains(&format!("<html lang=\"{}\">", lang.code())), "{html}");
            for key in ["web-tournament-standings", "web-tournament-rounds", "web-tournament-live"] {
                let words = lang.text(key, &[]);
                assert!(html.contains(&words), "{lang:?} {key}: {html}");
            }
            assert!(html.contains(&t!(lang, "web-tournament-round", round = 2)), "{lang:?}");
            assert!(!html.contains("web-tournament") && !html.contains("tournament-mark"), "{html}");
            // The links keep the language.
            assert!(html.contains(&format!("/?lang={}\"", lang.code())), "{html}");
        }
    }

    #[tokio::test]
    async fn a_wrong_tournament_link_is_the_same_404_as_no_tournament(db) {
        let s = Served::start(db).await;
        let id = s.started(&HERE, 1, &[1, 2, 3]).await;
        let token = s.site.path(Subject::Tournament(id));
        let token = token.trim_end_matches('/').rsplit('/').next().unwrap().to_string();
        let (most, last) = token.split_at(token.len() - 1);
        let changed = format!("{most}{}", if last == "0" { "1" } else { "0" });
        let game_token = s.site.path(Subject::Game(GameId(id.0)));
        let game_token = game_token.trim_end_matches('/').rsplit('/').next().unwrap();
        let unknown = s.site.path(Subject::Tournament(TournamentId(id.0 + 100)));
        for base in [
            format!("/tournament/{id}/{changed}/"),
            format!("/tournament/{id}/{game_token}/"),
            format!("/tournament/{id}/nope/"),
            format!("/tournament/x{id}/{token}/"),
            format!("/{unknown}"),
        ] {
            for file in ["", "standings.png", "events"] {
                let answer = s.get(&format!("{base}{file}")).await;
                assert_eq!((answer.status, answer.text().as_str()), (404, "not found\n"), "{base}{file}");
            }
        }
        assert_eq!(s.get(&s.page(id)).await.status, 200);
        // web:public opens it without the token; web:off closes it even with it.
        for (web, signed, unsigned) in [("public", 200, 200), ("off", 404, 404), ("on", 200, 404)] {
            let change = SettingsChange {
                web: Some(web.to_string()),
                ..SettingsChange::default()
            };
            s.env.service.settings(&user(1), &HERE, &change).await.unwrap();
            assert_eq!(s.get(&s.page(id)).await.status, signed, "{web}");
            let bare = s.get(&format!("/tournament/{id}/nope/")).await.status;
            assert_eq!(bare, unsigned, "{web}");
        }
    }

    #[tokio::test]
    async fn the_server_page_lists_the_tournaments_of_open_channels_running_first(db) {
        let s = Served::start(db).await;
        let hidden = Where {
            guild_id: HERE.guild_id,
            channel_id: HIDDEN,
        };
        let running = s.started(&HERE, 2, &[1, 2, 3, 4]).await;
        let secret = s.started(&hidden, 1, &[21, 22, 23]).await;
        let finished = s.started(&HERE, 1, &[11, 12, 13]).await;
        s.end_round(finished).await;
        assert_eq!(s.state(finished).await.tournament.status, TournamentStatus::Finished);
        let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
        let html = s.get(&server).await.text();
        let list = between(&html, "<ul class=\"tournaments\">", "</ul>");
        let at = |id: TournamentId| {
            list.find(&format!("href=\"../../../{}\"", s.site.path(Subject::Tournament(id))))
        };
        let (r, f) = (at(running).expect("running listed"), at(finished).expect("finished listed"));
        assert!(r < f, "running first: {list}");
        assert!(at(secret).is_none() && !html.contains(&format!("tournament/{secret}/")), "{html}");
        // Its own link, given by someone who sees the channel, still opens its page; none of
        // its games (in threads of the hidden channel) is linked.
        let own = s.get(&s.page(secret)).await;
        assert_eq!(own.status, 200);
        assert!(!own.text().contains("game/"), "{}", own.text());
    }

    #[tokio::test]
    async fn the_event_stream_says_when_a_game_of_the_tournament_ends(db) {
        let s = Served::start(db).await;
        let id = s.started(&HERE, 2, &[1, 2, 3, 4]).await;
        let mut stream = TcpStream::connect(s.server.addr()).await.unwrap();
        let request = format!(
            "GET {}events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n",
            s.page(id)
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut seen = String::new();
        let mut buf = [0u8; 4096];
        while !seen.contains("\r\n\r\n") {
            let n = stream.read(&mut buf).await.unwrap();
            assert!(n > 0, "the stream closed: {seen}");
            seen.push_str(&String::from_utf8_lossy(&buf[..n]));
        }
        assert!(seen.starts_with("HTTP/1.1 200"), "{seen}");
        assert!(!seen.contains("event: changed"), "nothing changed yet: {seen}");
        assert!(s.end_one_game(id).await.is_some());
        let said = tokio::time::timeout(Duration::from_secs(10), async {
            while !seen.contains(&format!("event: changed\ndata: {id}\n")) {
                let n = stream.read(&mut buf).await.unwrap();
                assert!(n > 0, "the stream closed: {seen}");
                seen.push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        })
        .await;
        assert!(said.is_ok(), "no changed event: {seen}");
    }

    #[tokio::test]
    async fn a_tournaments_round_and_final_posts_link_to_its_page(db) {
        let s = Served::start(db).await;
        let mut notices = s.env.service.take_notices().expect("the notices");
        let id = s.started(&HERE, 2, &[1, 2, 3, 4]).await;
        let url = s.site.url(Subject::Tournament(id));
        s.end_round(id).await;
        s.end_round(id).await;
        assert_eq!(s.state(id).await.tournament.status, TournamentStatus::Finished);
        let mut posts = Vec::new();
        while let Ok(n) = notices.try_recv() {
            posts.push(n.reply);
        }
        let said = |wanted: &dyn Fn(&Event) -> bool| {
            posts
                .iter()
                .find(|r| r.events.iter().any(wanted))
                .map(|r| r.said())
                .unwrap_or_else(|| panic!("no such post"))
        };
        let round_two = said(&|e| {
            matches!(e, Event::Tournament(TournamentEvent::RoundOpened { round: 2, .. }))
        });
        let last = said(&|e| matches!(e, Event::Tournament(TournamentEvent::Finished { .. })));
        for post in [round_two, last] {
            assert!(post.contains(&url), "{post}");
        }
        // A server whose pages are off: no link.
        let off = SettingsChange {
            web: Some("off".to_string()),
            ..SettingsChange::default()
        };
        s.env.service.settings(&user(1), &HERE, &off).await.unwrap();
        let other = s.started(&HERE, 1, &[11, 12, 13]).await;
        s.end_round(other).await;
        let mut seen = 0;
        while let Ok(n) = notices.try_recv() {
            assert!(!n.reply.said().contains("/tournament/"), "{}", n.reply.said());
            seen += 1;
        }
        assert!(seen > 0, "the final post at least");
    }
}
