//! The OpenAPI 3.1 document of `/api`, served at `GET /api/openapi.json`.
//! Operations come from the handlers' `#[utoipa::path]` annotations, routed
//! by the same `routes!` calls; this module adds what every operation of a
//! kind can answer (framing, Origin check, authentication, 500), the HEAD
//! twins of GET operations, and the links used for stateful testing.

use crate::domain::access_rule::TokenRule;
use crate::http::messages as m;
use crate::http::respond::json_response;
use crate::http::route_rules::rule_of;
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{json, Map, Value};
use std::sync::OnceLock;
use utoipa::openapi::OpenApi;

pub const TAG_AUTH: &str = "auth";
pub const TAG_LINKS: &str = "links";
pub const TAG_USERS: &str = "users";
pub const TAG_TRANSFER: &str = "import and export";
pub const TAG_SHAREX: &str = "sharex";
pub const TAG_ABOUT: &str = "about";

pub const THROTTLED: &str = "Too many login attempts, try again later";

/// The document as served, built once.
pub fn document_json() -> &'static Value {
    static DOCUMENT: OnceLock<Value> = OnceLock::new();
    DOCUMENT.get_or_init(|| {
        let (_, document) = super::annotated_router().split_for_parts();
        finish(document)
    })
}

#[utoipa::path(
    get,
    path = "/openapi.json",
    tag = TAG_ABOUT,
    operation_id = "openapiDocument",
    security(()),
    summary = "This OpenAPI document",
    responses((status = 200, description = "The OpenAPI 3.1 document", content_type = "application/json", body = Object)),
)]
pub async fn serve_document() -> Response {
    json_response(StatusCode::OK, document_json())
}

/// Everything that does not come from one handler's annotation.
fn finish(document: OpenApi) -> Value {
    let mut doc = serde_json::to_value(&document).unwrap_or_else(|_| json!({}));
    doc["openapi"] = json!("3.1.0");
    doc["info"] = json!({
        "title": "Linkhop API",
        "version": env!("CARGO_PKG_VERSION"),
        "description": "JSON API of Linkhop (conventions: docs/api.md). Successful answers are \
            `{success: true, message?, result?}`; errors are `{success: false, message, details?}`. \
            An unknown `/api` path answers 404 \"Unknown API endpoint\"; a known path with another \
            method answers 405 \"Method not allowed\" with an `Allow` header. `OPTIONS` on any path \
            is a CORS preflight (204).",
        "license": {"name": "MIT", "identifier": "MIT"},
    });
    let paths = std::mem::take(&mut doc["paths"]);
    let mut prefixed = Map::new();
    if let Value::Object(paths) = paths {
        for (path, item) in paths {
            let full = if path == "/" || path.is_empty() {
                "/api".to_owned()
            } else {
                format!("/api{path}")
            };
            prefixed.insert(full, item);
        }
    }
    for (path, item) in prefixed.iter_mut() {
        add_head_twin(path, item);
        if let Value::Object(operations) = item {
            for (method, operation) in operations.iter_mut() {
                add_common_responses(path, method, operation);
            }
        }
    }
    doc["paths"] = Value::Object(prefixed);
    let components = doc
        .as_object_mut()
        .map(|d| d.entry("components").or_insert_with(|| json!({})));
    if let Some(components) = components {
        components["securitySchemes"] = json!({
            "cookie": {
                "type": "apiKey", "in": "cookie", "name": "token",
                "description": "Session cookie set by login, recovery or automatic login."
            },
            "secret": {
                "type": "apiKey", "in": "header", "name": "Authorization",
                "description": "The account's API secret, as `Bearer <secret>` or the bare secret. \
                    JSON bodies may carry it as `secret` instead."
            },
            "token": {
                "type": "http", "scheme": "bearer",
                "description": "A named API token (`lhp_…`) as `Bearer <token>`; the scopes \
                    listed are the ones the operation needs (docs/accounts.md)."
            },
        });
        components["responses"] = json!({
            "UnknownEndpoint": error_response(m::UNKNOWN_ENDPOINT, "ErrorBody"),
            "MethodNotAllowed": error_response(m::METHOD_NOT_ALLOWED, "ErrorBody"),
        });
    }
    add_links(&mut doc);
    doc
}

fn error_response(description: &str, schema: &str) -> Value {
    json!({
        "description": description,
        "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}}
    })
}

/// HEAD is answered wherever GET is, as GET without a body, except where
/// GET changes state (`/api/auth/totp` and the single sign-on start and
/// callback answer HEAD with 405).
fn add_head_twin(path: &str, item: &mut Value) {
    if matches!(
        path,
        "/api/auth/totp" | "/api/auth/oidc/login" | "/api/auth/oidc/callback"
    ) {
        return;
    }
    let Some(get) = item.get("get").cloned() else {
        return;
    };
    let mut head = get;
    if let Some(id) = head["operationId"].as_str() {
        head["operationId"] = json!(format!("{id}Head"));
    }
    head["summary"] = json!(format!(
        "{} (headers only)",
        head["summary"].as_str().unwrap_or("As GET")
    ));
    if let Some(responses) = head.get_mut("responses").and_then(Value::as_object_mut) {
        for response in responses.values_mut() {
            if let Some(response) = response.as_object_mut() {
                response.remove("content");
            }
        }
    }
    item["head"] = head;
}

