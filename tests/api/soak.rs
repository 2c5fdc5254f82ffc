//! Soak of the built binary: several workers send mixed traffic without
//! pauses (redirects, unknown slugs, list and search, single reads, creates,
//! edits, deletes and successful logins) for a set duration. Every answer
//! must have its expected status, and after a warm-up the server's memory
//! (read while no password check is in flight), threads, open files and
//! database connections must stay flat, and the visit flushes must keep up
//! (no event dropped).
//!
//! Knobs: SOAK_SECONDS (default 60), SOAK_WORKERS (8), SOAK_WARMUP_SECONDS
//! (a quarter of the run, at most 15), SOAK_RSS_BOUND_MIB (32),
//! SOAK_LOGIN_EVERY (4: each worker logs in once every 4 cycles; 0: never).

use crate::helpers::PASSWORD;
use crate::process::{knob, ApiClient, Server};
use crate::test_database::TestDatabase;
use reqwest::{Client, Method, StatusCode};
use serde_json::json;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const REDIRECT_LINKS: usize = 50;
const USERNAME: &str = "soak_owner";

/// Answers by kind, and the unexpected ones.
#[derive(Default)]
struct Tally {
    requests: BTreeMap<&'static str, u64>,
    errors: Vec<String>,
}

impl Tally {
    fn expect(&mut self, kind: &'static str, got: Result<StatusCode, reqwest::Error>, want: u16) {
        *self.requests.entry(kind).or_default() += 1;
        match got {
            Ok(status) if status.as_u16() == want => {}
            Ok(status) => self
                .errors
                .push(format!("{kind}: {status}, expected {want}")),
            Err(error) => self.errors.push(format!("{kind}: {error}")),
        }
    }
}

/// Password checks hold 19 MiB each while they run, and under a loaded
/// machine one is nearly always running: the resident floor is read while
/// the workers hold their logins back and none is in flight, so that it
/// measures what stays, not what a login borrows for a moment.
#[derive(Default)]
struct LoginGate {
    held: AtomicBool,
    in_flight: AtomicUsize,
}

