//! The one HTTP error type. Every failure of every `/api` route ends here and
//! leaves as `{"success": false, "message": …}` with its status.

mod link_errors;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::{json, Value};
use std::borrow::Cow;
use utoipa::ToSchema;

pub type Message = Cow<'static, str>;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(Message),
    /// 400 with a `details` object (registration, import).
    #[error("{message}")]
    BadRequestWithDetails { message: Message, details: Value },
    #[error("{0}")]
    Unauthorized(Message),
    /// 401 "Invalid authorization token": also clears the session cookie.
    #[error("{}", crate::http::messages::INVALID_SESSION)]
    InvalidSession,
    #[error("{0}")]
    Forbidden(Message),
    /// 403 with a `details` object (login: which second factors apply).
    #[error("{message}")]
    ForbiddenWithDetails { message: Message, details: Value },
    #[error("{0}")]
    NotFound(Message),
    #[error("{0}")]
    NotAcceptable(Message),
    #[error("{0}")]
    Conflict(Message),
    #[error("{0}")]
    PreconditionFailed(Message),
    #[error("{0}")]
    PayloadTooLarge(Message),
    /// 408: the request body did not arrive within BODY_TIMEOUT.
    #[error("Request body timed out")]
    BodyTimeout,
    #[error("{0}")]
    UnsupportedMediaType(Message),
    #[error("{0}")]
    Unprocessable(Message),
    /// 410: a link past its expiry or visit limit (public resolve).
    #[error("{0}")]
    Gone(Message),
    #[error("Too many login attempts, try again later")]
    TooManyAttempts { retry_after_secs: u64 },
    #[error("{}", crate::http::messages::UNAVAILABLE)]
    Unavailable,
    /// 502: an upstream service (the OpenID provider) failed.
    #[error("{0}")]
    BadGateway(Message),
    #[error("{}", crate::http::messages::INTERNAL)]
    Internal(#[source] anyhow::Error),
    /// 403 refusals of identity and access (docs/accounts.md) that carry a
    /// machine-readable `code` beside the message.
    #[error("{message}")]
    Access {
        code: &'static str,
        message: Message,
    },
    /// 429 for work already in progress (per-client caps), with Retry-After.
    #[error("{message}")]
    Busy {
        message: Message,
        retry_after_secs: u64,
    },
}

/// Every error: `success` is false; `details` only where documented.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub success: bool,
    pub message: String,
    /// Registration and user creation (`invalid`, `exists`), import
    /// (`missing`), login's second factors (`secondFactors`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<Value>,
    /// Identity and access refusals: `two_factor_setup_required`,
    /// `account_disabled`, `insufficient_scope`, `token_not_accepted`,
    /// `passkeys_unavailable`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
}

impl ErrorBody {
    pub fn new(message: &str) -> Self {
        Self {
            success: false,
            message: message.to_owned(),
            details: None,
            code: None,
        }
    }
}

/// ShareX errors carry their text under both `error` and `message`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ShareXError {
    pub success: bool,
    pub error: String,
    pub message: String,
    /// As on every other route: `token_not_accepted` for an API token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
}

impl ShareXError {
    pub fn new(message: String) -> Self {
        Self {
            success: false,
            error: message.clone(),
            message,
            code: None,
        }
    }

    /// The ShareX form of `error`, its `code` included.
    pub fn of(error: &ApiError) -> Self {
        let wire = error.wire();
        Self {
            code: wire.code,
            ..Self::new(wire.message)
        }
    }
}

