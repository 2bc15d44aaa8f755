//! Each reason a command is refused for is its own `Refusal`, carrying what its words need: a bad
//! option of a challenge, of `/focus settings`, of a leaderboard or a tournament, and a challenge
//! that cannot be answered. Each is private, says what to do, and changes nothing.

use focus_bot::notation::TimeLimitError;
use focus_bot::rules::ConfigError;
use focus_bot::service::ChallengeId;
use focus_bot::service::{Refusal, SeasonRefusal, SettingsChange, TournamentOptions};
use focus_bot::store::ChallengeStatus;

use crate::support::service::*;
use focus_bot::store::ChannelId;
use focus_bot::store::UserId;

/// `reply` is refused for `why`, in words containing `says`.
fn refused_for(reply: &Reply, why: Refusal, says: &str) {
    refused(reply, says);
    assert_eq!(reply.refusal, Some(why), "{}", reply.said());
}

on_both_engines! {
#[tokio::test]
async fn each_bad_challenge_names_its_own_reason(db) {
    let env = env(db).await;
    let s = &env.service;
    let none = snapshot(&env).await;
    let d = ChallengeOptions::default();
    let challenge = |opponents: Vec<Invitee>, options: ChallengeOptions| async move {
        s.challenge(&user(1), &HERE, &opponents, &options).await.unwrap()
    };
    let bot = Invitee { user_id: UserId(555), name: "OtherBot".into(), is_bot: true };
    let cases = [
        (challenge(vec![], d.clone()).await, Refusal::OpponentCount, "1 to 3 opponents"),
        (challenge(vec![invitee(1)], d.clone()).await, Refusal::ChallengedSelf, "yourself"),
        (
            challenge(vec![invitee(2), invitee(2)], d.clone()).await,
            Refusal::ChallengedTwice("bob".into()),
            "twice",
        ),
        (challenge(vec![bot], d.clone()).await, Refusal::ChallengedBot("OtherBot".into()), "is a bot"),
        (
            challenge(vec![invitee(2), invitee(3)], ChallengeOptions { mode: Some(Mode::Teams), ..d.clone() }).await,
            Refusal::ModeNeedsFour(3),
            "leave it out for a game of 3",
        ),
        (
            challenge(vec![invitee(2)], ChallengeOptions { level: Some(focus_bot::ai::Level::Easy), ..d.clone() }).await,
            Refusal::LevelWithoutComputer,
            "the computer is not in this game",
        ),
        (
            challenge(vec![invitee(2)], ChallengeOptions { short: Some(0), ..d.clone() }).await,
            Refusal::BadSetup(ConfigError::ShortZero),
            "at least 1",
        ),
        (
            challenge(vec![invitee(2), invitee(3)], ChallengeOptions { swap: true, ..d.clone() }).await,
            Refusal::BadSetup(ConfigError::SwapNeedsTwo),
            "2-player games only",
        ),
    ];
    for (reply, why, says) in cases {
        refused_for(&reply, why, says);
    }
    assert_eq!(snapshot(&env).await, none, "no bad challenge wrote anything");
}
}

on_both_engines! {
#[tokio::test]
async fn answering_a_challenge_one_may_not_names_why(db) {
    let env = env(db).await;
    let s = &env.service;
    let d = ChallengeOptions::default();
    refused_for(&s.accept(&user(2), &HERE, None).await.unwrap(), Refusal::NoChallenge(None, None), "no open challenge");
    let id = s.challenge(&user(1), &HERE, &[invitee(2), invitee(3)], &d).await.unwrap().challenge().unwrap().id;
    s.accept(&user(2), &HERE, None).await.unwrap();
    let open = snapshot(&env).await;
    refused_for(
        &s.accept(&user(2), &HERE, Some(ChallengeId(id.0 + 9))).await.unwrap(),
        Refusal::NoChallenge(Some(ChallengeId(id.0 + 9)), Some(id)),
        &format!("The open one here is challenge {id}"),
    );
    refused_for(&s.accept(&user(1), &HERE, None).await.unwrap(), Refusal::OwnChallenge, "You made this challenge");
    refused_for(&s.accept(&user(4), &HERE, None).await.unwrap(), Refusal::NotInvited, "not for you");
    refused_for(&s.decline(&user(4), &HERE, None).await.unwrap(), Refusal::NotInvited, "not for you");
    refused_for(&s.accept(&user(2), &HERE, None).await.unwrap(), Refusal::AcceptedAlready, "You already accepted");
    refused_for(&s.cancel(&user(2), &HERE, None).await.unwrap(), Refusal::NotChallenger, "Only **alice**");
    assert_eq!(snapshot(&env).await, open, "nothing changed");
    s.cancel(&user(1), &HERE, None).await.unwrap();
    let closed = s.accept(&user(3), &HERE, Some(id)).await.unwrap();
    refused_for(&closed, Refusal::ChallengeClosed(ChallengeStatus::Cancelled), "already cancelled");
    assert!(closed.challenge().is_some_and(|c| c.id == id && !c.open), "its buttons are greyed out");
}
}

