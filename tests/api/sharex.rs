//! ShareX (api.md §8): shortening from multipart, urlencoded and JSON
//! bodies, errors under both `error` and `message`, and the config file.

use crate::data_helpers::link_count;
use crate::helpers::{read_json, Actor, TestApp};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

#[track_caller]
fn assert_sharex_error(answer: &(StatusCode, Value), status: u16, message: &str) {
    assert_eq!(answer.0.as_u16(), status, "{}", answer.1);
    assert_eq!(
        answer.1,
        json!({"success": false, "error": message, "message": message})
    );
}

async fn post_sharex(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    read_json(request.send().await.expect("request")).await
}

fn sharex(app: &TestApp) -> reqwest::RequestBuilder {
    reqwest::Client::new().post(app.url("/api/sharex"))
}

async fn secret_of(actor: &Actor) -> String {
    actor.with_secret().await.secret.expect("secret")
}

#[track_caller]
fn assert_shortened(app: &TestApp, answer: &(StatusCode, Value), destination: &str, author: &str) {
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let body = &answer.1;
    let keys: Vec<&String> = body.as_object().expect("object").keys().collect();
    assert_eq!(keys, ["success", "url", "result"]);
    let slug = body["result"]["slug"].as_str().expect("slug");
    assert_eq!(slug.len(), 8);
    assert_eq!(body["url"], json!(format!("{}/{slug}", app.base)));
    assert_eq!(body["result"]["destination"], json!(destination));
    assert_eq!(body["result"]["author"], json!(author));
}

#[tokio::test]
async fn shortens_from_multipart_urlencoded_and_json() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret = secret_of(&owner).await;
    let form = Form::new()
        .text("secret", secret.clone())
        .text("url", "https://example.com/multipart")
        .text("slug", "ignored")
        .part("file", Part::bytes(b"ignored".to_vec()).file_name("x.png"));
    let answer = post_sharex(sharex(&app).multipart(form)).await;
    assert_shortened(&app, &answer, "https://example.com/multipart", owner.id());
    assert_ne!(answer.1["result"]["slug"], json!("ignored"));

    let answer = post_sharex(sharex(&app).form(&[
        ("secret", secret.as_str()),
        ("url", "https://example.com/form?a=b&c"),
    ]))
    .await;
    assert_shortened(&app, &answer, "https://example.com/form?a=b&c", owner.id());

    let answer = post_sharex(
        sharex(&app)
            .header("Authorization", format!("Bearer {secret}"))
            .json(&json!({"url": "https://example.com/json"})),
    )
    .await;
    assert_shortened(&app, &answer, "https://example.com/json", owner.id());

    // The new link redirects at once.
    let slug = answer.1["result"]["slug"].as_str().expect("slug");
    let visit = app
        .anonymous()
        .request(Method::GET, &format!("/{slug}"))
        .send()
        .await
        .expect("visit");
    assert_eq!(visit.headers()["location"], "https://example.com/json");
}

#[tokio::test]
async fn the_url_uses_domain_when_set() {
    let app = TestApp::spawn_with(|s| s.domain = Some("https://s.example".into())).await;
    let owner = app.owner().await;
    let secret = secret_of(&owner).await;
    let answer =
        post_sharex(sharex(&app).form(&[("secret", secret.as_str()), ("url", "https://e.com")]))
            .await;
    let slug = answer.1["result"]["slug"].as_str().expect("slug");
    assert_eq!(answer.1["url"], json!(format!("https://s.example/{slug}")));
}

