//! The Activity's page (`/activity/`): what Discord shows first in its iframe, while the
//! Activity's script (`activity.js`, Discord's Embedded App SDK bundled) signs the player in and
//! opens the channel's game. It says each step in the reader's language, from the words it
//! carries; the script only picks which.

use maud::html;

use crate::i18n::Lang;
use crate::t;

use super::html::page;

/// The page in `lang`, for the application `client_id` (the SDK's client).
#[must_use]
pub fn activity_page(lang: Lang, client_id: u64) -> String {
    let title = t!(lang, "activity-title");
    let body = html! {
        main #activity data-client-id=(client_id) data-lang=(lang.code())
            data-outside=(t!(lang, "activity-outside"))
            data-connecting=(t!(lang, "activity-connecting"))
            data-signing-in=(t!(lang, "activity-signing-in"))
            data-opening=(t!(lang, "activity-opening"))
            data-failed=(t!(lang, "activity-failed")) {
            "\n" h1 { (title) }
            "\n" p #activity-status role="status" aria-live="polite" { (t!(lang, "activity-starting")) }
            "\n" script src="activity.js" defer {}
            "\n"
        }
        "\n"
    };
    page(lang, &title, "", &body)
}
