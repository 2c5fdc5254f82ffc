//! A QR code's logo and its public address (docs/campaigns.md#qr-codes):
//! an uploaded PNG is checked before it is kept and drawn in the middle
//! (the code still reads), a public code is served to anyone and stops
//! with the setting, and a burst of anonymous draws stays bounded.

use super::gate::create;
use crate::helpers::{assert_error, Actor, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

pub(crate) fn png(width: u32, height: u32, rgba: [u8; 4]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().expect("header");
    let data: Vec<u8> = rgba
        .iter()
        .copied()
        .cycle()
        .take((width * height * 4) as usize)
        .collect();
    writer.write_image_data(&data).expect("data");
    writer.finish().expect("finish");
    out
}

/// The PNG's pixels as RGB rows, and its width.
fn rgb(png_bytes: &[u8]) -> (Vec<u8>, usize) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
    let frame = reader.next_frame(&mut buffer).expect("frame");
    let channels = frame.color_type.samples();
    let pixels = buffer[..frame.buffer_size()]
        .chunks(channels)
        .flat_map(|p| {
            if channels >= 3 {
                [p[0], p[1], p[2]]
            } else {
                [p[0], p[0], p[0]]
            }
        })
        .collect();
    (pixels, frame.width as usize)
}

fn read_back(png_bytes: &[u8]) -> String {
    let (pixels, width) = rgb(png_bytes);
    let height = pixels.len() / 3 / width;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        let at = (y * width + x) * 3;
        ((u16::from(pixels[at]) + u16::from(pixels[at + 1]) + u16::from(pixels[at + 2])) / 3) as u8
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one code");
    grids[0].decode().expect("decodes").1
}

async fn put_logo(actor: &Actor, id: &str, kind: &str, body: Vec<u8>) -> (StatusCode, Value) {
    let response = actor
        .request(reqwest::Method::PUT, &format!("/api/link/{id}/qr/logo"))
        .header("content-type", kind)
        .body(body)
        .send()
        .await
        .expect("put");
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn image(actor: &Actor, path: &str) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let response = actor
        .client
        .get(format!("{}{path}", actor.base))
        .send()
        .await
        .expect("get");
    let (status, headers) = (response.status(), response.headers().clone());
    (
        status,
        headers,
        response.bytes().await.expect("body").to_vec(),
    )
}

#[tokio::test]
async fn a_logo_is_checked_kept_and_drawn_in_a_code_that_still_reads() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/menu", "slug": "menu"}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    let settings = format!("/api/link/{id}/qr/settings");
    let (_, plain) = owner.get(&settings).await;
    assert_eq!(plain["result"], json!({"public": false, "logo": false}));

    for (kind, body, status, message) in [
        (
            "image/gif",
            png(8, 8, [0; 4]),
            415,
            "The logo must be a PNG image (image/png)",
        ),
        (
            "image/png",
            vec![0; 64 * 1024 + 1],
            413,
            "The logo is too large: at most 64 KiB",
        ),
        (
            "image/png",
            b"GIF89a not a png".to_vec(),
            422,
            "The logo must be a PNG of at most 1024 × 1024 pixels",
        ),
        (
            "image/png",
            png(1025, 1, [0, 0, 0, 255]),
            422,
            "The logo must be a PNG of at most 1024 × 1024 pixels",
        ),
    ] {
        assert_error(&put_logo(&owner, id, kind, body).await, status, message);
    }
    let (_, unchanged) = owner.get(&settings).await;
    assert_eq!(
        unchanged["result"]["logo"], false,
        "refused logos change nothing"
    );

    let (status, set) = put_logo(&owner, id, "image/png", png(48, 48, [200, 30, 30, 255])).await;
    assert_eq!(status, StatusCode::OK, "{set}");
    assert_eq!(set["result"], json!({"public": false, "logo": true}));
    // Asked at level L, drawn at H: the code reads through its logo.
    let (status, _, code) = image(
        &owner,
        &format!("/api/link/{id}/qr?format=png&size=400&ecc=L"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(read_back(&code), app.url("/.q/menu"));
    let (pixels, width) = rgb(&code);
    let middle = (200 * width + 200) * 3;
    assert_eq!(
        &pixels[middle..middle + 3],
        [200, 30, 30],
        "the logo's colour"
    );
    let (_, headers, svg) = image(&owner, &format!("/api/link/{id}/qr")).await;
    let svg = String::from_utf8(svg).expect("svg");
    assert!(svg.contains("href=\"data:image/png;base64,"), "{svg}");
    assert!(headers["content-security-policy"]
        .to_str()
        .is_ok_and(|csp| csp.contains("img-src data:")));
    let (_, _, bare) = image(&owner, &format!("/api/link/{id}/qr?logo=false")).await;
    assert!(!String::from_utf8_lossy(&bare).contains("<image"));

    let response = owner
        .request(reqwest::Method::DELETE, &format!("/api/link/{id}/qr/logo"))
        .send()
        .await
        .expect("delete");
    assert_eq!(response.status(), StatusCode::OK);
    let (_, gone) = owner.get(&settings).await;
    assert_eq!(gone["result"]["logo"], false);

    // Another account may not change it.
    let standard = app.standard_user().await;
    assert_error(
        &put_logo(&standard, id, "image/png", png(8, 8, [0, 0, 0, 255])).await,
        403,
        "You do not have the permissions to edit this link",
    );
}

#[tokio::test]
async fn a_public_code_is_served_to_anyone_until_it_is_made_private_again() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/menu", "slug": "menu"}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    let anonymous = app.anonymous();
    let (status, _, _) = image(&anonymous, "/api/public/qr/menu").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "off by default");

    let settings = format!("/api/link/{id}/qr/settings");
    let (status, public) = owner.patch(&settings, json!({"public": true})).await;
    assert_eq!(status, StatusCode::OK, "{public}");
    assert_eq!(public["result"], json!({"public": true, "logo": false}));
    let (status, headers, code) =
        image(&anonymous, "/api/public/qr/menu?format=png&size=300").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["cache-control"], "public, max-age=300");
    assert_eq!(read_back(&code), app.url("/.q/menu"));
    let (status, _, _) = image(&anonymous, "/api/public/qr/menu?size=5000").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _, _) = image(&anonymous, "/api/public/qr/other").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // A burst of the largest codes: each drawn or refused for now, none failing.
    let draws = (0..24).map(|_| {
        let anonymous = app.anonymous();
        async move {
            image(&anonymous, "/api/public/qr/menu?format=png&size=2048")
                .await
                .0
        }
    });
    let statuses = futures_util::future::join_all(draws).await;
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::OK || *s == StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    assert!(statuses.contains(&StatusCode::OK), "{statuses:?}");

    assert_error(
        &owner.patch(&settings, json!({"public": "yes"})).await,
        400,
        "The following fields have an invalid type: public",
    );
    let (status, _) = owner.patch(&settings, json!({"public": false})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, _) = image(&anonymous, "/api/public/qr/menu").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
