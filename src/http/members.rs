//! Body members the contract judges by their own rules rather than by the
//! type check (docs/api.md#field-checks): a value that is not text is an
//! invalid value ("Invalid email format"), and a `user` that is not an
//! object is "A user object is required". Reading them never fails, so the
//! body types that hold them are read by serde like every other body.

use super::error::ApiError;
use serde::de::{DeserializeOwned, Deserializer};
use serde::Deserialize;
use serde_json::{Map, Value};

/// Reads a body whose members are each judged by their own rule (every
/// member a [`Text`], a [`UserObject`] or a raw value): no field check
/// applies, and reading cannot fail for any JSON object.
pub fn read_members<T: DeserializeOwned>(body: &Map<String, Value>) -> Result<T, ApiError> {
    T::deserialize(body).map_err(ApiError::internal)
}

/// A member that should be text, as sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Text {
    #[default]
    Absent,
    Null,
    Given(String),
    /// A number, a boolean, an array or an object.
    NotText,
}

impl Text {
    /// The text, when the member is text.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Self::Given(text) => Some(text),
            _ => None,
        }
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Value::deserialize(deserializer)? {
            Value::Null => Self::Null,
            Value::String(text) => Self::Given(text),
            _ => Self::NotText,
        })
    }
}

/// The `user` object of the `/api/user…` bodies (docs/api.md#who-manages-whom).
#[derive(Debug, Clone, Default)]
pub enum UserObject<T> {
    Object(T),
    #[default]
    Missing,
}

impl<T> UserObject<T> {
    /// The object, or 400 "A user object is required".
    pub fn object(&self) -> Result<&T, ApiError> {
        match self {
            Self::Object(user) => Ok(user),
            Self::Missing => Err(ApiError::BadRequest(
                crate::http::api::accounts::messages::USER_OBJECT_REQUIRED.into(),
            )),
        }
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for UserObject<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        if !value.is_object() {
            return Ok(Self::Missing);
        }
        T::deserialize(value)
            .map(Self::Object)
            .map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Debug, Deserialize)]
    struct Target {
        #[serde(default)]
        id: Text,
    }

    #[derive(Debug, Deserialize)]
    struct Body {
        #[serde(default)]
        user: UserObject<Target>,
    }

    #[test]
    fn text_members_keep_what_was_sent() {
        let read = |value: Value| Text::deserialize(value).expect("any value reads");
        assert_eq!(read(json!("x")), Text::Given("x".into()));
        assert_eq!(read(json!(null)), Text::Null);
        assert_eq!(read(json!(1)), Text::NotText);
        assert_eq!(read(json!({"a": 1})), Text::NotText);
        assert_eq!(read(json!("x")).as_str(), Some("x"));
        assert_eq!(read(json!(true)).as_str(), None);
    }

    #[test]
    fn a_user_that_is_not_an_object_is_refused_when_asked_for() {
        let body = |value: Value| serde_json::from_value::<Body>(value).expect("any body reads");
        assert!(body(json!({})).user.object().is_err());
        assert!(body(json!({"user": "x"})).user.object().is_err());
        assert!(body(json!({"user": null})).user.object().is_err());
        let user = body(json!({"user": {"id": 5}}));
        assert_eq!(
            user.user.object().map(|u| u.id.clone()).ok(),
            Some(Text::NotText)
        );
        let user = body(json!({"user": {}}));
        assert_eq!(
            user.user.object().map(|u| u.id.clone()).ok(),
            Some(Text::Absent)
        );
    }
}
