//! Framing rules of every API route (api.md §2.1).

use crate::db::{raw_http, raw_status, snapshot};
use crate::helpers::{assert_error, read_json, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

mod fields;
mod routes;

#[tokio::test]
async fn malformed_and_oversized_bodies_are_json_errors() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    let malformed = anonymous
        .request(reqwest::Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body("{\"username\":")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(malformed).await, 400, "Malformed JSON body");
    let huge = anonymous
        .request(reqwest::Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body(vec![b' '; 1024 * 1024 + 1])
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(huge).await,
        413,
        "Request body too large (limit 1 MiB)",
    );
    assert_error(
        &anonymous.get("/api/does/not/exist").await,
        404,
        "Unknown API endpoint",
    );
}

fn assert_json_headers(response: &reqwest::Response) {
    let h = response.headers();
    assert_eq!(h["content-type"], "application/json; charset=utf-8");
    assert_eq!(h["cache-control"], "no-store");
    assert_eq!(h["x-content-type-options"], "nosniff");
}

#[tokio::test]
async fn every_json_answer_has_the_envelope_headers() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    for (method, path) in [
        (Method::GET, "/api"),
        (Method::GET, "/api/about"),
        (Method::GET, "/api/nope"),
        (Method::PUT, "/api/link"),
        (Method::GET, "/api/auth/me"),
        (Method::POST, "/api/auth/login"),
    ] {
        let response = anonymous
            .request(method, path)
            .send()
            .await
            .expect("request");
        assert_json_headers(&response);
        let (_, body) = read_json(response).await;
        assert!(body["success"].is_boolean(), "{body}");
        if body["success"] == json!(false) {
            assert!(body["message"].is_string(), "{body}");
        }
    }
    let (status, body) = anonymous.get("/api").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"success": true, "message": "OK"}));
}

#[tokio::test]
async fn content_type_rules() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    // A body with another content type.
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/jsonx",
    ] {
        let response = anonymous
            .request(Method::POST, "/api/auth/login")
            .header("content-type", content_type)
            .body("{\"username\":\"a\",\"password\":\"b\"}")
            .send()
            .await
            .expect("request");
        assert_error(
            &read_json(response).await,
            415,
            "Unsupported Content-Type, expected application/json",
        );
    }
    // A body without any content type.
    let response = anonymous
        .request(Method::POST, "/api/auth/login")
        .body("{}")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        415,
        "Unsupported Content-Type, expected application/json",
    );
    // Charset parameters and case are fine.
    let response = anonymous
        .request(Method::POST, "/api/auth/login")
        .header("content-type", "Application/JSON; charset=UTF-8")
        .body("{}")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        400,
        "The following required fields were not included in the request: username, password",
    );
    // An empty body counts as {} whatever the content type.
    for content_type in ["application/json", "text/plain"] {
        let response = anonymous
            .request(Method::POST, "/api/auth/login")
            .header("content-type", content_type)
            .send()
            .await
            .expect("request");
        assert_error(
            &read_json(response).await,
            400,
            "The following required fields were not included in the request: username, password",
        );
    }
}

#[tokio::test]
async fn logout_with_json_content_type_and_no_body_works() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let response = owner
        .request(Method::DELETE, "/api/auth/me")
        .header("content-type", "application/json")
        .send()
        .await
        .expect("request");
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"success": true, "message": "Successfully logged out"})
    );
}

#[tokio::test]
async fn malformed_bodies_are_400() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"{\"username\":".to_vec(), "Malformed JSON body"),
        (
            b"{\"username\":\"\xff\xfe\"}".to_vec(),
            "Malformed JSON body",
        ),
        (b"\xef\xbb".to_vec(), "Malformed JSON body"),
        (b"nope".to_vec(), "Malformed JSON body"),
        (b"[]".to_vec(), "Request body must be a JSON object"),
        (
            b"[{\"username\":\"a\"}]".to_vec(),
            "Request body must be a JSON object",
        ),
        (b"\"text\"".to_vec(), "Request body must be a JSON object"),
        (b"42".to_vec(), "Request body must be a JSON object"),
        (b"null".to_vec(), "Request body must be a JSON object"),
        (b"true".to_vec(), "Request body must be a JSON object"),
    ];
    for (body, message) in cases {
        for path in ["/api/auth/login", "/api/link"] {
            let response = anonymous
                .request(Method::POST, path)
                .header("content-type", "application/json")
                .body(body.clone())
                .send()
                .await
                .expect("request");
            assert_error(&read_json(response).await, 400, message);
        }
    }
}

#[tokio::test]
async fn oversized_bodies_are_413_by_length_and_while_streaming() {
    let app = TestApp::spawn().await;
    let host = app.base.trim_start_matches("http://").to_owned();
    // Declared too large: refused before reading.
    let answer = raw_http(
        &app,
        format!(
            "POST /api/link HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 1048577\r\nConnection: close\r\n\r\n{{}}"
        )
        .as_bytes(),
    )
    .await;
    assert_eq!(raw_status(&answer), 413, "{answer}");
    assert!(
        answer.contains("Request body too large (limit 1 MiB)"),
        "{answer}"
    );
    // Exactly at the limit is fine (it is framed, then fails later).
    let mut exact = b"{\"a\":\"".to_vec();
    exact.resize(1024 * 1024 - 2, b'x');
    exact.extend_from_slice(b"\"}");
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body(exact)
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        400,
        "The following required fields were not included in the request: username, password",
    );
    // Chunked, no Content-Length: refused while reading.
    let mut request = format!(
        "POST /api/auth/login HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    .into_bytes();
    let chunk = vec![b' '; 64 * 1024];
    for _ in 0..17 {
        request.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        request.extend_from_slice(&chunk);
        request.extend_from_slice(b"\r\n");
    }
    request.extend_from_slice(b"0\r\n\r\n");
    let answer = raw_http(&app, &request).await;
    assert_eq!(raw_status(&answer), 413, "{answer}");
    assert!(
        answer.contains("Request body too large (limit 1 MiB)"),
        "{answer}"
    );
}
