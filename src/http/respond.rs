//! Successful JSON answers in the contract's envelope (docs/api.md#the-envelope), as
//! typed, documented values.

use axum::body::Body;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

pub fn json_response<T: Serialize + ?Sized>(status: StatusCode, body: &T) -> Response {
    let bytes = serde_json::to_vec(body).unwrap_or_else(|_| b"{\"success\":false}".to_vec());
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    response
}

// `{"success": true, "result": …}`
#[derive(Debug, Serialize, ToSchema)]
pub struct Answer<T> {
    pub success: bool,
    pub result: T,
}

impl<T> Answer<T> {
    pub fn new(result: T) -> Self {
        Self {
            success: true,
            result,
        }
    }
}

// `{"success": true, "message": …}`
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageAnswer {
    pub success: bool,
    pub message: String,
}

// `{"success": true, "message": …, "result": …}`
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageResultAnswer<T> {
    pub success: bool,
    pub message: String,
    pub result: T,
}

impl<T: Serialize> IntoResponse for Answer<T> {
    fn into_response(self) -> Response {
        json_response(StatusCode::OK, &self)
    }
}

impl IntoResponse for MessageAnswer {
    fn into_response(self) -> Response {
        json_response(StatusCode::OK, &self)
    }
}

impl<T: Serialize> IntoResponse for MessageResultAnswer<T> {
    fn into_response(self) -> Response {
        json_response(StatusCode::OK, &self)
    }
}

/// `{"success": true, "result": …}`
pub fn ok_result<T: Serialize>(result: T) -> Response {
    Answer::new(result).into_response()
}

/// `{"success": true, "message": …}`
pub fn ok_message(message: &str) -> Response {
    MessageAnswer {
        success: true,
        message: message.to_owned(),
    }
    .into_response()
}

/// `{"success": true, "message": …, "result": …}`
pub fn ok_message_result<T: Serialize>(message: &str, result: T) -> Response {
    MessageResultAnswer {
        success: true,
        message: message.to_owned(),
        result,
    }
    .into_response()
}
