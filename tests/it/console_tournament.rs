//! A whole tournament in the console, from sign-up to the winner: a round robin of 4 played by
//! resignations in the tables' channels `#t1-r<round>-b<table>`, then `focus-bot tournament
//! show --json` on the same database.

use std::fmt::Write as _;
use std::path::Path;

fn run(dir: &Path, args: &[&str], script: &str) -> String {
    let out = crate::support::focus_bot_in(dir, args, script);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

const LOCAL: &[&str] = &["local", "--db", "games.db", "--pictures", "pictures"];
const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// Every player tries to resign (asked and confirmed) at every table of `round`: the first
/// seated player at each table ends its game; the others' lines are refused.
fn resign_everywhere(script: &mut String, round: u32, tables: u32) {
    for board in 1..=tables {
        for p in PLAYERS {
            let _ = writeln!(script, "@{p} #t1-r{round}-b{board} /focus resign");
            let _ = writeln!(script, "@{p} #t1-r{round}-b{board} /focus resign");
        }
    }
}

#[test]
fn a_round_robin_of_four_runs_in_the_console_from_sign_up_to_the_winner() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "@alice #lobby /focus tournament create format:roundrobin time:1h name:Spring\n\
         @alice #lobby /focus tournament join\n\
         @bob #lobby /focus tournament join\n\
         @bob #lobby /focus tournament join\n\
         @carol #lobby /focus tournament start\n\
         @alice #lobby /focus tournament start\n\
         @carol #lobby /focus tournament join\n\
         @dave #lobby /focus tournament join\n\
         @alice #lobby /focus tournament start\n\
         @erin #lobby /focus tournament join\n",
    );
    for round in 1..=3 {
        resign_everywhere(&mut script, round, 2);
    }
    script.push_str("@erin #lobby /focus tournament standings\n");
    let out = run(dir.path(), LOCAL, &script);
    assert!(
        out.contains("You have already joined that tournament."),
        "{out}"
    );
    assert!(
        out.contains("Only the tournament's creator or a member with the Manage Events permission may do that."),
        "{out}"
    );
    assert!(
        out.contains("The tournament has 2 entrants; it needs at least 3 to start."),
        "{out}"
    );
    assert!(out.contains("Spring has started!"), "{out}");
    assert!(
        out.contains("That tournament no longer takes entrants."),
        "{out}"
    );
    for round in 1..=3 {
        assert!(
            out.contains(&format!("Spring: round {round} of 3")),
            "{out}"
        );
        for board in 1..=2 {
            assert!(
                out.contains(&format!("Table {board}: "))
                    && out.contains(&format!("in #t1-r{round}-b{board}")),
                "{out}"
            );
            assert!(
                out.contains(&format!("Spring: round {round}, table {board}")),
                "{out}"
            );
        }
    }
    assert_eq!(out.matches("Spring: round 1 of 3").count(), 1, "{out}");
    assert!(out.contains("Spring is over! The winner is @"), "{out}");
    assert!(out.contains("standings after round 3"), "{out}");
    assert!(!out.contains("Spring: round 4"), "{out}");
    // The console shows no markdown: the table heading's underline is Discord's alone.
    assert!(!out.contains("__"), "{out}");

    let json = run(
        dir.path(),
        &["tournament", "show", "1", "--db", "games.db", "--json"],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["status"], "finished", "{json}");
    assert_eq!(v["rounds"].as_array().unwrap().len(), 3, "{json}");
    let mut met = std::collections::BTreeSet::new();
    for round in v["rounds"].as_array().unwrap() {
        let tables = round["tables"].as_array().unwrap();
        assert_eq!(tables.len(), 2, "{json}");
        for t in tables {
            assert!(t["game_id"].is_i64(), "{json}");
            assert!(t["places"].is_array(), "{json}");
            let seats: Vec<&str> = t["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["name"].as_str().unwrap())
                .collect();
            let mut pair = seats.clone();
            pair.sort_unstable();
            assert!(met.insert(pair.join("-")), "a pairing repeated: {json}");
        }
    }
    assert_eq!(met.len(), 6, "everyone met everyone once: {json}");
    let points: f64 = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["points"].as_f64().unwrap())
        .sum();
    assert_eq!(points, 6.0, "{json}");
}

#[test]
fn the_console_restricts_creating_to_manage_events_when_the_server_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        LOCAL,
        "@admin+manage_server /focus settings tournaments:managers\n\
         @alice /focus tournament create format:swiss\n\
         @mod+manage_events /focus tournament create format:swiss players:3 name:Trios\n\
         @alice /focus tournament join\n\
         @alice /focus tournament cancel\n\
         @mod+manage_events /focus tournament list\n\
         @mod+manage_events /focus tournament cancel id:1\n\
         @alice /focus tournament create format:knockout\n\
         @alice /focus tournament list\n",
    );
    assert!(
        out.contains("Only members with Manage Events may create tournaments (`tournaments`)."),
        "{out}"
    );
    assert!(
        out.contains(
            "On this server only members with the Manage Events permission may create tournaments."
        ),
        "{out}"
    );
    assert!(
        out.contains("Trios (no. 1): Swiss (the rounds are set at the start), tables of 3"),
        "{out}"
    );
    assert!(out.contains("You joined Trios."), "{out}");
    assert!(
        out.contains("Only the tournament's creator or a member"),
        "{out}"
    );
    assert!(out.contains("no. 1 Trios: Swiss"), "{out}");
    assert!(out.contains("Trios was cancelled."), "{out}");
    assert!(
        out.contains("`format` is `swiss` or `roundrobin`, not `knockout`."),
        "{out}"
    );
    assert!(
        out.contains("No tournament is open on this server."),
        "{out}"
    );
}
