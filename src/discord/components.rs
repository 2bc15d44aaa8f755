//! The buttons and menus the bot shows, built: a challenge's Accept and Decline, a
//! leaderboard's Previous and Next, a resignation's Resign and Keep playing, a game's Play,
//! a draw offer's Accept draw and Decline, a game-over post's Rematch, a tournament's Join and
//! Leave, and the picker's menu with its Back.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::custom_id::{Choice, CustomId};
use crate::i18n::Lang;
use crate::service::{Button, ChallengeId, Menu, Reply};
use crate::store::UserId;
use crate::t;

/// A button of the bot.
pub fn button(id: &CustomId, label: &str, style: ButtonStyle, disabled: bool) -> CreateButton {
    CreateButton::new(id.encode())
        .label(label)
        .style(style)
        .disabled(disabled)
}

/// The row a reply shows (Discord shows one): the buttons of the first kind in its list that
/// can be drawn (Play with Take back, Rematch with Analyze), then "View game" when it has a page;
/// `lang` labels a leaderboard's and a resignation's buttons, a game's follow its language.
pub fn row(reply: &Reply, lang: Lang) -> Option<CreateActionRow> {
    let mut shown: Option<(u8, Vec<CreateButton>)> = None;
    for b in &reply.buttons {
        let Some((kind, buttons)) = drawn(b, reply, lang) else {
            continue;
        };
        match &mut shown {
            None => shown = Some((kind, buttons)),
            Some((first, row)) if *first == kind => row.extend(buttons),
            Some(_) => break,
        }
    }
    let buttons = shown.map(|(_, buttons)| buttons).unwrap_or_default();
    web_row(reply.web.as_deref(), reply.button_lang, buttons)
}

/// A button of a reply, drawn: its kind (buttons of one kind share a row) and its buttons;
/// `None` when it shows none (a closed challenge, one page, a tournament not taking entrants).
fn drawn(b: &Button, reply: &Reply, lang: Lang) -> Option<(u8, Vec<CreateButton>)> {
    use ButtonStyle::{Danger, Primary, Secondary, Success};
    let game = reply.button_lang;
    let one = |id: CustomId, label: String, style| vec![button(&id, &label, style, false)];
    Some(match b {
        Button::ChallengeAnswer(c) if c.open => {
            (0, invitation_pair(c.id, &c.invitees, false, c.lang))
        }
        Button::Tournament(t) if t.signup && !reply.private => {
            let id = |join| CustomId::Entry {
                join,
                tournament: t.id,
            };
            let labels = [
                t!(t.lang, "button-tournament-join"),
                t!(t.lang, "button-tournament-leave"),
            ];
            (1, pair(id, labels, [Success, Secondary]))
        }
        Button::Pages(p) if p.count > 1 => {
            let id = |page| CustomId::Page {
                kind: p.kind,
                page,
                viewer: p.viewer,
                board: Some(p.board),
            };
            (2, prev_next(lang, p.page, p.count, id))
        }
        Button::StandingsPages(p) if p.count > 1 => {
            let id = |page| CustomId::Standings {
                tournament: p.tournament,
                page,
                viewer: p.viewer,
            };
            (3, prev_next(lang, p.page, p.count, id))
        }
        Button::ConfirmResign(q) => {
            let id = |resign| CustomId::Resign {
                resign,
                game_id: q.game_id,
                user: q.user_id,
            };
            let labels = [t!(lang, "button-resign"), t!(lang, "button-keep-playing")];
            (4, pair(id, labels, [Danger, Secondary]))
        }
        Button::AnswerDraw(game_id) => {
            let id = |accept| CustomId::Draw {
                accept,
                game_id: *game_id,
            };
            let labels = [
                t!(game, "button-accept-draw"),
                t!(game, "button-decline-draw"),
            ];
            (5, pair(id, labels, [Success, Secondary]))
        }
        Button::AnswerTakeback(r) => {
            let id = |accept| CustomId::Takeback {
                answer: Some(accept),
                game_id: r.game_id,
                ply: r.ply,
            };
            let labels = [
                t!(game, "button-accept-takeback"),
                t!(game, "button-decline-takeback"),
            ];
            (6, pair(id, labels, [Success, Secondary]))
        }
        Button::Play(game_id) => {
            let id = CustomId::Play { game_id: *game_id };
            (7, one(id, t!(game, "button-play"), Primary))
        }
        Button::TakeBack(t) => {
            let id = CustomId::Takeback {
                answer: None,
                game_id: t.game_id,
                ply: t.ply,
            };
            (7, one(id, t!(game, "button-take-back"), Secondary))
        }
        Button::Rematch(game_id) => {
            let id = CustomId::Rematch { game_id: *game_id };
            (8, one(id, t!(game, "button-rematch"), Primary))
        }
        Button::Analyze(game_id) => {
            let id = CustomId::Analyze { game_id: *game_id };
            (8, one(id, t!(game, "button-analyze"), Secondary))
        }
        _ => return None,
    })
}

