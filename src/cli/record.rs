//! What the engine commands (`replay`, `render`, `ai`) share: a game record read from standard
//! input, whose headers set the game's options, and the flags that may set them too but must
//! agree with the headers (`docs/formats.md`).

use crate::notation::{RecordError, read_headers, read_record};
use crate::rules::{Config, ConfigError, Game, Mode};

/// Why a record and the flags make no game, or the names do not fit it: one line for the
/// user, `line N: …` where a header is at fault.
#[derive(Debug, thiserror::Error)]
pub enum RecordInputError {
    /// `[Players]` is not 2, 3 or 4.
    #[error("line {line}: [Players \"{value}\"] is not 2, 3 or 4")]
    PlayersHeader {
        /// The header's line.
        line: usize,
        /// Its value.
        value: String,
    },
    /// `[Players]` and `--players` disagree.
    #[error("line {line}: [Players \"{header}\"] but --players {flag}")]
    PlayersDisagree {
        /// The header's line.
        line: usize,
        /// The header's count.
        header: u8,
        /// The flag's.
        flag: u8,
    },
    /// `--mode` for a game of fewer than 4 players.
    #[error("--mode {} is only for 4 players (teams or ffa); this game has {players}", .mode.name())]
    ModeNeedsFour {
        /// The flag's mode.
        mode: Mode,
        /// The game's players.
        players: u8,
    },
    /// `[Mode]` is not a mode.
    #[error("line {line}: [Mode \"{value}\"] is not standard, teams or ffa")]
    ModeHeader {
        /// The header's line.
        line: usize,
        /// Its value.
        value: String,
    },
    /// `[Mode]` and `--mode` disagree.
    #[error("line {line}: [Mode \"{}\"] but --mode {}", .header.name(), .flag.name())]
    ModeDisagree {
        /// The header's line.
        line: usize,
        /// The header's mode.
        header: Mode,
        /// The flag's.
        flag: Mode,
    },
    /// `[Variant]` is not a variant.
    #[error("line {line}: [Variant \"{value}\"] is not a variant")]
    VariantHeader {
        /// The header's line.
        line: usize,
        /// Its value.
        value: String,
    },
    /// `[Variant]` and `--short` disagree.
    #[error("line {line}: [Variant \"{value}\"] but --short {flag}")]
    ShortDisagree {
        /// The header's line.
        line: usize,
        /// The header's value.
        value: String,
        /// The flag's target.
        flag: u8,
    },
    /// `--swap` for a record whose variant has no swap.
    #[error("line {line}: [Variant \"{value}\"] but --swap")]
    SwapDisagree {
        /// The header's line.
        line: usize,
        /// The header's value.
        value: String,
    },
    /// The options make no game.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A line of the record does not replay.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// More `--name`s than seats.
    #[error("{given} names for a {players}-player game: give at most one --name per seat")]
    TooManyNames {
        /// How many were given.
        given: usize,
        /// The game's players.
        players: usize,
    },
}

/// The game options given on the command line; `None` where a flag was not given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFlags {
    /// `--players`.
    pub players: Option<u8>,
    /// `--mode` (teams or free-for-all).
    pub mode: Option<Mode>,
    /// `--short N`.
    pub short: Option<u8>,
    /// `--swap`.
    pub swap: bool,
}

/// A game read from a record, with the players' names its colour headers give (the colour where
/// a header is missing), in seat order.
#[derive(Clone, Debug)]
pub struct RecordedGame {
    /// The game, replayed.
    pub game: Game,
    /// One name per seat.
    pub names: Vec<String>,
}

/// The options of a game from the flags alone (`perft`, or a record without headers).
pub fn config_from_flags(flags: &GameFlags) -> Result<Config, RecordInputError> {
    config_from(flags, &[])
}

