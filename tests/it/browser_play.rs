//! The board you play on, in real browsers (headless chromium, as in `browser.rs`): two players
//! signed in through their play links play a game (the first capture wins) to its end by
//! clicking on the board, each seeing the other's move arrive without a reload, each turn one
//! post in the channel's outbox, in order; a spectator's page has no controls.

use std::collections::BTreeMap;

use focus_bot::rules::{FirstPlayer, Position, Seat};
use focus_bot::service::{ChallengeOptions, Clock as _};

use crate::browser::{Chrome, chromium, eval, wait_until, with_tab};
use crate::support::service::HERE;
use crate::support::{best_action, tallest_stack};
use crate::web_pages::Served;
use focus_bot::store::UserId;

/// Notes when a target square is clicked (`window.clicks`, by the turns shown then) and when
/// each turn arrives on the page (`window.arrivals`, by the turns shown after it).
pub(crate) const WATCH: &str = "window.clicks = {}; window.arrivals = {};
    var game = document.getElementById('game');
    new MutationObserver(function () {
      var n = game.getAttribute('data-last');
      if (!(n in window.arrivals)) { window.arrivals[n] = Date.now(); }
    }).observe(game, { attributes: true, attributeFilter: ['data-last'] });
    document.addEventListener('click', function (e) {
      if (e.target.closest && e.target.closest('#squares button.target')) {
        window.clicks[game.getAttribute('data-last')] = Date.now();
      }
    }, true);";

/// The median and the 99th percentile of `ms`.
pub(crate) fn median_p99(mut ms: Vec<f64>) -> (f64, f64) {
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.99))
}

/// Clicks the element `selector` names, once it is there.
pub(crate) fn click(tab: &headless_chrome::Tab, selector: &str) {
    let there = format!("String(document.querySelector('{selector}') !== null)");
    wait_until(tab, &there, "true");
    tab.find_element(selector)
        .expect("the element")
        .click()
        .expect("a click");
}

