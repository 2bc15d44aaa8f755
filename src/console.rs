//! The local console (`focus-bot local`): the bot without Discord.
//!
//! Each input line is a user and a command typed as in Discord's command box:
//! `@alice /focus challenge opponent:@bob first:challenger`, `@bob /focus accept`,
//! `@alice /focus move c3-d3`. Options are `name:value`; the first option's value may be given
//! bare. An optional `#channel` after the user picks the channel (each has its own game).
//! Replies are printed (private ones marked), pictures are written to a folder and their paths
//! printed. `@focus` (or `@bot`) is the computer player. A user may hold a moderator's or an
//! admin's permissions with a suffix: `@mod+manage_messages /focus abort`,
//! `@admin+manage_server /focus settings time:1h`; a plain `@x` has none. A language in brackets
//! after the name (`@alice[ja] /focus help`) answers that line as Discord answers a user whose
//! app is in Japanese; otherwise the console's language (`focus-bot local --locale fr`).

use crate::markup::{self, Span};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

mod buttons;
mod choices;
mod clock;
mod line_error;
mod options;
mod tokens;
mod tournament;

use crate::i18n::{Lang, reasons};
use crate::service::TIMER_PERIOD;
use crate::service::{
    Actor, ChallengeId, GameId, Invitee, Notice, Reply, Service, ServiceError, Where,
};
use crate::slash_commands;
use crate::store::{ChannelId, NameKind, ServerId, UserId};
use crate::t;
use line_error::LineError;

/// The computer player's user id in the console.
pub const CONSOLE_BOT_ID: UserId = UserId(1);
/// The computer player's name in the console.
pub const CONSOLE_BOT_NAME: &str = "Focus";
const GUILD: ServerId = ServerId(1);

/// A stable fake user id for a console name (FNV-1a of the lowercased name).
#[must_use]
pub fn user_id(name: &str) -> UserId {
    UserId(number(name))
}

/// The console's id for a channel typed as `#name`.
#[must_use]
pub fn channel_id(name: &str) -> ChannelId {
    ChannelId(number(&format!("#{name}")))
}

/// The number of a name (FNV-1a of the lowercased name): the bot's for `focus` and `bot`.
fn number(name: &str) -> u64 {
    let lower = name.to_lowercase();
    if lower == "focus" || lower == "bot" {
        return CONSOLE_BOT_ID.0;
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in lower.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    // Positive in SQLite's INTEGER, and never the bot's id.
    (h >> 2) | (1 << 40)
}

/// The console: a service, where pictures go, and the names it has seen.
pub struct Console {
    service: Service,
    pictures: PathBuf,
    names: HashMap<u64, String>,
    channels: HashMap<u64, String>,
    lang: Lang,
    /// The language of the line being run (its `[lang]`, else the console's): its errors speak it.
    line_lang: Lang,
    /// How often the clock runs while nobody types ([`TIMER_PERIOD`]).
    timer_period: Duration,
    /// Why the clock's last run failed, once said (said again only when it changes).
    clock_failure: Option<String>,
    /// Outbox posts printed and not yet marked sent (the console is their delivery).
    printed: Vec<i64>,
    /// Tournament tables' channels opened in this session, by id.
    opened: std::sync::Arc<std::sync::Mutex<HashMap<u64, String>>>,
}

/// Permissions a console user may hold (`@name+manage_messages`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Permissions {
    /// Manage Messages: abort games and challenges.
    manage_messages: bool,
    /// Manage Server: the server's settings.
    manage_server: bool,
    /// Manage Events: tournaments where the server restricts them; start or cancel any.
    manage_events: bool,
}

/// Reads `name` or `name+permission+…` (after the `@`).
fn read_permissions(token: &str) -> Result<(&str, Permissions), LineError> {
    let mut parts = token.split('+');
    let name = parts.next().unwrap_or_default();
    let mut permissions = Permissions::default();
    for p in parts {
        match p.to_ascii_lowercase().as_str() {
            "manage_messages" => permissions.manage_messages = true,
            "manage_server" | "manage_guild" => permissions.manage_server = true,
            "manage_events" => permissions.manage_events = true,
            other => {
                return Err(LineError::NotPermission(other.to_string()));
            }
        }
    }
    Ok((name, permissions))
}

