//! The pictures' test data: the players' names, the recorded games of `tests/data/render/`, and
//! the golden images compared (or rewritten with `UPDATE_GOLDEN=1`). For the picture's tests and
//! the languages' golden pictures.

use std::path::PathBuf;

use focus_bot::notation::read_record;
use focus_bot::render::encode_png;
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
