//! QR codes (docs/campaigns.md#qr-codes): a link's code, as SVG or PNG in
//! the asked style, reads back as its scan address; a visit there is
//! redirected like the short link and counted under the "(QR code)"
//! referrer; bad styles and other people's links are refused.

use super::csrf;
use super::gate::{create, location, visit_as};
use crate::helpers::{assert_error, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::json;

const BROWSER: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";

/// What a QR reader finds in a PNG.
fn read_back(png_bytes: &[u8]) -> String {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("png header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
    let frame = reader.next_frame(&mut buffer).expect("png frame");
    let (width, height) = (frame.width as usize, frame.height as usize);
    let channels = frame.color_type.samples();
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        buffer[(y * width + x) * channels]
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one code");
    grids[0].decode().expect("decodes").1
}

#[tokio::test]
async fn the_code_reads_back_as_the_scan_address_and_a_scan_counts_as_one() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/menu", "slug": "menu"}),
    )
    .await;
    let id = link["id"].as_str().expect("id");

    let response = owner
        .client
        .get(app.url(&format!(
            "/api/link/{id}/qr?format=png&size=300&ecc=H&download=true"
        )))
        .send()
        .await
        .expect("qr");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/png");
    assert_eq!(
        response.headers()["content-disposition"],
        "attachment; filename=\"qr-menu.png\""
    );
    let scan_address = read_back(&response.bytes().await.expect("png"));
    assert_eq!(scan_address, app.url("/.q/menu"));

    let svg = owner
        .client
        .get(app.url(&format!("/api/link/{id}/qr?fg=%23204080")))
        .send()
        .await
        .expect("qr");
    assert_eq!(svg.headers()["content-type"], "image/svg+xml");
    assert!(svg.headers().get("content-disposition").is_none());
    let svg = svg.text().await.expect("svg");
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"512\" height=\"512\"")
    );
    assert!(svg.contains("fill=\"#204080\""));

    // The scan address redirects as the short link does; one scan, one
    // visit through the short link itself.
    let visitor = app.anonymous();
    let scanned = visit_as(
        &visitor,
        Method::GET,
        "/.q/menu",
        &[("user-agent", BROWSER)],
    )
    .await;
    assert_eq!(scanned.status(), StatusCode::FOUND);
    assert_eq!(location(&scanned), Some("https://example.com/menu"));
    let direct = visit_as(
        &visitor,
        Method::GET,
        "/menu",
        &[
            ("user-agent", BROWSER),
            ("referer", "https://news.example.com/"),
        ],
    )
    .await;
    assert_eq!(location(&direct), Some("https://example.com/menu"));
    let unknown = visit_as(&visitor, Method::GET, "/.q/no-such-link", &[]).await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    app.flush_visits().await;
    let (_, stats) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(stats["result"]["totals"]["humanVisits"], 2, "{stats}");
    let referrers = stats["result"]["referrers"].as_array().expect("referrers");
    assert!(
        referrers.contains(&json!({"value": "(QR code)", "visits": 1})),
        "{stats}"
    );
    assert!(
        referrers.contains(&json!({"value": "news.example.com", "visits": 1})),
        "{stats}"
    );
}

#[tokio::test]
async fn a_scanned_password_link_takes_its_password_at_the_scan_address() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/secret", "slug": "locked", "password": "open sesame"}),
    )
    .await;
    let visitor = app.anonymous();
    let form = visit_as(&visitor, Method::GET, "/.q/locked", &[]).await;
    assert_eq!(form.status(), StatusCode::OK);
    let page = form.text().await.expect("form");
    let token = csrf(&page);
    let unlocked = visitor
        .client
        .post(app.url("/.q/locked"))
        .form(&[("password", "open sesame"), ("csrf", token.as_str())])
        .send()
        .await
        .expect("post");
    assert_eq!(unlocked.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&unlocked), Some("https://example.com/secret"));
}

#[tokio::test]
async fn bad_styles_and_other_peoples_links_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/", "slug": "mine"}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    for (query, message) in [
        ("format=gif", "Invalid format, accepted values: svg, png"),
        ("size=63", "Invalid size: use 64 to 2048 pixels"),
        ("size=5000", "Invalid size: use 64 to 2048 pixels"),
        ("size=big", "Invalid size: use 64 to 2048 pixels"),
        ("margin=17", "Invalid margin: use 0 to 16 modules"),
        ("ecc=Z", "Invalid ecc, accepted values: L, M, Q, H"),
        (
            "fg=red",
            "Invalid fg: use six hexadecimal digits, such as 1a2b3c",
        ),
        (
            "bg=%23fff",
            "Invalid bg: use six hexadecimal digits, such as ffffff",
        ),
    ] {
        assert_error(
            &owner.get(&format!("/api/link/{id}/qr?{query}")).await,
            400,
            message,
        );
    }
    let standard = app.standard_user().await;
    assert_error(
        &standard.get(&format!("/api/link/{id}/qr")).await,
        404,
        "A link with that id does not exist",
    );
    assert_error(
        &owner.get("/api/link/no-such-link/qr").await,
        404,
        "A link with that id does not exist",
    );
    let (status, _) = app.anonymous().get(&format!("/api/link/{id}/qr")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}
