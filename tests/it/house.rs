//! The house's global rules: no source file over 800 lines, no import circle between the files
//! of `src/`. `HOUSE_ROOT=<checkout> cargo test --test it house::no_` checks another checkout.
//!
//! The import graph: an edge `a.rs → b.rs` when `a.rs` names an item of `b.rs` through a `use`
//! (`crate::`, `super::`, `self::` or a child module) or an inline path. `mod` declarations and
//! a `pub use` of a file's own descendants are the module tree, not imports (unless the file
//! also uses the re-exported name itself). A path through a plain `pub use` resolves to the file
//! that defines the item, so a child using what its parent re-exports from a sibling imports the
//! sibling. Left out: `#[cfg(test)]` modules, and the binary (`main.rs`), which nothing imports.
//! Read by tokens, not parsed: nested block comments and paths made by macros are not seen.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

mod parts;

const MAX_LINES: usize = 800;

type ModPath = Vec<String>;

/// A path a file names, from the crate's root.
struct Named {
    path: ModPath,
    /// The name it binds: a `use`'s alias or last segment.
    name: String,
    reexport: bool,
}

/// What the scan of one file found.
#[derive(Default)]
struct Scanned {
    named: Vec<Named>,
    exported_macros: Vec<String>,
    /// The identifiers outside `use` statements: whether the file uses a name it re-exports.
    used: BTreeSet<String>,
}

/// The tokens of Rust source: identifiers, `::` and single punctuation; comments, strings,
/// chars and lifetimes left out.
fn tokens(src: &str) -> Vec<String> {
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let (mut out, mut rest) = (Vec::new(), src);
    while let Some(ch) = rest.chars().next() {
        let skip = if rest.starts_with("//") {
            rest.find('\n').unwrap_or(rest.len())
        } else if rest.starts_with("/*") {
            rest.find("*/").map_or(rest.len(), |k| k + 2)
        } else if let Some(n) = string_len(rest) {
            n
        } else if ch == '\'' {
            let mut after = rest.char_indices().skip(1);
            match (after.next(), after.next()) {
                (Some((_, '\\')), _) => rest
                    .get(3..)
                    .and_then(|r| r.find('\''))
                    .map_or(rest.len(), |k| k + 4),
                (Some(_), Some((k, '\''))) => k + 1,
                _ => 1 + rest[1..].find(|c| !ident(c)).unwrap_or(rest.len() - 1),
            }
        } else if ident(ch) || rest.starts_with("::") {
            let n = rest
                .find(|c| !ident(c))
                .unwrap_or(rest.len())
                .max(2 * usize::from(!ident(ch)));
            out.push(rest[..n].to_string());
            n
        } else {
            if !ch.is_whitespace() {
                out.push(ch.to_string());
            }
            ch.len_utf8()
        };
        rest = &rest[skip..];
    }
    out
}

/// The length of the string literal (plain, byte or raw) `s` starts with, if it starts with one.
fn string_len(s: &str) -> Option<usize> {
    let body = s.strip_prefix('b').unwrap_or(s);
    if let Some(raw) = body.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let inside = raw[hashes..].strip_prefix('"')?;
        let end = format!("\"{}", "#".repeat(hashes));
        return Some(s.len() - inside.len() + inside.find(&end)? + end.len());
    }
    let mut inside = body.strip_prefix('"')?.char_indices();
    while let Some((k, ch)) = inside.next() {
        if ch == '\\' {
            inside.next();
        } else if ch == '"' {
            return Some(s.len() - body.len() + k + 2);
        }
    }
    Some(s.len())
}

/// The paths of a use tree starting at `t[*i]`, each with the name it binds, until the tree's
/// end at this level (`;`, `,` or `}`).
fn use_tree(t: &[String], i: &mut usize, prefix: &ModPath, out: &mut Vec<(ModPath, String, bool)>) {
    let (mut path, mut alias) = (prefix.clone(), None);
    while let Some(token) = t.get(*i) {
        match token.as_str() {
            "{" => {
                *i += 1;
                while t.get(*i).is_some_and(|s| s != "}") {
                    use_tree(t, i, &path, out);
                    // Past the separator; a `;` inside braces is no use tree: past it too, so
                    // a misread never stalls here.
                    *i += usize::from(t.get(*i).is_some_and(|s| s == "," || s == ";"));
                }
                *i += 1;
                return;
            }
            ";" | "," | "}" => break,
            "as" => {
                alias = t.get(*i + 1).cloned();
                *i += 1;
            }
            "::" => {}
            "self" if !path.is_empty() => {}
            segment => path.push(segment.to_string()),
        }
        *i += 1;
    }
    let name = alias.or_else(|| path.last().cloned()).unwrap_or_default();
    out.push((path, name, false));
}

