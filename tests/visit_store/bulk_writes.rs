//! A bulk edit's chunk write (docs/bulk-edit.md): one transaction writes
//! each planned link with its history entry, and leaves a link whose
//! fields changed since the plan as it is, naming it.

use crate::Db;
use linkhop::domain::link_history::{Actor, HistoryAction, LinkFields, Via};
use linkhop::store::{Change, NewLink, PlannedEdit};

#[tokio::test]
async fn a_chunk_writes_its_planned_links_and_skips_one_changed_since_the_plan() {
    let db = Db::new().await;
    for id in ["planned", "raced"] {
        db.store
            .insert_link(&NewLink {
                id,
                domain_id: "default",
                slug: id,
                destination: "http://old.example/",
                author: None,
                team_id: None,
                creation_date: 0,
                modified_date: 0,
                visits: 0,
                public_stats: false,
            })
            .await
            .expect("insert");
    }
    let ids = vec!["planned".to_owned(), "raced".to_owned()];
    let mut links = db.store.links_by_ids(&ids).await.expect("links");
    links.sort_by(|a, b| a.id.cmp(&b.id));
    let before: Vec<LinkFields> = links
        .iter()
        .map(|l| {
            LinkFields::new(
                &l.slug,
                &l.domain_id,
                &l.destination,
                l.public_stats,
                &l.controls(),
            )
        })
        .collect();
    // Another edit lands on one link after the plan was made.
    db.store
        .update_link("raced", None, Some("https://elsewhere.example/"), None, 1)
        .await
        .expect("edit");
    let after_fields: Vec<LinkFields> = before
        .iter()
        .map(|fields| LinkFields {
            destination: "https://new.example/".into(),
            max_visits: Some(5),
            tags: vec!["bulk".into(), "new".into()],
            ..fields.clone()
        })
        .collect();
    let edits: Vec<PlannedEdit<'_>> = links
        .iter()
        .zip(before.iter().zip(&after_fields))
        .map(|(link, (before, after))| PlannedEdit {
            id: &link.id,
            before,
            after,
            count_from_visits: true,
        })
        .collect();
    let actor = Actor::new("someone", "alice", Via::Bulk);
    let change = Change {
        actor: &actor,
        at: 2,
        action: HistoryAction::Edited,
    };
    let audit = linkhop::domain::audit::AuditBy::command_line()
        .entry(linkhop::domain::audit::AuditAction::LinksBulkEdited, 2);
    let stale = db
        .store
        .edit_links(&edits, &change, &audit)
        .await
        .expect("write");
    assert_eq!(stale, ["raced"]);

    let stored = db.store.links_by_ids(&ids).await.expect("links");
    let destination = |id: &str| {
        stored
            .iter()
            .find(|l| l.id == id)
            .map(|l| l.destination.clone())
    };
    assert_eq!(
        destination("planned").as_deref(),
        Some("https://new.example/")
    );
    assert_eq!(
        destination("raced").as_deref(),
        Some("https://elsewhere.example/")
    );
    let planned = db
        .store
        .link_history_page("planned", None, 500)
        .await
        .expect("history")
        .entries;
    let last = planned.last().expect("entry");
    assert_eq!(planned.len(), 2);
    assert_eq!(last.actor.via, Via::Bulk);
    assert_eq!(last.actor.username.as_deref(), Some("alice"));
    assert_eq!(last.version, 2);
    assert_eq!(
        last.before.as_ref(),
        before.iter().find(|f| f.slug == "planned")
    );
    assert_eq!(
        last.after.as_ref(),
        after_fields.iter().find(|f| f.slug == "planned")
    );
    // The raced link's history has the other edit, and nothing of the bulk.
    let raced = db
        .store
        .link_history_page("raced", None, 500)
        .await
        .expect("history")
        .entries;
    assert_eq!(raced.len(), 2);
    assert_eq!(raced[1].actor.via, Via::Cli);
}