/// Reads `name[lang]` (after the `@` and before any `+permission`): the name, and the language
/// of the line (`default` without brackets).
fn read_language(token: &str, default: Lang) -> Result<(&str, Lang), LineError> {
    let Some((name, rest)) = token.split_once('[') else {
        return Ok((token, default));
    };
    let tag = rest.strip_suffix(']').unwrap_or(rest);
    match Lang::from_locale(tag) {
        Some(lang) => Ok((name, lang)),
        None => Err(LineError::NotLanguage {
            tag: tag.to_string(),
            name: name.to_string(),
        }),
    }
}

impl Console {
    /// A console over `service`, writing pictures to `pictures`.
    #[must_use]
    pub fn new(service: Service, pictures: impl Into<PathBuf>) -> Console {
        let mut names = HashMap::new();
        names.insert(CONSOLE_BOT_ID.0, CONSOLE_BOT_NAME.to_string());
        let opened = Console::open_tables(&service);
        Console {
            service,
            pictures: pictures.into(),
            names,
            channels: HashMap::new(),
            lang: Lang::EnUs,
            line_lang: Lang::EnUs,
            timer_period: TIMER_PERIOD,
            clock_failure: None,
            printed: Vec::new(),
            opened,
        }
    }

    /// The same console, running the clock every `period` while nobody types (tests run it
    /// often, over a clock they drive).
    #[must_use]
    pub fn ticking_every(self, period: Duration) -> Console {
        Console {
            timer_period: period,
            ..self
        }
    }

    /// The same console, where users type in `lang` unless a line names another.
    #[must_use]
    pub fn speaking(self, lang: Lang) -> Console {
        Console { lang, ..self }
    }

    /// Reads commands until the end of `input`, a line `quit` or `exit`, or until `stop`
    /// completes (Ctrl-C), writing everything to `out`. A line being run when `stop` completes
    /// is finished first. What the computer played and what the clock did while the console
    /// was closed are printed before the first line is read; while nobody types, the clock
    /// runs every few seconds and what it does (reminders, forfeits, expired challenges) is
    /// printed when it happens, between lines. A clock that cannot run (a full disk) is said
    /// once, and the session goes on.
    pub async fn run<R: AsyncBufRead + Unpin>(
        &mut self,
        input: R,
        out: &mut impl std::io::Write,
        stop: impl std::future::Future<Output = ()>,
    ) -> anyhow::Result<()> {
        self.load_names().await?;
        let mut notices = self.service.take_notices();
        self.catch_up(&mut notices, out).await?;
        tokio::pin!(stop);
        let mut input = input;
        let mut bytes = Vec::new();
        let mut number = 0;
        let mut clock = tokio::time::interval(self.timer_period);
        clock.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        clock.reset();
        loop {
            // Reading a line is stopped by the clock's runs and goes on after them: the bytes
            // read so far stay in `bytes` until the line is complete.
            let read = tokio::select! {
                biased;
                () = &mut stop => break,
                read = input.read_until(b'\n', &mut bytes) => read?,
                _ = clock.tick() => {
                    self.run_clock(&mut notices, out).await?;
                    continue;
                }
                Some(n) = Console::next_notice(&mut notices) => {
                    let text = self.notice(&n)?;
                    out.write_all(text.as_bytes())?;
                    out.flush()?;
                    self.confirm_printed().await;
                    continue;
                }
            };
            // The end of the input; a last line without its newline is run first.
            if read == 0 && bytes.is_empty() {
                break;
            }
            number += 1;
            // A line that is not UTF-8 is answered as an error; the session goes on.
            let text = match std::str::from_utf8(&bytes) {
                Ok(line) if is_leaving(line) => break,
                Ok(line) => self.line(line.trim_end_matches(['\n', '\r'])).await,
                Err(_) => {
                    let message = t!(self.lang, "console-not-utf8", number = number);
                    format!("  {}\n", t!(self.lang, "console-error", message = message))
                }
            };
            bytes.clear();
            out.write_all(text.as_bytes())?;
            self.catch_up(&mut notices, out).await?;
        }
        Ok(())
    }

