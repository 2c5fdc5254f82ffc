//! `GET /api/openapi.json`: the document is structurally valid OpenAPI 3.1,
//! lists exactly the contract's operations (api.md §1, the statistics
//! endpoints of docs/STATISTICS.md and the passkeys of docs/accounts.md), and agrees with the
//! router: every documented operation is routed and nothing else is.

use crate::helpers::{read_json, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::Value;
use std::collections::{BTreeSet, HashSet};

/// api.md §1, plus the document itself.
const CONTRACT: &[(&str, &str)] = &[
    ("GET", "/api"),
    ("POST", "/api/auth/login"),
    ("GET", "/api/auth/me"),
    ("DELETE", "/api/auth/me"),
    ("POST", "/api/auth/register"),
    ("PATCH", "/api/auth/email"),
    ("PATCH", "/api/auth/password"),
    ("PATCH", "/api/auth/username"),
    ("PATCH", "/api/auth/language"),
    ("POST", "/api/auth/newSecret"),
    ("POST", "/api/auth/automatic-login"),
    ("DELETE", "/api/auth/automatic-login"),
    ("POST", "/api/auth/sessions/revoke"),
    // Identity and access (docs/accounts.md).
    ("GET", "/api/auth/tokens"),
    ("POST", "/api/auth/tokens"),
    ("DELETE", "/api/auth/tokens/{id}"),
    ("GET", "/api/auth/sessions"),
    ("DELETE", "/api/auth/sessions/{id}"),
    ("POST", "/api/auth/sessions/end-others"),
    ("GET", "/api/auth/policy"),
    ("PATCH", "/api/auth/policy"),
    ("POST", "/api/user/disable"),
    ("POST", "/api/user/enable"),
    ("GET", "/api/auth/totp"),
    ("POST", "/api/auth/totp"),
    ("DELETE", "/api/auth/totp"),
    ("POST", "/api/auth/totp/recover"),
    ("GET", "/api/link/list"),
    ("GET", "/api/domains"),
    ("POST", "/api/domains"),
    ("PATCH", "/api/domains/{id}"),
    ("DELETE", "/api/domains/{id}"),
    ("GET", "/api/link/single"),
    ("GET", "/api/link/{id}/qr"),
    ("POST", "/api/link/{id}/promote"),
    ("GET", "/api/link/{id}/history"),
    ("POST", "/api/link/{id}/revert"),
    ("GET", "/api/link/deleted"),
    ("POST", "/api/link/{id}/restore"),
    ("PATCH", "/api/link/bulk"),
    ("POST", "/api/link/page-card"),
    ("GET", "/api/link/{id}/qr/settings"),
    ("PATCH", "/api/link/{id}/qr/settings"),
    ("PUT", "/api/link/{id}/qr/logo"),
    ("DELETE", "/api/link/{id}/qr/logo"),
    ("GET", "/api/public/qr/{slug}"),
    ("GET", "/api/link"),
    ("POST", "/api/link"),
    ("PATCH", "/api/link"),
    ("DELETE", "/api/link"),
    ("GET", "/api/link/tags"),
    ("PATCH", "/api/link/tags"),
    ("DELETE", "/api/link/tags"),
    ("POST", "/api/import"),
    ("POST", "/api/export"),
    ("GET", "/api/export"),
    ("GET", "/api/import/report/{id}"),
    ("POST", "/api/sharex"),
    ("GET", "/api/sharex/config"),
    ("GET", "/api/about"),
    ("GET", "/api/user/list"),
    ("POST", "/api/user"),
    ("DELETE", "/api/user"),
    ("PATCH", "/api/user/username"),
    ("PATCH", "/api/user/email"),
    ("PATCH", "/api/user/password"),
    ("POST", "/api/user/role"),
    ("GET", "/api/openapi.json"),
    // Visit statistics (docs/STATISTICS.md, "API").
    ("GET", "/api/link/{id}/stats"),
    ("GET", "/api/domains/{id}/orphan-visits"),
    ("GET", "/api/webhooks"),
    ("POST", "/api/webhooks"),
    ("GET", "/api/webhooks/{id}"),
    ("PATCH", "/api/webhooks/{id}"),
    ("DELETE", "/api/webhooks/{id}"),
    ("POST", "/api/webhooks/{id}/secret"),
    ("GET", "/api/webhooks/{id}/deliveries"),
    ("POST", "/api/webhooks/{id}/deliveries/{delivery}/redeliver"),
    ("POST", "/api/webhooks/{id}/test"),
    ("GET", "/api/utm-templates"),
    ("POST", "/api/utm-templates"),
    ("PATCH", "/api/utm-templates/{id}"),
    ("DELETE", "/api/utm-templates/{id}"),
    // The audit log (docs/audit.md).
    ("GET", "/api/audit"),
    ("GET", "/api/audit/export"),
    // Teams (docs/teams.md).
    ("GET", "/api/teams"),
    ("POST", "/api/teams"),
    ("PATCH", "/api/teams/{id}"),
    ("DELETE", "/api/teams/{id}"),
    ("GET", "/api/teams/{id}/members"),
    ("PUT", "/api/teams/{id}/members/{account}"),
    ("DELETE", "/api/teams/{id}/members/{account}"),
    ("POST", "/api/link/{id}/move"),
    ("GET", "/api/stats"),
    ("GET", "/api/public/stats/{slug}"),
    ("GET", "/api/link/{id}/visits"),
    // Passkeys (docs/accounts.md, "Passkeys").
    ("GET", "/api/auth/passkeys"),
    ("POST", "/api/auth/passkeys"),
    ("POST", "/api/auth/passkeys/register/options"),
    ("PATCH", "/api/auth/passkeys/{id}"),
    ("DELETE", "/api/auth/passkeys/{id}"),
    ("POST", "/api/auth/passkeys/login/options"),
    ("POST", "/api/auth/passkeys/login"),
    // Single sign-on (docs/accounts.md).
    ("GET", "/api/auth/oidc/login"),
    ("GET", "/api/auth/oidc/callback"),
    ("POST", "/api/auth/oidc/code"),
    ("GET", "/api/auth/oidc/link"),
    ("POST", "/api/auth/oidc/link"),
    ("DELETE", "/api/auth/oidc/link"),
];

/// GETs that change state, so HEAD is not answered as GET.
const STATEFUL_GETS: &[&str] = &[
    "/api/auth/totp",
    "/api/auth/oidc/login",
    "/api/auth/oidc/callback",
];

const METHODS: &[&str] = &[
    "get", "head", "post", "put", "patch", "delete", "options", "trace",
];

pub(crate) async fn document(app: &TestApp) -> Value {
    let response = app
        .anonymous()
        .client
        .get(app.url("/api/openapi.json"))
        .send()
        .await
        .expect("request");
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        content_type.starts_with("application/json"),
        "{content_type}"
    );
    body
}