on_both_engines! {
#[tokio::test]
async fn each_bad_setting_names_its_own_reason_and_saves_nothing(db) {
    let env = env(db).await;
    let s = &env.service;
    let before = s.store().server_settings(HERE.guild_id).await.unwrap();
    let set = |change: SettingsChange| async move { s.settings(&user(1), &HERE, &change).await.unwrap() };
    let none = SettingsChange::default;
    let cases = [
        (
            set(SettingsChange { time: Some("soon".into()), ..none() }).await,
            Refusal::BadTimeLimit(TimeLimitError::NotATime("soon".into())),
            "`default` is the bot's own",
        ),
        (
            set(SettingsChange { language: Some("xx".into()), ..none() }).await,
            Refusal::UnknownLanguage("xx".into()),
            "`xx` is not a language I speak",
        ),
        (
            set(SettingsChange { board: Some("loud".into()), ..none() }).await,
            Refusal::UnknownChoice("board", "loud".into()),
            "not `loud`",
        ),
        (
            set(SettingsChange { web: Some("maybe".into()), ..none() }).await,
            Refusal::UnknownChoice("web", "maybe".into()),
            "`web` is `on`",
        ),
        (
            set(SettingsChange { tournaments: Some("nobody".into()), ..none() }).await,
            Refusal::UnknownChoice("tournaments", "nobody".into()),
            "not `nobody`",
        ),
        (
            set(SettingsChange { takeback: Some("always".into()), ..none() }).await,
            Refusal::UnknownChoice("takeback", "always".into()),
            "not `always`",
        ),
        (
            set(SettingsChange { remove_channel: Some(ChannelId(42)), ..none() }).await,
            Refusal::ChannelNotListed(ChannelId(42)),
            "<#42> is not on the list",
        ),
        (
            set(SettingsChange { season: Some("old".into()), ..none() }).await,
            Refusal::Season(SeasonRefusal::NotNew("old".into())),
            "not `old`",
        ),
    ];
    for (reply, why, says) in cases {
        refused_for(&reply, why, says);
    }
    assert_eq!(s.store().server_settings(HERE.guild_id).await.unwrap(), before, "nothing saved");
    refused_for(
        &s.notify(&user(1), Some("loud")).await.unwrap(),
        Refusal::UnknownChoice("notify", "loud".into()),
        "`loud` is not a notice setting",
    );
    assert_eq!(
        s.store().notify_mode(UserId(1)).await.unwrap(),
        focus_bot::service::NotifyMode::default(),
        "the notice setting is as it was"
    );
}
}

on_both_engines! {
#[tokio::test]
async fn a_bad_leaderboard_or_tournament_option_names_its_own_reason(db) {
    let env = env(db).await;
    let s = &env.service;
    let board = |kind: Option<&'static str>, season: Option<&'static str>| async move {
        s.leaderboard(&user(1), &HERE, kind, season, None).await.unwrap()
    };
    refused_for(&board(Some("3p"), None).await, Refusal::UnknownKind("3p".into()), "`3p` is not a leaderboard");
    refused_for(&board(None, Some("7")).await, Refusal::NoSuchSeason("7".into(), 1), "from 1 to 1");
    let rights = focus_bot::service::TournamentRights { manage_events: true };
    let create = |options: TournamentOptions| async move {
        s.tournament_create(&user(1), &HERE, &options, rights).await.unwrap()
    };
    let two = TournamentOptions { players: 2, ..TournamentOptions::default() };
    let cases = [
        (create(TournamentOptions { players: 5, ..two.clone() }).await, Refusal::TablePlayers, "2, 3 or 4"),
        (create(TournamentOptions { mode: Some(Mode::Teams), ..two.clone() }).await, Refusal::TableModeNeedsFour, "tables of 4"),
        (create(TournamentOptions { name: Some("n".repeat(81)), ..two.clone() }).await, Refusal::NameTooLong, "at most 80"),
    ];
    for (reply, why, says) in cases {
        refused_for(&reply, why, says);
    }
    assert!(s.store().open_tournaments(HERE.guild_id).await.unwrap().is_empty(), "no tournament made");
}
}
