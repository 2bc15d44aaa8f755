//! What a view of a game's web page costs the bot: the page itself (load the game, rebuild it,
//! write the HTML), one board picture at a turn (rebuild to that turn, draw, encode), the
//! server's page, each over a real HTTP/1.1 connection on loopback to the bot's own server, as
//! a browser asks for them. A page view is the page and one board picture (the stylesheet and
//! the script are cached by the browser).
//!
//! `cargo bench --bench web` prints criterion's figures, on SQLite (a WAL file in a temp
//! folder), for a game of 40 turns.

use std::net::SocketAddr;
use std::time::Duration;

use criterion::Criterion;
use focus_bot::rules::FirstPlayer;
use focus_bot::service::{
    Actor, ChallengeOptions, GameId, Invitee, Listed, Service, SystemClock, Where,
};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::Store;
use focus_bot::store::UserId;
use focus_bot::web::{Probe, Site, Subject, router, start};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const ALICE: u64 = 11;
const BOB: u64 = 12;
const TURNS: usize = 40;
const HERE: Where = Where {
    guild_id: ServerId(1),
    channel_id: ChannelId(10),
};

fn actor(id: u64) -> Actor {
    Actor::new(UserId(id), if id == ALICE { "alice" } else { "bob" })
}

/// A game of `TURNS` turns (fewer if it ends first); its id.
async fn scripted_game(service: &Service) -> GameId {
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        turn_limit: Some(None),
        ..ChallengeOptions::default()
    };
    service
        .challenge(
            &actor(ALICE),
            &HERE,
            &[Invitee::person(UserId(BOB), "bob")],
            &options,
        )
        .await
        .unwrap();
    service.accept(&actor(BOB), &HERE, None).await.unwrap();
    'turns: for n in 0..TURNS {
        for id in [ALICE, BOB] {
            let legal = service.legal_actions(&actor(id), &HERE).await.unwrap();
            if !legal.is_empty() {
                let pick = (n * 7919) % legal.len();
                service.play(&actor(id), &HERE, &legal[pick]).await.unwrap();
                continue 'turns;
            }
        }
        break;
    }
    service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap()
        .id
}

/// `GET path`, the whole answer read; its size.
async fn get(addr: SocketAddr, path: &str) -> usize {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    assert!(answer.starts_with(b"HTTP/1.1 200"), "{path}");
    answer.len()
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let (addr, page, server_page, _server) = runtime.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let service = Service::new(store.clone(), SystemClock, 7, UserId(999));
        let game = scripted_game(&service).await;
        let site = Site::new(b"the bench's secret, long enough", "http://127.0.0.1");
        site.serve(service.clone());
        site.list_channels(|_| Listed::All);
        let server = start(
            "127.0.0.1:0".parse().unwrap(),
            router(Probe::new(store, None).with_site(site.clone())),
        )
        .await
        .unwrap();
        let page = format!("/{}", site.path(Subject::Game(game)));
        let server_page = format!("/{}", site.path(Subject::Server(HERE.guild_id)));
        (server.addr(), page, server_page, server)
    });
    let sizes: Vec<(String, usize)> = [
        page.clone(),
        format!("{page}board/20.png"),
        "/assets/focus.css".to_string(),
        "/assets/focus.js".to_string(),
        server_page.clone(),
    ]
    .into_iter()
    .map(|p| (p.clone(), runtime.block_on(get(addr, &p))))
    .collect();
    for (path, size) in &sizes {
        println!("{size:>8} bytes  GET {path}");
    }

    let mut criterion = Criterion::default()
        .configure_from_args()
        .sample_size(30)
        .measurement_time(Duration::from_secs(4));
    criterion.bench_function("web: the game page (40 turns)", |b| {
        b.iter(|| runtime.block_on(get(addr, &page)));
    });
    criterion.bench_function("web: a board picture at turn 20", |b| {
        b.iter(|| runtime.block_on(get(addr, &format!("{page}board/20.png"))));
    });
    criterion.bench_function("web: a page view (the page and its board)", |b| {
        b.iter(|| {
            runtime.block_on(async {
                get(addr, &page).await + get(addr, &format!("{page}board/20.png")).await
            })
        });
    });
    criterion.bench_function("web: the server page", |b| {
        b.iter(|| runtime.block_on(get(addr, &server_page)));
    });
    criterion.final_summary();
}
