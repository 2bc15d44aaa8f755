//! Typed errors: the options' and the time limit's said in every language through
//! `i18n::reasons`, the record's headers' as one line naming the header, and a picture's
//! failure keeping its cause.

use focus_bot::cli::record::{GameFlags, game_from_record};
use focus_bot::i18n::{Lang, reasons};
use focus_bot::notation::{TimeLimitError, parse_time_limit};
use focus_bot::slash_commands::{
    OptionError, parse_first, parse_level, parse_mode, parse_time, parse_yes_no,
};

#[test]
fn an_options_error_is_said_in_every_language_with_what_was_typed() {
    let errors = [
        parse_mode(" squads ").unwrap_err(),
        parse_first("loser").unwrap_err(),
        parse_level("expert").unwrap_err(),
        parse_yes_no("rated", "maybe").unwrap_err(),
        parse_time("3x").unwrap_err(),
    ];
    assert_eq!(errors[0], OptionError::Mode("squads".to_string()));
    assert_eq!(
        errors[4],
        OptionError::Time(TimeLimitError::NotATime("3x".to_string()))
    );
    for lang in Lang::ALL {
        for (e, typed) in errors
            .iter()
            .zip(["squads", "loser", "expert", "maybe", "3x"])
        {
            let words = reasons::option(lang, e);
            assert!(words.contains(typed), "{lang}: {words}");
            assert!(!words.starts_with("parse-"), "{lang}: {words}");
        }
    }
    // The English sentences are the ones the bot always said.
    let en: Vec<String> = errors
        .iter()
        .map(|e| reasons::option(Lang::EnUs, e))
        .collect();
    assert_eq!(en[0], "`mode` is `teams` or `ffa`, not `squads`.");
    assert_eq!(en[1], "`first` is `random` or `challenger`, not `loser`.");
    assert_eq!(
        en[2],
        "`expert` is not a level: choose `easy`, `medium`, `hard` or `master`."
    );
    assert_eq!(en[3], "`rated` is `yes` or `no`, not `maybe`.");
}

#[test]
fn a_time_limit_out_of_range_is_its_own_error() {
    assert_eq!(parse_time_limit("30s"), Err(TimeLimitError::OutOfRange));
    assert_eq!(parse_time_limit("400d"), Err(TimeLimitError::OutOfRange));
    assert_eq!(
        parse_time_limit(" 1d12h "),
        Ok(Some(std::time::Duration::from_secs(36 * 3600)))
    );
    assert_eq!(parse_time_limit("none"), Ok(None));
    assert_eq!(
        reasons::time_limit(Lang::EnUs, &TimeLimitError::OutOfRange),
        "A turn time limit is between 1 minute and 365 days, or `none`."
    );
}

#[test]
fn a_bad_header_is_one_line_naming_it() {
    let flags = GameFlags::default();
    for (record, message) in [
        (
            "[Players \"5\"]\n",
            "line 1: [Players \"5\"] is not 2, 3 or 4",
        ),
        (
            "\n[Mode \"chaos\"]\n",
            "line 2: [Mode \"chaos\"] is not standard, teams or ffa",
        ),
        (
            "[Variant \"long\"]\n",
            "line 1: [Variant \"long\"] is not a variant",
        ),
    ] {
        let e = game_from_record(&flags, record).unwrap_err();
        assert_eq!(e.to_string(), message);
    }
    let swap = GameFlags {
        swap: true,
        ..GameFlags::default()
    };
    let e = game_from_record(&swap, "[Variant \"short 6\"]\n").unwrap_err();
    assert_eq!(e.to_string(), "line 1: [Variant \"short 6\"] but --swap");
}

#[test]
fn a_picture_failure_keeps_its_cause() {
    use std::error::Error as _;
    let cause = focus_bot::render::RenderError::Replay {
        turn: 3,
        reason: "no stack on c3".to_string(),
    };
    let e = focus_bot::service::ServiceError::from(cause);
    assert_eq!(
        e.to_string(),
        "drawing the picture failed: turn 3 of the record does not replay: no stack on c3"
    );
    assert!(e.source().is_some());
}
