use crate::{event, Db};
use linkhop::domain::visits::{DAY_MS, HOUR_MS};
use linkhop::store::LinkVisitCount;

/// 2026-11-23 00:00 UTC.
const DAY: i64 = 20_415 * DAY_MS;

#[tokio::test]
async fn a_flush_adds_counters_events_and_hourly_summaries() {
    let db = Db::new().await;
    let (a, b) = (db.link("a").await, db.link("b").await);
    let eleven = DAY + 11 * HOUR_MS;
    let events = [
        event(a, eleven - 1, 1, false),
        event(a, eleven, 2, false),
        event(b, eleven + 5, 3, true),
    ];
    let counts = [
        LinkVisitCount {
            num: a,
            humans: 2,
            bots: 0,
        },
        LinkVisitCount {
            num: b,
            humans: 0,
            bots: 1,
        },
        LinkVisitCount {
            num: 999_999,
            humans: 5,
            bots: 5,
        },
    ];
    let written = db
        .store
        .write_visits(&counts, &events)
        .await
        .expect("write");
    assert_eq!(written.events, 3);
    assert_eq!(written.first_sightings, 3);
    assert_eq!(
        db.ints("SELECT visits, human_visits, bot_visits FROM link_counters ORDER BY num")
            .await,
        [vec![2, 2, 0], vec![1, 0, 1]]
    );
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 3);
    assert_eq!(
        db.ints(&format!(
            "SELECT link_num, at, CAST(device AS BIGINT), CASE WHEN bot THEN CAST(1 AS BIGINT) ELSE CAST(0 AS BIGINT) END, visitor FROM visit_events \
             WHERE link_num = {b}"
        ))
        .await,
        [vec![b, eleven + 5, 2, 1, 3]]
    );
    // 10:59:59.999 and 11:00:00.000 land in different hours.
    let ten = eleven - HOUR_MS;
    assert_eq!(db.summary(a, 0, ten, "").await, [1, 0, 1, 0]);
    assert_eq!(db.summary(a, 0, eleven, "").await, [1, 0, 1, 0]);
    assert_eq!(db.summary(b, 0, eleven, "").await, [0, 1, 0, 1]);
    assert_eq!(db.summary(0, 0, eleven, "").await, [1, 1, 1, 1]);
    assert_eq!(db.summary(0, 0, ten, "").await, [1, 0, 1, 0]);
    assert_eq!(
        db.summary(a, 1, ten, "news.example.com").await,
        [1, 0, 0, 0]
    );
    assert_eq!(db.summary(a, 2, ten, "FR").await, [1, 0, 0, 0]);
    assert_eq!(db.summary(a, 3, ten, "mobile").await, [1, 0, 0, 0]);
    assert_eq!(db.summary(a, 4, ten, "Firefox").await, [1, 0, 0, 0]);
    assert_eq!(db.summary(0, 5, eleven, "Android").await, [1, 1, 0, 0]);
    // The daily roll-up holds the day's hours together.
    let day = DAY / DAY_MS;
    assert_eq!(db.daily(a, 0, day, "").await, [2, 0, 2, 0]);
    assert_eq!(db.daily(0, 0, day, "").await, [2, 1, 2, 1]);
    assert_eq!(db.daily(0, 5, day, "Android").await, [2, 1, 0, 0]);
    // So does the monthly one, unique visitors (per day) included.
    let month = linkhop::domain::visits::month_of_day(day);
    assert_eq!(db.monthly(a, 0, month, "").await, [2, 0, 2, 0]);
    assert_eq!(db.monthly(0, 5, month, "Android").await, [2, 1, 0, 0]);
    // Unknown values have no rows: they are the total minus the known.
    let mut unknown = event(a, eleven, 4, false);
    unknown.referrer = None;
    unknown.country = None;
    unknown.browser = None;
    db.store.write_visits(&[], &[unknown]).await.expect("write");
    for dimension in [1, 2, 4] {
        assert_eq!(
            db.int(&format!(
                "SELECT COUNT(*) FROM visit_summaries WHERE dimension = {dimension} AND value = ''"
            ))
            .await,
            0
        );
    }
    assert_eq!(db.summary(a, 3, eleven, "mobile").await, [2, 0, 0, 0]);
    assert_eq!(db.summary(a, 0, eleven, "").await, [2, 0, 2, 0]);
    assert_eq!(db.daily(a, 0, day, "").await, [3, 0, 3, 0]);
    assert_eq!(db.monthly(a, 0, month, "").await, [3, 0, 3, 0]);
}

