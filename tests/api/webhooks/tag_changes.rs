//! Renaming or removing a tag everywhere changes each link that had it:
//! each is a `link.updated` event naming `tags`, with the link's new tags.

use super::receiver::Receiver;
use super::{subscribe, webhook_app};
use serde_json::{json, Value};
use std::time::Duration;

/// The slug, `changed` and tags of each `link.updated` event, sorted.
fn updates(receiver: &Receiver) -> Vec<(String, Value, Value)> {
    let updates: Vec<(String, Value, Value)> = receiver
        .delivered()
        .iter()
        .map(|r| r.json())
        .filter(|body| body["type"] == "link.updated")
        .map(|body| {
            let data = &body["data"];
            let slug = data["slug"].as_str().unwrap_or_default().to_owned();
            (slug, data["changed"].clone(), data["tags"].clone())
        })
        .collect();
    sorted(updates)
}

fn sorted(mut updates: Vec<(String, Value, Value)>) -> Vec<(String, Value, Value)> {
    updates.sort_by_key(|(slug, _, tags)| (slug.clone(), tags.to_string()));
    updates
}

#[tokio::test]
async fn renaming_and_removing_a_tag_updates_each_link_that_had_it() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(&owner, &receiver.url, &["link.updated"]).await;
    for (slug, tags) in [
        ("a", json!(["old", "keep"])),
        ("b", json!(["old"])),
        ("c", json!(["keep"])),
    ] {
        let (status, body) = owner
            .post(
                "/api/link",
                json!({"slug": slug, "destination": "https://example.com/", "tags": tags}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
    }

    let (status, body) = owner
        .patch(
            "/api/link/tags",
            json!({"oldName": "old", "newName": "new"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    receiver.wait_delivered(2).await;
    let (status, body) = owner
        .delete("/api/link/tags", json!({"tags": ["new"]}))
        .await;
    assert_eq!(status, 200, "{body}");
    receiver.wait_delivered(4).await;
    tokio::time::sleep(Duration::from_millis(300)).await;

    let tags = json!(["tags"]);
    assert_eq!(
        updates(&receiver),
        sorted(vec![
            ("a".to_owned(), tags.clone(), json!(["keep"])),
            ("a".to_owned(), tags.clone(), json!(["keep", "new"])),
            ("b".to_owned(), tags.clone(), json!([])),
            ("b".to_owned(), tags.clone(), json!(["new"])),
        ]),
        "one update per link that had the tag, none for c"
    );
}
