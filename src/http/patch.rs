//! An edit's field: absent (leave it as it is), `null` (remove the value)
//! or a value. A body field of this type carries `#[serde(default)]` so an
//! absent field reads as [`Patch::Absent`], and documents itself with
//! `#[schema(value_type = Option<…>)]`, the schema of a nullable field.

use serde::{Deserialize, Deserializer};

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Patch<T> {
    #[default]
    Absent,
    Null,
    Value(T),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Patch<T> {
    /// Called only for a field that is present, so `None` here is `null`.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Option::<T>::deserialize(deserializer)? {
            None => Patch::Null,
            Some(value) => Patch::Value(value),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Deserialize)]
    struct Edit {
        #[serde(default)]
        title: Patch<String>,
    }

    #[test]
    fn absent_null_and_value_differ() {
        let read = |v| serde_json::from_value::<Edit>(v).map(|e| e.title).ok();
        assert_eq!(read(json!({})), Some(Patch::Absent));
        assert_eq!(read(json!({"title": null})), Some(Patch::Null));
        assert_eq!(read(json!({"title": "x"})), Some(Patch::Value("x".into())));
    }
}
