//! The dashboard's scripts and styles go out gzipped to browsers that accept
//! gzip (the build writes the copies, web/scripts/compress.mjs), unchanged
//! to the others, and the copies cannot be asked for by name. The test
//! command builds the dashboard before these tests (scripts/test.sh).

use crate::helpers::TestApp;
use flate2::read::GzDecoder;
use std::io::Read;

/// The entry script `index.html` names (`/assets/index-<hash>.js`).
async fn entry_script(app: &TestApp) -> String {
    let index = app
        .anonymous()
        .request(reqwest::Method::GET, "/dash/overview")
        .send()
        .await
        .expect("index")
        .text()
        .await
        .expect("text");
    let start = index.find("/assets/index-").expect(
        "index.html names its entry script: build the dashboard first (scripts/build-web.sh)",
    );
    let end = start
        + index[start..]
            .find('"')
            .expect("end of the script's address");
    index[start..end].to_owned()
}

async fn fetch(app: &TestApp, path: &str, accept_encoding: Option<&str>) -> reqwest::Response {
    let mut request = app.anonymous().request(reqwest::Method::GET, path);
    if let Some(value) = accept_encoding {
        request = request.header("accept-encoding", value);
    }
    request.send().await.expect("asset")
}

#[tokio::test]
async fn scripts_are_gzipped_for_browsers_that_accept_it() {
    let app = TestApp::spawn().await;
    let script = entry_script(&app).await;

    let plain = fetch(&app, &script, None).await;
    assert_eq!(plain.status(), 200);
    assert!(plain.headers().get("content-encoding").is_none());
    assert_eq!(plain.headers()["vary"], "accept-encoding");
    let plain = plain.bytes().await.expect("plain body");

    let packed = fetch(&app, &script, Some("gzip, deflate, br")).await;
    assert_eq!(packed.status(), 200);
    assert_eq!(packed.headers()["content-encoding"], "gzip");
    assert_eq!(packed.headers()["vary"], "accept-encoding");
    assert_eq!(
        packed.headers()["content-type"],
        "text/javascript; charset=utf-8"
    );
    assert_eq!(
        packed.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let packed = packed.bytes().await.expect("gzip body");
    assert!(
        packed.len() * 2 < plain.len(),
        "gzip should at least halve a script: {} of {} bytes",
        packed.len(),
        plain.len()
    );
    let mut unpacked = Vec::new();
    GzDecoder::new(&packed[..])
        .read_to_end(&mut unpacked)
        .expect("a valid gzip stream");
    assert_eq!(unpacked, plain, "the gzip copy is the script itself");

    let refused = fetch(&app, &script, Some("gzip;q=0, *")).await;
    assert!(refused.headers().get("content-encoding").is_none());
}

#[tokio::test]
async fn the_gzip_copies_are_not_files_of_their_own() {
    let app = TestApp::spawn().await;
    let script = entry_script(&app).await;
    let by_name = fetch(&app, &format!("{script}.gz"), Some("gzip")).await;
    assert_eq!(by_name.status(), 404);
    let missing = fetch(&app, "/assets/missing.js", Some("gzip")).await;
    assert_eq!(missing.status(), 404);
}
