//! `GET /api/link/{id}/visits`: a link's raw visits as JSON or CSV,
//! oldest first, streamed page by page so memory stays constant. The CSV
//! uses the link export's quoting and formula guard.

use crate::domain::time::format_millis;
use crate::domain::visits::Device;
use crate::store::{Store, StoreError, VisitEventRow};
use crate::transfer::export::{csv_text, ExportFormat};
use bytes::Bytes;
use futures_util::Stream;
use serde_json::json;

/// Events read from the store per page.
const PAGE_SIZE: u32 = 1000;

pub const CSV_HEADER: &str = "time,referrer,country,device,browser,os,bot,visitor\r\n";

/// `visits-<link id>.<ext>`
pub fn visits_file_name(link_id: &str, format: ExportFormat) -> String {
    format!("visits-{link_id}.{}", format.extension())
}

/// The visitor key as 16 hex digits.
fn visitor_hex(visitor: i64) -> String {
    format!("{:016x}", visitor as u64)
}

fn json_item(event: &VisitEventRow) -> serde_json::Value {
    json!({
        "time": format_millis(event.at),
        "referrer": event.referrer,
        "country": event.country,
        "device": Device::name_of_code(event.device),
        "browser": event.browser,
        "os": event.os,
        "bot": event.bot,
        "visitor": visitor_hex(event.visitor),
    })
}

/// One CSV line, CRLF-terminated: text quoted and guarded, `bot` bare.
fn csv_line(event: &VisitEventRow) -> String {
    let text = |value: Option<&str>| csv_text(value.unwrap_or(""));
    format!(
        "{},{},{},{},{},{},{},{}\r\n",
        csv_text(&format_millis(event.at)),
        text(event.referrer.as_deref()),
        text(event.country.as_deref()),
        csv_text(Device::name_of_code(event.device)),
        text(event.browser.as_deref()),
        text(event.os.as_deref()),
        event.bot,
        csv_text(&visitor_hex(event.visitor)),
    )
}

fn write_event(format: ExportFormat, event: &VisitEventRow, first: bool, out: &mut Vec<u8>) {
    match format {
        ExportFormat::Json => {
            if !first {
                out.push(b',');
            }
            // Serialising a Value into memory cannot fail.
            let _ = serde_json::to_writer(&mut *out, &json_item(event));
        }
        ExportFormat::Csv => out.extend_from_slice(csv_line(event).as_bytes()),
    }
}

fn opening(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Json => "[",
        ExportFormat::Csv => CSV_HEADER,
    }
}

enum Cursor {
    Start,
    After(i64, i64),
    End,
    Done,
}

/// The events of link `link_num` in `range` as a file, one page a chunk.
pub fn visits_stream(
    store: Store,
    link_num: i64,
    range: (i64, i64),
    format: ExportFormat,
) -> impl Stream<Item = Result<Bytes, StoreError>> + Send + 'static {
    futures_util::stream::try_unfold(Cursor::Start, move |cursor| {
        let store = store.clone();
        async move {
            let (after, first) = match cursor {
                Cursor::Done => return Ok(None),
                Cursor::End => {
                    return Ok(Some((
                        Bytes::from_static(format.closing().as_bytes()),
                        Cursor::Done,
                    )))
                }
                Cursor::Start => (None, true),
                Cursor::After(at, id) => (Some((at, id)), false),
            };
            let page = store
                .visit_events_page(link_num, range, after, PAGE_SIZE)
                .await?;
            let mut out = Vec::with_capacity(page.len() * 120 + CSV_HEADER.len());
            if first {
                out.extend_from_slice(opening(format).as_bytes());
            }
            for (i, event) in page.iter().enumerate() {
                write_event(format, event, first && i == 0, &mut out);
            }
            let next = match page.last() {
                Some(last) if page.len() == PAGE_SIZE as usize => Cursor::After(last.at, last.id),
                _ => Cursor::End,
            };
            Ok(Some((Bytes::from(out), next)))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(referrer: Option<&str>) -> VisitEventRow {
        VisitEventRow {
            id: 1,
            at: 0,
            referrer: referrer.map(str::to_owned),
            country: Some("FR".into()),
            device: 2,
            browser: None,
            os: Some("Android".into()),
            bot: false,
            visitor: -1,
        }
    }

    #[test]
    fn csv_lines_guard_formulas_and_show_visitors_in_hex() {
        assert_eq!(
            csv_line(&event(Some("=evil.example"))),
            "\"1970-01-01T00:00:00.000Z\",\"'=evil.example\",\"FR\",\"mobile\",\"\",\"Android\",false,\"ffffffffffffffff\"\r\n"
        );
        let item = json_item(&event(None));
        assert_eq!(item["referrer"], serde_json::Value::Null);
        assert_eq!(item["visitor"], "ffffffffffffffff");
    }
}
