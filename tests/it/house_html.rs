//! The web pages are compile-time templates (`maud::html!`), which escape every value they are
//! given: no source file of `src/web/` writes HTML tags in a string of its own, where a value
//! put in by `format!` or `push_str` would not be escaped. Tests (`#[cfg(test)]`, after which
//! nothing is checked) may. Read by characters, not parsed.

use std::path::PathBuf;

/// The string literals of `src` before its tests, without their quotes (escapes kept as
/// written), comments left out.
fn strings(src: &str) -> Vec<String> {
    let code = src.split("#[cfg(test)]").next().unwrap_or(src);
    let (mut out, mut chars) = (Vec::new(), code.chars().peekable());
    while let Some(ch) = chars.next() {
        match ch {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            // A char literal, so `'"'` opens no string; a lifetime's `'` has no closing one
            // within two characters and is passed over.
            '\'' => {
                let ahead: String = chars.clone().take(3).collect();
                if let Some(escaped) = ahead.strip_prefix('\\') {
                    let close = escaped.find('\'').map_or(1, |k| k + 2);
                    chars.nth(close);
                } else if ahead.chars().nth(1) == Some('\'') {
                    chars.nth(1);
                }
            }
            '"' => {
                let mut text = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            text.push(c);
                            text.extend(chars.next());
                        }
                        '"' => break,
                        c => text.push(c),
                    }
                }
                out.push(text);
            }
            _ => {}
        }
    }
    out
}

/// Whether `text` holds an HTML tag: `<` then a letter, `/` or `!`.
fn has_tag(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || w[1] == b'/' || w[1] == b'!'))
}

#[test]
fn the_web_pages_write_html_only_through_templates() {
    let root = std::env::var_os("HOUSE_ROOT")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    let mut found = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("src/web"))
        .expect("src/web/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    assert!(files.len() > 5, "the web's files are read: {files:?}");
    for file in files {
        let src = std::fs::read_to_string(&file).expect("a source file");
        for text in strings(&src).into_iter().filter(|s| has_tag(s)) {
            found.push(format!("{}: \"{text}\"", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "HTML written by hand (write it in a maud::html! template, which escapes):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_template_check_sees_a_tag_in_a_string_and_nothing_else() {
    let src = r#"
        // A comment may say "<p>".
        fn a() -> String { format!("<p>{}</p>", name) }
        fn b<'a>(x: &'a str) -> Vec<String> { let q = '"'; vec![x.to_owned(), "a < b".into()] }
        #[cfg(test)]
        mod tests { const T: &str = "<b>"; }
    "#;
    let found: Vec<String> = strings(src).into_iter().filter(|s| has_tag(s)).collect();
    assert_eq!(found, ["<p>{}</p>"]);
}
