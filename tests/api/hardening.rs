//! Protections against hostile clients: HTML security headers, slow and
//! oversized requests, per-client caps on requests in progress, `Secure`
//! cookies under USE_HTTPS and the dummy password check for unknown accounts.

use crate::account_kit::{enable_two_factor, insert_sole_user};
use crate::db::{insert_link, raw_http, raw_status};
use crate::helpers::{assert_error, read_json, set_cookie, TestApp, PASSWORD};
use linkhop::config::{ClientLimits, Umami};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Generous bound for "promptly": far above any healthy answer time, far
/// below the minutes a starved server would take.
const PROMPTLY: Duration = Duration::from_secs(20);

fn directive<'a>(csp: &'a str, name: &str) -> Option<&'a str> {
    csp.split(';')
        .map(str::trim)
        .find(|d| d.split_whitespace().next() == Some(name))
}

fn assert_html_protected(response: &reqwest::Response, script_sources: &str) {
    let h = response.headers();
    let what = response.url().path().to_owned();
    assert!(
        h["content-type"]
            .to_str()
            .unwrap_or("")
            .starts_with("text/html"),
        "{what}"
    );
    assert_eq!(h["x-content-type-options"], "nosniff", "{what}");
    assert_eq!(h["x-frame-options"], "DENY", "{what}");
    assert_eq!(
        h["referrer-policy"], "strict-origin-when-cross-origin",
        "{what}"
    );
    let csp = h["content-security-policy"].to_str().unwrap_or("");
    assert_eq!(
        directive(csp, "frame-ancestors"),
        Some("frame-ancestors 'none'"),
        "{csp}"
    );
    assert_eq!(
        directive(csp, "script-src"),
        Some(script_sources),
        "{what}: {csp}"
    );
    assert_eq!(directive(csp, "default-src"), Some("default-src 'self'"));
}

#[tokio::test]
async fn every_html_answer_carries_the_security_headers() {
    let umami = Some(Umami {
        site: "site-id".into(),
        url: "https://stats.example:8443/script.js".into(),
    });
    for (force_frontend, umami) in [(false, None), (false, umami.clone()), (true, umami)] {
        let expected = if umami.is_some() {
            "script-src 'self' https://stats.example:8443"
        } else {
            "script-src 'self'"
        };
        let app = TestApp::spawn_with(|s| {
            s.force_frontend_redirect = force_frontend;
            s.umami = umami.clone();
        })
        .await;
        insert_link(&app, "known", "https://example.com/", None).await;
        let anonymous = app.anonymous();
        let mut cases = vec![
            ("/dash/overview", StatusCode::OK),
            ("/dash", StatusCode::OK),
            ("/no-such-slug", StatusCode::NOT_FOUND),
            ("/%FF", StatusCode::NOT_FOUND),
        ];
        if force_frontend {
            cases.push(("/known", StatusCode::OK));
        }
        for (path, status) in cases {
            for method in [Method::GET, Method::HEAD] {
                let response = anonymous
                    .request(method.clone(), path)
                    .send()
                    .await
                    .expect("request");
                assert_eq!(response.status(), status, "{method} {path}");
                assert_html_protected(&response, expected);
            }
        }
        if !force_frontend {
            let redirect = anonymous
                .request(Method::GET, "/known")
                .send()
                .await
                .expect("request");
            assert_eq!(redirect.status(), StatusCode::FOUND);
        }
    }
}

#[tokio::test]
async fn oversized_headers_are_refused_with_431() {
    let app = TestApp::spawn().await;
    let host = app.base.trim_start_matches("http://").to_owned();
    let long = "a".repeat(20 * 1024);
    let answer = raw_http(
        &app,
        format!("GET /api HTTP/1.1\r\nHost: {host}\r\nX-Long: {long}\r\nConnection: close\r\n\r\n")
            .as_bytes(),
    )
    .await;
    assert_eq!(raw_status(&answer), 431, "{answer}");
    let many: String = (0..150).map(|i| format!("X-H{i}: v\r\n")).collect();
    let answer = raw_http(
        &app,
        format!("GET /api HTTP/1.1\r\nHost: {host}\r\n{many}Connection: close\r\n\r\n").as_bytes(),
    )
    .await;
    assert_eq!(raw_status(&answer), 431, "{answer}");
    // Within the limits the same request is served.
    let answer = raw_http(
        &app,
        format!(
            "GET /api HTTP/1.1\r\nHost: {host}\r\nX-Long: {}\r\nConnection: close\r\n\r\n",
            "a".repeat(8 * 1024)
        )
        .as_bytes(),
    )
    .await;
    assert_eq!(raw_status(&answer), 200, "{answer}");
}

