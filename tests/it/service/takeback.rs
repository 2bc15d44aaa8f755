//! The service: a takeback by agreement, accepted (2 and 3 players), declined, lapsed, raced
//! against the next move both ways, refused in a tournament game and in a rated game unless the
//! server allows it; the log keeps its `undo` line while the record, the position, the history
//! and the ratings show the game as it stands.

use crate::support::service::*;
use focus_bot::i18n::Lang;
use focus_bot::notation::position_to_json;
use focus_bot::rating::Kind;
use focus_bot::rules::Game;
use focus_bot::service::{
    Button, ChallengeRef, Event, NoTakeback, Refusal, ResignQuestion, SettingsChange, TakebackRef,
    TournamentRef,
};
use focus_bot::service::{ChallengeId, TournamentId};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;
use focus_bot::store::{NewPost, NewTournament, PostKind, StoredGame, TournamentFormat, UNDO};

fn casual() -> ChallengeOptions {
    ChallengeOptions {
        rated: false,
        ..options(FirstPlayer::Challenger)
    }
}

async fn stored(env: &Env) -> StoredGame {
    env.service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap()
}

fn takeback_refusal(reply: &Reply) -> NoTakeback {
    match reply.refusal {
        Some(Refusal::NoTakeback(why)) => why,
        ref other => panic!(
            "expected a takeback refusal, got {other:?}: {}",
            reply.said()
        ),
    }
}

fn has(reply: &Reply, wanted: impl Fn(&Event) -> bool) -> bool {
    reply.events.iter().any(wanted)
}

/// Sets the server's `takeback` setting.
async fn set_takeback(env: &Env, value: &str) {
    let change = SettingsChange {
        takeback: Some(value.to_string()),
        ..SettingsChange::default()
    };
    let r = env
        .service
        .settings(&user(1), &HERE, &change)
        .await
        .unwrap();
    assert!(r.refusal.is_none(), "{}", r.said());
}

