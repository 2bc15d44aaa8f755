//! Discord's OpenAPI description, used to check every request body and query string the bot
//! sends.
//!
//! The spec is vendored in `tests/data/discord/openapi.json` (Discord's discord-api-spec
//! repository, commit 74fda0f of 2026-07-18, MIT licence beside it).
//! Two relaxations, both of things real Discord accepts although the spec is stricter: a snowflake
//! may be a JSON number (serenity sends `attachments[].id` so), and an integer may be a string of
//! digits (serenity sends `default_member_permissions` so).

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use jsonschema::{Draft, Validator};
use serde_json::{Map, Value, json};

/// Where the spec is, relative to the repository root.
const SPEC_PATH: &str = "tests/data/discord/openapi.json";

/// The spec, with validators compiled on first use.
pub struct Spec {
    paths: Map<String, Value>,
    components: Value,
    validators: Mutex<HashMap<(String, String), Arc<Validator>>>,
}

impl Spec {
    /// Loads the spec; panics with a clear message when it is missing.
    pub fn load() -> Spec {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(SPEC_PATH);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "Discord's OpenAPI spec is missing at {} ({e}): it is part of the repository",
                path.display()
            )
        });
        let mut spec: Value = serde_json::from_str(&text).expect("openapi.json is valid JSON");
        relax(&mut spec);
        let paths = spec["paths"].as_object().expect("spec has paths").clone();
        Spec {
            paths,
            components: spec["components"].take(),
            validators: Mutex::new(HashMap::new()),
        }
    }

    /// The spec's path template for a concrete path (`/interactions/1/tok/callback` →
    /// `/interactions/{interaction_id}/{interaction_token}/callback`), preferring literal segments.
    pub fn template(&self, path: &str) -> Option<String> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        self.paths
            .keys()
            .filter_map(|template| {
                let parts: Vec<&str> = template.trim_matches('/').split('/').collect();
                if parts.len() != segments.len() {
                    return None;
                }
                let mut literals = 0;
                for (part, segment) in parts.iter().zip(&segments) {
                    if part.starts_with('{') {
                        continue;
                    }
                    if part != segment {
                        return None;
                    }
                    literals += 1;
                }
                Some((literals, template))
            })
            .max_by_key(|(literals, _)| *literals)
            .map(|(_, template)| template.clone())
    }

    /// Checks a JSON body against the request schema of `method` on `template`.
    pub fn check(&self, template: &str, method: &str, body: &Value) -> Result<(), String> {
        let validator = self.validator(template, method)?;
        let errors: Vec<String> = validator
            .iter_errors(body)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{method} {template}: body does not match Discord's schema: {}\nbody: {body}",
                errors.join("; ")
            ))
        }
    }

    /// The OAuth2 scopes with which `method` on `template` may be called (its `security`'s
    /// `OAuth2` entries; empty: only a bot token).
    pub fn oauth2_scopes(&self, template: &str, method: &str) -> Vec<String> {
        self.paths[template][method.to_lowercase()]["security"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s["OAuth2"].as_array())
            .flatten()
            .filter_map(|s| s.as_str().map(String::from))
            .collect()
    }

    /// Checks an answer the fake gives against the response schema of `method` on `template`
    /// for `status`.
    pub fn check_response(
        &self,
        template: &str,
        method: &str,
        status: u16,
        body: &Value,
    ) -> Result<(), String> {
        let schema =
            self.paths[template][method.to_lowercase()]["responses"][status.to_string()]["content"]
                ["application/json"]["schema"]
                .clone();
        if schema.is_null() {
            return Err(format!(
                "{method} {template}: the spec has no {status} answer"
            ));
        }
        let mut root = json!({ "$schema": "https://json-schema.org/draft/2020-12/schema" });
        root["allOf"] = json!([schema]);
        root["components"] = self.components.clone();
        let validator = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .build(&root)
            .map_err(|e| format!("{method} {template}: cannot compile the answer's schema: {e}"))?;
        let errors: Vec<String> = validator
            .iter_errors(body)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{method} {template}: the fake's answer does not match Discord's schema: {}",
                errors.join("; ")
            ))
        }
    }

    /// Whether `method` on `template` takes a request body at all.
    pub fn has_body(&self, template: &str, method: &str) -> bool {
        self.paths[template][method.to_lowercase()]
            .get("requestBody")
            .is_some()
    }

    /// Whether the spec knows `method` on `template`.
    pub fn has_operation(&self, template: &str, method: &str) -> bool {
        self.paths
            .get(template)
            .and_then(|p| p.get(method.to_lowercase()))
            .is_some()
    }

    /// Checks a query string's parameters (`name`, value) against those `method` on `template`
    /// declares (`in: query`): each must be one of them, and its value must match its schema (a
    /// value of digits is read as a number, as Discord reads it).
    pub fn check_query(
        &self,
        template: &str,
        method: &str,
        query: &[(String, String)],
    ) -> Result<(), String> {
        if query.is_empty() {
            return Ok(());
        }
        let validator = self.query_validator(template, method)?;
        let mut object = Map::new();
        for (name, value) in query {
            let value = value
                .parse::<u64>()
                .map_or_else(|_| json!(value), |n| json!(n));
            if object.insert(name.clone(), value).is_some() {
                return Err(format!(
                    "{method} {template}: the query names `{name}` twice"
                ));
            }
        }
        let object = Value::Object(object);
        let errors: Vec<String> = validator
            .iter_errors(&object)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{method} {template}: query does not match Discord's parameters: {}\nquery: \
                 {object}",
                errors.join("; ")
            ))
        }
    }

    /// A validator of a query string read as an object: the operation's and the path's
    /// `in: query` parameters as its properties, and nothing else.
    fn query_validator(&self, template: &str, method: &str) -> Result<Arc<Validator>, String> {
        let key = (template.to_string(), format!("{method}?"));
        if let Some(v) = self.validators.lock().unwrap().get(&key) {
            return Ok(v.clone());
        }
        let path = &self.paths[template];
        let declared = path["parameters"]
            .as_array()
            .into_iter()
            .chain(path[method.to_lowercase()]["parameters"].as_array())
            .flatten()
            .filter(|p| p["in"] == "query");
        let mut properties = Map::new();
        let mut required = Vec::new();
        for parameter in declared {
            let name = parameter["name"].as_str().unwrap_or_default().to_string();
            if parameter["required"] == true {
                required.push(json!(name));
            }
            properties.insert(name, parameter["schema"].clone());
        }
        let root = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": false,
            "components": self.components.clone(),
        });
        let validator = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .build(&root)
            .map_err(|e| format!("{method} {template}: cannot compile the query's schema: {e}"))?;
        let validator = Arc::new(validator);
        self.validators
            .lock()
            .unwrap()
            .insert(key, validator.clone());
        Ok(validator)
    }

    fn validator(&self, template: &str, method: &str) -> Result<Arc<Validator>, String> {
        let key = (template.to_string(), method.to_string());
        if let Some(v) = self.validators.lock().unwrap().get(&key) {
            return Ok(v.clone());
        }
        let schema = self.paths[template][method.to_lowercase()]["requestBody"]["content"]
            ["application/json"]["schema"]
            .clone();
        if schema.is_null() {
            return Err(format!(
                "{method} {template}: the spec has no JSON request body"
            ));
        }
        let mut root = json!({ "$schema": "https://json-schema.org/draft/2020-12/schema" });
        root["allOf"] = json!([schema]);
        root["components"] = self.components.clone();
        let validator = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .build(&root)
            .map_err(|e| format!("{method} {template}: cannot compile the schema: {e}"))?;
        let validator = Arc::new(validator);
        self.validators
            .lock()
            .unwrap()
            .insert(key, validator.clone());
        Ok(validator)
    }
}

/// Widens the spec as described in the module documentation.
fn relax(value: &mut Value) {
    match value {
        Value::Object(map) => {
            let types: Option<Vec<String>> = match map.get("type") {
                Some(Value::String(t)) => Some(vec![t.clone()]),
                Some(Value::Array(ts)) => Some(
                    ts.iter()
                        .filter_map(|t| t.as_str().map(String::from))
                        .collect(),
                ),
                _ => None,
            };
            if let Some(mut types) = types {
                let snowflake = map.get("format").and_then(Value::as_str) == Some("snowflake");
                if snowflake && !types.iter().any(|t| t == "integer") {
                    types.push("integer".into());
                }
                if types.iter().any(|t| t == "integer") && !types.iter().any(|t| t == "string") {
                    types.push("string".into());
                    map.entry("pattern").or_insert(json!("^-?[0-9]+$"));
                }
                map.insert("type".into(), json!(types));
            }
            for child in map.values_mut() {
                relax(child);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(relax),
        _ => {}
    }
}
