//! The position JSON of `docs/formats.md`.

use std::collections::BTreeMap;

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::rules::{Config, EndReason, Mode, Outcome, Position, Seat, Setup, Square, Stack};

#[derive(Serialize, Deserialize)]
struct Variant {
    short: Option<u8>,
    swap: bool,
}

#[derive(Serialize, Deserialize)]
struct OutcomeJson {
    winners: Vec<u8>,
    reason: String,
}

struct Board<'a>(&'a Position);

impl Serialize for Board<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let squares: Vec<Square> = Square::all()
            .filter(|&sq| !self.0.stack(sq).is_empty())
            .collect();
        let mut map = serializer.serialize_map(Some(squares.len()))?;
        for sq in squares {
            map.serialize_entry(&sq.to_string(), &stack_digits(self.0.stack(sq)))?;
        }
        map.end()
    }
}

fn stack_digits(stack: Stack) -> String {
    stack
        .pieces()
        .map(|p| char::from(b'0' + p.number()))
        .collect()
}

#[derive(Serialize)]
struct PositionOut<'a> {
    players: u8,
    mode: &'static str,
    variant: Variant,
    to_act: Option<u8>,
    board: Board<'a>,
    reserves: Vec<u8>,
    captured: Vec<u8>,
    out: Vec<bool>,
    legal: Vec<String>,
    outcome: Option<OutcomeJson>,
}

#[derive(Deserialize)]
struct PositionIn {
    players: u8,
    mode: String,
    variant: Variant,
    to_act: Option<u8>,
    board: BTreeMap<String, String>,
    reserves: Vec<u8>,
    captured: Vec<u8>,
    /// Missing in JSON written before seats could be out: nobody is.
    #[serde(default)]
    out: Option<Vec<bool>>,
    outcome: Option<OutcomeJson>,
}

