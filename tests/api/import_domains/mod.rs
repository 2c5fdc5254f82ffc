//! `POST /api/import` with several short domains (issue 31): exports that
//! name each link's domain (Shlink's CSV and API JSON, Kutt's API,
//! Linkhop's own export) put one slug on two domains as two links; unknown
//! domains are skipped and reported, or added with `createDomains` (the
//! owner and admins only, a dry run first); files that name no domain go
//! to a chosen one; uniqueness is per (domain, slug) down to the bulk
//! path's chunked inserts.
//!
//! This module holds what the tests share; `shlink` has Shlink's exports,
//! `other_sources` the other services' files and the bulk path.

mod other_sources;
mod shlink;

use crate::data_helpers::upload_form;
use crate::helpers::{Actor, TestApp};
use crate::links::gate::{location, visit_as};
use linkhop::store::LinkRecord;
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// DOMAIN of the apps whose files name the Shlink default domain `s.test`.
pub(crate) const SHLINK_ORIGIN: &str = "https://s.test";

pub(crate) async fn shlink_app() -> TestApp {
    TestApp::spawn_with(|s| s.domain = Some(SHLINK_ORIGIN.into())).await
}

/// An import form: service, file and the extra text fields.
pub(crate) fn form(
    service: &str,
    file_name: &str,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> Form {
    let mut form = Form::new()
        .text("service", service.to_owned())
        .part("file", Part::bytes(bytes).file_name(file_name.to_owned()));
    for (name, value) in fields {
        form = form.text(name.to_string(), value.to_string());
    }
    form
}

pub(crate) async fn import(
    actor: &Actor,
    service: &str,
    file_name: &str,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> (StatusCode, Value) {
    upload_form(actor, form(service, file_name, bytes, fields)).await
}

/// The hosts of every domain but the default, sorted.
pub(crate) async fn hosts(app: &TestApp) -> Vec<String> {
    let mut hosts: Vec<String> = app
        .app
        .store
        .list_domains()
        .await
        .expect("domains")
        .into_iter()
        .filter_map(|d| d.host)
        .collect();
    hosts.sort();
    hosts
}

/// The link with `slug` on the domain with `host` (`None`: the default).
pub(crate) async fn link_on(app: &TestApp, host: Option<&str>, slug: &str) -> Option<LinkRecord> {
    let domain_id = match host {
        None => "default".to_owned(),
        Some(host) => {
            app.app
                .store
                .list_domains()
                .await
                .expect("domains")
                .into_iter()
                .find(|d| d.host.as_deref() == Some(host))?
                .id
        }
    };
    let target = app
        .app
        .store
        .find_target(&domain_id, slug)
        .await
        .expect("query")?;
    app.app
        .store
        .find_link_by_id(&target.id)
        .await
        .expect("query")
}

/// (row, slug, reason) of each skipped row listed.
pub(crate) fn skipped(answer: &Value) -> Vec<(u64, String, String)> {
    answer["result"]["skippedRows"]
        .as_array()
        .expect("skippedRows")
        .iter()
        .map(|r| {
            (
                r["row"].as_u64().expect("row"),
                r["slug"].as_str().unwrap_or("").to_owned(),
                r["reason"].as_str().expect("reason").to_owned(),
            )
        })
        .collect()
}

#[track_caller]
pub(crate) fn assert_ok(answer: &(StatusCode, Value), imported: u64, existing: u64, invalid: u64) {
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let result = &answer.1["result"];
    assert_eq!(
        (
            &result["imported"],
            &result["skipped_existing"],
            &result["skipped_invalid"]
        ),
        (&json!(imported), &json!(existing), &json!(invalid)),
        "{}",
        answer.1
    );
}

/// A list of the answer (`domainsCreated`, `unknownDomains`): absent when empty.
pub(crate) fn listed(answer: &Value, key: &str) -> Vec<String> {
    answer["result"][key]
        .as_array()
        .map(|hosts| {
            hosts
                .iter()
                .map(|h| h.as_str().expect("host").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Where `/path` on `host` redirects.
pub(crate) async fn redirect_on(app: &TestApp, host: &str, path: &str) -> Option<String> {
    let response = visit_as(&app.anonymous(), Method::GET, path, &[("host", host)]).await;
    location(&response).map(str::to_owned)
}
