//! The words as a reader meets them, language by language: English possessives after a seat's
//! label, the plurals of every duration and "ago" with counts of 1, 2, 5 and 21, Italian's one
//! register and prepositions before names and squares, its "round" of a tournament and "turno"
//! of a player, French agreements and apostrophes.

use std::time::Duration;

use focus_bot::i18n::{FluentValue, Lang, ago, duration_words, source};

/// Every message of a language file with the text of its pattern (all its lines).
pub(crate) fn patterns(lang: Lang) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in source(lang).lines() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with([' ', '\t', '}', '.'])
            && let Some((id, value)) = line.split_once(" = ")
        {
            out.push((id.trim().to_string(), value.to_string()));
        } else if let Some((_, text)) = out.last_mut() {
            text.push('\n');
            text.push_str(line);
        }
    }
    out
}

/// The arguments a message's pattern uses, in order of first use.
pub(crate) fn variables(pattern: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, _) in pattern.match_indices('$') {
        let name: String = pattern[i + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

fn say(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let s = lang.text(id, args);
    assert_ne!(s, id, "{lang}: no message {id}");
    s
}

/// A seat's label ends in its colour in brackets ("alice (Red)"): English never glues a
/// possessive to it ("alice (Red)'s turn").
#[test]
fn english_puts_no_possessive_after_a_seats_label() {
    let label = "alice (Red)";
    let mut wrong = Vec::new();
    for (id, pattern) in patterns(Lang::EnUs) {
        let vars = variables(&pattern);
        if !vars.iter().any(|v| v == "seat") {
            continue;
        }
        let args: Vec<(&str, FluentValue<'_>)> = vars
            .iter()
            .map(|v| {
                let value = if v == "seat" {
                    FluentValue::from(label)
                } else {
                    FluentValue::from(2)
                };
                (v.as_str(), value)
            })
            .collect();
        let said = say(Lang::EnUs, &id, &args);
        if said.contains(")'s") || said.contains(")’s") {
            wrong.push(format!("{id}: {said}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// How each language says a count of a unit: its singular and its plural, `{n}` the count.
fn units(lang: Lang) -> [(&'static str, &'static str, &'static str); 9] {
    match lang {
        Lang::EnUs => [
            ("unit-days", "1 day", "{n} days"),
            ("unit-hours", "1 hour", "{n} hours"),
            ("unit-minutes", "1 minute", "{n} minutes"),
            ("ago-minutes", "1 minute ago", "{n} minutes ago"),
            ("ago-hours", "1 hour ago", "{n} hours ago"),
            ("ago-days", "1 day ago", "{n} days ago"),
            ("ago-weeks", "1 week ago", "{n} weeks ago"),
            ("ago-months", "1 month ago", "{n} months ago"),
            ("ago-years", "1 year ago", "{n} years ago"),
        ],
        Lang::Fr => [
            ("unit-days", "1 jour", "{n} jours"),
            ("unit-hours", "1 heure", "{n} heures"),
            ("unit-minutes", "1 minute", "{n} minutes"),
            ("ago-minutes", "il y a 1 minute", "il y a {n} minutes"),
            ("ago-hours", "il y a 1 heure", "il y a {n} heures"),
            ("ago-days", "il y a 1 jour", "il y a {n} jours"),
            ("ago-weeks", "il y a 1 semaine", "il y a {n} semaines"),
            ("ago-months", "il y a 1 mois", "il y a {n} mois"),
            ("ago-years", "il y a 1 an", "il y a {n} ans"),
        ],
        Lang::It => [
            ("unit-days", "1 giorno", "{n} giorni"),
            ("unit-hours", "1 ora", "{n} ore"),
            ("unit-minutes", "1 minuto", "{n} minuti"),
            ("ago-minutes", "1 minuto fa", "{n} minuti fa"),
            ("ago-hours", "1 ora fa", "{n} ore fa"),
            ("ago-days", "1 giorno fa", "{n} giorni fa"),
            ("ago-weeks", "1 settimana fa", "{n} settimane fa"),
            ("ago-months", "1 mese fa", "{n} mesi fa"),
            ("ago-years", "1 anno fa", "{n} anni fa"),
        ],
        Lang::Ja => [
            ("unit-days", "1日", "{n}日"),
            ("unit-hours", "1時間", "{n}時間"),
            ("unit-minutes", "1分", "{n}分"),
            ("ago-minutes", "1分前", "{n}分前"),
            ("ago-hours", "1時間前", "{n}時間前"),
            ("ago-days", "1日前", "{n}日前"),
            ("ago-weeks", "1週間前", "{n}週間前"),
            ("ago-months", "1か月前", "{n}か月前"),
            ("ago-years", "1年前", "{n}年前"),
        ],
    }
}

/// What `id` says for `n` in `lang`, by the table above.
fn expected(lang: Lang, id: &str, n: u64) -> String {
    let (_, one, other) = units(lang)
        .into_iter()
        .find(|(i, _, _)| *i == id)
        .expect("a unit of the table");
    if n == 1 {
        one.to_string()
    } else {
        other.replace("{n}", &n.to_string())
    }
}

/// A plural is chosen by Fluent on the number itself: a count turned into text first reads
/// "1 days". Every duration and "ago" wording, with a count of 1, 2, 5 and 21, in each
/// language: the messages themselves, and as `duration_words` and `ago` build them.
#[test]
fn every_duration_and_ago_takes_its_plural_from_the_count() {
    const MINUTE: u64 = 60;
    const HOUR: u64 = 3600;
    const DAY: u64 = 86_400;
    let mut wrong = Vec::new();
    let mut check = |what: String, said: String, want: String| {
        if said != want {
            wrong.push(format!("{what}: {said:?}, not {want:?}"));
        }
    };
    for lang in Lang::ALL {
        for n in [1_u64, 2, 5, 21] {
            for (id, _, _) in units(lang) {
                check(
                    format!("{lang} {id} {n}"),
                    say(lang, id, &[("n", FluentValue::from(n))]),
                    expected(lang, id, n),
                );
            }
            for (unit, seconds) in [
                ("unit-days", DAY),
                ("unit-hours", HOUR),
                ("unit-minutes", MINUTE),
            ] {
                // 21 hours and 21 minutes are said in hours and minutes; 25 hours is not.
                check(
                    format!("{lang} duration of {n} × {seconds} s"),
                    duration_words(lang, Duration::from_secs(n * seconds)),
                    expected(lang, unit, n),
                );
            }
            // A pair: "1 day 1 hour", "2 days 2 hours".
            let pair = duration_words(lang, Duration::from_secs(n * DAY + n * HOUR));
            let (day, hour) = (
                expected(lang, "unit-days", n),
                expected(lang, "unit-hours", n),
            );
            let joined = pair.starts_with(&day) && pair.ends_with(&hour);
            check(
                format!("{lang} pair of {n}"),
                pair.clone(),
                if joined {
                    pair
                } else {
                    format!("{day} … {hour}")
                },
            );
            // "ago" as records say it, for the counts each wording is used with.
            let ms = |s: u64| i64::try_from(s * 1000).expect("small");
            let now = ms(3000 * DAY);
            let mut agos = vec![("ago-minutes", n * MINUTE), ("ago-hours", n * HOUR)];
            if n >= 2 {
                agos.push(("ago-days", n.min(13) * DAY));
                agos.push(("ago-weeks", n.clamp(2, 8) * 7 * DAY));
                agos.push(("ago-months", n.clamp(3, 24) * 30 * DAY));
                agos.push(("ago-years", n.clamp(2, 5) * 365 * DAY));
            }
            for (id, seconds) in agos {
                let count = match id {
                    "ago-minutes" => seconds / MINUTE,
                    "ago-hours" => seconds / HOUR,
                    "ago-days" => seconds / DAY,
                    "ago-weeks" => seconds / (7 * DAY),
                    "ago-months" => seconds / (30 * DAY),
                    _ => seconds / (365 * DAY),
                };
                check(
                    format!("{lang} {id} through ago() for {count}"),
                    ago(lang, now, now - ms(seconds)),
                    expected(lang, id, count),
                );
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Italian speaks to its reader in one register, the familiar one (`tocca a te`, `scrivi`): no
/// plural or formal address, even to a group ("{ $others }: per accettare, …").
#[test]
fn italian_speaks_in_one_register() {
    let formal = [
        "accettate",
        "rifiutate",
        "usate",
        "scrivete",
        "scegliete",
        "potete",
        "dovete",
        "avete",
        "siete",
        "volete",
        "vostro",
        "vostra",
        "vostri",
        "vostre",
    ];
    let mut wrong = Vec::new();
    for (id, pattern) in patterns(Lang::It) {
        for word in pattern.split(|c: char| !c.is_alphabetic()) {
            let lower = word.to_lowercase();
            if formal.contains(&lower.as_str()) {
                wrong.push(format!("{id}: {word:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(say(Lang::It, "your-turn", &[]).contains("tocca a te"));
}

/// A message's words, lowercased, without its placeables (`{ $x }`) and code (`` `x` ``).
fn plain_words(pattern: &str) -> Vec<String> {
    let mut out = String::new();
    let (mut braces, mut code) = (0, false);
    for c in pattern.chars() {
        match c {
            '{' => braces += 1,
            '}' => braces -= 1,
            '`' => code = !code,
            c if braces == 0 && !code => out.extend(c.to_lowercase()),
            _ => {}
        }
    }
    out.replace("round robin", "")
        .replace("round-robin", "")
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Italian says "round" for a tournament's round and "turno" only for a player's turn: every
/// tournament message whose English speaks of rounds (and not of turns) says "round" and never
/// "turno"; no message whose English speaks of turns (and not of rounds) says "round".
#[test]
fn italian_says_round_for_a_tournaments_round_and_turno_for_a_players_turn() {
    let italian: std::collections::HashMap<String, String> =
        patterns(Lang::It).into_iter().collect();
    let mut wrong = Vec::new();
    for (id, english) in patterns(Lang::EnUs) {
        let en = plain_words(&english);
        let it = plain_words(italian.get(&id).map_or("", String::as_str));
        let has = |words: &[String], any: &[&str]| words.iter().any(|w| any.contains(&w.as_str()));
        let rounds = has(&en, &["round", "rounds"]);
        let turns = has(&en, &["turn", "turns"]);
        if id.contains("tournament")
            && rounds
            && !turns
            && (has(&it, &["turno", "turni"]) || !has(&it, &["round"]))
        {
            wrong.push(format!("{id}: a round is a \"round\": {it:?}"));
        }
        if turns && !rounds && has(&it, &["round"]) {
            wrong.push(format!("{id}: a turn is a \"turno\": {it:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A name can start with any letter, so no Italian preposition stands right before one (it
/// would need `ad alice` before a vowel): "È il turno di alice". A square is known: `a d4`,
/// `ad a4`. And the time per turn is "per turno" everywhere.
#[test]
fn italian_prepositions_before_names_and_squares() {
    let names = [
        "name",
        "who",
        "seat",
        "opponents",
        "others",
        "waiting",
        "players",
        "partner",
        "challenger",
        "first",
        "player",
        "by",
        "names",
        "winners",
        "mention",
    ];
    let mut wrong = Vec::new();
    for (id, pattern) in patterns(Lang::It) {
        for name in names {
            for prep in ["a", "ad", "A", "Ad"] {
                if pattern.contains(&format!(" {prep} {{ ${name} }}"))
                    || pattern.starts_with(&format!("{prep} {{ ${name} }}"))
                {
                    wrong.push(format!("{id}: {prep} {{ ${name} }}"));
                }
            }
        }
        if pattern.contains("per mossa") || pattern.contains("ogni mossa") {
            wrong.push(format!("{id}: time per mossa"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let turn = say(
        Lang::It,
        "board-turn",
        &[
            ("name", FluentValue::from("alice")),
            ("colour", FluentValue::from("Rosso")),
        ],
    );
    assert_eq!(turn, "È il turno di alice (Rosso).");
    let moved = |to: &str| {
        say(
            Lang::It,
            "act-move",
            &[
                ("who", FluentValue::from("alice")),
                ("pieces", FluentValue::from("un pezzo")),
                ("from", FluentValue::from("d3")),
                ("to", FluentValue::from(to.to_string())),
            ],
        )
    };
    assert_eq!(moved("d4"), "alice ha mosso un pezzo da d3 a d4");
    assert_eq!(moved("a4"), "alice ha mosso un pezzo da d3 ad a4");
    let signup = say(
        Lang::It,
        "tournament-signup",
        &[
            ("heading", FluentValue::from("Autunno")),
            ("format", FluentValue::from("svizzero")),
            ("players", FluentValue::from(2)),
            ("time", FluentValue::from("3 giorni")),
            ("rated", FluentValue::from("")),
        ],
    );
    assert!(signup.contains("3 giorni per turno"), "{signup}");
}

/// French: a captured piece is a `pion`, so `capturés` everywhere (the web page said
/// `capturées`); the challenger is `l'auteur du défi`.
#[test]
fn french_agrees_with_pion_and_names_the_challenger_plainly() {
    let n = |v: u64| FluentValue::from(v);
    let web = say(
        Lang::Fr,
        "web-counts",
        &[("board", n(10)), ("reserve", n(0)), ("captured", n(0))],
    );
    assert!(web.ends_with("0 capturés"), "{web}");
    let source = source(Lang::Fr);
    assert!(!source.contains("capturées"));
    assert!(!source.contains("lanceur"));
    assert_eq!(
        say(Lang::Fr, "first-challenger", &[]),
        "l'auteur du défi commence"
    );
}

/// Each language file writes its apostrophes one way (the straight one), never both.
#[test]
fn each_language_file_writes_one_kind_of_apostrophe() {
    for lang in Lang::ALL {
        let text = source(lang);
        let straight = text.matches('\'').count();
        let curly = text.matches('\u{2019}').count();
        assert!(
            straight == 0 || curly == 0,
            "{lang}: {straight} straight and {curly} typographic apostrophes"
        );
    }
}

/// The mark on each colour's discs is the colour's initial in the language (French and Italian
/// green is `V`, not `G`; Japanese draws the colour's kanji), one character, no two alike.
#[test]
fn each_language_marks_its_colours_discs_with_its_own_initials() {
    use focus_bot::service::picture_words;
    let want = [
        (Lang::EnUs, ["R", "G", "B", "Y"]),
        (Lang::Fr, ["R", "V", "B", "J"]),
        (Lang::It, ["R", "V", "B", "G"]),
        (Lang::Ja, ["赤", "緑", "青", "黄"]),
    ];
    for (lang, letters) in want {
        let words = picture_words(lang);
        assert_eq!(words.letters, letters.map(String::from), "{lang}");
        for (letter, colour) in words.letters.iter().zip(&words.colours) {
            assert!(
                colour.starts_with(letter.as_str()),
                "{lang}: {letter} {colour}"
            );
        }
    }
}
