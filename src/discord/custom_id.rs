//! The custom id of every button and menu the bot shows, the one decoder that reads them, and
//! the answer to a click whose id it cannot read.
//!
//! A custom id carries everything a click needs, so buttons keep working after the bot
//! restarts:
//! - a challenge's Accept and Decline: `focus:accept:<challenge>:<user>,<user>` and
//!   `focus:decline:…`, with the users who may answer;
//! - a leaderboard's Previous and Next: `focus:page:<kind>:<page>:<user whose rank it shows>`,
//!   then `:s<season>` or `:all` for its board (none: the current season);
//! - a resignation's Resign and Keep playing: `focus:resign:<game>:<user>`, `focus:keep:…`;
//! - Play: `focus:play:<game>`; a picker's menu: `focus:pick:<game>:<ply>:<s|r|a>` (start,
//!   rows, final); its Back: `focus:back:<game>:<ply>:<s|r>`;
//! - a draw offer's Accept draw and Decline: `focus:draw:<yes|no>:<game>`;
//! - a game-over post's Analyze: `focus:analyze:<game>`.
//! - a game-over post's Rematch: `focus:rematch:<game>`.
//! - a turn post's Take back: `focus:takeback:ask:<game>:<ply>`; a takeback request's Accept
//!   and Decline: `focus:takeback:<yes|no>:<game>:<ply>` (the ply the turn left the log at).
//! - a tournament's sign-up post's Join and Leave: `focus:tjoin:<tournament>`,
//!   `focus:tleave:<tournament>`.

use poise::serenity_prelude as serenity;
use serenity::{
    Builder as _, ComponentInteraction, CreateAllowedMentions, CreateInteractionResponse,
    CreateInteractionResponseMessage, Http,
};
use tracing::info;

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::service::{Board, ChallengeId, GameId, Stage, TournamentId};
use crate::store::UserId;
use crate::t;

/// What every custom id of the bot starts with.
const PREFIX: &str = "focus";

/// What a challenge button does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// Accept the challenge.
    Accept,
    /// Decline it.
    Decline,
}

/// A button or menu of the bot, as its custom id says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CustomId {
    /// A challenge's Accept or Decline.
    Invitation {
        /// Accept or decline.
        choice: Choice,
        /// The challenge.
        challenge_id: ChallengeId,
        /// Who may click it.
        invitees: Vec<UserId>,
    },
    /// A leaderboard's Previous or Next.
    Page {
        /// Which leaderboard.
        kind: Kind,
        /// The page it shows, from 1.
        page: usize,
        /// Whose own rank the page shows at the bottom.
        viewer: UserId,
        /// Whose ratings: `None` for the current season.
        board: Option<Board>,
    },
    /// A tournament's standings' Previous or Next.
    Standings {
        /// The tournament.
        tournament: TournamentId,
        /// The page it shows, from 1.
        page: usize,
        /// Whose own line the page shows.
        viewer: UserId,
    },
    /// A resignation's Resign or Keep playing.
    Resign {
        /// Resign (true) or keep playing (false).
        resign: bool,
        /// The game.
        game_id: GameId,
        /// The player who asked to resign: the only one who may click.
        user: UserId,
    },
    /// Play: open the picker for game `game_id`.
    Play {
        /// The game.
        game_id: GameId,
    },
    /// A choice from one of the picker's menus.
    Pick {
        /// The game.
        game_id: GameId,
        /// The ply the menu was built for.
        ply: i64,
        /// Which menu.
        stage: Stage,
    },
    /// The picker's Back, to menu `to`.
    Back {
        /// The game.
        game_id: GameId,
        /// The ply the picker was built for.
        ply: i64,
        /// The menu it returns to.
        to: Stage,
    },
    /// A draw offer's Accept draw or Decline.
    Draw {
        /// Accept (true) or decline.
        accept: bool,
        /// The game.
        game_id: GameId,
    },
    /// A game-over post's Analyze.
    Analyze {
        /// The game.
        game_id: GameId,
    },
    /// A game-over post's Rematch.
    Rematch {
        /// The finished game.
        game_id: GameId,
    },
    /// A turn post's Take back (`answer` `None`), or a takeback request's Accept or Decline.
    Takeback {
        /// `None` to ask; accept (true) or decline.
        answer: Option<bool>,
        /// The game.
        game_id: GameId,
        /// The log's length just after the turn.
        ply: i64,
    },
    /// A tournament's sign-up post's Join (true) or Leave (false).
    Entry {
        /// Join (true) or leave (false).
        join: bool,
        /// The tournament.
        tournament: TournamentId,
    },
}

