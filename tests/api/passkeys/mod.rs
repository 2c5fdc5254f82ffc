//! Passkeys through the API (docs/accounts.md#passkeys) with a software
//! authenticator producing real signatures: registration after
//! verification, passwordless login, passkey as the second factor, and the
//! refusals — wrong origin, replays, removed passkeys, bad input, throttle.

use crate::helpers::{assert_error, Actor, TestApp, PASSWORD};
use crate::passkey_kit::{SoftPasskey, ORIGIN};
use linkhop::store::{CeremonyCaps, NewCeremony};
use reqwest::StatusCode;
use serde_json::{json, Value};

mod ceremonies;
mod login;
mod policy;
mod refusals;

pub(crate) async fn spawn() -> TestApp {
    TestApp::spawn_with(|s| s.domain = Some(ORIGIN.to_owned())).await
}

/// Starts a registration for `actor` (verified by password); returns the
/// ceremony and the creation options.
async fn registration_options(actor: &Actor) -> (String, Value) {
    let (status, body) = actor
        .post(
            "/api/auth/passkeys/register/options",
            json!({"verification": {"password": PASSWORD}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let result = &body["result"];
    (
        result["ceremony"].as_str().expect("ceremony").to_owned(),
        result["publicKey"].clone(),
    )
}

/// Registers a new soft passkey named `name` for `actor`.
pub(crate) async fn add_passkey(actor: &Actor, name: &str) -> (SoftPasskey, Value) {
    let (ceremony, options) = registration_options(actor).await;
    let mut passkey = SoftPasskey::new();
    let credential = passkey.register(&options, ORIGIN);
    let (status, body) = actor
        .post(
            "/api/auth/passkeys",
            json!({"ceremony": ceremony, "name": name, "credential": credential}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (passkey, body["result"].clone())
}

/// Starts a login ceremony with `body` (empty: passwordless).
async fn login_options(client: &Actor, body: Value) -> (String, Value) {
    let (status, answer) = client.post("/api/auth/passkeys/login/options", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    ceremony_of(&answer)
}

async fn finish_login(client: &Actor, ceremony: &str, credential: Value) -> (StatusCode, Value) {
    client
        .post(
            "/api/auth/passkeys/login",
            json!({"ceremony": ceremony, "credential": credential}),
        )
        .await
}

/// The ceremony and the public-key options of a `login/options` answer.
fn ceremony_of(answer: &Value) -> (String, Value) {
    (
        answer["result"]["ceremony"]
            .as_str()
            .expect("ceremony")
            .to_owned(),
        answer["result"]["publicKey"].clone(),
    )
}
