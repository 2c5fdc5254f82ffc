//! Crash safety of the built binary: concurrent clients create and edit
//! links while the server is killed with SIGKILL at random moments and
//! restarted on the same database. Every create and edit answered 200 must be
//! there afterwards with the acknowledged content; visit counts may lose only
//! the visits of the last flush interval, and none on a SIGTERM; and the
//! statistics summaries equal the counters after every restart (a crash
//! loses a flush's visits from both alike, docs/STATISTICS.md).
//!
//! Knobs for longer runs by hand: CRASH_KILLS (default 4), CRASH_CLIENTS (6),
//! CRASH_SEED, CRASH_VISIT_SLACK_MS (2000). Rounds alternate between a long
//! uptime (past one flush interval plus the slack, so the visit bound is
//! tested) and a short one (kills close to start-up and the first flush).

use crate::process::{http_client, knob, ApiClient, Server};
use crate::test_database::TestDatabase;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The default visit flush interval of the binary (VISIT_FLUSH_MS).
const FLUSH_INTERVAL: Duration = Duration::from_millis(1000);

/// What one client knows about its own links.
#[derive(Default)]
struct Ledger {
    /// id → (slug, destination) as last acknowledged.
    links: HashMap<String, (String, String)>,
    /// A create sent when the server died: it may or may not exist.
    unsure_create: Option<(String, String)>,
    /// An edit sent when the server died: either value may be stored.
    unsure_edit: Option<(String, String, String)>,
    acked_creates: u64,
    acked_edits: u64,
}

/// Creates and edits links until the server stops answering.
async fn writer(
    api: ApiClient,
    mut ledger: Ledger,
    round: usize,
    client: usize,
    seed: u64,
) -> Ledger {
    let mut rng = StdRng::seed_from_u64(seed);
    for n in 0u64.. {
        let edit = !ledger.links.is_empty() && rng.gen_bool(0.4);
        if edit {
            let ids: Vec<&String> = ledger.links.keys().collect();
            let id = ids[rng.gen_range(0..ids.len())].clone();
            let slug = format!("e{round}-{client}-{n}");
            let destination = format!("https://example.com/edit/{round}/{client}/{n}");
            let body = json!({"id": id, "slug": slug, "destination": destination});
            match api.call(Method::PATCH, "/api/link", Some(body)).await {
                Ok((status, body)) => {
                    assert_eq!(status, StatusCode::OK, "edit: {body}");
                    assert_eq!(body["result"]["slug"], json!(slug), "{body}");
                    assert_eq!(body["result"]["destination"], json!(destination));
                    ledger.links.insert(id, (slug, destination));
                    ledger.acked_edits += 1;
                }
                Err(_) => {
                    ledger.unsure_edit = Some((id, slug, destination));
                    break;
                }
            }
        } else {
            let slug = format!("c{round}-{client}-{n}");
            let destination = format!("https://example.com/new/{round}/{client}/{n}");
            let body = json!({"slug": slug, "destination": destination});
            match api.call(Method::POST, "/api/link", Some(body)).await {
                Ok((status, body)) => {
                    assert_eq!(status, StatusCode::OK, "create: {body}");
                    assert_eq!(body["result"]["slug"], json!(slug), "{body}");
                    let id = body["result"]["id"].as_str().expect("id").to_owned();
                    ledger.links.insert(id, (slug, destination));
                    ledger.acked_creates += 1;
                }
                Err(_) => {
                    ledger.unsure_create = Some((slug, destination));
                    break;
                }
            }
        }
    }
    ledger
}

/// Visits of one link, each acknowledged 302 with the time it arrived.
#[derive(Default)]
struct VisitLog {
    acked: Vec<Instant>,
    /// Requests that failed without a refused connection: the server may
    /// have counted them before it died.
    unsure: u64,
}

async fn visitor(url: String) -> VisitLog {
    let client = http_client();
    let mut log = VisitLog::default();
    loop {
        match client.get(&url).send().await {
            Ok(response) => {
                assert_eq!(response.status(), StatusCode::FOUND);
                log.acked.push(Instant::now());
            }
            Err(error) => {
                if !error.is_connect() {
                    log.unsure += 1;
                }
                break;
            }
        }
    }
    log
}

