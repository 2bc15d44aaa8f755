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
use crate::service::{ChallengeRef, Menu, Pages, StandingsPages, TakebackRef};
use crate::t;

/// A button of the bot.
pub fn button(id: &CustomId, label: &str, style: ButtonStyle, disabled: bool) -> CreateButton {
    CreateButton::new(id.encode())
        .label(label)
        .style(style)
        .disabled(disabled)
}

/// Resign and Keep playing under a resignation's confirmation.
pub fn resign_row(game_id: i64, user: u64, lang: Lang) -> CreateActionRow {
    let id = |resign| CustomId::Resign {
        resign,
        game_id,
        user,
    };
    CreateActionRow::Buttons(vec![
        button(
            &id(true),
            &t!(lang, "button-resign"),
            ButtonStyle::Danger,
            false,
        ),
        button(
            &id(false),
            &t!(lang, "button-keep-playing"),
            ButtonStyle::Secondary,
            false,
        ),
    ])
}

/// Previous and Next under a leaderboard page (greyed out at either end).
pub fn page_row(pages: &Pages, lang: Lang) -> CreateActionRow {
    prev_next_row(lang, pages.page, pages.count, |page| CustomId::Page {
        kind: pages.kind,
        page,
        viewer: pages.viewer,
        board: Some(pages.board),
    })
}

/// Previous and Next under a page of a tournament's standings (greyed out at either end).
pub fn standings_row(pages: &StandingsPages, lang: Lang) -> CreateActionRow {
    prev_next_row(lang, pages.page, pages.count, |page| CustomId::Standings {
        tournament: pages.tournament,
        page,
        viewer: pages.viewer,
    })
}

/// Previous and Next buttons for page `page` (from 1) of `count`, each naming its page through
/// `id` (greyed out at either end).
fn prev_next_row(
    lang: Lang,
    page: usize,
    count: usize,
    id: impl Fn(usize) -> CustomId,
) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        button(
            &id(page.saturating_sub(1)),
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
    ])
}

/// The buttons of a challenge: enabled while it waits for answers.
pub fn invitation_row(challenge: &ChallengeRef) -> CreateActionRow {
    invitation_buttons(
        challenge.id,
        &challenge.invitees,
        !challenge.open,
        challenge.lang,
    )
}

/// The buttons of challenge `id` for `invitees`, labelled in `lang`.
pub fn invitation_buttons(
    id: i64,
    invitees: &[u64],
    disabled: bool,
    lang: Lang,
) -> CreateActionRow {
    let id_for = |choice| CustomId::Invitation {
        choice,
        challenge_id: id,
        invitees: invitees.to_vec(),
    };
    CreateActionRow::Buttons(vec![
        button(
            &id_for(Choice::Accept),
            &t!(lang, "button-accept"),
            ButtonStyle::Success,
            disabled,
        ),
        button(
            &id_for(Choice::Decline),
            &t!(lang, "button-decline"),
            ButtonStyle::Danger,
            disabled,
        ),
    ])
}

/// A turn post's buttons, labelled in `lang` (the game's): Play for game `play` (when a
/// person is to act), and Take back for the turn `take_back` (when its player may ask);
/// `None` when neither.
pub fn play_row(
    play: Option<i64>,
    take_back: Option<TakebackRef>,
    lang: Lang,
) -> Option<CreateActionRow> {
    let mut buttons = Vec::new();
    if let Some(game_id) = play {
        buttons.push(button(
            &CustomId::Play { game_id },
            &t!(lang, "button-play"),
            ButtonStyle::Primary,
            false,
        ));
    }
    if let Some(t) = take_back {
        buttons.push(button(
            &CustomId::Takeback {
                answer: None,
                game_id: t.game_id,
                ply: t.ply,
            },
            &t!(lang, "button-take-back"),
            ButtonStyle::Secondary,
            false,
        ));
    }
    (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
}

/// Accept and Decline under a takeback request, labelled in `lang` (the game's).
pub fn takeback_row(request: TakebackRef, lang: Lang) -> CreateActionRow {
    let id = |accept| CustomId::Takeback {
        answer: Some(accept),
        game_id: request.game_id,
        ply: request.ply,
    };
    CreateActionRow::Buttons(vec![
        button(
            &id(true),
            &t!(lang, "button-accept-takeback"),
            ButtonStyle::Success,
            false,
        ),
        button(
            &id(false),
            &t!(lang, "button-decline-takeback"),
            ButtonStyle::Secondary,
            false,
        ),
    ])
}

/// `buttons` with a link button "View game" to `web` (the game's page) after them, when there
/// is a page and room for it; `None` when there is no button at all.
pub fn web_row(
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

/// Accept draw and Decline under a draw offer in game `game_id`, labelled in `lang` (the
/// game's).
pub fn draw_row(game_id: i64, lang: Lang) -> CreateActionRow {
    let id = |accept| CustomId::Draw { accept, game_id };
    CreateActionRow::Buttons(vec![
        button(
            &id(true),
            &t!(lang, "button-accept-draw"),
            ButtonStyle::Success,
            false,
        ),
        button(
            &id(false),
            &t!(lang, "button-decline-draw"),
            ButtonStyle::Secondary,
            false,
        ),
    ])
}

/// A game-over post's buttons, labelled in `lang` (the game's): Rematch of game `rematch` (not
/// in a tournament) and Analyze of game `analyze`, as the service offers them (an aborted
/// game's post offers neither: no row).
pub fn game_over_row(
    rematch: Option<i64>,
    analyze: Option<i64>,
    lang: Lang,
) -> Option<CreateActionRow> {
    let mut buttons = Vec::new();
    if let Some(game_id) = rematch {
        buttons.push(button(
            &CustomId::Rematch { game_id },
            &t!(lang, "button-rematch"),
            ButtonStyle::Primary,
            false,
        ));
    }
    if let Some(game_id) = analyze {
        buttons.push(button(
            &CustomId::Analyze { game_id },
            &t!(lang, "button-analyze"),
            ButtonStyle::Secondary,
            false,
        ));
    }
    (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
}

/// Join and Leave under a tournament's sign-up post, labelled in `lang` (the tournament's).
pub fn entry_row(tournament: i64, lang: Lang) -> CreateActionRow {
    let id = |join| CustomId::Entry { join, tournament };
    CreateActionRow::Buttons(vec![
        button(
            &id(true),
            &t!(lang, "button-tournament-join"),
            ButtonStyle::Success,
            false,
        ),
        button(
            &id(false),
            &t!(lang, "button-tournament-leave"),
            ButtonStyle::Secondary,
            false,
        ),
    ])
}

/// A picker's menu, in the clicker's `lang`: the select, and Back when it has one.
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
    if let Some(to) = menu.back {
        let id = CustomId::Back {
            game_id: menu.game_id,
            ply: menu.ply,
            to,
        };
        rows.push(CreateActionRow::Buttons(vec![button(
            &id,
            &t!(lang, "button-back"),
            ButtonStyle::Secondary,
            false,
        )]));
    }
    rows
}
