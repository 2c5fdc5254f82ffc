//! An entry is written in the transaction of the change it describes: the
//! built binary is killed with SIGKILL while clients create and delete
//! webhooks and add and remove domains, and after each restart every
//! webhook and domain that exists has its creation entry, every one that
//! was removed its removal entry, and no entry names a change that is not
//! there.

use crate::helpers::PASSWORD;
use crate::process::{http_client, knob, ApiClient, Server};
use crate::test_database::TestDatabase;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::collections::HashSet;
use std::time::Duration;

/// A signed-in session (domains are managed from the dashboard, not with
/// the API secret); sessions outlive restarts.
#[derive(Clone)]
struct Session {
    client: reqwest::Client,
    base: String,
    cookie: String,
}

impl Session {
    async fn log_in(base: &str, username: &str) -> Session {
        let client = http_client();
        let response = client
            .post(format!("{base}/api/auth/login"))
            .json(&json!({"username": username, "password": PASSWORD}))
            .send()
            .await
            .expect("login");
        assert_eq!(response.status(), StatusCode::OK);
        let cookie = crate::helpers::set_cookie(&response);
        let cookie = cookie.split(';').next().unwrap_or_default().to_owned();
        Session {
            client,
            base: base.to_owned(),
            cookie,
        }
    }

    fn at(&self, base: &str) -> Session {
        Session {
            base: base.to_owned(),
            ..self.clone()
        }
    }

    /// `Err` when the server did not answer (it is down).
    async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<(StatusCode, Value), reqwest::Error> {
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header("Cookie", &self.cookie);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await?;
        let status = response.status();
        let text = response.text().await?;
        Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
    }
}

/// Creates and removes webhooks and domains until the server stops
/// answering.
async fn churn(api: Session, client: usize, round: usize) {
    for n in 0u64.. {
        let name = format!("c{client}-r{round}-{n}");
        let webhook = n % 2 == 0;
        let (path, body) = if webhook {
            (
                "/api/webhooks",
                json!({"url": format!("http://127.0.0.1:9/{name}"), "events": ["link.created"]}),
            )
        } else {
            (
                "/api/domains",
                json!({"host": format!("{name}.example.org")}),
            )
        };
        let Ok((status, created)) = api.call(Method::POST, path, Some(body)).await else {
            return;
        };
        assert_eq!(status, StatusCode::OK, "{created}");
        let id = created["result"]["id"].as_str().expect("id").to_owned();
        // Webhooks are deleted again (an account holds a bounded number),
        // every other domain is removed.
        if webhook || n % 4 == 1 {
            let removed = api
                .call(Method::DELETE, &format!("{path}/{id}"), None)
                .await;
            match removed {
                Ok((status, body)) => assert_eq!(status, StatusCode::OK, "{body}"),
                Err(_) => return,
            }
        }
    }
}

/// Every entry of the log, read through the API.
async fn all_entries(api: &Session) -> Vec<Value> {
    let mut all = Vec::new();
    let mut before = String::new();
    loop {
        let (status, body) = api
            .call(Method::GET, &format!("/api/audit?limit=1000{before}"), None)
            .await
            .expect("read the audit log");
        assert_eq!(status, StatusCode::OK, "{body}");
        all.extend(
            body["result"]["entries"]
                .as_array()
                .expect("entries")
                .clone(),
        );
        match body["result"]["cursor"].as_str() {
            Some(cursor) => before = format!("&before={cursor}"),
            None => return all,
        }
    }
}

/// The target ids of the entries of `action`.
fn targets(entries: &[Value], action: &str) -> HashSet<String> {
    entries
        .iter()
        .filter(|e| e["action"] == action)
        .map(|e| e["target"]["id"].as_str().expect("target id").to_owned())
        .collect()
}

async fn ids_at(api: &Session, path: &str, key: &str) -> HashSet<String> {
    let (status, body) = api.call(Method::GET, path, None).await.expect("list");
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"][key]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|item| item["id"].as_str().map(str::to_owned))
        .filter(|id| id != "default")
        .collect()
}

/// Checks that what exists and what the log says agree exactly.
async fn reconcile(api: &Session) -> usize {
    let entries = all_entries(api).await;
    let mut checked = 0;
    for (path, key, created, removed) in [
        (
            "/api/webhooks",
            "webhooks",
            "webhook.created",
            "webhook.deleted",
        ),
        ("/api/domains", "domains", "domain.added", "domain.removed"),
    ] {
        let live = ids_at(api, path, key).await;
        let created = targets(&entries, created);
        let removed = targets(&entries, removed);
        assert!(
            removed.is_subset(&created),
            "{path}: a removal entry without its creation entry"
        );
        let expected: HashSet<String> = created.difference(&removed).cloned().collect();
        assert_eq!(
            live, expected,
            "{path}: what exists and what the log says differ"
        );
        checked += created.len() + removed.len();
    }
    checked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_and_its_entry_survive_a_sigkill_together_or_not_at_all() {
    let kills: usize = knob("AUDIT_CRASH_KILLS", 3);
    let clients: usize = knob("AUDIT_CRASH_CLIENTS", 4);
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let env = [("WEBHOOK_ALLOW_PRIVATE", "true".to_owned())];
    let mut server = Server::start(dir.path(), &database.url, &env).await;
    ApiClient::register_owner(&server.base, "audit_owner").await;
    let owner = Session::log_in(&server.base, "audit_owner").await;
    let mut checked = 0;
    for round in 0..kills {
        let workers: Vec<_> = (0..clients)
            .map(|client| tokio::spawn(churn(owner.at(&server.base), client, round)))
            .collect();
        tokio::time::sleep(Duration::from_millis(700 + 300 * round as u64)).await;
        server.kill9();
        for worker in workers {
            worker.await.expect("client");
        }
        server = Server::start(dir.path(), &database.url, &env).await;
        checked += reconcile(&owner.at(&server.base)).await;
    }
    server.terminate().await;
    assert!(checked > 0, "no change was made before the kills");
    eprintln!("{kills} kills, {checked} entries checked against what exists");
}
