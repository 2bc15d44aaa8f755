//! What the web pages show of a game and of a server: the players, the move list, the board at
//! any turn, the result, the server's games and leaderboard, in words of a language. The web
//! front end marks them up; it never rebuilds a game itself.

use crate::i18n::{Lang, colour};
use crate::render;
use crate::rules::Game;
use crate::store::{GameId, ServerId};
use crate::t;

use super::Views;
use crate::service::core::Loaded;
use crate::service::text::{self, history_line, result_words_in};
use crate::service::{ServiceError, drawing};

/// A game as its web page shows it, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameView {
    /// The game.
    pub id: GameId,
    /// Its server.
    pub guild_id: ServerId,
    /// The language of its public posts.
    pub game_lang: Lang,
    /// Whether it is still being played.
    pub running: bool,
    /// The players, seat 1 first.
    pub players: Vec<PlayerCard>,
    /// The turns, in order: the turn number is the index plus one.
    pub moves: Vec<MoveLine>,
    /// Where it stands: "in progress", or its result (marked text).
    pub status: String,
}

/// A player of a game as the page lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerCard {
    /// The seat's colour, in words.
    pub colour: String,
    /// The seat's number, from 1.
    pub seat: u8,
    /// The name shown (the computer's by its level).
    pub name: String,
    /// Pieces on the board, in reserve and captured, now.
    pub counts: [usize; 3],
}

/// One turn of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// The turn's number, from 1.
    pub ply: i64,
    /// The seat that played it, from 1.
    pub seat: u8,
    /// "Red    c3-f3:3" (the record's notation), or what happened in words.
    pub text: String,
}

/// A server as its web page shows it, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerView {
    /// The language it is said in.
    pub lang: Lang,
    /// A page of its games running now, the latest first: (game, a line about it).
    pub running: Vec<(GameId, String)>,
    /// A page of its finished games, the latest first.
    pub finished: Vec<(GameId, String)>,
    /// The page's number, from 1.
    pub page: usize,
    /// Whether the next page lists more games.
    pub more: bool,
    /// The top of its 2-player leaderboard, a line a player (marked text); empty when nobody
    /// is ranked.
    pub leaderboard: Vec<String>,
}

impl Views {
    /// Game `loaded` as its page shows it, in `lang` (its own language when `None`).
    pub(in crate::service) fn game_view(&self, loaded: &Loaded, lang: Option<Lang>) -> GameView {
        let game_lang = loaded.lang;
        let lang = lang.unwrap_or(game_lang);
        let stored = &loaded.stored;
        let pos = loaded.game.position();
        let players = pos
            .config()
            .seats()
            .map(|seat| PlayerCard {
                colour: colour(lang, seat),
                seat: seat.number(),
                name: text::shown(lang, stored.player(seat)),
                counts: [
                    pos.pieces_on_board(seat),
                    pos.reserve(seat).into(),
                    pos.captured(seat).into(),
                ],
            })
            .collect();
        // The turns that stand (none taken back), numbered as in the record.
        let moves = stored
            .kept()
            .iter()
            .map(|entry| MoveLine {
                ply: entry.ply + 1,
                seat: u8::try_from(entry.seat).unwrap_or(0),
                text: history_line(lang, entry),
            })
            .collect();
        let status = status_words(lang, stored, pos);
        GameView {
            id: stored.id,
            guild_id: stored.guild_id,
            game_lang,
            running: !pos.is_over(),
            players,
            moves,
            status,
        }
    }

    /// The board of `game` after `ply` turns (0: the start), with the cards of `table`, as a
    /// PNG `scale` times the posts' size (1 or 2: for a high-density screen); `None` when
    /// there is no such turn.
    pub(in crate::service) async fn board_at(
        &self,
        game: &Game,
        ply: usize,
        mut table: render::Table,
        scale: u32,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        let record = game.record().to_vec();
        if ply > record.len() {
            return Ok(None);
        }
        let mut then = Game::new(game.position().config());
        for &turn in &record[..ply] {
            if then.apply(turn).is_err() {
                return Ok(None);
            }
        }
        // Draw offers belong to the game now, not to an earlier turn.
        if ply < record.len() {
            table.draw_offers.clear();
        }
        let png = self
            .core
            .draw(move || drawing::board_png_scaled(&then, &table, scale))
            .await??;
        Ok(Some(png))
    }
}

/// Where a game stands, naming the players as the posts do: "alice (Green) won
/// (resignation).", "It is bob's turn (Red).", "The computer plays Red: thinking…".
fn status_words(
    lang: Lang,
    stored: &crate::store::StoredGame,
    pos: &crate::rules::Position,
) -> String {
    if let Some(outcome) = pos.outcome() {
        let Some(how) = text::how_words(lang, outcome.reason()) else {
            return result_words_in(lang, outcome);
        };
        let winners: Vec<String> = outcome
            .winners()
            .map(|s| text::seat_label(lang, stored, s))
            .collect();
        return t!(
            lang,
            "web-status-won",
            count = winners.len(),
            names = text::both(lang, &winners),
            how = how
        );
    }
    let Some(seat) = pos.to_act() else {
        return t!(lang, "history-in-progress");
    };
    let player = stored.player(seat);
    if player.computer.is_some() {
        t!(lang, "board-computer", colour = colour(lang, seat))
    } else {
        t!(
            lang,
            "board-turn",
            name = text::person(lang, &player.name),
            colour = colour(lang, seat)
        )
    }
}

/// The board's text alternative after `ply` turns of `view`, in `lang`.
#[must_use]
pub fn board_words(lang: Lang, view: &GameView, ply: usize) -> String {
    match ply.checked_sub(1).and_then(|i| view.moves.get(i)) {
        None => t!(lang, "web-position-start"),
        Some(m) => t!(
            lang,
            "web-position-after",
            n = m.ply,
            action = m.text.clone()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_its_own_words() {
        let view = GameView {
            id: GameId(1),
            guild_id: ServerId(1),
            game_lang: Lang::EnUs,
            running: true,
            players: Vec::new(),
            moves: Vec::new(),
            status: String::new(),
        };
        assert_eq!(
            board_words(Lang::EnUs, &view, 0),
            t!(Lang::EnUs, "web-position-start")
        );
    }
}
