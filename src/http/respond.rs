//! Building successful JSON answers in the contract's envelope.

use axum::body::Body;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use serde_json::{json, Value};

pub fn json_response(status: StatusCode, body: &Value) -> Response {
    let bytes = serde_json::to_vec(body).unwrap_or_else(|_| b"{\"success\":false}".to_vec());
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    response
}

/// `{"success": true, "result": …}`
pub fn ok_result(result: Value) -> Response {
    json_response(StatusCode::OK, &json!({"success": true, "result": result}))
}

/// `{"success": true, "message": …}`
pub fn ok_message(message: &str) -> Response {
    json_response(
        StatusCode::OK,
        &json!({"success": true, "message": message}),
    )
}

/// `{"success": true, "message": …, "result": …}`
pub fn ok_message_result(message: &str, result: Value) -> Response {
    json_response(
        StatusCode::OK,
        &json!({"success": true, "message": message, "result": result}),
    )
}
