//! `/focus rematch` in the console: a game ended, its Rematch button shown, the rematch asked,
//! accepted with the seats moved round, asked again, refused to a stranger; the game-over post
//! offers Analyze too, as Discord's buttons do.

use crate::support::console::run;

#[test]
fn a_rematch_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@alice /focus challenge opponent:@bob first:challenger time:1h rated:no\n\
         @bob /focus accept\n\
         @alice /focus resign\n\
         @alice /focus resign\n\
         @carol /focus analyze game:1\n\
         @carol /focus rematch\n\
         @bob /focus rematch\n\
         @bob /focus rematch game:1\n\
         @alice /focus accept\n\
         @bob /focus history\n\
         @alice /focus rematch game:1\n\
         @alice /focus rematch game:x\n",
    );
    assert!(
        out.contains("[Rematch] button: `/focus rematch game:1`"),
        "{out}"
    );
    assert!(
        out.contains("[Analyze] button: `/focus analyze game:1`"),
        "{out}"
    );
    assert!(out.contains("Analysis of game 1"), "{out}");
    assert!(out.contains("Only the players of game 1"), "{out}");
    assert!(
        out.contains("bob asks @alice for a rematch of game 1 (2 players, 1 hour a turn, unrated). The seats move round: bob (Red) plays first."),
        "{out}"
    );
    assert!(
        out.contains("Game 1 already has its rematch: challenge 2, waiting for alice."),
        "{out}"
    );
    assert!(
        out.contains("Game 1 was already rematched: that is game 2."),
        "{out}"
    );
    assert!(out.contains("`game` is a game number"), "{out}");
    assert_eq!(out.matches("The game is on!").count(), 2, "{out}");
}
