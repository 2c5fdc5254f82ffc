//! Uploads before and around authentication (issue 18, item 3): no body is
//! read for a caller who may not import, text parts are capped, and each
//! account and address may have only a few uploads in progress.

use crate::data_helpers::{send_upload, upload, upload_form};
use crate::helpers::{assert_error, Actor, TestApp};
use crate::process::{rss_of_pid as rss_kib, Server};
use crate::test_database::TestDatabase;
use reqwest::multipart::Form;
use reqwest::{Method, StatusCode};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const BOUNDARY: &str = "XuploadXboundaryX";
const BIG_PART: usize = 45 * 1024 * 1024;
const CSV: &[u8] = b"slug,destination\na,https://e.com\n";

fn part_head(name: &str, file_name: Option<&str>) -> String {
    let file = file_name.map_or(String::new(), |f| format!("; filename=\"{f}\""));
    format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"{file}\r\n\r\n")
}

fn request_head(host: &str, length: usize, extra: &str) -> String {
    format!(
        "POST /api/import HTTP/1.1\r\nHost: {host}\r\n{extra}Content-Type: multipart/form-data; boundary={BOUNDARY}\r\nContent-Length: {length}\r\nConnection: close\r\n\r\n"
    )
}

/// What one raw upload saw: the answer, which came while only the head and
/// the first chunk of the body had been sent (the rest is then sent and
/// thrown away by the server: lingering close, tests/api/lingering_close.rs).
struct RawOutcome {
    answer: String,
}

/// The first chunk of a big part, sent before waiting for the answer.
const FIRST_CHUNK: usize = 256 * 1024;

/// Sends the head and the first chunk of one part named `name` of
/// `BIG_PART` bytes to `host` (no credentials), waits for the answer, then
/// sends the rest while the server throws it away.
async fn raw_big_part(
    host: String,
    name: &'static str,
    file_name: Option<&'static str>,
) -> RawOutcome {
    let prefix = part_head(name, file_name);
    let suffix = format!("\r\n--{BOUNDARY}--\r\n");
    let length = prefix.len() + BIG_PART + suffix.len();
    let mut stream = TcpStream::connect(&host).await.expect("connect");
    let head = request_head(&host, length, "") + &prefix;
    let chunk = vec![b'a'; FIRST_CHUNK];
    stream.write_all(head.as_bytes()).await.expect("head");
    stream.write_all(&chunk).await.expect("first chunk");
    // The server must answer from what it has: the rest is not sent yet.
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    let answered = async {
        while !String::from_utf8_lossy(&answer).contains("No cookie token provided") {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => answer.extend_from_slice(&buffer[..n]),
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(60), answered)
        .await
        .expect("answered before the rest of the body");
    let mut written = FIRST_CHUNK;
    while written < BIG_PART {
        let n = chunk.len().min(BIG_PART - written);
        if stream.write_all(&chunk[..n]).await.is_err() {
            break;
        }
        written += n;
    }
    let _ = stream.write_all(suffix.as_bytes()).await;
    RawOutcome {
        answer: String::from_utf8_lossy(&answer).into_owned(),
    }
}

fn files_in(dir: &Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| entries.count())
}

#[tokio::test]
async fn anonymous_uploads_are_refused_before_their_body_is_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let server = Server::start(dir.path(), &database.url, &[]).await;
    let uploads: PathBuf = dir.path().join("data").join("uploads");
    let host = server.base.trim_start_matches("http://").to_owned();
    // Warm up, then measure the resting size.
    raw_big_part(host.clone(), "service", None).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let baseline = server.rss_kib();

    let (peak, most_files, stop) = (
        Arc::new(AtomicU64::new(baseline)),
        Arc::new(AtomicU64::new(0)),
        Arc::new(AtomicBool::new(false)),
    );
    let sampler = {
        let (peak, most_files, stop, pid) =
            (peak.clone(), most_files.clone(), stop.clone(), server.pid);
        let uploads = uploads.clone();
        tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                peak.fetch_max(rss_kib(pid), Ordering::Relaxed);
                most_files.fetch_max(files_in(&uploads) as u64, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
    };
    // Half send a 45 MiB text part, half a 45 MiB file part.
    let load: Vec<_> = (0..16)
        .map(|i| {
            let (name, file) = if i % 2 == 0 {
                ("service", None)
            } else {
                ("file", Some("big.csv"))
            };
            tokio::spawn(raw_big_part(host.clone(), name, file))
        })
        .collect();
    let mut outcomes = Vec::new();
    for task in load {
        outcomes.push(task.await.expect("upload task"));
    }
    stop.store(true, Ordering::Relaxed);
    sampler.await.expect("sampler");

    let grown_mib = peak.load(Ordering::Relaxed).saturating_sub(baseline) / 1024;
    eprintln!(
        "RSS {} MiB at rest, peak +{grown_mib} MiB under 16 anonymous 45 MiB uploads",
        baseline / 1024
    );
    assert!(grown_mib < 50, "RSS grew by {grown_mib} MiB");
    assert_eq!(most_files.load(Ordering::Relaxed), 0, "files were spooled");
    for outcome in &outcomes {
        assert!(
            outcome.answer.starts_with("HTTP/1.1 401"),
            "{:?}",
            outcome.answer
        );
        assert!(outcome.answer.contains("No cookie token provided"));
    }
    assert_eq!(files_in(&uploads), 0);
}

