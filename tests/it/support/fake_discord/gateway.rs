//! The fake's gateway: the websocket the bot connects to, Discord's session protocol on it, the
//! events the tests dispatch, and the faults a test can inject.
//!
//! Like Discord, it says hello with a heartbeat interval, answers heartbeats (op 1) with an ACK
//! (op 11), answers an IDENTIFY (op 2) with READY and a new `session_id`, and numbers every
//! dispatch of a session (`s`, READY being 1). It keeps a session's dispatches, also those sent
//! while no connection carries it, so that a RESUME (op 6) of a known session replays those after
//! the sequence the bot names, then sends RESUMED. A RESUME of a session it does not know (or
//! invalidated) is answered with an INVALID SESSION (op 9, `d: false`): the bot must identify
//! anew, and what was dispatched meanwhile is lost, as on Discord.
//!
//! The faults act on the connection carrying the session: dropped without a close frame (the
//! bot sees a 1006), closed with a code, a RECONNECT (op 7), an INVALID SESSION (op 9, resumable
//! or not), heartbeats no longer acknowledged (a zombie connection). Heartbeats can be
//! acknowledged late (a test measuring the bot's latency), and resumes can be held
//! unanswered, to keep the bot away while a test acts.
//!
//! Every IDENTIFY and RESUME is recorded with the time it arrived.

use std::collections::HashSet;
use std::time::Instant;

use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;

use super::*;

/// The heartbeat interval Discord gives, in milliseconds.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// The prefix of the session ids the fake hands out (then the session's number).
const SESSION_PREFIX: &str = "fake-session-";

/// An IDENTIFY or RESUME the bot sent, and when it arrived.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The whole payload (`op` and `d`).
    pub payload: Value,
    /// When the fake received it.
    pub at: Instant,
}

/// What a connection's task is told to do.
enum Outgoing {
    /// Send this text frame.
    Text(String),
    /// Send a close frame with this code and end the connection.
    Close(u16),
    /// End the TCP connection at once, without a close frame (the bot sees a 1006).
    Drop,
}

type Sender = mpsc::UnboundedSender<Outgoing>;

/// The gateway's state: sessions, connections and the faults in force.
#[derive(Default)]
pub(super) struct Gateway {
    state: Mutex<State>,
}

impl Gateway {
    /// Whether the interaction `id` is too old for its first answer.
    pub(super) fn expired(&self, id: &str) -> bool {
        self.state.lock().unwrap().expired.contains(id)
    }
}

#[derive(Default)]
struct State {
    /// The interval sent in HELLO, when a test set one.
    heartbeat_interval: Option<u64>,
    /// How long a heartbeat's ACK waits (none: answered at once, as Discord does).
    heartbeat_ack_delay: Duration,
    /// IDENTIFYs are recorded but never answered.
    withholding_ready: bool,
    /// RESUMEs are recorded but answered only on release.
    holding_resumes: bool,
    /// RESUMEs waiting for the release: connection, session, the bot's last sequence.
    held: Vec<(u64, usize, u64)>,
    identifies: Vec<Opening>,
    resumes: Vec<Opening>,
    /// Every session handed out, by number.
    sessions: Vec<Session>,
    /// The open connections.
    connections: HashMap<u64, Sender>,
    next_connection: u64,
    /// The connection carrying a session now, and which.
    live: Option<(u64, usize)>,
    /// Connections whose heartbeats are no longer acknowledged.
    zombies: HashSet<u64>,
    /// Interactions dispatched while no connection carried the session (by id).
    waiting: Vec<String>,
    /// Interactions too old to be answered: their callback answers 404 Unknown interaction.
    expired: HashSet<String>,
}

/// A session: its dispatches, the `n`-th with sequence `n + 1`.
struct Session {
    events: Vec<String>,
    /// Whether a RESUME of it is accepted.
    valid: bool,
}

impl State {
    fn live_sender(&self) -> Option<Sender> {
        self.live
            .and_then(|(connection, _)| self.connections.get(&connection).cloned())
    }