#[tokio::test]
async fn unique_visitors_are_counted_once_a_day() {
    let db = Db::new().await;
    let a = db.link("a").await;
    let morning = DAY + 8 * HOUR_MS;
    for at in [morning, morning + 10, morning + HOUR_MS] {
        db.store
            .write_visits(&[], &[event(a, at, 42, false)])
            .await
            .expect("write");
    }
    // Twice in one batch, too.
    let again = [
        event(a, morning + 20, 42, false),
        event(a, morning + 30, 42, false),
    ];
    db.store.write_visits(&[], &again).await.expect("write");
    assert_eq!(db.summary(a, 0, morning, "").await, [4, 0, 1, 0]);
    assert_eq!(db.summary(a, 0, morning + HOUR_MS, "").await, [1, 0, 0, 0]);
    let next_day = morning + DAY_MS;
    db.store
        .write_visits(&[], &[event(a, next_day, 42, false)])
        .await
        .expect("write");
    assert_eq!(db.summary(a, 0, next_day, "").await, [1, 0, 1, 0]);
    assert_eq!(db.summary(0, 0, next_day, "").await, [1, 0, 1, 0]);
    // A key of 0 (no salt loaded) counts visits but no visitor.
    db.store
        .write_visits(&[], &[event(a, next_day, 0, false)])
        .await
        .expect("write");
    assert_eq!(db.summary(a, 0, next_day, "").await, [2, 0, 1, 0]);
    assert_eq!(db.int("SELECT COUNT(*) FROM visitor_days").await, 2);
}

#[tokio::test]
async fn counters_saturate() {
    let db = Db::new().await;
    let a = db.link("a").await;
    db.exec(&format!(
        "UPDATE link_counters SET visits = 9223372036854775806, human_visits = 9223372036854775806 WHERE num = {a}"
    ))
    .await;
    let counts = [LinkVisitCount {
        num: a,
        humans: u64::MAX,
        bots: 3,
    }];
    db.store.write_visits(&counts, &[]).await.expect("write");
    assert_eq!(
        db.ints("SELECT visits, human_visits, bot_visits FROM link_counters")
            .await,
        [vec![i64::MAX, i64::MAX, 3]]
    );
}

#[tokio::test]
async fn concurrent_writers_sum_exactly() {
    let db = Db::new().await;
    let links = [db.link("a").await, db.link("b").await, db.link("c").await];
    let hour = DAY + 9 * HOUR_MS;
    let writers: Vec<_> = (0..4u64)
        .map(|writer| {
            let store = db.store.clone();
            tokio::spawn(async move {
                for round in 0..10u64 {
                    // Every writer touches every link and the same rows,
                    // in its own order.
                    let mut order = links;
                    order.rotate_left(((writer + round) % 3) as usize);
                    let events: Vec<_> = order
                        .iter()
                        .map(|num| event(*num, hour + round as i64, 1 + round % 3, writer % 2 == 0))
                        .collect();
                    let counts: Vec<_> = order
                        .iter()
                        .map(|num| LinkVisitCount {
                            num: *num,
                            humans: 1,
                            bots: 1,
                        })
                        .collect();
                    store.write_visits(&counts, &events).await.expect("write");
                }
            })
        })
        .collect();
    for writer in writers {
        writer.await.expect("writer");
    }
    assert_eq!(
        db.ints("SELECT visits, human_visits, bot_visits FROM link_counters ORDER BY num")
            .await,
        vec![vec![80, 40, 40]; 3]
    );
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 120);
    let all = db.summary(0, 0, hour, "").await;
    assert_eq!(all[0] + all[1], 120);
    assert_eq!((all[0], all[1]), (60, 60));
    // Three visitor keys per link, each counted once.
    assert_eq!(all[2] + all[3], 9);
    for num in links {
        let row = db.summary(num, 3, hour, "mobile").await;
        assert_eq!(row[0] + row[1], 40);
    }
}

#[tokio::test]
async fn salts_are_created_once_and_deleted_after_their_day() {
    let db = Db::new().await;
    db.store
        .salts_insert_missing(&[(10, [1; 32]), (11, [2; 32])])
        .await
        .expect("insert");
    db.store
        .salts_insert_missing(&[(11, [9; 32]), (12, [3; 32])])
        .await
        .expect("insert");
    let salts = db.store.salts_since(11).await.expect("read");
    assert_eq!(
        salts,
        [(11, [2; 32]), (12, [3; 32])],
        "the first salt of a day stays"
    );
    assert_eq!(db.store.salts_delete_before(11).await.expect("delete"), 1);
    assert_eq!(db.store.salt_days().await.expect("days"), [11, 12]);
}

#[tokio::test]
async fn a_flush_stores_events_by_link_each_in_the_order_it_happened() {
    let db = Db::new().await;
    let (a, b) = (db.link("a").await, db.link("b").await);
    let at = DAY + 9 * HOUR_MS;
    // As they come from many visitors at once: links interleaved, and a
    // link's two visits in one millisecond keep their arrival order.
    let arrived = [
        event(b, at + 3, 1, false),
        event(a, at + 1, 2, false),
        event(b, at + 1, 3, false),
        event(a, at + 2, 4, false),
        event(a, at + 2, 5, false),
    ];
    db.store.write_visits(&[], &arrived).await.expect("write");
    // In id order: the `(link_num, at)` index's order, so a flush walks
    // that index once; webhooks, which follow ids, see each link's visits
    // as they happened.
    assert_eq!(
        db.ints("SELECT link_num, at, visitor FROM visit_events ORDER BY id")
            .await,
        [
            vec![a, at + 1, 2],
            vec![a, at + 2, 4],
            vec![a, at + 2, 5],
            vec![b, at + 1, 3],
            vec![b, at + 3, 1],
        ]
    );
}