/// Marks a response whose session cookie must be cleared; the API layer
/// adds the clearing `Set-Cookie` (it knows whether cookies are `Secure`).
#[derive(Debug, Clone, Copy)]
pub struct ClearSessionCookie;

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) | Self::BadRequestWithDetails { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) | Self::InvalidSession => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) | Self::Access { .. } | Self::ForbiddenWithDetails { .. } => {
                StatusCode::FORBIDDEN
            }
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::NotAcceptable(_) => StatusCode::NOT_ACCEPTABLE,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::PreconditionFailed(_) => StatusCode::PRECONDITION_FAILED,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::BodyTimeout => StatusCode::REQUEST_TIMEOUT,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Gone(_) => StatusCode::GONE,
            Self::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Self::BadGateway(_) => StatusCode::BAD_GATEWAY,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Busy { .. } => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    pub fn internal(error: impl Into<anyhow::Error>) -> Self {
        Self::Internal(error.into())
    }

    /// The wire form of this error.
    pub fn wire(&self) -> ErrorBody {
        ErrorBody {
            success: false,
            message: self.to_string(),
            details: match self {
                Self::BadRequestWithDetails { details, .. }
                | Self::ForbiddenWithDetails { details, .. } => Some(details.clone()),
                _ => None,
            },
            code: match self {
                Self::Access { code, .. } => Some(code),
                _ => None,
            },
        }
    }

    /// The JSON body of this error.
    pub fn body(&self) -> Value {
        serde_json::to_value(self.wire()).unwrap_or_else(|_| json!({"success": false}))
    }
}

impl From<crate::store::StoreError> for ApiError {
    fn from(error: crate::store::StoreError) -> Self {
        if error.is_unavailable() {
            tracing::warn!(?error, "database unavailable");
            return Self::Unavailable;
        }
        Self::Internal(error.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let Self::Internal(cause) = &self {
            tracing::error!(error = ?cause, "request failed");
        }
        let mut response = super::respond::json_response(self.status(), &self.body());
        match &self {
            Self::TooManyAttempts { retry_after_secs } => {
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(*retry_after_secs));
            }
            Self::InvalidSession => {
                response.extensions_mut().insert(ClearSessionCookie);
            }
            Self::Busy {
                retry_after_secs, ..
            } => {
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(*retry_after_secs));
            }
            _ => {}
        }
        response
    }
}

pub type ApiResult<T = Response> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_its_status() {
        let cases: Vec<(ApiError, u16)> = vec![
            (ApiError::BadRequest("x".into()), 400),
            (
                ApiError::BadRequestWithDetails {
                    message: "x".into(),
                    details: json!({}),
                },
                400,
            ),
            (ApiError::Unauthorized("x".into()), 401),
            (ApiError::InvalidSession, 401),
            (ApiError::Forbidden("x".into()), 403),
            (ApiError::NotFound("x".into()), 404),
            (ApiError::NotAcceptable("x".into()), 406),
            (ApiError::Conflict("x".into()), 409),
            (ApiError::PreconditionFailed("x".into()), 412),
            (ApiError::PayloadTooLarge("x".into()), 413),
            (ApiError::UnsupportedMediaType("x".into()), 415),
            (ApiError::Unprocessable("x".into()), 422),
            (ApiError::Gone("x".into()), 410),
            (
                ApiError::TooManyAttempts {
                    retry_after_secs: 1,
                },
                429,
            ),
            (ApiError::Unavailable, 503),
            (ApiError::internal(anyhow::anyhow!("boom")), 500),
            (
                ApiError::Busy {
                    message: "x".into(),
                    retry_after_secs: 1,
                },
                429,
            ),
        ];
        for (error, status) in cases {
            assert_eq!(error.status().as_u16(), status, "{error:?}");
        }
    }

    #[test]
    fn an_unreachable_database_is_503() {
        let error = ApiError::from(crate::store::StoreError::Unavailable(
            "pool timed out".into(),
        ));
        assert_eq!(error.status().as_u16(), 503);
        assert_eq!(
            error.body(),
            json!({"success": false, "message": "Service unavailable"})
        );
        let other = ApiError::from(crate::store::StoreError::Other("no rows".into()));
        assert_eq!(other.status().as_u16(), 500);
    }

    #[test]
    fn internal_errors_hide_their_cause() {
        let body = ApiError::internal(anyhow::anyhow!("secret detail")).body();
        assert_eq!(
            body,
            json!({"success": false, "message": "Internal Server Error"})
        );
    }
}
