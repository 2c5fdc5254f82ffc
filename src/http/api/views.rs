//! Views of links as the API shows them (`LinkView` in the OpenAPI document).

use crate::domain::link_state::Lifetime;
use crate::domain::preview::Preview;
use crate::domain::split::Split;
use crate::domain::time::{format_millis, now_millis};
use crate::domain::utm::Utm;
use crate::http::api::links::{PreviewBody, RedirectRuleBody, SplitBody, UtmBody};
use crate::store::LinkRecord;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

/// A link (`LinkView` in the OpenAPI document); `account` is the author's username or "n/a".
/// Lynx's fields come first, in Lynx's order; Linkhop's follow (§20).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkView {
    pub id: String,
    pub slug: String,
    pub destination: String,
    #[schema(required = true)]
    pub author: Option<String>,
    pub creation_date: String,
    pub modified_date: String,
    #[schema(minimum = 0)]
    pub visits: i64,
    pub account: String,
    /// Visits not recognised as a bot's (`visits = humanVisits + botVisits`).
    #[schema(minimum = 0)]
    pub human_visits: i64,
    /// Visits by crawlers, link-preview fetchers and every `HEAD`.
    #[schema(minimum = 0)]
    pub bot_visits: i64,
    /// Whether anyone may see the link's statistics.
    pub public_stats: bool,
    /// `active`, `expired` (past `expiresAt` or `maxVisits` used up) or
    /// `notYetValid` (before `validFrom`), now.
    #[schema(pattern = "^(active|expired|notYetValid)$")]
    pub state: &'static str,
    #[schema(required = true, format = DateTime)]
    pub valid_from: Option<String>,
    #[schema(required = true, format = DateTime)]
    pub expires_at: Option<String>,
    #[schema(required = true, minimum = 1)]
    pub max_visits: Option<i64>,
    /// Human visits counted against `maxVisits` (a limit set later counts
    /// the human visits the link already had).
    #[schema(minimum = 0)]
    pub used_visits: i64,
    #[schema(required = true)]
    pub expired_url: Option<String>,
    /// Whether visitors must type a password (which is never shown).
    pub has_password: bool,
    /// Wrong passwords typed for the link since it was made (every
    /// attempt, the throttled ones aside).
    #[schema(minimum = 0)]
    pub failed_password_attempts: i64,
    /// When the latest wrong password was typed.
    #[schema(required = true, format = DateTime)]
    pub last_failed_password_at: Option<String>,
    /// Sorted.
    pub tags: Vec<String>,
    #[schema(required = true)]
    pub title: Option<String>,
    #[schema(required = true)]
    pub notes: Option<String>,
    /// `null`: REDIRECT_STATUS.
    #[schema(required = true)]
    pub redirect_status: Option<u16>,
    pub forward_query: bool,
    pub crawlable: bool,
    #[schema(value_type = Vec<RedirectRuleBody>)]
    pub redirect_rules: Value,
    /// The short domain's host (punycode); `null` on the default domain.
    #[schema(required = true)]
    pub domain: Option<String>,
    /// Campaign parameters; `null` for none.
    #[schema(required = true)]
    pub utm: Option<UtmBody>,
    /// The social preview card; `null` for none.
    #[schema(required = true)]
    pub preview: Option<PreviewBody>,
    /// The A/B split; `null` for none.
    #[schema(required = true)]
    pub split: Option<SplitBody>,
    /// The team the link belongs to; `null`: its author's own link.
    #[schema(required = true)]
    pub team: Option<LinkTeam>,
}

/// The team a link belongs to (docs/teams.md).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LinkTeam {
    pub id: String,
    pub name: String,
}

/// A link's state at `now` (ms), by the domain's one rule.
pub fn link_state(link: &LinkRecord, now: i64) -> &'static str {
    Lifetime::of(
        link.valid_from,
        link.expires_at,
        link.max_visits,
        link.used_visits,
    )
    .state_at(now)
    .name()
}

impl From<LinkRecord> for LinkView {
    fn from(link: LinkRecord) -> Self {
        let redirect_rules = link
            .redirect_rules
            .as_deref()
            .and_then(|rules| serde_json::from_str(rules).ok())
            .unwrap_or(Value::Array(Vec::new()));
        Self {
            state: link_state(&link, now_millis()),
            valid_from: link.valid_from.map(format_millis),
            expires_at: link.expires_at.map(format_millis),
            max_visits: link.max_visits,
            used_visits: link.used_visits,
            expired_url: link.expired_url,
            has_password: link.password_hash.is_some(),
            failed_password_attempts: link.password_failures,
            last_failed_password_at: link.last_password_failure.map(format_millis),
            tags: link.tags,
            title: link.title,
            notes: link.notes,
            redirect_status: link.redirect_status.and_then(|s| u16::try_from(s).ok()),
            forward_query: link.forward_query,
            crawlable: link.crawlable,
            redirect_rules,
            creation_date: format_millis(link.creation_date),
            modified_date: format_millis(link.modified_date),
            account: link.author_username.unwrap_or_else(|| "n/a".to_owned()),
            id: link.id,
            slug: link.slug,
            destination: link.destination,
            author: link.author,
            visits: link.visits,
            human_visits: link.human_visits,
            bot_visits: link.bot_visits,
            public_stats: link.public_stats,
            domain: link.domain_host,
            team: match (link.team_id, link.team_name) {
                (Some(id), Some(name)) => Some(LinkTeam { id, name }),
                _ => None,
            },
            utm: link
                .utm
                .as_deref()
                .and_then(|utm| serde_json::from_str::<Utm>(utm).ok())
                .map(UtmBody::from),
            preview: link
                .preview
                .as_deref()
                .and_then(|preview| serde_json::from_str::<Preview>(preview).ok())
                .map(PreviewBody::from),
            split: link
                .split
                .as_deref()
                .and_then(Split::from_stored)
                .map(SplitBody::from),
        }
    }
}
