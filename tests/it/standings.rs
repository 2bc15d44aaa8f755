//! Standings ranked by the database: the conservative rating and name key stored with each
//! rating row are the ones a rebuild writes, and a page, a count and a player's rank read
//! through them give exactly the whole-server ranking the leaderboard made in Rust; the
//! stored count of each board's ranked players is the count of its ranked rows, whoever wrote
//! them (a game rated, a rebuild, a copy into PostgreSQL).

use focus_bot::rating::{Kind, LEADERBOARD_MIN_GAMES};
use focus_bot::rules::Config;
use focus_bot::store::{Player, Standing, Store, rank_band};

use crate::support::engines::{TestDb, on_both_engines};
use crate::support::ratings::*;
use focus_bot::store::UserId;

fn named(user_id: u64, name: &str) -> Player {
    Player {
        user_id: UserId(user_id),
        name: name.to_string(),
        computer: None,
    }
}

/// The leaderboard's order as it was computed in Rust over the whole server: enough games,
/// then conservative rating, more games, name (byte order).
fn whole_server_ranking(mut all: Vec<Standing>) -> Vec<Standing> {
    all.retain(|s| s.games >= LEADERBOARD_MIN_GAMES);
    all.sort_by(|a, b| {
        let (ca, cb) = (
            a.rating.shown().conservative(),
            b.rating.shown().conservative(),
        );
        cb.total_cmp(&ca)
            .then(b.games.cmp(&a.games))
            .then(a.name.cmp(&b.name))
    });
    all
}

/// Every stored key: (season, 0 for all-time), server, kind, player, conservative, name key.
type Keys = Vec<(i64, i64, String, i64, String, f64, String)>;

async fn keys(db: &TestDb) -> Keys {
    db.rows(
        "SELECT 0 AS season, guild_id, kind, user_id, computer, conservative, name_key
         FROM ratings
         UNION ALL
         SELECT season, guild_id, kind, user_id, computer, conservative, name_key
         FROM season_ratings
         ORDER BY 1, 2, 3, 4, 5",
    )
    .await
}

/// Checks a board (all-time: `season` `None`) against the whole-server ranking: each stored
/// conservative rating is Rust's to the bit, the pages list the ranking ten at a time, the
/// count is its length, and each player's rank is their place in it.
async fn check_board(store: &Store, keys: &Keys, season: Option<i64>, kind: Kind) -> usize {
    let all = match season {
        None => store.standings(GUILD, kind).await.unwrap(),
        Some(n) => store.season_standings(GUILD, n, kind).await.unwrap(),
    };
    for s in &all {
        let level = s.player.computer.map_or("", |l| l.name());
        let key = keys
            .iter()
            .find(|k| {
                (k.0, k.1, k.2.as_str(), k.3, k.4.as_str())
                    == (
                        season.unwrap_or(0),
                        GUILD.stored(),
                        kind.name(),
                        s.player.user_id.stored(),
                        level,
                    )
            })
            .expect("a stored key");
        assert_eq!(
            key.5.to_bits(),
            s.rating.shown().conservative().to_bits(),
            "{s:?}"
        );
    }
    let ranking = whole_server_ranking(all.clone());
    assert_eq!(
        store.ranked_count(GUILD, season, kind).await.unwrap(),
        ranking.len()
    );
    // Pages of 10 and of 7 (pages in the bottom half are read from the bottom: one straddles
    // the middle, the last is short).
    for size in [10, 7] {
        let mut paged = Vec::new();
        for offset in (0..ranking.len() + size).step_by(size) {
            let page = store
                .standings_page(GUILD, season, kind, offset, size)
                .await
                .unwrap();
            assert!(page.len() <= size);
            paged.extend(page);
        }
        assert_eq!(paged, ranking, "{season:?} {kind:?} {size}");
    }
    for s in &all {
        let placed = store
            .placed(GUILD, season, kind, &s.player)
            .await
            .unwrap()
            .expect("placed");
        assert_eq!(&placed.standing, s);
        let rank = ranking.iter().position(|r| r.player == s.player);
        assert_eq!(placed.rank, rank.map(|i| i + 1), "{s:?}");
    }
    ranking.len()
}

