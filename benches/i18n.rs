//! Languages: what Fluent costs. Prints how long the first message takes (parsing the four
//! embedded files once, at start-up), then times one turn's sentence with arguments and a
//! plural, and the picture's 33 words, in each language.
//!
//! `cargo bench --bench i18n -- --warm-up-time 1 --measurement-time 3`

use std::time::{Duration, Instant};

use criterion::Criterion;
use focus_bot::i18n::{FluentValue, Lang};
use focus_bot::service::picture_words;

fn main() {
    let start = Instant::now();
    for lang in Lang::ALL {
        std::hint::black_box(lang.text("no-game", &[]));
    }
    println!(
        "first message in each of the 4 languages (loading the files): {:.1} ms",
        start.elapsed().as_secs_f64() * 1000.0
    );
    let mut criterion = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    for lang in Lang::ALL {
        criterion.bench_function(&format!("a turn's reminder in {lang}"), |b| {
            b.iter(|| {
                lang.text(
                    "reminder-forfeit",
                    &[
                        ("mention", FluentValue::from("<@1>")),
                        ("colour", FluentValue::from("Red")),
                        ("game", FluentValue::from(12)),
                        ("time", FluentValue::from("2 days 5 hours")),
                    ],
                )
            });
        });
        criterion.bench_function(&format!("a plural in {lang}"), |b| {
            b.iter(|| lang.text("unit-days", &[("n", FluentValue::from(21))]));
        });
        criterion.bench_function(&format!("the picture's words in {lang}"), |b| {
            b.iter(|| picture_words(lang));
        });
    }
    criterion.final_summary();
}
