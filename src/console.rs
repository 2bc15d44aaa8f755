//! The local console (`focus-bot local`): the bot without Discord.
//!
//! Each input line is a user and a command typed as in Discord's command box:
//! `@alice /focus challenge opponent:@bob first:challenger`, `@bob /focus accept`,
//! `@alice /focus move c3-d3`. Options are `name:value`; the first option's value may be given
//! bare. An optional `#channel` after the user picks the channel (each has its own game).
//! Replies are printed (private ones marked), pictures are written to a folder and their paths
//! printed. `@focus` (or `@bot`) is the computer player: it plays by itself and cannot be typed
//! as a user. A user may hold a moderator's or admin's permissions with a suffix:
//! `@mod+manage_messages /focus abort`, `@admin+manage_server /focus settings time:1h`.
//! `/focus move ?` (or `move c3?`, `reserve ?`, `swap ?`) lists the legal choices, as Discord's
//! autocomplete does. Names and channels are kept in the database, so a restarted console shows
//! them; Ctrl-C ends it after the line in flight.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::rules::Mode;
use crate::service::{
    Actor, ChallengeOptions, Invitee, Notice, Reply, Service, SettingsChange, Where,
    parse_time_limit,
};
use crate::store::FirstPlayer;

/// The computer player's user id in the console.
pub const CONSOLE_BOT_ID: u64 = 1;
/// The computer player's name in the console.
pub const CONSOLE_BOT_NAME: &str = "Focus";
const GUILD: u64 = 1;

/// A stable fake user id for a console name (FNV-1a of the lowercased name).
#[must_use]
pub fn user_id(name: &str) -> u64 {
    let lower = name.to_lowercase();
    if lower == "focus" || lower == "bot" {
        return CONSOLE_BOT_ID;
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
}

/// Options each command takes, in order (the first may be given bare).
fn option_names(command: &str) -> Option<&'static [&'static str]> {
    Some(match command {
        "challenge" => &[
            "opponent",
            "opponent2",
            "opponent3",
            "mode",
            "short",
            "swap",
            "time",
            "first",
            "level",
            "rated",
        ],
        "accept" | "decline" | "cancel" => &["challenge"],
        "move" => &["move"],
        "reserve" => &["square"],
        "swap" => &["mine", "theirs"],
        "history" | "replay" => &["game"],
        "stats" => &["player"],
        "leaderboard" => &["kind", "page"],
        "abort" => &["game", "challenge"],
        "settings" => &[
            "time",
            "language",
            "allow_channel",
            "remove_channel",
            "any_channel",
            "board",
            "reminder_role",
            "no_reminder_role",
        ],
        "board" | "resign" | "draw" | "games" | "rules" | "help" => &[],
        _ => return None,
    })
}

/// Permissions a console user may hold (`@name+manage_messages`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Permissions {
    /// Manage Messages: abort games and challenges.
    manage_messages: bool,
    /// Manage Server: the server's settings.
    manage_server: bool,
}

/// Reads `@name` or `@name+permission+…` (`@@name` is `@name`).
fn read_user(token: &str) -> Result<(&str, Permissions), String> {
    let mut parts = token.trim_start_matches('@').split('+');
    let name = parts.next().unwrap_or_default();
    if name.is_empty() {
        return Err("start the line with who types it, like `@alice /focus board`".to_string());
    }
    let mut permissions = Permissions::default();
    for p in parts {
        match p.to_ascii_lowercase().as_str() {
            "manage_messages" => permissions.manage_messages = true,
            "manage_server" | "manage_guild" => permissions.manage_server = true,
            other => {
                return Err(format!(
                    "`+{other}` is not a permission: write `+manage_messages` (aborting games) or \
                     `+manage_server` (the server's settings)"
                ));
            }
        }
    }
    Ok((name, permissions))
}

impl Console {
    /// A console over `service`, writing pictures to `pictures`.
    #[must_use]
    pub fn new(service: Service, pictures: impl Into<PathBuf>) -> Console {
        let mut names = HashMap::new();
        names.insert(CONSOLE_BOT_ID, CONSOLE_BOT_NAME.to_string());
        Console {
            service,
            pictures: pictures.into(),
            names,
            channels: HashMap::new(),
        }
    }

    /// Loads the names of users and channels the database knows (a restarted console shows
    /// them, not numbers).
    pub async fn load_names(&mut self) -> anyhow::Result<()> {
        let store = self.service.store();
        for (id, name) in store.user_names().await? {
            self.names.entry(id).or_insert(name);
        }
        for (id, name) in store.channel_names().await? {
            self.channels.entry(id).or_insert(name);
        }
        Ok(())
    }

