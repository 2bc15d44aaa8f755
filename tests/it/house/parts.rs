//! The service's parts (docs/architecture.md, "The service's parts"): `impl Service` only in
//! `src/service/mod.rs` and the parts' entry files, and each part (a folder of
//! `src/service/`) naming neither `Service` nor a part it may not call.

use std::collections::{BTreeMap, BTreeSet};

use super::{Library, root, rust_files, tokens};

/// The files of `Service`'s delegations to a part, one per part: each holds only `use`s and
/// `impl … Service` blocks (docs/architecture.md, "The service's parts").
const ENTRIES: &[&str] = &[
    "entry/admin.rs",
    "entry/challenges.rs",
    "entry/games.rs",
    "entry/offers.rs",
    "entry/ratings.rs",
    "entry/tournaments.rs",
    "entry/web.rs",
];

/// The service's parts (its folders) and the parts each may call; none may name `Service`.
const PARTS: &[(&str, &[&str])] = &[
    ("outbox", &[]),
    ("analysis", &[]),
    ("challenges", &[]),
    ("offers", &["outbox", "challenges"]),
    ("tournaments", &["outbox", "challenges"]),
    ("ratings", &["outbox"]),
    ("web", &["ratings"]),
    (
        "games",
        &[
            "outbox",
            "challenges",
            "offers",
            "tournaments",
            "ratings",
            "web",
        ],
    ),
    ("admin", &["challenges", "ratings", "games"]),
];

/// What breaks the service's parts, one line each: an `impl Service` outside `mod.rs` and
/// `entries`, an entry holding more than `use`s and `impl`s, a folder missing from
/// `parts`, a part naming `Service` or a part it may not call.
fn part_breaches(
    files: &BTreeMap<String, String>,
    entries: &[&str],
    parts: &[(&str, &[&str])],
) -> Vec<String> {
    let lib = Library::new(files);
    let mut found = BTreeSet::new();
    for (file, text) in files {
        let Some(rest) = file.strip_prefix("src/service/") else {
            continue;
        };
        let impls = tokens(text)
            .windows(2)
            .any(|w| w[0] == "impl" && w[1] == "Service");
        if entries.contains(&rest) {
            if !only_uses_and_impls(text) {
                found.insert(format!("{file} holds more than `use`s and `impl`s"));
            }
            continue;
        }
        if impls && rest != "mod.rs" {
            found.insert(format!("{file} holds an `impl Service`"));
        }
        let Some((part, _)) = rest.split_once('/') else {
            continue;
        };
        let Some((_, may)) = parts.iter().find(|(p, _)| *p == part) else {
            found.insert(format!("{file}: the part `{part}` is missing from PARTS"));
            continue;
        };
        for named in lib.scanned.get(file).map_or(&[][..], |(_, s)| &s.named[..]) {
            let Some([top, to]) = named.path.get(..2) else {
                continue;
            };
            if top != "service" || to == part {
                continue;
            }
            if to == "Service" {
                found.insert(format!("{file} names `Service`"));
            } else if parts.iter().any(|(p, _)| p == to) && !may.contains(&to.as_str()) {
                found.insert(format!("{file} calls the part `{to}`"));
            }
        }
    }
    found.into_iter().collect()
}

/// Whether a file holds, outside its blocks, only `use`s and `impl`s (their attributes and
/// comments aside): `Service`'s delegations and nothing else.
fn only_uses_and_impls(text: &str) -> bool {
    let t = tokens(text);
    let (mut depth, mut i) = (0usize, 0);
    while i < t.len() {
        match t[i].as_str() {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            // An attribute, `#[…]` or `#![…]`: up to its closing bracket.
            "#" if depth == 0 => {
                let mut open = 0usize;
                while let Some(tok) = t.get(i) {
                    match tok.as_str() {
                        "[" => open += 1,
                        "]" if open == 1 => break,
                        "]" => open -= 1,
                        _ => {}
                    }
                    i += 1;
                }
            }
            "use" if depth == 0 => {
                while t.get(i).is_some_and(|tok| tok != ";") {
                    i += 1;
                }
            }
            // `impl … {`: its header up to the block.
            "impl" if depth == 0 => {
                while t.get(i + 1).is_some_and(|tok| tok != "{") {
                    i += 1;
                }
            }
            _ if depth == 0 => return false,
            _ => {}
        }
        i += 1;
    }
    true
}

#[test]
fn the_service_is_split_into_parts_as_the_tables_say() {
    let mut files = BTreeMap::new();
    rust_files(&root(), "src", &mut files);
    let wrong = part_breaches(&files, ENTRIES, PARTS);
    assert!(
        wrong.is_empty(),
        "the service's parts (docs/architecture.md):\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_parts_check_names_what_breaks_a_part() {
    let files = [
        ("src/lib.rs", "pub mod service;"),
        (
            "src/service/mod.rs",
            "mod a; mod b; mod outbox; mod web; pub struct Service; impl Service {}",
        ),
        (
            "src/service/a.rs",
            "use super::Service; impl Service { fn f(&self) {} }",
        ),
        (
            "src/service/b.rs",
            "use super::Service; impl Service { fn g(&self) {} }",
        ),
        (
            "src/service/outbox/mod.rs",
            "use super::Service; pub struct Outbox;",
        ),
        (
            "src/service/web/mod.rs",
            "use crate::service::outbox::Outbox; impl super::Service {}",
        ),
        ("src/service/extra/mod.rs", "pub struct Extra;"),
        (
            "src/service/web/old.rs",
            "use crate::service::{Service, outbox::Outbox}; impl Service {}",
        ),
        (
            "src/service/entry/a.rs",
            "use super::super::Service; #[allow(x)] impl Service { fn f(&self) {} } \
             impl T for Service {}",
        ),
        (
            "src/service/entry/b.rs",
            "use crate::service::Service; impl Service {} fn helper() {}",
        ),
    ];
    let files = files
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    assert_eq!(
        part_breaches(
            &files,
            &["entry/a.rs", "entry/b.rs"],
            &[("outbox", &[]), ("web", &[])]
        ),
        [
            "src/service/a.rs holds an `impl Service`",
            "src/service/b.rs holds an `impl Service`",
            "src/service/entry/b.rs holds more than `use`s and `impl`s",
            "src/service/extra/mod.rs: the part `extra` is missing from PARTS",
            "src/service/outbox/mod.rs names `Service`",
            "src/service/web/mod.rs calls the part `outbox`",
            "src/service/web/mod.rs names `Service`",
            "src/service/web/old.rs calls the part `outbox`",
            "src/service/web/old.rs holds an `impl Service`",
            "src/service/web/old.rs names `Service`",
        ]
    );
}
