//! The house's global rules: no source file over 800 lines, no import circle between the files
//! of `src/`. Set `HOUSE_ROOT` to check another checkout.
//!
//! The import graph: an edge `a.rs → b.rs` when `a.rs` names an item of `b.rs` through a `use`
//! (`crate::`, `super::`, `self::` or a child module) or an inline path. `mod` declarations and
//! a `pub use` of a file's own descendants are the module tree, not imports (unless the file
//! also uses the re-exported name itself). A path through a plain `pub use` resolves to the file
//! that defines the item, so a child using what its parent re-exports from a sibling imports the
//! sibling.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 800;

type ModPath = Vec<String>;

/// One path a file names, from the module it is named in (a file's or an inline module's).
struct Named {
    from: ModPath,
    path: ModPath,
    /// The name it binds (a `use`'s alias or last segment).
    name: String,
    reexport: bool,
}

/// What the scan of one file found.
#[derive(Default)]
struct Scanned {
    named: Vec<Named>,
    inline_mods: Vec<ModPath>,
    macros: Vec<String>,
    /// Identifiers outside `use` statements: whether a re-exported name is also used here.
    used: BTreeSet<String>,
}

fn tokens(src: &str) -> Vec<String> {
    let c: Vec<char> = src.chars().collect();
    let (mut out, mut i) = (Vec::new(), 0);
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    while i < c.len() {
        let at = |k: usize| c.get(k).copied().unwrap_or(' ');
        if c[i].is_whitespace() {
            i += 1;
        } else if c[i] == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(i + 1) == '*' {
            let (mut depth, mut k) = (1, i + 2);
            while k < c.len() && depth > 0 {
                if c[k] == '/' && at(k + 1) == '*' {
                    (depth, k) = (depth + 1, k + 2);
                } else if c[k] == '*' && at(k + 1) == '/' {
                    (depth, k) = (depth - 1, k + 2);
                } else {
                    k += 1;
                }
            }
            i = k;
        } else if c[i] == '"' || (matches!(c[i], 'r' | 'b') && matches!(at(i + 1), '"' | '#' | 'r'))
        {
            // A string: plain, byte or raw (`r#"…"#`); `r#ident` and `b'x'` fall through.
            let mut k = i;
            while matches!(at(k), 'b' | 'r') && k < i + 2 {
                k += 1;
            }
            let raw = c[i..k].contains(&'r');
            let hashes = (k..).take_while(|&j| at(j) == '#').count();
            if at(k + hashes) != '"' {
                let n = (i..c.len()).take_while(|&j| ident(c[j])).count().max(1);
                out.push(c[i..i + n].iter().collect());
                i += n;
                continue;
            }
            k += hashes + 1;
            while k < c.len() {
                if !raw && c[k] == '\\' {
                    k += 2;
                } else if c[k] == '"' && (k + 1..k + 1 + hashes).all(|j| at(j) == '#') {
                    k += 1 + hashes;
                    break;
                } else {
                    k += 1;
                }
            }
            i = k;
        } else if c[i] == '\'' {
            // A char literal, or a lifetime (skipped with its name).
            i += match (at(i + 1), at(i + 2)) {
                ('\\', _) => 3 + (i + 3..c.len()).take_while(|&j| c[j] != '\'').count() + 1,
                (_, '\'') => 3,
                _ => 1 + (i + 1..c.len()).take_while(|&j| ident(c[j])).count(),
            };
        } else if ident(c[i]) {
            let n = (i..c.len()).take_while(|&j| ident(c[j])).count();
            out.push(c[i..i + n].iter().collect());
            i += n;
        } else if c[i] == ':' && at(i + 1) == ':' {
            out.push("::".into());
            i += 2;
        } else {
            out.push(c[i].to_string());
            i += 1;
        }
    }
    out
}

