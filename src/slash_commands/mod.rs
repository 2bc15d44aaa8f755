//! The `/focus` commands as the console and the Discord adapter both offer them: each
//! subcommand, its options, the one parser for each option with a meaning of its own (mode,
//! first player, time limit, computer level), the help text, and autocomplete's choices.
//!
//! Discord needs its slash commands declared statically (`discord::commands`); a test there
//! checks that they match this table, so the two cannot drift.

pub mod example;
pub mod values;

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::t;

pub use example::{UnknownName, command_example, try_example};
pub use values::{
    OptionError, parse_answer, parse_first, parse_level, parse_mode, parse_time, parse_yes_no,
};

/// What an option's value is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A user, `@name`.
    User,
    /// Free text (a move, a square).
    Text,
    /// A whole number.
    Integer,
    /// Yes or no.
    Boolean,
    /// One of a fixed list of names.
    Choice(&'static [&'static str]),
    /// A channel, `#name`.
    Channel,
    /// A role.
    Role,
}

/// One option of a command.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OptionSpec {
    /// Its name, as typed: `name:value`.
    pub name: &'static str,
    /// What its value is.
    pub kind: Kind,
    /// Whether the command needs it.
    pub required: bool,
    /// What it is for (Discord shows it under the option).
    pub description: &'static str,
    /// A value to show in help, like `c3`.
    pub example: &'static str,
}

/// One `/focus` subcommand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CommandSpec {
    /// Its name: `/focus NAME`.
    pub name: &'static str,
    /// What it does (Discord shows it in the command list).
    pub description: &'static str,
    /// Its options, in order; in the console the first may be typed without its name.
    pub options: &'static [OptionSpec],
}

impl CommandSpec {
    /// The command as help shows it, with its required options: `/focus swap mine:c3 theirs:d3`.
    #[must_use]
    pub fn usage(&self) -> String {
        let mut text = format!("/focus {}", self.name);
        for o in self.options.iter().filter(|o| o.required) {
            let _ = write!(text, " {}:{}", o.name, o.example);
        }
        text
    }
}

/// The 4-player modes.
pub const MODES: &[&str] = &["teams", "ffa"];
/// Who plays first.
pub const FIRSTS: &[&str] = &["random", "challenger"];
/// The computer's levels.
pub const LEVELS: &[&str] = &["easy", "medium", "hard", "master"];
/// The time limits Discord offers as choices (the console takes any `parse_time` accepts).
pub const TIMES: &[&str] = &["10m", "1h", "12h", "1d", "3d", "7d", "none"];
/// The leaderboards.
pub const KINDS: &[&str] = &["2p", "multi"];
/// The languages of public posts.
pub const LANGUAGE_CODES: &[&str] = &["en", "fr", "it", "ja"];
/// Who sees `/focus board`'s answer.
pub const BOARD_ANSWERS: &[&str] = &["public", "private"];
/// Whether a server's games have web pages, and who may see them.
pub const WEB_MODES: &[&str] = &["on", "off", "public"];
/// Who may create tournaments.
pub const TOURNAMENT_CREATORS: &[&str] = &["anyone", "managers"];
/// Which games allow takebacks by agreement.
pub const TAKEBACK_MODES: &[&str] = &["casual", "all", "off"];
/// The answers to a draw offer or a takeback request (their buttons).
pub const ANSWERS: &[&str] = &["accept", "decline"];
/// How a player hears that it is their turn.
pub const NOTIFY_MODES: &[&str] = &["channel", "dm", "off"];

const fn opt(
    name: &'static str,
    kind: Kind,
    required: bool,
    description: &'static str,
    example: &'static str,
) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required,
        description,
        example,
    }
}

const fn command(
    name: &'static str,
    description: &'static str,
    options: &'static [OptionSpec],
) -> CommandSpec {
    CommandSpec {
        name,
        description,
        options,
    }
}

const CHALLENGE_NUMBER: OptionSpec = opt(
    "challenge",
    Kind::Integer,
    false,
    "The challenge's number (default: the one in this channel)",
    "3",
);
const GAME_NUMBER: OptionSpec = opt(
    "game",
    Kind::Integer,
    false,
    "A game's number (default: this channel's latest)",
    "3",
);