/// Two buttons, yes then no: `id(true)` and `id(false)`, with their labels and styles.
fn pair(
    id: impl Fn(bool) -> CustomId,
    [yes, no]: [String; 2],
    styles: [ButtonStyle; 2],
) -> Vec<CreateButton> {
    vec![
        button(&id(true), &yes, styles[0], false),
        button(&id(false), &no, styles[1], false),
    ]
}

/// Previous and Next buttons for page `page` (from 1) of `count`, each naming its page through
/// `id` (greyed out at either end).
fn prev_next(
    lang: Lang,
    page: usize,
    count: usize,
    id: impl Fn(usize) -> CustomId,
) -> Vec<CreateButton> {
    let previous = id(page.saturating_sub(1));
    vec![
        button(
            &previous,
            &t!(lang, "button-previous"),
            ButtonStyle::Secondary,
            page <= 1,
        ),
        button(
            &id(page + 1),
            &t!(lang, "button-next"),
            ButtonStyle::Secondary,
            page >= count,
        ),
    ]
}

/// The buttons of challenge `id` for `invitees`, labelled in `lang`.
pub fn invitation_buttons(
    id: ChallengeId,
    invitees: &[UserId],
    disabled: bool,
    lang: Lang,
) -> CreateActionRow {
    CreateActionRow::Buttons(invitation_pair(id, invitees, disabled, lang))
}

/// Accept and Decline of challenge `id` for `invitees`, labelled in `lang`.
fn invitation_pair(
    id: ChallengeId,
    invitees: &[UserId],
    disabled: bool,
    lang: Lang,
) -> Vec<CreateButton> {
    let id_for = |choice| CustomId::Invitation {
        choice,
        challenge_id: id,
        invitees: invitees.to_vec(),
    };
    let accept = t!(lang, "button-accept");
    let decline = t!(lang, "button-decline");
    vec![
        button(
            &id_for(Choice::Accept),
            &accept,
            ButtonStyle::Success,
            disabled,
        ),
        button(
            &id_for(Choice::Decline),
            &decline,
            ButtonStyle::Danger,
            disabled,
        ),
    ]
}

/// `buttons` with a link button "View game" to `web` (the game's page) after them, when there
/// is a page and room for it; `None` when there is no button at all.
fn web_row(
    web: Option<&str>,
    lang: Lang,
    mut buttons: Vec<CreateButton>,
) -> Option<CreateActionRow> {
    if let Some(url) = web
        && buttons.len() < 5
    {
        buttons.push(CreateButton::new_link(url).label(t!(lang, "web-view-game")));
    }
    (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
}

/// A picker's menu, in the clicker's `lang`: the select, then Back and the player's private
/// "Play on the board" link when it has them.
pub fn menu_rows(menu: &Menu, lang: Lang) -> Vec<CreateActionRow> {
    let options = menu
        .options
        .iter()
        .map(|o| CreateSelectMenuOption::new(&o.label, &o.value))
        .collect();
    let select = CreateSelectMenu::new(
        CustomId::Pick {
            game_id: menu.game_id,
            ply: menu.ply,
            stage: menu.stage,
        }
        .encode(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(t!(lang, "pick-placeholder"));
    let mut rows = vec![CreateActionRow::SelectMenu(select)];
    let mut buttons = Vec::new();
    if let Some(to) = menu.back {
        let id = CustomId::Back {
            game_id: menu.game_id,
            ply: menu.ply,
            to,
        };
        buttons.push(button(
            &id,
            &t!(lang, "button-back"),
            ButtonStyle::Secondary,
            false,
        ));
    }
    if let Some(url) = &menu.board {
        buttons.push(CreateButton::new_link(url).label(t!(lang, "button-play-on-board")));
    }
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    rows
}
