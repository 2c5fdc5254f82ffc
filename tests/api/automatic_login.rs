//! Automatic login for SOLE_USER (api.md §3.4).

use crate::account_kit::insert_sole_user;
use crate::db::count;
use crate::helpers::{assert_error, read_json, set_cookies, TestApp, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::{Method, StatusCode};
use serde_json::json;

async fn sole_user_app(allow: bool) -> (TestApp, String) {
    let id = uuid::Uuid::new_v4().to_string();
    let app = TestApp::spawn_with(|s| s.sole_user = Some(id.clone())).await;
    let hash = linkhop::domain::passwords::hash_password(PASSWORD).expect("hash");
    let account = app
        .app
        .store
        .insert_account(
            &linkhop::store::NewAccount {
                id: &id,
                username: "solo",
                email: "solo@example.com",
                password_hash: &hash,
                secret: None,
                created_at: linkhop::domain::time::now_millis(),
            },
            Role::Standard,
            &linkhop::domain::audit::AuditBy::command_line()
                .entry(linkhop::domain::audit::AuditAction::AccountCreated, 0),
        )
        .await
        .expect("insert");
    assert_eq!(account.role(), Role::Owner);
    app.app
        .store
        .set_allow_automatic_login(&id, allow)
        .await
        .expect("flag");
    (app, id)
}

#[tokio::test]
async fn a_request_without_credentials_proceeds_as_the_sole_user() {
    let (app, id) = sole_user_app(true).await;
    let browser = app.anonymous();
    let response = browser
        .request(Method::GET, "/api/auth/me")
        .send()
        .await
        .expect("request");
    let cookies = set_cookies(&response);
    assert_eq!(cookies.len(), 1, "{cookies:?}");
    assert!(cookies[0].starts_with("token="));
    assert!(cookies[0].ends_with("; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict"));
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["id"], id.as_str());
    assert_eq!(body["result"]["allowAutomaticLogin"], true);
    let sessions = || count(&app, "SELECT COUNT(*) FROM sessions", &[]);
    assert_eq!(sessions().await, 1);
    // The cookie is used from now on: no second session.
    let response = browser
        .request(Method::POST, "/api/link")
        .json(&json!({"destination": "https://example.com/", "slug": "solo"}))
        .send()
        .await
        .expect("request");
    assert!(set_cookies(&response).is_empty());
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["author"], id.as_str());
    assert_eq!(sessions().await, 1);
    // About counts as logged in.
    let (_, about) = app.anonymous().get("/api/about").await;
    assert_eq!(about["result"]["version"], env!("CARGO_PKG_VERSION"));
    // Same-origin browsers and explicit same-origin fetches pass too.
    for (name, value) in [
        ("origin", app.base.clone()),
        ("sec-fetch-site", "same-origin".to_owned()),
        ("sec-fetch-site", "none".to_owned()),
    ] {
        let response = app
            .anonymous()
            .request(Method::GET, "/api/auth/me")
            .header(name, value.as_str())
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::OK, "{name}: {value}");
    }
}

#[tokio::test]
async fn never_for_other_sites_bad_cookies_or_secrets() {
    let (app, _) = sole_user_app(true).await;
    let before = count(&app, "SELECT COUNT(*) FROM sessions", &[]).await;
    for (name, value, status, message) in [
        (
            "origin",
            "https://evil.example",
            401,
            "No cookie token provided",
        ),
        ("origin", "null", 401, "No cookie token provided"),
        (
            "sec-fetch-site",
            "cross-site",
            401,
            "No cookie token provided",
        ),
        (
            "sec-fetch-site",
            "same-site",
            401,
            "No cookie token provided",
        ),
        ("cookie", "token=bogus", 401, "Invalid authorization token"),
        ("authorization", "Bearer nope", 401, "Invalid secret"),
    ] {
        let response = app
            .anonymous()
            .request(Method::GET, "/api/auth/me")
            .header(name, value)
            .send()
            .await
            .expect("request");
        let cookies = set_cookies(&response);
        assert!(
            cookies.iter().all(|c| c.starts_with("token=;")),
            "{cookies:?}"
        );
        assert_error(&read_json(response).await, status, message);
        // About stays anonymous for them.
        let response = app
            .anonymous()
            .request(Method::GET, "/api/about")
            .header(name, value)
            .send()
            .await
            .expect("request");
        let (_, about) = read_json(response).await;
        assert!(about["result"].get("version").is_none(), "{name}: {value}");
    }
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM sessions", &[]).await,
        before
    );
}

