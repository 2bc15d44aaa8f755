//! The deployment files and the list of settings agree: `Dockerfile` and `docker-compose.yml`
//! parse, have the shape the docs promise (named stages, cached dependencies, a user without
//! privileges; PostgreSQL with a named volume and a health check the bot waits for, the bot's
//! own health check a real subcommand) and name only variables the bot reads; `.env.example`
//! and docs/configuration.md list exactly the settings of `focus_bot::discord::SETTINGS`, each
//! once, with its default. Building the image needs Docker and is not done here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use focus_bot::discord::SETTINGS;
use serde_norway::Value;

/// Variables docker compose reads from `.env` that the bot does not: the database's password,
/// which compose gives to PostgreSQL and puts in the bot's `DATABASE_URL`.
const COMPOSE_ONLY: &[&str] = &["POSTGRES_PASSWORD"];

fn read(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn setting_names() -> BTreeSet<&'static str> {
    SETTINGS.iter().map(|s| s.name).collect()
}

fn default_of(name: &str) -> Option<&'static str> {
    SETTINGS.iter().find(|s| s.name == name).map(|s| s.default)
}

/// Every `${NAME}`, `${NAME:-default}` or `${NAME:?message}` in `text`, with its default.
fn interpolations(text: &str) -> Vec<(String, Option<String>)> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("${") {
        let inner = &rest[start + 2..];
        let end = inner.find('}').expect("a closing brace");
        let body = &inner[..end];
        let name_end = body
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(body.len());
        let default = body[name_end..].strip_prefix(":-").map(str::to_string);
        found.push((body[..name_end].to_string(), default));
        rest = &inner[end..];
    }
    found
}

/// One Dockerfile instruction: its keyword, its arguments (continuation lines joined) and the
/// stage it belongs to.
#[derive(Debug)]
struct Instruction {
    keyword: String,
    args: String,
}

/// The Dockerfile's stages by name, in order, each with its instructions (from its `FROM`).
fn dockerfile_stages(text: &str) -> Vec<(String, Vec<Instruction>)> {
    let mut logical = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if current.is_empty() && (trimmed.is_empty() || trimmed.starts_with('#')) {
            continue;
        }
        if let Some(continued) = trimmed.strip_suffix('\\') {
            current.push_str(continued);
            current.push(' ');
        } else {
            current.push_str(trimmed);
            logical.push(std::mem::take(&mut current));
        }
    }
    assert!(
        current.is_empty(),
        "the Dockerfile ends inside an instruction"
    );
    const KNOWN: &[&str] = &[
        "FROM",
        "RUN",
        "CMD",
        "LABEL",
        "EXPOSE",
        "ENV",
        "ADD",
        "COPY",
        "ENTRYPOINT",
        "VOLUME",
        "USER",
        "WORKDIR",
        "ARG",
        "ONBUILD",
        "STOPSIGNAL",
        "HEALTHCHECK",
        "SHELL",
    ];
    let mut stages: Vec<(String, Vec<Instruction>)> = Vec::new();
    for line in logical {
        let (keyword, args) = line.split_once(' ').unwrap_or((&line, ""));
        let keyword = keyword.to_ascii_uppercase();
        assert!(
            KNOWN.contains(&keyword.as_str()),
            "unknown instruction {line:?}"
        );
        let instruction = Instruction {
            keyword: keyword.clone(),
            args: args.trim().to_string(),
        };
        if keyword == "FROM" {
            let words: Vec<&str> = args.split_whitespace().collect();
            let [_, as_, name] = words[..] else {
                panic!("every stage is named (`FROM image AS name`): {line:?}")
            };
            assert!(as_.eq_ignore_ascii_case("as"), "{line:?}");
            assert!(
                stages.iter().all(|(n, _)| n != name),
                "stage {name} named twice"
            );
            stages.push((name.to_string(), vec![instruction]));
        } else {
            stages
                .last_mut()
                .expect("the Dockerfile starts with FROM")
                .1
                .push(instruction);
        }
    }
    stages
}