impl LoginGate {
    /// Holds new logins back and waits (at most 30 s) for those in flight.
    async fn hold(&self) {
        self.held.store(true, Ordering::SeqCst);
        let started = Instant::now();
        while self.in_flight.load(Ordering::SeqCst) > 0 && started.elapsed().as_secs() < 30 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Counts a login in, unless logins are held back. Counted before the
    /// check, so that `hold` either sees it in flight or it sees `held`.
    fn enter(&self) -> bool {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        if self.held.load(Ordering::SeqCst) {
            self.leave();
            return false;
        }
        true
    }

    fn leave(&self) {
        self.in_flight.fetch_sub(1, Ordering::SeqCst);
    }

    fn release(&self) {
        self.held.store(false, Ordering::SeqCst);
    }
}

/// The lowest resident size over one second, read every 100 ms while
/// logins are held back: the floor a leak would raise.
async fn quiet_floor(server: &Server, gate: &LoginGate) -> u64 {
    gate.hold().await;
    let mut floor = u64::MAX;
    for _ in 0..10 {
        floor = floor.min(server.rss_kib());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    gate.release();
    floor
}

fn worker_username(worker: usize) -> String {
    format!("soak_worker{worker}")
}

/// One standard account per worker, created by the owner's session
/// (account administration takes a cookie, never the API secret).
async fn create_worker_accounts(base: &str, workers: usize) {
    let owner = Client::builder()
        .cookie_store(true)
        .build()
        .expect("client");
    let login = owner
        .post(format!("{base}/api/auth/login"))
        .json(&json!({"username": USERNAME, "password": PASSWORD}))
        .send()
        .await
        .expect("owner login");
    assert_eq!(login.status(), StatusCode::OK);
    for w in 0..workers {
        let name = worker_username(w);
        let created = owner
            .post(format!("{base}/api/user"))
            .json(&json!({
                "verification": {"password": PASSWORD, "token": ""},
                "user": {"username": name, "email": format!("{name}@example.com"), "password": PASSWORD},
            }))
            .send()
            .await
            .expect("create a worker's account");
        assert_eq!(created.status(), StatusCode::OK, "{name}");
    }
}

/// One worker's loop: a fixed cycle of requests, repeated until `stop`.
async fn worker(
    api: ApiClient,
    worker: usize,
    login_every: u64,
    stop: Arc<AtomicBool>,
    gate: Arc<LoginGate>,
) -> Tally {
    let mut tally = Tally::default();
    let base = api.base.clone();
    let status_of = |r: Result<reqwest::Response, reqwest::Error>| r.map(|r| r.status());
    let mut cycle = 0u64;
    while !stop.load(Ordering::Relaxed) {
        cycle += 1;
        for k in 0..10 {
            let slug = (cycle as usize * 7 + k + worker) % REDIRECT_LINKS;
            let answer = api.client.get(format!("{base}/s{slug}")).send().await;
            if let Ok(response) = &answer {
                let location = response.headers().get("location");
                if location.and_then(|l| l.to_str().ok())
                    != Some(format!("https://example.com/soak/{slug}").as_str())
                {
                    tally.errors.push(format!("redirect s{slug}: {location:?}"));
                }
            }
            tally.expect("redirect", status_of(answer), 302);
        }
        let unknown = api
            .client
            .get(format!("{base}/missing-{worker}-{cycle}"))
            .send()
            .await;
        tally.expect("unknown slug", status_of(unknown), 404);
        let search = format!("/api/link/list?search=s{}&pagesize=20", cycle % 10);
        let list = api.request(Method::GET, &search).send().await;
        tally.expect("list+search", status_of(list), 200);
        let list = api
            .request(Method::GET, "/api/link/list?sortField=visits")
            .send()
            .await;
        tally.expect("list", status_of(list), 200);
        let slug = format!("w{worker}-{cycle}");
        let created = api
            .call(
                Method::POST,
                "/api/link",
                Some(json!({"slug": slug, "destination": "https://example.com/soak/new"})),
            )
            .await;
        let id = match &created {
            Ok((_, body)) => body["result"]["id"].as_str().map(str::to_owned),
            Err(_) => None,
        };
        tally.expect("create", created.map(|(s, _)| s), 200);
        let Some(id) = id else { continue };
        let single = api
            .request(Method::GET, &format!("/api/link/single?id={id}"))
            .send()
            .await;
        tally.expect("single", status_of(single), 200);
        let edited = api
            .request(Method::PATCH, "/api/link")
            .json(&json!({"id": id, "destination": "https://example.com/soak/edited"}))
            .send()
            .await;
        tally.expect("edit", status_of(edited), 200);
        let deleted = api
            .call(Method::DELETE, "/api/link", Some(json!({"ids": [id]})))
            .await;
        if let Ok((_, body)) = &deleted {
            if body["result"]["deleted"] != 1 {
                tally.errors.push(format!("delete: {body}"));
            }
        }
        tally.expect("delete", deleted.map(|(s, _)| s), 200);
        let login_due = login_every > 0 && cycle % login_every == worker as u64 % login_every;
        if login_due && gate.enter() {
            // A successful login (failures would be throttled), then the
            // session's own read and a logout. Each worker is its own user
            // at its own address (behind the trusted proxy), as in real
            // traffic: an attempt in progress counts against its account
            // until it succeeds, so eight people sharing one account and
            // logging in at once would be slowed like a guesser.
            let mut address = reqwest::header::HeaderMap::new();
            address.insert(
                "x-forwarded-for",
                reqwest::header::HeaderValue::from_str(&format!("10.0.{worker}.1"))
                    .expect("address header"),
            );
            let session = Client::builder()
                .cookie_store(true)
                .default_headers(address)
                .build()
                .expect("client");
            let login = session
                .post(format!("{base}/api/auth/login"))
                .json(&json!({"username": worker_username(worker), "password": PASSWORD}))
                .send()
                .await;
            tally.expect("login", status_of(login), 200);
            let me = session.get(format!("{base}/api/auth/me")).send().await;
            tally.expect("me", status_of(me), 200);
            let logout = session.delete(format!("{base}/api/auth/me")).send().await;
            tally.expect("logout", status_of(logout), 200);
            gate.leave();
        }
    }
    tally
}

#[derive(Clone, Copy, Debug)]
struct Sample {
    at: Duration,
    rss_kib: u64,
    threads: u64,
    fds: u64,
    /// Connections of the server in pg_stat_activity (PostgreSQL only).
    connections: Option<u64>,
    visits: VisitFigures,
}

/// The visit flush as the server's metrics show it: whether flushes keep
/// up with the redirects (a backlog in the event buffer is memory).
#[derive(Clone, Copy, Debug, Default)]
struct VisitFigures {
    queued: f64,
    dropped: f64,
    flushes: f64,
    flush_seconds: f64,
}

async fn visit_figures(metrics: &str) -> VisitFigures {
    let text = match reqwest::get(metrics).await {
        Ok(response) => response.text().await.unwrap_or_default(),
        Err(_) => String::new(),
    };
    let value = |name: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
            .and_then(|v| v.trim().parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    VisitFigures {
        queued: value("linkhop_visit_events_queued"),
        dropped: value("linkhop_visit_events_dropped_total"),
        flushes: value("linkhop_visit_flush_duration_seconds_count"),
        flush_seconds: value("linkhop_visit_flush_duration_seconds_sum"),
    }
}

async fn sample(
    server: &Server,
    metrics: &str,
    pg: Option<&mut sqlx::PgConnection>,
    at: Duration,
) -> Sample {
    let connections = match pg {
        Some(conn) => {
            let n: i64 = sqlx::query_scalar(
                "SELECT count(*) FROM pg_stat_activity \
                 WHERE datname = current_database() AND application_name = 'linkhop'",
            )
            .fetch_one(conn)
            .await
            .expect("pg_stat_activity");
            Some(n as u64)
        }
        None => None,
    };
    Sample {
        at,
        rss_kib: server.rss_kib(),
        threads: server.threads(),
        fds: server.open_fds(),
        connections,
        visits: visit_figures(metrics).await,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mixed_traffic_at_capacity_has_no_errors_and_flat_resources() {
    let seconds: u64 = knob("SOAK_SECONDS", 60);
    let workers: usize = knob("SOAK_WORKERS", 8);
    let login_every: u64 = knob("SOAK_LOGIN_EVERY", 4);
    let warmup = Duration::from_secs(knob("SOAK_WARMUP_SECONDS", (seconds / 4).min(15)));
    let rss_bound_kib = knob::<u64>("SOAK_RSS_BOUND_MIB", 32) * 1024;
    let duration = Duration::from_secs(seconds);
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let database_url = database.url.clone();
    let metrics_port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let metrics = format!("http://127.0.0.1:{metrics_port}/metrics");
    let server = Server::start(
        dir.path(),
        &database_url,
        &[
            ("TRUST_PROXY", "true".into()),
            ("METRICS_LISTEN", format!("127.0.0.1:{metrics_port}")),
        ],
    )
    .await;
    let owner = ApiClient::register_owner(&server.base, USERNAME).await;
    create_worker_accounts(&server.base, workers).await;
    for n in 0..REDIRECT_LINKS {
        let (status, body) = owner
            .call(
                Method::POST,
                "/api/link",
                Some(json!({"slug": format!("s{n}"), "destination": format!("https://example.com/soak/{n}")})),
            )
            .await
            .expect("create");
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let mut pg = if database_url.starts_with("postgres") {
        use sqlx::Connection;
        Some(
            sqlx::PgConnection::connect(&database_url)
                .await
                .expect("connect for pg_stat_activity"),
        )
    } else {
        None
    };
    let started = Instant::now();
    let before = sample(&server, &metrics, pg.as_mut(), Duration::ZERO).await;
    let stop = Arc::new(AtomicBool::new(false));
    let gate = Arc::new(LoginGate::default());
    let tasks: Vec<_> = (0..workers)
        .map(|w| {
            let api = owner.at(&server.base);
            tokio::spawn(worker(api, w, login_every, stop.clone(), gate.clone()))
        })
        .collect();
    let mut samples = Vec::new();
    let mut warm_floor = None;
    while started.elapsed() < duration {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let s = sample(&server, &metrics, pg.as_mut(), started.elapsed()).await;
        samples.push(s);
        if warm_floor.is_none() && s.at >= warmup {
            warm_floor = Some(quiet_floor(&server, &gate).await);
        }
    }
    let end_floor = quiet_floor(&server, &gate).await;
    stop.store(true, Ordering::Relaxed);
    let mut tally = Tally::default();
    for task in tasks {
        let t = task.await.expect("worker");
        for (kind, n) in t.requests {
            *tally.requests.entry(kind).or_default() += n;
        }
        tally.errors.extend(t.errors);
    }
    let elapsed = started.elapsed();
    // The workers' clients are gone: their connections must be closed.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = sample(&server, &metrics, pg.as_mut(), elapsed).await;

    let total: u64 = tally.requests.values().sum();
    println!(
        "soak: {} s, {workers} workers, {total} requests ({:.0}/s), {} errors",
        elapsed.as_secs(),
        total as f64 / elapsed.as_secs_f64(),
        tally.errors.len()
    );
    for (kind, n) in &tally.requests {
        println!("  {kind}: {n}");
    }
    let print = |label: &str, s: &Sample| {
        println!(
            "  {label} at {:>3} s: RSS {} KiB, {} threads, {} fds, {} database connections",
            s.at.as_secs(),
            s.rss_kib,
            s.threads,
            s.fds,
            s.connections.map_or("n/a".to_owned(), |c| c.to_string())
        );
    };
    let (warming, settled): (Vec<Sample>, Vec<Sample>) =
        samples.iter().partition(|s| s.at <= warmup);
    let baseline = *warming.last().expect("a sample during the warm-up");
    let end = *settled.last().expect("a sample after the warm-up");
    let peak = |f: fn(&Sample) -> u64, of: &[Sample]| of.iter().map(f).max().unwrap_or(0);
    let warm_floor = warm_floor.expect("the warm-up ends before the run");
    print("idle     ", &before);
    print("warmed up", &baseline);
    print("end      ", &end);
    print("idle     ", &after);
    println!(
        "  RSS floor with no password check in flight: {warm_floor} KiB after the warm-up, {end_floor} KiB at the end"
    );
    println!(
        "  peaks after warm-up: RSS {} KiB, {} threads, {} fds",
        peak(|s| s.rss_kib, &settled),
        peak(|s| s.threads, &settled),
        peak(|s| s.fds, &settled)
    );

    let queued_peak = settled.iter().map(|s| s.visits.queued).fold(0.0, f64::max);
    // The slowest second of flushing: each flush's mean within it.
    let slowest_flush = samples
        .windows(2)
        .filter_map(|w| {
            let flushes = w[1].visits.flushes - w[0].visits.flushes;
            (flushes > 0.0)
                .then(|| (w[1].visits.flush_seconds - w[0].visits.flush_seconds) / flushes)
        })
        .fold(0.0, f64::max);
    let flushes = end.visits.flushes - before.visits.flushes;
    println!(
        "  visit flushes: {flushes:.0}, mean {:.1} ms, slowest second's mean {:.1} ms; events queued at most {queued_peak:.0} after the warm-up, {:.0} dropped",
        1000.0 * (end.visits.flush_seconds - before.visits.flush_seconds) / flushes.max(1.0),
        1000.0 * slowest_flush,
        end.visits.dropped
    );

    assert!(
        tally.errors.is_empty(),
        "{} unexpected answers, first: {:?}",
        tally.errors.len(),
        &tally.errors[..tally.errors.len().min(10)]
    );
    assert!(
        tally.requests.get("login").copied().unwrap_or(0) > 0,
        "no login ran"
    );
    assert!(flushes > 0.0, "the metrics showed no visit flush");
    assert_eq!(
        end.visits.dropped, 0.0,
        "visit events were dropped: the flushes fell behind the redirects"
    );
    assert!(
        end_floor <= warm_floor + rss_bound_kib,
        "RSS grew from {warm_floor} KiB to {end_floor} KiB after the warm-up (bound {rss_bound_kib} KiB)"
    );
    // Password checks run at most one per CPU core, 19 MiB each: the peak
    // stays within that above the floor.
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let hashing_kib = cpus * 19 * 1024;
    let rss_peak = peak(|s| s.rss_kib, &settled);
    assert!(
        rss_peak <= warm_floor + hashing_kib + rss_bound_kib,
        "RSS peaked at {rss_peak} KiB: more than {warm_floor} KiB + {hashing_kib} KiB of password checks + {rss_bound_kib} KiB"
    );
    // Threads (the blocking pool for password hashing) and sockets follow
    // the load's concurrency, which is constant: the end may not exceed
    // what the warm-up reached.
    let warm_threads = peak(|s| s.threads, &warming);
    assert!(
        end.threads <= warm_threads + 4,
        "threads grew: {warm_threads} during the warm-up, {} at the end",
        end.threads
    );
    let warm_fds = peak(|s| s.fds, &warming);
    assert!(
        end.fds <= warm_fds + 4,
        "open files grew: {warm_fds} during the warm-up, {} at the end",
        end.fds
    );
    // Once the workers' clients are gone, their sockets must be closed.
    assert!(
        after.fds <= baseline.fds.saturating_sub(workers as u64) + 2,
        "connections left open after the load: {} fds under load with {workers} clients, {} after",
        baseline.fds,
        after.fds
    );
    if let (Some(warm), Some(last)) = (
        warming.iter().filter_map(|s| s.connections).max(),
        end.connections,
    ) {
        // 16 pooled connections plus the change feed's listener.
        let most = samples
            .iter()
            .filter_map(|s| s.connections)
            .max()
            .unwrap_or(0);
        assert!(most <= 17, "{most} database connections");
        assert!(
            last <= warm,
            "database connections grew: {warm} during the warm-up, {last} at the end"
        );
    }
}
