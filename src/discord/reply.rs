//! Showing a service [`Reply`] on Discord: text, the picture in an embed, buttons, privacy and
//! exactly the mentions the reply names.

use crate::markup;
use poise::serenity_prelude as serenity;
use serenity::{
    Builder, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditInteractionResponse, EditMessage, Http, InteractionId, Message,
};

use super::components;
use crate::i18n::Lang;
use crate::service::Reply;
use crate::store::UserId;

/// Discord's limit on a message's content.
const CONTENT_LIMIT: usize = 2000;
/// Discord's limit on an embed's description.
const DESCRIPTION_LIMIT: usize = 4096;
/// The embed colour: the board's wood.
const EMBED_COLOUR: u32 = 0x00b0_8d57;

/// A reply, laid out for Discord.
pub struct Layout {
    content: String,
    embed: Option<CreateEmbed>,
    file: Option<CreateAttachment>,
    /// More files after it (an analysis's pictures).
    extra: Vec<CreateAttachment>,
    mentions: CreateAllowedMentions,
    buttons: Option<CreateActionRow>,
    /// Whether `buttons` are a challenge's Accept and Decline.
    challenge_buttons: bool,
    private: bool,
}

impl Layout {
    /// Lays a reply out: a picture is shown in an embed; another file is attached as it is; text
    /// too long for a message goes into the embed. Buttons are labelled in `lang` (a challenge's
    /// in its own language, a game's Play and draw buttons in the game's).
    pub fn of(reply: &Reply, lang: Lang) -> Layout {
        let picture = reply.image.as_ref().filter(|a| is_picture(&a.filename));
        let mut content = markup::discord(&reply.text);
        let mut embed = picture.map(|a| {
            CreateEmbed::new()
                .colour(EMBED_COLOUR)
                .image(format!("attachment://{}", a.filename))
        });
        if content.chars().count() > CONTENT_LIMIT {
            let description = truncate(&content, DESCRIPTION_LIMIT);
            embed = Some(
                embed
                    .unwrap_or_else(|| CreateEmbed::new().colour(EMBED_COLOUR))
                    .description(description),
            );
            // Keep the mentions in the content: only the content pings.
            content = reply
                .mentions
                .iter()
                .map(|id| format!("<@{id}>"))
                .collect::<Vec<_>>()
                .join(" ");
        }
        Layout {
            content,
            embed,
            file: reply
                .image
                .as_ref()
                .map(|a| CreateAttachment::bytes(a.bytes.clone(), a.filename.clone())),
            extra: reply
                .extra
                .iter()
                .map(|a| CreateAttachment::bytes(a.bytes.clone(), a.filename.clone()))
                .collect(),
            mentions: allowed_mentions(&reply.mentions).roles(
                reply
                    .role_mentions
                    .iter()
                    .copied()
                    .map(serenity::RoleId::new),
            ),
            buttons: components::row(reply, lang),
            challenge_buttons: reply.challenge().is_some_and(|c| c.open),
            private: reply.private,
        }
    }

    /// A plain private message (errors, refusals).
    pub fn private(text: &str) -> Layout {
        let mut layout = Layout::of(&Reply::private(text), Lang::EnUs);
        layout.buttons = None;
        layout
    }

    /// Whether it shows a challenge's buttons.
    pub fn has_buttons(&self) -> bool {
        self.challenge_buttons && self.buttons.is_some()
    }

    /// The message's content, as Discord shows it (how the delivery worker recognises a post).
    pub fn content(&self) -> &str {
        &self.content
    }

    /// Its embed's description, when it has one (a text too long for the content).
    pub fn description(&self) -> Option<String> {
        let embed = serde_json::to_value(self.embed.as_ref()?).ok()?;
        embed["description"].as_str().map(String::from)
    }

    /// Whether only the caller may see it.
    pub fn is_private(&self) -> bool {
        self.private
    }

    /// As the first response to an interaction.
    pub fn response(&self) -> CreateInteractionResponseMessage {
        let mut message = CreateInteractionResponseMessage::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .ephemeral(self.private);
        if let Some(embed) = &self.embed {
            message = message.embed(embed.clone());
        }
        if let Some(file) = &self.file {
            message = message.add_file(file.clone());
        }
        for file in &self.extra {
            message = message.add_file(file.clone());
        }
        if let Some(row) = &self.buttons {
            message = message.components(vec![row.clone()]);
        }
        message
    }

    /// As the edit of a deferred response.
    pub fn edit(&self) -> EditInteractionResponse {
        let mut edit = EditInteractionResponse::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .embeds(self.embed.iter().cloned().collect())
            .components(self.buttons.iter().cloned().collect());
        if let Some(file) = &self.file {
            edit = edit.new_attachment(file.clone());
        }
        for file in &self.extra {
            edit = edit.new_attachment(file.clone());
        }
        edit
    }