pub(crate) fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths object") {
        for (method, operation) in item.as_object().expect("path item object") {
            if METHODS.contains(&method.as_str()) {
                out.push((method.to_uppercase(), path.clone(), operation.clone()));
            }
        }
    }
    out
}

/// Every `$ref` in `value` points at something in `doc`.
fn check_refs(doc: &Value, value: &Value, trail: &str) {
    match value {
        Value::Object(map) => {
            if let Some(reference) = map.get("$ref") {
                let pointer = reference
                    .as_str()
                    .and_then(|r| r.strip_prefix('#'))
                    .unwrap_or_else(|| panic!("{trail}: non-local $ref {reference}"));
                assert!(
                    doc.pointer(pointer).is_some(),
                    "{trail}: dangling $ref {reference}"
                );
            }
            for (key, child) in map {
                check_refs(doc, child, &format!("{trail}/{key}"));
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                check_refs(doc, child, &format!("{trail}/{i}"));
            }
        }
        _ => {}
    }
}

#[tokio::test]
async fn document_is_structurally_valid_openapi_3_1() {
    let app = TestApp::spawn().await;
    let doc = document(&app).await;
    assert_eq!(doc["openapi"], "3.1.0");
    assert!(doc["info"]["title"].is_string() && doc["info"]["version"].is_string());
    let schemes = doc["components"]["securitySchemes"]
        .as_object()
        .expect("security schemes");
    let mut ids = HashSet::new();
    for (method, path, operation) in operations(&doc) {
        let at = format!("{method} {path}");
        assert!(path.starts_with("/api"), "{at}");
        let id = operation["operationId"].as_str().expect("operationId");
        assert!(
            ids.insert(id.to_owned()),
            "{at}: duplicate operationId {id}"
        );
        assert!(operation["summary"].is_string(), "{at}: summary");
        let responses = operation["responses"].as_object().expect("responses");
        assert!(responses.contains_key("200"), "{at}: no 200");
        assert!(responses.contains_key("500"), "{at}: no 500");
        for (status, response) in responses {
            assert!(
                status.len() == 3 && status.parse::<u16>().is_ok_and(|s| (100..600).contains(&s)),
                "{at}: status key {status}"
            );
            assert!(response["description"].is_string(), "{at} {status}");
            if let Some(content) = response.get("content") {
                assert_ne!(method, "HEAD", "{at}: HEAD answers carry no body");
                for (media, body) in content.as_object().expect("content object") {
                    assert!(media.contains('/'), "{at} {status}: {media}");
                    assert!(body["schema"].is_object(), "{at} {status} {media}");
                }
            } else if status.starts_with('3') {
                // A redirect carries its target, not a body.
                assert!(
                    response["headers"].get("Location").is_some(),
                    "{at} {status}: no Location"
                );
            } else if method != "HEAD" {
                panic!("{at} {status}: no content");
            }
        }
        if let Some(body) = operation.get("requestBody") {
            assert!(
                body["content"].as_object().is_some_and(|c| !c.is_empty()),
                "{at}: requestBody without content"
            );
        }
        for parameter in operation["parameters"].as_array().into_iter().flatten() {
            assert!(parameter["name"].is_string(), "{at}: parameter name");
            assert!(
                ["query", "header", "path", "cookie"]
                    .contains(&parameter["in"].as_str().unwrap_or("")),
                "{at}: parameter location"
            );
            assert!(parameter["schema"].is_object(), "{at}: parameter schema");
        }
        for requirement in operation["security"].as_array().into_iter().flatten() {
            for scheme in requirement.as_object().expect("requirement").keys() {
                assert!(
                    schemes.contains_key(scheme),
                    "{at}: unknown scheme {scheme}"
                );
            }
        }
        if let Some(links) = responses["200"].get("links") {
            for (name, link) in links.as_object().expect("links") {
                let target = link["operationId"].as_str().expect("link operationId");
                assert!(
                    operations(&doc)
                        .iter()
                        .any(|(_, _, op)| op["operationId"] == target),
                    "{at}: link {name} to unknown {target}"
                );
            }
        }
    }
    check_refs(&doc, &doc, "#");
}

