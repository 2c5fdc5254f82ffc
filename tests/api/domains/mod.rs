//! Several short domains (docs/domains.md): one slug on two domains, each
//! domain's fallbacks, who may use and manage which domain, and removing a
//! domain with its links. `hosts` has how hosts are checked, matched and
//! refused, and what each domain serves besides links.

mod app_links;
mod hosts;

use crate::helpers::{assert_error, Actor, TestApp};
use linkhop::domain::accounts::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// A GET of `path` sent as if to `host`.
pub(crate) async fn visit(app: &TestApp, host: &str, path: &str) -> reqwest::Response {
    app.anonymous()
        .request(Method::GET, path)
        .header("Host", host)
        .send()
        .await
        .expect("visit")
}

pub(crate) fn location(response: &reqwest::Response) -> &str {
    response.headers()["location"].to_str().expect("location")
}

pub(crate) async fn add_domain(owner: &Actor, body: Value) -> Value {
    let (status, answer) = owner.post("/api/domains", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["result"].clone()
}

#[tokio::test]
async fn one_slug_on_two_domains_is_two_links_found_by_host() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let go = add_domain(&owner, json!({"host": "Go.Example.COM"})).await;
    assert_eq!(go["host"], "go.example.com");
    assert_eq!(go["isDefault"], false);
    let here = owner
        .create_link("docs", "https://example.com/default")
        .await;
    assert_eq!(here["domain"], Value::Null);
    let (status, there) = owner
        .post(
            "/api/link",
            json!({"slug": "docs", "destination": "https://example.com/go", "domain": "go.example.com"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{there}");
    assert_eq!(there["result"]["domain"], "go.example.com");
    // The slug is taken per domain.
    let again = owner
        .post(
            "/api/link",
            json!({"slug": "docs", "destination": "https://example.com/x", "domain": "GO.example.com."}),
        )
        .await;
    assert_error(&again, 409, "A link with that slug already exists");

    for _ in 0..2 {
        // Twice: the second answer comes from the cache, keyed by domain.
        let on_go = visit(&app, "go.example.com", "/docs").await;
        assert_eq!(on_go.status(), StatusCode::FOUND);
        assert_eq!(location(&on_go), "https://example.com/go");
        let on_go_port = visit(&app, "GO.example.com:8443", "/docs").await;
        assert_eq!(location(&on_go_port), "https://example.com/go");
        let elsewhere = visit(&app, "other.example", "/docs").await;
        assert_eq!(location(&elsewhere), "https://example.com/default");
    }
    app.flush_visits().await;
    let (_, list) = owner.get("/api/link/list?domain=go.example.com").await;
    assert_eq!(list["result"]["total"], 1);
    assert_eq!(list["result"]["links"][0]["visits"], 4);
    let (_, list) = owner.get("/api/link/list?domain=_default").await;
    assert_eq!(list["result"]["total"], 1);
    assert_eq!(list["result"]["links"][0]["visits"], 2);
    let (_, list) = owner.get("/api/link/list?domain=nowhere.example").await;
    assert_eq!(list["result"]["total"], 0);
    let (_, list) = owner.get("/api/link/list").await;
    assert_eq!(list["result"]["total"], 2);

    // The public resolve takes a domain, or the request's own host.
    let (status, resolved) = app
        .anonymous()
        .get("/api/link?slug=docs&domain=go.example.com")
        .await;
    assert_eq!(status, StatusCode::OK, "{resolved}");
    assert_eq!(resolved["result"]["destination"], "https://example.com/go");
    let response = app
        .anonymous()
        .request(Method::GET, "/api/link?slug=docs")
        .header("Host", "go.example.com")
        .send()
        .await
        .expect("resolve");
    let body: Value = response.json().await.expect("json");
    assert_eq!(body["result"]["destination"], "https://example.com/go");
    let unknown = app
        .anonymous()
        .get("/api/link?slug=docs&domain=nowhere.example")
        .await;
    assert_eq!(unknown.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_edit_moves_a_link_and_checks_its_slug_on_the_new_domain() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    add_domain(&owner, json!({"host": "go.example.com"})).await;
    let a = owner.create_link("a", "https://example.com/a").await;
    owner.create_link("b", "https://example.com/b").await;
    let (_, b_there) = owner
        .post(
            "/api/link",
            json!({"slug": "b", "destination": "https://example.com/b2", "domain": "go.example.com"}),
        )
        .await;
    let b_there_id = b_there["result"]["id"].as_str().expect("id").to_owned();
    let id = a["id"].as_str().expect("id");
    // Warm the cache on both hosts.
    assert_eq!(
        visit(&app, "x.example", "/a").await.status(),
        StatusCode::FOUND
    );
    assert_eq!(
        visit(&app, "go.example.com", "/a").await.status(),
        StatusCode::NOT_FOUND
    );

    let (status, moved) = owner
        .patch("/api/link", json!({"id": id, "domain": "go.example.com"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["result"]["domain"], "go.example.com");
    assert_eq!(
        location(&visit(&app, "go.example.com", "/a").await),
        "https://example.com/a"
    );
    assert_eq!(
        visit(&app, "x.example", "/a").await.status(),
        StatusCode::NOT_FOUND
    );

    // Back to the default domain, where "b" is taken: refused, unchanged.
    let refused = owner
        .patch("/api/link", json!({"id": b_there_id, "domain": null}))
        .await;
    assert_error(&refused, 409, "A link with that slug already exists");
    let (_, still) = owner
        .get(&format!("/api/link/single?id={b_there_id}"))
        .await;
    assert_eq!(still["result"]["domain"], "go.example.com");
    let (status, back) = owner
        .patch("/api/link", json!({"id": id, "domain": null}))
        .await;
    assert_eq!(status, StatusCode::OK, "{back}");
    assert_eq!(back["result"]["domain"], Value::Null);
    let unknown = owner
        .patch("/api/link", json!({"id": id, "domain": "nowhere.example"}))
        .await;
    assert_error(&unknown, 422, "Unknown domain");
}

#[tokio::test]
async fn each_domain_has_its_root_not_found_and_expired_redirects() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let go = add_domain(
        &owner,
        json!({
            "host": "go.example.com",
            "rootRedirect": "https://example.com/home",
            "notFoundRedirect": "https://example.com/missing",
            "expiredRedirect": "https://example.com/gone"
        }),
    )
    .await;
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"slug": "old", "destination": "https://example.com/old", "domain": "go.example.com",
                   "expiresAt": "2001-01-01T00:00:00.000Z"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"slug": "own", "destination": "https://example.com/own", "domain": "go.example.com",
                   "expiresAt": "2001-01-01T00:00:00.000Z", "expiredUrl": "https://example.com/own-gone"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    let root = visit(&app, "go.example.com", "/").await;
    assert_eq!(root.status(), StatusCode::FOUND);
    assert_eq!(location(&root), "https://example.com/home");
    let missing = visit(&app, "go.example.com", "/nothing-here").await;
    assert_eq!(missing.status(), StatusCode::FOUND);
    assert_eq!(location(&missing), "https://example.com/missing");
    let expired = visit(&app, "go.example.com", "/old").await;
    assert_eq!(location(&expired), "https://example.com/gone");
    let own = visit(&app, "go.example.com", "/own").await;
    assert_eq!(
        location(&own),
        "https://example.com/own-gone",
        "the link's own wins"
    );

    // The default domain keeps the built-in answers.
    let root = visit(&app, "other.example", "/").await;
    assert_eq!(location(&root), app.app.settings.home_redirect);
    assert_eq!(
        visit(&app, "other.example", "/nothing-here").await.status(),
        StatusCode::NOT_FOUND
    );

    // Clearing a fallback brings the built-in answer back at once.
    let id = go["id"].as_str().expect("id");
    let (status, edited) = owner
        .patch(
            &format!("/api/domains/{id}"),
            json!({"notFoundRedirect": null}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["notFoundRedirect"], Value::Null);
    assert_eq!(
        edited["result"]["rootRedirect"], "https://example.com/home",
        "absent: kept"
    );
    assert_eq!(
        visit(&app, "go.example.com", "/nothing-here")
            .await
            .status(),
        StatusCode::NOT_FOUND
    );

    // Fallbacks are http(s) only.
    let bad = owner
        .patch(
            &format!("/api/domains/{id}"),
            json!({"rootRedirect": "javascript:alert(1)"}),
        )
        .await;
    assert_error(&bad, 422, "Invalid rootRedirect: use an http or https URL");
}

#[tokio::test]
async fn standard_accounts_use_only_the_domains_open_to_them() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    add_domain(&owner, json!({"host": "team.example.com"})).await;
    add_domain(
        &owner,
        json!({"host": "brand.example.com", "standardMayCreate": false}),
    )
    .await;
    let standard = app.standard_user().await;
    let (status, list) = standard.get("/api/domains").await;
    assert_eq!(status, StatusCode::OK);
    let hosts: Vec<&Value> = list["result"]["domains"]
        .as_array()
        .expect("domains")
        .iter()
        .map(|d| &d["id"])
        .collect();
    assert_eq!(hosts.len(), 2, "the default and team.example.com: {list}");
    assert_eq!(list["result"]["domains"][0]["isDefault"], true);
    assert_eq!(list["result"]["domains"][1]["host"], "team.example.com");
    assert_eq!(list["result"]["domains"][1]["links"], Value::Null);

    let refused = standard
        .post(
            "/api/link",
            json!({"slug": "mine", "destination": "https://example.com/", "domain": "brand.example.com"}),
        )
        .await;
    assert_error(&refused, 403, "You may not create links on this domain");
    let (status, _) = standard
        .post(
            "/api/link",
            json!({"slug": "mine", "destination": "https://example.com/", "domain": "team.example.com"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, links) = owner.get("/api/link/list?domain=brand.example.com").await;
    assert_eq!(links["result"]["total"], 0, "nothing was written");

    // Managing domains is for the owner and admins.
    let add = standard
        .post("/api/domains", json!({"host": "mine.example"}))
        .await;
    assert_error(
        &add,
        412,
        "Currently logged-in account does not match role: admin or owner",
    );
    let admin = app.user(Role::Admin).await;
    let (status, _) = admin
        .post("/api/domains", json!({"host": "mine.example"}))
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_domain_with_links_goes_only_with_an_explicit_choice() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let go = add_domain(&owner, json!({"host": "go.example.com"})).await;
    let more = add_domain(&owner, json!({"host": "more.example.com"})).await;
    let go_id = go["id"].as_str().expect("id");
    for slug in ["a", "b"] {
        let (status, _) = owner
            .post(
                "/api/link",
                json!({"slug": slug, "destination": "https://example.com/", "domain": "go.example.com"}),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    owner
        .create_link("b", "https://example.com/default-b")
        .await;

    let keep = owner
        .delete(&format!("/api/domains/{go_id}"), json!({}))
        .await;
    assert_error(
        &keep,
        409,
        "The domain still has links: remove it with links=move or links=delete",
    );
    let bad = owner
        .delete(&format!("/api/domains/{go_id}?links=archive"), json!({}))
        .await;
    assert_error(&bad, 400, "Invalid links, accepted values: move, delete");
    // "b" is taken on the default domain: nothing moves.
    let clash = owner
        .delete(&format!("/api/domains/{go_id}?links=move"), json!({}))
        .await;
    assert_error(
        &clash,
        409,
        "A slug of this domain is taken on the target domain: nothing was moved",
    );
    let (_, listed) = owner.get("/api/link/list?domain=go.example.com").await;
    assert_eq!(listed["result"]["total"], 2);
    assert_eq!(links_by_host(&owner).await, ["default 1", "go 2", "more 0"]);
    let unknown = owner
        .delete(
            &format!("/api/domains/{go_id}?links=move&to=nope"),
            json!({}),
        )
        .await;
    assert_error(&unknown, 422, "Unknown target domain");

    let more_id = more["id"].as_str().expect("id");
    let (status, removed) = owner
        .delete(
            &format!("/api/domains/{go_id}?links=move&to={more_id}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{removed}");
    assert_eq!(links_by_host(&owner).await, ["default 1", "more 2"]);
    assert_eq!(
        location(&visit(&app, "more.example.com", "/a").await),
        "https://example.com/"
    );
    // The removed host is now an unknown host: served as the default.
    assert_eq!(
        location(&visit(&app, "go.example.com", "/b").await),
        "https://example.com/default-b"
    );
    let (status, _) = owner
        .delete(&format!("/api/domains/{more_id}?links=delete"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, all) = owner.get("/api/link/list").await;
    assert_eq!(all["result"]["total"], 1);
    let default = owner.delete("/api/domains/default", json!({})).await;
    assert_error(&default, 412, "The default domain cannot be removed");
    let gone = owner
        .delete(&format!("/api/domains/{go_id}"), json!({}))
        .await;
    assert_error(&gone, 404, "A domain with that id does not exist");
}

/// Each domain's link count as the owner's domain list shows it: the
/// host's first label ("default" for the default domain) and the count.
async fn links_by_host(owner: &Actor) -> Vec<String> {
    let (status, list) = owner.get("/api/domains").await;
    assert_eq!(status, StatusCode::OK, "{list}");
    list["result"]["domains"]
        .as_array()
        .expect("domains")
        .iter()
        .map(|d| {
            let host = match d["isDefault"].as_bool() {
                Some(true) => "default",
                _ => d["host"]
                    .as_str()
                    .and_then(|h| h.split('.').next())
                    .expect("host"),
            };
            format!("{host} {}", d["links"].as_i64().expect("a count"))
        })
        .collect()
}
