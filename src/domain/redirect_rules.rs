//! Redirect rules (Shlink's shape): an ordered list of
//! `{destination, conditions: [{type, key, value}]}`; the first rule whose
//! conditions all match the visit sends the visitor to its destination.
//! Parsing from JSON with the limits, and matching against [`VisitFacts`].

use super::links::Destination;
use super::time::{format_millis, parse_iso};
use super::visits::Device;
use serde_json::{json, Value};

pub const MAX_RULES: usize = 20;
pub const MAX_CONDITIONS: usize = 10;
/// Characters of a condition's key or value.
pub const MAX_CONDITION_TEXT: usize = 200;
/// Condition types, as the API names them.
pub const CONDITION_TYPES: [&str; 7] = [
    "device",
    "language",
    "country",
    "query-param",
    "query-param-present",
    "before-date",
    "after-date",
];
pub const DEVICES: [&str; 4] = ["desktop", "mobile", "android", "ios"];

/// What is wrong with the rules, and where (`rule` counts from 1; 0 means
/// the list itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleError {
    pub rule: usize,
    pub problem: RuleProblem,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleProblem {
    NotAList,
    TooManyRules,
    NotAnObject,
    InvalidDestination,
    NoConditions,
    TooManyConditions,
    UnknownType,
    /// The value (or key) a condition type needs is missing or invalid.
    InvalidCondition,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceKind {
    Desktop,
    /// Phones and tablets.
    Mobile,
    Android,
    Ios,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    Device(DeviceKind),
    /// A language tag in lower case: `en` matches `en` and `en-GB`, `en-gb`
    /// only `en-GB`.
    Language(String),
    /// Two upper-case letters.
    Country([u8; 2]),
    QueryParam {
        key: String,
        value: String,
    },
    QueryParamPresent {
        key: String,
    },
    /// Before this time (ms).
    BeforeDate(i64),
    /// At or after this time (ms).
    AfterDate(i64),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedirectRule {
    pub destination: String,
    pub conditions: Vec<Condition>,
}

/// What a visit offers the conditions; computed only when a condition asks.
pub trait VisitFacts {
    fn device(&self) -> (Device, Option<&'static str>);
    fn accept_language(&self) -> Option<&str>;
    fn country(&self) -> Option<[u8; 2]>;
    /// The raw query string, without `?`.
    fn query(&self) -> Option<&str>;
    fn now(&self) -> i64;
}

/// Parses the API's (or a stored) JSON list of rules.
pub fn parse_rules(value: &Value) -> Result<Vec<RedirectRule>, RuleError> {
    let list_error = |problem| RuleError { rule: 0, problem };
    let items = value.as_array().ok_or(list_error(RuleProblem::NotAList))?;
    if items.len() > MAX_RULES {
        return Err(list_error(RuleProblem::TooManyRules));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            parse_rule(item).map_err(|problem| RuleError {
                rule: i + 1,
                problem,
            })
        })
        .collect()
}

fn parse_rule(item: &Value) -> Result<RedirectRule, RuleProblem> {
    let object = item.as_object().ok_or(RuleProblem::NotAnObject)?;
    let destination = object
        .get("destination")
        .and_then(Value::as_str)
        .and_then(|d| Destination::parse(d).ok())
        .ok_or(RuleProblem::InvalidDestination)?;
    let conditions = match object.get("conditions") {
        Some(Value::Array(conditions)) => conditions,
        None | Some(Value::Null) => return Err(RuleProblem::NoConditions),
        Some(_) => return Err(RuleProblem::InvalidCondition),
    };
    if conditions.is_empty() {
        return Err(RuleProblem::NoConditions);
    }
    if conditions.len() > MAX_CONDITIONS {
        return Err(RuleProblem::TooManyConditions);
    }
    Ok(RedirectRule {
        destination: destination.into_string(),
        conditions: conditions
            .iter()
            .map(parse_condition)
            .collect::<Result<_, _>>()?,
    })
}

fn parse_condition(item: &Value) -> Result<Condition, RuleProblem> {
    let object = item.as_object().ok_or(RuleProblem::InvalidCondition)?;
    let text = |name: &str| -> Result<Option<&str>, RuleProblem> {
        match object.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.chars().count() > MAX_CONDITION_TEXT => {
                Err(RuleProblem::InvalidCondition)
            }
            Some(Value::String(s)) if s.is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(_) => Err(RuleProblem::InvalidCondition),
        }
    };
    let kind = object
        .get("type")
        .and_then(Value::as_str)
        .ok_or(RuleProblem::UnknownType)?;
    let (key, value) = (text("key")?, text("value")?);
    let need = |v: Option<&str>| v.map(str::to_owned).ok_or(RuleProblem::InvalidCondition);
    let date = |v: Option<&str>| v.and_then(parse_iso).ok_or(RuleProblem::InvalidCondition);
    Ok(match kind {
        "device" => Condition::Device(match value.map(str::to_ascii_lowercase).as_deref() {
            Some("desktop") => DeviceKind::Desktop,
            Some("mobile") => DeviceKind::Mobile,
            Some("android") => DeviceKind::Android,
            Some("ios") => DeviceKind::Ios,
            _ => return Err(RuleProblem::InvalidCondition),
        }),
        "language" => {
            let tag = need(value)?.to_ascii_lowercase();
            let valid = tag.split('-').all(|part| {
                (1..=8).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphanumeric())
            });
            if !valid {
                return Err(RuleProblem::InvalidCondition);
            }
            Condition::Language(tag)
        }
        "country" => match need(value)?.to_ascii_uppercase().as_bytes() {
            [a, b] if a.is_ascii_uppercase() && b.is_ascii_uppercase() => {
                Condition::Country([*a, *b])
            }
            _ => return Err(RuleProblem::InvalidCondition),
        },
        "query-param" => Condition::QueryParam {
            key: need(key)?,
            value: value.unwrap_or("").to_owned(),
        },
        "query-param-present" => Condition::QueryParamPresent { key: need(key)? },
        "before-date" => Condition::BeforeDate(date(value)?),
        "after-date" => Condition::AfterDate(date(value)?),
        _ => return Err(RuleProblem::UnknownType),
    })
}