#[tokio::test]
async fn errors_carry_error_and_message_in_the_documented_order() {
    let app = TestApp::spawn_with(|s| s.url_only_unique = true).await;
    let owner = app.owner().await;
    let secret = secret_of(&owner).await;
    owner.create_link("used", "https://example.com/used").await;
    let before = link_count(&app).await;

    // No secret, an empty one, an unknown one, or one of the wrong type.
    assert_sharex_error(
        &post_sharex(sharex(&app).form(&[("url", "https://e.com")])).await,
        401,
        "Invalid secret",
    );
    assert_sharex_error(
        &post_sharex(sharex(&app).form(&[("secret", " "), ("url", "https://e.com")])).await,
        401,
        "Invalid secret",
    );
    assert_sharex_error(
        &post_sharex(sharex(&app).form(&[("secret", "x".repeat(32).as_str()), ("url", "bad")]))
            .await,
        401,
        "Invalid secret",
    );
    assert_sharex_error(
        &post_sharex(
            sharex(&app)
                .header("Authorization", &secret)
                .json(&json!({"secret": 5, "url": "https://e.com"})),
        )
        .await,
        401,
        "Invalid secret",
    );
    // A cookie never authenticates ShareX.
    assert_sharex_error(
        &post_sharex(
            owner
                .request(Method::POST, "/api/sharex")
                .form(&[("url", "https://e.com")]),
        )
        .await,
        401,
        "Invalid secret",
    );
    assert_sharex_error(
        &post_sharex(sharex(&app).form(&[("secret", secret.as_str())])).await,
        400,
        "The following required fields were not included in the request: url",
    );
    assert_sharex_error(
        &post_sharex(sharex(&app).json(&json!({"secret": secret, "url": ["x"]}))).await,
        400,
        "The following fields have an invalid type: url",
    );
    assert_sharex_error(
        &post_sharex(
            sharex(&app).form(&[("secret", secret.as_str()), ("url", "javascript:alert(1)")]),
        )
        .await,
        422,
        "Invalid destination url format",
    );
    assert_sharex_error(
        &post_sharex(sharex(&app).form(&[
            ("secret", secret.as_str()),
            ("url", "https://example.com/used"),
        ]))
        .await,
        409,
        "A link with that destination already exists",
    );
    assert_eq!(link_count(&app).await, before);
}

#[tokio::test]
async fn framing_errors_also_carry_error() {
    let app = TestApp::spawn().await;
    assert_sharex_error(
        &post_sharex(sharex(&app).header("Content-Type", "text/plain").body("url=x")).await,
        415,
        "Unsupported Content-Type, expected multipart/form-data, application/x-www-form-urlencoded or application/json",
    );
    assert_sharex_error(
        &post_sharex(
            sharex(&app)
                .header("Content-Type", "application/json")
                .body("{\"url\":"),
        )
        .await,
        400,
        "Malformed JSON body",
    );
    assert_sharex_error(
        &post_sharex(
            sharex(&app)
                .header("Content-Type", "application/json")
                .body("[]"),
        )
        .await,
        400,
        "Request body must be a JSON object",
    );
    assert_sharex_error(
        &post_sharex(
            sharex(&app)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .body(vec![b'a'; 1024 * 1024 + 1]),
        )
        .await,
        413,
        "Request body too large (limit 1 MiB)",
    );
    let get = reqwest::Client::new()
        .get(app.url("/api/sharex"))
        .send()
        .await
        .expect("request");
    assert_eq!(get.headers()["allow"], "POST");
    assert_sharex_error(&read_json(get).await, 405, "Method not allowed");
}

#[tokio::test]
async fn sharex_works_in_demo_mode_and_across_origins() {
    let app = TestApp::spawn_with(|s| s.demo = true).await;
    let user = app.standard_user().await;
    // Demo mode refuses new secrets, so give the account one directly.
    let secret = "S".repeat(32);
    app.app
        .store
        .set_account_secret(
            user.id(),
            &secret,
            &linkhop::domain::audit::AuditBy::command_line()
                .entry(linkhop::domain::audit::AuditAction::SecretRenewed, 0),
        )
        .await
        .expect("secret");
    let answer = post_sharex(
        sharex(&app)
            .header("Origin", "https://elsewhere.example")
            .form(&[("secret", secret.as_str()), ("url", "https://e.com/demo")]),
    )
    .await;
    assert_shortened(&app, &answer, "https://e.com/demo", user.id());
}

