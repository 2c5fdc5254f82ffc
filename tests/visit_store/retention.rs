use crate::{event, Db};
use linkhop::domain::visits::{DAY_MS, HOUR_MS};
use linkhop::store::SightingKey;

const DAY: i64 = 20_415 * DAY_MS;

#[tokio::test]
async fn old_events_are_deleted_in_batches_and_summaries_stay() {
    let db = Db::new().await;
    let a = db.link("a").await;
    let cutoff = DAY;
    let old: Vec<_> = (0..25)
        .map(|n| event(a, cutoff - 1000 + n, 1, false))
        .collect();
    let new: Vec<_> = (0..5).map(|n| event(a, cutoff + n, 1, false)).collect();
    db.store.write_visits(&[], &old).await.expect("write");
    db.store.write_visits(&[], &new).await.expect("write");
    let mut batches = 0;
    let mut deleted = 0;
    loop {
        let batch = db
            .store
            .delete_visit_events_before(cutoff, 10)
            .await
            .expect("batch");
        batches += 1;
        deleted += batch.deleted;
        assert!(batch.deleted <= 10);
        if batch.done {
            break;
        }
    }
    assert_eq!(deleted, 25);
    assert!(batches >= 3, "{batches} batches");
    assert_eq!(
        db.int(&format!(
            "SELECT COUNT(*) FROM visit_events WHERE at < {cutoff}"
        ))
        .await,
        0
    );
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 5);
    let hour = cutoff - HOUR_MS;
    assert_eq!(db.summary(a, 0, hour, "").await[0], 25, "summaries stay");
    // Nothing old left: one look, nothing deleted.
    let again = db
        .store
        .delete_visit_events_before(cutoff, 10)
        .await
        .expect("batch");
    assert_eq!((again.deleted, again.done), (0, true));
}

#[tokio::test]
async fn first_sightings_of_past_days_are_deleted() {
    let db = Db::new().await;
    let a = db.link("a").await;
    let events: Vec<_> = (0..3)
        .map(|d| event(a, DAY + d * DAY_MS, 7, false))
        .collect();
    db.store.write_visits(&[], &events).await.expect("write");
    let today = DAY / DAY_MS + 2;
    let (batch, after) = db
        .store
        .delete_visitor_days_before(today, SightingKey::FIRST, 1)
        .await
        .expect("batch");
    assert_eq!((batch.deleted, batch.done), (1, false));
    let (batch, _) = db
        .store
        .delete_visitor_days_before(today, after, 10)
        .await
        .expect("batch");
    assert_eq!((batch.deleted, batch.done), (1, true));
    assert_eq!(db.ints("SELECT day FROM visitor_days").await, [vec![today]]);
}

/// A pass reads each sighting once, in key order, a batch at a time: the
/// sightings kept (today's) are passed over once, never read again by a
/// later batch, and a pass ends after the last key whatever the batch held.
#[tokio::test]
async fn a_sightings_pass_walks_the_table_once_in_batches() {
    let db = Db::new().await;
    let today = DAY / DAY_MS + 1;
    let mut links = Vec::new();
    for n in 0..5 {
        links.push(db.link(&format!("l{n}")).await);
    }
    // Each link: three visitors the day before (old) and two today (kept).
    let mut events = Vec::new();
    for &link in &links {
        for visitor in 1..=3 {
            events.push(event(link, DAY, visitor, false));
        }
        for visitor in 4..=5 {
            events.push(event(link, today * DAY_MS, visitor, false));
        }
    }
    db.store.write_visits(&[], &events).await.expect("write");
    assert_eq!(db.int("SELECT COUNT(*) FROM visitor_days").await, 25);
    let (mut after, mut deleted, mut batches) = (SightingKey::FIRST, 0, 0);
    loop {
        let (batch, last) = db
            .store
            .delete_visitor_days_before(today, after, 4)
            .await
            .expect("batch");
        assert!(batch.deleted <= 4);
        assert!(
            batches == 0 || last > after || batch.done,
            "keys only move on"
        );
        (after, deleted, batches) = (last, deleted + batch.deleted, batches + 1);
        if batch.done {
            break;
        }
    }
    assert_eq!(deleted, 15);
    // 25 keys looked at 4 a batch: six full batches and a last one.
    assert_eq!(batches, 7);
    assert_eq!(db.int("SELECT COUNT(*) FROM visitor_days").await, 10);
    assert_eq!(
        db.ints("SELECT DISTINCT day FROM visitor_days").await,
        [vec![today]]
    );
}

