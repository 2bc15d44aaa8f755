//! The docs name tests, modules and functions (`play::two_player_game_from_challenge_to_result`,
//! `render::face`) so a reader can find them: every such name must still exist, so a renamed or
//! deleted test cannot leave a page pointing at nothing.
//!
//! A name is a backquoted path of lower-case segments joined by `::` in `README.md` or
//! `docs/*.md`. Each segment must be a module (a `.rs` file or a folder of `src/`, `crates/`,
//! `tests/`, `benches/` or `fuzz/`, or an inline `mod`), a function (or a name `use … as` gives
//! one), or `crate`/`self`/`super`.
//! Read by words, not resolved: a name is found when a module or function of that name exists
//! somewhere in the tree.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The tree checked: this checkout, or `HOUSE_ROOT`'s.
fn root() -> PathBuf {
    std::env::var_os("HOUSE_ROOT")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from)
}

/// Every module and function name in the Rust sources under `dir`.
fn names_in(dir: &Path, names: &mut BTreeSet<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.is_dir() {
            if stem != "target" && !stem.starts_with('.') {
                names.insert(stem.to_owned());
                names_in(&path, names);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            names.insert(stem.to_owned());
            let source = std::fs::read_to_string(&path).unwrap_or_default();
            let words: Vec<&str> = source
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .collect();
            for pair in words.windows(2) {
                if ["fn", "mod", "as"].contains(&pair[0]) {
                    names.insert(pair[1].to_owned());
                }
            }
        }
    }
}

/// The backquoted `a::b` names of a Markdown text.
fn cited(text: &str) -> Vec<String> {
    let segment = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    };
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|code| code.contains("::") && code.split("::").all(segment))
        .map(str::to_owned)
        .collect()
}

/// The names cited in `README.md` and `docs/*.md` of `root` that name nothing in its tree:
/// (file, name).
fn dangling(root: &Path) -> Vec<(String, String)> {
    let mut names: BTreeSet<String> = ["crate", "self", "super"]
        .into_iter()
        .map(str::to_owned)
        .collect();
    for dir in ["src", "crates", "tests", "benches", "fuzz"] {
        names_in(&root.join(dir), &mut names);
    }
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ is there")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    let mut missing = Vec::new();
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap_or_default();
        let file = page
            .strip_prefix(root)
            .unwrap_or(&page)
            .display()
            .to_string();
        for name in cited(&text) {
            if !name.split("::").all(|s| names.contains(s)) {
                missing.push((file.clone(), name));
            }
        }
    }
    missing
}

#[test]
fn every_test_module_and_function_the_docs_name_exists() {
    let missing = dangling(&root());
    assert!(
        missing.is_empty(),
        "the docs name what no longer exists (rename it there too, or drop it):\n{}",
        missing
            .iter()
            .map(|(file, name)| format!("  {file}: `{name}`"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The check sees a page naming a test that is not there.
#[test]
fn the_docs_check_names_a_test_that_is_gone() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::create_dir_all(dir.path().join("docs")).expect("docs/");
    std::fs::create_dir_all(dir.path().join("tests/it")).expect("tests/it/");
    std::fs::write(
        dir.path().join("tests/it/play.rs"),
        "#[test]\nfn a_game_is_played() {}\n",
    )
    .expect("a test file");
    std::fs::write(
        dir.path().join("README.md"),
        "See `play::a_game_is_played`.\n",
    )
    .expect("README");
    std::fs::write(
        dir.path().join("docs/testing.md"),
        "Tests: `play::a_game_is_played`, `play::a_game_was_played` and `cargo test`.\n",
    )
    .expect("a page");
    assert_eq!(
        dangling(dir.path()),
        [(
            "docs/testing.md".to_owned(),
            "play::a_game_was_played".to_owned()
        )]
    );
}
