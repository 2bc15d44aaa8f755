//! Rows for the store's own tests (`store.rs`, `store_outbox.rs`, the tournaments'): players, a
//! challenge, a started 2-player game and its first move, a Swiss, all at a fixed time.

use std::time::Duration;

use focus_bot::rules::{Config, FirstPlayer, Game, Mode, Turn};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;
use focus_bot::store::{
    GameOptions, NewChallenge, NewTournament, Player, Store, TournamentFormat, TurnWrite,
};

/// The tests' "now", in milliseconds.
pub const START: i64 = 1_795_262_400_000;

/// Player `id`, named `player{id}`.
pub fn person(id: u64) -> Player {
    Player {
        user_id: UserId(id),
        name: format!("player{id}"),
        computer: None,
    }
}

/// A rated 2-player challenge in `channel` of server 1, without a turn limit.
pub fn challenge(channel: u64, players: Vec<Player>) -> NewChallenge {
    NewChallenge {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
        options: GameOptions {
            config: Config::two_players(),
            turn_limit: None,
            rated: true,
        },
        first: FirstPlayer::Challenger,
        players,
        created_at: START,
        expires_at: START + 60_000,
        language: "en-US".to_string(),
    }
}

/// A 2-player game in `channel` between players 1 (seat 1) and 2; its id.
pub async fn game(store: &Store, channel: u64) -> GameId {
    game_limited(store, channel, None).await
}

/// [`game`] with a turn limit.
pub async fn game_limited(store: &Store, channel: u64, turn_limit: Option<Duration>) -> GameId {
    let mut new = challenge(channel, vec![person(1), person(2)]);
    new.options.turn_limit = turn_limit;
    let id = store.create_challenge(&new).await.unwrap();
    store
        .accept_challenge(id, UserId(2), |p| p.to_vec(), START)
        .await
        .unwrap()
        .expect("everyone accepted: the game started")
}

/// The first legal move of the game as stored, as a turn to write at `ply`.
pub async fn first_move(store: &Store, id: GameId, ply: i64) -> TurnWrite {
    let stored = store.game(id).await.unwrap().unwrap();
    let game: Game = stored.replay().unwrap();
    let seat = game.position().to_act().unwrap();
    let action = game.position().legal_actions()[0];
    TurnWrite {
        game_id: id,
        expected_ply: ply,
        seat,
        action: Turn::Act(action).to_string(),
        at: START + 1000 * (ply + 1),
        outcome: None,
        restart_clock: true,
    }
}

/// A Swiss of server 1 in channel 50 (tables of two, a day a turn, rated, in French).
pub fn swiss() -> NewTournament {
    NewTournament {
        guild_id: ServerId(1),
        channel_id: ChannelId(50),
        creator_id: UserId(1),
        name: "Autumn Swiss".to_string(),
        format: TournamentFormat::Swiss,
        per_table: 2,
        mode: Mode::Standard,
        rounds: None,
        double: false,
        turn_limit: Some(Duration::from_secs(86_400)),
        rated: true,
        max_players: None,
        language: "fr".to_string(),
        created_at: START,
    }
}