#[tokio::test]
async fn a_deleted_links_statistics_are_purged_and_subtracted_from_all_links() {
    let db = Db::new().await;
    let (a, b) = (db.link("a").await, db.link("b").await);
    let hour = DAY + 3 * HOUR_MS;
    let events: Vec<_> = (0..30)
        .map(|n| {
            event(
                if n % 3 == 0 { b } else { a },
                hour + n,
                n as u64 + 1,
                n % 2 == 0,
            )
        })
        .collect();
    db.store.write_visits(&[], &events).await.expect("write");
    let before_b = db.summary(b, 0, hour, "").await;
    assert_eq!(
        db.store
            .deleted_links_with_visits(10)
            .await
            .expect("orphans"),
        Vec::<i64>::new()
    );
    // An existing link is never purged.
    let kept = db
        .store
        .purge_deleted_link_visits(a, 100)
        .await
        .expect("purge");
    assert_eq!(kept.deleted, 0);
    db.exec("DELETE FROM links WHERE id = 'id-a'").await;
    assert_eq!(
        db.store
            .deleted_links_with_visits(10)
            .await
            .expect("orphans"),
        [a]
    );
    let mut rounds = 0;
    loop {
        let batch = db
            .store
            .purge_deleted_link_visits(a, 4)
            .await
            .expect("purge");
        rounds += 1;
        if batch.done {
            break;
        }
    }
    assert!(rounds > 3, "small batches: {rounds}");
    for table in [
        "visit_events",
        "visit_summaries",
        "visit_daily",
        "visit_monthly",
        "visitor_days",
        "visit_purges",
    ] {
        let left = db
            .int(&format!(
                "SELECT COUNT(*) FROM {table} WHERE link_num = {a}"
            ))
            .await;
        assert_eq!(left, 0, "{table}");
    }
    // All links now equal link b's rows alone, hourly and daily.
    assert_eq!(db.summary(0, 0, hour, "").await, before_b);
    let day = hour / linkhop::domain::visits::DAY_MS;
    assert_eq!(db.daily(0, 0, day, "").await, db.daily(b, 0, day, "").await);
    let month = linkhop::domain::visits::month_of_day(day);
    assert_eq!(
        db.monthly(0, 0, month, "").await,
        db.monthly(b, 0, month, "").await
    );
    assert_ne!(db.monthly(0, 0, month, "").await, [0; 4]);
    assert_eq!(
        db.summary(0, 3, hour, "mobile").await,
        db.summary(b, 3, hour, "mobile").await
    );
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 10);
    assert!(db
        .store
        .deleted_links_with_visits(10)
        .await
        .expect("orphans")
        .is_empty());
}

/// Storage per raw event on SQLite, indexes included (reported, and held
/// to the design's budget).
#[tokio::test]
async fn bytes_per_event_on_sqlite() {
    let db = Db::new().await;
    if db.is_postgres() {
        return;
    }
    let links: Vec<i64> = {
        let mut links = Vec::new();
        for n in 0..200 {
            links.push(db.link(&format!("l{n}")).await);
        }
        links
    };
    let bytes = || async {
        db.int("SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()")
            .await
    };
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)").await;
    let before = bytes().await;
    let total = 200_000;
    let referrers = [
        "news.ycombinator.com",
        "t.co",
        "www.google.com",
        "github.com",
    ];
    let start = DAY;
    for chunk in 0..(total / 10_000) {
        let events: Vec<_> = (0..10_000)
            .map(|n| {
                let i = chunk * 10_000 + n;
                let mut e = event(
                    links[i % links.len()],
                    start + i as i64 * 400,
                    i as u64 * 2_654_435_761,
                    i % 5 == 0,
                );
                e.referrer = (i % 3 != 0).then(|| referrers[i % 4].into());
                e
            })
            .collect();
        db.store.write_visits(&[], &events).await.expect("write");
    }
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)").await;
    let after = bytes().await;
    let events_bytes = db
        .int("SELECT SUM(pgsize) FROM dbstat WHERE name IN ('visit_events', 'visit_events_link')")
        .await;
    let per_event = (after - before) as f64 / total as f64;
    println!(
        "bytes per event: {per_event:.1} (file growth incl. summaries and visitor days); \
         visit_events + its index: {:.1}",
        events_bytes as f64 / total as f64
    );
    assert!(events_bytes as f64 / total as f64 <= 80.0);
}
