//! Where a browser lands after single sign-on (`next` of
//! `GET /api/auth/oidc/login`): a dashboard path of this site only. Every
//! other return path, plain or percent-encoded, lands on the dashboard's
//! home, through the real provider and back.

use super::{app_with, location, user, Browser, Provider, DOMAIN};
use reqwest::{header, StatusCode};

/// Signs `bob` in from a fresh browser with `next` as written in the query
/// string (percent-encoding kept as given); returns the callback's Location.
async fn landing(app: &crate::helpers::TestApp, next_in_query: &str) -> String {
    let browser = Browser::new(app);
    let response = browser
        .client
        .get(format!(
            "{}/api/auth/oidc/login?next={next_in_query}",
            app.base
        ))
        .header(header::ACCEPT, "text/html")
        .send()
        .await
        .expect("start");
    assert_eq!(response.status(), StatusCode::SEE_OTHER, "{next_in_query}");
    let callback = browser.at_provider(&location(&response), user("bob")).await;
    let response = browser
        .client
        .get(callback.replacen(DOMAIN, &app.base, 1))
        .header(header::ACCEPT, "text/html")
        .send()
        .await
        .expect("callback");
    assert_eq!(response.status(), StatusCode::SEE_OTHER, "{next_in_query}");
    location(&response)
}

#[tokio::test]
async fn the_return_path_after_sign_in_stays_in_the_dashboard() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    let owner = app.owner().await;
    // A short link whose slug starts like the dashboard: landing on it
    // would send the browser to its destination.
    owner
        .create_link("dashboard", "https://evil.example/phish")
        .await;
    owner
        .create_link("landing", "https://evil.example/phish")
        .await;

    assert_eq!(
        landing(&app, "%2Fdash%2Flinks%3Fpage%3D2").await,
        "/dash/links?page=2"
    );
    assert_eq!(landing(&app, "/dash/links").await, "/dash/links");

    for hostile in [
        "//evil.example",
        "https://evil.example",
        "/\\evil.example",
        "/%5Cevil.example",
        "%2F%2Fevil.example",
        "https%3A%2F%2Fevil.example",
        "%2F%5Cevil.example",
        "%2F%5C%2Fevil.example",
        "%252F%252Fevil.example",
        "%2F%09%2Fevil.example",
        "%2F%2F%2Fevil.example",
        "%5C%5Cevil.example",
        "/dash/..//evil.example",
        "%2Fdash%2F%2E%2E%2F%2Fevil.example",
        // Same origin but outside the dashboard: a short link's slug.
        "/dashboard",
        "%2Fdash%2F%252e%252e%2Flanding",
        "%2Fdash%2F.%252E%2Flanding",
        "%2Fdash%2F%252F%252Fevil.example",
        "%2Fdash%2F%255Cevil.example",
        "%2Fdash%2F%2Fevil.example",
    ] {
        let location = landing(&app, hostile).await;
        assert_eq!(location, "/dash/overview", "next={hostile}");
    }

    // What a browser makes of such a landing: the dashboard, on this site.
    let base = url::Url::parse(&app.base).expect("base");
    for to in ["/dash/overview", "/dash/links?page=2"] {
        let resolved = base.join(to).expect("join");
        assert_eq!(resolved.origin(), base.origin());
        assert!(resolved.path().starts_with("/dash/"), "{resolved}");
    }
    // And why the slugs matter: the old landings would have left the site.
    for old in ["/dashboard", "/dash/%2e%2e/landing"] {
        let path = base.join(old).expect("join").path().to_owned();
        let response = app
            .anonymous()
            .client
            .get(app.url(&path))
            .send()
            .await
            .expect("visit");
        assert_eq!(
            response
                .headers()
                .get(header::LOCATION)
                .and_then(|v| v.to_str().ok()),
            Some("https://evil.example/phish"),
            "{old}"
        );
    }
}