on_both_engines! {
#[tokio::test]
async fn each_post_carries_exactly_its_buttons_in_their_order(db) {
    let env = env(db).await;
    let s = &env.service;
    let started = start(&env, &[1, 2], casual()).await;
    let id = stored(&env).await.id;
    // The start: the challenge (closed: its buttons go grey), then Play, added after it.
    assert!(matches!(&started.buttons[..], [Button::ChallengeAnswer(c), Button::Play(g)]
        if c.id == ChallengeId(1) && !c.open && *g == id), "{:?}", started.buttons);
    // A turn's post: Play for Bob, then Take back for Alice; the same from the outbox.
    let played = play_some(&env, 0).await;
    let turn = vec![Button::Play(id), Button::TakeBack(TakebackRef { game_id: id, ply: 1 })];
    assert_eq!(played.buttons, turn);
    let post = s.store().post(played.post.expect("a post")).await.unwrap().unwrap();
    assert_eq!(s.post_reply(&post).await.unwrap().buttons, turn);
    // The request: its Accept and Decline alone; declined, none.
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(asked.buttons, vec![Button::AnswerTakeback(TakebackRef { game_id: id, ply: 1 })]);
    let declined = s.answer_takeback(&user(2), &HERE, id, 1, false).await.unwrap();
    assert_eq!(declined.buttons, vec![]);
    // A draw offer: Accept draw and Decline.
    let offered = s.draw(&user(2), &HERE).await.unwrap();
    assert_eq!(offered.buttons, vec![Button::AnswerDraw(id)], "{}", offered.said());
    // A resignation's question, then the game-over post: Rematch, then Analyze; the same from
    // the outbox.
    let question = s.resign(&user(2), &HERE).await.unwrap();
    let confirm = ResignQuestion { game_id: id, user_id: UserId(2) };
    assert_eq!(question.buttons, vec![Button::ConfirmResign(confirm)]);
    let over = s.confirm_resign(&user(2), &HERE, None).await.unwrap();
    let follow_ups = vec![Button::Rematch(id), Button::Analyze(id)];
    assert_eq!(over.buttons, follow_ups, "{}", over.said());
    let post = s.store().post(over.post.expect("a post")).await.unwrap().unwrap();
    assert_eq!(s.post_reply(&post).await.unwrap().buttons, follow_ups);
}

#[tokio::test]
async fn outbox_rows_written_before_the_buttons_list_load_with_their_buttons(db) {
    let env = env(db).await;
    let s = &env.service;
    // Payloads as the outbox wrote them when each button was a field of its own.
    let rows = [
        (
            r#"{"text":"t","mentions":[2],"role_mentions":[],"play":7,"draw_offer":null,"button_lang":"fr","post_lang":"fr","direct":null,"challenge":null,"picture":false,"season":null,"rematch":null,"over":null,"web":null,"take_back":[7,3],"takeback_request":null,"tournament":null,"standings":null}"#,
            vec![Button::Play(GameId(7)), Button::TakeBack(TakebackRef { game_id: GameId(7), ply: 3 })],
        ),
        (
            r#"{"text":"t","button_lang":"en-US","rematch":4,"challenge":[5,[2,3],false,"it"],"tournament":[6,true,"ja"]}"#,
            vec![
                Button::ChallengeAnswer(ChallengeRef { id: ChallengeId(5), invitees: vec![UserId(2), UserId(3)], open: false, lang: Lang::It }),
                Button::Tournament(TournamentRef { id: TournamentId(6), signup: true, lang: Lang::Ja }),
                Button::Rematch(GameId(4)),
            ],
        ),
        (
            r#"{"text":"t","button_lang":"en-US","draw_offer":8}"#,
            vec![Button::AnswerDraw(GameId(8))],
        ),
        (
            r#"{"text":"t","button_lang":"en-US","takeback_request":[9,2]}"#,
            vec![Button::AnswerTakeback(TakebackRef { game_id: GameId(9), ply: 2 })],
        ),
    ];
    for (i, (payload, buttons)) in rows.into_iter().enumerate() {
        let new = NewPost {
            guild_id: HERE.guild_id,
            channel_id: HERE.channel_id,
            game: None,
            kind: PostKind::Turn,
            payload: payload.to_string(),
            nonce: format!("fb-old-{i}"),
            due_at: 0,
            created_at: 0,
        };
        let id = s.store().add_post(&new).await.unwrap();
        let post = s.store().post(id).await.unwrap().unwrap();
        let reply = s.post_reply(&post).await.unwrap();
        assert_eq!(reply.buttons, buttons, "{payload}");
    }
}

#[tokio::test]
async fn a_takeback_accepted_in_two_players_undoes_exactly_that_turn(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], casual()).await;
    let before = stored(&env).await.replay().unwrap();
    let played = play_some(&env, 3).await;
    let id = stored(&env).await.id;
    assert_eq!(
        played.buttons,
        vec![Button::Play(id), Button::TakeBack(TakebackRef { game_id: id, ply: 1 })],
        "the turn's post carries Take back"
    );
    // Bob may not ask: the last turn is not his.
    let not_his = s.takeback(&user(2), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&not_his), NoTakeback::NotLastTurn);

    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    public(&asked);
    assert_eq!(asked.mentions, vec![UserId(2)]);
    assert_eq!(asked.buttons, vec![Button::AnswerTakeback(TakebackRef { game_id: id, ply: 1 })]);
    assert!(has(&asked, |e| matches!(e, Event::TakebackAsked { .. })));
    let again = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&again), NoTakeback::Agreed);

    env.clock.advance(Duration::from_secs(60));
    let done = s.takeback(&user(2), &HERE).await.unwrap();
    public(&done);
    assert!(
        has(&done, |e| matches!(e, Event::TakenBack { ply: 2, .. })),
        "{:?}",
        done.events
    );
    assert!(done.said().contains("take back turn 1"), "{}", done.said());
    assert!(done.post.is_some(), "the board is posted again through the outbox");
    assert_shows_the_game(&env, &done).await;
    assert_eq!(to_act(&env).await, Some(UserId(1)), "alice is to act again");

    let after = stored(&env).await;
    assert_eq!(after.ply, 2, "the undo is an entry of its own");
    assert_eq!(after.actions[1].action, UNDO);
    assert_eq!(after.actions[1].seat, 1);
    assert_eq!(after.turn_started_at, START + 60_000, "her clock starts again");
    let game = after.replay().unwrap();
    assert_eq!(game.position(), before.position(), "the position before her turn");
    assert!(game.record().is_empty());
    assert!(after.kept().is_empty());
    // Her new turn can be asked about again; a turn without an action cannot.
    let asked_twice = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&asked_twice), NoTakeback::NotLastTurn);

    // Two more turns: the history numbers them 1 and 2, and says one was taken back; the record
    // replays to the position, which has no trace of the undone turn.
    play_some(&env, 5).await;
    play_some(&env, 2).await;
    let history = s.history(&user(1), &HERE, None).await.unwrap();
    let said = history.said();
    assert!(said.contains("  1. ") && said.contains("  2. "), "{said}");
    assert!(!said.contains("  3. "), "{said}");
    assert!(!said.contains(UNDO), "{said}");
    assert!(said.contains("One turn was taken back"), "{said}");
    let record = String::from_utf8(history.image.unwrap().bytes).unwrap();
    assert!(!record.contains(UNDO), "{record}");
    let now = stored(&env).await;
    let game = now.replay().unwrap();
    let read = read_record(now.options.config, &record).unwrap();
    assert_eq!(read.record(), game.record());
    assert_eq!(
        position_to_json(read.position()),
        position_to_json(game.position()),
        "the record's position is the game's"
    );
    let mut replayed = Game::new(now.options.config);
    for turn in game.record() {
        replayed.apply(*turn).unwrap();
    }
    assert_eq!(replayed.position(), game.position());
    assert_eq!(game.record().len(), 2);
    assert_eq!(now.ply, 4);
    // The board and the replay count the turns that stand, as the record does.
    let board = s.board(&user(1), &HERE).await.unwrap();
    assert!(board.said().contains("after turn 2"), "{}", board.said());
    let replay = s.replay(&user(1), &HERE, None).await.unwrap();
    assert!(replay.said().contains("(2 turns)"), "{}", replay.said());
    let gif = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(
        replay.image.unwrap().bytes,
    ))
    .unwrap();
    let frames = image::AnimationDecoder::into_frames(gif).count();
    assert_eq!(frames, 3, "the start and the two turns that stand");
}

