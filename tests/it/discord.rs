//! The Discord bot end to end, against the fake Discord of `fake_discord`.

use serde_json::json;

use crate::fake_discord::spec::Spec;

/// The fake's schema check refuses what Discord would refuse, so the other tests mean something.
#[test]
fn the_fake_checks_bodies_against_discords_spec() {
    let spec = Spec::load();
    let callback = spec
        .template("/interactions/1/tok/callback")
        .expect("callback path");
    assert_eq!(callback, "/interactions/{interaction_id}/{interaction_token}/callback");
    let good = json!({ "type": 4, "data": { "content": "hi", "flags": 64,
        "allowed_mentions": { "parse": [], "users": ["1200000000000000001"] },
        "attachments": [{ "id": 0, "filename": "board.png" }] } });
    spec.check(&callback, "POST", &good).unwrap();
    let too_long = json!({ "type": 4, "data": { "content": "x".repeat(2001) } });
    assert!(spec.check(&callback, "POST", &too_long).is_err());
    let commands = spec.template("/applications/1/commands").unwrap();
    let nameless = json!([{ "description": "no name", "default_member_permissions": "0" }]);
    assert!(spec.check(&commands, "PUT", &nameless).is_err());
    let named = json!([{ "name": "focus", "description": "d", "default_member_permissions": "8" }]);
    spec.check(&commands, "PUT", &named).unwrap();
    assert_eq!(
        spec.template("/webhooks/1/tok/messages/@original").unwrap(),
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    );
}
