//! The receiver code docs/webhooks.md shows (its Python block) verifies
//! deliveries of a running server, and refuses a wrong secret and a body
//! changed on the way.

use super::receiver::{Received, Receiver};
use super::{subscribe, webhook_app};
use serde_json::json;
use std::io::Write;
use std::process::{Command, Stdio};

/// The docs' ```python block.
fn python_block() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/webhooks.md");
    let text = std::fs::read_to_string(path).expect("docs/webhooks.md");
    let start = text.find("```python\n").expect("a python block") + "```python\n".len();
    let end = start + text[start..].find("\n```").expect("its end");
    text[start..end].to_owned()
}

/// What the docs' `verify_webhook` says of `received` with `secret`.
fn docs_verify(script: &std::path::Path, secret: &str, received: &Received, body: &str) -> String {
    let case = json!({
        "secret": secret,
        "headers": {
            "webhook-id": received.id,
            "webhook-timestamp": received.timestamp,
            "webhook-signature": received.signature,
        },
        "body": body,
    });
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(case.to_string().as_bytes())
        .expect("write the case");
    let output = child.wait_with_output().expect("python3 ends");
    assert!(output.status.success(), "the docs' code failed");
    String::from_utf8_lossy(&output.stdout).trim().to_owned()
}

#[tokio::test]
async fn the_documented_python_verifier_accepts_real_deliveries() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("verify.py");
    std::fs::write(
        &script,
        format!(
            "{}\n\nimport json, sys\ncase = json.load(sys.stdin)\nok = verify_webhook(case['secret'], case['headers'], case['body'].encode())\nprint('valid' if ok else 'invalid')\n",
            python_block()
        ),
    )
    .expect("write the script");

    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    let (_, secret) = subscribe(&owner, &receiver.url, &["link.created"]).await;
    owner
        .create_link("documented", "https://example.com/é")
        .await;
    let delivered = receiver.wait_delivered(1).await;
    let received = &delivered[0];
    assert_eq!(
        docs_verify(&script, &secret, received, &received.body),
        "valid"
    );
    let tampered = received.body.replace("documented", "documentec");
    assert_eq!(
        docs_verify(&script, &secret, received, &tampered),
        "invalid"
    );
    let other = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD";
    assert_eq!(
        docs_verify(&script, other, received, &received.body),
        "invalid"
    );
}