/// Uploads are spooled to `<DATA_DIR>/uploads` and never kept.
#[track_caller]
fn assert_no_upload_kept(app: &TestApp) {
    let dir = linkhop::http::api::import::upload_dir(&app.app);
    assert_eq!(files_in(&dir), 0, "{dir:?}");
}

#[tokio::test]
async fn text_parts_over_4_kib_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let too_large = "Form field too large (limit 4 KiB)";
    let file = || reqwest::multipart::Part::bytes(CSV.to_vec()).file_name("a.csv");
    // Exactly 4 KiB is read (and is no service).
    let form = Form::new()
        .text("service", "a".repeat(4096))
        .part("file", file());
    assert_error(
        &upload_form(&owner, form).await,
        400,
        "Invalid service, accepted services: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub",
    );
    // One byte more is refused, whether the part is used or ignored, and
    // wherever it sits.
    for form in [
        Form::new()
            .text("service", "a".repeat(4097))
            .part("file", file()),
        Form::new()
            .part("file", file())
            .text("service", "lynx")
            .text("comment", "x".repeat(64 * 1024)),
        Form::new()
            .text("service", "lynx")
            .part("file", file())
            .text("service", "y".repeat(512 * 1024)),
    ] {
        assert_error(&upload_form(&owner, form).await, 413, too_large);
    }
    // Part headers that never end are bounded too.
    let mut body =
        format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"service\"\r\nX-Pad: ")
            .into_bytes();
    body.resize(body.len() + 1536 * 1024, b'p');
    let response = owner
        .request(Method::POST, "/api/import")
        .header(
            "Content-Type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(body)
        .send()
        .await
        .expect("request");
    assert_error(&crate::helpers::read_json(response).await, 413, too_large);
    assert_no_upload_kept(&app);
    // Ordinary imports still work.
    let answer = upload(&owner, "lynx", "a.csv", CSV.to_vec()).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
}

/// An upload by `actor`'s secret that sends its head, a service and the
/// start of a file, then waits: it stays in progress until dropped.
async fn held_upload(app: &TestApp, actor: &Actor) -> TcpStream {
    let host = app.base.trim_start_matches("http://");
    let secret = actor.secret.clone().expect("secret");
    let mut body = part_head("service", None) + "lynx\r\n";
    body += &part_head("file", Some("a.csv"));
    body += "slug,destination\n";
    let head = request_head(
        host,
        1_000_000,
        &format!("Authorization: Bearer {secret}\r\n"),
    );
    let mut stream = TcpStream::connect(host).await.expect("connect");
    stream
        .write_all((head + &body).as_bytes())
        .await
        .expect("write");
    stream
}

async fn wait_uploads(app: &TestApp, expected: usize) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while app.app.in_flight.uploads_in_progress("127.0.0.1") != expected {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{} uploads in progress, expected {expected}",
            app.app.in_flight.uploads_in_progress("127.0.0.1")
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn assert_busy(actor: &Actor) {
    let form = Form::new().text("service", "lynx").part(
        "file",
        reqwest::multipart::Part::bytes(CSV.to_vec()).file_name("a.csv"),
    );
    let response = send_upload(actor, form).await;
    assert_eq!(response.headers()["retry-after"], "5");
    assert_error(
        &crate::helpers::read_json(response).await,
        429,
        "Too many uploads in progress, try again when one has finished",
    );
}

#[tokio::test]
async fn uploads_in_progress_are_capped_per_account_and_per_address() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await.with_secret().await;
    let admin = app.admin().await.with_secret().await;
    let standard = app.standard_user().await.with_secret().await;
    let mut held = vec![
        held_upload(&app, &owner).await,
        held_upload(&app, &owner).await,
    ];
    wait_uploads(&app, 2).await;
    // Two per account.
    assert_busy(&owner).await;
    held.push(held_upload(&app, &admin).await);
    held.push(held_upload(&app, &admin).await);
    wait_uploads(&app, 4).await;
    // Four per address, whoever uploads.
    assert_busy(&standard).await;
    // Finished or abandoned uploads give their places back and leave no file.
    held.pop();
    wait_uploads(&app, 3).await;
    let answer = upload(&standard, "lynx", "a.csv", CSV.to_vec()).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    held.clear();
    wait_uploads(&app, 0).await;
    assert_no_upload_kept(&app);
    let answer = upload(
        &owner,
        "lynx",
        "b.csv",
        b"slug,destination\nb,https://e.com\n".to_vec(),
    )
    .await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
}

/// An anonymous body announced above 50 MiB (which an admin could send) is
/// refused from its head alone: the answer comes while most of it is unsent.
#[tokio::test]
async fn anonymous_bodies_above_50_mib_are_refused_unread() {
    let app = TestApp::spawn().await;
    let host = app
        .url("")
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_owned();
    let length = 100 * 1024 * 1024;
    let mut stream = TcpStream::connect(&host).await.expect("connect");
    let head = request_head(&host, length, "") + &part_head("file", Some("big.csv"));
    stream.write_all(head.as_bytes()).await.expect("head");
    stream
        .write_all(&vec![b'a'; 64 * 1024])
        .await
        .expect("some body");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer))
        .await
        .expect("answered without the rest of the body")
        .ok();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    assert!(answer.contains("No cookie token provided"), "{answer}");
    assert_no_upload_kept(&app);
}