    /// Reads commands until the end of `input` (or until `stop` completes, after the line in
    /// flight), writing everything to `out`. What the computer played before the first line
    /// (a game resumed after a restart) is printed first.
    pub async fn run<R: AsyncBufRead + Unpin>(
        &mut self,
        input: R,
        out: &mut impl std::io::Write,
        stop: impl std::future::Future<Output = ()>,
    ) -> anyhow::Result<()> {
        let mut notices = self.service.take_notices();
        let mut input = input;
        let mut bytes = Vec::new();
        let mut number = 0;
        tokio::pin!(stop);
        self.service.settle().await;
        if let Some(rx) = notices.as_mut() {
            let mut early = String::new();
            while let Ok(n) = rx.try_recv() {
                early.push_str(&self.notice(&n)?);
            }
            out.write_all(early.as_bytes())?;
            out.flush()?;
        }
        loop {
            bytes.clear();
            let read = tokio::select! {
                biased;
                () = &mut stop => break,
                read = input.read_until(b'\n', &mut bytes) => read?,
            };
            if read == 0 {
                break;
            }
            number += 1;
            // A line that is not UTF-8 is answered as an error; the session goes on.
            let text = match std::str::from_utf8(&bytes) {
                Ok(line) => self.line(line.trim_end_matches(['\n', '\r'])).await,
                Err(_) => {
                    format!("  [error] line {number} is not valid UTF-8 text: type it again\n")
                }
            };
            out.write_all(text.as_bytes())?;
            self.service.settle().await;
            let mut extra = String::new();
            for n in self.service.tick().await? {
                extra.push_str(&self.notice(&n)?);
            }
            if let Some(rx) = notices.as_mut() {
                while let Ok(n) = rx.try_recv() {
                    extra.push_str(&self.notice(&n)?);
                }
            }
            out.write_all(extra.as_bytes())?;
            out.flush()?;
        }
        Ok(())
    }

    fn notice(&mut self, n: &Notice) -> anyhow::Result<String> {
        let channel = self
            .channels
            .get(&n.place.channel_id)
            .cloned()
            .unwrap_or_else(|| "general".to_string());
        Ok(self.show(&format!("#{channel}"), &n.reply)?)
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
        let mut out = format!("> {trimmed}\n");
        match self.command(trimmed).await {
            Ok(text) => out.push_str(&text),
            Err(message) => {
                let _ = writeln!(out, "  error: {message}");
            }
        }
        out
    }

    async fn command(&mut self, line: &str) -> Result<String, String> {
        let mut tokens = line.split_whitespace().peekable();
        let who = tokens
            .next()
            .filter(|t| t.starts_with('@'))
            .ok_or("start the line with who types it, like `@alice /focus board`")?;
        let (who, permissions) = read_user(who)?;
        let actor = Actor::new(user_id(who), who);
        if actor.user_id == CONSOLE_BOT_ID {
            return Err(format!(
                "`@{who}` is the computer: it plays its own turns. Type as a person, like \
                 `@alice /focus board`."
            ));
        }
        self.names.insert(actor.user_id, who.to_string());
        let mut channel = "general".to_string();
        if let Some(c) = tokens.peek().and_then(|t| t.strip_prefix('#')) {
            channel = c.to_string();
            tokens.next();
        }
        let channel_id = user_id(&format!("#{channel}"));
        if self.channels.insert(channel_id, channel.clone()).is_none() {
            // Best effort: a name not kept shows as a number after a restart.
            let _ = self
                .service
                .store()
                .remember_channel(channel_id, &channel)
                .await;
        }
        let place = Where {
            guild_id: GUILD,
            channel_id,
        };
        if tokens.next() != Some("/focus") {
            return Err("write the command as in Discord: `@alice /focus board`".to_string());
        }
        let command = tokens
            .next()
            .ok_or("which command? Try `/focus help`")?
            .to_ascii_lowercase();
        let names = option_names(&command).ok_or(format!(
            "`/focus {command}` is not a command: try `/focus help`"
        ))?;
        let mut options: HashMap<&str, String> = HashMap::new();
        for (i, token) in tokens.enumerate() {
            let named = token
                .split_once(':')
                .and_then(|(n, v)| names.iter().find(|&&k| k == n).map(|&k| (k, v)));
            match named {
                Some((name, value)) => {
                    options.insert(name, value.to_string());
                }
                None if i == 0 && !names.is_empty() => {
                    options.insert(names[0], token.to_string());
                }
                None => {
                    return Err(format!(
                        "`{token}` is not an option of `/focus {command}`; its options are: {}",
                        if names.is_empty() {
                            "none".to_string()
                        } else {
                            names.join(", ")
                        }
                    ));
                }
            }
        }
        let needs = match command.as_str() {
            "abort" => (!permissions.manage_messages).then_some("Manage Messages"),
            "settings" => (!permissions.manage_server).then_some("Manage Server"),
            _ => None,
        };
        if let Some(needs) = needs {
            let flag = needs.to_ascii_lowercase().replace(' ', "_");
            return self
                .show(
                    &format!("#{channel}"),
                    &Reply::private(format!(
                        "Only members with **{needs}** in this channel can use `/focus \
                         {command}` (in the console: `@{who}+{flag}`)."
                    )),
                )
                .map_err(|e| e.to_string());
        }
        if let Some(reply) = self.choices(&command, &actor, &place, &options).await {
            return self
                .show(&format!("#{channel}"), &reply)
                .map_err(|e| e.to_string());
        }
        let reply = self
            .dispatch(&command, &actor, &place, &options)
            .await
            .map_err(|e| format!("something went wrong: {e}"))?;
        self.show(&format!("#{channel}"), &reply)
            .map_err(|e| format!("cannot write the picture: {e}"))
    }