    /// Reads the names of users and channels earlier sessions saw.
    async fn load_names(&mut self) -> anyhow::Result<()> {
        let store = self.service.store();
        for (id, name) in store.names(NameKind::User).await? {
            self.names.entry(id).or_insert(name);
        }
        for (id, name) in store.names(NameKind::Channel).await? {
            self.channels.entry(id).or_insert(name);
        }
        Ok(())
    }

    /// Remembers a user's or a channel's name, here and in the database. A database that
    /// cannot be written loses only the name, not the command: its own write will say why.
    async fn remember(&mut self, kind: NameKind, id: u64, name: &str) {
        let map = match kind {
            NameKind::User => &mut self.names,
            NameKind::Channel => &mut self.channels,
        };
        if map.get(&id).map(String::as_str) == Some(name) {
            return;
        }
        map.insert(id, name.to_string());
        if let Err(e) = self.service.store().remember_name(kind, id, name).await {
            tracing::warn!(error = %e, "cannot remember a name");
        }
    }

    fn notice(&mut self, n: &Notice) -> anyhow::Result<String> {
        let channel = self.channel_name(n.place.channel_id.0);
        let lang = self.lang;
        Ok(self.show(&format!("#{channel}"), &n.reply, lang)?)
    }

    /// Runs one line and returns what to print.
    pub async fn line(&mut self, line: &str) -> String {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with("//") {
            return String::new();
        }
        if let Some(comment) = trimmed.strip_prefix('#')
            && !comment.starts_with(|c: char| c.is_alphanumeric())
        {
            return format!("{trimmed}\n");
        }
        let mut out = format!("> {}\n", escaped(trimmed));
        self.line_lang = self.lang;
        match self.command(trimmed).await {
            Ok(text) => out.push_str(&text),
            Err(e) => {
                let message = e.words(self.line_lang);
                let said = t!(self.line_lang, "console-error", message = message);
                let _ = writeln!(out, "  {}", escaped(&said));
            }
        }
        self.confirm_printed().await;
        out
    }

    async fn command(&mut self, line: &str) -> Result<String, LineError> {
        let words = tokens::words(line)?;
        let texts: Vec<&str> = words.iter().map(|w| w.text.as_str()).collect();
        let mut tokens = texts.into_iter().peekable();
        let who = tokens
            .next()
            .and_then(|t| t.strip_prefix('@'))
            .map(|n| n.trim_start_matches('@'))
            .filter(|n| !n.is_empty())
            .ok_or(LineError::WhoFirst)?;
        let (who, permissions) = read_permissions(who)?;
        let (who, lang) = read_language(who, self.lang)?;
        self.line_lang = lang;
        if who.is_empty() {
            return Err(LineError::WhoFirst);
        }
        if user_id(who) == CONSOLE_BOT_ID {
            return Ok(self.show(
                "#general",
                &Reply::private(t!(
                    lang,
                    "console-computer",
                    who = who,
                    example = slash_commands::command_example(
                        lang,
                        "challenge",
                        &[("opponent", "@focus")]
                    )
                )),
                lang,
            )?);
        }
        let actor = Actor::new(user_id(who), who).speaking(lang);
        self.remember(NameKind::User, actor.user_id.0, who).await;
        let mut channel = "general".to_string();
        if let Some(c) = tokens.peek().and_then(|t| t.strip_prefix('#')) {
            channel = c.to_string();
            tokens.next();
        }
        let channel_id = channel_id(&channel);
        self.remember(NameKind::Channel, channel_id.0, &channel)
            .await;
        let place = Where {
            guild_id: GUILD,
            channel_id,
        };
        if tokens.next() != Some("/focus") {
            return Err(LineError::WriteAsDiscord);
        }
        let mut command = tokens
            .next()
            .ok_or(LineError::WhichCommand)?
            .to_ascii_lowercase();
        let spec = match slash_commands::find_group(&command) {
            Some(group) => {
                let sub = tokens.next().unwrap_or_default().to_ascii_lowercase();
                command = format!("{} {sub}", group.name);
                group.find(&sub)
            }
            None => slash_commands::find(&command),
        }
        .ok_or_else(|| LineError::NotCommand(command.clone()))?;
        let names: Vec<&str> = spec.options.iter().map(|o| o.name).collect();
        // What follows the command: the words not read yet (a quoted last word asks nothing).
        let rest = &words[words.len() - tokens.count()..];
        let question = match rest.last() {
            Some(w) if !w.quoted => w.text.strip_suffix('?'),
            _ => None,
        };
        if let Some(typed) = question {
            let reply = self
                .choices(&command, &actor, &place, &names, typed)
                .await?;
            return Ok(self.show(&format!("#{channel}"), &reply, lang)?);
        }
        let options = tokens::options(spec, &command, rest)?;
        // The swap may be written `mine:c3-d3`, one option for both squares.
        let both_in_mine = options.get("mine").is_some_and(|m| m.contains('-'));
        if let Some(missing) = spec.options.iter().find(|o| {
            o.required && !options.contains_key(o.name) && !(both_in_mine && o.name == "theirs")
        }) {
            let required: Vec<(&str, &str)> = spec
                .options
                .iter()
                .filter(|o| o.required)
                .map(|o| (o.name, o.example))
                .collect();
            let reply = Reply::private(t!(
                lang,
                "console-needs",
                command = command.as_str(),
                option = missing.name,
                description = slash_commands::describe_option(lang, &command, missing),
                usage = slash_commands::command_example(lang, &command, &required)
            ));
            return Ok(self.show(&format!("#{channel}"), &reply, lang)?);
        }
        let needs = match command.as_str() {
            "abort" => (!permissions.manage_messages).then_some("manage_messages"),
            "settings" => (!permissions.manage_server).then_some("manage_server"),
            _ => None,
        };
        let reply = match needs {
            Some(needs) => Reply::private(t!(
                lang,
                "console-permission",
                needs = if needs == "manage_messages" {
                    t!(lang, "permission-manage-messages")
                } else {
                    t!(lang, "permission-manage-server")
                },
                command = command.as_str(),
                who = who,
                suffix = needs
            )),
            None => match command.strip_prefix("tournament ") {
                Some(sub) => {
                    let rights = permissions.manage_events;
                    self.tournament(sub, &actor, &place, &options, rights)
                        .await?
                }
                None => self.dispatch(&command, &actor, &place, &options).await?,
            },
        };
        Ok(self.show(&format!("#{channel}"), &reply, lang)?)
    }