/// Whether the `use` at `t[i]` is a re-export: `pub use` or `pub(…) use`.
fn is_reexport(t: &[String], i: usize) -> bool {
    let start = t[..i]
        .iter()
        .rposition(|s| matches!(s.as_str(), ";" | "{" | "}" | "]"));
    t[start.map_or(0, |k| k + 1)..i].iter().any(|s| s == "pub")
}

/// The path `path` names from the crate's root, seen from `base`; `None` for another crate.
fn absolute(
    mut base: ModPath,
    path: &[String],
    modules: &BTreeMap<ModPath, String>,
) -> Option<ModPath> {
    let (first, rest) = path.split_first()?;
    let mut rest = rest.iter().peekable();
    match first.as_str() {
        "crate" => base.clear(),
        "self" => {}
        "super" => {
            base.pop();
            while rest.next_if(|s| *s == "super").is_some() {
                base.pop();
            }
        }
        child => {
            base.push(child.to_string());
            modules.get(&base)?;
        }
    }
    base.extend(rest.cloned());
    Some(base)
}

fn scan(module: &ModPath, src: &str, modules: &BTreeMap<ModPath, String>) -> Scanned {
    let t = tokens(src);
    let is = |k: usize, what: &str| t.get(k).is_some_and(|s| s == what);
    let (mut s, mut depth, mut inline) = (
        Scanned::default(),
        0usize,
        Vec::<(String, usize, bool)>::new(),
    );
    let cfg_test = ["#", "[", "cfg", "(", "test", ")", "]"];
    let mut i = 0;
    while i < t.len() {
        let mut here = module.clone();
        here.extend(inline.iter().map(|(name, _, _)| name.clone()));
        // Unit tests may use what depends on their file: they are not the file's imports.
        let in_test = inline.iter().any(|&(_, _, test)| test);
        let (mut paths, mut used) = (Vec::new(), Vec::new());
        match t[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                inline.pop_if(|(_, d, _)| *d > depth);
            }
            "mod" if is(i + 2, "{") => {
                let test = i >= 7 && t[i - 7..i] == cfg_test;
                inline.push((t[i + 1].clone(), depth + 1, test));
            }
            // A module declared: the module tree, not a use of its name.
            "mod" => i += 1,
            "macro_rules" if t[i.saturating_sub(8)..i].contains(&"macro_export".into()) => {
                s.exported_macros.extend(t.get(i + 2).cloned());
            }
            // `use<…>` (precise capturing in `impl Trait + use<'a>`) is not an import.
            "use" if !is(i + 1, "<") => {
                let mut k = i + 1;
                use_tree(&t, &mut k, &Vec::new(), &mut paths);
                paths.iter_mut().for_each(|p| p.2 = is_reexport(&t, i));
                i = k;
            }
            // `pub(in crate::a)` is a visibility, not an import.
            first
                if is(i + 1, "::")
                    && (i == 0 || t[i - 1] != "::")
                    && !(i >= 3 && t[i - 3..i] == ["pub", "(", "in"]) =>
            {
                let mut path = vec![first.to_string()];
                while is(i + 1, "::")
                    && t.get(i + 2)
                        .is_some_and(|s| s.contains(char::is_alphanumeric))
                {
                    path.push(t[i + 2].clone());
                    i += 2;
                }
                used.push(first.to_string());
                paths.push((path, String::new(), false));
            }
            word => used.push(word.to_string()),
        }
        i += 1;
        if in_test {
            continue;
        }
        s.used.extend(used);
        for (path, name, reexport) in paths {
            let name = if name.is_empty() {
                path.last().cloned().unwrap_or_default()
            } else {
                name
            };
            let path = absolute(here.clone(), &path, modules);
            s.named.extend(path.map(|path| Named {
                path,
                name,
                reexport,
            }));
        }
    }
    s
}

