//! A game: a position with its history, which threefold repetition needs, and its record.

use std::fmt;

use super::{Action, Config, IllegalAction, Position, Seat};

/// One entry of a game's record: an action, a resignation, a time forfeit, an agreed draw or
/// an abort. Printing it gives its record line (`c3-f3:3`, `resign 2`, `time 2`, `draw`,
/// `abort`), which [`crate::notation::parse_turn`] reads back.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Turn {
    /// An action of the player to act.
    Act(Action),
    /// A seat resigns (at any time).
    Resign(Seat),
    /// A seat ran out of time and forfeits (as a resignation, recorded as time).
    Time(Seat),
    /// All players still in agree to a draw.
    Draw,
    /// A moderator ended the game with no winner.
    Abort,
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Act(action) => write!(f, "{action}"),
            Turn::Resign(seat) => write!(f, "resign {}", seat.number()),
            Turn::Time(seat) => write!(f, "time {}", seat.number()),
            Turn::Draw => f.write_str("draw"),
            Turn::Abort => f.write_str("abort"),
        }
    }
}

/// A game from its start: the current position, the hashes of every position reached (for
/// threefold repetition) and the record of turns.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    previous: Option<Position>,
    seen: Vec<u64>,
    record: Vec<Turn>,
}

impl Game {
    /// A new game with these options.
    #[must_use]
    pub fn new(config: Config) -> Game {
        Game::from_position(Position::start(config))
    }

    /// A game that starts from `position` (its earlier history unknown).
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        Game {
            seen: vec![position.hash()],
            position,
            previous: None,
            record: Vec::new(),
        }
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The position before the last turn, if any turn was played.
    #[must_use]
    pub const fn previous_position(&self) -> Option<&Position> {
        self.previous.as_ref()
    }

    /// How many times the current position (board, reserves, player to act) has occurred in
    /// this game, this time included. In a 2-player game a third time ends it.
    #[must_use]
    pub fn occurrences(&self) -> usize {
        let now = self.position.hash();
        self.seen.iter().filter(|&&h| h == now).count()
    }

    /// The last turn played, if any.
    #[must_use]
    pub fn last_turn(&self) -> Option<Turn> {
        self.record.last().copied()
    }

    /// The turns played so far.
    #[must_use]
    pub fn record(&self) -> &[Turn] {
        &self.record
    }

    /// Hashes of every position reached, the current one last.
    pub fn seen(&self) -> &[u64] {
        &self.seen
    }

    /// Plays an action for the player to act, ending a 2-player game when the position it
    /// reaches occurs for the third time. On error nothing changes.
    pub fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        let next = self.position.play(action)?;
        self.advance(next, Turn::Act(action));
        Ok(())
    }

    /// Plays a record entry.
    pub fn apply(&mut self, turn: Turn) -> Result<(), IllegalAction> {
        match turn {
            Turn::Act(a) => self.play(a),
            Turn::Resign(seat) => {
                let next = self.position.resign(seat)?;
                self.advance(next, turn);
                Ok(())
            }
            Turn::Time(seat) => {
                let next = self.position.time_out(seat)?;
                self.advance(next, turn);
                Ok(())
            }
            Turn::Draw => {
                let next = self.position.draw()?;
                self.advance(next, turn);
                Ok(())
            }
            Turn::Abort => {
                let next = self.position.abort()?;
                self.advance(next, turn);
                Ok(())
            }
        }
    }

    fn advance(&mut self, mut next: Position, turn: Turn) {
        if repeats_third_time(&next, &self.seen) {
            next.end_by_repetition();
        }
        self.seen.push(next.hash());
        self.previous = Some(std::mem::replace(&mut self.position, next));
        self.record.push(turn);
    }
}

/// Whether `next` (a 2-player position still running) has occurred twice before in `seen`.
pub(crate) fn repeats_third_time(next: &Position, seen: &[u64]) -> bool {
    next.config().players() == 2
        && !next.is_over()
        && seen.iter().filter(|&&h| h == next.hash()).take(2).count() == 2
}
