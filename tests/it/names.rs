//! The names enums are stored, typed and written under (derived with strum) stay what they
//! were, and each reads back to its value.

use focus_bot::ai::Level;
use focus_bot::rating::Kind;
use focus_bot::rules::{EndReason, FirstPlayer, Mode};

#[test]
fn every_name_is_the_one_stored_and_reads_back() {
    let reasons = [
        (EndReason::NoMoves, "no-moves"),
        (EndReason::Repetition, "repetition"),
        (EndReason::Short, "short"),
        (EndReason::Resign, "resign"),
        (EndReason::Time, "time"),
        (EndReason::Draw, "draw"),
        (EndReason::Aborted, "aborted"),
    ];
    for (reason, name) in reasons {
        assert_eq!(reason.name(), name);
        assert_eq!(EndReason::from_name(name), Some(reason));
    }
    assert_eq!(EndReason::from_name("No-Moves"), None);
    for (mode, name) in [
        (Mode::Standard, "standard"),
        (Mode::Teams, "teams"),
        (Mode::FreeForAll, "ffa"),
    ] {
        assert_eq!(mode.name(), name);
        assert_eq!(name.parse::<Mode>(), Ok(mode));
    }
    for (first, name) in [
        (FirstPlayer::Random, "random"),
        (FirstPlayer::Challenger, "challenger"),
    ] {
        assert_eq!(first.name(), name);
        assert_eq!(FirstPlayer::from_name(name), Some(first));
    }
    for (level, name) in [
        (Level::Easy, "easy"),
        (Level::Medium, "medium"),
        (Level::Hard, "hard"),
        (Level::Master, "master"),
    ] {
        assert_eq!(level.name(), name);
        assert_eq!(level.to_string(), name);
        assert_eq!(
            format!(" {} ", name.to_uppercase()).parse::<Level>(),
            Ok(level)
        );
    }
    assert_eq!(Kind::TwoPlayer.name(), "2p");
    assert_eq!(Kind::Multi.name(), "multi");
    for typed in ["2p", " 2P ", "2", "two", "2-player"] {
        assert_eq!(Kind::from_name(typed), Some(Kind::TwoPlayer), "{typed}");
    }
    for typed in ["multi", "Multiplayer", "multi-player "] {
        assert_eq!(Kind::from_name(typed), Some(Kind::Multi), "{typed}");
    }
    assert_eq!(Kind::from_name("3p"), None);
}