/// Why a JSON text is not a position.
#[derive(Debug, thiserror::Error)]
pub enum JsonError {
    /// Not JSON of the right shape.
    #[error("not a position JSON: {0}")]
    Syntax(#[from] serde_json::Error),
    /// The right shape, but not a position the rules allow.
    #[error("not a valid position: {0}")]
    Invalid(String),
}

/// The position as one line of JSON, exactly as `docs/formats.md` specifies.
#[must_use]
pub fn position_to_json(pos: &Position) -> String {
    let config = pos.config();
    let seats = config.seats();
    let mut legal: Vec<String> = pos
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect();
    legal.sort_unstable();
    let out = PositionOut {
        players: config.players(),
        mode: config.mode().name(),
        variant: Variant {
            short: config.short(),
            swap: config.swap(),
        },
        to_act: pos.to_act().map(Seat::number),
        board: Board(pos),
        reserves: seats.clone().map(|s| pos.reserve(s)).collect(),
        captured: seats.clone().map(|s| pos.captured(s)).collect(),
        out: seats.map(|s| pos.is_out(s)).collect(),
        legal,
        outcome: pos.outcome().map(|o| OutcomeJson {
            winners: o.winners().map(Seat::number).collect(),
            reason: o.reason().name().to_string(),
        }),
    };
    serde_json::to_string(&out).expect("a position always serialises")
}

/// Loads a position from its JSON. What the JSON does not carry is inferred: a swap opening
/// still under way, the 3-player first placements still owed, and the reserve pieces that the
/// seats now out took out of play (the pieces missing from the total).
pub fn position_from_json(text: &str) -> Result<Position, JsonError> {
    let input: PositionIn = serde_json::from_str(text)?;
    let invalid = |m: &str| JsonError::Invalid(m.to_string());
    let mode = match input.mode.as_str() {
        "standard" => Mode::Standard,
        "teams" => Mode::Teams,
        "ffa" => Mode::FreeForAll,
        _ => return Err(invalid("mode must be standard, teams or ffa")),
    };
    if (input.players == 4) == (mode == Mode::Standard) {
        return Err(invalid(
            "4 players play teams or ffa; 2 and 3 players play standard",
        ));
    }
    let config = Config::new(input.players, mode)
        .and_then(|c| c.with_short(input.variant.short))
        .and_then(|c| c.with_swap(input.variant.swap))
        .map_err(|e| JsonError::Invalid(e.to_string()))?;
    let players = usize::from(input.players);
    if input.reserves.len() != players || input.captured.len() != players {
        return Err(invalid("reserves and captured need one number per seat"));
    }
    let out_flags = input.out.unwrap_or_else(|| vec![false; players]);
    if out_flags.len() != players {
        return Err(invalid("out needs one boolean per seat"));
    }
    let mut board = [Stack::EMPTY; 64];
    for (key, digits) in &input.board {
        let sq: Square = key
            .parse()
            .map_err(|e: crate::notation::ParseError| JsonError::Invalid(e.to_string()))?;
        let pieces: Option<Vec<Seat>> = digits
            .bytes()
            .map(|b| b.checked_sub(b'0').and_then(Seat::from_number))
            .collect();
        let stack = pieces
            .filter(|p| !p.is_empty())
            .and_then(|p| Stack::from_pieces(&p))
            .ok_or_else(|| {
                JsonError::Invalid(format!(
                    "{key}: a stack is 1 to 5 seat digits, bottom first"
                ))
            })?;
        board[sq.index()] = stack;
    }
    let mut reserves = [0; 4];
    let mut captured = [0; 4];
    reserves[..players].copy_from_slice(&input.reserves);
    captured[..players].copy_from_slice(&input.captured);
    let outcome = match input.outcome {
        None => None,
        Some(o) => {
            let reason =
                EndReason::from_name(&o.reason).ok_or_else(|| invalid("unknown outcome reason"))?;
            let winners: Option<Vec<Seat>> = o
                .winners
                .iter()
                .map(|&n| Seat::from_number(n).filter(|s| s.index() < players))
                .collect();
            Some(Outcome::new(
                winners.ok_or_else(|| invalid("a winner is not a seat of this game"))?,
                reason,
            ))
        }
    };
    let to_act = match input.to_act {
        None => None,
        Some(n) => Some(Seat::from_number(n).ok_or_else(|| invalid("to_act is not a seat"))?),
    };
    let mut out = [false; 4];
    out[..players].copy_from_slice(&out_flags);
    let mut setup = Setup {
        config,
        board,
        reserves,
        captured,
        retired: retired_reserves(config, &board, &reserves, &captured, &out),
        to_act,
        out,
        first_placement: [false; 4],
        swap_pending: None,
        first_swap: None,
        outcome,
    };
    infer_opening(&mut setup);
    Position::from_setup(&setup).map_err(|e| JsonError::Invalid(e.to_string()))
}

/// The reserve pieces taken out of play by seats now out: what is missing from the game's
/// total, counted against the first seat out (the JSON does not say whose they were).
fn retired_reserves(
    config: Config,
    board: &[Stack; 64],
    reserves: &[u8; 4],
    captured: &[u8; 4],
    out: &[bool; 4],
) -> [u8; 4] {
    let mut retired = [0; 4];
    let present: usize = board.iter().map(|s| s.height()).sum::<usize>()
        + reserves
            .iter()
            .chain(captured)
            .map(|&n| usize::from(n))
            .sum::<usize>();
    let start = Position::start(config).to_setup();
    let total = start.board.iter().map(|s| s.height()).sum::<usize>()
        + start
            .reserves
            .iter()
            .map(|&n| usize::from(n))
            .sum::<usize>();
    if let (Some(first_out), Some(missing)) =
        (out.iter().position(|&o| o), total.checked_sub(present))
    {
        retired[first_out] = u8::try_from(missing).unwrap_or(u8::MAX);
    }
    retired
}

/// Recovers the opening state the JSON does not carry: the swap opening under way, and which
/// 3-player seats still owe their first placement.
fn infer_opening(setup: &mut Setup) {
    if setup.outcome.is_some() {
        return;
    }
    let start = Position::start(setup.config).to_setup();
    if setup.config.swap() && setup.captured == [0; 4] && setup.reserves == [0; 4] {
        let differ: Vec<Square> = Square::all()
            .filter(|s| setup.board[s.index()] != start.board[s.index()])
            .collect();
        let to_act = setup.to_act.map(Seat::index);
        match (differ.as_slice(), to_act) {
            ([], Some(0)) => setup.swap_pending = Seat::from_index(0),
            ([a, b], Some(1))
                if setup.board[a.index()] == start.board[b.index()]
                    && setup.board[b.index()] == start.board[a.index()] =>
            {
                let red_first = start.board[a.index()].owner().map(Seat::index) == Some(0);
                setup.swap_pending = Seat::from_index(1);
                setup.first_swap = Some(if red_first { (*a, *b) } else { (*b, *a) });
            }
            _ => {}
        }
    }
    // The placements go on empty squares, so while they are owed every stack is one piece.
    let all_single = setup.board.iter().all(|s| s.height() <= 1);
    if setup.config.players() == 3 && setup.captured == [0; 4] && all_single {
        let count = |seat: usize| {
            setup
                .board
                .iter()
                .flat_map(|s| s.pieces())
                .filter(|p| p.index() == seat)
                .count()
        };
        let placed = (0..3)
            .take_while(|&s| setup.reserves[s] == 0 && count(s) == 13)
            .count();
        let owing = (placed..3).all(|s| setup.reserves[s] == 1 && count(s) == 12);
        if placed < 3 && owing && setup.to_act.map(Seat::index) == Some(placed) {
            for s in placed..3 {
                setup.first_placement[s] = true;
            }
        }
    }
}
