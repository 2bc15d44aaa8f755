//! `/focus analyze`: a finished game's analysis ([`crate::ai::analysis`]), computed off the async
//! runtime at most one per core at a time (a caller who has to wait is told their place in
//! the queue), stored so asking again answers at once, and shown as a chart, each player's
//! accuracy and counts, and the three turns that cost most with the better action drawn.
//!
//! A part of the service: it holds the [`Core`] and its own state (the permits, the queue, the
//! node budget) and no other part; its caller loads the game.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use crate::ai::analysis::{GameAnalysis, INACCURACY, Judgement, TurnReview, analyse_game};
use crate::i18n::{Lang, colour, number};
use crate::notation::parse_action;
use crate::render;
use crate::rules::{Game, Mode, Seat};
use crate::store::StoredAnalysis;
use crate::t;

use super::core::{Core, Loaded, per_core};
use super::drawing::picture_words;
use super::text::{person, shown};
use super::{Attachment, Reply, ServiceError, ServiceResult};

/// The version of the method: an analysis stored by another version is computed anew. 4: the
/// hard level's best-reply search in 3 and 4 players and the refitted chance of winning; 5: the
/// tuned weights in teams; 6: the chance of winning in teams from a curve fitted to teams.
const METHOD_VERSION: i64 = 6;
/// How many costly turns the reply shows.
const COSTLIEST: usize = 3;

/// The stored form of an analysis (the `analyses` table's JSON).
#[derive(Serialize, Deserialize)]
struct Body {
    /// Each seat's chance, 4 decimals, at the start and after every turn.
    chances: Vec<[f64; 4]>,
    turns: Vec<BodyTurn>,
}

