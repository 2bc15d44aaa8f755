//! The game page in a real browser: Debian's chromium, headless, driven over the DevTools
//! protocol (`headless_chrome`, pointed at `/usr/bin/chromium`; it downloads nothing). The
//! page steps through a scripted game with the arrow keys and shows each turn's position (the
//! picture the browser decoded, read back from a canvas, is that turn's board), follows a
//! running game live (a turn played through the service appears without a reload), and looks
//! like its golden screenshot (`tests/golden/web_game.png`, compared at a tolerance; set
//! `FOCUS_UPDATE_GOLDEN=1` to write it again).
//!
//! Without chromium the tests say so in one line and pass, unless `FOCUS_NEED_BROWSER` is set
//! (`.ci/run` sets it, after installing the package).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use headless_chrome::protocol::cdp::Emulation;
use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::{Browser, LaunchOptions, Tab};

use crate::support::probe::assert_picture_shows;
use crate::support::service::play_some;
use crate::web_pages::Served;

const CHROMIUM: &str = "/usr/bin/chromium";
const GOLDEN: &str = "tests/golden/web_game.png";
/// The golden screenshot's size: the page is shown at this size whatever the window.
const GOLDEN_SIZE: (u32, u32) = (1280, 757);

/// The browser, or `None` (said in one line) when it is not installed.
pub(crate) fn chromium() -> Option<PathBuf> {
    let path = PathBuf::from(CHROMIUM);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("FOCUS_NEED_BROWSER").is_none(),
        "{CHROMIUM} is missing: apt-get install chromium"
    );
    eprintln!("skipped: no {CHROMIUM} (apt-get install chromium runs the browser tests)");
    None
}

/// A headless chromium on a new empty profile, with one tab 1280×900.
pub(crate) struct Chrome {
    pub(crate) tab: Arc<Tab>,
    _browser: Browser,
    _profile: tempfile::TempDir,
}

impl Chrome {
    pub(crate) fn launch(path: PathBuf) -> Chrome {
        let profile = tempfile::tempdir().unwrap();
        let args: Vec<&OsStr> = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
        ]
        .into_iter()
        .map(OsStr::new)
        .collect();
        let options = LaunchOptions {
            headless: true,
            sandbox: false,
            path: Some(path),
            user_data_dir: Some(profile.path().to_path_buf()),
            window_size: Some((1280, 900)),
            args,
            idle_browser_timeout: Duration::from_secs(300),
            ..LaunchOptions::default()
        };
        let browser = Browser::new(options).expect("chromium starts");
        let tab = browser.new_tab().expect("a tab");
        tab.set_default_timeout(Duration::from_secs(30));
        Chrome {
            tab,
            _browser: browser,
            _profile: profile,
        }
    }
}

/// Runs `f` with the tab off the async runtime (the test's server runs on it meanwhile).
pub(crate) async fn with_tab<T: Send + 'static>(
    tab: &Arc<Tab>,
    f: impl FnOnce(&Tab) -> T + Send + 'static,
) -> T {
    let tab = tab.clone();
    tokio::task::spawn_blocking(move || f(&tab)).await.unwrap()
}

/// A JavaScript expression's value as text.
pub(crate) fn eval(tab: &Tab, js: &str, promise: bool) -> String {
    let value = tab.evaluate(js, promise).expect("the script runs").value;
    match value {
        Some(serde_json::Value::String(s)) => s,
        Some(v) => v.to_string(),
        None => String::new(),
    }
}

/// The turn the board shows and the picture the browser decoded for it, read back from a
/// canvas as a PNG (once it has loaded).
fn shown(tab: &Tab) -> (usize, Vec<u8>) {
    let js = "new Promise(function (done) {
        var img = document.getElementById('board');
        function read() {
          var c = document.createElement('canvas');
          c.width = img.naturalWidth; c.height = img.naturalHeight;
          c.getContext('2d').drawImage(img, 0, 0);
          done(img.getAttribute('data-ply') + ' ' + c.toDataURL('image/png'));
        }
        if (img.complete && img.naturalWidth > 0) { read(); } else { img.addEventListener('load', read, { once: true }); }
      })";
    let text = eval(tab, js, true);
    let (ply, url) = text.split_once(' ').expect("a turn and a picture");
    let data = url
        .strip_prefix("data:image/png;base64,")
        .expect("a PNG data URL");
    (ply.parse().unwrap(), base64(data))
}

/// Standard base64 (the canvas's data URL) to bytes.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not base64: {c}"),
        }
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.trim_end_matches('=').as_bytes().chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &c)| acc | value(c) << (18 - 6 * i));
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

fn press(tab: &Tab, key: &str) {
    tab.press_key(key).expect("the key is pressed");
}

