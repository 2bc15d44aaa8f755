//! No command prints a PostgreSQL password: each is run, the real binary, with a URL whose
//! password the server refuses (a fake PostgreSQL on 127.0.0.1 that answers every login with
//! "password authentication failed"), and neither its standard output nor its error holds the
//! password. With a real server (`pg_virtualenv`), `local`'s banner is checked too.

use std::io::{Read as _, Write as _};
use std::net::TcpListener;
use std::process::{Command, Output, Stdio};

use crate::support::discord::TOKEN;
use crate::support::engines::TestDb;

const PASSWORD: &str = "Sup3rSecretPassw0rd";

/// A command to run: its name in messages, its arguments and its environment.
type Run<'a> = (&'a str, Vec<&'a str>, Vec<(&'a str, &'a str)>);

/// A fake PostgreSQL server on 127.0.0.1 refusing every login as a wrong password; its port.
fn refusing_server() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            std::thread::spawn(move || {
                // The SSL or GSS request (answered "no") then the startup message.
                loop {
                    let mut len = [0u8; 4];
                    if stream.read_exact(&mut len).is_err() {
                        return;
                    }
                    let mut body = vec![0u8; (u32::from_be_bytes(len) as usize).saturating_sub(4)];
                    if stream.read_exact(&mut body).is_err() {
                        return;
                    }
                    let code = body
                        .get(..4)
                        .map(|c| u32::from_be_bytes(c.try_into().unwrap()));
                    if matches!(code, Some(80_877_103 | 80_877_104)) {
                        let _ = stream.write_all(b"N");
                        continue;
                    }
                    break;
                }
                let mut fields = Vec::new();
                for (tag, text) in [
                    (b'S', "FATAL"),
                    (b'V', "FATAL"),
                    (b'C', "28P01"),
                    (b'M', "password authentication failed for user \"focus\""),
                ] {
                    fields.push(tag);
                    fields.extend_from_slice(text.as_bytes());
                    fields.push(0);
                }
                fields.push(0);
                let mut message = vec![b'E'];
                message.extend_from_slice(&(fields.len() as u32 + 4).to_be_bytes());
                message.extend_from_slice(&fields);
                let _ = stream.write_all(&message);
            });
        }
    });
    port
}

/// Runs `focus-bot args…` in a new folder with `env`, standard input empty.
fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_focus-bot"));
    command
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .current_dir(dir.path())
        .stdin(Stdio::null());
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().unwrap()
}

/// What a run printed, both streams.
fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn no_command_prints_the_password_of_a_database_url() {
    let port = refusing_server();
    let source = tempfile::tempdir().unwrap();
    let sqlite = format!("sqlite://{}", source.path().join("from.db").display());
    for url in [
        format!("postgres://focus:{PASSWORD}@127.0.0.1:{port}/focus"),
        format!("postgresql://focus:{PASSWORD}@127.0.0.1:{port}/focus?sslmode=disable"),
        format!("postgres://focus@127.0.0.1:{port}/focus?password={PASSWORD}"),
    ] {
        let url = url.as_str();
        let runs: Vec<Run> = vec![
            ("ratings", vec!["ratings", "--rebuild", "--db", url], vec![]),
            ("local", vec!["local", "--db", url], vec![]),
            (
                "migrate",
                vec!["migrate-sqlite-to-postgres", "--from", &sqlite, "--to", url],
                vec![],
            ),
            (
                "migrate, the wrong way round",
                vec!["migrate-sqlite-to-postgres", "--from", url, "--to", url],
                vec![],
            ),
            ("check", vec!["check", "--db", url], vec![]),
            (
                "generate",
                vec!["generate", "--db", url, "--finished", "1", "--running", "0"],
                vec![],
            ),
            (
                "tournament",
                vec!["tournament", "show", "1", "--db", url],
                vec![],
            ),
            (
                "backup",
                vec!["backup", "--db", url, "--to", "x.db"],
                vec![],
            ),
            (
                "run",
                vec!["run"],
                vec![
                    ("DATABASE_URL", url),
                    ("DISCORD_TOKEN", TOKEN),
                    ("RUST_LOG", "trace"),
                    ("DISCORD_HTTP_PROXY", "http://127.0.0.1:9"),
                    ("METRICS_ADDR", "127.0.0.1:0"),
                ],
            ),
        ];
        for (name, args, env) in runs {
            let out = run(&args, &env);
            let text = said(&out);
            assert!(!out.status.success(), "{name}: {text}");
            assert!(!text.is_empty(), "{name} says why it failed");
            assert!(
                !text.contains(PASSWORD),
                "{name} printed the password: {text}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_console_banner_hides_the_password() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let url = db.url();
    let Some(password) = url
        .split_once("://")
        .and_then(|(_, rest)| rest.split_once('@'))
        .and_then(|(login, _)| login.split_once(':'))
        .map(|(_, password)| password.to_string())
        .filter(|p| p.len() >= 4)
    else {
        return; // A server without a password: nothing to hide.
    };
    let out = tokio::task::spawn_blocking(move || run(&["local", "--db", &url], &[]))
        .await
        .unwrap();
    let text = said(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(":***@"),
        "the banner names the database: {text}"
    );
    assert!(!text.contains(&password), "{text}");
}