async fn connect(app: &TestApp) -> TcpStream {
    TcpStream::connect(app.base.trim_start_matches("http://"))
        .await
        .expect("connect")
}

/// Reads until the server closes the connection; returns what it sent, or
/// `None` if it was still open after `limit`.
async fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> Option<String> {
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buffer)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(String::from_utf8_lossy(&answer).into_owned()),
            Ok(Ok(n)) => answer.extend_from_slice(&buffer[..n]),
        }
    }
}

/// A client that keeps trickling header lines and never finishes them.
async fn trickle_headers(mut stream: TcpStream) -> TcpStream {
    let _ = stream
        .write_all(b"GET /api HTTP/1.1\r\nHost: localhost\r\n")
        .await;
    stream
}

#[tokio::test]
async fn slow_clients_are_cut_off_and_do_not_starve_others() {
    let app = TestApp::spawn_with(|s| {
        s.header_timeout = Duration::from_secs(2);
        s.body_timeout = Duration::from_secs(2);
        s.limits = ClientLimits {
            api: 1000,
            password: 1000,
        };
    })
    .await;
    let host = app.base.trim_start_matches("http://").to_owned();
    let opened = tokio::time::Instant::now();
    // Slow headers: 200 connections that never finish their request head,
    // each sending one more header line every 300 ms.
    let mut slow_headers = Vec::new();
    for _ in 0..200 {
        slow_headers.push(trickle_headers(connect(&app).await).await);
    }
    let trickler = {
        let mut streams = std::mem::take(&mut slow_headers);
        tokio::spawn(async move {
            for round in 0..10 {
                for stream in &mut streams {
                    let _ = stream
                        .write_all(format!("X-Slow-{round}: x\r\n").as_bytes())
                        .await;
                }
                tokio::time::sleep(Duration::from_millis(300)).await;
            }
            streams
        })
    };
    // Slow bodies: 40 requests that announce 1000 bytes and send 10.
    let mut slow_bodies = Vec::new();
    for _ in 0..40 {
        let mut stream = connect(&app).await;
        stream
            .write_all(
                format!(
                    "POST /api/link HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{\"destin"
                )
                .as_bytes(),
            )
            .await
            .expect("write");
        slow_bodies.push(stream);
    }
    // A normal client is served while all of them hang on.
    let normal = tokio::time::timeout(PROMPTLY, app.anonymous().get("/api"))
        .await
        .expect("a normal client is served while slow clients are connected");
    assert_eq!(normal.0, StatusCode::OK);
    insert_link(&app, "fast", "https://example.com/fast", None).await;
    let redirect = tokio::time::timeout(
        PROMPTLY,
        app.anonymous().request(Method::GET, "/fast").send(),
    )
    .await
    .expect("redirect in time")
    .expect("redirect");
    assert_eq!(redirect.status(), StatusCode::FOUND);
    // The slow bodies are answered 408 and closed once BODY_TIMEOUT passes.
    for stream in &mut slow_bodies {
        let answer = read_until_closed(stream, PROMPTLY)
            .await
            .expect("a slow body's connection is closed after BODY_TIMEOUT");
        assert_eq!(raw_status(&answer), 408, "{answer}");
        assert!(answer.contains("Request body timed out"), "{answer}");
    }
    // The slow headers are closed after HEADER_TIMEOUT although they keep
    // sending (the deadline covers the whole head, not each line).
    slow_headers = trickler.await.expect("trickler");
    for stream in &mut slow_headers {
        let answer = read_until_closed(stream, PROMPTLY)
            .await
            .expect("a slow head's connection is closed after HEADER_TIMEOUT");
        assert!(
            answer.is_empty() || [400, 408].contains(&raw_status(&answer)),
            "{answer}"
        );
    }
    assert!(opened.elapsed() >= Duration::from_secs(2));
}