#[tokio::test]
async fn config_is_a_sharex_uploader_for_the_callers_secret() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = owner.get("/api/sharex/config").await;
    crate::helpers::assert_error(&answer, 412, "You need to generate a secret first");
    let with_secret = owner.with_secret().await;
    let secret = with_secret.secret.clone().expect("secret");
    for actor in [&owner, &with_secret] {
        let (status, body) = actor.get("/api/sharex/config").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let config = &body["result"]["config"];
        let keys: Vec<&String> = config.as_object().expect("object").keys().collect();
        assert_eq!(
            keys,
            [
                "Version",
                "Name",
                "DestinationType",
                "RequestMethod",
                "RequestURL",
                "Body",
                "Arguments",
                "URL",
                "ErrorMessage"
            ]
        );
        assert_eq!(
            config,
            &json!({
                "Version": "14.1.0",
                "Name": "Linkhop",
                "DestinationType": "URLShortener",
                "RequestMethod": "POST",
                "RequestURL": format!("{}/api/sharex", app.base),
                "Body": "MultipartFormData",
                "Arguments": {"secret": secret, "url": "{input}"},
                "URL": "{json:url}",
                "ErrorMessage": "{json:error}",
            })
        );
        let argument_keys: Vec<&String> = config["Arguments"]
            .as_object()
            .expect("object")
            .keys()
            .collect();
        assert_eq!(argument_keys, ["secret", "url"]);
    }
    crate::helpers::assert_error(
        &app.anonymous().get("/api/sharex/config").await,
        401,
        "No cookie token provided",
    );

    // What the config describes works: a multipart POST with its arguments.
    let form = Form::new()
        .text("secret", secret)
        .text("url", "https://example.com/from-config");
    let answer = post_sharex(sharex(&app).multipart(form)).await;
    assert_shortened(&app, &answer, "https://example.com/from-config", owner.id());
}

/// Issue 30, item 11: an API token answered 401 "Invalid secret", where
/// docs/accounts.md promises 403 `token_not_accepted`, as the config does.
#[tokio::test]
async fn an_api_token_is_refused_as_on_the_config_route() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, script) = crate::access::token_actor(&owner, &["links:write", "links:read"]).await;
    let token = script.secret.clone().expect("bearer");
    let bare = token.trim_start_matches("Bearer ").to_owned();
    let refused = "API tokens cannot be used on this endpoint, log in to the dashboard instead";
    let expected = json!({"success": false, "error": refused, "message": refused, "code": "token_not_accepted"});
    // In the Authorization header, and as the form's secret.
    let answer = post_sharex(
        sharex(&app)
            .header("Authorization", token.as_str())
            .json(&json!({"url": "https://example.com/by-token"})),
    )
    .await;
    assert_eq!((answer.0.as_u16(), &answer.1), (403, &expected));
    let answer = post_sharex(sharex(&app).form(&[
        ("secret", bare.as_str()),
        ("url", "https://example.com/by-token"),
    ]))
    .await;
    assert_eq!((answer.0.as_u16(), &answer.1), (403, &expected));
    // The same as the configuration answers.
    let (status, config) = script.get("/api/sharex/config").await;
    assert_eq!(
        (status.as_u16(), &config["code"], &config["message"]),
        (403, &expected["code"], &expected["message"])
    );
    // An unknown token is an invalid token, as everywhere.
    let unknown = format!("lhp_{}", "A".repeat(43));
    let answer = post_sharex(sharex(&app).form(&[
        ("secret", unknown.as_str()),
        ("url", "https://example.com/by-token"),
    ]))
    .await;
    assert_sharex_error(&answer, 401, "Invalid, expired or revoked API token");
    assert_eq!(link_count(&app).await, 0);
}