/// Checks the stored links against every ledger after a restart and settles
/// the unsure writes to what was stored. Returns the writes checked.
async fn reconcile(api: &ApiClient, ledgers: &mut [Ledger], visit_link: &str) -> usize {
    let mut stored = api.all_links().await;
    let visit = stored.remove(visit_link).expect("visit link survives");
    assert_eq!(visit["slug"], "visited");
    let view = |link: &Value| {
        (
            link["slug"].as_str().expect("slug").to_owned(),
            link["destination"]
                .as_str()
                .expect("destination")
                .to_owned(),
        )
    };
    let mut checked = 0;
    for ledger in ledgers.iter_mut() {
        if let Some((id, slug, destination)) = ledger.unsure_edit.take() {
            let link = stored.get(&id).expect("edited link exists");
            let found = view(link);
            let acked = ledger.links.get(&id).expect("known link");
            assert!(
                &found == acked || found == (slug.clone(), destination.clone()),
                "link {id} is {found:?}: neither the acknowledged {acked:?} nor the attempted ({slug}, {destination})"
            );
            ledger.links.insert(id, found);
        }
        for (id, acked) in &ledger.links {
            let link = stored
                .remove(id)
                .unwrap_or_else(|| panic!("acknowledged link {id} {acked:?} is missing"));
            assert_eq!(&view(&link), acked, "link {id} lost an acknowledged write");
            checked += 1;
        }
    }
    for ledger in ledgers.iter_mut() {
        if let Some((slug, destination)) = ledger.unsure_create.take() {
            let found = stored
                .iter()
                .find(|(_, link)| link["slug"] == json!(slug))
                .map(|(id, link)| (id.clone(), view(link)));
            if let Some((id, found)) = found {
                assert_eq!(found, (slug, destination), "half-written create");
                stored.remove(&id);
                ledger.links.insert(id, found);
            }
        }
    }
    assert!(stored.is_empty(), "links nobody wrote: {stored:?}");
    checked
}

/// The link's visits as its statistics summaries hold them (all of them:
/// humans and bots, over the default range, which holds this test's visits).
async fn summarized_visits_of(api: &ApiClient, id: &str) -> u64 {
    let (status, body) = api
        .call(
            Method::GET,
            &format!("/api/link/{id}/stats?bots=include"),
            None,
        )
        .await
        .expect("read the link's statistics");
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["totals"]["visits"]
        .as_u64()
        .expect("summarized visits")
}

/// Every link's visits as the instance-wide statistics hold them.
async fn summarized_visits_of_all(api: &ApiClient) -> u64 {
    let (status, body) = api
        .call(Method::GET, "/api/stats?bots=include", None)
        .await
        .expect("read the statistics of all links");
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["totals"]["visits"]
        .as_u64()
        .expect("summarized visits")
}

