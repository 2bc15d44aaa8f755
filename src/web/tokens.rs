//! The unguessable part of a page's link: an HMAC-SHA256 of what the page shows (a game, a
//! server or a tournament) under the configured secret (`WEB_SECRET`), its first 16 bytes in
//! hex.

use hmac::{Hmac, KeyInit as _, Mac as _};
use sha2::Sha256;

use crate::service::{GameId, TournamentId};
use crate::store::ServerId;

/// How many bytes of the HMAC a token keeps (128 bits: never guessed).
const TOKEN_BYTES: usize = 16;

/// Makes and checks the tokens of page links.
#[derive(Clone)]
pub struct Tokens {
    secret: Vec<u8>,
}

/// What a link shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A game's page (and its board pictures, record, replay and live events).
    Game(GameId),
    /// A server's page.
    Server(ServerId),
    /// A tournament's page (and its standings picture and live events).
    Tournament(TournamentId),
}

impl Subject {
    fn message(self) -> String {
        match self {
            Subject::Game(id) => format!("focus-bot game {id}"),
            Subject::Server(id) => format!("focus-bot server {id}"),
            Subject::Tournament(id) => format!("focus-bot tournament {id}"),
        }
    }
}

impl Tokens {
    /// Tokens under `secret` (any length; the longer the better).
    #[must_use]
    pub fn new(secret: &[u8]) -> Tokens {
        Tokens {
            secret: secret.to_vec(),
        }
    }

    fn mac(&self, message: &str) -> Hmac<Sha256> {
        let mut mac =
            Hmac::<Sha256>::new_from_slice(&self.secret).expect("HMAC takes a key of any length");
        mac.update(message.as_bytes());
        mac
    }

    /// The token of `subject`'s links.
    #[must_use]
    pub fn token(&self, subject: Subject) -> String {
        self.sign(&subject.message())
    }

    /// Whether `token` is `subject`'s (compared in constant time).
    #[must_use]
    pub fn is_valid(&self, subject: Subject, token: &str) -> bool {
        self.verify(&subject.message(), token)
    }

    /// The token of any other `message` (a play link's, a sign-in's): each kind of message
    /// starts with its own words, so that no token of one kind is ever one of another.
    #[must_use]
    pub(super) fn sign(&self, message: &str) -> String {
        let bytes = self.mac(message).finalize().into_bytes();
        bytes[..TOKEN_BYTES]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// Whether `token` is `message`'s (compared in constant time).
    #[must_use]
    pub(super) fn verify(&self, message: &str, token: &str) -> bool {
        let Some(bytes) = hex(token) else {
            return false;
        };
        bytes.len() == TOKEN_BYTES && self.mac(message).verify_truncated_left(&bytes).is_ok()
    }
}

/// Lowercase or uppercase hex to bytes; `None` for anything else.
pub(super) fn hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_its_subjects_only() {
        let tokens = Tokens::new(b"secret");
        let t = tokens.token(Subject::Game(GameId(12)));
        assert_eq!(t.len(), 32);
        assert!(tokens.is_valid(Subject::Game(GameId(12)), &t));
        assert!(!tokens.is_valid(Subject::Game(GameId(13)), &t));
        assert!(!tokens.is_valid(Subject::Server(ServerId(12)), &t));
        assert!(!tokens.is_valid(Subject::Tournament(TournamentId(12)), &t));
        let tournament = tokens.token(Subject::Tournament(TournamentId(12)));
        assert!(tokens.is_valid(Subject::Tournament(TournamentId(12)), &tournament));
        assert!(!tokens.is_valid(Subject::Game(GameId(12)), &tournament));
        assert!(!Tokens::new(b"other").is_valid(Subject::Game(GameId(12)), &t));
        assert!(!tokens.is_valid(Subject::Game(GameId(12)), &t[..30]));
        assert!(!tokens.is_valid(Subject::Game(GameId(12)), "zz"));
        assert!(!tokens.is_valid(Subject::Game(GameId(12)), ""));
    }

    /// A tournament's token is signed over its bare number, as it always was: links already
    /// posted keep working.
    #[test]
    fn a_tournaments_token_is_signed_over_its_number() {
        let tokens = Tokens::new(b"secret");
        let token = tokens.token(Subject::Tournament(TournamentId(12)));
        assert_eq!(token, "47e2c66893902b4fb462989dbf8d81eb");
        assert_eq!(token, tokens.sign("focus-bot tournament 12"));
    }

    /// A game's token too is signed over its bare number: links already posted keep working.
    #[test]
    fn a_games_token_is_signed_over_its_number() {
        let tokens = Tokens::new(b"secret");
        let token = tokens.token(Subject::Game(GameId(12)));
        assert_eq!(token, "0bc5d30e50a5eaa882f0a0256a680d39");
        assert_eq!(token, tokens.sign("focus-bot game 12"));
    }
}
