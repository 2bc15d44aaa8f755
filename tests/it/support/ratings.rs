//! Rated games written through the store as the service writes them: for the ratings tests, and
//! for the leaderboards the console and Discord tests show.

use focus_bot::rules::FirstPlayer;
use focus_bot::rules::{Config, Game, Seat, Turn};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::{GameOptions, NewChallenge, Player, Store, TurnWrite};

pub(crate) const GUILD: ServerId = ServerId(1);

pub(crate) use super::store::{START, person};

/// A game in progress, written through the store as the service writes it.
pub(crate) struct Live {
    /// The game's id in the store.
    pub(crate) id: GameId,
    /// The game as played so far.
    pub(crate) game: Game,
}

/// Starts a game between `seats` (seat order) in `channel`.
pub(crate) async fn start(
    store: &Store,
    channel: u64,
    seats: Vec<Player>,
    config: Config,
    rated: bool,
) -> Live {
    start_in(store, GUILD, channel, seats, config, rated).await
}

pub(crate) async fn start_in(
    store: &Store,
    guild: ServerId,
    channel: u64,
    seats: Vec<Player>,
    config: Config,
    rated: bool,
) -> Live {
    let new = NewChallenge {
        guild_id: guild,
        channel_id: ChannelId(channel),
        options: GameOptions {
            config,
            turn_limit: None,
            rated,
        },
        first: FirstPlayer::Challenger,
        players: seats.clone(),
        created_at: START,
        expires_at: START + 1_000_000,
        language: "en-US".to_string(),
    };
    let challenge = store.create_challenge(&new).await.unwrap();
    let mut id = None;
    for p in seats.iter().skip(1).filter(|p| p.computer.is_none()) {
        id = store
            .accept_challenge(challenge, p.user_id, <[Player]>::to_vec, START)
            .await
            .unwrap();
    }
    let id = id.expect("everyone accepted");
    Live {
        id,
        game: Game::new(config),
    }
}

/// Plays one turn through the store (which rates the game when the turn ends it).
pub(crate) async fn play(store: &Store, live: &mut Live, turn: Turn, at: i64) {
    let seat = match turn {
        Turn::Resign(s) | Turn::Time(s) => s,
        _ => live.game.position().to_act().unwrap(),
    };
    let action = match turn {
        Turn::Act(a) => a.to_string(),
        Turn::Resign(s) => format!("resign {}", s.number()),
        Turn::Time(s) => format!("time {}", s.number()),
        Turn::Draw => "draw".to_string(),
        Turn::Abort => "abort".to_string(),
    };
    let before = live.game.position().to_act();
    live.game.apply(turn).unwrap();
    store
        .append_turn(&TurnWrite {
            game_id: live.id,
            expected_ply: live.game.record().len() as i64 - 1,
            seat,
            action,
            at,
            outcome: live.game.position().outcome(),
            restart_clock: matches!(turn, Turn::Act(_)) || live.game.position().to_act() != before,
        })
        .await
        .unwrap();
}

/// A quick rated game: everyone acts once, then the `loser` resigns (2 players).
pub(crate) async fn quick_game(
    store: &Store,
    channel: u64,
    winner: Player,
    loser: Player,
    at: i64,
) -> GameId {
    quick_game_in(store, GUILD, channel, winner, loser, at).await
}

pub(crate) async fn quick_game_in(
    store: &Store,
    guild: ServerId,
    channel: u64,
    winner: Player,
    loser: Player,
    at: i64,
) -> GameId {
    let mut live = start_in(
        store,
        guild,
        channel,
        vec![winner, loser],
        Config::two_players(),
        true,
    )
    .await;
    for _ in 0..2 {
        let a = live.game.position().legal_actions()[0];
        play(store, &mut live, Turn::Act(a), at).await;
    }
    play(
        store,
        &mut live,
        Turn::Resign(Seat::from_number(2).unwrap()),
        at,
    )
    .await;
    live.id
}

/// Writes `rounds` rated 2-player games in server `guild` where each of `winners` beats `loser`
/// (in channels from 1,000,000 on).
pub(crate) async fn seed_wins(
    store: &Store,
    guild: ServerId,
    winners: &[u64],
    loser: u64,
    rounds: u64,
) {
    let mut channel = 1_000_000;
    for round in 0..rounds {
        for &w in winners {
            channel += 1;
            let at = START + i64::try_from(round).unwrap();
            quick_game_in(store, guild, channel, person(w), person(loser), at).await;
        }
    }
}