#[tokio::test]
async fn document_lists_exactly_the_contract_operations() {
    let app = TestApp::spawn().await;
    let doc = document(&app).await;
    let documented: BTreeSet<(String, String)> = operations(&doc)
        .into_iter()
        .map(|(method, path, _)| (method, path))
        .collect();
    let mut expected: BTreeSet<(String, String)> = CONTRACT
        .iter()
        .map(|(m, p)| (m.to_string(), p.to_string()))
        .collect();
    // HEAD is answered wherever GET is, except where GET changes state.
    for (method, path) in CONTRACT {
        if *method == "GET" && !STATEFUL_GETS.contains(path) {
            expected.insert(("HEAD".into(), path.to_string()));
        }
    }
    assert_eq!(documented, expected);
}

#[tokio::test]
async fn router_answers_every_documented_operation_and_no_other_method() {
    let app = TestApp::spawn().await;
    let doc = document(&app).await;
    let client = app.anonymous().client;
    let all = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in all {
            let documented = item.get(method.to_lowercase()).is_some();
            let response = client
                .request(
                    Method::from_bytes(method.as_bytes()).expect("method"),
                    app.url(path),
                )
                .send()
                .await
                .expect("request");
            let status = response.status();
            let bytes = response.bytes().await.expect("body");
            let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
            let at = format!("{method} {path}");
            assert_ne!(body["message"], "Unknown API endpoint", "{at}");
            if documented {
                assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{at} is documented");
                // A 404 means a routing miss, except on a path naming an
                // object (`{id}`, `{slug}`) that does not exist: those are
                // documented 404s, checked just below.
                if !path.contains('{') {
                    assert_ne!(status, StatusCode::NOT_FOUND, "{at}: {body}");
                }
                let expected =
                    item[method.to_lowercase()]["responses"][status.as_str()].is_object();
                assert!(expected, "{at} answered undocumented {status}");
            } else {
                assert_eq!(
                    status,
                    StatusCode::METHOD_NOT_ALLOWED,
                    "{at} is not documented"
                );
            }
        }
    }
    let unknown = client
        .get(app.url("/api/no/such/endpoint"))
        .send()
        .await
        .expect("request");
    let (status, body) = read_json(unknown).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["message"], "Unknown API endpoint");
    assert!(doc["components"]["responses"]["UnknownEndpoint"].is_object());
}