#[tokio::test]
async fn in_three_players_everyone_else_must_agree(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2, 3], casual()).await;
    play_some(&env, 1).await;
    let id = stored(&env).await.id;
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    public(&asked);
    assert_eq!(asked.mentions, vec![UserId(2), UserId(3)]);
    // Bob agrees with the button; Carol is still asked.
    let agreed = s.answer_takeback(&user(2), &HERE, id, 1, true).await.unwrap();
    public(&agreed);
    assert!(has(&agreed, |e| matches!(e, Event::TakebackAgreed { .. })));
    assert_eq!(agreed.mentions, vec![UserId(3)]);
    assert!(agreed.buttons.iter().any(|b| matches!(b, Button::AnswerTakeback(_))), "the buttons stay for Carol");
    assert_eq!(stored(&env).await.ply, 1, "nothing taken back yet");
    let twice = s.answer_takeback(&user(2), &HERE, id, 1, true).await.unwrap();
    assert_eq!(takeback_refusal(&twice), NoTakeback::Agreed);
    let stranger = s.answer_takeback(&user(4), &HERE, id, 1, true).await.unwrap();
    refused(&stranger, "for the other players");
    // Carol agrees by asking herself.
    let done = s.takeback(&user(3), &HERE).await.unwrap();
    public(&done);
    assert!(has(&done, |e| matches!(e, Event::TakenBack { .. })));
    assert_eq!(to_act(&env).await, Some(UserId(1)));
    assert!(stored(&env).await.replay().unwrap().record().is_empty());
}

#[tokio::test]
async fn a_declined_takeback_leaves_the_turn_and_is_not_asked_again(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], casual()).await;
    play_some(&env, 1).await;
    let id = stored(&env).await.id;
    s.takeback(&user(1), &HERE).await.unwrap();
    let own = s.answer_takeback(&user(1), &HERE, id, 1, false).await.unwrap();
    assert_eq!(takeback_refusal(&own), NoTakeback::Agreed, "the asker cannot decline");
    let declined = s.answer_takeback(&user(2), &HERE, id, 1, false).await.unwrap();
    public(&declined);
    assert!(has(&declined, |e| matches!(e, Event::TakebackDeclined { .. })));
    assert_eq!(declined.buttons, vec![], "its buttons go");
    let again = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&again), NoTakeback::AskedAlready);
    let late = s.answer_takeback(&user(2), &HERE, id, 1, true).await.unwrap();
    assert_eq!(takeback_refusal(&late), NoTakeback::NoRequest);
    assert_eq!(stored(&env).await.ply, 1);
    assert_eq!(to_act(&env).await, Some(UserId(2)), "the game goes on");
}

