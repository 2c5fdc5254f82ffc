//! Hostile import files against the built binary (issue 30, item 2): each
//! shape that once multiplied memory (newlines, one huge CSV field or JSON
//! string, millions of columns, an object of 200,000 keys) keeps the
//! server's resident memory within 64 MiB of its resting size, alone and as
//! six uploads at once (three accounts, two each, from three addresses).

use crate::helpers::PASSWORD;
use crate::process::{rss_of_pid as rss_kib, ApiClient, Server};
use crate::test_database::TestDatabase;
use reqwest::multipart::{Form, Part};
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

const MIB: usize = 1024 * 1024;
/// The size of each hostile file.
const SIZE: usize = 24 * MIB;
/// What one import in progress may add to the server's memory, whatever
/// its file (docs/capacity.md).
const BOUND_MIB: u64 = 64;

struct Hostile {
    name: &'static str,
    service: &'static str,
    file_name: &'static str,
    bytes: Vec<u8>,
}

fn hostile_files() -> Vec<Hostile> {
    let mut newlines = b"short_url,long_url\n".to_vec();
    newlines.resize(SIZE, b'\n');
    let mut field = b"slug,destination\n\"".to_vec();
    field.resize(SIZE, b'a');
    field.extend(b"\",https://e.com\n");
    let columns = format!("slug,destination\n{}\n", ",".repeat(2_000_000)).into_bytes();
    let mut string = br#"[{"slug":"a","destination":""#.to_vec();
    string.resize(SIZE, b'a');
    string.extend(br#""}]"#);
    let keys: String = (0..200_000).map(|i| format!("\"k{i}\":{i},")).collect();
    let geo =
        format!(r#"{{"links":[{{"slug":"a","url":"https://e.com","geo":{{{keys}"z":0}}}}]}}"#)
            .into_bytes();
    vec![
        Hostile {
            name: "Polr CSV of newlines",
            service: "polr",
            file_name: "n.csv",
            bytes: newlines,
        },
        Hostile {
            name: "one huge CSV field",
            service: "lynx",
            file_name: "f.csv",
            bytes: field,
        },
        Hostile {
            name: "2 million CSV columns",
            service: "lynx",
            file_name: "c.csv",
            bytes: columns,
        },
        Hostile {
            name: "one huge JSON string",
            service: "lynx",
            file_name: "s.json",
            bytes: string,
        },
        Hostile {
            name: "Sink geo of 200,000 keys",
            service: "sink",
            file_name: "g.json",
            bytes: geo,
        },
    ]
}

/// Samples the server's resident memory until stopped; returns the peak.
struct PeakRss {
    peak: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
    task: tokio::task::JoinHandle<()>,
}

impl PeakRss {
    fn start(pid: u32) -> Self {
        let (peak, stop) = (
            Arc::new(AtomicU64::new(0)),
            Arc::new(AtomicBool::new(false)),
        );
        let task = tokio::spawn({
            let (peak, stop) = (peak.clone(), stop.clone());
            async move {
                while !stop.load(Ordering::Relaxed) {
                    peak.fetch_max(rss_kib(pid), Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
            }
        });
        Self { peak, stop, task }
    }

    async fn finish(self) -> u64 {
        self.stop.store(true, Ordering::Relaxed);
        let _ = self.task.await;
        self.peak.load(Ordering::Relaxed)
    }
}

/// A standard account's cookie session, its requests from `address`.
async fn standard_session(base: &str, owner: &Client, name: &str) -> Client {
    let created = owner
        .post(format!("{base}/api/user"))
        .json(&json!({
            "verification": {"password": PASSWORD, "token": ""},
            "user": {"username": name, "email": format!("{name}@example.com"), "password": PASSWORD},
        }))
        .send()
        .await
        .expect("create an account");
    assert_eq!(created.status(), StatusCode::OK, "{name}");
    // A fresh connection per request: the server closes a connection left
    // idle for HEADER_TIMEOUT (15 s), and reusing one as it closes loses
    // the upload to a broken pipe (a loaded machine took longer than that
    // over the uploads one at a time, before the six at once).
    let session = Client::builder()
        .cookie_store(true)
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(120))
        .build()
        .expect("client");
    let login = session
        .post(format!("{base}/api/auth/login"))
        .json(&json!({"username": name, "password": PASSWORD}))
        .send()
        .await
        .expect("login");
    assert_eq!(login.status(), StatusCode::OK);
    session
}

async fn upload(
    session: &Client,
    base: &str,
    address: &str,
    file: &Hostile,
) -> (StatusCode, Value) {
    let form = Form::new().text("service", file.service).part(
        "file",
        Part::bytes(file.bytes.clone()).file_name(file.file_name),
    );
    let answer = session
        .post(format!("{base}/api/import"))
        .header("x-forwarded-for", address)
        .multipart(form)
        .send()
        .await
        .expect("upload");
    let status = answer.status();
    (status, answer.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn hostile_import_files_keep_memory_bounded_alone_and_six_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let server = Server::start(dir.path(), &database.url, &[("TRUST_PROXY", "1".into())]).await;
    let base = server.base.clone();
    ApiClient::register_owner(&base, "owner").await;
    let owner = Client::builder()
        .cookie_store(true)
        .build()
        .expect("client");
    let login = owner
        .post(format!("{base}/api/auth/login"))
        .json(&json!({"username": "owner", "password": PASSWORD}))
        .send()
        .await
        .expect("owner login");
    assert_eq!(login.status(), StatusCode::OK);
    let mut sessions = Vec::new();
    for n in 0..3 {
        sessions.push(standard_session(&base, &owner, &format!("importer{n}")).await);
    }
    // The uploads one at a time come from an account of their own: a
    // refused upload's body may still be draining after its answer,
    // holding one of its account's two import slots, and a loaded machine
    // once refused a later upload of the same account at once, closing
    // the connection under the client.
    let alone = standard_session(&base, &owner, "importer3").await;
    let files = hostile_files();
    // Warm up (the first import loads code and grows pools), then rest.
    upload(&alone, &base, "192.0.2.1", &files[0]).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let resting = server.rss_kib();

    for file in &files {
        let sampler = PeakRss::start(server.pid);
        let (status, body) = upload(&alone, &base, "192.0.2.1", file).await;
        let grown = sampler.finish().await.saturating_sub(resting) / 1024;
        eprintln!(
            "{}: {} MiB file, {status}, resident memory +{grown} MiB",
            file.name,
            file.bytes.len() / MIB
        );
        assert!(
            status.is_success() || status == StatusCode::BAD_REQUEST,
            "{status} {body}"
        );
        assert!(grown <= BOUND_MIB, "{}: grew by {grown} MiB", file.name);
    }

    // Six at once: each of three other accounts' two, each from its own
    // address.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let sampler = PeakRss::start(server.pid);
    let uploads = (0..6).map(|i| {
        let (session, base, files) = (&sessions[i % 3], &base, &files);
        let address = format!("192.0.2.{}", 10 + i % 3);
        async move { upload(session, base, &address, &files[i % 2]).await }
    });
    let answers = futures_util::future::join_all(uploads).await;
    let grown = sampler.finish().await.saturating_sub(resting) / 1024;
    eprintln!("six hostile uploads at once: resident memory +{grown} MiB");
    for (status, body) in &answers {
        assert!(
            status.is_success() || *status == StatusCode::BAD_REQUEST,
            "{status} {body}"
        );
    }
    assert!(
        grown <= 6 * BOUND_MIB,
        "six uploads grew memory by {grown} MiB"
    );
}
