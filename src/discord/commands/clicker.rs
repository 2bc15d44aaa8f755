//! What every click handler starts with: who clicked, where, in which language, while the bot
//! is open; and the private answers that end a click.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use tokio::sync::RwLockReadGuard;

use super::answer::display_name;
use crate::discord::data::{Data, Error, Outcome};
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{restarting, went_wrong};
use crate::i18n::Lang;
use crate::service::{Actor, Reply, Where};

/// Who clicked, where and in which language. While it lives, the bot does not shut down: the
/// click is finished first.
pub(super) struct Clicker<'a> {
    /// The clicker, by their name in the server.
    pub(super) actor: Actor,
    /// The server and channel of the clicked message.
    pub(super) place: Where,
    /// The clicker's language.
    pub(super) lang: Lang,
    _open: RwLockReadGuard<'a, bool>,
}

/// The click's clicker; `None` once the click is answered, privately: outside a server
/// (`outside` says so in the clicker's language), or while the bot restarts.
pub(super) async fn clicker<'a>(
    target: &Target<'_>,
    data: &'a Data,
    click: &ComponentInteraction,
    outside: fn(Lang) -> String,
) -> Result<Option<Clicker<'a>>, Error> {
    let lang = Lang::from_locale_or_default(&click.locale);
    let Some(guild_id) = click.guild_id else {
        refuse(target, &outside(lang)).await?;
        return Ok(None);
    };
    let open = data.open.read().await;
    if !*open {
        refuse(target, &restarting(lang)).await?;
        return Ok(None);
    }
    let name = click.member.as_ref().map_or_else(
        || display_name(&click.user),
        |m| m.display_name().to_string(),
    );
    Ok(Some(Clicker {
        actor: Actor::new(click.user.id.into(), name).speaking(lang),
        place: Where {
            guild_id: guild_id.into(),
            channel_id: click.channel_id.into(),
        },
        lang,
        _open: open,
    }))
}

/// Tells the clicker privately why their click does nothing.
pub(super) async fn refuse(target: &Target<'_>, text: &str) -> Result<Outcome, Error> {
    target.respond(&Layout::private(text)).await?;
    Ok(Outcome::Refused)
}

/// Tells the clicker privately that their click failed (already logged).
pub(super) async fn fail(target: &Target<'_>, lang: Lang) -> Result<Outcome, Error> {
    target.respond(&Layout::private(&went_wrong(lang))).await?;
    Ok(Outcome::Failed)
}

/// Shows the service's private reply to the clicker only.
pub(super) async fn tell(target: &Target<'_>, reply: &Reply, lang: Lang) -> Result<Outcome, Error> {
    target.respond(&Layout::of(reply, lang)).await?;
    Ok(Outcome::of(reply))
}
