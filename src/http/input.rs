//! Framing of API requests (docs/api.md#transport-and-bodies, #field-checks): the JSON body rules, query
//! parameters, and the JSON types and message of the body checks (which
//! `request_body` reads from each body type's schema).

use super::error::ApiError;
use super::messages as m;
use axum::body::Body;
use axum::http::{header, HeaderMap, Method};
use http_body_util::{BodyExt, Limited};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

pub const JSON_LIMIT: usize = 1024 * 1024;
pub const TOO_LARGE_JSON: &str = "Request body too large (limit 1 MiB)";

/// Reads a body of at most `limit` bytes, refusing early on `Content-Length`.
pub async fn read_body(
    headers: &HeaderMap,
    body: Body,
    limit: usize,
    too_large: &'static str,
) -> Result<bytes::Bytes, ApiError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|len| len > limit as u64) {
        return Err(ApiError::PayloadTooLarge(too_large.into()));
    }
    match Limited::new(body, limit).collect().await {
        Ok(collected) => Ok(collected.to_bytes()),
        Err(error) if error.is::<http_body_util::LengthLimitError>() => {
            Err(ApiError::PayloadTooLarge(too_large.into()))
        }
        Err(error) if super::connections::is_body_timeout(error.as_ref()) => {
            Err(ApiError::BodyTimeout)
        }
        Err(_) => Err(ApiError::BadRequest(m::UNREADABLE_BODY.into())),
    }
}

pub use crate::domain::text::is_storable;

/// The media type of a request without parameters, lower-cased.
pub fn media_type(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::CONTENT_TYPE)?.to_str().ok()?;
    Some(
        value
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase(),
    )
}

/// Parses a JSON route's body: empty counts as `{}`; otherwise it must be
/// `application/json`, valid UTF-8 JSON, and an object.
pub async fn json_object(
    method: &Method,
    headers: &HeaderMap,
    body: Body,
) -> Result<Map<String, Value>, ApiError> {
    if method == Method::GET || method == Method::HEAD {
        return Ok(Map::new());
    }
    let bytes = read_body(headers, body, JSON_LIMIT, TOO_LARGE_JSON).await?;
    if bytes.is_empty() {
        return Ok(Map::new());
    }
    if media_type(headers).as_deref() != Some("application/json") {
        return Err(ApiError::UnsupportedMediaType(m::JSON_ONLY.into()));
    }
    parse_json_object(&bytes)
}

pub fn parse_json_object(bytes: &[u8]) -> Result<Map<String, Value>, ApiError> {
    match serde_json::from_slice::<Value>(bytes) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(ApiError::BadRequest(m::NOT_AN_OBJECT.into())),
        Err(_) => Err(ApiError::BadRequest(m::MALFORMED_JSON.into())),
    }
}

/// Query parameters; a repeated name keeps its first value, and an empty
/// value counts as absent where the route says so.
#[derive(Debug, Default, Clone)]
pub struct Query(Vec<(String, String)>);

impl Query {
    pub fn parse(raw: Option<&str>) -> Self {
        Self(
            raw.map(|q| {
                url::form_urlencoded::parse(q.as_bytes())
                    .into_owned()
                    .collect()
            })
            .unwrap_or_default(),
        )
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The value, with an empty one counted as absent.
    pub fn non_empty(&self, name: &str) -> Option<&str> {
        self.get(name).filter(|v| !v.is_empty())
    }

    /// The parameters as a typed value (strings; a repeated name keeps its
    /// first value). Required names are checked first with [`Query::require`].
    pub fn typed<T: DeserializeOwned>(&self) -> Result<T, ApiError> {
        let mut map = Map::new();
        for (name, value) in &self.0 {
            map.entry(name.clone())
                .or_insert_with(|| Value::String(value.clone()));
        }
        serde_json::from_value(Value::Object(map)).map_err(ApiError::internal)
    }

    /// Fails with the required-fields message for the absent names.
    pub fn require(&self, names: &[&str]) -> Result<(), ApiError> {
        let missing: Vec<&str> = names
            .iter()
            .copied()
            .filter(|n| self.get(n).is_none())
            .collect();
        missing_fields(&missing)
    }
}

/// The JSON type a documented field must have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    String,
    Object,
    Bool,
    /// An array of strings, or one string (bulk delete's `ids`).
    StringOrStrings,
    /// A whole number that fits 64 bits.
    Integer,
    /// An array of strings.
    Strings,
    Array,
}

impl Kind {
    pub fn accepts(self, value: &Value) -> bool {
        match self {
            Self::String => value.is_string(),
            Self::Object => value.is_object(),
            Self::Bool => value.is_boolean(),
            Self::StringOrStrings => match value {
                Value::String(_) => true,
                Value::Array(items) => items.iter().all(Value::is_string),
                _ => false,
            },
            Self::Integer => value.is_i64(),
            Self::Strings => value
                .as_array()
                .is_some_and(|items| items.iter().all(Value::is_string)),
            Self::Array => value.is_array(),
        }
    }
}

pub fn missing_fields(missing: &[&str]) -> Result<(), ApiError> {
    if missing.is_empty() {
        return Ok(());
    }
    Err(ApiError::BadRequest(
        format!("{}{}", m::MISSING_FIELDS, missing.join(", ")).into(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_keeps_first_value() {
        let q = Query::parse(Some("a=1&a=2&b=&c=%20x"));
        assert_eq!(q.get("a"), Some("1"));
        assert_eq!(q.non_empty("b"), None);
        assert_eq!(q.get("c"), Some(" x"));
    }

    #[test]
    fn json_objects_only() {
        assert!(
            matches!(parse_json_object(b"[1]"), Err(ApiError::BadRequest(m)) if m == "Request body must be a JSON object")
        );
        assert!(
            matches!(parse_json_object(b"{"), Err(ApiError::BadRequest(m)) if m == "Malformed JSON body")
        );
        assert!(
            matches!(parse_json_object(b"{\"a\":\"\xff\"}"), Err(ApiError::BadRequest(m)) if m == "Malformed JSON body")
        );
        assert!(parse_json_object(b"{\"a\":1}").is_ok());
    }
}