    async fn dispatch(
        &mut self,
        command: &str,
        actor: &Actor,
        place: &Where,
        options: &HashMap<&str, String>,
    ) -> Result<Reply, ServiceError> {
        let s = &self.service.clone();
        let get = |k: &str| options.get(k).map(String::as_str);
        let id = |k: &str| get(k).map(|v| v.trim_start_matches('#').parse::<i64>());
        match command {
            "challenge" => {
                let mut opponents = Vec::new();
                for key in ["opponent", "opponent2", "opponent3"] {
                    if let Some(v) = get(key) {
                        opponents.push(self.invitee(v).await);
                    }
                }
                let opts = match Console::challenge_options(options) {
                    Ok(o) => o,
                    Err(e) => return Ok(Reply::private(e.words(actor.lang))),
                };
                // The console has no threads: a channel is allowed or not.
                if let Some(refused) = s.refuse_channel_in(actor.lang, place, None).await? {
                    return Ok(refused);
                }
                s.challenge(actor, place, &opponents, &opts).await
            }
            "accept" | "decline" | "cancel" => {
                let challenge = match id("challenge").transpose() {
                    Ok(c) => c.map(ChallengeId),
                    Err(_) => {
                        return Ok(Reply::private(t!(actor.lang, "console-challenge-number")));
                    }
                };
                match command {
                    "accept" => s.accept(actor, place, challenge).await,
                    "decline" => s.decline(actor, place, challenge).await,
                    _ => s.cancel(actor, place, challenge).await,
                }
            }
            "rematch" => {
                let game = match id("game").transpose() {
                    Ok(g) => g.map(GameId),
                    Err(_) => return Ok(Reply::private(t!(actor.lang, "console-game-number"))),
                };
                if let Some(refused) = s.refuse_channel_in(actor.lang, place, None).await? {
                    return Ok(refused);
                }
                s.rematch(actor, place, game).await
            }
            "move" => s.play(actor, place, get("move").unwrap_or("")).await,
            "reserve" => s.reserve(actor, place, get("square").unwrap_or("")).await,
            "swap" => {
                let mine = get("mine").unwrap_or("");
                let mine = mine.strip_prefix("s:").unwrap_or(mine);
                match (mine.split_once('-'), get("theirs")) {
                    (Some((a, b)), None) => s.swap(actor, place, a, b).await,
                    (_, theirs) => s.swap(actor, place, mine, theirs.unwrap_or("")).await,
                }
            }
            "board" => s.board(actor, place).await,
            "resign" => s.resign(actor, place).await,
            "draw" | "takeback" => match get("answer").map(slash_commands::parse_answer) {
                None if command == "draw" => s.draw(actor, place).await,
                None => s.takeback(actor, place).await,
                Some(Ok(accept)) if command == "draw" => {
                    s.answer_draw_here(actor, place, accept).await
                }
                Some(Ok(accept)) => s.answer_takeback_here(actor, place, accept).await,
                Some(Err(e)) => Ok(Reply::private(reasons::option(actor.lang, &e))),
            },
            "history" | "replay" | "analyze" => {
                let game = match id("game").transpose() {
                    Ok(g) => g.map(GameId),
                    Err(_) => return Ok(Reply::private(t!(actor.lang, "console-game-number"))),
                };
                if command == "history" {
                    s.history(actor, place, game).await
                } else if command == "analyze" {
                    s.analyze(actor, place, game, |_| {}).await
                } else {
                    s.replay(actor, place, game).await
                }
            }
            "games" => s.games(actor, place).await,
            "stats" => {
                let player = match get("player") {
                    Some(v) => Some(self.invitee(v).await),
                    None => None,
                };
                s.stats(actor, place, player.as_ref()).await
            }
            "leaderboard" => {
                let page = match get("page").map(|p| p.trim().parse::<i64>()).transpose() {
                    Ok(p) => p,
                    Err(_) => return Ok(Reply::private(t!(actor.lang, "console-page-number"))),
                };
                s.leaderboard(actor, place, get("kind"), get("season"), page)
                    .await
            }
            "abort" => {
                let game = match id("game").transpose() {
                    Ok(g) => g.map(GameId),
                    Err(_) => return Ok(Reply::private(t!(actor.lang, "console-game-number"))),
                };
                let challenge = get("challenge")
                    .map(|v| slash_commands::parse_yes_no("challenge", v))
                    .transpose();
                match challenge {
                    Ok(Some(true)) => s.abort_challenge(actor, place).await,
                    Ok(_) => s.abort(actor, place, game).await,
                    Err(e) => Ok(Reply::private(reasons::option(actor.lang, &e))),
                }
            }
            "settings" => match Console::settings_change(options, &self.channels) {
                Ok(change) => s.settings(actor, place, &change).await,
                Err(e) => Ok(Reply::private(e.words(actor.lang))),
            },
            "notify" => s.notify(actor, get("mode")).await,
            "rules" => Ok(s.rules(actor).await),
            _ => Ok(Reply::private(slash_commands::help(actor.lang))),
        }
    }

