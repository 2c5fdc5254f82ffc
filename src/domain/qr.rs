//! QR codes of short links (docs/campaigns.md#qr-codes): the code of a
//! link's scan address, drawn as SVG or PNG in the asked size, margin,
//! error correction and colours. The scan address is the short link under
//! [`SCAN_PATH`], which no slug can take (a slug never starts with a dot),
//! so a visit through it is known to be a scan.

use super::qr_logo::{logo_square, Logo};
use qrcodegen::{QrCode, QrCodeEcc};

/// Short links are scanned as `/.q/<slug>`.
pub const SCAN_PATH: &str = "/.q/";
/// The referrer a scan is counted under in the statistics: no referrer
/// host can look like it.
pub const SCAN_REFERRER: &str = "(QR code)";

pub const MIN_SIZE: u32 = 64;
pub const MAX_SIZE: u32 = 2048;
pub const DEFAULT_SIZE: u32 = 512;
pub const MAX_MARGIN: u32 = 16;
/// The quiet zone the QR standard asks for, in modules.
pub const DEFAULT_MARGIN: u32 = 4;

/// Which part of a style was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum QrStyleError {
    #[error("invalid size")]
    Size,
    #[error("invalid margin")]
    Margin,
    #[error("invalid error correction level")]
    Ecc,
    #[error("invalid foreground colour")]
    Foreground,
    #[error("invalid background colour")]
    Background,
}

/// How a code is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QrStyle {
    /// The image's width and height, in pixels (SVG: its `width` and
    /// `height`).
    pub size: u32,
    /// The quiet zone around the code, in modules.
    pub margin: u32,
    pub ecc: Ecc,
    pub foreground: [u8; 3],
    pub background: [u8; 3],
}

/// The error correction level: the share of the code that may be damaged
/// (or covered) and still read: about 7, 15, 25 and 30 %.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ecc {
    Low,
    Medium,
    Quartile,
    High,
}

impl Default for QrStyle {
    fn default() -> Self {
        Self {
            size: DEFAULT_SIZE,
            margin: DEFAULT_MARGIN,
            ecc: Ecc::Medium,
            foreground: [0, 0, 0],
            background: [255, 255, 255],
        }
    }
}

impl QrStyle {
    /// A style from the query's values (each optional): `size` 64–2048,
    /// `margin` 0–16, `ecc` one of `L`, `M`, `Q`, `H`, colours as six hex
    /// digits (an optional leading `#`).
    pub fn parse(
        size: Option<&str>,
        margin: Option<&str>,
        ecc: Option<&str>,
        foreground: Option<&str>,
        background: Option<&str>,
    ) -> Result<Self, QrStyleError> {
        let default = Self::default();
        let number = |value: Option<&str>, low: u32, high: u32, fallback: u32, error| match value {
            None => Ok(fallback),
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|n| (low..=high).contains(n))
                .ok_or(error),
        };
        let ecc = match ecc {
            None => default.ecc,
            Some("L" | "l") => Ecc::Low,
            Some("M" | "m") => Ecc::Medium,
            Some("Q" | "q") => Ecc::Quartile,
            Some("H" | "h") => Ecc::High,
            Some(_) => return Err(QrStyleError::Ecc),
        };
        Ok(Self {
            size: number(size, MIN_SIZE, MAX_SIZE, default.size, QrStyleError::Size)?,
            margin: number(margin, 0, MAX_MARGIN, default.margin, QrStyleError::Margin)?,
            ecc,
            foreground: colour(foreground, default.foreground).ok_or(QrStyleError::Foreground)?,
            background: colour(background, default.background).ok_or(QrStyleError::Background)?,
        })
    }
}