    /// As a follow-up message.
    pub fn followup(&self) -> CreateInteractionResponseFollowup {
        let mut message = CreateInteractionResponseFollowup::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .ephemeral(self.private);
        if let Some(embed) = &self.embed {
            message = message.embed(embed.clone());
        }
        if let Some(file) = &self.file {
            message = message.add_file(file.clone());
        }
        for file in &self.extra {
            message = message.add_file(file.clone());
        }
        if let Some(row) = &self.buttons {
            message = message.components(vec![row.clone()]);
        }
        message
    }

    /// As the edit of a message the bot posted: content, embeds and buttons replaced (none
    /// kept), the picture as it was.
    pub fn edit_message(&self) -> EditMessage {
        EditMessage::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone())
            .embeds(self.embed.iter().cloned().collect())
            .components(self.buttons.iter().cloned().collect())
    }

    /// As a message posted to a channel (timer notices).
    pub fn message(&self) -> CreateMessage {
        let mut message = CreateMessage::new()
            .content(&self.content)
            .allowed_mentions(self.mentions.clone());
        if let Some(embed) = &self.embed {
            message = message.embed(embed.clone());
        }
        if let Some(file) = &self.file {
            message = message.add_file(file.clone());
        }
        for file in &self.extra {
            message = message.add_file(file.clone());
        }
        if let Some(row) = &self.buttons {
            message = message.components(vec![row.clone()]);
        }
        message
    }
}

/// Exactly these users may be pinged: no @everyone, no roles, nobody a name happens to mention.
pub fn allowed_mentions(users: &[UserId]) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .everyone(false)
        .all_roles(false)
        .all_users(false)
        .users(users.iter().map(|&u| serenity::UserId::from(u)))
}

fn is_picture(filename: &str) -> bool {
    let lower = filename.to_ascii_lowercase();
    lower.ends_with(".png") || lower.ends_with(".gif")
}

fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(limit - 1).collect();
    cut.push('…');
    cut
}

/// One interaction to answer: its id and token.
pub struct Target<'a> {
    /// The HTTP client.
    pub http: &'a Http,
    /// The interaction's id.
    pub id: InteractionId,
    /// The interaction's token.
    pub token: &'a str,
}

impl Target<'_> {
    /// Answers at once with a message.
    pub async fn respond(&self, layout: &Layout) -> serenity::Result<()> {
        CreateInteractionResponse::Message(layout.response())
            .execute(self.http, (self.id, self.token))
            .await
    }

    /// Answers a button click by replacing the clicked message with this one.
    pub async fn update(&self, layout: &Layout) -> serenity::Result<()> {
        CreateInteractionResponse::UpdateMessage(layout.response())
            .execute(self.http, (self.id, self.token))
            .await
    }

    /// Says "thinking…" publicly, to be finished by [`Target::finish`].
    pub async fn defer(&self) -> serenity::Result<()> {
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
            .execute(self.http, (self.id, self.token))
            .await
    }

    /// Acknowledges a button click without changing its message yet.
    pub async fn acknowledge(&self) -> serenity::Result<()> {
        CreateInteractionResponse::Acknowledge
            .execute(self.http, (self.id, self.token))
            .await
    }

    /// Finishes a public defer: edits it, or, for a private reply, deletes it and answers
    /// privately (a follow-up replacing a defer would be as public as the defer).
    pub async fn finish(&self, layout: &Layout) -> serenity::Result<()> {
        self.finish_shown(layout).await.map(drop)
    }

    /// [`Target::finish`], returning the public message as Discord's answer to the edit shows
    /// it (none for a private reply): its id, with no second request to read it back.
    pub async fn finish_shown(&self, layout: &Layout) -> serenity::Result<Option<Message>> {
        if layout.is_private() {
            self.http
                .delete_original_interaction_response(self.token)
                .await?;
            self.follow_up(layout).await.map(|()| None)
        } else {
            layout.edit().execute(self.http, self.token).await.map(Some)
        }
    }

    /// Sends a follow-up message.
    pub async fn follow_up(&self, layout: &Layout) -> serenity::Result<()> {
        self.follow_up_message(layout).await.map(drop)
    }

    /// Sends a follow-up message and returns it.
    pub async fn follow_up_message(&self, layout: &Layout) -> serenity::Result<serenity::Message> {
        layout
            .followup()
            .execute(self.http, (None, self.token))
            .await
    }

    /// Edits the message a button is on (its buttons, after a click).
    pub async fn edit_clicked(&self, edit: EditInteractionResponse) -> serenity::Result<()> {
        edit.execute(self.http, self.token).await.map(drop)
    }
}
