use super::*;
use crate::domain::qr_logo::Logo;

/// The PNG's pixels as luma (0 dark .. 255 light) and its width.
pub(crate) fn pixels(png_bytes: &[u8]) -> (Vec<u8>, usize) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("png header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
    let frame = reader.next_frame(&mut buffer).expect("png frame");
    let channels = frame.color_type.samples();
    let luma = buffer[..frame.buffer_size()]
        .chunks(channels)
        .map(|p| ((u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2])) / 3) as u8)
        .collect();
    (luma, frame.width as usize)
}

/// What a QR reader finds in the PNG.
fn read_back(png_bytes: &[u8]) -> String {
    let (luma, width) = pixels(png_bytes);
    let height = luma.len() / width;
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one code");
    grids[0].decode().expect("decodes").1
}

#[test]
fn styles_take_their_bounds_and_refuse_the_rest() {
    assert_eq!(
        QrStyle::parse(None, None, None, None, None),
        Ok(QrStyle::default())
    );
    let style = QrStyle::parse(
        Some("64"),
        Some("0"),
        Some("h"),
        Some("#1A2b3C"),
        Some("ffffff"),
    )
    .expect("valid");
    assert_eq!(
        (style.size, style.margin, style.ecc, style.foreground),
        (64, 0, Ecc::High, [0x1a, 0x2b, 0x3c])
    );
    assert!(QrStyle::parse(Some("2048"), Some("16"), Some("Q"), None, None).is_ok());
    for (size, margin, ecc, fg, bg, error) in [
        (Some("63"), None, None, None, None, QrStyleError::Size),
        (Some("2049"), None, None, None, None, QrStyleError::Size),
        (Some("-1"), None, None, None, None, QrStyleError::Size),
        (Some("5e2"), None, None, None, None, QrStyleError::Size),
        (None, Some("17"), None, None, None, QrStyleError::Margin),
        (None, None, Some("X"), None, None, QrStyleError::Ecc),
        (
            None,
            None,
            None,
            Some("fff"),
            None,
            QrStyleError::Foreground,
        ),
        (
            None,
            None,
            None,
            Some("#gg0000"),
            None,
            QrStyleError::Foreground,
        ),
        (
            None,
            None,
            None,
            None,
            Some("ééé"),
            QrStyleError::Background,
        ),
    ] {
        assert_eq!(QrStyle::parse(size, margin, ecc, fg, bg), Err(error));
    }
}

#[test]
fn the_png_reads_back_as_the_text_at_every_size_and_level() {
    let text = "https://s.example.com/.q/spring-sale";
    for ecc in [Ecc::Low, Ecc::Medium, Ecc::Quartile, Ecc::High] {
        // Four pixels per module or more: readers need them (a 64 pixel
        // image of a long address at level H is drawn, but hard to read).
        for size in [200, 333, DEFAULT_SIZE] {
            let style = QrStyle {
                size,
                ecc,
                ..QrStyle::default()
            };
            let png_bytes = Qr::encode(text, ecc)
                .expect("fits")
                .png(&style, None)
                .expect("png");
            assert_eq!(read_back(&png_bytes), text, "{ecc:?} at {size} px");
            let (luma, width) = pixels(&png_bytes);
            assert_eq!((width, luma.len()), (size as usize, (size * size) as usize));
        }
    }
}

#[test]
fn colours_and_margin_are_drawn_as_asked() {
    let style = QrStyle {
        size: 200,
        margin: 4,
        foreground: [0x20, 0x40, 0x80],
        background: [0xff, 0xee, 0xdd],
        ..QrStyle::default()
    };
    let qr = Qr::encode("https://e.co/", Ecc::Medium).expect("fits");
    let png_bytes = qr.png(&style, None).expect("png");
    let mut decoder = png::Decoder::new(std::io::Cursor::new(&png_bytes[..]));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
    reader.next_frame(&mut buffer).expect("frame");
    // The corner is quiet zone: background; the finder pattern's corner
    // just inside the margin is dark.
    assert_eq!(&buffer[..3], &[0xff, 0xee, 0xdd]);
    let span = 21 + 8; // version 1 and the margin on both sides
    let inside = (200 * 4 / span + 2) as usize;
    let at = (inside * 200 + inside) * 3;
    assert_eq!(&buffer[at..at + 3], &[0x20, 0x40, 0x80]);

    let svg = qr.svg(&style, None);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\" viewBox=\"0 0 29 29\""));
    assert!(svg.contains("<rect width=\"29\" height=\"29\" fill=\"#ffeedd\"/>"));
    assert!(
        svg.contains("<path fill=\"#204080\" d=\"M4 4h7v1h-7z"),
        "{svg}"
    );
    assert!(!svg.contains("<script") && !svg.contains("<text"));
}

#[test]
fn a_text_too_long_for_any_version_is_refused() {
    assert_eq!(
        Qr::encode(&"x".repeat(3000), Ecc::High).err(),
        Some(TooLong)
    );
}

/// A logo of a dark and a light half, as an owner might upload.
fn logo_png() -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, 32, 32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().expect("header");
    let data: Vec<u8> = (0..32 * 32)
        .flat_map(|i| {
            if i % 32 < 16 {
                [200, 30, 30, 255]
            } else {
                [20, 20, 20, 255]
            }
        })
        .collect();
    writer.write_image_data(&data).expect("data");
    writer.finish().expect("finish");
    out
}

#[test]
fn a_code_with_a_logo_still_reads_back_and_shows_the_logo() {
    let text = "https://s.example.com/.q/spring-sale";
    let logo = Logo::decode(&logo_png()).expect("logo");
    let style = QrStyle {
        size: 400,
        ecc: Ecc::High,
        ..QrStyle::default()
    };
    let qr = Qr::encode(text, Ecc::High).expect("fits");
    let png_bytes = qr.png(&style, Some(&logo)).expect("png");
    assert_eq!(read_back(&png_bytes), text);
    // The middle pixel is the logo's, not a module's.
    let mut decoder = png::Decoder::new(std::io::Cursor::new(&png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("size")];
    let frame = reader.next_frame(&mut buffer).expect("frame");
    assert_eq!(frame.color_type, png::ColorType::Rgb);
    let at = |x: usize, y: usize| &buffer[(y * 400 + x) * 3..(y * 400 + x) * 3 + 3];
    assert_eq!(at(190, 200), [200, 30, 30]);
    assert_eq!(at(210, 200), [20, 20, 20]);
    let svg = qr.svg(&style, Some(&logo));
    assert!(svg.contains("<image x=\""), "{svg}");
    assert!(svg.contains("href=\"data:image/png;base64,"));
    assert!(!qr.svg(&style, None).contains("<image"));
}