    /// Numbers a dispatch in `session`, keeps it, and returns its text.
    fn push(&mut self, session: usize, event: &str, data: Value) -> String {
        let events = &mut self.sessions[session].events;
        let sequence = events.len() + 1;
        let text = json!({ "op": 0, "t": event, "s": sequence, "d": data }).to_string();
        events.push(text.clone());
        text
    }

    /// Replays what `session` dispatched after `sequence` on `connection`, then RESUMED, and
    /// makes that connection the session's.
    fn complete_resume(&mut self, connection: u64, session: usize, sequence: u64) {
        let Some(tx) = self.connections.get(&connection).cloned() else {
            return;
        };
        for text in self.sessions[session].events.iter().skip(sequence as usize) {
            let _ = tx.send(Outgoing::Text(text.clone()));
        }
        self.waiting.clear();
        let resumed = self.push(session, "RESUMED", json!({}));
        let _ = tx.send(Outgoing::Text(resumed));
        self.live = Some((connection, session));
    }

    /// Takes the session's connection away from it; returns the connection's sender.
    fn take_live(&mut self) -> Sender {
        let sender = self
            .live_sender()
            .expect("no connection carries the session now");
        self.live = None;
        sender
    }
}

pub(super) async fn serve_gateway(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        tokio::spawn(serve_connection(stream, shared.clone()));
    }
}

async fn serve_connection(stream: TcpStream, shared: Arc<Shared>) {
    let Ok(mut socket) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (tx, mut rx) = mpsc::unbounded_channel::<Outgoing>();
    let (connection, interval) = {
        let mut state = shared.gateway.state.lock().unwrap();
        let connection = state.next_connection;
        state.next_connection += 1;
        state.connections.insert(connection, tx.clone());
        let interval = state.heartbeat_interval.unwrap_or(HEARTBEAT_INTERVAL_MS);
        (connection, interval)
    };
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": interval } });
    let _ = tx.send(Outgoing::Text(hello.to_string()));
    loop {
        tokio::select! {
            incoming = socket.next() => match incoming {
                Some(Ok(WsMessage::Text(text))) => receive(&shared, connection, &text),
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Text(text)) => {
                    if socket.send(WsMessage::Text(text)).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code)) => {
                    let frame = CloseFrame { code: code.into(), reason: "".into() };
                    let _ = socket.close(Some(frame)).await;
                    break;
                }
                Some(Outgoing::Drop) | None => {
                    reset(&socket);
                    break;
                }
            },
        }
    }
    let mut state = shared.gateway.state.lock().unwrap();
    state.connections.remove(&connection);
    state.zombies.remove(&connection);
    state.held.retain(|(c, _, _)| *c != connection);
    if state.live.is_some_and(|(c, _)| c == connection) {
        state.live = None;
    }
}

/// Makes the socket's end a TCP reset: no close frame, no orderly shutdown.
#[allow(deprecated)] // SO_LINGER blocks on drop only with a non-zero time.
fn reset(socket: &WebSocketStream<TcpStream>) {
    let _ = socket.get_ref().set_linger(Some(Duration::ZERO));
}

