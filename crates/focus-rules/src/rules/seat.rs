//! Seats, colours, game modes and the options a game is created with.

use std::fmt;

/// A seat at the table, 0-based inside the engine; shown 1-based (`Seat 1` is Red).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(pub(crate) u8);

impl Seat {
    /// The seat with this 1-based number, if it is 1–4.
    #[must_use]
    pub const fn from_number(number: u8) -> Option<Seat> {
        if number >= 1 && number <= 4 {
            Some(Seat(number - 1))
        } else {
            None
        }
    }

    /// The seat with this 0-based index, if it is 0–3.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Seat> {
        if index < 4 {
            Some(Seat(index as u8))
        } else {
            None
        }
    }

    /// 0-based index.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 1-based number, as players and the position JSON see it.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The colour's name: Red, Green, Blue, Yellow.
    #[must_use]
    pub const fn colour(self) -> &'static str {
        match self.0 {
            0 => "Red",
            1 => "Green",
            2 => "Blue",
            _ => "Yellow",
        }
    }

    /// The partner in a 4-player teams game (the seat opposite).
    #[must_use]
    pub const fn partner(self) -> Seat {
        Seat((self.0 + 2) % 4)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.colour())
    }
}

/// How a 4-player game is played; 2- and 3-player games are always `Standard`.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, strum::IntoStaticStr, strum::EnumString,
)]
#[strum(serialize_all = "lowercase")]
pub enum Mode {
    /// Every player for themselves (2 and 3 players).
    #[default]
    Standard,
    /// 4 players, Red + Blue against Green + Yellow.
    Teams,
    /// 4 players, every player for themselves.
    #[strum(serialize = "ffa")]
    FreeForAll,
}

impl Mode {
    /// The name used in the position JSON and read by `parse`: `standard`, `teams`, `ffa`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// Who plays first in a new game.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, strum::IntoStaticStr, strum::EnumString,
)]
#[strum(serialize_all = "lowercase")]
pub enum FirstPlayer {
    /// Seats drawn by lot.
    #[default]
    Random,
    /// The challenger is seat 1, the opponents follow in the order named.
    Challenger,
}

impl FirstPlayer {
    /// The name: `random` or `challenger`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The choice a name stands for (`random`, `challenger`).
    #[must_use]
    pub fn from_name(name: &str) -> Option<FirstPlayer> {
        name.parse().ok()
    }
}

/// The options a game is created with: player count, mode and variants.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Config {
    players: u8,
    mode: Mode,
    short: Option<u8>,
    swap: bool,
}

/// Why a set of options does not make a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ConfigError {
    /// Not 2, 3 or 4 players.
    #[error("Focus is played by 2, 3 or 4 players, not {0}")]
    Players(u8),
    /// The swap opening needs exactly 2 players.
    #[error("the swap opening is for 2-player games only")]
    SwapNeedsTwo,
    /// `short 0` would end the game before it starts.
    #[error("the short variant needs a capture count of at least 1")]
    ShortZero,
    /// A `short` target above the enemy pieces there are: nobody could ever reach it.
    #[error(
        "nobody can capture {target} pieces: there are only {enemies} enemy pieces in this game, so \
         choose a short target from 1 to {enemies}"
    )]
    ShortUnreachable {
        /// The target asked for.
        target: u8,
        /// The enemy pieces a player (a team) can capture.
        enemies: u8,
    },
}

impl Config {
    /// A game for `players` players. `mode` matters only for 4 players (teams by default).
    pub fn new(players: u8, mode: Mode) -> Result<Config, ConfigError> {
        let mode = match (players, mode) {
            (2 | 3, _) => Mode::Standard,
            (4, Mode::Standard) => Mode::Teams,
            (4, m) => m,
            (n, _) => return Err(ConfigError::Players(n)),
        };
        Ok(Config {
            players,
            mode,
            short: None,
            swap: false,
        })
    }

    /// The standard 2-player game.
    #[must_use]
    pub fn two_players() -> Config {
        Config {
            players: 2,
            mode: Mode::Standard,
            short: None,
            swap: false,
        }
    }

    /// With the short variant: capturing `n` enemy pieces wins.
    pub fn with_short(mut self, n: Option<u8>) -> Result<Config, ConfigError> {
        if n == Some(0) {
            return Err(ConfigError::ShortZero);
        }
        if let Some(target) = n
            && target > self.enemy_pieces()
        {
            return Err(ConfigError::ShortUnreachable {
                target,
                enemies: self.enemy_pieces(),
            });
        }
        self.short = n;
        Ok(self)
    }

    /// With or without the swap opening (2 players only).
    pub fn with_swap(mut self, swap: bool) -> Result<Config, ConfigError> {
        if swap && self.players != 2 {
            return Err(ConfigError::SwapNeedsTwo);
        }
        self.swap = swap;
        Ok(self)
    }

    /// The enemy pieces one player (in teams: one team) could capture in all: 18 with 2
    /// players, 13 a player with 3 or 4.
    #[must_use]
    pub const fn enemy_pieces(self) -> u8 {
        match (self.players, self.mode) {
            (2, _) => 18,
            (4, Mode::Teams) => 26,
            (n, _) => 13 * (n - 1),
        }
    }

    /// Number of players, 2–4.
    #[must_use]
    pub const fn players(self) -> u8 {
        self.players
    }

    /// The mode (teams or free-for-all with 4 players, else standard).
    #[must_use]
    pub const fn mode(self) -> Mode {
        self.mode
    }

    /// The short variant's winning capture count, if any.
    #[must_use]
    pub const fn short(self) -> Option<u8> {
        self.short
    }

    /// Whether the game opens with swaps.
    #[must_use]
    pub const fn swap(self) -> bool {
        self.swap
    }

    /// The seats in turn order.
    pub fn seats(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.players).map(Seat)
    }

    /// Bit mask of the seats on `seat`'s side: both partners in teams, else the seat alone.
    #[must_use]
    pub const fn side_mask(self, seat: Seat) -> u8 {
        match self.mode {
            Mode::Teams => (1 << seat.0) | (1 << seat.partner().0),
            _ => 1 << seat.0,
        }
    }
}
