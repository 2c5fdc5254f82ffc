//! The link control fields of a create or an edit body (README, "Link
//! controls"): one typed declaration, whose schema documents them and
//! drives their type checks, and their rules.

use crate::domain::link_controls::{
    check_link_password, parse_date, parse_expired_url, parse_max_visits, parse_notes,
    parse_redirect_status, parse_tags, parse_title, ControlError,
};
use crate::domain::links::LinkError;
use crate::domain::preview::Preview;
use crate::domain::redirect_rules::parse_rules;
use crate::domain::split::parse_split;
use crate::domain::utm::Utm;
use crate::http::api::links::{PreviewBody, SplitBody};
use crate::http::error::ApiError;
use crate::http::patch::Patch;
use crate::links::ControlsPatch;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// The link control fields (all optional). In an edit an absent field
/// stays as it is and `null` removes the value; in a create both mean
/// "none".
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ControlsBody {
    /// The link redirects from this time on (ISO 8601); before it, its page
    /// says it is not active yet (404).
    #[schema(value_type = Option<String>, format = DateTime)]
    #[serde(default)]
    pub valid_from: Patch<String>,
    /// The link stops redirecting at this time (ISO 8601), after
    /// `validFrom`: then `expiredUrl`, or a 410 page.
    #[schema(value_type = Option<String>, format = DateTime)]
    #[serde(default)]
    pub expires_at: Patch<String>,
    /// Human visits the link redirects (1 to 10^12); crawlers, link
    /// previews and `HEAD` never use one up. Then it behaves as expired.
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1_000_000_000_000_i64)]
    #[serde(default)]
    pub max_visits: Patch<i64>,
    /// Where an expired or used-up link sends visitors (http or https).
    #[schema(value_type = Option<String>, max_length = 4096)]
    #[serde(default)]
    pub expired_url: Patch<String>,
    /// Write-only: visitors must type it (1 to 256 characters); stored with
    /// Argon2id. `null` removes it; `""` leaves it as it is.
    #[schema(value_type = Option<String>, max_length = 256)]
    #[serde(default)]
    pub password: Patch<String>,
    /// At most 50 tags of 1 to 64 characters, without commas.
    #[schema(value_type = Option<Vec<String>>)]
    #[serde(default)]
    pub tags: Patch<Vec<String>>,
    #[schema(value_type = Option<String>, max_length = 500)]
    #[serde(default)]
    pub title: Patch<String>,
    #[schema(value_type = Option<String>, max_length = 10000)]
    #[serde(default)]
    pub notes: Patch<String>,
    /// 301, 302, 307 or 308; `null` follows REDIRECT_STATUS.
    #[schema(value_type = Option<u16>)]
    #[serde(default)]
    pub redirect_status: Patch<i64>,
    /// Append the visitor's query string to the destination.
    #[schema(value_type = Option<bool>)]
    #[serde(default)]
    pub forward_query: Patch<bool>,
    /// Listed as allowed in /robots.txt; other redirects carry
    /// `X-Robots-Tag: noindex`.
    #[schema(value_type = Option<bool>)]
    #[serde(default)]
    pub crawlable: Patch<bool>,
    /// Ordered; the first rule whose conditions all match wins (at most 20
    /// rules of 1 to 10 conditions).
    // Kept as JSON: the rules' own parser names the rule and condition at
    // fault.
    #[schema(value_type = Option<Vec<RedirectRuleBody>>)]
    #[serde(default)]
    pub redirect_rules: Patch<Value>,
    /// Campaign parameters joined to the destination (and to each rule's):
    /// after the destination's own, which win unless `replace`; with
    /// `forwardQuery` the visitor's query follows, less these parameters.
    /// An edit replaces the whole object; `null` removes it.
    #[schema(value_type = Option<UtmBody>)]
    #[serde(default)]
    pub utm: Patch<UtmBody>,
    /// The social preview card link-preview fetchers get instead of the
    /// redirect. An edit replaces the whole object; `null` removes it.
    #[schema(value_type = Option<PreviewBody>)]
    #[serde(default)]
    pub preview: Patch<PreviewBody>,
    /// The A/B split: visitors no rule sends elsewhere go to one of its
    /// destinations by weight. An edit replaces the whole object; `null`
    /// removes it.
    // Kept as JSON: the split's own parser names the variant at fault.
    #[schema(value_type = Option<SplitBody>)]
    #[serde(default)]
    pub split: Patch<Value>,
}

/// A link's campaign parameters: `utm_source`, `utm_medium`,
/// `utm_campaign`, `utm_term` and `utm_content`, each at most 200
/// characters; empty ones are dropped.
#[derive(Debug, Default, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UtmBody {
    #[schema(max_length = 200)]
    pub source: Option<String>,
    #[schema(max_length = 200)]
    pub medium: Option<String>,
    #[schema(max_length = 200)]
    pub campaign: Option<String>,
    #[schema(max_length = 200)]
    pub term: Option<String>,
    #[schema(max_length = 200)]
    pub content: Option<String>,
    /// The link's values replace those the destination sets (default:
    /// the destination's win).
    pub replace: Option<bool>,
}