#[derive(Serialize, Deserialize)]
struct BodyTurn {
    number: usize,
    seat: u8,
    played: String,
    best: String,
    drop: f64,
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

fn to_json(a: &GameAnalysis) -> String {
    let body = Body {
        chances: a.chances.iter().map(|c| c.map(round4)).collect(),
        turns: a
            .turns
            .iter()
            .map(|t| BodyTurn {
                number: t.number,
                seat: t.seat.number(),
                played: t.played.to_string(),
                best: t.best.to_string(),
                drop: round4(t.drop),
            })
            .collect(),
    };
    serde_json::to_string(&body).unwrap_or_default()
}

fn from_json(nodes: u64, text: &str) -> Option<GameAnalysis> {
    let body: Body = serde_json::from_str(text).ok()?;
    let turns = body
        .turns
        .into_iter()
        .map(|t| {
            Some(TurnReview {
                number: t.number,
                seat: Seat::from_number(t.seat)?,
                played: parse_action(&t.played).ok()?,
                best: parse_action(&t.best).ok()?,
                drop: t.drop,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(GameAnalysis {
        nodes,
        chances: body.chances,
        turns,
    })
}

/// The analyses: their state.
pub(super) struct Analysis {
    core: Arc<Core>,
    /// Analyses computed at once: one per core.
    permits: tokio::sync::Semaphore,
    /// How many are computing or waiting.
    waiting: AtomicUsize,
    /// The node budget per position.
    nodes: AtomicU64,
}

impl Analysis {
    /// The analyses, stored in the core's store.
    pub(super) fn new(core: Arc<Core>) -> Analysis {
        Analysis {
            core,
            permits: tokio::sync::Semaphore::new(per_core()),
            waiting: AtomicUsize::new(0),
            nodes: AtomicU64::new(crate::ai::analysis::DEFAULT_NODES),
        }
    }

    /// The node budget per position analyses are computed with (default
    /// [`crate::ai::analysis::DEFAULT_NODES`]; tests set a small one).
    pub(super) fn set_nodes(&self, nodes: u64) {
        self.nodes.store(nodes.max(1), Ordering::Relaxed);
    }

    /// Analyses game `loaded` (refused in `lang` unless it is finished): the chart, each
    /// player's accuracy and counts, and the turns that cost most. `queued` is told, in the
    /// game's language, when the analysis has to wait for others to finish first.
    pub(super) async fn analyze(
        &self,
        lang: Lang,
        loaded: Loaded,
        queued: impl FnOnce(Reply) + Send,
    ) -> ServiceResult {
        let id = loaded.stored.id;
        if !loaded.game.position().is_over() {
            return Ok(Reply::refused(
                super::Refusal::NotOver,
                t!(lang, "analyze-not-over", game = id),
            ));
        }
        if super::events::aborted(&loaded.game) {
            return Ok(Reply::refused(
                super::Refusal::Aborted,
                t!(lang, "analyze-aborted", game = id),
            ));
        }
        let nodes = self.nodes.load(Ordering::Relaxed);
        let stored = self.core.store.analysis(id).await?;
        let known = stored
            .filter(|s| s.nodes == nodes as i64 && s.version == METHOD_VERSION)
            .and_then(|s| from_json(nodes, &s.body));
        let analysis = match known {
            Some(a) => a,
            None => {
                let computed = self.compute(&loaded, nodes, queued).await?;
                let body = to_json(&computed);
                self.core
                    .store
                    .save_analysis(&StoredAnalysis {
                        game_id: id,
                        nodes: nodes as i64,
                        version: METHOD_VERSION,
                        body: body.clone(),
                        created_at: self.core.now(),
                    })
                    .await?;
                // Shown as stored, so the first answer and every later one are the same.
                from_json(nodes, &body).unwrap_or(computed)
            }
        };
        self.analysis_reply(&loaded, &analysis).await
    }

    /// Computes an analysis in a blocking task once a permit is free, telling `queued` the
    /// caller's place when others are ahead.
    async fn compute(
        &self,
        loaded: &Loaded,
        nodes: u64,
        queued: impl FnOnce(Reply) + Send,
    ) -> Result<GameAnalysis, ServiceError> {
        let ahead = self.waiting.fetch_add(1, Ordering::SeqCst);
        let permit = match self.permits.try_acquire() {
            Ok(p) => Some(p),
            Err(_) => {
                let lang = loaded.lang;
                queued(Reply {
                    text: t!(
                        lang,
                        "analyze-queued",
                        game = loaded.stored.id,
                        ahead = ahead.max(1)
                    ),
                    post_lang: Some(lang),
                    ..Reply::default()
                });
                // The semaphore is never closed.
                self.permits.acquire().await.ok()
            }
        };
        let game = loaded.game.clone();
        let done = tokio::task::spawn_blocking(move || analyse_game(&game, nodes, |_, _| {})).await;
        drop(permit);
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        done?.map_err(|e| {
            ServiceError::Picture(render::RenderError::Replay {
                turn: e.turn,
                reason: e.to_string(),
            })
        })
    }

    /// The reply: the chart, the players' accuracy and counts, the costliest turns and their
    /// pictures, in the game's language.
    async fn analysis_reply(&self, loaded: &Loaded, analysis: &GameAnalysis) -> ServiceResult {
        let lang = loaded.lang;
        let stored = &loaded.stored;
        let config = stored.options.config;
        let names: Vec<String> = stored.seats.iter().map(|p| shown(lang, p)).collect();
        let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
        let mut text = t!(lang, "analyze-head", game = stored.id);
        text.push('\n');
        for s in analysis.summaries(config) {
            let seat = colour(lang, s.seat);
            let name = person(lang, &name(s.seat));
            text.push_str(&match s.accuracy {
                // The counts are numbers, so each language picks its plural.
                Some(a) => t!(
                    lang,
                    "analyze-player",
                    seat = seat,
                    name = name,
                    accuracy = number(lang, a, Some(1)),
                    inaccuracies = s.inaccuracies,
                    mistakes = s.mistakes,
                    blunders = s.blunders
                ),
                None => t!(lang, "analyze-player-idle", seat = seat, name = name),
            });
            text.push('\n');
        }
        let costliest = analysis.costliest(COSTLIEST);
        if costliest.is_empty() {
            text.push_str(&t!(lang, "analyze-none-costly"));
        } else {
            text.push_str(&t!(lang, "analyze-costliest"));
        }
        text.push('\n');
        for (i, turn) in costliest.iter().enumerate() {
            let judgement = match turn.judgement() {
                Some(Judgement::Blunder) => t!(lang, "analyze-blunder"),
                Some(Judgement::Mistake) => t!(lang, "analyze-mistake"),
                Some(Judgement::Inaccuracy) => t!(lang, "analyze-inaccuracy"),
                None => t!(lang, "analyze-small"),
            };
            text.push_str(&t!(
                lang,
                "analyze-costly",
                rank = i + 1,
                turn = turn.number,
                seat = colour(lang, turn.seat),
                played = turn.played.to_string(),
                best = turn.best.to_string(),
                drop = number(lang, turn.drop, Some(1)),
                judgement = judgement
            ));
            text.push('\n');
        }
        let chart = render::Chart {
            title: t!(lang, "chart-title", game = stored.id),
            turns_label: t!(lang, "chart-turns"),
            chances: analysis.chances.clone(),
            lines: chart_lines(config.players(), config.mode())
                .into_iter()
                .map(|s| {
                    let label = if config.mode() == Mode::Teams {
                        format!("{} + {}", name(s), name(s.partner()))
                    } else {
                        name(s)
                    };
                    (s, label)
                })
                .collect(),
            // Every turn judged an inaccuracy or worse.
            swings: analysis
                .turns
                .iter()
                .filter(|t| t.judgement().is_some())
                .map(|t| (t.number, t.seat))
                .collect(),
            swings_label: t!(lang, "chart-swings", points = INACCURACY),
        };
        let id = stored.id;
        let game = loaded.game.clone();
        let table = render::Table {
            words: picture_words(lang),
            ..render::Table::named(&names)
        };
        let pictures = self
            .core
            .draw(move || draw_all(&game, &chart, &costliest, &table))
            .await??;
        let mut files = pictures
            .into_iter()
            .enumerate()
            .map(|(i, bytes)| Attachment {
                filename: if i == 0 {
                    format!("focus-{id}-analysis.png")
                } else {
                    format!("focus-{id}-better-{i}.png")
                },
                bytes,
            });
        Ok(Reply {
            text,
            image: files.next(),
            extra: files.collect(),
            post_lang: Some(lang),
            ..Reply::default()
        })
    }
}

/// The seats whose lines the chart draws: every seat, or one a team.
fn chart_lines(players: u8, mode: Mode) -> Vec<Seat> {
    (1..=players)
        .filter_map(Seat::from_number)
        .filter(|s| mode != Mode::Teams || s.index() < 2)
        .collect()
}

/// The chart, then the position before each costly turn with its better action (blocking).
fn draw_all(
    game: &Game,
    chart: &render::Chart,
    costliest: &[TurnReview],
    table: &render::Table,
) -> Result<Vec<Vec<u8>>, ServiceError> {
    let mut out = vec![render::chart_png(chart, &render::Options::default())?];
    // In the order shown: replay to each costly turn.
    for t in costliest {
        let mut replay = Game::new(game.position().config());
        for &turn in game.record().iter().take(t.number - 1) {
            replay.apply(turn).map_err(|e| {
                ServiceError::Picture(render::RenderError::Replay {
                    turn: t.number,
                    reason: e.to_string(),
                })
            })?;
        }
        out.push(render::suggestion_png(
            replay.position(),
            t.best,
            t.number,
            table,
        )?);
    }
    Ok(out)
}