    /// The legal choices for `move ?`, `move c3?`, `reserve ?` and `swap ?` (what Discord's
    /// autocomplete offers); `None` for anything else.
    async fn choices(
        &self,
        command: &str,
        actor: &Actor,
        place: &Where,
        options: &HashMap<&str, String>,
    ) -> Option<Reply> {
        let (option, prefix) = match command {
            "move" => ("move", ""),
            "reserve" => ("square", "r:"),
            "swap" => ("mine", "s:"),
            _ => return None,
        };
        let typed = options
            .get(option)?
            .strip_suffix('?')?
            .trim()
            .to_ascii_lowercase();
        let legal = match self.service.legal_actions(actor, place).await {
            Ok(legal) => legal,
            Err(e) => return Some(Reply::private(format!("something went wrong: {e}"))),
        };
        let shown: Vec<String> = legal
            .iter()
            .filter_map(|a| {
                if prefix.is_empty() {
                    (!a.starts_with("r:") && !a.starts_with("s:")).then_some(a.as_str())
                } else {
                    a.strip_prefix(prefix)
                }
            })
            .filter(|a| a.starts_with(&typed))
            .map(|a| format!("`{a}`"))
            .collect();
        let what = match command {
            "move" => "moves",
            "reserve" => "squares for a reserve piece",
            _ => "swaps",
        };
        let text = if legal.is_empty() {
            "You have no choices now: it is not your turn (or there is no game here).".to_string()
        } else if shown.is_empty() && typed.is_empty() {
            format!("You have no legal {what} now.")
        } else if shown.is_empty() {
            format!("None of your legal {what} starts with `{typed}`.")
        } else {
            format!(
                "Your legal {what}{} ({}): {}",
                if typed.is_empty() {
                    String::new()
                } else {
                    format!(" starting with `{typed}`")
                },
                shown.len(),
                shown.join(", ")
            )
        };
        Some(Reply::private(text))
    }

