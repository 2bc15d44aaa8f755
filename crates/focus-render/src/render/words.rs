//! Every word the picture shows, in one language. The renderer knows no languages: its caller
//! fills [`Words`] (the service does, from the Fluent files); [`Words::default`] is English.
//! A few are templates: `{who}` (the winners' names), `{colour}` (a seat's colour), `{n}`.

/// The picture's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The seats' colours, seat 1 first: the names of seats without a display name.
    pub colours: [String; 4],
    /// The mark on each seat's discs, seat 1 first: its colour's initial in the language (R,
    /// G, B, Y; R, V, B, J), one character each, no two alike.
    pub letters: [String; 4],
    /// The banner's first line for one winner: `{who} wins`.
    pub wins: String,
    /// The banner's first line for several winners: `{who} win`.
    pub win: String,
    /// The banner's first line for a draw.
    pub draw: String,
    /// The banner's first line for an aborted game.
    pub aborted: String,
    /// Why: nobody else can move.
    pub why_no_moves: String,
    /// Why: the third repetition.
    pub why_repetition: String,
    /// Why: the short game's target.
    pub why_short: String,
    /// Why: a resignation.
    pub why_resign: String,
    /// Why: the others' time ran out.
    pub why_time: String,
    /// Why: a draw everyone agreed.
    pub why_agreed: String,
    /// Why: aborted by a moderator.
    pub why_moderator: String,
    /// A card's status: the winner.
    pub winner: String,
    /// A card's status: out of the game.
    pub out: String,
    /// A card's status: to place the first reserve piece.
    pub to_place: String,
    /// A card's status: to swap.
    pub to_swap: String,
    /// A card's status: to move.
    pub to_move: String,
    /// A card's status: skipped.
    pub skipped: String,
    /// A card's note: a pending draw offer.
    pub offers_draw: String,
    /// A card's partner note: `+ {colour}`.
    pub partner: String,
    /// A card's number labels: reserve, captured, stacks.
    pub reserve: String,
    /// See `reserve`.
    pub captured: String,
    /// See `reserve`.
    pub stacks: String,
    /// The turn list's header before any turn.
    pub start: String,
    /// The same, with who moves first: `Start of the game · {colour} to move`.
    pub start_to_move: String,
    /// The turn list's header for one marked turn.
    pub last_turn: String,
    /// The turn list's header for several: `Last {n} turns`.
    pub last_turns: String,
    /// A marked turn that was a resignation.
    pub resigned: String,
    /// A marked turn that was a timeout.
    pub out_of_time: String,
    /// A marked turn that was an agreed draw.
    pub draw_agreed: String,
    /// A marked turn that was an abort.
    pub turn_aborted: String,
    /// The label of the pieces captured in the last turn.
    pub off_captured: String,
    /// The label of the pieces that went to a reserve in the last turn.
    pub off_reserve: String,
}

impl Default for Words {
    fn default() -> Words {
        let s = str::to_string;
        Words {
            colours: ["Red", "Green", "Blue", "Yellow"].map(s),
            letters: ["R", "G", "B", "Y"].map(s),
            wins: s("{who} wins"),
            win: s("{who} win"),
            draw: s("Draw"),
            aborted: s("Game aborted"),
            why_no_moves: s("the others cannot move"),
            why_repetition: s("third repetition"),
            why_short: s("capture target reached"),
            why_resign: s("by resignation"),
            why_time: s("the others ran out of time"),
            why_agreed: s("agreed"),
            why_moderator: s("by a moderator"),
            winner: s("winner"),
            out: s("out"),
            to_place: s("to place"),
            to_swap: s("to swap"),
            to_move: s("to move"),
            skipped: s("skipped"),
            offers_draw: s("offers draw"),
            partner: s("+ {colour}"),
            reserve: s("reserve"),
            captured: s("captured"),
            stacks: s("stacks"),
            start: s("Start of the game"),
            start_to_move: s("Start of the game · {colour} to move"),
            last_turn: s("Last turn"),
            last_turns: s("Last {n} turns"),
            resigned: s("resigned"),
            out_of_time: s("out of time"),
            draw_agreed: s("draw agreed"),
            turn_aborted: s("aborted"),
            off_captured: s("captured"),
            off_reserve: s("to reserve"),
        }
    }
}

impl Words {
    /// A seat's colour.
    #[must_use]
    pub fn colour(&self, seat: crate::rules::Seat) -> &str {
        &self.colours[seat.index()]
    }

    /// The mark on a seat's discs.
    #[must_use]
    pub fn letter(&self, seat: crate::rules::Seat) -> &str {
        &self.letters[seat.index()]
    }
}