/// Handles one text frame from the bot.
fn receive(shared: &Shared, connection: u64, text: &str) {
    let Ok(payload) = serde_json::from_str::<Value>(text) else {
        shared.violation(format!("gateway: not JSON: {text}"));
        return;
    };
    let mut state = shared.gateway.state.lock().unwrap();
    let Some(tx) = state.connections.get(&connection).cloned() else {
        return;
    };
    match payload["op"].as_u64() {
        // A zombie connection's heartbeats go unanswered.
        Some(1) if !state.zombies.contains(&connection) => {
            let ack = Outgoing::Text(json!({ "op": 11 }).to_string());
            let delay = state.heartbeat_ack_delay;
            if delay.is_zero() {
                let _ = tx.send(ack);
            } else {
                tokio::spawn(async move {
                    tokio::time::sleep(delay).await;
                    let _ = tx.send(ack);
                });
            }
        }
        Some(2) => {
            let intents = payload["d"]["intents"].as_u64().unwrap_or(0);
            if intents & PRIVILEGED_INTENTS != 0 {
                shared.violation(format!("gateway: privileged intents {intents}"));
            }
            state.identifies.push(Opening {
                payload,
                at: Instant::now(),
            });
            if !state.withholding_ready {
                let session = state.sessions.len();
                state.sessions.push(Session {
                    events: Vec::new(),
                    valid: true,
                });
                let session_id = format!("{SESSION_PREFIX}{session}");
                let ready = payloads::ready(&shared.ws_url, &session_id);
                let text = state.push(session, "READY", ready);
                let _ = tx.send(Outgoing::Text(text));
                state.live = Some((connection, session));
            }
            shared.changed.notify_waiters();
        }
        Some(6) => {
            let session = payload["d"]["session_id"]
                .as_str()
                .and_then(|id| id.strip_prefix(SESSION_PREFIX))
                .and_then(|n| n.parse::<usize>().ok());
            let sequence = payload["d"]["seq"].as_u64();
            if payload["d"]["token"].as_str().is_none_or(str::is_empty) {
                shared.violation(format!("gateway: a resume without a token: {payload}"));
            }
            state.resumes.push(Opening {
                payload,
                at: Instant::now(),
            });
            match (session, sequence) {
                (Some(session), Some(sequence))
                    if state
                        .sessions
                        .get(session)
                        .is_some_and(|s| s.valid && sequence as usize <= s.events.len()) =>
                {
                    if state.holding_resumes {
                        state.held.push((connection, session, sequence));
                    } else {
                        state.complete_resume(connection, session, sequence);
                    }
                }
                _ => {
                    let refused = json!({ "op": 9, "d": false }).to_string();
                    let _ = tx.send(Outgoing::Text(refused));
                }
            }
            shared.changed.notify_waiters();
        }
        _ => {}
    }
}

impl FakeDiscord {
    /// Sends a dispatch (op 0) in the newest session: at once if a connection carries it, else
    /// when the bot resumes it (never, if it identifies anew).
    pub(super) fn dispatch(&self, event: &str, data: Value) {
        let mut state = self.shared.gateway.state.lock().unwrap();
        let session = state
            .sessions
            .len()
            .checked_sub(1)
            .expect("the bot never connected to the gateway");
        let id = data["id"].as_str().unwrap_or_default().to_string();
        let text = state.push(session, event, data);
        if state.live.is_some_and(|(_, s)| s == session)
            && let Some(tx) = state.live_sender()
        {
            let _ = tx.send(Outgoing::Text(text));
        } else if event == "INTERACTION_CREATE" {
            state.waiting.push(id);
        }
    }

    /// The interactions waiting for the bot to come back are too old to answer by the time it
    /// does (Discord takes an interaction's first answer within 3 s): their callbacks will be
    /// answered 404 Unknown interaction (code 10062).
    pub fn expire_waiting_interactions(&self) {
        let mut state = self.shared.gateway.state.lock().unwrap();
        let waiting = std::mem::take(&mut state.waiting);
        state.expired.extend(waiting);
    }

