//! Views of links as the API shows them (api.md §5.1).

use crate::domain::time::format_millis;
use crate::store::LinkRecord;
use serde::Serialize;
use utoipa::ToSchema;

/// A link (api.md §5.1); `account` is the author's username or "n/a".
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
}

impl From<LinkRecord> for LinkView {
    fn from(link: LinkRecord) -> Self {
        Self {
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
        }
    }
}
