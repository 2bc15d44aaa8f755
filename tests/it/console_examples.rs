//! The console's command examples: built from the command table, written with the names the
//! console accepts (the table's), whatever the reader's language, and the examples work as typed.

use crate::support::console::run;

/// The `/focus …` inside the first code span after `after` in `text`.
fn example_after<'a>(text: &'a str, after: &str) -> &'a str {
    let from = text
        .find(after)
        .unwrap_or_else(|| panic!("no `{after}` in:\n{text}"));
    let rest = &text[from..];
    let start = rest.find("`/focus ").expect("an example") + 1;
    let end = rest[start..].find('`').expect("the example's end");
    &rest[start..start + end]
}

#[test]
fn a_french_reader_of_the_console_is_shown_the_names_the_console_accepts() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(dir.path(), "@alice[fr] /focus board\n");
    assert!(!out.contains('\u{e000}'), "an unwritten mark:\n{out}");
    assert!(
        out.contains("`@alice /focus challenge opponent:@bob`"),
        "the banner:\n{out}"
    );
    let example = example_after(&out, "Aucune partie");
    assert_eq!(example, "/focus challenge opponent:@ami");
    // And the example is a line the console takes as it is: the game it starts is on.
    let out = run(
        dir.path(),
        &format!("@alice[fr] {example}\n@ami[fr] /focus accept\n@alice[fr] /focus board\n"),
    );
    assert!(!out.contains("n'est pas une option"), "{out}");
    let after_accept = &out[out.rfind("/focus board").unwrap_or(0)..];
    assert!(!after_accept.contains("Aucune partie"), "{out}");
}
