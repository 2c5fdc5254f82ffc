//! JSON views of links (api.md §5.1).

use crate::domain::time::format_millis;
use crate::store::LinkRecord;
use serde_json::{json, Value};

pub fn link(link: &LinkRecord) -> Value {
    json!({
        "id": link.id,
        "slug": link.slug,
        "destination": link.destination,
        "author": link.author,
        "creationDate": format_millis(link.creation_date),
        "modifiedDate": format_millis(link.modified_date),
        "visits": link.visits,
        "account": link.author_username.as_deref().unwrap_or("n/a"),
    })
}
