//! The fake's REST side: every request recorded, its body checked against Discord's spec, and
//! answered as Discord would.

use super::*;
use faults::Verdict;

pub(super) async fn handle_rest(
    State(shared): State<Arc<Shared>>,
    request: HttpRequest<Body>,
) -> Response {
    let method = request.method().to_string();
    let full_path = request.uri().path().to_string();
    let Some(path) = full_path.strip_prefix("/api/v10") else {
        shared.violation(format!("{method} {full_path}: not under /api/v10"));
        return StatusCode::NOT_FOUND.into_response();
    };
    let path = path.to_string();
    let bearer = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(String::from);
    match (method.as_str(), path.as_str(), bearer) {
        ("POST", "/oauth2/token", _) => return oauth::token(&shared, request).await,
        ("GET", "/users/@me", Some(bearer)) => return oauth::me(&shared, &bearer),
        _ => {}
    }
    let authorized = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("Bot ") && v.len() > 4);
    let interaction_route = path.starts_with("/interactions/") || path.starts_with("/webhooks/");
    if !authorized && !interaction_route {
        shared.violation(format!("{method} {path}: no bot token in Authorization"));
    }
    let Some(template) = shared.spec.template(&path) else {
        shared.violation(format!(
            "{method} {path}: no such endpoint in Discord's API"
        ));
        return StatusCode::NOT_FOUND.into_response();
    };
    if !shared.spec.has_operation(&template, &method) {
        shared.violation(format!(
            "{method} {template}: Discord has no such operation"
        ));
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let query = match axum::extract::Query::<Vec<(String, String)>>::try_from_uri(request.uri()) {
        Ok(axum::extract::Query(query)) => query,
        Err(e) => {
            shared.violation(format!(
                "{method} {path}: a query string Discord cannot read: {e}"
            ));
            return StatusCode::BAD_REQUEST.into_response();
        }
    };
    if let Err(e) = shared.spec.check_query(&template, &method, &query) {
        shared.violation(e);
    }
    let multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let (body, files) = if multipart {
        match read_multipart(request).await {
            Ok(parts) => parts,
            Err(e) => {
                shared.violation(format!("{method} {path}: bad multipart body: {e}"));
                return StatusCode::BAD_REQUEST.into_response();
            }
        }
    } else {
        let bytes = to_bytes(request.into_body(), usize::MAX).await.unwrap();
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            match serde_json::from_slice(&bytes) {
                Ok(v) => v,
                Err(e) => {
                    shared.violation(format!("{method} {path}: body is not JSON: {e}"));
                    return StatusCode::BAD_REQUEST.into_response();
                }
            }
        };
        (body, Vec::new())
    };
    if shared.spec.has_body(&template, &method) {
        if let Err(e) = shared.spec.check(&template, &method, &body) {
            shared.violation(e);
        }
    } else if !body.is_null() {
        shared.violation(format!("{method} {template} takes no body, got {body}"));
    }
    check_files(&shared, &method, &path, &body, &files);
    if focus_bot::markup::has_marks(&body.to_string()) {
        shared.violation(format!(
            "{method} {path}: a name or mention reached Discord still marked (the front end \
             must write every span): {body}"
        ));
    }
    let gate = shared
        .gate
        .lock()
        .unwrap()
        .take_if(|g| g.template == template);
    if let Some(gate) = gate {
        gate.hold().await;
    }
    let (verdict, violation) = shared.faults.arrive(&method, &template, &path);
    if let Some(violation) = violation {
        shared.violation(violation);
    }
    let (delay, headers) = match verdict {
        Verdict::Refuse(answer) => {
            shared.changed.notify_waiters();
            return answer;
        }
        Verdict::Serve { delay, headers } => (delay, headers),
    };
    let mut response = if method == "GET" && template == "/channels/{channel_id}/messages" {
        list_messages(&shared, &path, &query)
    } else {
        respond(&shared, &method, &template, &path, &body)
    };
    response.headers_mut().extend(headers);
    shared.requests.lock().unwrap().push(Recorded {
        method,
        path,
        template,
        body,
        files,
    });
    shared.changed.notify_waiters();
    // A slow answer: the request is done (and recorded), its answer comes late.
    tokio::time::sleep(delay).await;
    response
}