/// Why a custom id is not read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unread {
    /// It does not start with the bot's prefix: not the bot's.
    Foreign,
    /// It starts with the bot's prefix but says nothing the bot understands (an old format
    /// after an upgrade, a forged one).
    Unreadable,
}

fn stage_code(stage: Stage) -> &'static str {
    match stage {
        Stage::Start => "s",
        Stage::Rows => "r",
        Stage::Final => "a",
    }
}

fn stage_of(code: &str) -> Option<Stage> {
    match code {
        "s" => Some(Stage::Start),
        "r" => Some(Stage::Rows),
        "a" => Some(Stage::Final),
        _ => None,
    }
}

impl CustomId {
    /// The custom id (at most 100 characters: three 20-digit ids fit).
    pub fn encode(&self) -> String {
        match self {
            CustomId::Invitation {
                choice,
                challenge_id,
                invitees,
            } => {
                let choice = match choice {
                    Choice::Accept => "accept",
                    Choice::Decline => "decline",
                };
                let invitees: Vec<String> = invitees.iter().map(UserId::to_string).collect();
                format!("{PREFIX}:{choice}:{challenge_id}:{}", invitees.join(","))
            }
            CustomId::Page {
                kind,
                page,
                viewer,
                board,
            } => {
                let board = match board {
                    None => String::new(),
                    Some(Board::Season(n)) => format!(":s{n}"),
                    Some(Board::AllTime) => ":all".to_string(),
                };
                format!("{PREFIX}:page:{}:{page}:{viewer}{board}", kind.name())
            }
            CustomId::Standings {
                tournament,
                page,
                viewer,
            } => format!("{PREFIX}:tpage:{tournament}:{page}:{viewer}"),
            CustomId::Resign {
                resign,
                game_id,
                user,
            } => {
                let what = if *resign { "resign" } else { "keep" };
                format!("{PREFIX}:{what}:{game_id}:{user}")
            }
            CustomId::Play { game_id } => format!("{PREFIX}:play:{game_id}"),
            CustomId::Pick {
                game_id,
                ply,
                stage,
            } => format!("{PREFIX}:pick:{game_id}:{ply}:{}", stage_code(*stage)),
            CustomId::Back { game_id, ply, to } => {
                format!("{PREFIX}:back:{game_id}:{ply}:{}", stage_code(*to))
            }
            CustomId::Draw { accept, game_id } => {
                let answer = if *accept { "yes" } else { "no" };
                format!("{PREFIX}:draw:{answer}:{game_id}")
            }
            CustomId::Analyze { game_id } => format!("{PREFIX}:analyze:{game_id}"),
            CustomId::Rematch { game_id } => format!("{PREFIX}:rematch:{game_id}"),
            CustomId::Takeback {
                answer,
                game_id,
                ply,
            } => {
                let what = match answer {
                    None => "ask",
                    Some(true) => "yes",
                    Some(false) => "no",
                };
                format!("{PREFIX}:takeback:{what}:{game_id}:{ply}")
            }
            CustomId::Entry { join, tournament } => {
                let what = if *join { "tjoin" } else { "tleave" };
                format!("{PREFIX}:{what}:{tournament}")
            }
        }
    }

    /// What the button or menu does, in a word, for the interactions' count: `accept`,
    /// `decline`, `page`, `standings`, `resign`, `keep`, `play`, `pick`, `back`, `draw`, `analyze`,
    /// `rematch`, `takeback`, `join` or `leave`.
    pub fn action(&self) -> &'static str {
        match self {
            CustomId::Invitation {
                choice: Choice::Accept,
                ..
            } => "accept",
            CustomId::Invitation {
                choice: Choice::Decline,
                ..
            } => "decline",
            CustomId::Page { .. } => "page",
            CustomId::Standings { .. } => "standings",
            CustomId::Resign { resign: true, .. } => "resign",
            CustomId::Resign { resign: false, .. } => "keep",
            CustomId::Play { .. } => "play",
            CustomId::Pick { .. } => "pick",
            CustomId::Back { .. } => "back",
            CustomId::Draw { .. } => "draw",
            CustomId::Analyze { .. } => "analyze",
            CustomId::Rematch { .. } => "rematch",
            CustomId::Takeback { .. } => "takeback",
            CustomId::Entry { join: true, .. } => "join",
            CustomId::Entry { join: false, .. } => "leave",
        }
    }

    /// Reads any custom id of the bot.
    pub fn decode(custom_id: &str) -> Result<CustomId, Unread> {
        let parts: Vec<&str> = custom_id.split(':').collect();
        if parts[0] != PREFIX {
            return Err(Unread::Foreign);
        }
        read(&parts[1..]).ok_or(Unread::Unreadable)
    }
}

