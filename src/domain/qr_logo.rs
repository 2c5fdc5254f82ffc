//! A logo in the middle of a QR code (docs/campaigns.md#qr-codes): a PNG
//! the owner uploads, checked before it is decoded (its size in bytes and
//! its declared width and height bound what decoding may allocate), and
//! drawn over a background square covering a small share of the code,
//! which error correction level H (30 %) reads through.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;

/// Bytes of an uploaded logo at most.
pub const MAX_LOGO_BYTES: usize = 64 * 1024;
/// Pixels of a logo's width and of its height at most.
pub const MAX_LOGO_SIDE: u32 = 1024;
/// The logo's square, as a share of the code's side (quiet zone left
/// out): 22 % of the side is under 5 % of the modules.
const LOGO_SHARE: f64 = 0.22;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LogoError {
    #[error("the logo is larger than 64 KiB")]
    TooManyBytes,
    #[error("the logo is not a PNG image")]
    NotPng,
    #[error("the logo is wider or taller than 1024 pixels")]
    TooManyPixels,
}

/// A checked logo: its file (for SVG) and its pixels (for PNG).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logo {
    png: Vec<u8>,
    width: u32,
    height: u32,
    /// Row by row, four bytes a pixel.
    rgba: Vec<u8>,
}

impl Logo {
    /// Checks and decodes an uploaded (or stored) PNG.
    pub fn decode(file: &[u8]) -> Result<Self, LogoError> {
        if file.len() > MAX_LOGO_BYTES {
            return Err(LogoError::TooManyBytes);
        }
        let side = MAX_LOGO_SIDE as usize;
        let limits = png::Limits {
            bytes: side * side * 8,
        };
        let mut decoder = png::Decoder::new_with_limits(std::io::Cursor::new(file), limits);
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().map_err(|error| match error {
            png::DecodingError::LimitsExceeded => LogoError::TooManyPixels,
            _ => LogoError::NotPng,
        })?;
        let (width, height) = (reader.info().width, reader.info().height);
        if width == 0 || height == 0 || width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE {
            return Err(LogoError::TooManyPixels);
        }
        let mut buffer = vec![0; reader.output_buffer_size().ok_or(LogoError::NotPng)?];
        let frame = reader
            .next_frame(&mut buffer)
            .map_err(|_| LogoError::NotPng)?;
        let pixels = &buffer[..frame.buffer_size()];
        let rgba: Vec<u8> = match frame.color_type {
            png::ColorType::Rgba => pixels.to_vec(),
            png::ColorType::Rgb => pixels
                .chunks_exact(3)
                .flat_map(|p| [p[0], p[1], p[2], 255])
                .collect(),
            png::ColorType::GrayscaleAlpha => pixels
                .chunks_exact(2)
                .flat_map(|p| [p[0], p[0], p[0], p[1]])
                .collect(),
            png::ColorType::Grayscale => pixels.iter().flat_map(|g| [*g, *g, *g, 255]).collect(),
            png::ColorType::Indexed => return Err(LogoError::NotPng),
        };
        if rgba.len() != width as usize * height as usize * 4 {
            return Err(LogoError::NotPng);
        }
        Ok(Self {
            png: file.to_vec(),
            width,
            height,
            rgba,
        })
    }

    /// The file as a `data:` URL, for an SVG `<image>`.
    pub fn data_url(&self) -> String {
        format!("data:image/png;base64,{}", STANDARD.encode(&self.png))
    }

    pub fn file(&self) -> &[u8] {
        &self.png
    }

    /// The colour of the logo at (`x`, `y`) of a `side`-pixel square it is
    /// fitted into (keeping its proportions, centred), blended over
    /// `background`; `background` outside the logo.
    pub fn pixel(&self, side: u32, x: u32, y: u32, background: [u8; 3]) -> [u8; 3] {
        let scale = f64::from(side) / f64::from(self.width.max(self.height));
        let (w, h) = (
            f64::from(self.width) * scale,
            f64::from(self.height) * scale,
        );
        let (left, top) = ((f64::from(side) - w) / 2.0, (f64::from(side) - h) / 2.0);
        let (fx, fy) = (f64::from(x) + 0.5 - left, f64::from(y) + 0.5 - top);
        if fx < 0.0 || fy < 0.0 || fx >= w || fy >= h {
            return background;
        }
        let sx = ((fx / scale) as u32).min(self.width - 1);
        let sy = ((fy / scale) as u32).min(self.height - 1);
        let at = (sy as usize * self.width as usize + sx as usize) * 4;
        let alpha = u16::from(self.rgba[at + 3]);
        let blend =
            |c: u8, b: u8| ((u16::from(c) * alpha + u16::from(b) * (255 - alpha)) / 255) as u8;
        [
            blend(self.rgba[at], background[0]),
            blend(self.rgba[at + 1], background[1]),
            blend(self.rgba[at + 2], background[2]),
        ]
    }
}

/// Where the logo goes in a code of `modules` modules a side drawn with a
/// `margin`-module quiet zone: the top-left corner and side of its square,
/// in modules (fractions allowed), centred.
pub fn logo_square(modules: u32, margin: u32) -> (f64, f64) {
    let side = f64::from(modules) * LOGO_SHARE;
    let at = f64::from(margin) + (f64::from(modules) - side) / 2.0;
    (at, side)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32, rgba: &[u8; 4]) -> Vec<u8> {
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

    #[test]
    fn logos_are_checked_before_they_are_decoded() {
        let logo = Logo::decode(&png(40, 20, &[255, 0, 0, 255])).expect("logo");
        assert!(logo.data_url().starts_with("data:image/png;base64,iVBOR"));
        // Fitted into 10 px: 10 × 5, centred; outside it the background.
        assert_eq!(logo.pixel(10, 5, 5, [0, 0, 255]), [255, 0, 0]);
        assert_eq!(logo.pixel(10, 5, 1, [0, 0, 255]), [0, 0, 255]);
        let half = Logo::decode(&png(4, 4, &[255, 255, 255, 128])).expect("logo");
        assert_eq!(half.pixel(4, 1, 1, [0, 0, 0]), [128, 128, 128]);

        assert_eq!(Logo::decode(b"GIF89a"), Err(LogoError::NotPng));
        assert_eq!(
            Logo::decode(&png(1025, 1, &[0, 0, 0, 255])),
            Err(LogoError::TooManyPixels)
        );
        assert_eq!(
            Logo::decode(&vec![0; MAX_LOGO_BYTES + 1]),
            Err(LogoError::TooManyBytes)
        );
        // A header claiming 60,000 × 60,000 pixels is refused unread.
        let mut bomb = png(1, 1, &[0, 0, 0, 255]);
        bomb[16..20].copy_from_slice(&60_000u32.to_be_bytes());
        bomb[20..24].copy_from_slice(&60_000u32.to_be_bytes());
        assert!(Logo::decode(&bomb).is_err());
        let mut truncated = png(8, 8, &[0, 0, 0, 255]);
        truncated.truncate(truncated.len() - 20);
        assert_eq!(Logo::decode(&truncated), Err(LogoError::NotPng));
    }

    #[test]
    fn the_square_is_centred_and_small() {
        let (at, side) = logo_square(25, 4);
        assert!((side - 5.5).abs() < 1e-9);
        assert!((at - (4.0 + 9.75)).abs() < 1e-9);
    }
}
