//! Refused uploads and clients that send the whole body before reading
//! (issue 30, item 6): the refusal is sent at once, the rest of the body is
//! read and thrown away, and the client gets the answer, never a reset. A
//! reverse proxy behaves like this client; tests/system/multi_instance.py
//! checks the same through a real nginx.

use crate::helpers::TestApp;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const BOUNDARY: &str = "XlingerX";
const MIB: usize = 1024 * 1024;

fn host(app: &TestApp) -> String {
    app.base.trim_start_matches("http://").to_owned()
}

/// An import of a `size`-byte file, with `extra` header lines.
fn import_request(host: &str, size: usize, extra: &str, close: bool) -> Vec<u8> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"service\"\r\n\r\nlynx\r\n\
         --{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.csv\"\r\n\r\n"
    )
    .into_bytes();
    body.extend(std::iter::repeat_n(b'a', size));
    body.extend(format!("\r\n--{BOUNDARY}--\r\n").into_bytes());
    let connection = if close { "Connection: close\r\n" } else { "" };
    let mut request = format!(
        "POST /api/import HTTP/1.1\r\nHost: {host}\r\n{extra}{connection}\
         Content-Type: multipart/form-data; boundary={BOUNDARY}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend(body);
    request
}

/// Writes all of `request`, and only then reads: the answer up to the end of
/// the connection. A reset on either side fails the test.
async fn send_whole_then_read(host: &str, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(host).await.expect("connect");
    tokio::time::timeout(Duration::from_secs(30), stream.write_all(request))
        .await
        .expect("the body is taken within 30 s")
        .expect("the whole body is written without a reset");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut answer))
        .await
        .expect("the answer ends within 30 s")
        .expect("the answer is read without a reset");
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn an_anonymous_upload_sent_whole_before_reading_gets_its_401() {
    let app = TestApp::spawn().await;
    let host = host(&app);
    // Larger than the socket buffers on both sides, so that without draining
    // the server would close on unread bytes.
    let request = import_request(&host, 16 * MIB, "", true);
    for _ in 0..3 {
        let answer = send_whole_then_read(&host, &request).await;
        assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
        assert!(answer.contains("No cookie token provided"), "{answer}");
    }
}

#[tokio::test]
async fn an_upload_over_the_limit_sent_whole_before_reading_gets_its_413() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let standard = app.standard_user().await.with_secret().await;
    let host = host(&app);
    let secret = standard.secret.clone().expect("secret");
    // A standard account may import 50 MiB.
    let request = import_request(
        &host,
        51 * MIB,
        &format!("Authorization: Bearer {secret}\r\n"),
        true,
    );
    let answer = send_whole_then_read(&host, &request).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
}

/// A refused body that ends in time leaves the connection usable.
#[tokio::test]
async fn a_connection_serves_its_next_request_after_a_refused_upload() {
    let app = TestApp::spawn().await;
    let host = host(&app);
    let mut stream = TcpStream::connect(&host).await.expect("connect");
    let mut request = import_request(&host, 4 * MIB, "", false);
    request
        .extend(format!("GET /api HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").bytes());
    stream
        .write_all(&request)
        .await
        .expect("both requests written");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut answer))
        .await
        .expect("both answers within 30 s")
        .expect("read without a reset");
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    let second = answer
        .match_indices("HTTP/1.1 ")
        .nth(1)
        .map(|(at, _)| &answer[at..]);
    assert!(
        second.is_some_and(|s| s.starts_with("HTTP/1.1 200")),
        "{answer}"
    );
}

/// A client that stops sending in the middle of a refused body is let go
/// after the lingering idle time, so it cannot hold a task.
#[tokio::test]
async fn a_refused_body_that_stops_arriving_is_dropped_after_the_idle_time() {
    let app = TestApp::spawn().await;
    let host = host(&app);
    let request = import_request(&host, 8 * MIB, "", false);
    let mut stream = TcpStream::connect(&host).await.expect("connect");
    stream
        .write_all(&request[..request.len() / 2])
        .await
        .expect("half the body");
    let started = tokio::time::Instant::now();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut answer))
        .await
        .expect("closed within 30 s")
        .ok();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    assert!(
        started.elapsed() >= linkhop::http::lingering::LINGER_IDLE / 2,
        "closed after {:?}, before the idle time",
        started.elapsed()
    );
}