/// `#rrggbb` or `rrggbb`; `fallback` when absent.
fn colour(value: Option<&str>, fallback: [u8; 3]) -> Option<[u8; 3]> {
    let Some(text) = value else {
        return Some(fallback);
    };
    let hex = text.strip_prefix('#').unwrap_or(text);
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let byte = |at: usize| u8::from_str_radix(hex.get(at..at + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

fn hex(rgb: [u8; 3]) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

/// An encoded code, ready to draw.
pub struct Qr {
    code: QrCode,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the text does not fit in a QR code")]
pub struct TooLong;

impl Qr {
    /// The code of `text` at the style's error correction level (the
    /// smallest version that holds it).
    pub fn encode(text: &str, ecc: Ecc) -> Result<Self, TooLong> {
        let ecc = match ecc {
            Ecc::Low => QrCodeEcc::Low,
            Ecc::Medium => QrCodeEcc::Medium,
            Ecc::Quartile => QrCodeEcc::Quartile,
            Ecc::High => QrCodeEcc::High,
        };
        QrCode::encode_text(text, ecc)
            .map(|code| Self { code })
            .map_err(|_| TooLong)
    }

    /// Modules per side, quiet zone included.
    fn span(&self, margin: u32) -> u32 {
        u32::try_from(self.code.size()).unwrap_or(0) + 2 * margin
    }

    /// Whether the module at (`x`, `y`) of the whole image (quiet zone
    /// included) is dark.
    fn dark(&self, margin: u32, x: u32, y: u32) -> bool {
        let inner = |v: u32| i32::try_from(v).ok().map(|v| v - margin as i32);
        match (inner(x), inner(y)) {
            (Some(x), Some(y)) => self.code.get_module(x, y),
            _ => false,
        }
    }

    /// An SVG image: one path of the dark modules (each row's runs
    /// joined) on a background rectangle, and the logo, if any, as an
    /// embedded PNG on a background square; no text, no script.
    pub fn svg(&self, style: &QrStyle, logo: Option<&Logo>) -> String {
        let span = self.span(style.margin);
        let mut path = String::new();
        for y in 0..span {
            let mut x = 0;
            while x < span {
                if !self.dark(style.margin, x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < span && self.dark(style.margin, x, y) {
                    x += 1;
                }
                path.push_str(&format!("M{start} {y}h{}v1h-{}z", x - start, x - start));
            }
        }
        let logo = logo.map(|logo| {
            let (at, side) = logo_square(self.modules(), style.margin);
            format!(
                "<rect x=\"{pad_at}\" y=\"{pad_at}\" width=\"{pad_side}\" height=\"{pad_side}\" fill=\"{bg}\"/>\
                 <image x=\"{at}\" y=\"{at}\" width=\"{side}\" height=\"{side}\" \
                 preserveAspectRatio=\"xMidYMid meet\" href=\"{url}\"/>",
                pad_at = at - LOGO_PAD,
                pad_side = side + 2.0 * LOGO_PAD,
                bg = hex(style.background),
                url = logo.data_url(),
            )
        });
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" \
             viewBox=\"0 0 {span} {span}\" shape-rendering=\"crispEdges\">\
             <rect width=\"{span}\" height=\"{span}\" fill=\"{bg}\"/>\
             <path fill=\"{fg}\" d=\"{path}\"/>{logo}</svg>",
            size = style.size,
            bg = hex(style.background),
            fg = hex(style.foreground),
            logo = logo.unwrap_or_default(),
        )
    }

    /// Modules per side, without the quiet zone.
    fn modules(&self) -> u32 {
        u32::try_from(self.code.size()).unwrap_or(0)
    }

    /// A PNG image exactly `style.size` pixels wide; each pixel takes the
    /// module under its centre. Two colours, one bit per pixel; with a
    /// logo, eight bits per channel.
    pub fn png(&self, style: &QrStyle, logo: Option<&Logo>) -> Result<Vec<u8>, png::EncodingError> {
        if let Some(logo) = logo {
            return self.png_with_logo(style, logo);
        }
        let size = style.size;
        let span = u64::from(self.span(style.margin));
        let module = |pixel: u32| {
            u32::try_from((2 * u64::from(pixel) + 1) * span / (2 * u64::from(size))).unwrap_or(0)
        };
        let row_bytes = size.div_ceil(8) as usize;
        let mut data = vec![0u8; row_bytes * size as usize];
        let columns: Vec<u32> = (0..size).map(module).collect();
        for py in 0..size {
            let my = module(py);
            let row = &mut data[py as usize * row_bytes..(py as usize + 1) * row_bytes];
            for (px, mx) in columns.iter().enumerate() {
                if self.dark(style.margin, *mx, my) {
                    row[px / 8] |= 0x80 >> (px % 8);
                }
            }
        }
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, size, size);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::One);
        let [br, bg, bb] = style.background;
        let [fr, fg, fb] = style.foreground;
        encoder.set_palette(vec![br, bg, bb, fr, fg, fb]);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&data)?;
        writer.finish()?;
        Ok(out)
    }

    /// The PNG with the logo on a background square in the middle (RGB).
    fn png_with_logo(&self, style: &QrStyle, logo: &Logo) -> Result<Vec<u8>, png::EncodingError> {
        let size = style.size;
        let span = f64::from(self.span(style.margin));
        let per_module = f64::from(size) / span;
        let (at, side) = logo_square(self.modules(), style.margin);
        let pixel_of = |modules: f64| (modules * per_module).round().max(0.0) as u32;
        let (logo_at, logo_side) = (pixel_of(at), pixel_of(side).max(1));
        let (pad_at, pad_end) = (pixel_of(at - LOGO_PAD), pixel_of(at + side + LOGO_PAD));
        let module = |pixel: u32| ((f64::from(pixel) + 0.5) / per_module) as u32;
        let mut data = Vec::with_capacity(size as usize * size as usize * 3);
        for py in 0..size {
            let my = module(py);
            for px in 0..size {
                let in_pad = (pad_at..pad_end).contains(&px) && (pad_at..pad_end).contains(&py);
                let colour = if in_pad {
                    let inside = |v: u32| v.checked_sub(logo_at).filter(|d| *d < logo_side);
                    match (inside(px), inside(py)) {
                        (Some(x), Some(y)) => logo.pixel(logo_side, x, y, style.background),
                        _ => style.background,
                    }
                } else if self.dark(style.margin, module(px), my) {
                    style.foreground
                } else {
                    style.background
                };
                data.extend_from_slice(&colour);
            }
        }
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, size, size);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&data)?;
        writer.finish()?;
        Ok(out)
    }
}

/// The background around a logo, in modules, so no module touches it.
const LOGO_PAD: f64 = 0.5;

#[cfg(test)]
#[path = "qr_tests.rs"]
mod tests;
