//! The games, a part of the service: a game's loading (`loading.rs`: rebuilt from its log, its
//! due time forfeits applied), its turns (`turn.rs` typed, `picker.rs` clicked, `page.rs` from
//! the board on its page; `resign.rs`, `draw.rs`), each written and told by `commit.rs`; its
//! start (`start.rs`); the computer's turns (`computer.rs`) and the turn timer (`timer.rs`);
//! the board and its picture (`picture.rs`) and a game's records (`records.rs`).
//!
//! What the other parts need of the games they get through their own ports, which this part
//! implements (`ports.rs`): a challenge's game start, an offer's turn, a tournament's tables.

mod commit;
mod computer;
mod draw;
mod loading;
mod page;
mod picker;
mod picture;
mod ports;
mod records;
pub(in crate::service) mod resign;
mod start;
mod timer;
mod turn;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use crate::store::{GameId, UserId};

use crate::service::challenges::Challenges;
use crate::service::core::Core;
use crate::service::offers::Offers;
use crate::service::outbox::Outbox;
use crate::service::ratings::Ratings;
use crate::service::tournaments::Tournaments;
use crate::service::web::Views;

pub use computer::{COMPUTER_LEASE, LONGEST_COMPUTER_TURN};
pub use picker::{LABEL_LIMIT, MENU_OPTIONS, Menu, MenuOption, Picked, Stage, not_offered};
pub use resign::RESIGN_CONFIRM_WINDOW;
pub use timer::{TIMER_LEASE, TIMER_PERIOD};

/// The games: the parts they tell of a turn, and the state of the computer's workers and of
/// the resignations asked for.
pub(in crate::service) struct Games {
    /// This part itself, for the workers it starts (the computer's turns, the timer).
    me: Weak<Games>,
    core: Arc<Core>,
    outbox: Arc<Outbox>,
    challenges: Arc<Challenges>,
    offers: Arc<Offers>,
    tournaments: Arc<Tournaments>,
    ratings: Arc<Ratings>,
    web: Arc<Views>,
    /// The longest the computer thinks about a turn (each level its own budget, up to this).
    computer_time: Mutex<Duration>,
    /// The most positions the computer searches a turn (`None`: its time budget alone).
    computer_nodes: Mutex<Option<u64>>,
    /// Games with a computer worker running, and whether it was woken again since it last
    /// looked at the game.
    workers: Mutex<HashMap<GameId, bool>>,
    idle: tokio::sync::Notify,
    /// Resignations asked for and not yet confirmed: (game, user) → when asked (Unix ms).
    resign_asks: Mutex<HashMap<(GameId, UserId), i64>>,
}

impl Games {
    /// The games over the core, telling the other parts of their turns; the computer thinks
    /// at most master's budget a turn until told otherwise.
    pub(in crate::service) fn new(
        core: Arc<Core>,
        outbox: Arc<Outbox>,
        challenges: Arc<Challenges>,
        offers: Arc<Offers>,
        tournaments: Arc<Tournaments>,
        ratings: Arc<Ratings>,
        web: Arc<Views>,
    ) -> Arc<Games> {
        Arc::new_cyclic(|me| Games {
            me: me.clone(),
            core,
            outbox,
            challenges,
            offers,
            tournaments,
            ratings,
            web,
            computer_time: Mutex::new(crate::ai::Level::Master.default_budget()),
            computer_nodes: Mutex::new(None),
            workers: Mutex::new(HashMap::new()),
            idle: tokio::sync::Notify::new(),
            resign_asks: Mutex::new(HashMap::new()),
        })
    }
}
