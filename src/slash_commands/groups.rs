//! The subcommand groups of `/focus` (`/focus tournament create`, …), their options and choices.

use super::{GroupSpec, Kind, MODES, OptionSpec, TIMES, command, opt};

/// Tournament formats.
pub const FORMATS: &[&str] = &["swiss", "roundrobin"];
/// Players per table.
pub const TABLE_SIZES: &[&str] = &["2", "3", "4"];

const TOURNAMENT_ID: OptionSpec = opt(
    "id",
    Kind::Integer,
    false,
    "The tournament's number (default: the one open here)",
    "1",
);

/// Every subcommand group of `/focus`.
pub const GROUPS: &[GroupSpec] = &[GroupSpec {
    name: "tournament",
    description: "Tournaments: a round robin or a Swiss, run by the bot from sign-up to the winner.",
    subcommands: &[
        command(
            "create",
            "Create a tournament here; players join until it starts.",
            &[
                opt(
                    "format",
                    Kind::Choice(FORMATS),
                    true,
                    "swiss (players of equal score meet) or roundrobin (everyone meets everyone)",
                    "swiss",
                ),
                opt(
                    "players",
                    Kind::Choice(TABLE_SIZES),
                    false,
                    "Players per table: 2 (default), 3 or 4",
                    "2",
                ),
                opt(
                    "rounds",
                    Kind::Integer,
                    false,
                    "Swiss: how many rounds (default: enough to separate the top)",
                    "4",
                ),
                opt(
                    "time",
                    Kind::Choice(TIMES),
                    false,
                    "Time for each turn (default: the server's)",
                    "1d",
                ),
                opt(
                    "name",
                    Kind::Text,
                    false,
                    "The tournament's name",
                    "Spring cup",
                ),
                opt(
                    "rated",
                    Kind::Boolean,
                    false,
                    "Whether its games count for ratings (default yes)",
                    "no",
                ),
                opt(
                    "mode",
                    Kind::Choice(MODES),
                    false,
                    "Tables of 4: ffa (default) or teams",
                    "teams",
                ),
                opt(
                    "double",
                    Kind::Boolean,
                    false,
                    "Round robin: play everyone twice, seats swapped",
                    "yes",
                ),
                opt(
                    "max_players",
                    Kind::Integer,
                    false,
                    "The most players it takes (default: no cap but the bot's 1,000)",
                    "16",
                ),
            ],
        ),
        command(
            "join",
            "Join a tournament taking entrants.",
            &[TOURNAMENT_ID],
        ),
        command(
            "leave",
            "Leave a tournament (once it runs, your game is resigned).",
            &[TOURNAMENT_ID],
        ),
        command(
            "start",
            "Start a tournament and its first round: its creator or Manage Events.",
            &[TOURNAMENT_ID],
        ),
        command(
            "cancel",
            "Call a tournament off: its creator or Manage Events.",
            &[TOURNAMENT_ID],
        ),
        command(
            "standings",
            "A tournament's standings.",
            &[
                TOURNAMENT_ID,
                opt(
                    "page",
                    Kind::Integer,
                    false,
                    "Which page of a big field (default 1: the top, and your own line)",
                    "2",
                ),
            ],
        ),
        command("list", "The tournaments open on this server.", &[]),
    ],
}];
