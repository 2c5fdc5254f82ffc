//! `GET /healthz` (the process answers) and `GET /readyz` (this instance
//! can serve: the database answers, every migration is applied and, on
//! PostgreSQL, the change feed listens), in the shape of the IETF draft
//! "Health Check Response Format for HTTP APIs": `application/health+json`,
//! `{"status", "version", "releaseId", "checks"}`, 200 for pass (and warn),
//! 503 for fail. Both answer before the slug look-up, so neither name can
//! be a link, and neither is written to the access log.

use crate::http::AppState;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use serde::Serialize;
use serde_json::{json, Map, Value};
use std::time::{Duration, Instant};

pub const CONTENT_TYPE: &str = "application/health+json";
/// Longest a readiness check waits for the database: probes give up after
/// a second or so, and a database this slow is as good as unreachable.
const CHECK_TIMEOUT: Duration = Duration::from_millis(1500);

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
enum Status {
    Pass,
    Warn,
    Fail,
}

pub async fn healthz(State(app): State<AppState>) -> Response {
    let mut checks = Map::new();
    checks.insert(
        "uptime".into(),
        json!([{
            "componentType": "system",
            "observedValue": app.started.elapsed().as_secs(),
            "observedUnit": "s",
            "status": Status::Pass,
        }]),
    );
    answer(Status::Pass, checks)
}

pub async fn readyz(State(app): State<AppState>) -> Response {
    let mut checks = Map::new();
    let mut worst = Status::Pass;
    let mut add = |name: &str, status: Status, mut check: Map<String, Value>| {
        worst = worst.max(status);
        check.insert("status".into(), json!(status));
        check.insert("time".into(), json!(chrono::Utc::now().to_rfc3339()));
        checks.insert(name.into(), json!([check]));
    };

    let started = Instant::now();
    let reachable = tokio::time::timeout(CHECK_TIMEOUT, app.store.ping())
        .await
        .unwrap_or(false);
    let mut connection = component("datastore");
    connection.insert(
        "observedValue".into(),
        json!(started.elapsed().as_secs_f64() * 1000.0),
    );
    connection.insert("observedUnit".into(), json!("ms"));
    if !reachable {
        connection.insert("output".into(), json!("the database does not answer"));
    }
    add("database:responseTime", pass_or_fail(reachable), connection);

    if reachable {
        let mut migrations = component("datastore");
        let status = match tokio::time::timeout(CHECK_TIMEOUT, app.store.migration_state()).await {
            Ok(Ok(state)) => {
                migrations.insert("observedValue".into(), json!(state.applied));
                migrations.insert("observedUnit".into(), json!("migrations applied"));
                if !state.complete() {
                    migrations.insert(
                        "output".into(),
                        json!(format!(
                            "{} of {} migrations applied",
                            state.applied, state.known
                        )),
                    );
                    Status::Fail
                } else if state.unknown > 0 {
                    migrations.insert(
                        "output".into(),
                        json!("the database has migrations of a newer Linkhop"),
                    );
                    Status::Warn
                } else {
                    Status::Pass
                }
            }
            _ => {
                migrations.insert("output".into(), json!("could not read the migrations"));
                Status::Fail
            }
        };
        add("database:migrations", status, migrations);
    }

    if let Some(listening) = app.redirects.change_feed_listening() {
        let mut feed = component("datastore");
        feed.insert("observedValue".into(), json!(listening));
        if !listening {
            feed.insert(
                "output".into(),
                json!("not listening for other instances' link changes"),
            );
        }
        add("changeFeed:connected", pass_or_fail(listening), feed);
    }
    answer(worst, checks)
}

fn component(kind: &str) -> Map<String, Value> {
    let mut check = Map::new();
    check.insert("componentType".into(), json!(kind));
    check
}

fn pass_or_fail(ok: bool) -> Status {
    if ok {
        Status::Pass
    } else {
        Status::Fail
    }
}

fn answer(status: Status, checks: Map<String, Value>) -> Response {
    let body = json!({
        "status": status,
        "version": env!("CARGO_PKG_VERSION_MAJOR"),
        "releaseId": env!("CARGO_PKG_VERSION"),
        "serviceId": "linkhop",
        "checks": checks,
    });
    let mut response = Response::new(Body::from(body.to_string()));
    *response.status_mut() = if status == Status::Fail {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::OK
    };
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(CONTENT_TYPE));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
