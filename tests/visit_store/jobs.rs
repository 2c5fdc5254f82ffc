use crate::{event, Db};
use linkhop::config::Settings;
use linkhop::domain::visits::{day_of, DAY_MS, HOUR_MS};
use linkhop::jobs::{geoip_reload, visit_retention, visitor_salts, JobContext, JobSettings};
use linkhop::metrics::Metrics;
use linkhop::redirects::Redirects;
use linkhop::visits::{Geo, GeoDb, VisitRecorder, Visits};
use std::sync::Arc;
use std::time::Duration;

const DAY: i64 = 20_415 * DAY_MS;

/// A job context on `db` with the default settings.
pub fn context_of(db: &Db) -> JobContext {
    context(db, Geo::new(false, None), Some(90))
}

fn context(db: &Db, geo: Geo, retention_days: Option<u32>) -> JobContext {
    let mut settings = Settings::defaults_with_database(&db.url, std::env::temp_dir());
    settings.visit_retention_days = retention_days;
    let recorder = Arc::new(VisitRecorder::new(1000, geo));
    JobContext {
        store: db.store.clone(),
        redirects: Arc::new(Redirects::new(db.store.clone(), 100)),
        visits: Arc::new(Visits::new(
            db.store.clone(),
            settings.visit_tracking,
            recorder,
        )),
        settings: JobSettings::from_settings(&settings),
        metrics: Arc::new(Metrics::new()),
        webhooks: None,
        outbox: linkhop::webhooks::Outbox::default(),
    }
}

#[tokio::test]
async fn the_salt_job_keeps_today_and_tomorrow_and_forgets_the_past() {
    let db = Db::new().await;
    let jobs = context(&db, Geo::new(false, None), Some(90));
    let other = context(&db, Geo::new(false, None), Some(90));
    let now = DAY + 23 * HOUR_MS;
    assert!(visitor_salts::run_once(&jobs, now - DAY_MS).await);
    assert!(visitor_salts::run_once(&jobs, now).await);
    assert!(visitor_salts::run_once(&other, now).await);
    let today = day_of(now);
    assert_eq!(jobs.visits.salts().days(), [today, today + 1]);
    assert_eq!(
        db.store.salt_days().await.expect("days"),
        [today, today + 1]
    );
    // Two instances agree on the key of one visit.
    let client = "192.0.2.1".parse().expect("address");
    let key = jobs.visits.salts().key(client, b"agent", 5, now);
    assert_ne!(key, 0);
    assert_eq!(other.visits.salts().key(client, b"agent", 5, now), key);
    // Tomorrow's salt is loaded before midnight.
    assert_ne!(
        jobs.visits.salts().key(client, b"agent", 5, now + HOUR_MS),
        0
    );
}

#[tokio::test]
async fn the_retention_job_deletes_old_events_and_purges_deleted_links() {
    let db = Db::new().await;
    let (a, b) = (db.link("a").await, db.link("b").await);
    let now = DAY + 12 * HOUR_MS;
    let old = now - 91 * DAY_MS;
    let events = [
        event(a, old, 1, false),
        event(a, now - HOUR_MS, 2, false),
        event(b, old, 3, false),
        event(b, now - HOUR_MS, 4, false),
    ];
    db.store.write_visits(&[], &events).await.expect("write");
    db.exec("DELETE FROM links WHERE id = 'id-b'").await;
    let jobs = context(&db, Geo::new(false, None), Some(90));
    let report = visit_retention::run_once(&jobs, now, Duration::ZERO).await;
    assert_eq!(report.events, 2);
    assert_eq!(report.visitor_days, 2, "the old day's sightings");
    assert_eq!(report.deleted_links, 1);
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 1);
    assert_eq!(db.summary(0, 0, now - HOUR_MS, "").await, [1, 0, 1, 0]);
    assert_eq!(
        db.summary(a, 0, old - old.rem_euclid(HOUR_MS), "").await[0],
        1
    );
    let again = visit_retention::run_once(&jobs, now, Duration::ZERO).await;
    assert_eq!(again, Default::default(), "idempotent");
    // 0 keeps events forever.
    let forever = context(&db, Geo::new(false, None), None);
    db.store
        .write_visits(&[], &[event(a, old, 9, false)])
        .await
        .expect("write");
    assert_eq!(
        visit_retention::run_once(&forever, now, Duration::ZERO)
            .await
            .events,
        0
    );
}

/// Shutdown does not wait for a long clean-up: a run told to stop deletes
/// nothing more, and the next run goes on where it left.
#[tokio::test]
async fn the_retention_job_stops_between_batches_at_shutdown() {
    let db = Db::new().await;
    let a = db.link("a").await;
    let now = DAY + 12 * HOUR_MS;
    let old = now - 91 * DAY_MS;
    db.store
        .write_visits(&[], &[event(a, old, 1, false), event(a, old, 2, false)])
        .await
        .expect("write");
    let jobs = context(&db, Geo::new(false, None), Some(90));
    let (stopping, stop) = tokio::sync::watch::channel(false);
    stopping.send(true).expect("send");
    let stopped = visit_retention::run(&jobs, now, Duration::ZERO, Some(stop)).await;
    assert_eq!(stopped, Default::default(), "nothing deleted once stopping");
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 2);
    let next = visit_retention::run_once(&jobs, now, Duration::ZERO).await;
    assert_eq!(next.events, 2);
    assert_eq!(db.int("SELECT COUNT(*) FROM visit_events").await, 0);
}

#[tokio::test]
async fn the_geoip_job_reloads_a_changed_file() {
    let db = Db::new().await;
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("country.mmdb");
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/geoip-country-test.mmdb");
    std::fs::copy(&fixture, &path).expect("copy");
    let geo = Geo::new(false, Some(GeoDb::open(&path).expect("open")));
    let jobs = context(&db, geo, Some(90));
    let client = "192.0.2.1".parse().expect("address");
    let headers = http::HeaderMap::new();
    assert_eq!(jobs.visits.geo().country(&headers, client), Some(*b"FR"));
    assert!(!geoip_reload::run_once(&jobs).await);
    std::fs::write(&path, b"broken").expect("break");
    assert!(!geoip_reload::run_once(&jobs).await);
    assert_eq!(jobs.visits.geo().country(&headers, client), Some(*b"FR"));
    assert!(!geoip_reload::run_once(&context(&db, Geo::new(false, None), None)).await);
}

#[tokio::test]
async fn a_wrong_geoip_db_stops_the_start_with_its_reason() {
    let dir = tempfile::tempdir().expect("dir");
    let url = format!("sqlite://{}", dir.path().join("linkhop.db").display());
    for (file, contents) in [("missing.mmdb", None), ("junk.mmdb", Some(&b"junk"[..]))] {
        let path = dir.path().join(file);
        if let Some(contents) = contents {
            std::fs::write(&path, contents).expect("write");
        }
        let mut settings = Settings::defaults_with_database(&url, dir.path().to_owned());
        settings.geoip_db = Some(path);
        let error = linkhop::app::App::start(settings)
            .await
            .err()
            .expect("refused");
        let message = error.to_string();
        assert!(
            message.contains("GEOIP_DB") && message.contains(file),
            "{message}"
        );
    }
}
