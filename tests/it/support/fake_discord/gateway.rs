//! The fake's gateway: the websocket the bot connects to, its hello, identify and heartbeats,
//! and the events the tests dispatch.

use super::*;

pub(super) async fn serve_gateway(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            let Ok(socket) = tokio_tungstenite::accept_async(stream).await else {
                return;
            };
            let (mut write, mut read) = socket.split();
            let (tx, mut rx) = mpsc::unbounded_channel::<String>();
            tokio::spawn(async move {
                while let Some(text) = rx.recv().await {
                    if write.send(WsMessage::Text(text)).await.is_err() {
                        return;
                    }
                }
            });
            let _ = tx.send(json!({ "op": 10, "d": { "heartbeat_interval": 41250 } }).to_string());
            while let Some(Ok(message)) = read.next().await {
                let WsMessage::Text(text) = message else {
                    continue;
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else {
                    shared.violation(format!("gateway: not JSON: {text}"));
                    continue;
                };
                match payload["op"].as_u64() {
                    Some(1) => {
                        let _ = tx.send(json!({ "op": 11 }).to_string());
                    }
                    Some(2) => {
                        let intents = payload["d"]["intents"].as_u64().unwrap_or(0);
                        if intents & PRIVILEGED_INTENTS != 0 {
                            shared.violation(format!("gateway: privileged intents {intents}"));
                        }
                        if shared.withholding_ready.load(Ordering::SeqCst) {
                            shared.identifies.lock().unwrap().push(payload);
                            shared.changed.notify_waiters();
                            continue;
                        }
                        let ready = payloads::ready(&shared.ws_url);
                        let _ = tx
                            .send(json!({ "op": 0, "t": "READY", "s": 1, "d": ready }).to_string());
                        shared.sequence.store(1, Ordering::SeqCst);
                        *shared.gateway.lock().unwrap() = Some(tx.clone());
                        shared.identifies.lock().unwrap().push(payload);
                        shared.changed.notify_waiters();
                    }
                    _ => {}
                }
            }
        });
    }
}