#[tokio::test]
async fn idle_keep_alive_connections_are_closed() {
    let app = TestApp::spawn_with(|s| s.header_timeout = Duration::from_secs(1)).await;
    let host = app.base.trim_start_matches("http://").to_owned();
    let mut stream = connect(&app).await;
    stream
        .write_all(format!("GET /api HTTP/1.1\r\nHost: {host}\r\n\r\n").as_bytes())
        .await
        .expect("write");
    let mut buffer = [0u8; 4096];
    let n = stream.read(&mut buffer).await.expect("answer");
    assert_eq!(raw_status(&String::from_utf8_lossy(&buffer[..n])), 200);
    // Kept alive, then closed once idle for HEADER_TIMEOUT.
    let rest = read_until_closed(&mut stream, PROMPTLY)
        .await
        .expect("an idle keep-alive connection is closed");
    assert!(rest.is_empty(), "{rest}");
}

/// Opens a request to `path` that sends its head and part of its body, so
/// it stays in progress until the connection is dropped.
async fn hold_request(app: &TestApp, path: &str, forwarded_for: &str) -> TcpStream {
    let host = app.base.trim_start_matches("http://");
    let mut stream = connect(app).await;
    stream
        .write_all(
            format!(
                "POST {path} HTTP/1.1\r\nHost: {host}\r\nX-Forwarded-For: {forwarded_for}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{"
            )
            .as_bytes(),
        )
        .await
        .expect("write");
    stream
}

