//! The one `{id}` or `{slug}` segment of an API route. It never refuses the
//! request itself: a segment that does not decode (not UTF-8) names nothing,
//! and the route answers that as its own "not found", at the point of its
//! checks where the contract places it.

use super::error::ApiError;
use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;

pub struct PathSegment(Option<String>);

impl PathSegment {
    /// The segment, or `unknown` (the route's "not found") when it names
    /// nothing.
    pub fn or_unknown(self, unknown: impl Into<ApiError>) -> Result<String, ApiError> {
        self.0.ok_or_else(|| unknown.into())
    }
}

impl<S: Send + Sync> FromRequestParts<S> for PathSegment {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Ok(Self(
            Path::<String>::from_request_parts(parts, state)
                .await
                .ok()
                .map(|Path(segment)| segment),
        ))
    }
}

/// The two segments of a route with two parameters (`{id}` and
/// `{delivery}`), each `None` when it does not decode.
pub struct PathSegments(Option<(String, String)>);

impl PathSegments {
    /// Both segments, or `unknown` when they name nothing.
    pub fn or_unknown(self, unknown: impl Into<ApiError>) -> Result<(String, String), ApiError> {
        self.0.ok_or_else(|| unknown.into())
    }
}

impl<S: Send + Sync> FromRequestParts<S> for PathSegments {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Ok(Self(
            Path::<(String, String)>::from_request_parts(parts, state)
                .await
                .ok()
                .map(|Path(segments)| segments),
        ))
    }
}