on_both_engines! {
#[tokio::test]
/// Games rated one by one (across two seasons, a player renamed by a later game) leave the
/// stored keys a rebuild writes, and the ranking the whole server gave.
async fn the_stored_standings_kept_game_by_game_are_a_rebuilds(db) {
    let store = db.open().await;
    crate::ratings::random_games(&store, 120, 3).await;
    store.end_season(GUILD, START).await.unwrap();
    crate::ratings::random_games(&store, 120, 4).await;
    // Player 3 plays on under another name: every board names them by it.
    start(&store, 9_000, vec![named(3, "Ümit"), person(4)], Config::two_players(), true).await;
    let kept = keys(&db).await;
    assert!(kept.iter().any(|k| k.3 == 3 && k.6 == "Ümit"), "{kept:?}");
    assert!(kept.iter().all(|k| k.3 != 3 || k.6 == "Ümit"), "{kept:?}");
    let mut ranked = 0;
    for season in [None, Some(1), Some(2)] {
        for kind in Kind::ALL {
            ranked += check_board(&store, &kept, season, kind).await;
        }
    }
    assert!(ranked > 10, "{ranked}");
    store.rebuild_ratings().await.unwrap();
    assert_eq!(keys(&db).await, kept);
    store.close().await;
}
}

on_both_engines! {
#[tokio::test]
/// Players alike in rating and games are ordered by name byte by byte, as Rust compared the
/// names (not by the database's language: "Bob" < "Zed" < "bob" < "Émile"), on every page and
/// in every rank; a new name reorders them.
async fn a_page_and_a_rank_break_ties_by_name_as_the_whole_server_ranking_did(db) {
    let store = db.open().await;
    // Each winner beats a new player of their own five times, in turn: the winners' ratings
    // and games are equal to the bit, and so are the losers'.
    let winners = [(1, "Émile"), (2, "bob"), (3, "Zed"), (4, "Bob")];
    let mut channel = 100;
    for round in 0..5 {
        for (w, name) in winners {
            channel += 1;
            quick_game(&store, channel, named(w, name), named(w + 10, "loser"), START + round)
                .await;
        }
    }
    let kept = keys(&db).await;
    assert_eq!(check_board(&store, &kept, None, Kind::TwoPlayer).await, 8);
    let names = |page: &[Standing]| page.iter().map(|s| s.name.clone()).collect::<Vec<_>>();
    let page = store
        .standings_page(GUILD, None, Kind::TwoPlayer, 0, 10)
        .await
        .unwrap();
    assert_eq!(
        names(&page)[..4],
        ["Bob", "Zed", "bob", "Émile"].map(String::from)
    );
    // The losers tie on their names too: the player decides, the same way each time.
    assert_eq!(
        page[4..].iter().map(|s| s.player.user_id).collect::<Vec<_>>(),
        [11, 12, 13, 14].map(UserId)
    );
    let bob = store
        .placed(GUILD, None, Kind::TwoPlayer, &page[2].player)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((bob.standing.name.as_str(), bob.rank), ("bob", Some(3)));
    // "bob" starts a game as "Aaron", and leads the tie.
    start(&store, 9_000, vec![named(2, "Aaron"), person(20)], Config::two_players(), true).await;
    let kept = keys(&db).await;
    check_board(&store, &kept, None, Kind::TwoPlayer).await;
    let page = store
        .standings_page(GUILD, None, Kind::TwoPlayer, 0, 4)
        .await
        .unwrap();
    assert_eq!(names(&page), ["Aaron", "Bob", "Zed", "Émile"].map(String::from));
    store.close().await;
}
}

/// Each board's stored count of ranked players (`ranked_counts`, kept by triggers), boards
/// of none left out: (server, season, 0 for all-time, kind, count).
type Counts = Vec<(i64, i64, String, i64)>;

async fn stored_counts(db: &TestDb) -> Counts {
    db.rows(
        "SELECT guild_id, season, kind, ranked FROM ranked_counts WHERE ranked <> 0
         ORDER BY 1, 2, 3",
    )
    .await
}

/// The same counted from the rating rows themselves.
async fn counted(db: &TestDb) -> Counts {
    db.rows(&format!(
        "SELECT guild_id, 0 AS season, kind, COUNT(*) AS ranked FROM ratings
         WHERE games >= {LEADERBOARD_MIN_GAMES} GROUP BY guild_id, kind
         UNION ALL
         SELECT guild_id, season, kind, COUNT(*) AS ranked FROM season_ratings
         WHERE games >= {LEADERBOARD_MIN_GAMES} GROUP BY guild_id, season, kind
         ORDER BY 1, 2, 3"
    ))
    .await
}

