//! The skipped rows of `linkhop import`: the count per reason and the first
//! rows on stdout, and every row in a CSV file on request.

use crate::store::Store;
use crate::transfer::import::ImportSummary;
use crate::transfer::report::{report_line, REPORT_HEADER};
use crate::transfer::skipped::SkippedRow;
use std::io::Write;
use std::path::Path;

/// Skipped rows printed; `--report` writes them all.
const PRINTED_ROWS: usize = 20;

pub fn print_skipped(summary: &ImportSummary) {
    let log = &summary.skipped;
    if log.reasons.is_empty() {
        return;
    }
    let reasons: Vec<String> = log
        .reasons
        .iter()
        .map(|(code, count)| format!("{code} {count}"))
        .collect();
    println!("Skipped rows by reason: {}", reasons.join(", "));
    for row in log.listed.iter().take(PRINTED_ROWS) {
        let line = row.line.map(|l| format!(" (line {l})")).unwrap_or_default();
        let slug = row
            .slug
            .as_deref()
            .map(|s| format!(" {s:?}"))
            .unwrap_or_default();
        let domain = row
            .domain
            .as_deref()
            .map(|d| format!(" on {d}"))
            .unwrap_or_default();
        println!(
            "  row {}{line}{slug}{domain}: {}",
            row.row,
            row.reason.message()
        );
    }
    let total = log.existing + log.invalid;
    if total > PRINTED_ROWS as u64 {
        println!("  … and {} more", total - PRINTED_ROWS as u64);
    }
}

/// Writes the skipped rows to `path` as CSV: every one from the stored
/// report, or (a dry run stores none) those listed in `summary`.
pub async fn write_report(
    store: &Store,
    summary: &ImportSummary,
    path: &Path,
) -> anyhow::Result<u64> {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    out.write_all(REPORT_HEADER.as_bytes())?;
    let mut written = 0u64;
    match &summary.report {
        Some(id) => {
            let mut after = -1;
            loop {
                let page = store.import_report_page(id, after, 5_000).await?;
                for row in &page {
                    out.write_all(report_line(row).as_bytes())?;
                }
                written += page.len() as u64;
                match page.last() {
                    Some(last) => after = last.row_number,
                    None => break,
                }
            }
        }
        None => {
            for row in &summary.skipped.listed {
                out.write_all(report_line(&SkippedRow::report_row(row)).as_bytes())?;
                written += 1;
            }
        }
    }
    out.flush()?;
    Ok(written)
}
