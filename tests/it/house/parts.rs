//! The service's parts (docs/architecture.md, "The service's parts"): `impl Service` only in
//! `src/service/mod.rs` and the files not split yet, and each part (a folder of
//! `src/service/`) naming neither `Service` nor a part it may not call.

use std::collections::{BTreeMap, BTreeSet};

use super::{Library, root, rust_files, tokens};

/// The service's files not split into parts yet, each still an `impl Service`: the list only
/// shrinks (docs/architecture.md, "The service's parts"); a part's folder holds none.
const NOT_YET_PARTS: &[&str] = &[
    "admin.rs",
    "challenge.rs",
    "computer.rs",
    "draw_answer.rs",
    "picker.rs",
    "picture.rs",
    "ratings.rs",
    "records.rs",
    "rematch.rs",
    "seasons.rs",
    "takeback.rs",
    "timer.rs",
    "tournament_picture.rs",
    "tournament_rounds.rs",
    "tournament_unpaired.rs",
    "tournament_view.rs",
    "tournaments.rs",
    "turn.rs",
    "web_listing.rs",
    "worker.rs",
];

/// The service's parts (its folders) and the parts each may call; none may name `Service`.
const PARTS: &[(&str, &[&str])] = &[("outbox", &[]), ("analysis", &[]), ("web", &[])];

/// What breaks the service's parts, one line each: an `impl Service` outside `mod.rs` and
/// `not_yet`, a folder missing from `parts`, a part naming `Service` or a part it may not call.
fn part_breaches(
    files: &BTreeMap<String, String>,
    not_yet: &[&str],
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
        if impls && rest != "mod.rs" && !not_yet.contains(&rest) {
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

#[test]
fn the_service_is_split_into_parts_as_the_tables_say() {
    let mut files = BTreeMap::new();
    rust_files(&root(), "src", &mut files);
    let wrong = part_breaches(&files, NOT_YET_PARTS, PARTS);
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
    ];
    let files = files
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    assert_eq!(
        part_breaches(&files, &["a.rs"], &[("outbox", &[]), ("web", &[])]),
        [
            "src/service/b.rs holds an `impl Service`",
            "src/service/extra/mod.rs: the part `extra` is missing from PARTS",
            "src/service/outbox/mod.rs names `Service`",
            "src/service/web/mod.rs calls the part `outbox`",
            "src/service/web/mod.rs names `Service`",
        ]
    );
}
