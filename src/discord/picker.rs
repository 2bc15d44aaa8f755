//! The click path on Discord: the Play button under turn posts and running boards, the picker
//! (one ephemeral message of select menus, updated in place), and a draw offer's Accept draw
//! and Decline buttons.
//!
//! The service says what each menu offers and checks every choice; this module only turns
//! menus into components and clicks into service calls. Custom ids carry what a click needs,
//! so they keep working after a restart: `focus:play:<game>`; a menu's
//! `focus:pick:<game>:<ply>:<s|r|a>` (start, rows, final); Back's `focus:back:<game>:<ply>:<s|r>`;
//! a draw offer's `focus:draw:<yes|no>:<game>`.

use crate::markup;
use poise::serenity_prelude as serenity;
use serenity::{
    Builder as _, ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
};
use tracing::error;

use super::commands::{restarting, went_wrong};
use super::reply::{Layout, Target, allowed_mentions, button};
use super::{Data, Error, direct};
use crate::i18n::Lang;
use crate::service::{Actor, Menu, Picked, Reply, Stage, Where, not_offered};
use crate::t;

const PREFIX: &str = "focus";

/// A click of the click path, as its custom id says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClickId {
    /// Play: open the picker for game `game_id`.
    Play {
        /// The game.
        game_id: i64,
    },
    /// A choice from one of the picker's menus.
    Pick {
        /// The game.
        game_id: i64,
        /// The ply the menu was built for.
        ply: i64,
        /// Which menu.
        stage: Stage,
    },
    /// Back, to menu `to`.
    Back {
        /// The game.
        game_id: i64,
        /// The ply the picker was built for.
        ply: i64,
        /// The menu it returns to.
        to: Stage,
    },
    /// Accept draw or Decline.
    Draw {
        /// Accept (true) or decline.
        accept: bool,
        /// The game.
        game_id: i64,
    },
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

impl ClickId {
    /// The custom id (under 60 characters whatever the numbers).
    pub fn encode(&self) -> String {
        match *self {
            ClickId::Play { game_id } => format!("{PREFIX}:play:{game_id}"),
            ClickId::Pick {
                game_id,
                ply,
                stage,
            } => format!("{PREFIX}:pick:{game_id}:{ply}:{}", stage_code(stage)),
            ClickId::Back { game_id, ply, to } => {
                format!("{PREFIX}:back:{game_id}:{ply}:{}", stage_code(to))
            }
            ClickId::Draw { accept, game_id } => {
                let answer = if accept { "yes" } else { "no" };
                format!("{PREFIX}:draw:{answer}:{game_id}")
            }
        }
    }

    /// Reads a custom id; `None` for ids that are not the click path's.
    pub fn decode(custom_id: &str) -> Option<ClickId> {
        let parts: Vec<&str> = custom_id.split(':').collect();
        let number = |s: &str| s.parse::<i64>().ok();
        match parts.as_slice() {
            [PREFIX, "play", game] => Some(ClickId::Play {
                game_id: number(game)?,
            }),
            [PREFIX, "pick", game, ply, stage] => Some(ClickId::Pick {
                game_id: number(game)?,
                ply: number(ply)?,
                stage: stage_of(stage)?,
            }),
            [PREFIX, "back", game, ply, to] => Some(ClickId::Back {
                game_id: number(game)?,
                ply: number(ply)?,
                to: stage_of(to).filter(|&s| s != Stage::Final)?,
            }),
            [PREFIX, "draw", answer, game] => Some(ClickId::Draw {
                accept: match *answer {
                    "yes" => true,
                    "no" => false,
                    _ => return None,
                },
                game_id: number(game)?,
            }),
            _ => None,
        }
    }
}

/// The Play button of game `game_id`, labelled in `lang` (the game's).
pub fn play_row(game_id: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![button(
        ClickId::Play { game_id }.encode(),
        &t!(lang, "button-play"),
        ButtonStyle::Primary,
        false,
    )])
}

/// Accept draw and Decline under a draw offer in game `game_id`, labelled in `lang` (the
/// game's).
pub fn draw_row(game_id: i64, lang: Lang) -> CreateActionRow {
    let id = |accept| ClickId::Draw { accept, game_id }.encode();
    CreateActionRow::Buttons(vec![
        button(
            id(true),
            &t!(lang, "button-accept-draw"),
            ButtonStyle::Success,
            false,
        ),
        button(
            id(false),
            &t!(lang, "button-decline-draw"),
            ButtonStyle::Secondary,
            false,
        ),
    ])
}

