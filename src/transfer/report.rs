//! The skipped-row report of an import as a CSV file: a header, then one
//! line per skipped row in file order, read from the store page by page so
//! a report of any size streams with constant memory.

use super::export::csv_text;
use crate::store::{ReportRow, Store, StoreError};
use bytes::Bytes;
use futures_util::Stream;

/// Report rows per store page.
const PAGE_SIZE: u32 = 5_000;

pub const REPORT_HEADER: &str = "row,line,slug,reason,message,domain\r\n";

/// One CSV line, CRLF-terminated; text values quoted and guarded against
/// spreadsheet formulas like an export's.
pub fn report_line(row: &ReportRow) -> String {
    let line = row.line.map(|l| l.to_string()).unwrap_or_default();
    format!(
        "{},{line},{},{},{},{}\r\n",
        row.row_number,
        csv_text(row.slug.as_deref().unwrap_or("")),
        csv_text(&row.reason),
        csv_text(&row.message),
        csv_text(row.domain.as_deref().unwrap_or(""))
    )
}

/// The file name a report downloads as.
pub fn report_file_name(id: &str) -> String {
    format!("import-report-{id}.csv")
}

/// Report `id` as a stream of CSV chunks, one store page each.
pub fn report_stream(
    store: Store,
    id: String,
) -> impl Stream<Item = Result<Bytes, StoreError>> + Send + 'static {
    // The cursor: the last row sent (`None` once the last page is out).
    futures_util::stream::try_unfold(Some(-1_i64), move |cursor| {
        let (store, id) = (store.clone(), id.clone());
        async move {
            let Some(after) = cursor else {
                return Ok(None);
            };
            let page = store.import_report_page(&id, after, PAGE_SIZE).await?;
            let mut out = String::with_capacity(page.len() * 80 + REPORT_HEADER.len());
            if after < 0 {
                out.push_str(REPORT_HEADER);
            }
            for row in &page {
                out.push_str(&report_line(row));
            }
            let next = match page.last() {
                Some(last) if page.len() == PAGE_SIZE as usize => Some(last.row_number),
                _ => None,
            };
            Ok(Some((Bytes::from(out), next)))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_quoted_and_guarded() {
        let row = ReportRow {
            row_number: 3,
            line: Some(4),
            domain: Some("go.example.com".into()),
            slug: Some("=a \"b\"".into()),
            reason: "invalidSlug".into(),
            message: "Invalid slug: contains a space".into(),
        };
        assert_eq!(
            report_line(&row),
            "3,4,\"'=a \"\"b\"\"\",\"invalidSlug\",\"Invalid slug: contains a space\",\"go.example.com\"\r\n"
        );
    }
}