/// Every `/focus` subcommand, in the order help lists them.
pub const COMMANDS: &[CommandSpec] = &[
    command(
        "challenge",
        "Challenge 1 to 3 players to a game here (challenge me to play the computer).",
        &[
            opt("opponent", Kind::User, true, "Who you challenge", "@friend"),
            opt(
                "opponent2",
                Kind::User,
                false,
                "A second opponent (3 or 4 players)",
                "@x",
            ),
            opt(
                "opponent3",
                Kind::User,
                false,
                "A third opponent (4 players)",
                "@y",
            ),
            opt(
                "mode",
                Kind::Choice(MODES),
                false,
                "4 players: teams (default) or ffa (free-for-all)",
                "ffa",
            ),
            opt(
                "short",
                Kind::Integer,
                false,
                "Short game: capturing this many enemy pieces wins",
                "6",
            ),
            opt(
                "swap",
                Kind::Boolean,
                false,
                "2 players: open by swapping pieces",
                "yes",
            ),
            opt(
                "time",
                Kind::Choice(TIMES),
                false,
                "Time for each turn (default 3d)",
                "12h",
            ),
            opt(
                "first",
                Kind::Choice(FIRSTS),
                false,
                "Who plays first: random (default) or challenger",
                "challenger",
            ),
            opt(
                "level",
                Kind::Choice(LEVELS),
                false,
                "The computer's level, when you challenge me",
                "hard",
            ),
            opt(
                "rated",
                Kind::Boolean,
                false,
                "Whether the game counts for ratings (default yes)",
                "no",
            ),
        ],
    ),
    command(
        "accept",
        "Accept the challenge you were sent in this channel.",
        &[CHALLENGE_NUMBER],
    ),
    command(
        "decline",
        "Decline the challenge you were sent in this channel.",
        &[CHALLENGE_NUMBER],
    ),
    command(
        "cancel",
        "Withdraw your challenge in this channel.",
        &[CHALLENGE_NUMBER],
    ),
    command(
        "rematch",
        "Ask the players of this channel's last game (or game N) for a rematch.",
        &[opt(
            "game",
            Kind::Integer,
            false,
            "A finished game's number (default: this channel's latest)",
            "3",
        )],
    ),
    command(
        "move",
        "Move a stack: c3-f3:3 moves the top 3 pieces of c3 three squares to f3.",
        &[opt(
            "move",
            Kind::Text,
            true,
            "The move, like c3-f3:3 (from-to:pieces)",
            "c3-f3:3",
        )],
    ),
    command(
        "reserve",
        "Place a piece from your reserve on a square, like e5.",
        &[opt("square", Kind::Text, true, "The square, like e5", "e5")],
    ),
    command(
        "swap",
        "The swap opening: trade one of your pieces with one of your opponent's.",
        &[
            opt(
                "mine",
                Kind::Text,
                true,
                "Your piece's square, like c3",
                "c3",
            ),
            opt(
                "theirs",
                Kind::Text,
                true,
                "Your opponent's piece's square, like d3",
                "d3",
            ),
        ],
    ),
    command(
        "board",
        "Show the board and whose turn it is, or how the last game ended.",
        &[],
    ),
    command("resign", "Resign from this channel's game.", &[]),
    command(
        "draw",
        "Offer a draw, or accept the draw the others offered.",
        &[opt(
            "answer",
            Kind::Choice(ANSWERS),
            false,
            "Answer the draw another player offered: accept or decline",
            "decline",
        )],
    ),
    // ## Takeback
    command(
        "takeback",
        "Ask to take back your last turn, or accept the takeback another player asked for.",
        &[opt(
            "answer",
            Kind::Choice(ANSWERS),
            false,
            "Answer the takeback another player asked for: accept or decline",
            "decline",
        )],
    ),
    command(
        "history",
        "The moves of this channel's game (or game N) and its record file.",
        &[GAME_NUMBER],
    ),
    command(
        "replay",
        "An animation of this channel's game (or game N).",
        &[GAME_NUMBER],
    ),
    command(
        "analyze",
        "A finished game's chart of who was winning, each player's accuracy and the costliest turns.",
        &[GAME_NUMBER],
    ),
    command("games", "Your games in this server.", &[]),
    command(
        "stats",
        "Ratings, rank and record in this server: yours, or another player's.",
        &[opt(
            "player",
            Kind::User,
            false,
            "Whose stats (default: yours)",
            "@friend",
        )],
    ),
    command(
        "leaderboard",
        "The server's best players by rating.",
        &[
            opt(
                "kind",
                Kind::Choice(KINDS),
                false,
                "2p (2-player games, default) or multi (3 and 4 players)",
                "multi",
            ),
            opt("page", Kind::Integer, false, "Which page (default 1)", "2"),
            opt(
                "season",
                Kind::Text,
                false,
                "A season's number, or all for all-time (default: the current season)",
                "all",
            ),
        ],
    ),
    command("rules", "How to play Focus.", &[]),
    command("help", "The commands, in short.", &[]),
    command(
        "abort",
        "End this channel's game (or its open challenge) with no result: for moderators.",
        &[
            opt(
                "game",
                Kind::Integer,
                false,
                "A running game's number (default: this channel's game)",
                "3",
            ),
            opt(
                "challenge",
                Kind::Boolean,
                false,
                "End this channel's open challenge instead",
                "yes",
            ),
        ],
    ),
    command(
        "settings",
        "The server's settings (no options: show them): for admins with Manage Server.",
        &[
            opt(
                "time",
                Kind::Text,
                false,
                "Default time for each turn: 3d, 12h, 30m, none, or default",
                "1d",
            ),
            opt(
                "language",
                Kind::Choice(LANGUAGE_CODES),
                false,
                "Language of the bot's public posts",
                "fr",
            ),
            opt(
                "allow_channel",
                Kind::Channel,
                false,
                "Allow games in this channel (then only in the listed ones)",
                "#games",
            ),
            opt(
                "remove_channel",
                Kind::Channel,
                false,
                "Take this channel off the list",
                "#games",
            ),
            opt(
                "any_channel",
                Kind::Boolean,
                false,
                "Allow games in every channel again",
                "yes",
            ),
            opt(
                "board",
                Kind::Choice(BOARD_ANSWERS),
                false,
                "Whether /focus board answers in public or only to the caller",
                "private",
            ),
            opt(
                "reminder_role",
                Kind::Role,
                false,
                "A role to mention in turn reminders",
                "@players",
            ),
            opt(
                "no_reminder_role",
                Kind::Boolean,
                false,
                "Mention no role in reminders",
                "yes",
            ),
            opt(
                "season",
                Kind::Text,
                false,
                "new: end the current season now (its leaderboard is kept)",
                "new",
            ),
            opt(
                "season_length",
                Kind::Text,
                false,
                "How long each season lasts (30d), or off",
                "30d",
            ),
            opt(
                "season_channel",
                Kind::Channel,
                false,
                "Where a season's final standings are posted",
                "#games",
            ),
            opt(
                "web",
                Kind::Choice(WEB_MODES),
                false,
                "Web pages of the games: on (links in the posts), off, or public (no link needed)",
                "off",
            ),
            opt(
                "tournaments",
                Kind::Choice(TOURNAMENT_CREATORS),
                false,
                "Who may create tournaments: anyone (default) or managers (Manage Events)",
                "managers",
            ),
            // ## Takeback
            opt(
                "takeback",
                Kind::Choice(TAKEBACK_MODES),
                false,
                "Takebacks by agreement: casual (unrated games only), all, or off",
                "all",
            ),
        ],
    ),
    command(
        "notify",
        "How you hear that it is your turn, in every game (no choice: show it).",
        &[opt(
            "mode",
            Kind::Choice(NOTIFY_MODES),
            false,
            "channel (a mention, default), dm (a direct message too) or off (no mention)",
            "dm",
        )],
    ),
];