/// A menu as the picker's message, in the clicker's `lang`: its question, the select, and
/// Back when it has one.
pub fn menu_message(menu: &Menu, lang: Lang) -> CreateInteractionResponseMessage {
    let options = menu
        .options
        .iter()
        .map(|o| CreateSelectMenuOption::new(&o.label, &o.value))
        .collect();
    let select = CreateSelectMenu::new(
        ClickId::Pick {
            game_id: menu.game_id,
            ply: menu.ply,
            stage: menu.stage,
        }
        .encode(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(t!(lang, "pick-placeholder"));
    let mut rows = vec![CreateActionRow::SelectMenu(select)];
    if let Some(to) = menu.back {
        let id = ClickId::Back {
            game_id: menu.game_id,
            ply: menu.ply,
            to,
        };
        rows.push(CreateActionRow::Buttons(vec![button(
            id.encode(),
            &t!(lang, "button-back"),
            ButtonStyle::Secondary,
            false,
        )]));
    }
    CreateInteractionResponseMessage::new()
        .content(markup::discord(&menu.text))
        .allowed_mentions(allowed_mentions(&[]))
        .ephemeral(true)
        .components(rows)
}

/// Answers a click of the click path.
pub async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    id: ClickId,
) -> Result<(), Error> {
    let target = Target {
        http: &ctx.http,
        id: click.id,
        token: &click.token,
    };
    let lang = Lang::from_locale_or_default(&click.locale);
    let Some(guild_id) = click.guild_id else {
        return Ok(target
            .respond(&Layout::private(&t!(lang, "pick-game-over")))
            .await?);
    };
    let open = data.open.read().await;
    if !*open {
        return Ok(target.respond(&Layout::private(&restarting(lang))).await?);
    }
    let user = &click.user;
    let name = click.member.as_ref().map_or_else(
        || {
            user.global_name
                .clone()
                .unwrap_or_else(|| user.name.clone())
        },
        |m| m.display_name().to_string(),
    );
    let actor = Actor::new(user.id.get(), name).speaking(lang);
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: click.channel_id.get(),
    };
    let service = &data.service;
    let picked = match id {
        ClickId::Play { game_id } => service.open_picker(&actor, &place, game_id).await,
        ClickId::Back { game_id, ply, to } => {
            service.picker_back(&actor, &place, game_id, ply, to).await
        }
        ClickId::Pick {
            game_id,
            ply,
            stage,
        } => {
            // A menu sends exactly one value; anything else is not a menu's.
            let value = match &click.data.kind {
                ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => {
                    values[0].clone()
                }
                _ => String::new(),
            };
            service
                .pick(&actor, &place, game_id, ply, stage, &value)
                .await
        }
        ClickId::Draw { accept, game_id } => {
            return answer_draw(ctx, &target, data, &actor, &place, game_id, accept).await;
        }
    };
    let picked = match picked {
        Ok(picked) => picked,
        Err(e) => {
            error!(user = %user.id, error = ?e, "the picker failed");
            return Ok(target.respond(&Layout::private(&went_wrong(lang))).await?);
        }
    };
    match (picked, id) {
        (Picked::Refused(reply), _) => target.respond(&Layout::of(&reply, lang)).await?,
        // Play opens a new picker; every later step replaces it in place.
        (Picked::Menu(menu), ClickId::Play { .. }) => {
            CreateInteractionResponse::Message(menu_message(&menu, lang))
                .execute(target.http, (target.id, target.token))
                .await?;
        }
        (Picked::Menu(menu), _) => {
            CreateInteractionResponse::UpdateMessage(menu_message(&menu, lang))
                .execute(target.http, (target.id, target.token))
                .await?;
        }
        (Picked::Play(action), ClickId::Pick { game_id, ply, .. }) => {
            // Drawing the board takes a moment: acknowledge, then play.
            target.acknowledge().await?;
            let reply = match service
                .play_picked(&actor, &place, game_id, ply, &action)
                .await
            {
                Ok(reply) => reply,
                Err(e) => {
                    error!(user = %user.id, error = ?e, "playing a picked action failed");
                    Reply::private(went_wrong(lang))
                }
            };
            if reply.private {
                target.follow_up(&Layout::of(&reply, lang)).await?;
                return Ok(());
            }
            let done = t!(lang, "pick-played", action = action.as_str());
            target
                .edit_clicked(
                    EditInteractionResponse::new()
                        .content(done)
                        .components(Vec::new()),
                )
                .await?;
            let posted = target.follow_up_message(&Layout::of(&reply, lang)).await?;
            direct::send_after(&ctx.http, service, &reply, &posted, place.guild_id);
        }
        (Picked::Play(_), _) => {
            target
                .respond(&Layout::of(&not_offered(lang), lang))
                .await?;
        }
    }
    Ok(())
}

/// Accept draw or Decline: the answer is posted to the channel; the offer's buttons go.
async fn answer_draw(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    actor: &Actor,
    place: &Where,
    game_id: i64,
    accept: bool,
) -> Result<(), Error> {
    let lang = actor.lang;
    let reply = match data
        .service
        .answer_draw(actor, place, game_id, accept)
        .await
    {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = actor.user_id, error = ?e, "answering a draw failed");
            Reply::private(went_wrong(lang))
        }
    };
    if reply.private {
        return Ok(target.respond(&Layout::of(&reply, lang)).await?);
    }
    // The offer is answered (or the game drawn): its buttons go, the answer is posted.
    target.acknowledge().await?;
    target
        .edit_clicked(EditInteractionResponse::new().components(Vec::new()))
        .await?;
    let posted = target.follow_up_message(&Layout::of(&reply, lang)).await?;
    direct::send_after(&ctx.http, &data.service, &reply, &posted, place.guild_id);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn click_ids_round_trip_within_discords_limit() {
        let ids = [
            ClickId::Play { game_id: i64::MAX },
            ClickId::Pick {
                game_id: i64::MAX,
                ply: i64::MAX,
                stage: Stage::Final,
            },
            ClickId::Back {
                game_id: 1,
                ply: 0,
                to: Stage::Rows,
            },
            ClickId::Draw {
                accept: false,
                game_id: 7,
            },
        ];
        for id in ids {
            let text = id.encode();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(ClickId::decode(&text), Some(id));
            assert_eq!(super::super::buttons::ResignId::decode(&text), None);
        }
        for bad in [
            "focus:play",
            "focus:play:x",
            "focus:play:1:2",
            "focus:pick:1:2:z",
            "focus:back:1:2:a",
            "focus:draw:maybe:1",
            "focus:accept:1:2",
        ] {
            assert_eq!(ClickId::decode(bad), None, "{bad}");
        }
    }
}
