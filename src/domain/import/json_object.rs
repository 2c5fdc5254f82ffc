//! Typed reads of one JSON element of an import file (Kutt, Sink, Chhoto
//! URL, Shlink): a value of the wrong JSON type is `Err`, which makes the row
//! invalid; an absent, `null` or empty value is `Ok(None)`.

use super::fields::{unix_seconds, RawVisits};
use serde_json::{Map, Value};

pub(super) struct Object<'a>(pub &'a Map<String, Value>);

impl<'a> Object<'a> {
    pub fn of(element: &'a Value) -> Option<Self> {
        element.as_object().map(Self)
    }

    fn value(&self, name: &str) -> Option<&'a Value> {
        self.0.get(name).filter(|v| !v.is_null())
    }

    /// A string; the empty string counts as absent.
    pub fn text(&self, name: &str) -> Result<Option<String>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(()),
        }
    }

    /// A nested object (Shlink's `meta`, `visitsSummary`).
    pub fn object(&self, name: &str) -> Result<Option<Object<'a>>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Object(map)) => Ok(Some(Object(map))),
            Some(_) => Err(()),
        }
    }

    /// A string that must be there.
    pub fn required_text(&self, name: &str) -> Option<String> {
        self.text(name).ok().flatten()
    }

    /// A visit count: a JSON number or a string of digits.
    pub fn count(&self, name: &str) -> Result<Option<RawVisits>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Number(n)) => Ok(Some(RawVisits::number(n))),
            Some(Value::String(s)) if s.is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(RawVisits::Text(s.clone()))),
            Some(_) => Err(()),
        }
    }

    pub fn flag(&self, name: &str) -> Result<Option<bool>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(()),
        }
    }

    /// A whole number.
    pub fn integer(&self, name: &str) -> Result<Option<i64>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Number(n)) => n.as_i64().map(Some).ok_or(()),
            Some(_) => Err(()),
        }
    }

    /// A Unix time in seconds, as ISO 8601 text; `0` is "never" where
    /// `zero_is_none` (Chhoto URL's expiry).
    pub fn seconds(&self, name: &str, zero_is_none: bool) -> Result<Option<String>, ()> {
        match self.integer(name)? {
            None => Ok(None),
            Some(0) if zero_is_none => Ok(None),
            Some(seconds) => unix_seconds(seconds).map(Some).ok_or(()),
        }
    }

    /// An array of strings, joined with `|` for the tag rules (which then
    /// refuse a tag holding a comma, as the API does).
    pub fn tags(&self, name: &str) -> Result<Option<String>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Array(items)) if items.is_empty() => Ok(None),
            Some(Value::Array(items)) => {
                let tags: Option<Vec<&str>> = items.iter().map(Value::as_str).collect();
                let tags = tags.ok_or(())?;
                // `|` separates them below; a tag holding one cannot be kept.
                if tags.iter().any(|t| t.contains('|')) {
                    return Err(());
                }
                Ok(Some(tags.join("|")))
            }
            Some(_) => Err(()),
        }
    }

    /// An array (`None` when absent or null).
    pub fn array(&self, name: &str) -> Result<Option<&'a Vec<Value>>, ()> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Array(items)) => Ok(Some(items)),
            Some(_) => Err(()),
        }
    }

    /// An object of strings (Sink's `geo`), in the file's order.
    pub fn string_map(&self, name: &str) -> Result<Vec<(String, String)>, ()> {
        match self.value(name) {
            None => Ok(Vec::new()),
            Some(Value::Object(map)) => map
                .iter()
                .map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_owned())).ok_or(()))
                .collect(),
            Some(_) => Err(()),
        }
    }
}