/// A subcommand group of `/focus`: `/focus NAME SUBCOMMAND …`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GroupSpec {
    /// Its name: `/focus NAME`.
    pub name: &'static str,
    /// What it is for.
    pub description: &'static str,
    /// Its subcommands, in the order help lists them.
    pub subcommands: &'static [CommandSpec],
}

impl GroupSpec {
    /// A subcommand by name.
    #[must_use]
    pub fn find(&self, name: &str) -> Option<&'static CommandSpec> {
        self.subcommands.iter().find(|c| c.name == name)
    }
}

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

/// What a group's subcommand does, in `lang` (Fluent's `cmd-GROUP-NAME`; the table's English
/// when missing).
#[must_use]
pub fn describe_sub(lang: Lang, group: &GroupSpec, c: &CommandSpec) -> String {
    let text = lang.text(&format!("cmd-{}-{}", group.name, c.name), &[]);
    if text.starts_with("cmd-") {
        c.description.to_string()
    } else {
        text
    }
}

/// What a group's subcommand's option is for, in `lang` (Fluent's `cmd-GROUP-NAME-OPTION`,
/// else `cmd-GROUP-OPTION` for an option its subcommands share; the table's English when
/// missing).
#[must_use]
pub fn describe_sub_option(
    lang: Lang,
    group: &GroupSpec,
    c: &CommandSpec,
    o: &OptionSpec,
) -> String {
    for key in [
        format!("cmd-{}-{}-{}", group.name, c.name, o.name),
        format!("cmd-{}-{}", group.name, o.name),
    ] {
        let text = lang.text(&key, &[]);
        if !text.starts_with("cmd-") {
            return text;
        }
    }
    o.description.to_string()
}