/// Attachments in the JSON must name the uploaded files, and uploads must be listed.
fn check_files(shared: &Shared, method: &str, path: &str, body: &Value, files: &[UploadedFile]) {
    let data = if path.ends_with("/callback") {
        &body["data"]
    } else {
        body
    };
    for file in files {
        let index = file
            .field
            .strip_prefix("files[")
            .and_then(|s| s.strip_suffix(']'));
        let listed = data["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|a| a["id"].to_string().trim_matches('"') == index.unwrap_or("?"));
        if !listed {
            shared.violation(format!(
                "{method} {path}: uploaded {} ({}) is not in attachments",
                file.field, file.filename
            ));
        }
    }
}

async fn read_multipart(request: HttpRequest<Body>) -> Result<(Value, Vec<UploadedFile>), String> {
    let mut multipart = Multipart::from_request(request, &())
        .await
        .map_err(|e| e.to_string())?;
    let mut body = Value::Null;
    let mut files = Vec::new();
    while let Some(field) = multipart.next_field().await.map_err(|e| e.to_string())? {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(String::from);
        let bytes = field.bytes().await.map_err(|e| e.to_string())?;
        if name == "payload_json" {
            body = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
        } else {
            files.push(UploadedFile {
                field: name,
                filename: filename.ok_or("a file part without a file name")?,
                bytes: bytes.to_vec(),
            });
        }
    }
    Ok((body, files))
}

fn respond(shared: &Shared, method: &str, template: &str, path: &str, body: &Value) -> Response {
    let json = |v: Value| (StatusCode::OK, axum::Json(v)).into_response();
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    match (method, template) {
        ("GET", "/gateway") => json(json!({ "url": shared.ws_url })),
        ("GET", "/gateway/bot") => json(json!({
            "url": shared.ws_url,
            "shards": 1,
            "session_start_limit": {
                "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1
            }
        })),
        ("GET", "/applications/{application_id}/commands") => json(Value::Array(
            shared.setting.lock().unwrap().global_commands.clone(),
        )),
        ("PUT", "/applications/{application_id}/commands")
        | ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") => {
            let guild = (segments.len() == 5).then(|| segments[3].to_string());
            let commands: Vec<Value> = body
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| payloads::registered_command(shared.id(), c, guild.as_deref()))
                .collect();
            if guild.is_none() {
                let mut setting = shared.setting.lock().unwrap();
                // Discord keeps an Activity's entry point: an overwrite without it is refused.
                let entry = |list: &[Value]| list.iter().any(|c| c["type"] == 4);
                if entry(&setting.global_commands) && !entry(&commands) {
                    let refused = json!({
                        "message": "You cannot remove this app's Entry Point command in a bulk \
                                    update operation. Please include the Entry Point command in \
                                    your update request or delete it separately.",
                        "code": 50240
                    });
                    return (StatusCode::BAD_REQUEST, axum::Json(refused)).into_response();
                }
                setting.global_commands = commands.clone();
            }
            json(Value::Array(commands))
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
            if shared.gateway.expired(segments[1]) =>
        {
            let unknown = json!({ "message": "Unknown interaction", "code": 10062 });
            (StatusCode::NOT_FOUND, axum::Json(unknown)).into_response()
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
            if !shared
                .acknowledged
                .lock()
                .unwrap()
                .insert(segments[1].to_string()) =>
        {
            shared.violation(format!(
                "{method} {path}: a second first response to the same interaction"
            ));
            let already = json!({
                "message": "Interaction has already been acknowledged.",
                "code": 40060
            });
            (StatusCode::BAD_REQUEST, axum::Json(already)).into_response()
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            let kind = body["type"].as_u64().unwrap_or(0);
            let token = segments[2];
            if matches!(kind, 4 | 5) {
                let id = shared.id();
                let mut message = payloads::message(id, &body["data"], Some(token));
                if let Some((channel, ..)) = shared.setting.lock().unwrap().channel {
                    message["channel_id"] = json!(channel.to_string());
                }
                shared.messages.lock().unwrap().insert(id, message);
            }
            if kind == 7 {
                // An update replaces the clicked message in place.
                let clicked = shared.clicked.lock().unwrap().get(token).copied();
                let mut messages = shared.messages.lock().unwrap();
                match clicked.and_then(|id| messages.get_mut(&id)) {
                    Some(message) => payloads::apply_edit(message, &body["data"]),
                    None => {
                        drop(messages);
                        shared.violation(format!(
                            "{method} {path}: an update (type 7) answers a component click only"
                        ));
                    }
                }
            }
            StatusCode::NO_CONTENT.into_response()
        }
        ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        | ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => {
            let token = segments[2];
            let clicked = shared.clicked.lock().unwrap().get(token).copied();
            let mut messages = shared.messages.lock().unwrap();
            let found = match clicked {
                Some(id) => messages.get_mut(&id),
                None => messages
                    .values_mut()
                    .find(|m| m["interaction_token"] == token),
            };
            let Some(message) = found else {
                drop(messages);
                shared.violation(format!(
                    "{method} {path}: there is no original response yet"
                ));
                return StatusCode::NOT_FOUND.into_response();
            };
            if method == "PATCH" {
                payloads::apply_edit(message, body);
            }
            json(message.clone())
        }
        ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => {
            let token = segments[2];
            shared
                .messages
                .lock()
                .unwrap()
                .retain(|_, m| m["interaction_token"] != token);
            StatusCode::NO_CONTENT.into_response()
        }
        ("POST", "/channels/{channel_id}/messages")
            if segments[1]
                .parse::<u64>()
                .is_ok_and(|c| shared.refusing.lock().unwrap().contains(&c)) =>
        {
            (
                StatusCode::FORBIDDEN,
                axum::Json(json!({ "message": "Missing Permissions", "code": 50013 })),
            )
                .into_response()
        }
        ("POST", "/users/@me/channels") => {
            let Some(user) = body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse::<u64>().ok())
            else {
                shared.violation(format!("{method} {path}: no recipient_id in {body}"));
                return StatusCode::BAD_REQUEST.into_response();
            };
            let mut channels = shared.dm_channels.lock().unwrap();
            let id = match channels.iter().find(|(_, u)| **u == user) {
                Some((c, _)) => *c,
                None => {
                    let c = shared.id();
                    channels.insert(c, user);
                    c
                }
            };
            json(payloads::dm_channel(id, user))
        }
        ("POST", "/channels/{channel_id}/messages")
            if segments[1].parse::<u64>().is_ok_and(|c| {
                let recipient = shared.dm_channels.lock().unwrap().get(&c).copied();
                recipient.is_some_and(|u| shared.closed_dms.lock().unwrap().contains(&u))
            }) =>
        {
            (
                StatusCode::FORBIDDEN,
                axum::Json(
                    json!({ "message": "Cannot send messages to this user", "code": 50007 }),
                ),
            )
                .into_response()
        }
        ("POST", "/channels/{channel_id}/messages") => {
            // Discord answers a nonce it has seen in the channel with the message it made.
            let nonce = (body["enforce_nonce"] == true)
                .then(|| match &body["nonce"] {
                    Value::String(s) => Some(s.clone()),
                    Value::Number(n) => Some(n.to_string()),
                    _ => None,
                })
                .flatten();
            let channel = segments[1];
            if let Some(nonce) = &nonce
                && let Some(id) = shared.faults.nonce_message(channel, nonce)
                && let Some(message) = shared.messages.lock().unwrap().get(&id)
            {
                return json(message.clone());
            }
            let id = shared.id();
            let mut message = payloads::message(id, body, None);
            message["channel_id"] = json!(channel);
            if let Some(nonce) = &nonce {
                message["nonce"] = json!(nonce);
                shared.faults.remember_nonce(channel, nonce, id);
            }
            shared.messages.lock().unwrap().insert(id, message.clone());
            json(message)
        }
        ("GET", "/channels/{channel_id}/messages") => json(threads::recent(shared, segments[1])),
        ("POST", "/channels/{channel_id}/threads") => threads::create(shared, segments[1], body),
        ("GET", "/guilds/{guild_id}/threads/active") => threads::active(shared),
        ("PUT", "/channels/{channel_id}/thread-members/{user_id}") => {
            threads::add_member(shared, segments[1], segments[3])
        }
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => {
            let id = shared.id();
            let message = payloads::message(id, body, None);
            shared.messages.lock().unwrap().insert(id, message.clone());
            json(message)
        }
        ("PATCH", "/channels/{channel_id}/messages/{message_id}")
        | ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}") => {
            let id: u64 = segments.last().unwrap().parse().unwrap_or(0);
            let mut messages = shared.messages.lock().unwrap();
            let Some(message) = messages.get_mut(&id) else {
                drop(messages);
                shared.violation(format!("{method} {path}: no such message"));
                return StatusCode::NOT_FOUND.into_response();
            };
            payloads::apply_edit(message, body);
            json(message.clone())
        }
        _ => {
            shared.violation(format!("{method} {path}: the fake does not serve this"));
            StatusCode::NOT_FOUND.into_response()
        }
    }
}