/// The module path of a file of the library (`src/a/mod.rs` and `src/a.rs` are `a`).
fn module_of(file: &str) -> Option<ModPath> {
    let rest = file.strip_prefix("src/")?.strip_suffix(".rs")?;
    let mut path: ModPath = rest.split('/').map(String::from).collect();
    match path.last().map(String::as_str) {
        _ if rest == "main" || rest.starts_with("bin/") => return None,
        Some("mod" | "lib") => _ = path.pop(),
        _ => {}
    }
    Some(path)
}

/// The library's files, scanned.
#[derive(Default)]
struct Library {
    scanned: BTreeMap<String, (ModPath, Scanned)>,
    files: BTreeMap<ModPath, String>,
    /// Plain `pub use`s: (module, name) → the path re-exported.
    reexports: BTreeMap<(ModPath, String), ModPath>,
    macro_files: BTreeMap<String, String>,
}

impl Library {
    /// The library among `files` (path relative to the checkout → text).
    fn new(files: &BTreeMap<String, String>) -> Library {
        let mut lib = Library::default();
        let modules = files
            .keys()
            .filter_map(|f| Some((module_of(f)?, f.clone())));
        lib.files = modules.collect();
        for (module, file) in &lib.files {
            let scanned = scan(module, &files[file], &lib.files);
            for name in &scanned.exported_macros {
                lib.macro_files.insert(name.clone(), file.clone());
            }
            for n in scanned.named.iter().filter(|n| n.reexport) {
                lib.reexports
                    .insert((module.clone(), n.name.clone()), n.path.clone());
            }
            lib.scanned.insert(file.clone(), (module.clone(), scanned));
        }
        lib
    }

    /// The file that defines what `path` names, following plain `pub use` re-exports.
    fn file_of(&self, path: &[String], hops: usize) -> &str {
        let k = (0..=path.len())
            .rev()
            .find(|&k| self.files.contains_key(&path[..k]))
            .unwrap_or(0);
        if let Some(name) = path.get(k) {
            if let Some(file) = self.macro_files.get(name).filter(|_| k == 0) {
                return file;
            }
            let reexport = self.reexports.get(&(path[..k].to_vec(), name.clone()));
            if let Some(to) = reexport.filter(|_| hops < 8) {
                return self.file_of(&[to.as_slice(), &path[k + 1..]].concat(), hops + 1);
            }
        }
        self.files
            .get(&path[..k])
            .map_or("src/lib.rs", String::as_str)
    }

    /// Each file's imports of other files.
    fn imports(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (file, (module, scanned)) in &self.scanned {
            for Named {
                path,
                name,
                reexport,
            } in &scanned.named
            {
                let target = self.file_of(path, 0);
                let tree = *reexport && path.starts_with(module) && !scanned.used.contains(name);
                if target != file && !tree {
                    edges
                        .entry(file.clone())
                        .or_default()
                        .insert(target.to_string());
                }
            }
        }
        edges
    }
}

/// The shortest circle through each file that is on one, each written once, from its least file.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<Vec<String>> {
    let mut found = BTreeSet::new();
    for start in edges.keys() {
        let mut came_from: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        'search: while let Some(file) = queue.pop_front() {
            for next in edges.get(file).into_iter().flatten() {
                if next == start {
                    let mut circle = vec![file.clone()];
                    while circle.last() != Some(start) {
                        circle.push(came_from[circle.last().unwrap()].clone());
                    }
                    circle.reverse();
                    let least = (0..circle.len()).min_by_key(|&i| &circle[i]).unwrap_or(0);
                    circle.rotate_left(least);
                    found.insert(circle);
                    break 'search;
                }
                if !came_from.contains_key(next) {
                    came_from.insert(next.clone(), file.clone());
                    queue.push_back(next);
                }
            }
        }
    }
    found
}

fn show(circle: &[String]) -> String {
    format!("{} → {}", circle.join(" → "), circle[0])
}

/// The checkout to check: `HOUSE_ROOT`, or this one.
fn root() -> PathBuf {
    std::env::var_os("HOUSE_ROOT")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from)
}

/// Every `.rs` file under `dir`, by its path relative to `root` → its text.
fn rust_files(root: &Path, dir: &str, out: &mut BTreeMap<String, String>) {
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
        return;
    };
    for entry in entries.flatten() {
        let name = format!("{dir}/{}", entry.file_name().to_string_lossy());
        if entry.path().is_dir() {
            rust_files(root, &name, out);
        } else if name.ends_with(".rs") {
            out.insert(
                name,
                std::fs::read_to_string(entry.path()).unwrap_or_default(),
            );
        }
    }
}

