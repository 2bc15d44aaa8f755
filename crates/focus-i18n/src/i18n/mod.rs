//! The bot's languages: English (en-US, the fallback), French, Italian and Japanese.
//!
//! Every word the bot says is in a Fluent file, `i18n/<lang>/focus_bot.ftl`, embedded in the
//! binary. [`t!`](crate::t) looks a message up in one language (`fl!` checks its id and
//! arguments against the en-US file at compile time); a message missing from a language falls
//! back to en-US. Arguments are never wrapped in Unicode isolation marks.

mod lang;
mod numbers;
pub mod reasons;
mod spacing;
mod words;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::{I18nAssets, LanguageLoader};
use rust_embed::RustEmbed;

pub use fluent::FluentValue;
pub use lang::Lang;
pub use numbers::{argument, number};
pub use spacing::japanese as japanese_spacing;
pub use words::{ago, clauses, colour, computer_name, duration_words, list, seat_name};

#[derive(RustEmbed)]
#[folder = "../../i18n/"]
struct Files;

/// The language files as the loaders read them: the Japanese one with its spacing rule applied
/// ([`japanese_spacing`]), the others as written.
struct Loaded;

impl I18nAssets for Loaded {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        Files::get(file_path)
            .map(|file| {
                if file_path.starts_with("ja/") {
                    let text = String::from_utf8_lossy(&file.data);
                    Cow::Owned(spacing::japanese(&text).into_bytes())
                } else {
                    file.data
                }
            })
            .into_iter()
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(Files::iter().map(|name| name.to_string()))
    }
}

impl Lang {
    /// The Fluent loader of this language (falling back to en-US message by message).
    #[must_use]
    pub fn loader(self) -> &'static FluentLanguageLoader {
        &LOADERS[self as usize]
    }

    /// A message by an id known only at run time, with arguments; the id itself when no
    /// language has it.
    #[must_use]
    pub fn text(self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let loader = self.loader();
        if !loader.has(id) {
            return id.to_string();
        }
        if args.is_empty() {
            return loader.get(id);
        }
        let map: HashMap<&str, FluentValue<'_>> =
            args.iter().map(|(k, v)| (*k, v.clone())).collect();
        loader.get_args(id, map)
    }
}

static LOADERS: LazyLock<[FluentLanguageLoader; 4]> = LazyLock::new(|| Lang::ALL.map(load));

fn load(lang: Lang) -> FluentLanguageLoader {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    let mut wanted = vec![lang.code().parse().expect("a valid language tag")];
    if lang != Lang::EnUs {
        wanted.push(loader.fallback_language().clone());
    }
    loader
        .load_languages(&Loaded, &wanted)
        .expect("the embedded translation files parse");
    loader.set_use_isolating(false);
    numbers::install(lang, &loader);
    loader
}

/// The raw text of a language's Fluent file (for checks that every file has the same
/// messages).
#[must_use]
pub fn source(lang: Lang) -> String {
    Files::get(&format!("{}/focus_bot.ftl", lang.code()))
        .map(|f| String::from_utf8_lossy(&f.data).into_owned())
        .unwrap_or_default()
}

/// A message in a language, checked at compile time: `t!(lang, "no-game")`,
/// `t!(lang, "not-your-turn", name = name)`.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal) => {
        i18n_embed_fl::fl!($crate::i18n::Lang::loader($lang), $id)
    };
    ($lang:expr, $id:literal, $($key:ident = $value:expr),+ $(,)?) => {
        i18n_embed_fl::fl!(
            $crate::i18n::Lang::loader($lang),
            $id,
            $($key = $crate::i18n::argument(stringify!($key), $value)),+
        )
    };
}
