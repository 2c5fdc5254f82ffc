//! Helpers for the import, export, ShareX and backup tests: multipart
//! uploads, fixture files and look-ups by slug.

#![allow(dead_code)]

use crate::helpers::{read_json, Actor, TestApp};
use linkhop::store::LinkRecord;
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::Value;

pub fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("fixture {path}: {e}"))
}

pub fn file_part(file_name: &str, bytes: Vec<u8>) -> Part {
    Part::bytes(bytes).file_name(file_name.to_owned())
}

/// `POST /api/import` with a `service` field and one file.
pub async fn upload(
    actor: &Actor,
    service: &str,
    file_name: &str,
    bytes: Vec<u8>,
) -> (StatusCode, Value) {
    let form = Form::new()
        .text("service", service.to_owned())
        .part("file", file_part(file_name, bytes));
    upload_form(actor, form).await
}

pub async fn upload_form(actor: &Actor, form: Form) -> (StatusCode, Value) {
    read_json(send_upload(actor, form).await).await
}

/// `POST /api/import` with `form`, answered with its headers.
pub async fn send_upload(actor: &Actor, form: Form) -> reqwest::Response {
    actor
        .request(Method::POST, "/api/import")
        .multipart(form)
        .send()
        .await
        .expect("request")
}

pub async fn link_by_slug(app: &TestApp, slug: &str) -> Option<LinkRecord> {
    let (_, id, _) = app.app.store.find_link_target(slug).await.expect("query")?;
    app.app.store.find_link_by_id(&id).await.expect("query")
}

pub async fn link_count(app: &TestApp) -> i64 {
    app.app.store.count_links(None).await.expect("count")
}

/// Milliseconds of an ISO date, for comparing stored dates.
pub fn millis(iso: &str) -> i64 {
    linkhop::domain::time::parse_iso(iso).expect("valid date")
}

/// The raw answer of a GET, for streamed downloads.
pub async fn download(actor: &Actor, path: &str) -> reqwest::Response {
    actor
        .request(Method::GET, path)
        .send()
        .await
        .expect("request")
}
