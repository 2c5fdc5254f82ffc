//! Views of links as the API shows them (api.md §5.1).

use crate::domain::time::format_millis;
use crate::store::LinkRecord;
use serde::Serialize;
use utoipa::ToSchema;

/// A link (api.md §5.1); `account` is the author's username or "n/a".
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
        }
    }
}
