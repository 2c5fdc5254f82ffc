//! Imports write each batch in id order, not file order, and give links
//! without an id a time-ordered one: every link must still get its own
//! row's values and counters, on both engines.

use crate::data_helpers::{link_by_slug, link_count, upload};
use crate::helpers::TestApp;
use linkhop::domain::import::ImportedLink;
use linkhop::store::{Engine, ImportConflict};
use reqwest::StatusCode;
use std::time::Duration;

/// Rows of the file: more than one INSERT statement's worth on either
/// engine (1,000 rows on SQLite, 10,000 on PostgreSQL), so chunks and a
/// remainder are written.
const ROWS: usize = 10_500;

/// A UUID whose order is the reverse of the row's, so sorting moves every
/// row; every third row has none.
fn id_of(row: usize) -> Option<String> {
    (!row.is_multiple_of(3)).then(|| {
        format!(
            "{:08x}-0000-4000-8000-{:012x}",
            u32::MAX as usize - row,
            row
        )
    })
}

fn lynx_csv(rows: usize, taken_id: &str) -> Vec<u8> {
    let mut csv = String::from("id,slug,destination,author,creationDate,modifiedDate,visits\n");
    for row in 0..rows {
        let id = id_of(row).unwrap_or_default();
        csv.push_str(&format!(
            "{id},row-{row},https://example.com/{row}?q={row},,2024-01-01T00:00:00.000Z,,{row}\n"
        ));
    }
    // A stored link's id: the row is kept under a new id.
    csv.push_str(&format!(
        "{taken_id},taken-id,https://example.com/taken,,,,7\n"
    ));
    csv.into_bytes()
}

#[tokio::test]
async fn rows_keep_their_values_whatever_order_they_are_written_in() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let first = "00000000-0000-4000-8000-00000000abcd";
    let answer = upload(
        &owner,
        "lynx",
        "first.csv",
        format!("id,slug,destination\n{first},first,https://example.com/first\n").into_bytes(),
    )
    .await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);

    let answer = upload(&owner, "lynx", "links.csv", lynx_csv(ROWS, first)).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    assert_eq!(
        answer.1["result"]["imported"],
        ROWS as u64 + 1,
        "{}",
        answer.1
    );
    assert_eq!(link_count(&app).await, ROWS as i64 + 2);

    let mut generated = Vec::new();
    for row in (0..ROWS).step_by(37).chain([ROWS - 1]) {
        let link = link_by_slug(&app, &format!("row-{row}"))
            .await
            .unwrap_or_else(|| panic!("row {row} stored"));
        assert_eq!(
            link.destination,
            format!("https://example.com/{row}?q={row}")
        );
        assert_eq!(link.visits, row as i64, "row {row}'s counters");
        match id_of(row) {
            Some(id) => assert_eq!(link.id, id),
            None => generated.push(link.id),
        }
    }
    let taken = link_by_slug(&app, "taken-id").await.expect("stored");
    assert_ne!(taken.id, first);
    assert_eq!(taken.visits, 7);
    generated.push(taken.id);
    // Generated ids are version 7 UUIDs: they sort by time, so they go at
    // the end of the id indexes.
    for id in &generated {
        let uuid = uuid::Uuid::parse_str(id).expect("a UUID");
        assert_eq!(uuid.get_version_num(), 7, "{id}");
    }
    let first_link = link_by_slug(&app, "first").await.expect("kept");
    assert_eq!(first_link.id, first);
}

fn plain_link(slug: &str) -> ImportedLink {
    ImportedLink {
        id: None,
        domain: linkhop::domain::import::ImportDomain::Unnamed,
        slug: slug.to_owned(),
        destination: format!("https://example.com/{slug}"),
        author: None,
        creation_date: 1_700_000_000_000,
        modified_date: 1_700_000_000_000,
        visits: 3,
        human_visits: 3,
        bot_visits: 0,
        public_stats: false,
        controls: None,
        used_visits: None,
    }
}

/// PostgreSQL: a slug another writer takes after the batch looked it up
/// (its transaction commits while the import waits on the slug's index
/// entry) makes the fast insert fail; the chunk is written again without
/// that link, which is reported taken, and the batch's other links and
/// counters are all there. (On SQLite the single writer cannot interleave.)
#[tokio::test]
async fn a_slug_taken_during_an_import_skips_only_its_link() {
    use sqlx::Connection;
    let app = TestApp::spawn().await;
    if app.app.store.engine() != Engine::Postgres {
        return;
    }
    let mut other = sqlx::PgConnection::connect(&app.app.settings.database_url)
        .await
        .expect("connect");
    sqlx::query("BEGIN")
        .execute(&mut other)
        .await
        .expect("begin");
    sqlx::query(
        "INSERT INTO links (id, slug, destination, creation_date, modified_date) \
         VALUES ('00000000-0000-4000-8000-000000000001', 'raced', 'https://other.example/', 0, 0)",
    )
    .execute(&mut other)
    .await
    .expect("the other writer's link");

    let links: Vec<ImportedLink> = ["before", "raced", "after"]
        .into_iter()
        .map(plain_link)
        .collect();
    let store = app.app.store.clone();
    let import = tokio::spawn(async move {
        store
            .import_links(
                &links,
                false,
                &linkhop::store::Change::by_command_line(
                    linkhop::domain::link_history::HistoryAction::Created,
                    0,
                ),
                None,
            )
            .await
    });
    // The import looks `raced` up (not visible yet) and waits on its insert.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        !import.is_finished(),
        "the insert did not wait for the other writer"
    );
    sqlx::query("COMMIT")
        .execute(&mut other)
        .await
        .expect("commit");

    let outcome = import.await.expect("task").expect("the import succeeds");
    assert_eq!(outcome.inserted, 2);
    assert_eq!(outcome.skipped, [(1, ImportConflict::SlugTaken)]);
    for slug in ["before", "after"] {
        let link = link_by_slug(&app, slug).await.expect("stored");
        assert_eq!(link.visits, 3, "{slug}'s counters");
    }
    let raced = crate::db::texts(
        &app,
        "SELECT destination FROM links WHERE slug = 'raced'",
        &[],
    )
    .await;
    assert_eq!(raced, [Some("https://other.example/".to_owned())]);
}