impl From<Utm> for UtmBody {
    fn from(utm: Utm) -> Self {
        Self {
            source: utm.source,
            medium: utm.medium,
            campaign: utm.campaign,
            term: utm.term,
            content: utm.content,
            replace: Some(utm.replace),
        }
    }
}

/// The parameters as sent, unchecked (`replace` absent: false).
impl From<UtmBody> for Utm {
    fn from(body: UtmBody) -> Self {
        Self {
            source: body.source,
            medium: body.medium,
            campaign: body.campaign,
            term: body.term,
            content: body.content,
            replace: body.replace.unwrap_or(false),
        }
    }
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

fn refused(error: ControlError) -> ApiError {
    LinkError::from(error).into()
}

/// A text field whose `""` means `null`, parsed by `parse`.
fn text<T>(
    field: &Patch<String>,
    parse: impl Fn(&str) -> Result<T, ControlError>,
) -> Result<Option<Option<T>>, ApiError> {
    Ok(match field {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(text) if text.is_empty() => Some(None),
        Patch::Value(text) => Some(Some(parse(text).map_err(refused)?)),
    })
}

fn number(
    field: &Patch<i64>,
    parse: impl Fn(i64) -> Result<i64, ControlError>,
) -> Result<Option<Option<i64>>, ApiError> {
    Ok(match field {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(value) => Some(Some(parse(*value).map_err(refused)?)),
    })
}

/// `null` turns a flag off.
fn flag(field: &Patch<bool>) -> Option<bool> {
    match field {
        Patch::Absent => None,
        Patch::Null => Some(false),
        Patch::Value(value) => Some(*value),
    }
}

/// The control fields (types already checked), each against its rule:
/// the password, tags and redirect rules first, then the others in the
/// order they are listed (the order in which refusals are answered).
pub fn read_controls(body: &ControlsBody) -> Result<ControlsPatch, ApiError> {
    let password = match &body.password {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(password) if password.is_empty() => None,
        Patch::Value(password) => {
            check_link_password(password).map_err(refused)?;
            Some(Some(password.clone()))
        }
    };
    let tags = match &body.tags {
        Patch::Absent => None,
        Patch::Null => Some(Vec::new()),
        Patch::Value(items) => Some(parse_tags(items.iter().map(String::as_str)).map_err(refused)?),
    };
    let redirect_rules = match &body.redirect_rules {
        Patch::Absent => None,
        Patch::Null => Some(Vec::new()),
        Patch::Value(value) => {
            Some(parse_rules(value).map_err(|e| refused(ControlError::InvalidRule(e)))?)
        }
    };
    let utm = match &body.utm {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(utm) => Some(
            Utm::from(utm.clone())
                .checked()
                .map_err(|_| refused(ControlError::InvalidUtm))?,
        ),
    };
    let preview = match &body.preview {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(preview) => Some(
            Preview::from(preview.clone())
                .checked()
                .map_err(|_| refused(ControlError::InvalidPreview))?,
        ),
    };
    let split = match &body.split {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(value) => Some(Some(
            parse_split(value).map_err(|e| refused(ControlError::InvalidSplit(e)))?,
        )),
    };
    Ok(ControlsPatch {
        valid_from: text(&body.valid_from, |t| parse_date("validFrom", t))?,
        expires_at: text(&body.expires_at, |t| parse_date("expiresAt", t))?,
        max_visits: number(&body.max_visits, parse_max_visits)?,
        expired_url: text(&body.expired_url, parse_expired_url)?,
        password,
        tags,
        title: text(&body.title, parse_title)?.map(Option::flatten),
        notes: text(&body.notes, parse_notes)?.map(Option::flatten),
        redirect_status: number(&body.redirect_status, |s| {
            parse_redirect_status(s).map(i64::from)
        })?
        .map(|s| s.and_then(|s| u16::try_from(s).ok())),
        forward_query: flag(&body.forward_query),
        crawlable: flag(&body.crawlable),
        redirect_rules,
        utm,
        preview,
        split,
    })
}

#[cfg(test)]
mod tests {
    use crate::http::api::links::{CreateLinkBody, EditLinkBody};
    use crate::http::input::Kind;
    use crate::http::request_body::checks_of;

    /// The contract names mistyped fields in this order: the body's own
    /// fields, then the controls as the README lists them.
    const CONTROLS: [(&str, Kind); 15] = [
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
        ("utm", Kind::Object),
        ("preview", Kind::Object),
        ("split", Kind::Object),
    ];

    fn kinds(types: &[(String, Kind)]) -> Vec<(&str, Kind)> {
        types.iter().map(|(n, k)| (n.as_str(), *k)).collect()
    }

    #[test]
    fn create_and_edit_check_their_own_fields_then_the_controls() {
        let create = checks_of::<CreateLinkBody>();
        assert_eq!(create.required, ["destination"]);
        let own = [
            ("destination", Kind::String),
            ("slug", Kind::String),
            ("publicStats", Kind::Bool),
            ("domain", Kind::String),
        ];
        let team = [("team", Kind::String)];
        assert_eq!(kinds(&create.types), [&own[..], &team, &CONTROLS].concat());
        let edit = checks_of::<EditLinkBody>();
        assert_eq!(edit.required, ["id"]);
        assert_eq!(
            kinds(&edit.types),
            [&[("id", Kind::String)][..], &own, &CONTROLS].concat()
        );
    }
}