/// The security requirements of an operation, as scheme-name sets.
fn security_of(operation: &Value) -> Vec<Vec<String>> {
    operation["security"]
        .as_array()
        .map(|alternatives| {
            alternatives
                .iter()
                .map(|alt| {
                    alt.as_object()
                        .map(|o| o.keys().cloned().collect())
                        .unwrap_or_default()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Adds a response, or appends the message to the one already documented.
fn add_response(operation: &mut Value, status: u16, message: &str, schema: &str, head: bool) {
    let responses = &mut operation["responses"];
    let key = status.to_string();
    match responses.get_mut(&key) {
        Some(existing) => {
            let description = existing["description"].as_str().unwrap_or("").to_owned();
            if !description.contains(message) {
                existing["description"] = json!(if description.is_empty() {
                    message.to_owned()
                } else {
                    format!("{description} / {message}")
                });
            }
        }
        None => {
            let mut response = error_response(message, schema);
            if head {
                response.as_object_mut().map(|r| r.remove("content"));
            }
            responses[key] = response;
        }
    }
}

/// What every operation of a kind answers (docs/api.md#order-of-checks).
fn add_common_responses(path: &str, method: &str, operation: &mut Value) {
    let sharex = path == "/api/sharex";
    let schema = if sharex { "ShareXError" } else { "ErrorBody" };
    let head = method == "head";
    let multipart = operation["requestBody"]["content"]
        .as_object()
        .is_some_and(|c| c.contains_key("multipart/form-data"));
    let writes = matches!(method, "post" | "patch" | "delete" | "put");
    if writes && !multipart {
        add_response(operation, 400, m::MALFORMED_JSON, schema, head);
        add_response(operation, 400, m::NOT_AN_OBJECT, schema, head);
        add_response(
            operation,
            413,
            crate::http::input::TOO_LARGE_JSON,
            schema,
            head,
        );
        add_response(operation, 415, m::JSON_ONLY, schema, head);
    }
    if (writes || (method == "get" && path == "/api/auth/totp")) && !sharex {
        add_response(operation, 403, m::CROSS_ORIGIN, schema, head);
    }
    let security = security_of(operation);
    let optional = security.iter().any(Vec::is_empty);
    let cookie = security.iter().any(|s| s.iter().any(|n| n == "cookie"));
    let secret = security.iter().any(|s| s.iter().any(|n| n == "secret"));
    if !security.is_empty() && !optional {
        if cookie {
            add_response(operation, 401, m::NO_COOKIE, schema, head);
            add_response(operation, 401, m::INVALID_SESSION, schema, head);
        }
        if secret {
            add_response(operation, 401, m::INVALID_SECRET, schema, head);
        } else if cookie {
            add_response(operation, 403, m::SECRET_NOT_ACCEPTED, schema, head);
        }
    }
    add_token_access(operation, schema, head);
    add_response(operation, 500, m::INTERNAL, schema, head);
}

/// What an API token gets on the operation, from the `token` its
/// annotation's `security` names (`route_rules`, which authentication reads).
fn add_token_access(operation: &mut Value, schema: &str, head: bool) {
    let Some(rule) = rule_of(operation) else {
        return;
    };
    match rule.token {
        TokenRule::Refused => return,
        TokenRule::AnyScope => {}
        TokenRule::Needs(scope) => {
            let lacks = format!("{}{}", m::TOKEN_LACKS_SCOPE, scope.as_str());
            add_response(operation, 403, &lacks, schema, head);
        }
    }
    add_response(operation, 401, m::INVALID_TOKEN, schema, head);
}

/// Links between operations, for stateful testing: a created link's id
/// feeds reading, editing and deleting it.
fn add_links(doc: &mut Value) {
    let link_id = "$response.body#/result/id";
    let created = &mut doc["paths"]["/api/link"]["post"]["responses"]["200"];
    if created.is_object() {
        created["links"] = json!({
            "GetLink": {"operationId": "getLink", "parameters": {"id": link_id}},
            "EditLink": {"operationId": "editLink", "requestBody": {"id": link_id}},
            "DeleteLink": {"operationId": "deleteLinks", "requestBody": {"ids": [link_id]}},
        });
    }
    let edited = &mut doc["paths"]["/api/link"]["patch"]["responses"]["200"];
    if edited.is_object() {
        edited["links"] = json!({
            "GetEditedLink": {"operationId": "getLink", "parameters": {"id": link_id}},
            "ResolveEditedLink": {"operationId": "resolveLink", "parameters": {"slug": "$response.body#/result/slug"}},
            "DeleteEditedLink": {"operationId": "deleteLinks", "requestBody": {"ids": link_id}},
        });
    }
    let shared = &mut doc["paths"]["/api/sharex"]["post"]["responses"]["200"];
    if shared.is_object() {
        shared["links"] = json!({
            "GetSharedLink": {"operationId": "getLink", "parameters": {"id": link_id}},
            "ResolveSharedLink": {"operationId": "resolveLink", "parameters": {"slug": "$response.body#/result/slug"}},
        });
    }
    let user = "$response.body#/result/id";
    let created_user = &mut doc["paths"]["/api/user"]["post"]["responses"]["200"];
    if created_user.is_object() {
        created_user["links"] = json!({
            "NewSecretOfUser": {"operationId": "newSecret", "requestBody": {"userID": user}},
            "LinksOfUser": {"operationId": "listLinks", "parameters": {"userID": user}},
        });
    }
}
