//! The pictures' test data: the players' names, the recorded games of `tests/data/render/`, and
//! the golden images compared (or rewritten with `UPDATE_GOLDEN=1`); random and greedy games and
//! their pictures. For the picture's tests and
//! the languages' golden pictures.

use std::path::PathBuf;

use focus_bot::notation::read_record;
use focus_bot::render::{LastTurn, Options, Table, encode_png, render};
use focus_bot::rules::{Config, Game};
use image::RgbImage;

pub(crate) fn names(n: usize) -> Vec<String> {
    ["Ada", "Grace", "Barbara", "Yukihiro"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

pub(crate) fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

pub(crate) fn replayed(config: Config, file: &str) -> Game {
    let text = std::fs::read_to_string(data(&format!("render/{file}"))).expect("record file");
    read_record(config, &text).expect("the record replays")
}

/// Compares with `tests/data/render/NAME.png`, or rewrites it when `UPDATE_GOLDEN=1`. Allows a
/// small difference per channel (different floating-point rounding) on a few pixels.
pub(crate) fn golden(name: &str, image: &RgbImage) {
    let path = data(&format!("render/{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1") {
        std::fs::write(&path, encode_png(image).unwrap()).unwrap();
        return;
    }
    let expected = image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()))
        .to_rgb8();
    assert_eq!(expected.dimensions(), image.dimensions(), "{name}: size");
    let mut off = 0;
    let mut worst = 0;
    for (a, b) in expected.pixels().zip(image.pixels()) {
        let d = (0..3).map(|i| a[i].abs_diff(b[i])).max().unwrap_or(0);
        worst = worst.max(d);
        if d > 8 {
            off += 1;
        }
    }
    // A handful of pixels, so that one changed digit (a few dozen pixels) fails.
    let allowed = 12;
    assert!(
        off <= allowed,
        "{name}: {off} pixels differ by more than 8 (worst {worst}); allowed {allowed}. \
         Look at the picture; UPDATE_GOLDEN=1 rewrites the golden image"
    );
}

/// A deterministic pseudo-random sequence (splitmix64), independent of any crate's RNG.
pub(crate) struct Dice(pub(crate) u64);

impl Dice {
    pub(crate) fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// A game of up to `turns` random legal actions.
pub(crate) fn random_game(config: Config, turns: usize, seed: u64) -> Game {
    let mut dice = Dice(seed);
    let mut game = Game::new(config);
    while game.record().len() < turns && !game.position().is_over() {
        let legal = game.position().legal_actions();
        let action = legal[dice.next(legal.len())];
        game.play(action).expect("legal actions play");
    }
    game
}

pub(crate) fn picture(game: &Game, names: &[String]) -> RgbImage {
    render(
        game.position(),
        LastTurn::of_game(game).as_ref(),
        names,
        &Options::default(),
    )
}

/// The picture `board_png` encodes: every turn since the seat to act last acted marked.
pub(crate) fn scene_picture(game: &Game, names: &[String]) -> RgbImage {
    let scene = focus_bot::render::Scene::of_game(game, &Table::named(names));
    focus_bot::render::render_scene(game.position(), &scene, &Options::default())
}

/// A game where each player takes an action that leaves the opponents the fewest stacks
/// (random among equals): it ends within a few dozen turns.
pub(crate) fn greedy_game(config: Config, turns: usize, seed: u64) -> Game {
    let mut dice = Dice(seed);
    let mut game = Game::new(config);
    while game.record().len() < turns && !game.position().is_over() {
        let pos = *game.position();
        let me = pos.to_act().unwrap();
        let score = |a| {
            let next = pos.play(a).unwrap();
            config
                .seats()
                .filter(|&s| s != me)
                .map(|s| next.owned_mask(s).count_ones() as usize)
                .sum::<usize>()
        };
        let legal = pos.legal_actions();
        let best = legal.iter().map(|&a| score(a)).min().unwrap();
        let choices: Vec<_> = legal.into_iter().filter(|&a| score(a) == best).collect();
        game.play(choices[dice.next(choices.len())]).unwrap();
    }
    game
}