#[tokio::test]
async fn not_without_the_account_flag() {
    let (app, _) = sole_user_app(false).await;
    assert_error(
        &app.anonymous().get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
    let unknown =
        TestApp::spawn_with(|s| s.sole_user = Some(uuid::Uuid::new_v4().to_string())).await;
    unknown.owner().await;
    assert_error(
        &unknown.anonymous().get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn logging_out_an_automatic_session_leaves_no_session() {
    let (app, _) = sole_user_app(true).await;
    let response = app
        .anonymous()
        .request(Method::DELETE, "/api/auth/me")
        .send()
        .await
        .expect("request");
    assert_eq!(
        set_cookies(&response),
        vec!["token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict".to_owned()]
    );
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM sessions", &[]).await, 0);
}

/// DNS rebinding (issue 18, item 6): a page on another name that resolves
/// to this server gets no automatic login, with or without an Origin.
#[tokio::test]
async fn a_rebound_name_gets_no_automatic_login() {
    let id = uuid::Uuid::new_v4().to_string();
    let app = TestApp::spawn_with(|s| {
        s.sole_user = Some(id.clone());
        s.domain = Some("http://s.example.com".into());
    })
    .await;
    insert_sole_user(&app, &id).await;
    let port = app.base.rsplit(':').next().unwrap_or_default().to_owned();
    let evil = format!("evil.com:{port}");
    let evil_origin = format!("http://{evil}");
    let send = |method: Method, path: &str, headers: &[(&str, &str)]| {
        let mut request = app.anonymous().request(method, path);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        async move { request.send().await.expect("request") }
    };
    for (method, path) in [
        (Method::GET, "/api/auth/me"),
        (Method::GET, "/api/auth/totp"),
        (Method::POST, "/api/auth/newSecret"),
    ] {
        for headers in [
            vec![("host", evil.as_str()), ("origin", evil_origin.as_str())],
            vec![("host", evil.as_str()), ("sec-fetch-site", "same-origin")],
        ] {
            let response = send(method.clone(), path, &headers).await;
            assert!(set_cookies(&response).is_empty(), "{path} {headers:?}");
            // Writes (and the TOTP set-up) from a foreign Origin stop at the
            // Origin check; everything else finds no credentials.
            let checked = headers[1].0 == "origin" && path != "/api/auth/me";
            let (status, message) = if checked {
                (403, "Cross-origin request refused")
            } else {
                (401, "No cookie token provided")
            };
            assert_error(&read_json(response).await, status, message);
        }
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM sessions", &[]).await, 0);
    // Addressed by its own name, the sole user is still logged in.
    for headers in [
        vec![("host", "s.example.com")],
        vec![
            ("host", "s.example.com"),
            ("origin", "http://s.example.com"),
        ],
    ] {
        let response = send(Method::GET, "/api/auth/me", &headers).await;
        let (status, body) = read_json(response).await;
        assert_eq!(status, StatusCode::OK, "{headers:?}: {body}");
        assert_eq!(body["result"]["id"], id.as_str());
    }
}

/// A cookieless request from a new client: (status, the session cookie's
/// `token=…` part, if one was set).
async fn cookieless(app: &TestApp, method: Method) -> (StatusCode, Option<String>) {
    let response = app
        .anonymous()
        .request(method, "/api/auth/me")
        .send()
        .await
        .expect("request");
    let token = set_cookies(&response)
        .first()
        .map(|c| c.split(';').next().unwrap_or("").to_owned());
    (response.status(), token)
}

#[tokio::test]
async fn cookieless_requests_share_one_session() {
    let (app, _) = sole_user_app(true).await;
    let sessions = || count(&app, "SELECT COUNT(*) FROM sessions", &[]);
    let mut tokens = std::collections::BTreeSet::new();
    // Sequential and concurrent cookieless requests alike (200 in all; the
    // concurrent ones within one address's cap of requests in progress).
    for _ in 0..170 {
        let (status, token) = cookieless(&app, Method::GET).await;
        assert_eq!(status, StatusCode::OK);
        tokens.extend(token);
    }
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..30 {
        let request = app.anonymous().request(Method::GET, "/api/auth/me");
        tasks.spawn(async move { request.send().await.expect("request").status() });
    }
    while let Some(status) = tasks.join_next().await {
        assert_eq!(status.expect("task"), StatusCode::OK);
    }
    assert!(sessions().await <= 2, "{} sessions", sessions().await);
    assert_eq!(tokens.len(), 1, "{tokens:?}");
    // Once logged out, the next cookieless request gets a new session.
    assert_eq!(cookieless(&app, Method::DELETE).await.0, StatusCode::OK);
    assert_eq!(sessions().await, 0);
    let (_, token) = cookieless(&app, Method::GET).await;
    assert!(!tokens.contains(&token.expect("new session")));
    assert_eq!(sessions().await, 1);
}