/// The parts of a custom id after the prefix, read.
fn read(parts: &[&str]) -> Option<CustomId> {
    let number = |s: &str| s.parse::<i64>().ok();
    let user = |s: &str| s.parse::<UserId>().ok();
    Some(match *parts {
        [choice @ ("accept" | "decline"), challenge, invitees] => CustomId::Invitation {
            choice: if choice == "accept" {
                Choice::Accept
            } else {
                Choice::Decline
            },
            challenge_id: ChallengeId(number(challenge)?),
            invitees: invitees.split(',').map(user).collect::<Option<_>>()?,
        },
        ["page", kind, page, viewer] => CustomId::Page {
            kind: Kind::from_name(kind)?,
            page: page.parse().ok()?,
            viewer: user(viewer)?,
            board: None,
        },
        ["page", kind, page, viewer, board] => CustomId::Page {
            kind: Kind::from_name(kind)?,
            page: page.parse().ok()?,
            viewer: user(viewer)?,
            board: Some(match board {
                "all" => Board::AllTime,
                s => Board::Season(s.strip_prefix('s')?.parse().ok().filter(|&n| n >= 1)?),
            }),
        },
        ["tpage", tournament, page, viewer] => CustomId::Standings {
            tournament: TournamentId(number(tournament)?),
            page: page.parse().ok()?,
            viewer: user(viewer)?,
        },
        [what @ ("resign" | "keep"), game, clicker] => CustomId::Resign {
            resign: what == "resign",
            game_id: GameId(number(game)?),
            user: user(clicker)?,
        },
        ["play", game] => CustomId::Play {
            game_id: GameId(number(game)?),
        },
        ["pick", game, ply, stage] => CustomId::Pick {
            game_id: GameId(number(game)?),
            ply: number(ply)?,
            stage: stage_of(stage)?,
        },
        ["back", game, ply, to] => CustomId::Back {
            game_id: GameId(number(game)?),
            ply: number(ply)?,
            to: stage_of(to).filter(|&s| s != Stage::Final)?,
        },
        ["draw", answer @ ("yes" | "no"), game] => CustomId::Draw {
            accept: answer == "yes",
            game_id: GameId(number(game)?),
        },
        ["analyze", game] => CustomId::Analyze {
            game_id: GameId(number(game)?),
        },
        ["rematch", game] => CustomId::Rematch {
            game_id: GameId(number(game)?),
        },
        ["takeback", what @ ("ask" | "yes" | "no"), game, ply] => CustomId::Takeback {
            answer: match what {
                "ask" => None,
                answer => Some(answer == "yes"),
            },
            game_id: GameId(number(game)?),
            ply: number(ply)?,
        },
        [what @ ("tjoin" | "tleave"), tournament] => CustomId::Entry {
            join: what == "tjoin",
            tournament: TournamentId(number(tournament)?),
        },
        _ => return None,
    })
}

