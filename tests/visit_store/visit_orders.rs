//! The link list's visit sorts (docs/STATISTICS.md, "Visit orders"): small
//! lists sort by the live counters, large ones by the copies the visit
//! order job refreshes, and new links start with their copies right.

use crate::Db;
use linkhop::domain::accounts::LinkScope;
use linkhop::jobs::visit_order;
use linkhop::store::{LinkQuery, LinkSort, LinkVisitCount, NewLink, LIVE_VISIT_ORDER_MAX};

fn query(sort: LinkSort, search: Option<&str>) -> LinkQuery {
    LinkQuery {
        scope: LinkScope::All,
        domain_id: None,
        team: None,
        author: None,
        search: search.map(str::to_owned),
        tags: Vec::new(),
        all_tags: false,
        state: None,
        campaign: None,
        now: 0,
        sort,
        descending: true,
        offset: 0,
        limit: 3,
    }
}

/// The ids of the first page.
async fn first_page(db: &Db, sort: LinkSort, search: Option<&str>) -> Vec<String> {
    let (_, links) = db
        .store
        .list_links(&query(sort, search))
        .await
        .expect("list");
    links.into_iter().map(|link| link.id).collect()
}

#[tokio::test]
async fn large_lists_sort_by_the_visit_orders_the_job_refreshes() {
    let db = Db::new().await;
    let n = LIVE_VISIT_ORDER_MAX + 50;
    db.exec(&format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {n}) \
         INSERT INTO links (id, slug, destination, creation_date, modified_date) \
         SELECT 'id-' || CAST(i AS TEXT), 's' || CAST(i AS TEXT), 'https://example.com/', i, i \
         FROM n; \
         INSERT INTO link_counters (link_id) SELECT id FROM links ORDER BY creation_date;"
    ))
    .await;
    let num = |id: &'static str| {
        let db = &db;
        async move {
            db.int(&format!(
                "SELECT num FROM link_counters WHERE link_id = '{id}'"
            ))
            .await
        }
    };
    let (a, b, c) = (
        num("id-7001").await,
        num("id-7002").await,
        num("id-7003").await,
    );
    let count = |num, humans, bots| LinkVisitCount { num, humans, bots };
    db.store
        .write_visits(&[count(a, 5, 0), count(b, 3, 4), count(c, 1, 0)], &[])
        .await
        .expect("write");
    let by_visits = ["id-7002", "id-7001", "id-7003"];
    let by_humans = ["id-7001", "id-7002", "id-7003"];
    // Eleven links match "s700": sorted by the live counters at once.
    assert_eq!(
        first_page(&db, LinkSort::Visits, Some("s700")).await,
        by_visits
    );
    assert_eq!(
        first_page(&db, LinkSort::HumanVisits, Some("s700")).await,
        by_humans
    );
    // Every link: by the copies, not refreshed yet (all 0, ties by id).
    let untouched = ["id-9999", "id-9998", "id-9997"];
    assert_eq!(first_page(&db, LinkSort::Visits, None).await, untouched);
    let jobs = crate::jobs::context_of(&db);
    assert_eq!(visit_order::run_once(&jobs).await, Some(3));
    assert_eq!(first_page(&db, LinkSort::Visits, None).await, by_visits);
    assert_eq!(
        first_page(&db, LinkSort::HumanVisits, None).await,
        by_humans
    );
    // Nothing changed since: the next refresh writes nothing.
    assert_eq!(visit_order::run_once(&jobs).await, Some(0));
    // A new link with visits (an import's) leads at once.
    db.store
        .insert_link(&NewLink {
            id: "id-new",
            domain_id: "default",
            slug: "new",
            destination: "https://example.com/",
            author: None,
            team_id: None,
            creation_date: 0,
            modified_date: 0,
            visits: 9,
            public_stats: false,
        })
        .await
        .expect("insert");
    assert_eq!(first_page(&db, LinkSort::Visits, None).await[0], "id-new");
    assert_eq!(
        first_page(&db, LinkSort::HumanVisits, None).await[0],
        "id-new"
    );
}
