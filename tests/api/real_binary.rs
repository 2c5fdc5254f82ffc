//! The built binary over a real TCP socket: start-up from the environment,
//! the main flows, SIGTERM, and visit counts persisted at shutdown.

use crate::helpers::{read_json, PASSWORD};
use crate::test_database::TestDatabase;
use reqwest::{Client, StatusCode};
use serde_json::json;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[tokio::test]
async fn built_binary_serves_redirects_and_persists_visits_on_sigterm() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let database_url = database.url.clone();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_linkhop"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DATA_DIR", dir.path().join("data"))
        .env("DATABASE_URL", &database_url)
        .env("LISTEN", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn linkhop");
    let base = format!("http://127.0.0.1:{port}");
    let client = Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let started = Instant::now();
    loop {
        if let Ok(response) = client.get(format!("{base}/api")).send().await {
            let (status, body) = read_json(response).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(body, json!({"success": true, "message": "OK"}));
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "server did not start"
        );
        if let Ok(Some(status)) = child.try_wait() {
            panic!("server exited early: {status}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let post = |path: &str, body: serde_json::Value| {
        let request = client.post(format!("{base}{path}")).json(&body);
        async move { read_json(request.send().await.expect("request")).await }
    };
    let (status, body) = post(
        "/api/auth/register",
        json!({"email": "bin@example.com", "username": "bin_user", "password": PASSWORD}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["role"], "owner");
    let (status, body) = post(
        "/api/auth/login",
        json!({"username": "bin_user", "password": PASSWORD}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = post(
        "/api/link",
        json!({"slug": "real", "destination": "https://example.com/real"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["result"]["id"].as_str().expect("id").to_owned();
    let follow = client
        .get(format!("{base}/real?x=1"))
        .send()
        .await
        .expect("follow");
    assert_eq!(follow.status(), StatusCode::FOUND);
    assert_eq!(follow.headers()["location"], "https://example.com/real");
    // The periodic flush writes it within a second; a busy machine may take longer.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let response = client
            .get(format!("{base}/api/link/list"))
            .send()
            .await
            .expect("list");
        let (status, body) = read_json(response).await;
        assert_eq!(status, StatusCode::OK);
        if body["result"]["links"][0]["visits"] == 1 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the visit was not counted: {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Two more visits, then stop before the next periodic flush.
    for _ in 0..2 {
        let follow = client
            .get(format!("{base}/real"))
            .send()
            .await
            .expect("follow");
        assert_eq!(follow.status(), StatusCode::FOUND);
    }
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "no clean exit");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "{status}");
    let store = linkhop::store::Store::connect(&database_url)
        .await
        .expect("reopen database");
    let link = store
        .find_link_by_id(&id)
        .await
        .expect("query")
        .expect("link");
    assert_eq!(link.visits, 3);
    store.close().await;
}