on_both_engines! {
#[tokio::test]
/// The stored count of each board's ranked players follows the games rated one by one (a
/// player's fifth game ranks them, in two seasons), is what a rebuild leaves, and is what the
/// rows count, board by board.
async fn the_stored_ranked_counts_kept_game_by_game_are_a_rebuilds(db) {
    let store = db.open().await;
    crate::ratings::random_games(&store, 120, 3).await;
    let first = stored_counts(&db).await;
    assert_eq!(first, counted(&db).await);
    assert!(first.iter().any(|c| c.1 == 0 && c.3 > 1), "{first:?}");
    store.end_season(GUILD, START).await.unwrap();
    crate::ratings::random_games(&store, 120, 4).await;
    // Two players' fifth game: both join the 2-player boards, all-time and this season.
    for round in 0..5 {
        quick_game(&store, 500 + round, person(70), person(71), START + round as i64).await;
    }
    let kept = stored_counts(&db).await;
    assert_eq!(kept, counted(&db).await);
    assert!(kept.iter().any(|c| c.1 == 2), "season 2 ranks players: {kept:?}");
    for season in [None, Some(1), Some(2)] {
        for kind in Kind::ALL {
            let stored = store.ranked_count(GUILD, season, kind).await.unwrap();
            let board = kept
                .iter()
                .find(|c| (c.1, c.2.as_str()) == (season.unwrap_or(0), kind.name()));
            assert_eq!(stored as i64, board.map_or(0, |c| c.3), "{season:?} {kind:?}");
        }
    }
    store.rebuild_ratings().await.unwrap();
    assert_eq!(stored_counts(&db).await, kept);
    assert_eq!(counted(&db).await, kept);
    store.close().await;
}
}

/// `migrate-sqlite-to-postgres` leaves each board's count as the copied rows count it (the new
/// database's own rebuild of no games, emptied first, counts nothing).
#[tokio::test]
async fn the_ranked_counts_copied_into_postgres_are_the_rows() {
    let Some(target) = TestDb::postgres().await else {
        return;
    };
    let source = TestDb::sqlite();
    let from = source.open().await;
    crate::ratings::random_games(&from, 120, 3).await;
    let counts = stored_counts(&source).await;
    assert!(!counts.is_empty());
    let to = target.open().await;
    focus_bot::store::copy_sqlite_to_postgres(&from, &to)
        .await
        .unwrap();
    assert_eq!(stored_counts(&target).await, counts);
    assert_eq!(counted(&target).await, counts);
    let bands = stored_bands(&source).await;
    assert_eq!(stored_bands(&target).await, bands);
    assert_eq!(banded(&target).await, bands);
    from.close().await;
    to.close().await;
}

/// Each board's stored count of ranked players per band of conservative rating
/// (`ranked_bands`, kept by triggers), bands of none left out: (server, season, kind, band,
/// count).
type Bands = Vec<(i64, i64, String, i64, i64)>;

async fn stored_bands(db: &TestDb) -> Bands {
    db.rows(
        "SELECT guild_id, season, kind, band, ranked FROM ranked_bands WHERE ranked <> 0
         ORDER BY 1, 2, 3, 4",
    )
    .await
}

/// The same counted from the rating rows, each put in its band by Rust's `rank_band`.
async fn banded(db: &TestDb) -> Bands {
    let rows: Vec<(i64, i64, String, f64)> = db
        .rows(&format!(
            "SELECT guild_id, 0 AS season, kind, conservative FROM ratings
             WHERE games >= {LEADERBOARD_MIN_GAMES}
             UNION ALL
             SELECT guild_id, season, kind, conservative FROM season_ratings
             WHERE games >= {LEADERBOARD_MIN_GAMES}"
        ))
        .await;
    let mut bands = std::collections::BTreeMap::new();
    for (guild, season, kind, conservative) in rows {
        *bands
            .entry((guild, season, kind, rank_band(conservative)))
            .or_insert(0) += 1;
    }
    bands
        .into_iter()
        .map(|((g, s, k, b), n)| (g, s, k, b, n))
        .collect()
}