/// Reads a game record: its headers and the flags decide the options, then every line is
/// replayed. Errors are one line for the user (`line N: reason`).
pub fn game_from_record(flags: &GameFlags, text: &str) -> Result<RecordedGame, RecordInputError> {
    let headers = read_headers(text);
    let config = config_from(flags, &headers)?;
    let game = read_record(config, text)?;
    let names = config
        .seats()
        .map(|seat| {
            headers
                .iter()
                .find(|(_, tag, _)| tag == seat.colour())
                .map(|(_, _, name)| name.trim().to_string())
                .filter(|name| !name.is_empty())
                .unwrap_or_else(|| seat.colour().to_string())
        })
        .collect();
    Ok(RecordedGame { game, names })
}

/// The display names for `render`: `--name`s in seat order, then the record's, else the colours.
pub fn names_for(
    recorded: &RecordedGame,
    given: &[String],
) -> Result<Vec<String>, RecordInputError> {
    let players = recorded.names.len();
    if given.len() > players {
        return Err(RecordInputError::TooManyNames {
            given: given.len(),
            players,
        });
    }
    Ok(given
        .iter()
        .cloned()
        .chain(recorded.names[given.len()..].iter().cloned())
        .collect())
}

fn config_from(
    flags: &GameFlags,
    headers: &[(usize, String, String)],
) -> Result<Config, RecordInputError> {
    let header = |tag: &str| headers.iter().find(|(_, t, _)| t == tag);

    let from_header = match header("Players") {
        Some((line, _, value)) => Some((
            *line,
            value
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|n| (2..=4).contains(n))
                .ok_or_else(|| RecordInputError::PlayersHeader {
                    line: *line,
                    value: value.clone(),
                })?,
        )),
        None => None,
    };
    if let (Some((line, n)), Some(flag)) = (from_header, flags.players)
        && n != flag
    {
        return Err(RecordInputError::PlayersDisagree {
            line,
            header: n,
            flag,
        });
    }
    let players = flags.players.or(from_header.map(|(_, n)| n)).unwrap_or(2);

    if players < 4
        && let Some(mode) = flags.mode
    {
        return Err(RecordInputError::ModeNeedsFour { mode, players });
    }
    let header_mode = match header("Mode") {
        Some((line, _, value)) => Some((
            *line,
            value
                .trim()
                .parse()
                .map_err(|_| RecordInputError::ModeHeader {
                    line: *line,
                    value: value.clone(),
                })?,
        )),
        None => None,
    };
    if let (Some((line, m)), Some(flag)) = (header_mode, flags.mode)
        && m != flag
    {
        return Err(RecordInputError::ModeDisagree {
            line,
            header: m,
            flag,
        });
    }
    let mode = flags
        .mode
        .or(header_mode.map(|(_, m)| m))
        .unwrap_or(if players == 4 {
            Mode::Teams
        } else {
            Mode::Standard
        });

    let (mut short, mut swap) = (flags.short, flags.swap);
    if let Some((line, _, value)) = header("Variant") {
        let (header_short, header_swap) =
            parse_variant(value).ok_or_else(|| RecordInputError::VariantHeader {
                line: *line,
                value: value.clone(),
            })?;
        if let Some(flag) = flags.short
            && header_short != Some(flag)
        {
            return Err(RecordInputError::ShortDisagree {
                line: *line,
                value: value.clone(),
                flag,
            });
        }
        if flags.swap && !header_swap {
            return Err(RecordInputError::SwapDisagree {
                line: *line,
                value: value.clone(),
            });
        }
        short = short.or(header_short);
        swap |= header_swap;
    }
    Ok(Config::new(players, mode)
        .and_then(|c| c.with_short(short))
        .and_then(|c| c.with_swap(swap))?)
}

/// `standard`, or a comma-separated list of `short N` and `swap`.
fn parse_variant(value: &str) -> Option<(Option<u8>, bool)> {
    let value = value.trim();
    if value == "standard" {
        return Some((None, false));
    }
    let (mut short, mut swap) = (None, false);
    for part in value.split(',').map(str::trim) {
        if part == "swap" {
            swap = true;
        } else {
            short = Some(part.strip_prefix("short")?.trim().parse().ok()?);
        }
    }
    Some((short, swap))
}