    /// The user a `@name` option names (remembering the name).
    async fn invitee(&mut self, value: &str) -> Invitee {
        let name = value.trim_start_matches('@');
        let user_id = user_id(name);
        if user_id != CONSOLE_BOT_ID {
            self.remember(NameKind::User, user_id.0, name).await;
        }
        Invitee {
            user_id,
            name: if user_id == CONSOLE_BOT_ID {
                CONSOLE_BOT_NAME.to_string()
            } else {
                name.to_string()
            },
            is_bot: user_id == CONSOLE_BOT_ID,
        }
    }

    /// Prints a reply: its text with mentions shown as `@name`, who it pings, its buttons,
    /// and the path of its picture (written to the pictures folder).
    fn show(&mut self, channel: &str, reply: &Reply, lang: Lang) -> std::io::Result<String> {
        // A game's public post is in the game's language: the console's words around it too.
        let lang = match reply.post_lang {
            Some(post) if !reply.private => post,
            _ => lang,
        };
        if let Some(post) = reply.post.filter(|_| !reply.private) {
            self.printed.push(post);
        }
        let mut out = String::new();
        let text = self.readable(&reply.text);
        let head = if reply.private {
            format!("[{}] ", t!(lang, "console-private"))
        } else {
            format!("[{channel}] ")
        };
        for (i, l) in text.lines().enumerate() {
            let _ = writeln!(out, "  {}{l}", if i == 0 { head.as_str() } else { "" });
        }
        if !reply.mentions.is_empty() {
            let pinged: Vec<String> = reply
                .mentions
                .iter()
                .map(|id| format!("@{}", markup::clean(&self.name(id.0))))
                .collect();
            let pinged = t!(
                lang,
                "console-pings",
                who = crate::i18n::list(lang, &pinged)
            );
            let _ = writeln!(out, "  {pinged}");
        }
        for line in self.button_lines(reply, lang) {
            let _ = writeln!(out, "  {line}");
        }
        // The turn is saved whatever happens to its picture: say what happened first, then
        // whether the picture could be written.
        if let Some(image) = &reply.image {
            match self.write_picture(&image.filename, &image.bytes) {
                Ok(path) => {
                    let file = t!(lang, "console-file", path = path.display().to_string());
                    let _ = writeln!(out, "  {file}");
                }
                Err(e) => {
                    let _ = writeln!(
                        out,
                        "  {}",
                        t!(
                            lang,
                            "console-picture-unwritten",
                            folder = self.pictures.display().to_string(),
                            error = e.to_string()
                        )
                    );
                }
            }
        }
        if let Some(url) = &reply.web {
            let _ = writeln!(out, "  {}", t!(lang, "web-console-link", url = url.clone()));
        }
        Ok(out)
    }

