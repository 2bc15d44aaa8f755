//! The repository stands alone: nothing reads outside it, its documents' links resolve, and the
//! rule book in `docs/rules.md` agrees with the engine.

use std::path::{Path, PathBuf};

use focus_bot::rules::{Config, Mode, Position, Seat, Square};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every file under `dir`, recursively.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(files(&path));
        } else {
            out.push(path);
        }
    }
    out
}

#[test]
fn nothing_in_the_code_reads_outside_the_repository() {
    // Built from parts, so that this file does not match itself.
    let outside = [concat!("..", "/shared"), concat!("shared", "/discord")];
    let mut offenders = Vec::new();
    let mut scanned = 0;
    for dir in ["src", "tests", "benches", ".ci", "fuzz"] {
        for path in files(&root().join(dir)) {
            if path.starts_with(root().join("tests/data")) {
                continue; // vendored data, not code
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue; // binary
            };
            scanned += 1;
            for pattern in outside {
                if text.contains(pattern) {
                    offenders.push(format!("{} mentions {pattern}", path.display()));
                }
            }
        }
    }
    assert!(scanned > 50, "scanned only {scanned} files");
    assert!(offenders.is_empty(), "{offenders:#?}");
}

/// The targets of the Markdown links `[text](target)` in `text`.
fn link_targets(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        let after = &rest[i + 2..];
        let Some(end) = after.find(')') else { break };
        out.push(after[..end].to_string());
        rest = &after[end..];
    }
    out
}

/// README and every Markdown file under `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut documents = vec![root().join("README.md")];
    documents.extend(
        files(&root().join("docs"))
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "md")),
    );
    documents
}

/// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of the headings of a Markdown text (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            out.push(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

#[test]
fn the_documents_links_all_resolve_inside_the_repository() {
    let mut checked = 0;
    let mut broken = Vec::new();
    for doc in &documents() {
        for target in link_targets(&read(doc)) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            let (path, fragment) = target.split_once('#').unwrap_or((&target, ""));
            checked += 1;
            let resolved = if path.is_empty() {
                doc.clone() // a link inside the same page
            } else {
                doc.parent().unwrap().join(path)
            };
            if !resolved.exists() || !resolved.starts_with(root()) {
                broken.push(format!("{}: {target}", doc.display()));
            } else if !fragment.is_empty()
                && resolved.extension().is_some_and(|e| e == "md")
                && !anchors(&read(&resolved)).iter().any(|a| a == fragment)
            {
                broken.push(format!("{}: {target} (no such heading)", doc.display()));
            }
        }
    }
    assert!(
        checked >= 30,
        "README and docs link each other: {checked} links"
    );
    assert!(broken.is_empty(), "{broken:#?}");
}

#[test]
fn the_readme_is_short_and_leads_to_every_document() {
    let readme = read(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= 200,
        "README.md has {lines} lines: keep it under 200 and move the rest to docs/"
    );
    let linked = link_targets(&readme);
    let mut unlinked = Vec::new();
    for doc in documents().iter().skip(1) {
        let relative = doc
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if !linked
            .iter()
            .any(|t| t.split('#').next() == Some(relative.as_str()))
        {
            unlinked.push(relative);
        }
    }
    assert!(
        unlinked.is_empty(),
        "README's \"Where to go next\" should link every page of docs/: {unlinked:?}"
    );
}

fn rule_book() -> String {
    read(&root().join("docs/rules.md"))
}

#[test]
fn the_tests_cite_sections_of_the_rule_book_that_exist() {
    let book = rule_book();
    let headings: Vec<&str> = book.lines().filter_map(|l| l.strip_prefix("## ")).collect();
    let marker = "docs/rules.md, \"";
    let mut cited = 0;
    for path in files(&root().join("tests/it")) {
        let text = read(&path);
        let mut rest = text.as_str();
        while let Some(i) = rest.find(marker) {
            let after = &rest[i + marker.len()..];
            let end = after.find('"').expect("a closing quote");
            let section = &after[..end];
            assert!(
                headings.contains(&section),
                "{} cites \"{section}\", not a section of docs/rules.md ({headings:?})",
                path.display()
            );
            cited += 1;
            rest = &after[end..];
        }
    }
    assert!(cited >= 3, "only {cited} citations");
}

/// The starting layouts drawn in docs/rules.md, in order: 2, 3 and 4 players.
fn drawn_layouts() -> Vec<Vec<(Square, Option<Seat>)>> {
    let book = rule_book();
    let lines: Vec<&str> = book.lines().collect();
    let mut layouts = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if *line != "    a b c d e f g h" {
            continue;
        }
        let mut cells = Vec::new();
        for (r, row) in lines[i + 1..i + 9].iter().enumerate() {
            assert!(
                row.starts_with(&format!("{:>2}", r + 1)),
                "row {} of a layout: {row:?}",
                r + 1
            );
            let chars: Vec<char> = row.chars().collect();
            for c in 0..8u8 {
                let ch = chars.get(4 + 2 * usize::from(c)).copied().unwrap_or(' ');
                let name = format!("{}{}", char::from(b'a' + c), r + 1);
                let square: Square = name.parse().unwrap();
                if ch == ' ' {
                    assert!(!square.is_on_board(), "{name} is drawn as a cut corner");
                    continue;
                }
                let seat = match ch {
                    '.' => None,
                    'R' => Seat::from_number(1),
                    'G' => Seat::from_number(2),
                    'B' => Seat::from_number(3),
                    'Y' => Seat::from_number(4),
                    other => panic!("{name}: unknown mark {other:?}"),
                };
                cells.push((square, seat));
            }
        }
        layouts.push(cells);
    }
    layouts
}

#[test]
fn the_rule_books_starting_layouts_are_the_engines() {
    let layouts = drawn_layouts();
    let configs = [
        Config::two_players(),
        Config::new(3, Mode::Standard).unwrap(),
        Config::new(4, Mode::Teams).unwrap(),
    ];
    assert_eq!(layouts.len(), configs.len(), "one diagram per player count");
    for (config, drawn) in configs.iter().zip(&layouts) {
        let start = Position::start(*config);
        assert_eq!(drawn.len(), 52, "{} players", config.players());
        for &(square, seat) in drawn {
            let stack = start.stack(square);
            assert_eq!(
                (stack.owner(), stack.height()),
                (seat, usize::from(seat.is_some())),
                "{square} with {} players",
                config.players()
            );
        }
    }
}
