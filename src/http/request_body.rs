//! Typed request bodies (docs/api.md#field-checks): a body type's own OpenAPI schema
//! names its required fields and their JSON types, so the checks that
//! answer "required fields" and "invalid type" are read from it instead of
//! being listed again by each handler. The checks run in the contract's
//! order: missing fields (absent or `null`), then the types of the fields
//! that are present and not `null`; then the body is deserialized.

use super::error::ApiError;
use super::input::{missing_fields, Kind};
use super::messages as m;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use std::any::TypeId;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};
use utoipa::ToSchema;

/// A request body whose schema drives its checks. The defaults fit most
/// bodies; the constants name the few fields the contract judges elsewhere.
pub trait RequestBody: ToSchema + 'static {
    /// Fields another step of the contract's order judges (the
    /// `verification` object, read by the verification step; ShareX's
    /// secret, read by authentication): left out of the body's checks.
    const JUDGED_ELSEWHERE: &'static [&'static str] = &[];
    /// Fields whose wrong type is answered by the value rules (as an invalid
    /// value), not by the type check.
    const TYPED_BY_RULES: &'static [&'static str] = &[];

    /// Fields required only in some shapes of the body, checked with the
    /// always-required ones (listed after them).
    fn required_when(_body: &Map<String, Value>) -> &'static [&'static str] {
        &[]
    }
}

/// The required fields (in declaration order) and the JSON type of every
/// documented field, as the schema gives them.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct FieldChecks {
    pub required: Vec<String>,
    pub types: Vec<(String, Kind)>,
}

impl FieldChecks {
    /// Missing fields first, then types, with the contract's messages.
    pub fn run(&self, body: &Map<String, Value>, also_required: &[&str]) -> Result<(), ApiError> {
        let missing: Vec<&str> = self
            .required
            .iter()
            .map(String::as_str)
            .chain(also_required.iter().copied())
            .filter(|name| body.get(*name).is_none_or(Value::is_null))
            .collect();
        missing_fields(&missing)?;
        let invalid: Vec<&str> = self
            .types
            .iter()
            .filter(|(name, kind)| {
                body.get(name)
                    .is_some_and(|v| !v.is_null() && !kind.accepts(v))
            })
            .map(|(name, _)| name.as_str())
            .collect();
        if invalid.is_empty() {
            Ok(())
        } else {
            Err(ApiError::BadRequest(
                format!("{}{}", m::INVALID_TYPES, invalid.join(", ")).into(),
            ))
        }
    }
}

/// The checks of `T`, read from its schema once per type.
pub fn checks_of<T: RequestBody>() -> Arc<FieldChecks> {
    static CACHE: OnceLock<RwLock<HashMap<TypeId, Arc<FieldChecks>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = TypeId::of::<T>();
    if let Some(found) = cache.read().ok().and_then(|c| c.get(&key).cloned()) {
        return found;
    }
    let mut checks = schema_checks::<T>();
    checks
        .required
        .retain(|name| !T::JUDGED_ELSEWHERE.contains(&name.as_str()));
    checks.types.retain(|(name, _)| {
        !T::JUDGED_ELSEWHERE.contains(&name.as_str()) && !T::TYPED_BY_RULES.contains(&name.as_str())
    });
    let checks = Arc::new(checks);
    if let Ok(mut c) = cache.write() {
        c.insert(key, checks.clone());
    }
    checks
}

/// Runs `T`'s checks on `body` without reading it.
pub fn check_body<T: RequestBody>(body: &Map<String, Value>) -> Result<(), ApiError> {
    checks_of::<T>().run(body, T::required_when(body))
}

/// Runs `T`'s checks on `body`, then reads it as a `T`.
pub fn read_typed<T: RequestBody + DeserializeOwned>(
    body: &Map<String, Value>,
) -> Result<T, ApiError> {
    check_body::<T>(body)?;
    // The checks above judge each member's own type; serde may still refuse
    // what is inside an array or object member (`"events": [1]`,
    // `"filters": {"tags": [{}]}`). That is the client's input: name the
    // members that hold nested values (every member, if none does).
    T::deserialize(body).map_err(|_| {
        let nested: Vec<&str> = body
            .iter()
            .filter(|(_, v)| v.is_array() || v.is_object())
            .map(|(name, _)| name.as_str())
            .collect();
        // The member whose removal lets the rest read is the one at fault.
        let at_fault: Vec<&str> = nested
            .iter()
            .copied()
            .filter(|name| {
                let mut without = body.clone();
                without.remove(*name);
                T::deserialize(&without).is_ok()
            })
            .collect();
        let named = match (at_fault.is_empty(), nested.is_empty()) {
            (false, _) => at_fault,
            (true, false) => nested,
            (true, true) => body
                .iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(name, _)| name.as_str())
                .collect(),
        };
        ApiError::BadRequest(format!("{}{}", m::INVALID_TYPES, named.join(", ")).into())
    })
}

/// The schema of `T` and the components it refers to, as JSON.
fn schema_checks<T: ToSchema>() -> FieldChecks {
    let mut parts = Vec::new();
    T::schemas(&mut parts);
    let components: Map<String, Value> = parts
        .into_iter()
        .filter_map(|(name, schema)| Some((name, serde_json::to_value(schema).ok()?)))
        .collect();
    let root = serde_json::to_value(T::schema()).unwrap_or(Value::Null);
    let mut checks = FieldChecks::default();
    collect(&root, &components, &mut checks);
    checks
}

