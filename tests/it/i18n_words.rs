//! The words of the four languages checked as a reader would: no command example with options
//! is written by hand (they are built from the command table), and the French file is complete.

use focus_bot::i18n::{FluentValue, Lang, source};

/// Every hand-written `/focus COMMAND option:value` in a language file, with its line: the
/// examples that name an option are built from the command table (`slash_commands::command_example`).
fn hand_written_examples(lang: Lang) -> Vec<String> {
    let text = source(lang);
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
        for (i, _) in line.match_indices("/focus ") {
            let rest = &line[i + "/focus ".len()..];
            let span = rest.split(['`', '\n']).next().unwrap_or_default();
            let mut words = span.split_whitespace();
            let names_a_command = words
                .next()
                .is_some_and(|w| w.chars().all(|c| c.is_alphanumeric() || c == '_'));
            let names_an_option = words.any(|w| {
                w.split_once(':').is_some_and(|(option, _)| {
                    !option.is_empty() && option.chars().all(|c| c.is_alphanumeric() || c == '_')
                })
            });
            if names_a_command && names_an_option {
                out.push(format!("{lang}: `/focus {span}`: {line}"));
            }
        }
    }
    out
}

#[test]
fn no_language_file_writes_a_command_example_with_options_by_hand() {
    let wrong: Vec<String> = Lang::ALL
        .into_iter()
        .flat_map(hand_written_examples)
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every hand-written `` `/focus COMMAND` `` (a command without options) in a message a Discord
/// user reads: built from the table too (`slash_commands::example::bare`), so that Discord
/// writes the name the reader's client shows. The console's own messages (`console-*`, it takes
/// the table's names only) and the commands' descriptions (`cmd-*`) may.
#[test]
fn no_message_a_discord_user_reads_writes_a_command_by_hand() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        let mut id = "";
        for line in source(lang).lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            if let Some((name, _)) = line.split_once(" = ")
                && !line.starts_with([' ', '\t'])
            {
                id = name;
            }
            if id.starts_with("console-") || id.starts_with("cmd-") {
                continue;
            }
            for (i, _) in line.match_indices("`/focus ") {
                let span = line[i + 1..].split('`').next().unwrap_or_default();
                let words: Vec<&str> = span.split_whitespace().collect();
                let bare =
                    words.len() == 2 && words[1].chars().all(|c| c.is_alphanumeric() || c == '_');
                if bare {
                    wrong.push(format!("{lang} {id}: `{span}`"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn say(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let s = lang.text(id, args);
    assert_ne!(s, id, "{lang}: no message {id}");
    s
}

#[test]
fn counts_of_one_take_the_singular_in_french_and_italian() {
    let one = |k: &'static str| (k, FluentValue::from(1));
    let results = ("results", FluentValue::from("V"));
    assert!(
        say(Lang::Fr, "stats-last", &[one("n"), results.clone()])
            .starts_with("Dernière partie : V"),
        "{}",
        say(Lang::Fr, "stats-last", &[one("n"), results.clone()])
    );
    let it = say(
        Lang::It,
        "stats-last",
        &[one("n"), ("results", FluentValue::from("S"))],
    );
    assert!(it.starts_with("Ultima partita: S"), "{it}");
    let fr = say(
        Lang::Fr,
        "stats-not-ranked",
        &[one("games"), ("needed", FluentValue::from(5))],
    );
    assert!(fr.contains("(1 partie classée sur 5)"), "{fr}");
    let fr = say(
        Lang::Fr,
        "leaderboard-not-listed",
        &[
            one("games"),
            ("needed", FluentValue::from(5)),
            ("kind", FluentValue::from("à 2 joueurs")),
        ],
    );
    assert!(fr.contains("1 partie classée à 2 joueurs sur 5"), "{fr}");
}

#[test]
fn french_puts_a_space_before_every_colon_of_a_result() {
    for id in [
        "why-no-moves",
        "why-repetition",
        "why-short-team",
        "why-short",
        "why-time",
    ] {
        let why = say(Lang::Fr, id, &[("n", FluentValue::from(6))]);
        let over = say(
            Lang::Fr,
            "over-wins",
            &[
                ("count", FluentValue::from(1)),
                ("names", FluentValue::from("**Carla** (Rouge)")),
                ("why", FluentValue::from(why)),
            ],
        );
        assert!(over.contains("gagne : "), "{id}: {over}");
    }
}

#[test]
fn italian_names_no_gender_and_elides_no_preposition_before_a_vowel() {
    let card = say(Lang::It, "pic-to-move", &[]);
    assert!(!card.contains("lui") && !card.contains("lei"), "{card}");
    let winner = say(Lang::It, "pic-winner", &[]);
    assert!(
        !winner.ends_with("ore") && !winner.ends_with("rice"),
        "{winner}"
    );
    let moved = say(
        Lang::It,
        "act-move",
        &[
            ("who", FluentValue::from("**Carla** (Rosso)")),
            ("pieces", FluentValue::from("un pezzo")),
            ("from", FluentValue::from("b4")),
            ("to", FluentValue::from("a4")),
        ],
    );
    assert!(!moved.contains(" a a4"), "{moved}");
}

/// One word per concept: French `cote` is the rating, `classement` the leaderboard, `classée`
/// and `amicale` rated and casual; Italian `punteggio`, `classifica`, `valutata`, `amichevole`.
#[test]
fn one_term_per_concept_in_french_and_italian() {
    let fr = source(Lang::Fr);
    for wrong in [
        "non classée",
        "Classements",
        "Les classements",
        "le classement de l'ordinateur",
    ] {
        assert!(!fr.contains(wrong), "fr still says {wrong:?}");
    }
    assert!(
        say(
            Lang::Fr,
            "ratings-head",
            &[("kind", FluentValue::from("x"))]
        )
        .starts_with("Cotes")
    );
    assert!(say(Lang::Fr, "opt-unrated", &[]).contains("amicale"));
    let it = source(Lang::It);
    for wrong in ["valida", "valide"] {
        assert!(!it.contains(wrong), "it still says {wrong:?}");
    }
    assert!(say(Lang::It, "opt-unrated", &[]).contains("amichevole"));
}

#[test]
fn japanese_joins_clauses_with_shi_and_lists_with_the_ideographic_comma() {
    use focus_bot::i18n::{clauses, list};
    let parts = vec![
        say(
            Lang::Ja,
            "act-captured",
            &[("pieces", FluentValue::from("緑の駒1個"))],
        ),
        say(
            Lang::Ja,
            "act-kept",
            &[("pieces", FluentValue::from("1個の駒"))],
        ),
    ];
    let placed = say(
        Lang::Ja,
        "act-place",
        &[
            ("who", FluentValue::from("**さくら**（赤）")),
            ("square", FluentValue::from("e5")),
        ],
    );
    let sentence = say(
        Lang::Ja,
        "act-many",
        &[
            ("action", FluentValue::from(placed)),
            ("parts", FluentValue::from(clauses(Lang::Ja, &parts))),
        ],
    );
    assert!(
        !sentence.contains("たし") && !sentence.contains("したと"),
        "{sentence}"
    );
    assert!(sentence.ends_with("しました。"), "{sentence}");
    assert!(
        !sentence.contains(" 。") && !sentence.contains(" （"),
        "{sentence}"
    );
    let names = list(
        Lang::Ja,
        &["太郎".to_string(), "花子".to_string(), "次郎".to_string()],
    );
    assert_eq!(names, "太郎、花子、次郎");
}

/// Whether a line has Japanese (kana or kanji) in it.
fn japanese(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}'))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_post_is_in_the_games_language_whoever_asks_and_a_private_reply_in_theirs() {
    use focus_bot::console::{CONSOLE_BOT_ID, Console};
    use focus_bot::service::{ManualClock, Service};
    use focus_bot::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&dir.path().join("focus.db"))
        .await
        .unwrap();
    let service = Service::new(store, ManualClock::new(1795262400000), 7, CONSOLE_BOT_ID);
    let mut console = Console::new(service, dir.path().join("pictures"));
    // An Italian game: carla challenged in Italian.
    let on = console
        .line("@carla[it] /focus challenge opponent:@sakura first:challenger")
        .await;
    assert!(on.contains("sfida"), "{on}");
    let accepted = console.line("@sakura[ja] /focus accept").await;
    assert!(accepted.contains("La partita comincia"), "{accepted}");
    for line in [
        "@sakura[ja] /focus board",
        "@sakura[ja] /focus history",
        "@sakura[ja] /focus replay",
    ] {
        let out = console.line(line).await;
        let japanese_lines: Vec<&str> = out.lines().filter(|l| japanese(l)).collect();
        assert!(japanese_lines.is_empty(), "{line}: {out}");
    }
    let board = console.line("@sakura[ja] /focus board").await;
    assert!(board.contains("Partita"), "{board}");
    // A private reply speaks its caller's language.
    let refused = console.line("@sakura[ja] /focus move move:c3-f3:3").await;
    assert!(japanese(&refused), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_name_is_cut_with_an_ellipsis_alike_in_text_and_in_mentions() {
    use focus_bot::console::{CONSOLE_BOT_ID, Console};
    use focus_bot::markup::NAME_LIMIT;
    use focus_bot::service::{ManualClock, Service};
    use focus_bot::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&dir.path().join("focus.db"))
        .await
        .unwrap();
    let service = Service::new(store, ManualClock::new(1795262400000), 7, CONSOLE_BOT_ID);
    let mut console = Console::new(service, dir.path().join("pictures"));
    let long = "Maximilian_von_Hohenzollern_Sigmaringen";
    assert!(long.chars().count() > NAME_LIMIT);
    let cut: String = long.chars().take(NAME_LIMIT - 1).chain(['…']).collect();
    let mut said = console
        .line(&format!(
            "@bob /focus challenge opponent:@{long} first:challenger"
        ))
        .await;
    said += &console.line(&format!("@{long} /focus accept")).await;
    said += &console.line("@bob /focus board").await;
    // The name as typed is echoed in each "> @name /focus …" line; what the bot says cuts it.
    let replies: String = said
        .lines()
        .filter(|l| !l.starts_with('>'))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(!replies.contains(long), "{replies}");
    let shown = replies.matches(cut.as_str()).count();
    let mentioned = replies.matches(&format!("@{cut}")).count();
    assert!(mentioned >= 2, "a mention and a ping line: {replies}");
    assert!(shown > mentioned, "the name in text too: {replies}");
    let stem: String = long.chars().take(NAME_LIMIT - 1).collect();
    assert_eq!(replies.matches(stem.as_str()).count(), shown, "{replies}");
}