    /// Writes a picture under a temporary name, then renames it: a crash never leaves a
    /// half-written file under the real name.
    fn write_picture(&self, filename: &str, bytes: &[u8]) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(&self.pictures)?;
        let path = self.pictures.join(filename);
        let partial = self.pictures.join(format!(".{filename}.part"));
        std::fs::write(&partial, bytes)?;
        std::fs::rename(&partial, &path)?;
        Ok(path)
    }

    /// A channel's name as typed (`general` for the default channel).
    fn channel_name(&self, id: u64) -> String {
        let opened = || self.opened.lock().ok()?.get(&id).cloned();
        self.channels
            .get(&id)
            .cloned()
            .or_else(opened)
            .unwrap_or_else(|| format!("channel{id}"))
    }

    fn name(&self, id: u64) -> String {
        self.names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("user{id}"))
    }

    /// Marked text as the console shows it: names as typed, users as `@name`, channels as
    /// `#channel`, roles as `@role:id`, command examples with the names the console accepts (the
    /// table's), and no markdown in the bot's own words.
    fn readable(&self, text: &str) -> String {
        markup::render(text, |out, span| match span {
            Span::Text(words) => {
                out.push_str(&escaped(&words.replace("**", "").replace("__", "")));
            }
            Span::Name(name) | Span::Quoted(name) => out.push_str(name),
            // A mention cuts a long name as the text does.
            Span::User(id) => {
                let _ = write!(out, "@{}", markup::clean(&self.name(id)));
            }
            Span::Role(id) => {
                let _ = write!(out, "@role:{id}");
            }
            Span::Channel(id) => {
                let _ = write!(out, "#{}", self.channel_name(id));
            }
            Span::Example(payload) => {
                out.push_str(&markup::example_text(payload, markup::Names::Table));
            }
        })
    }
}

/// `text` with its control characters but line breaks written as escapes (`\u{1b}`): what a
/// user typed never reaches the terminal as a control sequence.
fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && c != '\n' {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Whether a line asks to leave the console: `quit` or `exit`, in any case.
fn is_leaving(line: &str) -> bool {
    let word = line.trim();
    word.eq_ignore_ascii_case("quit") || word.eq_ignore_ascii_case("exit")
}

/// Runs the console over standard input and output until the input ends, `quit` or Ctrl-C.
pub async fn run_stdio(service: Service, pictures: &Path, lang: Lang) -> anyhow::Result<()> {
    let mut console = Console::new(service.clone(), pictures).speaking(lang);
    let stdin = tokio::io::BufReader::new(tokio::io::stdin());
    let mut stdout = std::io::stdout();
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    console.run(stdin, &mut stdout, ctrl_c).await?;
    service.settle().await;
    Ok(())
}