/// Answers a click on a button or menu whose custom id starts with the bot's prefix but cannot
/// be read: at once and privately, in the clicker's language, "this button is no longer in
/// use". Nothing changes; the click is logged once.
pub async fn answer_unreadable(http: &Http, click: &ComponentInteraction) -> serenity::Result<()> {
    info!(
        custom_id = ?click.data.custom_id,
        user = %click.user.id,
        "a click on a button the bot cannot read (an old or forged one): told it is no longer in use"
    );
    let lang = Lang::from_locale_or_default(&click.locale);
    let message = CreateInteractionResponseMessage::new()
        .content(crate::markup::discord(&t!(
            lang,
            "button-no-longer-in-use",
            board_command = crate::slash_commands::example::bare(lang, "board")
        )))
        .allowed_mentions(
            CreateAllowedMentions::new()
                .everyone(false)
                .all_roles(false)
                .all_users(false),
        )
        .ephemeral(true);
    CreateInteractionResponse::Message(message)
        .execute(http, (click.id, &click.token))
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(text: &str) -> Option<CustomId> {
        CustomId::decode(text).ok()
    }

    #[test]
    fn every_custom_id_round_trips_within_discords_limit() {
        let ids = [
            CustomId::Invitation {
                choice: Choice::Decline,
                challenge_id: ChallengeId(i64::MAX),
                invitees: vec![UserId(u64::MAX); 3],
            },
            CustomId::Invitation {
                choice: Choice::Accept,
                challenge_id: ChallengeId(1),
                invitees: vec![UserId(2)],
            },
            CustomId::Page {
                kind: Kind::Multi,
                page: 12,
                viewer: UserId(u64::MAX),
                board: None,
            },
            CustomId::Page {
                kind: Kind::TwoPlayer,
                page: 1,
                viewer: UserId(2),
                board: Some(Board::Season(3)),
            },
            CustomId::Page {
                kind: Kind::Multi,
                page: 2,
                viewer: UserId(2),
                board: Some(Board::AllTime),
            },
            CustomId::Standings {
                tournament: TournamentId(i64::MAX),
                page: 50,
                viewer: UserId(u64::MAX),
            },
            CustomId::Resign {
                resign: true,
                game_id: GameId(i64::MAX),
                user: UserId(u64::MAX),
            },
            CustomId::Resign {
                resign: false,
                game_id: GameId(1),
                user: UserId(2),
            },
            CustomId::Play {
                game_id: GameId(i64::MAX),
            },
            CustomId::Pick {
                game_id: GameId(i64::MAX),
                ply: i64::MAX,
                stage: Stage::Final,
            },
            CustomId::Back {
                game_id: GameId(1),
                ply: 0,
                to: Stage::Rows,
            },
            CustomId::Draw {
                accept: false,
                game_id: GameId(7),
            },
            CustomId::Analyze {
                game_id: GameId(i64::MAX),
            },
            CustomId::Rematch {
                game_id: GameId(i64::MAX),
            },
            CustomId::Takeback {
                answer: None,
                game_id: GameId(i64::MAX),
                ply: i64::MAX,
            },
            CustomId::Takeback {
                answer: Some(true),
                game_id: GameId(1),
                ply: 0,
            },
            CustomId::Takeback {
                answer: Some(false),
                game_id: GameId(2),
                ply: 3,
            },
            CustomId::Entry {
                join: true,
                tournament: TournamentId(i64::MAX),
            },
            CustomId::Entry {
                join: false,
                tournament: TournamentId(1),
            },
        ];
        for id in ids {
            let text = id.encode();
            assert!(text.len() <= 100, "{} characters: {text}", text.len());
            assert_eq!(CustomId::decode(&text), Ok(id));
        }
    }

    #[test]
    fn ids_of_another_prefix_are_foreign_and_broken_ones_unreadable() {
        for foreign in ["", "other:accept:1:2", "focusing:play:1", "play:1"] {
            assert_eq!(CustomId::decode(foreign), Err(Unread::Foreign), "{foreign}");
        }
        for bad in [
            "focus",
            "focus:",
            "focus:maybe:1:2",
            "focus:accept:x:2",
            "focus:accept:1:",
            "focus:accept:1:2:3",
            "focus:accept:7",
            "focus:page:3p:1:2",
            "focus:page:2p:x:2",
            "focus:page:2p:1",
            "focus:page:2p:1:2:3",
            "focus:resign:1",
            "focus:resign:x:2",
            "focus:keep:1:2:3",
            "focus:play",
            "focus:play:x",
            "focus:play:1:2",
            "focus:pick:1:2:z",
            "focus:back:1:2:a",
            "focus:draw:maybe:1",
            "focus:analyze",
            "focus:analyze:x",
            "focus:rematch",
            "focus:rematch:x",
            "focus:rematch:1:2",
            "focus:takeback:maybe:1:2",
            "focus:takeback:ask:1",
            "focus:takeback:yes:x:2",
            "focus:takeback:no:1:2:3",
            "focus:tjoin",
            "focus:tjoin:x",
            "focus:tleave:1:2",
        ] {
            assert_eq!(decode(bad), None, "{bad}");
            assert_eq!(CustomId::decode(bad), Err(Unread::Unreadable), "{bad}");
        }
    }
}