/// The greedy player's choice: a capture first, else the tallest stack.
fn choose(pos: &Position, seat: Seat) -> focus_bot::rules::Action {
    best_action(pos, |p| (p.captured(seat), tallest_stack(p, seat)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_game_to_its_end_by_clicking_on_the_board() {
    let Some(path) = chromium() else { return };
    let opts = ChallengeOptions {
        first: FirstPlayer::Challenger,
        // The first capture wins; `FOCUS_PLAY_CAPTURES=N` plays a longer game, to measure.
        short: Some(
            std::env::var("FOCUS_PLAY_CAPTURES")
                .ok()
                .and_then(|n| n.parse().ok())
                .unwrap_or(1),
        ),
        ..ChallengeOptions::default()
    };
    let s = Served::start_with(0, opts).await;
    let base = format!("http://{}", s.addr());
    let now = s.env.clock.now_ms();
    let link = |user: u64| {
        let url = s.site.play_url(s.game, UserId(user), now).unwrap();
        format!("{base}{}", url.strip_prefix(s.site.public_url()).unwrap())
    };
    let players = [Chrome::launch(path.clone()), Chrome::launch(path.clone())];
    for (chrome, user) in players.iter().zip([1, 2]) {
        let url = link(user);
        with_tab(&chrome.tab, move |tab| {
            tab.navigate_to(&url).unwrap();
            wait_until(
                tab,
                "String(document.getElementById('play') !== null)",
                "true",
            );
            // A mark that a reload would wipe, and when each click was made and each turn
            // arrived (for the measure: docs/performance.md).
            eval(tab, "window.stayed = 'yes'", false);
            eval(tab, WATCH, false);
        })
        .await;
    }
    let watcher = Chrome::launch(path);
    let page = format!("{base}{}", s.page());
    with_tab(&watcher.tab, move |tab| {
        tab.navigate_to(&page).unwrap();
        wait_until(
            tab,
            "String(document.getElementById('game') !== null)",
            "true",
        );
        let controls = "String(document.getElementById('play') !== null \
                        || document.querySelector('#squares button') !== null)";
        assert_eq!(
            eval(tab, controls, false),
            "false",
            "a spectator has no controls"
        );
    })
    .await;

    let store = s.env.service.store();
    let mut turns = 0usize;
    loop {
        let stored = store.game(s.game).await.unwrap().unwrap();
        let game = stored.replay().unwrap();
        let pos = game.position();
        let Some(seat) = pos.to_act() else { break };
        assert!(turns < 300, "the game ends");
        let mover = stored.player(seat).user_id;
        let action = choose(pos, seat).to_string();
        let controls = s
            .env
            .service
            .board_controls(s.game, mover, Default::default())
            .await
            .unwrap()
            .expect("the player to act has controls");
        let choice = controls
            .choices
            .iter()
            .find(|c| c.action == action)
            .expect("the page offers every legal action")
            .clone();
        let tab = players[usize::try_from(mover.0 - 1).unwrap()].tab.clone();
        let by_keys = turns == 0;
        with_tab(&tab, move |tab| {
            match choice.from.as_deref() {
                None => {}
                Some("reserve") => click(tab, "#play button[data-square=\"reserve\"]"),
                Some(from) => click(tab, &format!("#squares button[data-square=\"{from}\"]")),
            }
            let target = format!("#squares button.target[data-square=\"{}\"]", choice.to);
            if by_keys {
                // The first turn by the keyboard: an arrow goes to another square, Enter plays.
                let there = format!("String(document.querySelector('{target}') !== null)");
                wait_until(tab, &there, "true");
                let focused = "document.activeElement.getAttribute('data-square')";
                eval(
                    tab,
                    "document.querySelector('#squares button').focus()",
                    false,
                );
                let before = eval(tab, focused, false);
                tab.press_key("ArrowRight").unwrap();
                assert_ne!(eval(tab, focused, false), before, "the arrow moved");
                eval(
                    tab,
                    &format!("document.querySelector('{target}').focus()"),
                    false,
                );
                tab.press_key("Enter").unwrap();
            } else {
                click(tab, &target);
            }
        })
        .await;
        turns += 1;
        for chrome in &players {
            let want = turns.to_string();
            with_tab(&chrome.tab, move |tab| {
                let last = "document.getElementById('game').getAttribute('data-last')";
                wait_until(tab, last, &want);
                assert_eq!(eval(tab, "window.stayed", false), "yes", "no reload");
            })
            .await;
        }
        assert_eq!(
            store.game(s.game).await.unwrap().unwrap().kept().len(),
            turns
        );
    }
    assert!(turns > 2, "a game of {turns} turns");
    // Each turn posted once, in order: the start post, then a post a turn.
    let posts = store.posts_in(HERE.channel_id).await.unwrap();
    let plies: Vec<i64> = posts
        .iter()
        .filter_map(|p| p.game.filter(|g| g.0 == s.game && g.1 > 0).map(|g| g.1))
        .collect();
    let expected: Vec<i64> = (1..=i64::try_from(turns).unwrap()).collect();
    assert_eq!(plies, expected, "one post a turn, in order");
    // How long from a click to the answer (the turn written, its post due), and to the other
    // player's page showing the turn: printed for docs/performance.md, never asserted.
    let mut answered = Vec::new();
    let mut arrived = Vec::new();
    for (i, chrome) in players.iter().enumerate() {
        let other = &players[1 - i];
        let durations = "JSON.stringify(performance.getEntriesByType('resource')
            .filter(function (e) { return e.name.slice(-4) === '/act'; })
            .map(function (e) { return e.duration; }))";
        let (tab, other_tab) = (chrome.tab.clone(), other.tab.clone());
        let (times, clicks, arrivals) = with_tab(&tab, move |tab| {
            let times = eval(tab, durations, false);
            let clicks = eval(tab, "JSON.stringify(window.clicks)", false);
            let arrivals = eval(&other_tab, "JSON.stringify(window.arrivals)", false);
            (times, clicks, arrivals)
        })
        .await;
        let times: Vec<f64> = serde_json::from_str(&times).unwrap();
        answered.extend(times);
        let clicks: BTreeMap<usize, f64> = serde_json::from_str(&clicks).unwrap();
        let arrivals: BTreeMap<usize, f64> = serde_json::from_str(&arrivals).unwrap();
        for (shown, at) in clicks {
            if let Some(then) = arrivals.get(&(shown + 1)) {
                arrived.push(then - at);
            }
        }
    }
    let (a50, a99) = median_p99(answered);
    let (b50, b99) = median_p99(arrived);
    eprintln!(
        "{turns} turns: click to answer {a50:.0} ms median, {a99:.0} ms p99; \
         click to the other page {b50:.0} ms median, {b99:.0} ms p99"
    );
    // Over: neither page offers anything any more.
    for chrome in &players {
        with_tab(&chrome.tab, |tab| {
            wait_until(
                tab,
                "String(document.getElementById('play') === null)",
                "true",
            );
        })
        .await;
    }
}