async fn wait_in_progress(app: &TestApp, client: &str, expected: usize) {
    let deadline = tokio::time::Instant::now() + PROMPTLY;
    while app.app.in_flight.in_progress(client) != expected {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{client}: {} in progress, expected {expected}",
            app.app.in_flight.in_progress(client)
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn one_client_cannot_take_every_api_slot() {
    let app = TestApp::spawn_with(|s| {
        s.trust_proxy = 1;
        s.limits = ClientLimits {
            api: 3,
            password: 1,
        };
    })
    .await;
    let owner = app.owner().await;
    insert_link(&app, "still-fast", "https://example.com/", None).await;
    let flooder = "203.0.113.7";
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(hold_request(&app, "/api/link", flooder).await);
    }
    wait_in_progress(&app, flooder, 3).await;
    let refused = owner
        .request(Method::GET, "/api/auth/me")
        .header("x-forwarded-for", flooder)
        .send()
        .await
        .expect("request");
    assert_eq!(refused.headers()["retry-after"], "1");
    assert_eq!(refused.headers()["access-control-allow-origin"], "*");
    assert_error(
        &read_json(refused).await,
        429,
        "Too many requests in progress from your address, try again in a moment",
    );
    // Other addresses are served, and redirects are never capped.
    let other = owner
        .request(Method::GET, "/api/auth/me")
        .header("x-forwarded-for", "198.51.100.1")
        .send()
        .await
        .expect("request");
    assert_eq!(other.status(), StatusCode::OK);
    let redirect = app
        .anonymous()
        .request(Method::GET, "/still-fast")
        .header("x-forwarded-for", flooder)
        .send()
        .await
        .expect("request");
    assert_eq!(redirect.status(), StatusCode::FOUND);
    // Dropping the held requests frees the address's slots.
    drop(held);
    wait_in_progress(&app, flooder, 0).await;
    let (status, _) = read_json(
        owner
            .request(Method::GET, "/api/auth/me")
            .header("x-forwarded-for", flooder)
            .send()
            .await
            .expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn password_checks_have_their_own_smaller_cap() {
    let app = TestApp::spawn_with(|s| {
        s.trust_proxy = 1;
        s.limits = ClientLimits {
            api: 10,
            password: 1,
        };
    })
    .await;
    let owner = app.owner().await;
    let flooder = "203.0.113.8";
    let held = hold_request(&app, "/api/auth/login", flooder).await;
    wait_in_progress(&app, flooder, 1).await;
    let login = |address: &'static str| {
        app.anonymous()
            .request(Method::POST, "/api/auth/login")
            .header("x-forwarded-for", address)
            .json(&json!({"username": owner.username(), "password": PASSWORD}))
            .send()
    };
    let refused = read_json(login(flooder).await.expect("request")).await;
    assert_error(
        &refused,
        429,
        "Too many requests in progress from your address, try again in a moment",
    );
    // Cheap routes of the same address still pass; logins of others too.
    let me = owner
        .request(Method::GET, "/api/auth/me")
        .header("x-forwarded-for", flooder)
        .send()
        .await
        .expect("request");
    assert_eq!(me.status(), StatusCode::OK);
    let (status, _) = read_json(login("198.51.100.2").await.expect("request")).await;
    assert_eq!(status, StatusCode::OK);
    drop(held);
    wait_in_progress(&app, flooder, 0).await;
    let (status, _) = read_json(login(flooder).await.expect("request")).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn cookies_are_secure_under_https_on_recovery_and_automatic_login() {
    let id = uuid::Uuid::new_v4().to_string();
    let app = TestApp::spawn_with(|s| {
        s.use_https = true;
        s.sole_user = Some(id.clone());
    })
    .await;
    insert_sole_user(&app, &id).await;
    let automatic = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .send()
        .await
        .expect("request");
    assert_eq!(automatic.status(), StatusCode::OK);
    let cookie = set_cookie(&automatic);
    assert!(
        cookie.starts_with("__Host-token=")
            && cookie.ends_with("; HttpOnly; SameSite=Strict; Secure"),
        "{cookie}"
    );

    let user = app.login("solo", PASSWORD).await;
    let (_, codes) = enable_two_factor(&user).await;
    let recovered = app
        .anonymous()
        .request(Method::POST, "/api/auth/totp/recover")
        .json(&json!({"backupCode": codes[0], "username": "solo", "password": PASSWORD}))
        .send()
        .await
        .expect("request");
    assert_eq!(recovered.status(), StatusCode::OK);
    let cookie = set_cookie(&recovered);
    assert!(
        cookie.starts_with("__Host-token=")
            && cookie.ends_with("; HttpOnly; SameSite=Strict; Secure"),
        "{cookie}"
    );

    let logout = user
        .request(Method::DELETE, "/api/auth/me")
        .send()
        .await
        .expect("request");
    assert_eq!(logout.status(), StatusCode::OK);
    assert!(set_cookie(&logout).ends_with("; Secure"));
}

#[tokio::test]
async fn unknown_accounts_cost_one_dummy_check_and_read_the_same() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let dummy = || app.app.dummy_password_checks.load(Ordering::Relaxed);
    let before = dummy();
    let wrong = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": owner.username(), "password": "Wrong-password-1"}),
        )
        .await;
    assert_eq!(
        dummy(),
        before,
        "a known account is checked against its own hash"
    );
    let unknown = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": "nobody_here", "password": "Wrong-password-1"}),
        )
        .await;
    assert_eq!(
        dummy(),
        before + 1,
        "an unknown account costs one dummy check"
    );
    assert_eq!(wrong, unknown);
    assert_error(&unknown, 403, "Invalid username or password");

    let anonymous = app.anonymous();
    let recover = |name: &str| {
        anonymous.post(
            "/api/auth/totp/recover",
            json!({"backupCode": "AAAAAAAAAAAA", "username": name, "password": "Wrong-password-1"}),
        )
    };
    let wrong = recover(owner.username()).await;
    assert_eq!(dummy(), before + 1);
    let unknown = recover("nobody_here").await;
    assert_eq!(dummy(), before + 2);
    assert_eq!(wrong, unknown);
    assert_error(&unknown, 403, "Invalid username or password");
}

#[tokio::test]
async fn api_secrets_are_found_by_their_hash() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let by_secret = owner.with_secret().await;
    let secret = by_secret.secret.clone().expect("secret");
    let (status, _) = by_secret.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    let stored = crate::db::texts(
        &app,
        "SELECT secret_hash FROM accounts WHERE id = $1",
        &[owner.id()],
    )
    .await;
    assert_eq!(
        stored,
        vec![Some(linkhop::domain::tokens::hash_api_secret(&secret))]
    );
    // Without its hash the secret is not found: the look-up is by hash.
    crate::db::exec(&app, "UPDATE accounts SET secret_hash = NULL", &[]).await;
    assert_error(&by_secret.get("/api/auth/me").await, 401, "Invalid secret");
    // Start-up hashes secrets stored before the column existed.
    app.app.store.migrate().await.expect("migrate");
    let (status, _) = by_secret.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    // A rotated secret replaces the hash: the old secret stops working.
    let rotated = owner.with_secret().await;
    assert_error(&by_secret.get("/api/auth/me").await, 401, "Invalid secret");
    assert_eq!(rotated.get("/api/auth/me").await.0, StatusCode::OK);
}