#[test]
fn the_dockerfile_caches_dependencies_and_runs_without_privileges() {
    let text = read("Dockerfile");
    let stages = dockerfile_stages(&text);
    assert!(stages.len() >= 3, "multi-stage: {stages:?}");
    let names: Vec<&str> = stages.iter().map(|(n, _)| n.as_str()).collect();
    for (i, (_, instructions)) in stages.iter().enumerate() {
        for instruction in instructions {
            // A stage copies only from earlier stages.
            for word in instruction.args.split_whitespace() {
                if let Some(from) = word.strip_prefix("--from=") {
                    assert!(names[..i].contains(&from), "{instruction:?}");
                }
            }
            // Any variable it names is one the bot reads.
            for (name, _) in interpolations(&instruction.args) {
                assert!(setting_names().contains(name.as_str()), "{name}");
            }
            if instruction.keyword == "ENV" {
                let name = instruction.args.split(['=', ' ']).next().unwrap();
                assert!(setting_names().contains(name), "ENV {name}");
            }
        }
    }
    // The dependencies are built from cargo-chef's recipe before the source is copied in.
    let builder = stages
        .iter()
        .find(|(_, s)| s.iter().any(|i| i.args.contains("cargo chef cook")))
        .map(|(_, s)| s)
        .expect("a stage cooks the dependencies with cargo-chef");
    let cook = builder
        .iter()
        .position(|i| i.args.contains("cargo chef cook"))
        .unwrap();
    let source = builder
        .iter()
        .position(|i| i.keyword == "COPY" && i.args == ". .")
        .expect("the builder copies the source");
    assert!(cook < source, "dependencies first, then the source");
    assert!(
        stages
            .iter()
            .flat_map(|(_, s)| s)
            .any(|i| i.keyword == "RUN" && i.args.contains("cargo install cargo-chef --locked")),
        "cargo-chef itself from crates.io"
    );
    // The runtime: slim Debian, the binary, a user that is not root.
    let (_, runtime) = stages.last().unwrap();
    assert!(runtime[0].args.starts_with("debian:") && runtime[0].args.contains("slim"));
    let user = runtime
        .iter()
        .rev()
        .find(|i| i.keyword == "USER")
        .expect("the runtime sets a user");
    assert!(
        !["root", "0", "0:0"].contains(&user.args.as_str()),
        "{user:?}"
    );
    let entrypoint = runtime.iter().find(|i| i.keyword == "ENTRYPOINT").unwrap();
    assert_eq!(entrypoint.args, r#"["focus-bot"]"#);
}

#[test]
fn the_compose_file_runs_the_bot_after_a_healthy_postgres_and_names_only_its_settings() {
    let text = read("docker-compose.yml");
    let compose: Value = serde_norway::from_str(&text).expect("docker-compose.yml parses");
    let services = &compose["services"];
    let db = &services["db"];
    assert!(
        db["image"].as_str().unwrap().starts_with("postgres:15"),
        "{db:?}"
    );
    let volume = db["volumes"][0].as_str().unwrap();
    let (name, mount) = volume.split_once(':').unwrap();
    assert_eq!(mount, "/var/lib/postgresql/data");
    assert!(
        compose["volumes"].get(name).is_some(),
        "the data is on a named volume, declared"
    );
    let test = serde_norway::to_string(&db["healthcheck"]["test"]).unwrap();
    assert!(test.contains("pg_isready"), "{test}");

    let bot = &services["bot"];
    assert_eq!(bot["depends_on"]["db"]["condition"], "service_healthy");
    // The bot's health check is a subcommand the binary has.
    let check: Vec<&str> = bot["healthcheck"]["test"]
        .as_sequence()
        .expect("the bot has a health check")
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(check[..2], ["CMD", "focus-bot"], "{check:?}");
    let help = std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(&check[2..])
        .arg("--help")
        .output()
        .unwrap();
    assert!(
        help.status.success(),
        "focus-bot {:?} is a command",
        &check[2..]
    );

    // The bot is given only settings it reads, and the settings it needs.
    let environment: BTreeMap<String, String> =
        serde_norway::from_value(bot["environment"].clone())
            .expect("the bot's environment is a map of strings");
    for name in environment.keys() {
        assert!(
            setting_names().contains(name.as_str()),
            "{name} is not a setting of the bot"
        );
    }
    assert!(environment.contains_key("DISCORD_TOKEN") && environment.contains_key("DATABASE_URL"));
    assert!(environment["DATABASE_URL"].starts_with("postgres://"));
    // Every variable compose reads from .env is a setting (or the database's password), and a
    // default it gives is the bot's own.
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let used = interpolations(&code);
    assert!(!used.is_empty());
    for (name, default) in used {
        assert!(
            setting_names().contains(name.as_str()) || COMPOSE_ONLY.contains(&name.as_str()),
            "${{{name}}} is not a variable the bot reads"
        );
        if let (Some(default), Some(bots)) = (default, default_of(&name)) {
            assert_eq!(default, bots, "{name}'s default");
        }
    }
}

#[test]
fn env_example_and_the_docs_list_every_setting_once_with_its_default() {
    let text = read(".env.example");
    let mut listed: BTreeMap<String, usize> = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim().trim_start_matches('#').trim_start();
        let Some((name, value)) = line.split_once('=') else {
            continue;
        };
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_uppercase() || c == '_') {
            continue;
        }
        *listed.entry(name.to_string()).or_default() += 1;
        // A setting given a value (not commented out) is given its default.
        let uncommented = text.lines().any(|l| l.trim() == format!("{name}={value}"));
        if let Some(default) = default_of(name)
            && uncommented
            && name != "DISCORD_TOKEN"
        {
            assert_eq!(value, default, "{name}'s default in .env.example");
        }
    }
    for (name, times) in &listed {
        assert_eq!(*times, 1, "{name} is listed {times} times in .env.example");
    }
    let expected: BTreeSet<&str> = setting_names()
        .into_iter()
        .chain(COMPOSE_ONLY.iter().copied())
        .collect();
    let listed: BTreeSet<&str> = listed.keys().map(String::as_str).collect();
    assert_eq!(listed, expected, ".env.example names exactly the settings");

    // The table of the bot's environment: the section from its heading to the next.
    let docs = read("docs/configuration.md");
    let section = docs
        .split("\n## ")
        .find(|s| s.starts_with("The bot's process"))
        .expect("docs/configuration.md has the section of the bot's environment");
    for setting in SETTINGS {
        let rows: Vec<&str> = section
            .lines()
            .filter(|l| l.starts_with('|') && l.contains(&format!("`{}`", setting.name)))
            .collect();
        assert_eq!(
            rows.len(),
            1,
            "{} has one row in docs/configuration.md",
            setting.name
        );
        if !setting.default.is_empty() {
            assert!(
                rows[0].contains(&format!("`{}`", setting.default)),
                "{}'s default in docs/configuration.md: {}",
                setting.name,
                rows[0]
            );
        }
    }
}
