//! Every sort of the link list reads an index for its first page instead
//! of sorting every link: at millions of links a full sort takes seconds
//! (the slug sort did, once links gained a domain: bench/README.md, "The
//! scale run").

use crate::db::exec;
use crate::helpers::TestApp;
use linkhop::domain::accounts::LinkScope;
use linkhop::store::{Engine, LinkQuery, LinkSort};

const SORTS: [LinkSort; 7] = [
    LinkSort::Slug,
    LinkSort::Destination,
    LinkSort::CreationDate,
    LinkSort::ModifiedDate,
    LinkSort::Visits,
    LinkSort::HumanVisits,
    LinkSort::Id,
];

/// 5,000 links on two domains, each slug on both: ties in the slug sort.
async fn five_thousand_links(app: &TestApp, postgres: bool) {
    exec(
        app,
        "INSERT INTO domains (id, host, created_at) VALUES ('second', 'second.test', 0)",
        &[],
    )
    .await;
    let numbers = if postgres {
        "SELECT n FROM generate_series(1, 2500) AS n"
    } else {
        "WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 2500) SELECT n FROM s"
    };
    for domain in ["default", "second"] {
        let sql = format!(
            "INSERT INTO links (id, domain_id, slug, destination, creation_date, modified_date) \
             SELECT '{domain}-' || n, '{domain}', 's' || n, 'https://example.com/' || n, n, n \
             FROM ({numbers}) AS numbers"
        );
        exec(app, &sql, &[]).await;
    }
    exec(
        app,
        "INSERT INTO link_counters (link_id) SELECT id FROM links \
         WHERE id NOT IN (SELECT link_id FROM link_counters)",
        &[],
    )
    .await;
    exec(app, "ANALYZE", &[]).await;
}

#[tokio::test]
async fn every_list_sort_reads_an_index_for_its_first_page() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let postgres = app.app.store.engine() == Engine::Postgres;
    five_thousand_links(&app, postgres).await;
    for sort in SORTS {
        for descending in [true, false] {
            let query = LinkQuery {
                scope: LinkScope::All,
                domain_id: None,
                team: None,
                author: None,
                search: None,
                tags: Vec::new(),
                all_tags: false,
                state: None,
                campaign: None,
                now: 0,
                sort,
                descending,
                offset: 0,
                limit: 20,
            };
            // As many links as a large instance holds: visit sorts then read
            // the counters' refreshed copies, which their indexes serve.
            let plan = app
                .app
                .store
                .explain_list_page(&query, 1_000_000)
                .await
                .expect("explain")
                .join("\n");
            let what = format!("{sort:?}, descending: {descending}\n{plan}");
            if postgres {
                // An incremental sort orders only the runs of equal values.
                let full_sort = plan.lines().any(|line| {
                    line.trim_start()
                        .trim_start_matches("->  ")
                        .starts_with("Sort  (")
                });
                assert!(!full_sort, "{what}");
                assert!(!plan.contains("Seq Scan on links"), "{what}");
            } else {
                // A temporary B-tree for the right part of the order sorts
                // only the runs of equal values.
                assert!(!plan.contains("TEMP B-TREE FOR ORDER BY"), "{what}");
            }
        }
    }
}

/// The visit order job, which keeps the visit sorts' copies, asks for the
/// lowest and highest link numbers once a step of 1,000 links: a scan of
/// every link there took 4.5 s a step at 10M links (SQLite reads a lone
/// MIN or MAX from an index's end, but not both in one select).
#[tokio::test]
async fn the_range_of_link_numbers_reads_only_its_two_ends() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let postgres = app.app.store.engine() == Engine::Postgres;
    five_thousand_links(&app, postgres).await;
    let plan = app
        .app
        .store
        .explain_link_number_range()
        .await
        .expect("explain")
        .join("\n");
    if postgres {
        assert!(!plan.contains("Seq Scan"), "{plan}");
    } else {
        assert!(
            !plan
                .lines()
                .any(|line| line.trim_start().starts_with("SCAN link_counters")),
            "{plan}"
        );
    }
    let range = app.app.store.link_number_range().await.expect("range");
    let (low, high) = range.expect("links exist");
    assert_eq!(high - low + 1, 5_000);
}