on_both_engines! {
#[tokio::test]
/// The stored count of each band's ranked players follows the games rated one by one (each
/// game moves its players' ratings between bands), in two seasons, and a rebuild, and is what
/// the rows count band by band, with Rust's bands: ranks read through it (checked against the
/// whole-server ranking by `check_board`) walk one band.
async fn the_stored_rank_bands_kept_game_by_game_are_the_rows(db) {
    let store = db.open().await;
    crate::ratings::random_games(&store, 120, 3).await;
    let first = stored_bands(&db).await;
    assert_eq!(first, banded(&db).await);
    store.end_season(GUILD, START).await.unwrap();
    crate::ratings::random_games(&store, 120, 4).await;
    for round in 0..5 {
        quick_game(&store, 500 + round, person(70), person(71), START + round as i64).await;
    }
    let kept = stored_bands(&db).await;
    assert_eq!(kept, banded(&db).await);
    let all_time = kept.iter().filter(|b| (b.1, b.2.as_str()) == (0, "2p")).count();
    assert!(all_time > 3, "the 2-player board spans several bands: {kept:?}");
    assert!(kept.iter().any(|b| b.1 == 2), "season 2 ranks players: {kept:?}");
    let keys = keys(&db).await;
    for season in [None, Some(1), Some(2)] {
        for kind in Kind::ALL {
            check_board(&store, &keys, season, kind).await;
        }
    }
    store.rebuild_ratings().await.unwrap();
    assert_eq!(stored_bands(&db).await, kept);
    store.close().await;
}
}

on_both_engines! {
#[tokio::test]
/// A band is `floor(conservative / 8)` in each database's SQL exactly as in Rust, below zero
/// and on a band's edge too; unranked rows (too few games) count in no band, until they
/// have enough games.
async fn a_band_is_rusts_on_either_side_of_zero_and_on_its_edges(db) {
    let store = db.open().await;
    let mut user = 0;
    for conservative in [-17.5, -16.0, -8.0, -3.5, -0.25, 0.0, 7.999, 8.0, 15.5, 1234.5] {
        for games in [5, 4] {
            user += 1;
            db.execute(&format!(
                "INSERT INTO ratings (guild_id, kind, user_id, computer, rating, deviation,
                                      volatility, games, conservative, name_key)
                 VALUES (7, '2p', {user}, '', 1500.0, 100.0, 0.06, {games}, {conservative}, '')"
            ))
            .await
            .unwrap();
        }
    }
    let stored = stored_bands(&db).await;
    assert_eq!(stored, banded(&db).await);
    assert_eq!(
        stored.iter().map(|b| (b.3, b.4)).collect::<Vec<_>>(),
        [(-3, 1), (-2, 1), (-1, 3), (0, 2), (1, 2), (154, 1)]
    );
    db.execute("UPDATE ratings SET games = 5, conservative = conservative + 8")
        .await
        .unwrap();
    assert_eq!(stored_bands(&db).await, banded(&db).await);
    db.execute("DELETE FROM ratings WHERE user_id % 3 = 0").await.unwrap();
    assert_eq!(stored_bands(&db).await, banded(&db).await);
    store.close().await;
}
}

/// Right after a ratings rebuild on PostgreSQL the standings are read from the index alone:
/// the rebuild vacuums what it rewrote, so a page read through the standings index fetches no
/// row from the table (before, every rebuilt row was fetched until autovacuum came
/// by: a leaderboard page of the 100,000-player board took 87–101 ms).
#[tokio::test]
async fn right_after_a_rebuild_postgres_reads_the_standings_from_the_index_alone() {
    use sqlx::Connection as _;
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let store = db.open().await;
    crate::ratings::random_games(&store, 120, 3).await;
    store.rebuild_ratings().await.unwrap();
    let mut conn = sqlx::PgConnection::connect(&db.url()).await.unwrap();
    // A small table: the planner would rather scan it or sort it; the bot's boards are big.
    for off in ["enable_seqscan", "enable_bitmapscan", "enable_sort"] {
        sqlx::query(sqlx::AssertSqlSafe(format!("SET {off} = off")))
            .execute(&mut conn)
            .await
            .unwrap();
    }
    let plan: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
         SELECT r.user_id, r.computer, r.rating, r.deviation, r.volatility, r.games, r.name_key
         FROM ratings r WHERE r.guild_id = {GUILD} AND r.kind = '2p' AND r.games >= 5
         ORDER BY r.conservative DESC, r.games DESC, r.name_key, r.user_id, r.computer"
    )))
    .fetch_all(&mut conn)
    .await
    .unwrap();
    let plan = plan.join("\n");
    assert!(
        plan.contains("Index Only Scan using ratings_standing"),
        "{plan}"
    );
    assert!(plan.contains("Heap Fetches: 0"), "{plan}");
    assert!(
        !plan.contains("rows=0 loops"),
        "the board ranks players: {plan}"
    );
    store.close().await;
}