#[test]
fn no_source_file_is_over_800_lines() {
    let mut files = BTreeMap::new();
    for dir in ["src", "tests", "benches", "examples"] {
        rust_files(&root(), dir, &mut files);
    }
    for krate in crates() {
        rust_files(&root(), &format!("{krate}/src"), &mut files);
    }
    let long: Vec<String> = (files.iter())
        .map(|(file, text)| (file, text.lines().count()))
        .filter(|&(_, lines)| lines > MAX_LINES)
        .map(|(file, lines)| format!("{file}: {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "over {MAX_LINES} lines, split by concern:\n{}",
        long.join("\n")
    );
}

/// The workspace's crates other than the bot: `crates/<name>`, each with its `src/`.
fn crates() -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(root().join("crates"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().join("src").is_dir())
        .map(|e| format!("crates/{}", e.file_name().to_string_lossy()))
        .collect();
    found.sort();
    found
}

/// The library of the crate in `dir` (`.` for the bot): its files by their path from the crate's
/// folder (`src/…`), scanned.
fn library_of(dir: &str) -> Library {
    let mut files = BTreeMap::new();
    rust_files(&root().join(dir), "src", &mut files);
    Library::new(&files)
}

#[test]
fn no_two_files_of_src_import_each_other() {
    let mut found = Vec::new();
    for dir in std::iter::once(".".to_string()).chain(crates()) {
        let prefix = if dir == "." {
            String::new()
        } else {
            format!("{dir}/")
        };
        found.extend(
            circles(&library_of(&dir).imports())
                .iter()
                .map(|c| format!("{prefix}{}", show(c))),
        );
    }
    assert!(
        found.is_empty(),
        "import circles, give the shared part its own file:\n{}",
        found.join("\n")
    );
}

// ---- The checker itself, on small examples ----

fn graph(files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let files = files
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    Library::new(&files).imports()
}

fn edges(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Vec<String> {
    graph.get(from).into_iter().flatten().cloned().collect()
}

#[test]
fn house_reads_grouped_renamed_and_nested_use_trees() {
    let t = tokens("pub(crate) use crate::{a, b::{self, c as d}, e::*};");
    let mut out = Vec::new();
    use_tree(&t, &mut 5, &Vec::new(), &mut out);
    let paths: Vec<(String, String)> = out.into_iter().map(|(p, n, _)| (p.join("::"), n)).collect();
    let expected = [
        ("crate::a", "a"),
        ("crate::b", "b"),
        ("crate::b::c", "d"),
        ("crate::e::*", "*"),
    ];
    assert_eq!(paths, expected.map(|(p, n)| (p.to_string(), n.to_string())));
    assert!(is_reexport(&t, 4));
}

#[test]
fn house_ignores_comments_strings_and_chars() {
    let t = tokens(
        "// crate::a\n/* crate::b */ f(\"crate::c\", r#\"crate::\"d\"#, b\"\\\"\", '\"', '\\'', 'x);",
    );
    assert_eq!(t.join(" "), "f ( , , , , , ) ;");
}

#[test]
fn house_finds_a_circle_through_inline_paths_and_uses() {
    let g = graph(&[
        ("src/lib.rs", "mod a; mod b; mod c;"),
        ("src/a.rs", "use crate::b::X; pub struct A;"),
        (
            "src/b.rs",
            "pub struct X; fn f() -> super::c::C { todo!() }",
        ),
        (
            "src/c.rs",
            "pub struct C(crate::a::A); #[cfg(test)] mod tests { use super::*; }",
        ),
    ]);
    assert_eq!(
        edges(&g, "src/c.rs"),
        ["src/a.rs"],
        "a test module's `super` is its own file"
    );
    let found: Vec<String> = circles(&g).iter().map(|c| show(c)).collect();
    assert_eq!(found, ["src/a.rs → src/b.rs → src/c.rs → src/a.rs"]);
}

#[test]
fn house_follows_reexports_to_the_sibling_and_keeps_the_tree_out() {
    let files = [
        ("src/lib.rs", "pub mod m;"),
        (
            "src/m/mod.rs",
            "mod x; mod y; pub use x::X; pub use self::y::{y, Z as W}; pub struct M;",
        ),
        ("src/m/x.rs", "use super::{W, M}; pub struct X;"),
        ("src/m/y.rs", "pub fn y() {} pub struct Z;"),
    ];
    let g = graph(&files);
    assert_eq!(edges(&g, "src/m/x.rs"), ["src/m/mod.rs", "src/m/y.rs"]);
    assert!(
        edges(&g, "src/m/mod.rs").is_empty(),
        "re-exports are the module tree"
    );
    assert!(circles(&g).is_empty());
    // The parent calling its child while the child uses the parent's own item is a circle.
    let mut files = files;
    files[1].1 = "mod x; mod y; pub use x::X; pub struct M; fn f() -> X { x::new() }";
    assert_eq!(edges(&graph(&files), "src/m/mod.rs"), ["src/m/x.rs"]);
    let found: Vec<String> = circles(&graph(&files)).iter().map(|c| show(c)).collect();
    assert_eq!(found, ["src/m/mod.rs → src/m/x.rs → src/m/mod.rs"]);
}

#[test]
fn house_resolves_exported_macros_to_their_file() {
    let g = graph(&[
        ("src/lib.rs", "mod i18n; mod text;"),
        (
            "src/i18n.rs",
            "#[macro_export]\nmacro_rules! t { () => {} }",
        ),
        ("src/text.rs", "use crate::t; fn f() { crate::t!(); }"),
    ]);
    assert_eq!(edges(&g, "src/text.rs"), ["src/i18n.rs"]);
}

// ---- The bot's folders, and what each may import ----

/// What each top folder (or file) of the bot's `src/` may import of the others: the layers of
/// docs/architecture.md. The pure layers are crates whose `Cargo.toml` says what they use; the
/// bot reaches them through the names its `lib.rs` re-exports (`rules`, `notation`, `ai`,
/// `rating`, `tournament`, `render`, `i18n`, `markup`, and `t!`, the words' macro).
const MAY_IMPORT: &[(&str, &[&str])] = &[
    (
        "store",
        &["rules", "notation", "rating", "ai", "tournament"],
    ),
    (
        "slash_commands",
        &["rules", "notation", "ai", "i18n", "markup"],
    ),
    (
        "service",
        &[
            "rules",
            "notation",
            "rating",
            "ai",
            "tournament",
            "render",
            "i18n",
            "markup",
            "store",
            "slash_commands",
        ],
    ),
    (
        "web",
        &[
            "rules", "notation", "rating", "render", "i18n", "markup", "store", "service",
        ],
    ),
    (
        "console",
        &[
            "rules",
            "notation",
            "i18n",
            "markup",
            "store",
            "service",
            "slash_commands",
        ],
    ),
    (
        "discord",
        &[
            "rules",
            "notation",
            "rating",
            "i18n",
            "markup",
            "store",
            "service",
            "slash_commands",
            "web",
        ],
    ),
    (
        "cli",
        &[
            "rules",
            "notation",
            "rating",
            "ai",
            "render",
            "i18n",
            "markup",
            "store",
            "service",
            "slash_commands",
            "web",
            "discord",
            "console",
        ],
    ),
];

/// The bot's folders' imports of one another: (importing folder, imported folder) → the first
/// file that does.
fn folder_imports(lib: &Library) -> BTreeMap<(String, String), String> {
    let mut found = BTreeMap::new();
    for (file, (module, scanned)) in &lib.scanned {
        let Some(from) = module.first() else { continue };
        for named in &scanned.named {
            let Some(to) = named.path.first() else {
                continue;
            };
            // `t!` is the words' macro: a use of `i18n`.
            let to = if to == "t" { "i18n" } else { to.as_str() };
            if to != from {
                found
                    .entry((from.clone(), to.to_string()))
                    .or_insert_with(|| file.clone());
            }
        }
    }
    found
}

/// The imports `folder_imports` found that `rules` does not allow, one line each.
fn forbidden(found: &BTreeMap<(String, String), String>, rules: &[(&str, &[&str])]) -> Vec<String> {
    found
        .iter()
        .filter(|((from, to), _)| {
            let allowed = rules.iter().find(|(f, _)| f == from).map(|(_, a)| *a);
            !allowed.is_some_and(|a| a.contains(&to.as_str()))
        })
        .map(|((from, to), file)| format!("{from} imports {to} ({file})"))
        .collect()
}

#[test]
fn each_folder_of_the_bot_imports_only_what_its_layer_allows() {
    let lib = library_of(".");
    let found = folder_imports(&lib);
    let wrong = forbidden(&found, MAY_IMPORT);
    assert!(
        wrong.is_empty(),
        "imports against docs/architecture.md's layers (move the shared part down, or change the \
         rule in both places):\n{}",
        wrong.join("\n")
    );
}

#[test]
fn house_reads_a_visibility_in_a_path_as_no_import() {
    let g = graph(&[
        ("src/lib.rs", "mod b; mod c;"),
        ("src/b.rs", "pub fn g() -> Vec<u8> { Vec::new() }"),
        ("src/c/mod.rs", "mod d;"),
        (
            "src/c/d.rs",
            "pub(in crate::c) fn f() { for _ in crate::b::g() {} }",
        ),
    ]);
    assert_eq!(edges(&g, "src/c/d.rs"), ["src/b.rs"]);
}

#[test]
fn house_reads_precise_capturing_as_no_import() {
    let g = graph(&[
        ("src/lib.rs", "mod a; mod b;"),
        (
            "src/a.rs",
            "use crate::b::B; fn f<'a>(x: &'a B) -> impl Iterator<Item = u8> + use<'a> { x.0.iter().copied() }",
        ),
        ("src/b.rs", "pub struct B(pub Vec<u8>);"),
    ]);
    assert_eq!(edges(&g, "src/a.rs"), ["src/b.rs"]);
}

#[test]
fn the_layer_check_names_an_import_its_rule_forbids() {
    let files = [
        (
            "src/lib.rs",
            "pub mod store; pub mod service; pub use focus_i18n::t;",
        ),
        ("src/store/mod.rs", "mod games;"),
        (
            "src/store/games.rs",
            "use crate::service::Reply; use crate::t;",
        ),
        ("src/service/mod.rs", "use crate::store::Store;"),
    ];
    let files = files
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    let rules: &[(&str, &[&str])] = &[("store", &[]), ("service", &["store"])];
    assert_eq!(
        forbidden(&folder_imports(&Library::new(&files)), rules),
        [
            "store imports i18n (src/store/games.rs)",
            "store imports service (src/store/games.rs)"
        ]
    );
}

/// Where a file nests a result in a result (`Result<Result<…>>`) or hands a refusal back by hand
/// (`Err(r) => return Ok(r)`): in the service a refusal is a `Failure`, returned through `?`.
fn nested_results(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut found = Vec::new();
    for (file, text) in files {
        let t = tokens(text);
        let at = |i: usize, want: &[&str]| t[i..].iter().zip(want).all(|(a, b)| a == b);
        for i in 0..t.len() {
            if t.len() - i >= 4 && at(i, &["Result", "<", "Result", "<"]) {
                found.push(format!("{file}: Result<Result<…>>"));
            }
            if t.len() - i >= 10
                && at(i, &["Err", "("])
                && at(i + 3, &[")", "=", ">", "return", "Ok", "("])
                && t[i + 2] == t[i + 9]
            {
                found.push(format!("{file}: Err({0}) => return Ok({0})", t[i + 2]));
            }
        }
    }
    found
}

#[test]
fn the_service_nests_no_result_in_a_result() {
    let mut files = BTreeMap::new();
    rust_files(&root(), "src/service", &mut files);
    let found = nested_results(&files);
    assert!(
        found.is_empty(),
        "a step's refusal is a Failure returned through `?`, answered by the public entry \
         point (docs/architecture.md, refusals):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_nesting_check_names_a_result_in_a_result_and_a_refusal_handed_back() {
    let files = [
        (
            "src/service/a.rs",
            "async fn f() -> Result<Result<Loaded, Reply>, E> { g() } // Result<Result<",
        ),
        (
            "src/service/b.rs",
            "fn h() -> R { let x = match f()? { Ok(x) => x, Err(answer) => return Ok(answer) }; }",
        ),
        (
            "src/service/c.rs",
            "fn k() -> Result<Option<Reply>, E> { match f() { Err(e) => return Ok(other) } }",
        ),
    ];
    let files = files
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    assert_eq!(
        nested_results(&files),
        [
            "src/service/a.rs: Result<Result<…>>",
            "src/service/b.rs: Err(answer) => return Ok(answer)"
        ]
    );
}