/// A subcommand group by name.
#[must_use]
pub fn find_group(name: &str) -> Option<&'static GroupSpec> {
    GROUPS.iter().find(|g| g.name == name)
}

/// A command of the table by name.
#[must_use]
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// What a command does, in `lang` (Fluent's `cmd-NAME`; the table's English when missing).
#[must_use]
pub fn describe(lang: Lang, c: &CommandSpec) -> String {
    let text = lang.text(&format!("cmd-{}", c.name), &[]);
    if text.starts_with("cmd-") {
        c.description.to_string()
    } else {
        text
    }
}

/// What an option of `command` (`move`, or a group's `tournament create`) is for, in `lang`
/// (Fluent's `cmd-COMMAND-OPTION`, or the group's `cmd-GROUP-OPTION`; the table's English when
/// missing).
#[must_use]
pub fn describe_option(lang: Lang, command: &str, o: &OptionSpec) -> String {
    let own = format!("cmd-{}-{}", command.replace(' ', "-"), o.name);
    // A group's subcommand may share the group's description of an option (`cmd-tournament-id`).
    let group = command
        .split_once(' ')
        .map(|(group, _)| format!("cmd-{group}-{}", o.name));
    [Some(own), group]
        .into_iter()
        .flatten()
        .map(|id| lang.text(&id, &[]))
        .find(|text| !text.starts_with("cmd-"))
        .unwrap_or_else(|| o.description.to_string())
}

/// The `/focus help` text in `lang`: every command with its required arguments and what it
/// does, then the options of a challenge. Commands and options keep their English names (what
/// the console and Discord both accept).
#[must_use]
pub fn help(lang: Lang) -> String {
    let mut text = t!(lang, "help-head");
    text.push('\n');
    for c in COMMANDS {
        let _ = writeln!(text, "- `{}` — {}", c.usage(), describe(lang, c));
    }
    for g in GROUPS {
        let subcommands: Vec<&str> = g.subcommands.iter().map(|c| c.name).collect();
        let _ = writeln!(
            text,
            "- `/focus {} {}` — {}",
            g.name,
            subcommands.join("|"),
            t!(lang, "help-tournament")
        );
    }
    if let Some(challenge) = find("challenge") {
        let options: Vec<String> = challenge
            .options
            .iter()
            .filter(|o| !o.required)
            .map(|o| match o.kind {
                Kind::Choice(names) if o.name != "time" => {
                    format!("`{}` {}", o.name, names.join("|"))
                }
                _ => format!("`{}:{}`", o.name, o.example),
            })
            .collect();
        let _ = writeln!(
            text,
            "{}",
            t!(lang, "help-options", options = options.join(", "))
        );
    }
    text.push_str(&t!(lang, "help-foot"));
    text
}

/// The choices Discord's autocomplete offers for a command's argument, from the caller's legal
/// actions (canonical notation, sorted) and what was typed so far: moves for `move`, squares
/// for `reserve`, `mine-theirs` pairs for `swap`. Empty for any other command.
#[must_use]
pub fn choices(command: &str, legal: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    legal
        .iter()
        .filter_map(|action| match command {
            "move" => (!action.starts_with("r:") && !action.starts_with("s:")).then_some(&**action),
            "reserve" => action.strip_prefix("r:"),
            "swap" => action.strip_prefix("s:"),
            _ => None,
        })
        .filter(|choice| choice.starts_with(&typed))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests;
