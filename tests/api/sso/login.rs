//! A single sign-on end to end: the first login creates the account, later
//! ones find it by (issuer, subject) and never by e-mail; the session is a
//! login's session; a browser is sent to the dashboard.

use super::{app_with, location, user, Browser, Provider, User, DOMAIN};
use crate::helpers::{assert_error, me_view, ACCOUNT_VIEW};
use reqwest::{header, StatusCode};
use serde_json::json;

#[tokio::test]
async fn the_first_login_creates_the_account_and_later_ones_find_it_by_subject() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    let owner = app.owner().await;
    let browser = Browser::new(&app);
    let (status, body) = browser.sign_in(user("alice")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Successfully logged in!");
    let account = &body["result"];
    assert_eq!(account["username"], "alice");
    assert_eq!(account["email"], "alice@example.test");
    assert_eq!(account["role"], "standard");
    // The session works like a password login's.
    let (status, me) = browser.actor().get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["result"]["id"], account["id"]);
    let me_keys = me_view(ACCOUNT_VIEW.to_vec());
    assert!(crate::helpers::keys(&me["result"])
        .iter()
        .all(|k| me_keys.contains(&k.as_str())));

    // Same subject, new name and address at the provider: the same account.
    let renamed = User {
        login: "alice.renamed",
        email: Some("new@example.test"),
        sub: Some("sub-alice"),
        ..User::default()
    };
    let (status, again) = Browser::new(&app).sign_in(renamed).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["result"]["id"], account["id"]);
    assert_eq!(again["result"]["username"], "alice");

    // Another subject with the owner's e-mail address is not the owner.
    let impostor = User {
        login: "mallory",
        email: Some(owner.account["email"].as_str().expect("email")),
        ..User::default()
    };
    let refused = Browser::new(&app).sign_in(impostor).await;
    assert_error(
        &refused,
        409,
        "An account already uses this e-mail address: log in to it with its password and link single sign-on in Settings",
    );
    // A taken username gets a number; no e-mail claim is refused.
    let twin = User {
        login: "alice",
        sub: Some("another-alice"),
        email: Some("twin@example.test"),
        ..User::default()
    };
    let (status, body) = Browser::new(&app).sign_in(twin).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["username"], "alice2");
    let no_mail = User {
        login: "nomail",
        email: Some("none"),
        ..User::default()
    };
    let refused = Browser::new(&app).sign_in(no_mail).await;
    assert_error(
        &refused,
        403,
        "The identity provider gave no valid e-mail address, which a new account needs",
    );
    let (_, list) = owner.get("/api/user/list").await;
    assert_eq!(list["result"].as_array().map(Vec::len), Some(3), "{list}");
}

#[tokio::test]
async fn a_browser_is_sent_to_the_provider_and_back_to_the_dashboard() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    app.owner().await;
    let browser = Browser::new(&app);
    let response = browser
        .client
        .get(format!(
            "{}/api/auth/oidc/login?next=%2Fdash%2Flinks",
            app.base
        ))
        .header(header::ACCEPT, "text/html")
        .send()
        .await
        .expect("start");
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    let cookies = crate::helpers::set_cookies(&response);
    assert!(
        cookies.iter().any(|c| c.starts_with("oidc=")
            && c.contains("HttpOnly")
            && c.contains("SameSite=Lax")),
        "{cookies:?}"
    );
    let to_provider = url::Url::parse(&location(&response)).expect("URL");
    assert!(to_provider.as_str().starts_with(&provider.issuer));
    let query: Vec<(String, String)> = to_provider.query_pairs().into_owned().collect();
    let param = |name: &str| {
        query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(param("response_type").as_deref(), Some("code"));
    assert_eq!(param("code_challenge_method").as_deref(), Some("S256"));
    assert_eq!(
        param("redirect_uri"),
        Some(format!("{DOMAIN}/api/auth/oidc/callback"))
    );
    assert!(param("state").is_some_and(|s| s.len() >= 16));
    assert!(param("nonce").is_some_and(|s| s.len() >= 16));
    assert!(param("scope").is_some_and(|s| s.split(' ').any(|x| x == "openid")));

    let callback = browser.at_provider(to_provider.as_str(), user("bob")).await;
    let response = browser
        .client
        .get(callback.replacen(DOMAIN, &app.base, 1))
        .header(header::ACCEPT, "text/html,application/xhtml+xml")
        .send()
        .await
        .expect("callback");
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&response), "/dash/links");
    let cookies = crate::helpers::set_cookies(&response);
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("token=") && c.contains("SameSite=Strict")),
        "{cookies:?}"
    );
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("oidc=;") && c.contains("Max-Age=0")),
        "{cookies:?}"
    );
    let (status, me) = browser.actor().get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["result"]["username"], "bob");
    // An API client gets the provider's URL as JSON, with the cookie.
    let response = Browser::new(&app)
        .client
        .get(format!("{}/api/auth/oidc/login", app.base))
        .send()
        .await
        .expect("start");
    assert!(crate::helpers::set_cookie(&response).starts_with("oidc="));
    let (status, body) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        body["result"]["url"]
            .as_str()
            .is_some_and(|u| u.starts_with(&provider.issuer)),
        "{body}"
    );
    // The login page learns about the button from about.
    let (_, about) = app.anonymous().get("/api/about").await;
    assert_eq!(
        about["result"]["sso"],
        json!({"name": "TestID", "only": false})
    );
}

#[tokio::test]
async fn the_very_first_account_may_come_from_the_provider_and_is_the_owner() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    let (status, body) = Browser::new(&app).sign_in(user("founder")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["role"], "owner");
}