    async fn dispatch(
        &mut self,
        command: &str,
        actor: &Actor,
        place: &Where,
        options: &HashMap<&str, String>,
    ) -> Result<Reply, crate::service::ServiceError> {
        let s = &self.service;
        let get = |k: &str| options.get(k).map(String::as_str);
        let id = |k: &str| get(k).map(|v| v.trim_start_matches('#').parse::<i64>());
        match command {
            "challenge" => {
                let mut opponents = Vec::new();
                for key in ["opponent", "opponent2", "opponent3"] {
                    if let Some(v) = get(key) {
                        opponents.push(Console::invitee(&mut self.names, v));
                    }
                }
                let opts = match challenge_options(options) {
                    Ok(o) => o,
                    Err(message) => return Ok(Reply::private(message)),
                };
                // The console has no threads: a channel is allowed or not.
                if let Some(refused) = s.refuse_channel(place, None).await? {
                    return Ok(refused);
                }
                s.challenge(actor, place, &opponents, &opts).await
            }
            "accept" | "decline" | "cancel" => {
                let challenge = match id("challenge").transpose() {
                    Ok(c) => c,
                    Err(_) => {
                        return Ok(Reply::private(
                            "`challenge` is a challenge number, like `3`.",
                        ));
                    }
                };
                match command {
                    "accept" => s.accept(actor, place, challenge).await,
                    "decline" => s.decline(actor, place, challenge).await,
                    _ => s.cancel(actor, place, challenge).await,
                }
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
            "draw" => s.draw(actor, place).await,
            "history" | "replay" => {
                let game = match id("game").transpose() {
                    Ok(g) => g,
                    Err(_) => return Ok(Reply::private("`game` is a game number, like `3`.")),
                };
                if command == "history" {
                    s.history(actor, place, game).await
                } else {
                    s.replay(actor, place, game).await
                }
            }
            "games" => s.games(actor, place).await,
            "stats" => {
                let player = get("player").map(|v| Console::invitee(&mut self.names, v));
                s.stats(actor, place, player.as_ref()).await
            }
            "leaderboard" => {
                let page = match get("page").map(|p| p.trim().parse::<i64>()).transpose() {
                    Ok(p) => p,
                    Err(_) => return Ok(Reply::private("`page` is a page number, like `2`.")),
                };
                s.leaderboard(actor, place, get("kind"), page).await
            }
            "abort" => {
                let game = match id("game").transpose() {
                    Ok(g) => g,
                    Err(_) => return Ok(Reply::private("`game` is a game number, like `3`.")),
                };
                match get("challenge").map(yes_no).transpose() {
                    Ok(Some(true)) => s.abort_challenge(actor, place).await,
                    Ok(_) => s.abort(actor, place, game).await,
                    Err(e) => Ok(Reply::private(format!("`challenge` {e}"))),
                }
            }
            "settings" => match settings_change(options, &self.channels) {
                Ok(change) => s.settings(actor, place, &change).await,
                Err(message) => Ok(Reply::private(message)),
            },
            "rules" => Ok(s.rules()),
            _ => Ok(s.help()),
        }
    }

    /// The user a `@name` option names (remembering the name).
    fn invitee(names: &mut HashMap<u64, String>, value: &str) -> Invitee {
        let name = value.trim_start_matches('@');
        let user_id = user_id(name);
        names.insert(user_id, name.to_string());
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
    fn show(&mut self, channel: &str, reply: &Reply) -> std::io::Result<String> {
        let mut out = String::new();
        let text = self.readable(&reply.text);
        let head = if reply.private {
            "[private] ".to_string()
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
                .map(|id| format!("@{}", self.name(*id)))
                .collect();
            let _ = writeln!(out, "  (pings {})", pinged.join(", "));
        }
        if let Some(c) = &reply.challenge
            && c.open
        {
            let _ = writeln!(
                out,
                "  [Accept] [Decline] buttons for challenge {}: `/focus accept {}`",
                c.id, c.id
            );
        }
        if let Some(p) = &reply.pages
            && p.count > 1
        {
            let kind = p.kind.name();
            let _ = writeln!(
                out,
                "  [Previous] [Next] buttons: `/focus leaderboard kind:{kind} page:N` (N from 1 to {})",
                p.count
            );
        }
        if reply.confirm.is_some() {
            let _ = writeln!(
                out,
                "  [Resign] [Keep playing] buttons: type `/focus resign` again within a minute to \
                 resign"
            );
        }
        // The turn is saved whatever happens to its picture: say what happened first, then
        // whether the picture could be written.
        if let Some(image) = &reply.image {
            match self.write_picture(&image.filename, &image.bytes) {
                Ok(path) => {
                    let _ = writeln!(out, "  file: {}", path.display());
                }
                Err(e) => {
                    let _ = writeln!(
                        out,
                        "  (the picture could not be written to {}: {e})",
                        self.pictures.display()
                    );
                }
            }
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

    fn name(&self, id: u64) -> String {
        self.names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("user{id}"))
    }

    /// Replaces `<@id>` with `@name` and `<#id>` with `#channel`.
    fn readable(&self, text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(i) = rest.find('<') {
            out.push_str(&rest[..i]);
            let tail = &rest[i..];
            let parsed = tail.find('>').and_then(|j| {
                let inner = &tail[1..j];
                let shown = if let Some(id) = inner.strip_prefix('@') {
                    id.parse().ok().map(|id| format!("@{}", self.name(id)))
                } else if let Some(id) = inner.strip_prefix('#') {
                    id.parse()
                        .ok()
                        .and_then(|id| self.channels.get(&id))
                        .map(|c| format!("#{c}"))
                } else {
                    None
                };
                shown.map(|s| (s, j))
            });
            match parsed {
                Some((shown, j)) => {
                    out.push_str(&shown);
                    rest = &tail[j + 1..];
                }
                None => {
                    out.push('<');
                    rest = &tail[1..];
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// `yes`/`no` (and `true`/`false`, `on`/`off`).
fn yes_no(value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" => Ok(true),
        "false" | "no" | "off" => Ok(false),
        _ => Err(format!("is `yes` or `no`, not `{value}`.")),
    }
}

/// The settings options: channels as `#name`, a role as a number.
fn settings_change(
    options: &HashMap<&str, String>,
    channels: &HashMap<u64, String>,
) -> Result<SettingsChange, String> {
    let channel = |key: &str| -> Result<Option<u64>, String> {
        let Some(v) = options.get(key) else {
            return Ok(None);
        };
        let name = v.trim_start_matches('#');
        let id = user_id(&format!("#{name}"));
        if channels.contains_key(&id) {
            Ok(Some(id))
        } else {
            Err(format!(
                "`{v}` is not a channel I know: name one used here, like `#general`."
            ))
        }
    };
    let flag = |key: &str| -> Result<bool, String> {
        options
            .get(key)
            .map(|v| yes_no(v).map_err(|e| format!("`{key}` {e}")))
            .transpose()
            .map(|v| v == Some(true))
    };
    Ok(SettingsChange {
        time: options.get("time").cloned(),
        language: options.get("language").cloned(),
        allow_channel: channel("allow_channel")?,
        remove_channel: channel("remove_channel")?,
        any_channel: flag("any_channel")?,
        board: options.get("board").cloned(),
        reminder_role: options
            .get("reminder_role")
            .map(|r| {
                r.trim_start_matches("<@&")
                    .trim_end_matches('>')
                    .parse::<u64>()
                    .map_err(|_| format!("`reminder_role` is a role's number, not `{r}`."))
            })
            .transpose()?,
        no_reminder_role: flag("no_reminder_role")?,
    })
}

fn challenge_options(options: &HashMap<&str, String>) -> Result<ChallengeOptions, String> {
    let mut o = ChallengeOptions::default();
    if let Some(m) = options.get("mode") {
        o.mode = match m.to_ascii_lowercase().as_str() {
            "teams" => Some(Mode::Teams),
            "ffa" | "free-for-all" => Some(Mode::FreeForAll),
            _ => return Err(format!("`mode` is `teams` or `ffa`, not `{m}`.")),
        };
    }
    if let Some(n) = options.get("short") {
        o.short = Some(
            n.parse()
                .map_err(|_| format!("`short` is a number of captures, like `6`, not `{n}`."))?,
        );
    }
    if let Some(v) = options.get("swap") {
        o.swap = match v.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => true,
            "false" | "no" | "off" => false,
            _ => return Err(format!("`swap` is `true` or `false`, not `{v}`.")),
        };
    }
    if let Some(t) = options.get("time") {
        o.turn_limit = Some(parse_time_limit(t)?);
    }
    if let Some(f) = options.get("first") {
        o.first = match f.to_ascii_lowercase().as_str() {
            "random" => FirstPlayer::Random,
            "challenger" => FirstPlayer::Challenger,
            _ => return Err(format!("`first` is `random` or `challenger`, not `{f}`.")),
        };
    }
    o.level = options.get("level").cloned();
    if let Some(v) = options.get("rated") {
        o.rated = match v.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => true,
            "false" | "no" | "off" => false,
            _ => return Err(format!("`rated` is `yes` or `no`, not `{v}`.")),
        };
    }
    Ok(o)
}

/// Runs the console over standard input and output until the input ends or Ctrl-C (after the
/// line in flight).
pub async fn run_stdio(service: Service, pictures: &Path) -> anyhow::Result<()> {
    let mut console = Console::new(service.clone(), pictures);
    console.load_names().await?;
    let stdin = tokio::io::BufReader::new(tokio::io::stdin());
    let mut stdout = std::io::stdout();
    let stop = async {
        // Without a signal handler, only the end of the input stops it.
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    console.run(stdin, &mut stdout, stop).await?;
    service.settle().await;
    Ok(())
}
