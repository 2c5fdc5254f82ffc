//! The top links' period values (docs/STATISTICS.md, "Top links over long
//! ranges"): which periods the job builds, what a value holds, and how a
//! flush into a built period makes it stale.

use crate::{event, Db};
use linkhop::domain::period_totals::{Decoder, LinkTotal};
use linkhop::domain::visits::{month_of_day, DAY_MS, HOUR_MS};
use linkhop::store::{LinkVisitCount, PeriodKind};

/// 2025-11-24: "today" of these tests.
const TODAY: i64 = 20_416;

async fn visit(db: &Db, num: i64, at: i64, bot: bool) {
    let count = LinkVisitCount {
        num,
        humans: u64::from(!bot),
        bots: u64::from(bot),
    };
    db.store
        .write_visits(&[count], &[event(num, at, at as u64, bot)])
        .await
        .expect("write");
}

async fn value(db: &Db, kind: i16, period: i64) -> Option<Vec<LinkTotal>> {
    let sql = "SELECT totals FROM visit_period_totals WHERE kind = $1 AND period = $2";
    let bytes: Option<Option<Vec<u8>>> = if db.is_postgres() {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(&db.url).await.expect("connect");
        sqlx::query_scalar(sql)
            .bind(kind)
            .bind(period)
            .fetch_optional(&mut conn)
            .await
            .expect(sql)
    } else {
        use sqlx::Connection;
        let mut conn = sqlx::SqliteConnection::connect(&db.url)
            .await
            .expect("connect");
        sqlx::query_scalar(sql)
            .bind(kind)
            .bind(period)
            .fetch_optional(&mut conn)
            .await
            .expect(sql)
    };
    let bytes = bytes.flatten()?;
    let mut decoder = Decoder::new(&bytes);
    let mut totals = Vec::new();
    while let Some(total) = decoder.next_total().expect("decodes") {
        totals.push(total);
    }
    Some(totals)
}

#[tokio::test]
async fn closed_days_and_months_are_built_and_a_flush_into_one_clears_it() {
    let db = Db::new().await;
    let (a, b, gone) = (
        db.link("a").await,
        db.link("b").await,
        db.link("gone").await,
    );
    let noon = |day: i64| day * DAY_MS + 12 * HOUR_MS;
    let last_month_day = TODAY - 40;
    for (num, day, bot) in [
        (a, TODAY - 1, false),
        (a, TODAY - 1, true),
        (b, TODAY - 1, false),
        (gone, TODAY - 1, false),
        (a, last_month_day, false),
        (b, TODAY, false),
    ] {
        visit(&db, num, noon(day), bot).await;
    }
    // A deleted link's rows wait to be purged: no value holds it.
    db.exec("DELETE FROM links WHERE id = 'id-gone'").await;

    // Months first, newest first; never today or this month.
    let stale = db
        .store
        .stale_period_totals(TODAY, 10)
        .await
        .expect("stale");
    let month = month_of_day(TODAY);
    assert_eq!(
        stale,
        vec![
            (PeriodKind::Month, month_of_day(last_month_day)),
            (PeriodKind::Day, TODAY - 1),
            (PeriodKind::Day, last_month_day),
        ]
    );
    assert!(month_of_day(last_month_day) < month);
    for (kind, period) in &stale {
        assert!(db
            .store
            .build_period_totals(*kind, *period)
            .await
            .expect("build"));
    }
    assert!(db
        .store
        .stale_period_totals(TODAY, 10)
        .await
        .expect("stale")
        .is_empty());
    let total = |num, humans, bots| LinkTotal { num, humans, bots };
    assert_eq!(
        value(&db, 0, TODAY - 1).await,
        Some(vec![total(a, 1, 1), total(b, 1, 0)])
    );
    assert_eq!(
        value(&db, 1, month_of_day(last_month_day)).await,
        Some(vec![total(a, 1, 0)])
    );

    // A late flush into yesterday clears its value (and bumps its
    // generation, so a build that read the old rows stores nothing); the
    // job then builds it again with the new visit.
    let generation = "SELECT generation FROM visit_period_totals WHERE kind = 0 AND period = ";
    let before = db.int(&format!("{generation}{}", TODAY - 1)).await;
    visit(&db, b, noon(TODAY - 1) + HOUR_MS, true).await;
    assert_eq!(value(&db, 0, TODAY - 1).await, None);
    assert_eq!(
        db.int(&format!("{generation}{}", TODAY - 1)).await,
        before + 1
    );
    assert_eq!(
        db.store
            .stale_period_totals(TODAY, 10)
            .await
            .expect("stale"),
        vec![(PeriodKind::Day, TODAY - 1)]
    );
    assert!(db
        .store
        .build_period_totals(PeriodKind::Day, TODAY - 1)
        .await
        .expect("build"));
    assert_eq!(
        value(&db, 0, TODAY - 1).await,
        Some(vec![total(a, 1, 1), total(b, 1, 1)])
    );
    // The other values stay.
    assert_eq!(
        value(&db, 0, last_month_day).await,
        Some(vec![total(a, 1, 0)])
    );
}
