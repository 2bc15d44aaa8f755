//! `/focus` itself and the choices of `time`, `level` and `language` reach Discord localized: names in
//! each language (with accents where a language has them), languages named in themselves.

use serde_json::Value;

use crate::support::discord::{Bot, database};
use crate::support::fake_discord::FakeDiscord;

/// The item of `list` named `name`.
fn named<'a>(list: &'a Value, name: &str) -> &'a Value {
    list.as_array()
        .and_then(|items| items.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("no {name} in {list}"))
}

/// The localized names of the choices of `option`, in `locale`.
fn choices_in(option: &Value, locale: &str) -> Vec<String> {
    option["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| {
            c["name_localizations"][locale]
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn focus_and_its_time_level_and_language_choices_are_registered_localized() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    let registered = fake.wait_registered().await;
    let focus = named(&registered, "focus");
    for locale in ["fr", "it", "ja"] {
        assert_eq!(focus["name_localizations"][locale], "focus", "{locale}");
    }
    assert_eq!(
        focus["description_localizations"]["fr"],
        "Jouez au Focus de Sid Sackson avec vos amis dans ce salon."
    );
    assert_eq!(
        focus["description_localizations"]["ja"],
        "このチャンネルで友だちとシド・サクソンの「フォーカス」を遊びます。"
    );
    let challenge = named(&focus["options"], "challenge");
    assert_eq!(challenge["name_localizations"]["fr"], "défier");
    let time = named(&challenge["options"], "time");
    assert_eq!(
        choices_in(time, "fr"),
        [
            "10 minutes",
            "1 heure",
            "12 heures",
            "1 jour",
            "3 jours",
            "7 jours",
            "sans limite"
        ]
    );
    assert_eq!(
        choices_in(time, "it"),
        [
            "10 minuti",
            "1 ora",
            "12 ore",
            "1 giorno",
            "3 giorni",
            "7 giorni",
            "senza limite"
        ]
    );
    assert_eq!(
        choices_in(time, "ja"),
        ["10分", "1時間", "12時間", "1日", "3日", "7日", "無制限"]
    );
    assert_eq!(choices_in(time, "en-US")[6], "no limit");
    // The computer's levels, weakest first, master last.
    let level = named(&challenge["options"], "level");
    let values: Vec<&str> = level["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["name"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(values, ["easy", "medium", "hard", "master"]);
    for (locale, names) in [
        ("fr", ["facile", "moyen", "difficile", "maître"]),
        ("it", ["facile", "medio", "difficile", "maestro"]),
        ("ja", ["やさしい", "ふつう", "むずかしい", "達人"]),
    ] {
        assert_eq!(choices_in(level, locale), names, "{locale}");
    }
    let language = named(&named(&focus["options"], "settings")["options"], "language");
    for locale in ["en-US", "en-GB", "fr", "it", "ja"] {
        assert_eq!(
            choices_in(language, locale),
            ["English", "Français", "Italiano", "日本語"],
            "{locale}"
        );
    }
    bot.stop().await;
}
