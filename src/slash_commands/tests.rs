//! The command table's choices parse and help shows the arguments.

use super::*;
use crate::ai::Level;
use crate::i18n::reasons;
use std::time::Duration;

#[test]
fn every_choice_parses_and_help_shows_the_arguments() {
    for m in MODES {
        parse_mode(m).unwrap();
    }
    for f in FIRSTS {
        parse_first(f).unwrap();
    }
    for l in LEVELS {
        assert_eq!(parse_level(l).unwrap().name(), *l);
    }
    for t in TIMES {
        parse_time(t).unwrap();
    }
    assert_eq!(
        parse_time("3d").unwrap(),
        Some(Duration::from_secs(3 * 86_400))
    );
    assert_eq!(parse_level(" Hard ").unwrap(), Level::Hard);
    assert_eq!(parse_level("master").unwrap(), Level::Master);
    let expert = parse_level("expert").unwrap_err();
    assert!(reasons::option(Lang::EnUs, &expert).contains("`expert` is not a level"));
    let help = help(Lang::EnUs);
    for usage in [
        "`/focus swap mine:c3 theirs:d3`",
        "`/focus reserve square:e5`",
        "`/focus move move:c3-f3:3`",
        "`/focus challenge opponent:@friend`",
    ] {
        assert!(help.contains(usage), "{help}");
    }
    assert!(help.contains("`level` easy|medium|hard|master"), "{help}");
}