fn resolve<'a>(schema: &'a Value, components: &'a Map<String, Value>) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => reference
            .rsplit('/')
            .next()
            .and_then(|name| components.get(name))
            .map_or(schema, |found| resolve(found, components)),
        None => schema,
    }
}

/// An object's fields in declaration order, then those of the parts
/// `#[serde(flatten)]` adds: utoipa lists those parts (references) before
/// the type's own fields in an `allOf`, but the checks name the type's own
/// fields first.
fn collect(schema: &Value, components: &Map<String, Value>, checks: &mut FieldChecks) {
    let schema = resolve(schema, components);
    if let Some(parts) = schema.get("allOf").and_then(Value::as_array) {
        let (referenced, own): (Vec<&Value>, Vec<&Value>) =
            parts.iter().partition(|part| part.get("$ref").is_some());
        for part in own.into_iter().chain(referenced) {
            collect(part, components, checks);
        }
    }
    if let Some(required) = schema.get("required").and_then(Value::as_array) {
        checks
            .required
            .extend(required.iter().filter_map(Value::as_str).map(str::to_owned));
    }
    if let Some(properties) = schema.get("properties").and_then(Value::as_object) {
        for (name, property) in properties {
            if let Some(kind) = kind_of(property, components) {
                checks.types.push((name.clone(), kind));
            }
        }
    }
}

/// The JSON type a field's schema asks for; `null` alternatives aside.
fn kind_of(schema: &Value, components: &Map<String, Value>) -> Option<Kind> {
    let schema = resolve(schema, components);
    let alternatives = schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Value::as_array);
    if let Some(alternatives) = alternatives {
        let kinds: Vec<Option<Kind>> = alternatives
            .iter()
            .filter(|a| resolve(a, components).get("type") != Some(&Value::from("null")))
            .map(|a| kind_of(a, components))
            .collect();
        return match kinds.as_slice() {
            [one] => *one,
            [Some(Kind::String), Some(Kind::Strings)]
            | [Some(Kind::Strings), Some(Kind::String)] => Some(Kind::StringOrStrings),
            _ => None,
        };
    }
    let json_type = match schema.get("type") {
        Some(Value::String(t)) => t.as_str(),
        Some(Value::Array(types)) => types
            .iter()
            .filter_map(Value::as_str)
            .find(|t| *t != "null")?,
        _ => return None,
    };
    Some(match json_type {
        "string" => Kind::String,
        "boolean" => Kind::Bool,
        "integer" => Kind::Integer,
        "object" => Kind::Object,
        "array" => {
            let items = schema.get("items").map(|i| resolve(i, components));
            if items.and_then(|i| kind_of(i, components)) == Some(Kind::String) {
                Kind::Strings
            } else {
                Kind::Array
            }
        }
        _ => return None,
    })
}

impl super::auth::ApiRequest {
    /// The body as a `T`, after `T`'s checks (docs/api.md#field-checks). Handlers call it
    /// where the contract places the body checks: after authentication and
    /// whatever else comes first on their route.
    pub fn body_as<T: RequestBody + DeserializeOwned>(&self) -> Result<T, ApiError> {
        read_typed(&self.body)
    }

    /// `T`'s checks on the body, for a route that reads its values later.
    pub fn check_body<T: RequestBody>(&self) -> Result<(), ApiError> {
        check_body::<T>(&self.body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Deserialize, ToSchema)]
    #[serde(untagged)]
    #[allow(dead_code)]
    enum OneOrMany {
        One(String),
        Many(Vec<String>),
    }

    #[derive(Deserialize, ToSchema)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Extra {
        count: Option<i64>,
        flag: Option<bool>,
    }

    #[derive(Deserialize, ToSchema)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Sample {
        user_name: String,
        password: String,
        names: Vec<String>,
        ids: OneOrMany,
        token: Option<String>,
        #[schema(value_type = Object)]
        credential: Value,
        #[serde(flatten)]
        extra: Extra,
    }

    impl RequestBody for Sample {}

    fn map(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => Map::new(),
        }
    }

    #[test]
    fn checks_follow_the_declaration_own_fields_first() {
        let checks = checks_of::<Sample>();
        assert_eq!(
            checks.required,
            ["userName", "password", "names", "ids", "credential"]
        );
        let kinds: Vec<(&str, Kind)> = checks.types.iter().map(|(n, k)| (n.as_str(), *k)).collect();
        assert_eq!(
            kinds,
            [
                ("userName", Kind::String),
                ("password", Kind::String),
                ("names", Kind::Strings),
                ("ids", Kind::StringOrStrings),
                ("token", Kind::String),
                ("credential", Kind::Object),
                ("count", Kind::Integer),
                ("flag", Kind::Bool),
            ]
        );
    }

    #[test]
    fn missing_before_types_and_null_counts_as_missing() {
        let message = |v| read_typed::<Sample>(&map(v)).err().map(|e| e.to_string());
        assert_eq!(
            message(json!({"userName": null, "password": 1})).as_deref(),
            Some("The following required fields were not included in the request: userName, names, ids, credential")
        );
        let typed = json!({"userName": 1, "password": "", "names": ["a", 2], "ids": "x",
            "credential": {}, "token": null, "count": 1.5});
        assert_eq!(
            message(typed).as_deref(),
            Some("The following fields have an invalid type: userName, names, count")
        );
        let fine = json!({"userName": "", "password": "", "names": [], "ids": ["x"],
            "credential": {}, "flag": null, "count": 3});
        assert!(read_typed::<Sample>(&map(fine)).is_ok());
    }
}
