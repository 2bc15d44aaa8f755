//! The board picture (as `board_png` draws it): render + indexed PNG encode (what the bot sends) against the encoder alone
//! on the same pixels, for the positions of the golden tests; prints each PNG's size, indexed and
//! RGB. `cargo bench --bench render`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use focus_bot::notation::read_record;
use focus_bot::render::{
    Options, Palette, Scene, Table, encode_indexed_png, encode_png, render_scene,
};
use focus_bot::rules::{Config, Game, Mode, Seat};

fn positions() -> Vec<(&'static str, Game)> {
    let two = Config::two_players();
    vec![
        ("start-2", Game::new(two)),
        ("start-3", Game::new(Config::new(3, Mode::Teams).unwrap())),
        ("start-4", Game::new(Config::new(4, Mode::Teams).unwrap())),
        (
            "midgame",
            read_record(two, include_str!("../tests/data/render/midgame.txt")).unwrap(),
        ),
        (
            "midgame-4",
            read_record(
                Config::new(4, Mode::FreeForAll).unwrap(),
                include_str!("../tests/data/render/midgame-4.txt"),
            )
            .unwrap(),
        ),
        (
            "finished",
            read_record(two, include_str!("../tests/data/render/finished.txt")).unwrap(),
        ),
    ]
}

fn bench_render(c: &mut Criterion) {
    let names: Vec<String> = ["Ada", "Grace", "Barbara", "Yukihiro"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let options = Options::default();
    let palette = Palette::for_theme(&options.theme);
    for (name, game) in positions() {
        let players = usize::from(game.position().config().players());
        // What the bot draws: every turn since the seat to act last acted marked, and in the
        // 4-player game a draw offer and ratings.
        let table = Table {
            names: names[..players].to_vec(),
            ratings: vec![Some("1562".to_string()); players],
            draw_offers: if players == 4 {
                vec![Seat::from_number(3).unwrap()]
            } else {
                Vec::new()
            },
            ..Table::default()
        };
        let scene = Scene::of_game(&game, &table);
        let draw = || render_scene(game.position(), &scene, &options);
        let image = draw();
        let png = encode_indexed_png(&image, &palette).unwrap();
        let rgb = encode_png(&image).unwrap();
        println!(
            "{name}: {}×{} px, indexed PNG {:.1} KB, RGB PNG {:.1} KB",
            image.width(),
            image.height(),
            png.len() as f64 / 1024.0,
            rgb.len() as f64 / 1024.0
        );
        let mut group = c.benchmark_group(name);
        group.bench_function("render", |b| b.iter(|| black_box(draw())));
        group.bench_function("render+encode", |b| {
            b.iter(|| black_box(encode_indexed_png(&draw(), &palette).unwrap()))
        });
        group.bench_function("encode alone", |b| {
            b.iter(|| black_box(encode_indexed_png(black_box(&image), &palette).unwrap()))
        });
        group.bench_function("RGB encode alone", |b| {
            b.iter(|| black_box(encode_png(black_box(&image)).unwrap()))
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench_render
}
criterion_main!(benches);