#[tokio::test]
async fn a_takeback_lapses_when_anyone_acts(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], casual()).await;
    play_some(&env, 1).await;
    let id = stored(&env).await.id;
    s.takeback(&user(1), &HERE).await.unwrap();
    // Bob moves instead of answering: the request lapses, and his post says so.
    let moved = play_some(&env, 2).await;
    assert!(has(&moved, |e| matches!(e, Event::TakebackLapsed { .. })), "{:?}", moved.events);
    assert!(moved.said().contains("lapsed"), "{}", moved.said());
    // His click on the old request's Accept is refused with the reason.
    let late = s.answer_takeback(&user(2), &HERE, id, 1, true).await.unwrap();
    assert_eq!(takeback_refusal(&late), NoTakeback::NoRequest);
    assert!(late.said().contains("a turn was played since"), "{}", late.said());
    // Alice's turn is no longer the last one.
    let old = s.take_back_clicked(&user(1), &HERE, id, 1).await.unwrap();
    assert_eq!(takeback_refusal(&old), NoTakeback::NotLastTurn);
    assert_eq!(stored(&env).await.ply, 2);
    // A draw offered while a takeback is asked: the agreed draw is a turn, the request lapses.
    play_some(&env, 0).await;
    s.takeback(&user(1), &HERE).await.unwrap();
    s.draw(&user(2), &HERE).await.unwrap();
    let drawn = s.draw(&user(1), &HERE).await.unwrap();
    assert!(has(&drawn, |e| matches!(e, Event::TakebackLapsed { .. })), "{:?}", drawn.events);
    assert!(outcome(&env).await.is_some());
}

#[tokio::test]
async fn a_takeback_racing_the_next_move_exactly_one_wins(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], casual()).await;
    play_some(&env, 1).await;
    let id = stored(&env).await.id;

    // The accept wins: Bob's move from the picker he opened before is refused with the reason.
    s.takeback(&user(1), &HERE).await.unwrap();
    let menu_ply = stored(&env).await.ply;
    let bobs: Vec<String> = {
        // Bob's legal moves at that ply (the position he saw).
        let g = stored(&env).await.replay().unwrap();
        g.position().legal_actions().iter().map(ToString::to_string).collect()
    };
    let done = s.takeback(&user(2), &HERE).await.unwrap();
    public(&done);
    let late_move = s.play_picked(&user(2), &HERE, id, menu_ply, &bobs[0]).await.unwrap();
    assert!(late_move.private, "{}", late_move.said());
    assert!(late_move.refusal.is_some(), "{}", late_move.said());
    assert_eq!(stored(&env).await.ply, 2, "only the undo was written");

    // The move wins: it is written between the request and the accept; the accept is refused.
    play_some(&env, 4).await;
    s.takeback(&user(1), &HERE).await.unwrap();
    play_some(&env, 0).await;
    let late = s.answer_takeback(&user(2), &HERE, id, 3, true).await.unwrap();
    assert_eq!(takeback_refusal(&late), NoTakeback::NoRequest);
    assert_eq!(stored(&env).await.ply, 4);

    // Both at once, many times: exactly one of them is written, the other refused.
    for round in 0..4 {
        play_some(&env, round).await; // Alice
        let asked = s.takeback(&user(1), &HERE).await.unwrap();
        public(&asked);
        let ply = stored(&env).await.ply;
        let bob_move = {
            let g = stored(&env).await.replay().unwrap();
            g.position().legal_actions()[round].to_string()
        };
        let bob = user(2);
        let (accept, moved) = tokio::join!(
            s.answer_takeback(&bob, &HERE, id, ply, true),
            s.play(&bob, &HERE, &bob_move)
        );
        let (accept, moved) = (accept.unwrap(), moved.unwrap());
        assert!(
            accept.private != moved.private,
            "exactly one wins: {} / {}",
            accept.said(),
            moved.said()
        );
        let loser = if accept.private { &accept } else { &moved };
        assert!(loser.refusal.is_some(), "{}", loser.said());
        let now = stored(&env).await;
        assert_eq!(now.ply, ply + 1, "one entry written");
        now.replay().unwrap();
        if !moved.private {
            continue;
        }
        // The takeback won: Alice plays again.
        assert_eq!(to_act(&env).await, Some(UserId(1)));
        play_some(&env, round + 1).await;
        play_some(&env, round).await; // Bob
    }
}

