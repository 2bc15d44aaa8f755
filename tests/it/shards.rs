//! Two `focus-bot run` processes, each running one shard of two, against one PostgreSQL
//! database and each its own fake Discord (the interactions of its shard's servers come to it):
//! every turn is answered by the process it came to, the turn timer's reminders and forfeits are
//! posted once whichever process runs the timer, and when that process is killed (SIGKILL) the
//! other takes the timer over. Run with a server: `pg_virtualenv cargo test`.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::support::discord::{TOKEN, start_game};
use crate::support::engines::TestDb;
use crate::support::fake_discord::{FakeDiscord, GUILD_ID, text_of};

/// A channel of the second shard's server (the first's is the fake's usual channel).
const OTHER_CHANNEL: u64 = 1_100_000_000_000_000_300;

/// `focus-bot run --shards N-N --total 2` on `db`, talking to `fake`; killed when dropped.
struct Process(Child);

impl Process {
    fn start(db: &TestDb, fake: &FakeDiscord, shard: u32, log: &std::path::Path) -> Process {
        let child = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
            .args([
                "run",
                "--shards",
                &format!("{shard}-{shard}"),
                "--total",
                "2",
            ])
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", db.url())
            .env("DISCORD_HTTP_PROXY", fake.http_url())
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("RUST_LOG", "warn")
            .env("METRICS_ADDR", "127.0.0.1:0")
            .env_remove("SHARDS")
            .env_remove("TOTAL_SHARDS")
            .current_dir(log.parent().unwrap())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(log).unwrap())
            .spawn()
            .unwrap();
        Process(child)
    }

    /// SIGKILL: no goodbye, no claim given up.
    fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// How many messages the processes posted on their own, through both fakes, that say `needle`.
fn posts(fakes: &[&FakeDiscord], needle: &str) -> usize {
    fakes
        .iter()
        .flat_map(|f| f.requests())
        .filter(|r| {
            r.method == "POST"
                && r.template == "/channels/{channel_id}/messages"
                && text_of(&r.body).contains(needle)
        })
        .count()
}

/// Waits until `count` posts say `needle` (the timer ticks every 15 s; a takeover waits for
/// the dead process's claim, 45 s, to run out).
async fn wait_posts(fakes: &[&FakeDiscord], needle: &str, count: usize) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(150);
    while posts(fakes, needle) < count {
        assert!(
            tokio::time::Instant::now() < deadline,
            "waited for {count} posts saying {needle:?}, saw {}",
            posts(fakes, needle)
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shard_processes_share_the_games_and_the_timer_survives_a_kill() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    db.open().await.close().await; // migrated once, before the processes race to
    let fakes = [FakeDiscord::start().await, FakeDiscord::start().await];
    fakes[1].use_channel(OTHER_CHANNEL, 0, None);
    let logs = [dir.path().join("shard0.log"), dir.path().join("shard1.log")];
    let mut processes = [
        Process::start(&db, &fakes[0], 0, &logs[0]),
        Process::start(&db, &fakes[1], 1, &logs[1]),
    ];
    for (shard, fake) in fakes.iter().enumerate() {
        let identify = fake.wait_identified(1).await;
        assert_eq!(
            identify["d"]["shard"],
            serde_json::json!([shard, 2]),
            "process {shard} runs shard {shard} of 2"
        );
        fake.wait_registered().await;
    }
    // A game in each shard's server, each turn answered by the process it came to (`answer`
    // waits for that fake's callback).
    for fake in &fakes {
        start_game(fake).await;
    }

    // Both turns aged 60 hours of their 3 days: each game gets one reminder, from whichever
    // process holds the timer.
    db.execute("UPDATE games SET turn_started_at = turn_started_at - 216000000")
        .await
        .unwrap();
    let both = [&fakes[0], &fakes[1]];
    wait_posts(&both, "it is your turn", 2).await;

    // Kill the process holding the timer; age the turns past their limit: the other takes
    // the timer over and forfeits both games, once each.
    let holder: Vec<(String,)> = db
        .rows("SELECT holder FROM leases WHERE name = 'timer'")
        .await;
    let pid: u32 = holder[0].0.split('-').next().unwrap().parse().unwrap();
    let dead = processes
        .iter()
        .position(|p| p.0.id() == pid)
        .expect("one of the two processes holds the timer");
    processes[dead].kill();
    db.execute("UPDATE games SET turn_started_at = turn_started_at - 43200000")
        .await
        .unwrap();
    wait_posts(&both, "ran out of time", 2).await;
    let holder: Vec<(String,)> = db
        .rows("SELECT holder FROM leases WHERE name = 'timer'")
        .await;
    assert_ne!(
        holder[0].0.split('-').next(),
        Some(pid.to_string().as_str())
    );

    // The killed process comes back: its server's commands are answered again, and nothing
    // was posted twice.
    processes[dead] = Process::start(&db, &fakes[dead], dead as u32, &logs[dead]);
    fakes[dead].wait_identified(2).await;
    let board = fakes[dead].command(
        &crate::support::fake_discord::payloads::PEOPLE[1],
        "board",
        vec![],
    );
    let answer = fakes[dead].answer(&board).await;
    assert!(answer.text().contains("Game over"), "{}", answer.text());
    assert_eq!(posts(&both, "it is your turn"), 2, "one reminder per game");
    assert_eq!(posts(&both, "ran out of time"), 2, "one forfeit per game");
}
