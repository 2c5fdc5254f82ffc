//! The link control fields of a create or an edit body (README, "Link
//! controls"): their types, their documented schema and their rules. In an
//! edit an absent field stays as it is and `null` removes the value; in a
//! create both mean "none".

use crate::domain::link_controls::{
    check_link_password, parse_date, parse_expired_url, parse_max_visits, parse_notes,
    parse_redirect_status, parse_tags, parse_title, ControlError,
};
use crate::domain::links::LinkError;
use crate::domain::redirect_rules::parse_rules;
use crate::http::error::ApiError;
use crate::http::input::Kind;
use crate::links::ControlsPatch;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// The control fields and their JSON types, for `check_fields`.
pub const CONTROL_FIELDS: [(&str, Kind); 12] = [
    ("validFrom", Kind::String),
    ("expiresAt", Kind::String),
    ("maxVisits", Kind::Integer),
    ("expiredUrl", Kind::String),
    ("password", Kind::String),
    ("tags", Kind::Strings),
    ("title", Kind::String),
    ("notes", Kind::String),
    ("redirectStatus", Kind::Integer),
    ("forwardQuery", Kind::Bool),
    ("crawlable", Kind::Bool),
    ("redirectRules", Kind::Array),
];

/// The link control fields (all optional). Documentation of the body;
/// the values are read from the checked JSON object itself, where an absent
/// field and `null` differ.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ControlsBody {
    /// The link redirects from this time on (ISO 8601); before it, its page
    /// says it is not active yet (404).
    #[schema(value_type = Option<String>, format = DateTime)]
    pub valid_from: Option<Value>,
    /// The link stops redirecting at this time (ISO 8601), after
    /// `validFrom`: then `expiredUrl`, or a 410 page.
    #[schema(value_type = Option<String>, format = DateTime)]
    pub expires_at: Option<Value>,
    /// Human visits the link redirects (1 to 10^12); crawlers, link
    /// previews and `HEAD` never use one up. Then it behaves as expired.
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1_000_000_000_000_i64)]
    pub max_visits: Option<Value>,
    /// Where an expired or used-up link sends visitors (http or https).
    #[schema(value_type = Option<String>, max_length = 4096)]
    pub expired_url: Option<Value>,
    /// Write-only: visitors must type it (1 to 256 characters); stored with
    /// Argon2id. `null` removes it; `""` leaves it as it is.
    #[schema(value_type = Option<String>, max_length = 256)]
    pub password: Option<Value>,
    /// At most 50 tags of 1 to 64 characters, without commas.
    #[schema(value_type = Option<Vec<String>>)]
    pub tags: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 500)]
    pub title: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 10000)]
    pub notes: Option<Value>,
    /// 301, 302, 307 or 308; `null` follows REDIRECT_STATUS.
    #[schema(value_type = Option<u16>)]
    pub redirect_status: Option<Value>,
    /// Append the visitor's query string to the destination.
    #[schema(value_type = Option<bool>)]
    pub forward_query: Option<Value>,
    /// Listed as allowed in /robots.txt; other redirects carry
    /// `X-Robots-Tag: noindex`.
    #[schema(value_type = Option<bool>)]
    pub crawlable: Option<Value>,
    /// Ordered; the first rule whose conditions all match wins (at most 20
    /// rules of 1 to 10 conditions).
    #[schema(value_type = Option<Vec<RedirectRuleBody>>)]
    pub redirect_rules: Option<Value>,
}

/// A redirect rule.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct RedirectRuleBody {
    /// http or https.
    pub destination: String,
    pub conditions: Vec<RuleConditionBody>,
}

/// One condition: `device` (value desktop, mobile, android or ios),
/// `language` (value a tag such as `en` or `en-GB`, from Accept-Language),
/// `country` (value two letters), `query-param` (key and value),
/// `query-param-present` (key), `before-date` / `after-date` (value ISO 8601).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct RuleConditionBody {
    #[serde(rename = "type")]
    #[schema(
        pattern = "^(device|language|country|query-param|query-param-present|before-date|after-date)$"
    )]
    pub kind: String,
    pub key: Option<String>,
    pub value: Option<String>,
}

/// A field's state in the body: absent, `null`, or a value.
enum Field<'a> {
    Absent,
    Null,
    Given(&'a Value),
}

fn field<'a>(body: &'a Map<String, Value>, name: &str) -> Field<'a> {
    match body.get(name) {
        None => Field::Absent,
        Some(Value::Null) => Field::Null,
        Some(value) => Field::Given(value),
    }
}

fn refused(error: ControlError) -> ApiError {
    LinkError::from(error).into()
}

/// A text field whose `""` means `null`, parsed by `parse`.
fn text<T>(
    body: &Map<String, Value>,
    name: &str,
    parse: impl Fn(&str) -> Result<T, ControlError>,
) -> Result<Option<Option<T>>, ApiError> {
    Ok(match field(body, name) {
        Field::Absent => None,
        Field::Null => Some(None),
        Field::Given(value) => match value.as_str().unwrap_or("") {
            "" => Some(None),
            text => Some(Some(parse(text).map_err(refused)?)),
        },
    })
}

/// The control fields of `body` (types already checked), each against its
/// rule, in the order the fields are listed.
pub fn read_controls(body: &Map<String, Value>) -> Result<ControlsPatch, ApiError> {
    let number = |name: &str, parse: fn(i64) -> Result<i64, ControlError>| {
        Ok::<_, ApiError>(match field(body, name) {
            Field::Absent => None,
            Field::Null => Some(None),
            Field::Given(value) => Some(Some(parse(value.as_i64().unwrap_or(0)).map_err(refused)?)),
        })
    };
    let flag = |name: &str| match field(body, name) {
        Field::Absent => None,
        Field::Null => Some(false),
        Field::Given(value) => Some(value.as_bool().unwrap_or(false)),
    };
    let password = match field(body, "password") {
        Field::Absent => None,
        Field::Null => Some(None),
        Field::Given(value) => match value.as_str().unwrap_or("") {
            "" => None,
            password => {
                check_link_password(password).map_err(refused)?;
                Some(Some(password.to_owned()))
            }
        },
    };
    let tags = match field(body, "tags") {
        Field::Absent => None,
        Field::Null => Some(Vec::new()),
        Field::Given(value) => {
            let items = value.as_array().map(Vec::as_slice).unwrap_or(&[]);
            Some(parse_tags(items.iter().filter_map(Value::as_str)).map_err(refused)?)
        }
    };
    let redirect_rules = match field(body, "redirectRules") {
        Field::Absent => None,
        Field::Null => Some(Vec::new()),
        Field::Given(value) => {
            Some(parse_rules(value).map_err(|e| refused(ControlError::InvalidRule(e)))?)
        }
    };
    Ok(ControlsPatch {
        valid_from: text(body, "validFrom", |t| parse_date("validFrom", t))?,
        expires_at: text(body, "expiresAt", |t| parse_date("expiresAt", t))?,
        max_visits: number("maxVisits", parse_max_visits)?,
        expired_url: text(body, "expiredUrl", parse_expired_url)?,
        password,
        tags,
        title: text(body, "title", parse_title)?.map(Option::flatten),
        notes: text(body, "notes", parse_notes)?.map(Option::flatten),
        redirect_status: number("redirectStatus", |s| {
            parse_redirect_status(s).map(i64::from)
        })?
        .map(|s| s.and_then(|s| u16::try_from(s).ok())),
        forward_query: flag("forwardQuery"),
        crawlable: flag("crawlable"),
        redirect_rules,
    })
}