#[tokio::test]
async fn no_takeback_and_no_rematch_in_a_tournament_game(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], casual()).await;
    let id = stored(&env).await.id;
    let store = s.store();
    let tournament = store
        .create_tournament(&NewTournament {
            guild_id: HERE.guild_id,
            channel_id: HERE.channel_id,
            creator_id: UserId(1),
            name: "Cup".to_string(),
            format: TournamentFormat::Swiss,
            per_table: 2,
            mode: Mode::Standard,
            rounds: None,
            double: false,
            turn_limit: None,
            rated: false,
            max_players: None,
            language: "en-US".to_string(),
            created_at: START,
        })
        .await
        .unwrap();
    assert!(store.record_round(tournament, 1, &[vec![UserId(1), UserId(2)]], START).await.unwrap());
    assert!(store.set_table_game(tournament, 1, 1, id).await.unwrap());

    let played = play_some(&env, 1).await;
    assert_eq!(played.buttons, vec![Button::Play(id)], "no Take back button");
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&asked), NoTakeback::Tournament);
    assert!(asked.said().contains("Tournament games have no takebacks"));
    set_takeback(&env, "all").await;
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&asked), NoTakeback::Tournament, "whatever the setting");

    let over = s.confirm_resign(&user(2), &HERE, None).await.unwrap();
    public(&over);
    assert!(outcome(&env).await.is_some());
    assert_eq!(over.buttons, vec![Button::Analyze(id)], "no Rematch button");
    let rematch = s.rematch(&user(1), &HERE, None).await.unwrap();
    refused(&rematch, "tournament");
}

#[tokio::test]
async fn rated_games_have_takebacks_only_when_the_server_allows(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let played = play_some(&env, 1).await;
    assert!(!played.buttons.iter().any(|b| matches!(b, Button::TakeBack(_))), "rated: no Take back button by default");
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&asked), NoTakeback::Rated);
    set_takeback(&env, "off").await;
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&asked), NoTakeback::Off);
    let bad = s
        .settings(
            &user(1),
            &HERE,
            &SettingsChange {
                takeback: Some("sometimes".to_string()),
                ..SettingsChange::default()
            },
        )
        .await
        .unwrap();
    refused(&bad, "(unrated games only)");
    set_takeback(&env, "all").await;
    let shown = s.settings(&user(1), &HERE, &SettingsChange::default()).await.unwrap();
    assert!(shown.said().contains("in every game but tournament games"), "{}", shown.said());
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    public(&asked);
    let done = s.takeback(&user(2), &HERE).await.unwrap();
    public(&done);
    assert_eq!(to_act(&env).await, Some(UserId(1)));
    let played = play_some(&env, 2).await;
    assert!(played.buttons.iter().any(|b| matches!(b, Button::TakeBack(_))), "allowed now: Take back shown");

    // The game ends and is rated; a rebuild of the ratings gives the same.
    let over = s.confirm_resign(&user(2), &HERE, None).await.unwrap();
    public(&over);
    let id = stored(&env).await.id;
    let standings = s.store().standings(HERE.guild_id, Kind::TwoPlayer).await.unwrap();
    let changes = format!("{:?}", s.store().rating_changes(id).await.unwrap());
    assert_eq!(standings.len(), 2, "the game was rated");
    s.store().rebuild_ratings().await.unwrap();
    assert_eq!(s.store().standings(HERE.guild_id, Kind::TwoPlayer).await.unwrap(), standings);
    assert_eq!(format!("{:?}", s.store().rating_changes(id).await.unwrap()), changes);
}

