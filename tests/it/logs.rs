//! `focus-bot run`'s logs: the real binary against the fake Discord, standard error written to
//! a file. Text lines carry no terminal colour codes there; with `LOG_FORMAT=json` each line is
//! one JSON object with the time, level, target, message and fields (a command's server among
//! them), and no line holds the token.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::support::discord::{ALICE, TOKEN, database};
use crate::support::fake_discord::{FakeDiscord, GUILD_ID};

/// Runs the bot with `env` until it has answered one `/focus board` (refused: no game here),
/// stops it with SIGTERM and returns what it wrote to standard error.
async fn logs_of_a_run(env: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let log = dir.path().join("stderr.log");
    let mut command = Command::new(env!("CARGO_BIN_EXE_focus-bot"));
    command
        .arg("run")
        .env("DISCORD_TOKEN", TOKEN)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", database(&dir).display()),
        )
        .env("DISCORD_HTTP_PROXY", fake.http_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("RUST_LOG", "info")
        .env("METRICS_ADDR", "127.0.0.1:0")
        .env_remove("LOG_FORMAT")
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().unwrap();
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    let sent = fake.command(&ALICE, "board", vec![]);
    let answer = fake.answer(&sent).await;
    assert!(answer.private, "no game here: a refusal");
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(status.success(), "{text}");
    assert!(
        text.contains("database ready"),
        "the logs are on standard error: {text}"
    );
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_written_to_a_file_carry_no_colour_codes() {
    let text = logs_of_a_run(&[]).await;
    assert!(!text.contains('\x1b'), "{text:?}");
    assert!(text.contains("refused"), "{text}");
    assert!(!text.contains(TOKEN));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_are_one_object_a_line_with_the_server_and_never_the_token() {
    let text = logs_of_a_run(&[("LOG_FORMAT", "json")]).await;
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect();
    assert!(lines.len() >= 3, "{text}");
    for line in &lines {
        for key in ["timestamp", "level", "target", "fields"] {
            assert!(line.get(key).is_some(), "no {key}: {line}");
        }
        assert!(line["fields"]["message"].is_string(), "no message: {line}");
    }
    let refused = lines
        .iter()
        .find(|l| l["fields"]["message"] == "refused")
        .unwrap_or_else(|| panic!("the refusal is logged: {text}"));
    assert_eq!(refused["span"]["guild"], GUILD_ID, "{refused}");
    assert_eq!(refused["span"]["command"], "focus board", "{refused}");
    assert!(!text.contains(TOKEN));
    // Nor any of its three parts.
    for part in TOKEN.split('.') {
        assert!(!text.contains(part), "{part}");
    }
}

/// Whether `text` carries the token or one of its parts: as text, or as the bytes of a frame
/// written out (`[77, 84, …]` or `77, 84`), as a library's trace of its payload would.
fn carries_the_token(text: &str) -> Option<String> {
    let mut forms = vec![TOKEN.to_string()];
    for part in TOKEN.split('.') {
        forms.push(part.to_string());
        let bytes: Vec<String> = part.bytes().map(|b| b.to_string()).collect();
        forms.push(bytes.join(", "));
        forms.push(bytes.join(","));
        let hex: String = part.bytes().map(|b| format!("{b:02x}")).collect();
        forms.push(hex);
    }
    forms.into_iter().find(|form| text.contains(form.as_str()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_log_line_carries_the_token_even_at_trace_level() {
    for format in ["text", "json"] {
        for filter in [
            "trace",
            "tungstenite=trace,tokio_tungstenite::compat=trace,info",
        ] {
            let text = logs_of_a_run(&[("RUST_LOG", filter), ("LOG_FORMAT", format)]).await;
            assert!(text.len() > 1_000, "{format}, {filter}: traced: {text}");
            if let Some(form) = carries_the_token(&text) {
                let at = text.find(&form).unwrap();
                let line = text[..at].rfind('\n').map_or(0, |i| i + 1);
                let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
                panic!(
                    "{format}, RUST_LOG={filter}: the token in the logs: {}",
                    &text[line..end.min(line + 600)]
                );
            }
        }
    }
}
