//! The audit log (docs/audit.md): every action of the list is recorded
//! with who did it, to what and from which network; who reads which
//! entries; filters, pages and the export; and no secret in any entry.

mod actions;
mod crash;
mod link_actions;
mod name_actions;
mod reading;

use crate::helpers::Actor;
use reqwest::StatusCode;
use serde_json::Value;

/// Every entry `reader` gets for `query` (`action=…&…`), newest first,
/// following the cursor.
pub async fn entries(reader: &Actor, query: &str) -> Vec<Value> {
    let mut all = Vec::new();
    let mut before = String::new();
    loop {
        let (status, body) = reader
            .get(&format!("/api/audit?{query}&limit=100{before}"))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        all.extend(
            body["result"]["entries"]
                .as_array()
                .expect("entries")
                .iter()
                .cloned(),
        );
        match body["result"]["cursor"].as_str() {
            Some(cursor) => before = format!("&before={cursor}"),
            None => return all,
        }
    }
}

/// The one newest entry of `action` that `reader` reads.
pub async fn newest(reader: &Actor, action: &str) -> Value {
    let (status, body) = reader
        .get(&format!("/api/audit?action={action}&limit=1"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["entries"][0].clone()
}