/// The paths of a use tree starting at `t[*i]`, each with the name it binds, until the tree's
/// end at this level (`;`, `,` or `}`).
fn use_tree(t: &[String], i: &mut usize, prefix: &ModPath, out: &mut Vec<(ModPath, String)>) {
    let (mut path, mut alias) = (prefix.clone(), None);
    while let Some(token) = t.get(*i) {
        match token.as_str() {
            "{" => {
                *i += 1;
                while t.get(*i).is_some_and(|s| s != "}") {
                    use_tree(t, i, &path, out);
                    *i += usize::from(t.get(*i).is_some_and(|s| s == ","));
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
    out.push((path, name));
}

/// Whether the `use` at `t[i]` is a re-export: `pub use` or `pub(…) use`.
fn is_reexport(t: &[String], i: usize) -> bool {
    let mut k = i.saturating_sub(1);
    if t.get(k).is_some_and(|s| s == ")") {
        while k > 0 && t[k] != "(" {
            k -= 1;
        }
        k = k.saturating_sub(1);
    }
    t.get(k).is_some_and(|s| s == "pub")
}

fn scan(module: &ModPath, src: &str) -> Scanned {
    let t = tokens(src);
    let mut s = Scanned::default();
    let (mut depth, mut inline): (usize, Vec<(String, usize)>) = (0, Vec::new());
    let here = |inline: &Vec<(String, usize)>| -> ModPath {
        let mut m = module.clone();
        m.extend(inline.iter().map(|(name, _)| name.clone()));
        m
    };
    let is_word = |s: &String| s.chars().all(|c| c.is_alphanumeric() || c == '_');
    let mut i = 0;
    while i < t.len() {
        let is_at = |k: usize, what: &str| t.get(k).is_some_and(|s| s == what);
        match t[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|&(_, d)| d > depth) {
                    inline.pop();
                }
            }
            "mod" if is_at(i + 2, "{") => {
                inline.push((t[i + 1].clone(), depth + 1));
                s.inline_mods.push(here(&inline));
            }
            "macro_rules"
                if t[i.saturating_sub(8)..i]
                    .iter()
                    .any(|s| s == "macro_export") =>
            {
                s.macros.extend(t.get(i + 2).cloned());
            }
            "use" => {
                let reexport = is_reexport(&t, i);
                let (mut k, mut paths) = (i + 1, Vec::new());
                use_tree(&t, &mut k, &Vec::new(), &mut paths);
                for (path, name) in paths {
                    s.named.push(Named {
                        from: here(&inline),
                        path,
                        name,
                        reexport,
                    });
                }
                i = k;
            }
            first if is_at(i + 1, "::") && (i == 0 || t[i - 1] != "::") => {
                s.used.insert(first.to_string());
                let mut path = vec![first.to_string()];
                while is_at(i + 1, "::") && t.get(i + 2).is_some_and(is_word) {
                    path.push(t[i + 2].clone());
                    i += 2;
                }
                let name = path.last().cloned().unwrap_or_default();
                s.named.push(Named {
                    from: here(&inline),
                    path,
                    name,
                    reexport: false,
                });
            }
            word => {
                s.used.insert(word.to_string());
            }
        }
        i += 1;
    }
    s
}

/// The module path of a file of the library (`src/a/mod.rs` and `src/a.rs` are `a`).
fn module_of(file: &str) -> Option<ModPath> {
    let rest = file.strip_prefix("src/")?.strip_suffix(".rs")?;
    if rest == "main" || rest.starts_with("bin/") {
        return None;
    }
    let mut path: ModPath = rest.split('/').map(String::from).collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib")) {
        path.pop();
    }
    Some(path)
}

/// The library's files (path relative to the checkout → text), scanned and resolved.
struct Library {
    scanned: BTreeMap<String, (ModPath, Scanned)>,
    modules: BTreeMap<ModPath, String>,
    reexports: BTreeMap<(ModPath, String), ModPath>,
    macros: BTreeMap<String, String>,
}

impl Library {
    fn new(files: &BTreeMap<String, String>) -> Library {
        let mut lib = Library {
            scanned: BTreeMap::new(),
            modules: BTreeMap::new(),
            reexports: BTreeMap::new(),
            macros: BTreeMap::new(),
        };
        for (file, text) in files {
            let Some(module) = module_of(file) else {
                continue;
            };
            let s = scan(&module, text);
            lib.modules.insert(module.clone(), file.clone());
            for inline in &s.inline_mods {
                lib.modules.insert(inline.clone(), file.clone());
            }
            for name in &s.macros {
                lib.macros.insert(name.clone(), file.clone());
            }
            lib.scanned.insert(file.clone(), (module, s));
        }
        for (_, s) in lib.scanned.values() {
            for n in s.named.iter().filter(|n| n.reexport) {
                if let Some(target) = lib.absolute(n) {
                    lib.reexports
                        .insert((n.from.clone(), n.name.clone()), target);
                }
            }
        }
        lib
    }

    /// The path from the crate's root, or `None` for another crate's.
    fn absolute(&self, n: &Named) -> Option<ModPath> {
        let (first, rest) = n.path.split_first()?;
        let mut base = n.from.clone();
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
            child
                if self
                    .modules
                    .contains_key(&[&base[..], &[child.to_string()][..]].concat()) =>
            {
                base.push(child.to_string());
            }
            _ => return None,
        }
        base.extend(rest.cloned());
        Some(base)
    }

    /// The file that defines what `path` names, following plain `pub use` re-exports.
    fn file_of(&self, path: &[String], hops: usize) -> &str {
        let k = (0..=path.len())
            .rev()
            .find(|&k| self.modules.contains_key(&path[..k]))
            .unwrap_or(0);
        if let Some(name) = path.get(k) {
            if let Some(file) = self.macros.get(name).filter(|_| k == 0) {
                return file;
            }
            if let Some(target) = self.reexports.get(&(path[..k].to_vec(), name.clone())) {
                if hops < 8 {
                    return self.file_of(&[target.as_slice(), &path[k + 1..]].concat(), hops + 1);
                }
            }
        }
        self.modules
            .get(&path[..k])
            .map_or("src/lib.rs", String::as_str)
    }

    /// Each file's imports of other files.
    fn imports(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (file, (module, s)) in &self.scanned {
            for n in &s.named {
                let Some(path) = self.absolute(n) else {
                    continue;
                };
                let target = self.file_of(&path, 0);
                let tree = n.reexport && path.starts_with(module) && !s.used.contains(&n.name);
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
    for dir in ["src", "tests", "benches"] {
        rust_files(&root(), dir, &mut files);
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

#[test]
fn no_two_files_of_src_import_each_other() {
    let mut files = BTreeMap::new();
    rust_files(&root(), "src", &mut files);
    let found: Vec<String> = circles(&Library::new(&files).imports())
        .iter()
        .map(|c| show(c))
        .collect();
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
    let paths: Vec<(String, String)> = out.into_iter().map(|(p, n)| (p.join("::"), n)).collect();
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
        "// crate::a\n/* crate::b /* nested */ */ f(\"crate::c\", r#\"crate::\"d\"#, '\"', 'x);",
    );
    assert_eq!(t.join(" "), "f ( , , , ) ;");
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
            "mod x; mod y; pub use x::X; pub use self::y::{Y, Z as W}; pub struct M;",
        ),
        ("src/m/x.rs", "use super::{W, M}; pub struct X;"),
        ("src/m/y.rs", "pub struct Y; pub struct Z;"),
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