async fn visits_of(api: &ApiClient, id: &str) -> u64 {
    let (status, body) = api
        .call(Method::GET, &format!("/api/link/single?id={id}"), None)
        .await
        .expect("read visit link");
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["visits"].as_u64().expect("visits")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_writes_survive_sigkill_and_visits_lose_at_most_one_flush() {
    let kills: usize = knob("CRASH_KILLS", 4);
    let clients: usize = knob("CRASH_CLIENTS", 6);
    let slack = Duration::from_millis(knob("CRASH_VISIT_SLACK_MS", 2000));
    let seed: u64 = knob("CRASH_SEED", rand::random());
    let mut rng = StdRng::seed_from_u64(seed);
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let database_url = database.url.clone();
    let mut server = Server::start(dir.path(), &database_url, &[]).await;
    let owner = ApiClient::register_owner(&server.base, "crash_owner").await;
    let (status, body) = owner
        .call(
            Method::POST,
            "/api/link",
            Some(json!({"slug": "visited", "destination": "https://example.com/visited"})),
        )
        .await
        .expect("create visit link");
    assert_eq!(status, StatusCode::OK, "{body}");
    let visit_id = body["result"]["id"].as_str().expect("id").to_owned();

    let mut ledgers: Vec<Ledger> = (0..clients).map(|_| Ledger::default()).collect();
    let mut stored_visits = 0u64;
    let (mut checked, mut lost_total, mut acked_visits) = (0usize, 0u64, 0u64);
    let mut oldest_lost = Duration::ZERO;
    let mut old_visits = 0u64;
    // `kills` rounds end in SIGKILL, the last one in SIGTERM.
    for round in 0..=kills {
        let api = owner.at(&server.base);
        let writers: Vec<_> = std::mem::take(&mut ledgers)
            .into_iter()
            .enumerate()
            .map(|(client, ledger)| {
                let seed = seed ^ ((round * 1000 + client) as u64);
                tokio::spawn(writer(api.at(&server.base), ledger, round, client, seed))
            })
            .collect();
        let visits = tokio::spawn(visitor(format!("{}/visited", server.base)));
        let long = (FLUSH_INTERVAL + slack).as_millis() as u64 + 500;
        let uptime = if round % 2 == 0 {
            rng.gen_range(long..=long + 1500)
        } else {
            rng.gen_range(200..=1500)
        };
        tokio::time::sleep(Duration::from_millis(uptime)).await;
        let graceful = round == kills;
        let stopped_at = Instant::now();
        if graceful {
            assert!(server.terminate().await.success());
        } else {
            server.kill9();
        }
        for task in writers {
            ledgers.push(task.await.expect("writer"));
        }
        let log = visits.await.expect("visitor");
        server = Server::start(dir.path(), &database_url, &[]).await;
        let api = owner.at(&server.base);
        checked += reconcile(&api, &mut ledgers, &visit_id).await;
        let now = visits_of(&api, &visit_id).await;
        // The summaries were written in the counters' transactions: whatever
        // the kill took, it took from both.
        assert_eq!(
            summarized_visits_of(&api, &visit_id).await,
            now,
            "after round {round}, the link's statistics disagree with its counter"
        );
        assert_eq!(
            summarized_visits_of_all(&api).await,
            now,
            "after round {round}, the statistics of all links disagree with the counters"
        );
        let delta = now - stored_visits;
        stored_visits = now;
        let acked = log.acked.len() as u64;
        acked_visits += acked;
        assert!(
            delta <= acked + log.unsure,
            "{delta} visits stored, only {acked} answered and {} unsure",
            log.unsure
        );
        if graceful {
            assert!(delta >= acked, "SIGTERM lost {} visits", acked - delta);
            println!(
                "SIGTERM: {acked} visits answered, {delta} stored ({} unsure)",
                log.unsure
            );
        } else {
            // Visits older than one flush interval (plus slack for a busy
            // machine) must have been written.
            let old = log
                .acked
                .iter()
                .filter(|t| stopped_at.duration_since(**t) > FLUSH_INTERVAL + slack)
                .count() as u64;
            assert!(delta >= old, "{old} old visits, only {delta} stored");
            old_visits += old;
            let lost = acked.saturating_sub(delta);
            if lost > 0 {
                let age = stopped_at.duration_since(log.acked[delta as usize]);
                oldest_lost = oldest_lost.max(age);
            }
            lost_total += lost;
        }
    }
    // Every stored link redirects to its acknowledged destination.
    let probe = http_client();
    for (slug, destination) in ledgers.iter().flat_map(|l| l.links.values()) {
        let response = probe
            .get(format!("{}/{slug}", server.base))
            .send()
            .await
            .expect("redirect");
        assert_eq!(response.status(), StatusCode::FOUND, "{slug}");
        assert_eq!(response.headers()["location"], destination.as_str());
    }
    let creates: u64 = ledgers.iter().map(|l| l.acked_creates).sum();
    let edits: u64 = ledgers.iter().map(|l| l.acked_edits).sum();
    println!(
        "crash safety (seed {seed}): {kills} SIGKILLs + 1 SIGTERM, {clients} clients, \
         {creates} creates and {edits} edits acknowledged, {checked} link states checked, \
         {acked_visits} visits answered, {old_visits} of them older than {} ms at a kill \
         and all stored, {lost_total} lost to SIGKILL (oldest lost visit {} ms before the kill)",
        (FLUSH_INTERVAL + slack).as_millis(),
        oldest_lost.as_millis()
    );
    assert!(creates > 0 && edits > 0, "the load did not run");
    assert!(
        old_visits > 0,
        "no kill came late enough to test the visit bound"
    );
    assert!(server.terminate().await.success());
}