/// `GET /channels/{channel_id}/messages`: the channel's messages everyone sees, newest first, at
/// most `limit` (50 unless given; the spec allows 1 to 100), those before or after a message id
/// when asked. Listed as Discord lists them: without the `nonce` a message was posted with
/// (Discord only echoes it in the answer to the post), so the bot cannot count on it.
fn list_messages(shared: &Shared, path: &str, query: &[(String, String)]) -> Response {
    let channel = path.trim_matches('/').split('/').nth(1).unwrap_or_default();
    let param = |name: &str| {
        query
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.parse::<u64>().ok())
    };
    let limit = param("limit").unwrap_or(50).clamp(1, 100) as usize;
    let (before, after) = (param("before"), param("after"));
    if param("around").is_some() {
        shared.violation(format!("GET {path}: the fake does not serve `around`"));
    }
    let messages = shared.messages.lock().unwrap();
    let mut listed: Vec<(u64, Value)> = messages
        .iter()
        .filter(|(id, m)| {
            m["channel_id"] == channel
                && m["flags"].as_u64().unwrap_or(0) & 64 == 0
                && before.is_none_or(|b| **id < b)
                && after.is_none_or(|a| **id > a)
        })
        .map(|(id, m)| {
            let mut m = m.clone();
            if let Some(fields) = m.as_object_mut() {
                fields.remove("nonce");
                fields.remove("interaction_token");
            }
            (*id, m)
        })
        .collect();
    listed.sort_by_key(|(id, _)| std::cmp::Reverse(*id));
    listed.truncate(limit);
    axum::Json(Value::Array(listed.into_iter().map(|(_, m)| m).collect())).into_response()
}