/// Waits (within reason) until `js` is `want`.
pub(crate) fn wait_until(tab: &Tab, js: &str, want: &str) {
    for _ in 0..200 {
        if eval(tab, js, false) == want {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("{js} never became {want}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_arrow_keys_step_through_the_game_and_each_step_shows_its_turn() {
    let Some(path) = chromium() else { return };
    let s = Served::start(4).await;
    let url = format!("http://{}{}", s.addr(), s.page());
    let chrome = Chrome::launch(path);
    with_tab(&chrome.tab, move |tab| {
        tab.navigate_to(&url)
            .unwrap()
            .wait_until_navigated()
            .unwrap();
    })
    .await;
    for (key, ply) in [
        (None, 4),
        (Some("ArrowLeft"), 3),
        (Some("ArrowLeft"), 2),
        (Some("ArrowRight"), 3),
        (Some("Home"), 0),
        (Some("ArrowLeft"), 0),
        (Some("ArrowRight"), 1),
        (Some("End"), 4),
        (Some("ArrowRight"), 4),
    ] {
        let (shown_ply, png, caption, current, address) = with_tab(&chrome.tab, move |tab| {
            if let Some(key) = key {
                press(tab, key);
            }
            let (shown_ply, png) = shown(tab);
            (
                shown_ply,
                png,
                eval(tab, "document.getElementById('caption').textContent", false),
                eval(
                    tab,
                    "document.querySelector('#moves li[aria-current]').id",
                    false,
                ),
                eval(tab, "location.search", false),
            )
        })
        .await;
        assert_eq!(shown_ply, ply, "after {key:?}");
        assert_picture_shows(&png, &s.game_at(ply).await);
        assert_eq!(current, format!("ply-{ply}"));
        assert_eq!(
            address,
            format!("?ply={ply}"),
            "the address follows the step"
        );
        let view = s
            .env
            .service
            .game_view(s.game, None)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            caption,
            focus_bot::service::board_words(focus_bot::i18n::Lang::EnUs, &view, ply)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_game_shows_a_turn_played_meanwhile_without_a_reload() {
    let Some(path) = chromium() else { return };
    let s = Served::start(1).await;
    let url = format!("http://{}{}", s.addr(), s.page());
    let chrome = Chrome::launch(path);
    with_tab(&chrome.tab, move |tab| {
        tab.navigate_to(&url)
            .unwrap()
            .wait_until_navigated()
            .unwrap();
        // Marks this document: a reload would lose it.
        eval(tab, "window.notReloaded = 'yes'", false);
        // The stream is open once the browser says so.
        wait_until(
            tab,
            "document.getElementById('game').getAttribute('data-live')",
            "1",
        );
    })
    .await;
    // Give the event stream its connection before the turn (no turn is missed afterwards).
    tokio::time::sleep(Duration::from_millis(500)).await;
    play_some(&s.env, 5).await;
    let (png, kept) = with_tab(&chrome.tab, |tab| {
        wait_until(
            tab,
            "document.getElementById('game').getAttribute('data-last')",
            "2",
        );
        wait_until(
            tab,
            "document.getElementById('board').getAttribute('data-ply')",
            "2",
        );
        let (_, png) = shown(tab);
        (png, eval(tab, "window.notReloaded", false))
    })
    .await;
    assert_eq!(kept, "yes", "the page was not reloaded");
    assert_picture_shows(&png, &s.game_at(2).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_looks_like_its_golden_screenshot() {
    let Some(path) = chromium() else { return };
    let s = Served::start(6).await;
    let url = format!("http://{}{}?ply=6", s.addr(), s.page());
    let chrome = Chrome::launch(path);
    let (screenshot, paint) = with_tab(&chrome.tab, move |tab| {
        // The page's own size, not the window's: how much of a 1280×900 window a headless
        // Chromium keeps for the page changes between its versions (757 or 761 pixels high).
        tab.call_method(Emulation::SetDeviceMetricsOverride {
            width: GOLDEN_SIZE.0,
            height: GOLDEN_SIZE.1,
            device_scale_factor: 1.0,
            mobile: false,
            scale: None,
            screen_width: None,
            screen_height: None,
            position_x: None,
            position_y: None,
            dont_set_visible_size: None,
            screen_orientation: None,
            viewport: None,
            display_feature: None,
            device_posture: None,
        })
        .unwrap();
        tab.navigate_to(&url).unwrap().wait_until_navigated().unwrap();
        let _ = shown(tab);
        let paint = eval(
            tab,
            "String(performance.getEntriesByName('first-contentful-paint').map(function (e) { return e.startTime; })[0])",
            false,
        );
        let png = tab
            .capture_screenshot(CaptureScreenshotFormatOption::Png, None, None, true)
            .unwrap();
        (png, paint)
    })
    .await;
    // A measure, not a check: the time depends on the machine.
    eprintln!("first contentful paint of the game page: {paint} ms");
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join(GOLDEN);
    if std::env::var_os("FOCUS_UPDATE_GOLDEN").is_some() || !golden.exists() {
        std::fs::write(&golden, &screenshot).unwrap();
        eprintln!("wrote {GOLDEN}");
    }
    let want = image::load_from_memory(&std::fs::read(&golden).unwrap())
        .unwrap()
        .to_rgb8();
    let got = image::load_from_memory(&screenshot).unwrap().to_rgb8();
    assert_eq!(got.dimensions(), want.dimensions());
    let total = f64::from(got.width() * got.height());
    let mut far = 0u32;
    let mut sum = 0u64;
    for (a, b) in got.pixels().zip(want.pixels()) {
        let d: u32 = (0..3).map(|i| u32::from(a[i].abs_diff(b[i]))).sum();
        sum += u64::from(d);
        if d > 96 {
            far += 1;
        }
    }
    let mean = sum as f64 / total / 3.0;
    let far = f64::from(far) / total;
    // Fonts and antialiasing differ a little between machines; the layout and the board not.
    assert!(
        mean < 4.0 && far < 0.02,
        "the page differs from {GOLDEN}: mean difference {mean:.2}, {:.2}% of the pixels far off",
        far * 100.0
    );
}