    /// The HELLO of connections opened from now on asks for a heartbeat every `interval`
    /// (Discord asks for one every 41.25 s).
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        self.shared.gateway.state.lock().unwrap().heartbeat_interval =
            Some(interval.as_millis() as u64);
    }

    /// Heartbeats are acknowledged `delay` after they arrive (instead of at once), so the
    /// bot's measured round trip is at least `delay`.
    pub fn delay_heartbeat_acks(&self, delay: Duration) {
        self.shared
            .gateway
            .state
            .lock()
            .unwrap()
            .heartbeat_ack_delay = delay;
    }

    /// From now on the gateway records identifies but never answers READY, so the bot's
    /// shard stays unconnected.
    pub fn withhold_ready(&self) {
        self.shared.gateway.state.lock().unwrap().withholding_ready = true;
    }

    /// Every IDENTIFY (op 2) the bot sent so far.
    pub fn identifies(&self) -> Vec<Opening> {
        self.shared.gateway.state.lock().unwrap().identifies.clone()
    }

    /// Every RESUME (op 6) the bot sent so far.
    pub fn resumes(&self) -> Vec<Opening> {
        self.shared.gateway.state.lock().unwrap().resumes.clone()
    }

    /// Waits for the bot's `n`-th gateway IDENTIFY (1 for the first connection) and returns it.
    pub async fn wait_identified(&self, n: usize) -> Value {
        self.wait_opening(&format!("the bot's identify number {n}"), |g| {
            g.identifies.get(n - 1).map(|o| o.payload.clone())
        })
        .await
    }

    /// Waits for the bot's `n`-th gateway RESUME (1 for the first) and returns it.
    pub async fn wait_resumed(&self, n: usize) -> Value {
        self.wait_opening(&format!("the bot's resume number {n}"), |g| {
            g.resumes.get(n - 1).map(|o| o.payload.clone())
        })
        .await
    }

    /// Waits until a connection carries the newest session again (after READY or RESUMED).
    pub async fn wait_connected(&self) {
        self.wait_opening("the bot to be connected", |g| {
            let newest = g.sessions.len().checked_sub(1)?;
            g.live.filter(|(_, s)| *s == newest).map(|_| ())
        })
        .await;
    }

    async fn wait_opening<T>(&self, what: &str, pick: impl Fn(&State) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let changed = self.shared.changed.notified();
            self.check_violations();
            if let Some(found) = pick(&self.shared.gateway.state.lock().unwrap()) {
                return found;
            }
            // RESUMED and closed connections notify nobody: look again now and then.
            let poll = tokio::time::sleep(Duration::from_millis(50));
            tokio::select! {
                () = changed => {}
                () = poll => {}
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "timed out waiting for {what}"
            );
        }
    }

    /// Drops the connection carrying the session without a close frame, as a network failure
    /// does (the bot sees a 1006). The session stays resumable.
    pub fn drop_connection(&self) {
        let tx = self.shared.gateway.state.lock().unwrap().take_live();
        let _ = tx.send(Outgoing::Drop);
    }

    /// Closes the connection carrying the session with `code` (4000 and most others are
    /// resumable). The session stays resumable.
    pub fn close_connection(&self, code: u16) {
        let tx = self.shared.gateway.state.lock().unwrap().take_live();
        let _ = tx.send(Outgoing::Close(code));
    }

    /// Sends RECONNECT (op 7): the bot should reconnect and resume. What is dispatched from now
    /// on waits for the resume.
    pub fn send_reconnect(&self) {
        let tx = self.shared.gateway.state.lock().unwrap().take_live();
        let _ = tx.send(Outgoing::Text(json!({ "op": 7, "d": null }).to_string()));
    }

    /// Sends INVALID SESSION (op 9) with `d: resumable`. When not resumable the session is gone:
    /// a resume of it is refused and the bot must identify anew.
    pub fn invalidate_session(&self, resumable: bool) {
        let mut state = self.shared.gateway.state.lock().unwrap();
        let tx = state.take_live();
        if !resumable && let Some(session) = state.sessions.last_mut() {
            session.valid = false;
        }
        let _ = tx.send(Outgoing::Text(
            json!({ "op": 9, "d": resumable }).to_string(),
        ));
    }

    /// Discord forgets the session without a word: a later resume of it is refused (op 9,
    /// `d: false`).
    pub fn forget_session(&self) {
        if let Some(session) = self
            .shared
            .gateway
            .state
            .lock()
            .unwrap()
            .sessions
            .last_mut()
        {
            session.valid = false;
        }
    }

    /// The connection carrying the session stops acknowledging heartbeats and delivering
    /// events: a zombie connection, which the bot must notice and replace.
    pub fn make_zombie(&self) {
        let mut state = self.shared.gateway.state.lock().unwrap();
        let (connection, _) = state.live.expect("no connection carries the session now");
        state.zombies.insert(connection);
        state.live = None;
    }

    /// From now on RESUMEs are recorded but not answered until [`FakeDiscord::release_resumes`]:
    /// the bot stays away, and what is dispatched meanwhile waits.
    pub fn hold_resumes(&self) {
        self.shared.gateway.state.lock().unwrap().holding_resumes = true;
    }

    /// Answers the held RESUMEs (replaying what was missed, then RESUMED) and those to come.
    pub fn release_resumes(&self) {
        let mut state = self.shared.gateway.state.lock().unwrap();
        state.holding_resumes = false;
        for (connection, session, sequence) in std::mem::take(&mut state.held) {
            state.complete_resume(connection, session, sequence);
        }
    }
}