#[tokio::test]
async fn against_the_computer_its_answer_ends_the_turn_to_take_back(db) {
    let env = env(db).await;
    let s = &env.service;
    let opts = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..casual()
    };
    let r = s.challenge(&user(1), &HERE, &[computer()], &opts).await.unwrap();
    public(&r);
    let played = play_some(&env, 1).await;
    assert!(!played.buttons.iter().any(|b| matches!(b, Button::TakeBack(_))), "the computer plays next: no Take back");
    s.settle().await;
    assert_eq!(to_act(&env).await, Some(UserId(1)), "the computer answered");
    let asked = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&asked), NoTakeback::NotLastTurn);
}

#[tokio::test]
async fn casual_games_have_takebacks_by_default_but_not_against_a_finished_turn(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, &[1, 2], casual()).await;
    // Nobody has played: nothing to take back.
    let nothing = s.takeback(&user(1), &HERE).await.unwrap();
    assert_eq!(takeback_refusal(&nothing), NoTakeback::NotLastTurn);
    let stranger = s.takeback(&user(4), &HERE).await.unwrap();
    assert_eq!(stranger.refusal, Some(Refusal::NotAPlayer));
    play_some(&env, 1).await;
    // Alice resigns: a resignation is no turn to take back, and the game is over.
    s.confirm_resign(&user(1), &HERE, None).await.unwrap();
    let over = s.takeback(&user(1), &HERE).await.unwrap();
    assert!(over.private && over.refusal.is_some(), "{}", over.said());
}
}

/// A game of 2 players whose log holds `lines` (seat, action), as a store would hand it over.
fn logged(lines: &[(i64, &str)]) -> StoredGame {
    let player = |id: u64| focus_bot::store::Player {
        user_id: UserId(id),
        name: format!("p{id}"),
        computer: None,
    };
    StoredGame {
        id: GameId(1),
        guild_id: ServerId(1),
        channel_id: ChannelId(10),
        options: focus_bot::store::GameOptions {
            config: Config::two_players(),
            turn_limit: None,
            rated: false,
        },
        created_at: START,
        ply: lines.len() as i64,
        turn_started_at: START,
        reminded: false,
        draw_offers: 0,
        takeback_ply: None,
        takeback_seats: 0,
        finished_at: None,
        seats: vec![player(1), player(2)],
        actions: lines
            .iter()
            .enumerate()
            .map(|(i, &(seat, action))| LoggedAction {
                ply: i as i64,
                seat,
                action: action.to_string(),
                at: START,
            })
            .collect(),
    }
}

/// An `undo` takes back the action just before it, of its own seat, and nothing else: one after
/// another seat's action, after another `undo`, after a resignation or first in the log makes
/// the log corrupt (the game is closed as any log that does not replay).
#[test]
fn an_undo_replays_only_right_after_an_action_of_its_seat() {
    let legal = Game::new(Config::two_players()).position().legal_actions();
    let first = legal[0].to_string();
    let mut after_first = Game::new(Config::two_players());
    after_first.play(legal[0]).unwrap();
    let reply = after_first.position().legal_actions()[0].to_string();

    let fine = logged(&[(1, &first), (1, UNDO), (1, &first), (2, &reply)]);
    let game = fine.replay().unwrap();
    assert_eq!(game.record().len(), 2);
    let kept: Vec<(i64, i64, String)> = fine
        .kept()
        .into_iter()
        .map(|a| (a.ply, a.seat, a.action))
        .collect();
    assert_eq!(kept, vec![(0, 1, first.clone()), (1, 2, reply.clone())]);
    assert_eq!(fine.takebacks(), 1);

    for (why, lines) in [
        ("first in the log", vec![(1, UNDO)]),
        (
            "another seat's action",
            vec![(1, first.as_str()), (2, UNDO)],
        ),
        (
            "after another undo",
            vec![(1, first.as_str()), (1, UNDO), (1, UNDO)],
        ),
        (
            "after a resignation",
            vec![(1, first.as_str()), (2, "resign 2"), (2, UNDO)],
        ),
    ] {
        let corrupt = logged(&lines);
        assert!(
            matches!(
                corrupt.replay(),
                Err(focus_bot::store::StoreError::Corrupt { .. })
            ),
            "{why}"
        );
    }
}