/// The rules as the API shows them (and as they are stored).
pub fn rules_json(rules: &[RedirectRule]) -> Value {
    Value::Array(
        rules
            .iter()
            .map(|rule| {
                json!({
                    "destination": rule.destination,
                    "conditions": rule.conditions.iter().map(condition_json).collect::<Vec<_>>(),
                })
            })
            .collect(),
    )
}

fn condition_json(condition: &Condition) -> Value {
    let (kind, key, value): (&str, Option<&str>, Option<String>) = match condition {
        Condition::Device(device) => (
            "device",
            None,
            Some(
                match device {
                    DeviceKind::Desktop => "desktop",
                    DeviceKind::Mobile => "mobile",
                    DeviceKind::Android => "android",
                    DeviceKind::Ios => "ios",
                }
                .to_owned(),
            ),
        ),
        Condition::Language(tag) => ("language", None, Some(tag.clone())),
        Condition::Country(code) => (
            "country",
            None,
            Some(String::from_utf8_lossy(code).into_owned()),
        ),
        Condition::QueryParam { key, value } => ("query-param", Some(key), Some(value.clone())),
        Condition::QueryParamPresent { key } => ("query-param-present", Some(key), None),
        Condition::BeforeDate(at) => ("before-date", None, Some(format_millis(*at))),
        Condition::AfterDate(at) => ("after-date", None, Some(format_millis(*at))),
    };
    json!({"type": kind, "key": key, "value": value})
}

impl RedirectRule {
    /// Whether every condition matches the visit.
    pub fn matches(&self, facts: &dyn VisitFacts) -> bool {
        self.conditions.iter().all(|c| c.matches(facts))
    }
}

impl Condition {
    pub fn matches(&self, facts: &dyn VisitFacts) -> bool {
        match self {
            Self::Device(kind) => {
                let (device, os) = facts.device();
                match kind {
                    DeviceKind::Desktop => device == Device::Desktop,
                    DeviceKind::Mobile => matches!(device, Device::Mobile | Device::Tablet),
                    DeviceKind::Android => os == Some("Android"),
                    DeviceKind::Ios => os == Some("iOS"),
                }
            }
            Self::Language(tag) => facts
                .accept_language()
                .is_some_and(|header| accepts_language(header, tag)),
            Self::Country(code) => facts.country() == Some(*code),
            Self::QueryParam { key, value } => {
                query_values(facts.query(), key).any(|v| v == value.as_str())
            }
            Self::QueryParamPresent { key } => query_values(facts.query(), key).next().is_some(),
            Self::BeforeDate(at) => facts.now() < *at,
            Self::AfterDate(at) => facts.now() >= *at,
        }
    }
}

/// Languages of an `Accept-Language` header read at most.
const MAX_LANGUAGES: usize = 20;

/// Whether `header` accepts `tag` (lower case) with a non-zero weight: a
/// primary tag (`en`) matches its regional forms (`en-GB`).
pub fn accepts_language(header: &str, tag: &str) -> bool {
    header.split(',').take(MAX_LANGUAGES).any(|entry| {
        let mut parts = entry.split(';');
        let language = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let refused = parts.any(|p| {
            p.trim()
                .strip_prefix("q=")
                .and_then(|q| q.trim().parse::<f32>().ok())
                .is_some_and(|q| q <= 0.0)
        });
        !refused
            && (language == tag
                || language
                    .strip_prefix(tag)
                    .is_some_and(|rest| rest.starts_with('-')))
    })
}

/// Pairs read from a visitor's query string at most.
const MAX_QUERY_PAIRS: usize = 100;

fn query_values<'a>(query: Option<&'a str>, key: &'a str) -> impl Iterator<Item = String> + 'a {
    url::form_urlencoded::parse(query.unwrap_or("").as_bytes())
        .take(MAX_QUERY_PAIRS)
        .filter(move |(k, _)| k == key)
        .map(|(_, v)| v.into_owned())
}

#[cfg(test)]
#[path = "redirect_rules_tests.rs"]
mod tests;
