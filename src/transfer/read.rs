//! Reading import files row by row with bounded memory: CSV through the
//! `csv` crate (RFC 4180 quoting, BOM, CRLF, blank lines, trimmed cells) and
//! JSON arrays element by element. Blocking code: run it off the runtime.

use super::csv_lines::{row_limit, LineIndex, QuoteTracker, RowLimit};
use super::json_bounds::JsonLimit;
use super::json_rows::read_json;
use crate::domain::import::{CsvLayout, FileType, ImportedLink, Rejected, Service, SkipReason};
use crate::domain::links::ReservedNames;
use std::io::{BufRead, BufReader, Read};

pub const CSV_UNREADABLE: &str = "Could not parse the CSV file";
pub const JSON_UNREADABLE: &str = "Could not parse the JSON file, expected an array of links";

/// Why a whole file was refused.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{}", CSV_UNREADABLE)]
    Csv,
    #[error("{}", JSON_UNREADABLE)]
    Json,
    #[error("Invalid import fields")]
    MissingColumns(Vec<String>),
    /// A row of a Lynx CSV file that cannot be read exactly (1-based,
    /// counting data rows as the import's `rows` does).
    #[error("Could not read row {row} of the Lynx CSV file exactly: {problem}")]
    LynxRow { row: u64, problem: &'static str },
    /// A row too large or too wide to be a link's: the file is refused
    /// rather than held in memory.
    #[error(transparent)]
    RowLimit(#[from] RowLimit),
    /// A JSON element or string too large to be a link's, or nesting too
    /// deep: the file is refused rather than held in memory.
    #[error(transparent)]
    JsonLimit(#[from] JsonLimit),
    /// The consumer stopped listening (the import was abandoned).
    #[error("import stopped")]
    Stopped,
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// One data row: where it is in the file, and its link or why it has none.
#[derive(Debug)]
pub struct Row {
    /// 1 for the first data row (CSV) or array element (JSON).
    pub number: u64,
    /// CSV: the line of the file the row starts on (the header is line 1
    /// when nothing precedes it).
    pub line: Option<u64>,
    pub link: Result<ImportedLink, Rejected>,
}

/// Reads every data row of `input` in order, handing each to `emit`.
/// An `Err` from `emit` stops reading with [`ReadError::Stopped`].
pub fn read_rows(
    input: impl Read,
    service: Service,
    file_type: FileType,
    reserved: &ReservedNames,
    now: i64,
    mut emit: impl FnMut(Row) -> Result<(), ()>,
) -> Result<(), ReadError> {
    let input = skip_bom(BufReader::with_capacity(64 * 1024, input))?;
    let mut reading = Reading {
        reserved,
        now,
        emit: Some(&mut emit),
    };
    match file_type {
        FileType::Csv if service == Service::Lynx => {
            super::lynx_csv::read_lynx_csv(input, &mut reading).map(|_| ())
        }
        FileType::Csv => read_csv(input, service, &mut reading).map(|_| ()),
        FileType::Json => read_json(input, service, &mut reading).map(|_| ()),
    }
}

/// Checks that the whole of `input` parses and counts its data rows, as
/// [`read_rows`] would read them, without mapping any row to a link (the
/// cheap first pass of an import).
pub fn count_rows(
    input: impl Read,
    service: Service,
    file_type: FileType,
) -> Result<u64, ReadError> {
    let input = skip_bom(BufReader::with_capacity(256 * 1024, input))?;
    let reserved = ReservedNames::new(Vec::<String>::new());
    let mut reading = Reading {
        reserved: &reserved,
        now: 0,
        emit: None,
    };
    match file_type {
        FileType::Csv if service == Service::Lynx => {
            super::lynx_csv::read_lynx_csv(input, &mut reading)
        }
        FileType::Csv => read_csv(input, service, &mut reading),
        FileType::Json => read_json(input, service, &mut reading),
    }
}

/// What a read does with each row: maps it and hands it to `emit`, or,
/// without `emit`, only counts it.
pub(super) struct Reading<'a> {
    pub(super) reserved: &'a ReservedNames,
    pub(super) now: i64,
    pub(super) emit: Option<&'a mut dyn FnMut(Row) -> Result<(), ()>>,
}

/// Drops a leading UTF-8 byte-order mark.
fn skip_bom<R: BufRead>(mut input: R) -> std::io::Result<R> {
    let start = input.fill_buf()?;
    if start.starts_with(&[0xEF, 0xBB, 0xBF]) {
        input.consume(3);
    }
    Ok(input)
}

pub(super) fn read_csv(
    input: impl Read,
    service: Service,
    reading: &mut Reading,
) -> Result<u64, ReadError> {
    let lines = LineIndex::default();
    let mut tracker = QuoteTracker::new(input, lines.clone());
    let outcome = {
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(&mut tracker);
        csv_records(&mut reader, service, reading, &lines)
    };
    // The csv crate accepts a quote left open at the end of the file; the
    // contract says the whole file fails then.
    match outcome {
        Err(error @ (ReadError::Csv | ReadError::RowLimit(_))) => Err(error),
        _ if tracker.in_quotes() => Err(ReadError::Csv),
        other => other,
    }
}

/// Returns the number of data rows.
fn csv_records(
    reader: &mut csv::Reader<impl Read>,
    service: Service,
    reading: &mut Reading,
    lines: &LineIndex,
) -> Result<u64, ReadError> {
    let mut record = csv::StringRecord::new();
    let mut layout: Option<(CsvLayout, usize)> = None;
    let mut number = 0;
    // A header without the required columns is reported only once the rest
    // of the file has parsed: a parse error takes precedence.
    let mut missing: Option<Vec<String>> = None;
    loop {
        match reader.read_record(&mut record) {
            Ok(true) => {}
            Ok(false) => break,
            Err(error) => {
                return Err(match error.into_kind() {
                    csv::ErrorKind::Io(io) => match row_limit(&io) {
                        Some(limit) => ReadError::RowLimit(limit),
                        None => ReadError::Io(io),
                    },
                    _ => ReadError::Csv,
                })
            }
        }
        // Every row passes its line ends, so that they are not kept.
        let line = record.position().map(|p| lines.line_at(p.byte()));
        if record.len() <= 1 && record.iter().all(|c| c.trim().is_empty()) {
            continue; // a blank line
        }
        if missing.is_some() {
            continue;
        }
        let Some(emit) = reading.emit.as_mut().filter(|_| layout.is_some()) else {
            if layout.is_some() {
                number += 1;
                continue;
            }
            let header: Vec<String> = record.iter().map(|c| c.trim().to_owned()).collect();
            match CsvLayout::from_header(service, &header) {
                Ok(found) => layout = Some((found, header.len())),
                Err(columns) => missing = Some(columns),
            }
            continue;
        };
        let cells: Vec<String> = record.iter().map(|c| c.trim().to_owned()).collect();
        {
            if let Some((layout, width)) = &layout {
                let link = if cells.len() == *width {
                    layout.link(&cells, reading.reserved, reading.now)
                } else {
                    let reason = SkipReason::WrongWidth {
                        cells: cells.len(),
                        expected: *width,
                    };
                    Err(Rejected::new(None, reason))
                };
                number += 1;
                emit(Row { number, line, link }).map_err(|()| ReadError::Stopped)?;
            }
        }
    }
    if let Some(columns) = missing {
        return Err(ReadError::MissingColumns(columns));
    }
    if layout.is_none() {
        // Not even a header: every required column is missing.
        return Err(ReadError::MissingColumns(
            CsvLayout::from_header(service, &[])
                .err()
                .unwrap_or_default(),
        ));
    }
    Ok(number)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(bytes: &[u8], service: Service, file_type: FileType) -> Result<Vec<Row>, ReadError> {
        let mut out = Vec::new();
        read_rows(
            bytes,
            service,
            file_type,
            &ReservedNames::new(Vec::<String>::new()),
            0,
            |r| {
                out.push(r);
                Ok(())
            },
        )?;
        Ok(out)
    }

    #[test]
    fn csv_quoting_bom_crlf_and_blank_lines() {
        let file = "\u{feff}slug , destination\r\n\r\n\"a,1\",\"https://e.com/?q=\"\"x\"\"\"\r\n  b  ,https://e.com/b\r\nc\r\n   \r\n";
        let rows = rows(file.as_bytes(), Service::Lynx, FileType::Csv).expect("parses");
        assert_eq!(rows.len(), 3);
        let first = rows[0].link.as_ref().expect("quoted row is valid");
        assert_eq!(
            (first.slug.as_str(), first.destination.as_str()),
            ("a,1", "https://e.com/?q=\"x\"")
        );
        assert_eq!(
            rows[1].link.as_ref().map(|l| l.slug.as_str()).ok(),
            Some("b")
        );
        assert_eq!(
            (rows[0].number, rows[0].line),
            (1, Some(3)),
            "after a blank line"
        );
        assert_eq!((rows[1].number, rows[1].line), (2, Some(4)));
        assert_eq!(
            rows[2].link.as_ref().map_err(|r| r.reason.clone()).err(),
            Some(SkipReason::WrongWidth {
                cells: 1,
                expected: 2
            }),
            "a row of another width is invalid"
        );
    }

    #[test]
    fn csv_failures() {
        assert!(matches!(
            rows(
                b"slug,destination\n\"a,https://e.com\n",
                Service::Lynx,
                FileType::Csv
            ),
            Err(ReadError::Csv)
        ));
        assert!(matches!(
            rows(
                b"slug,destination\na\xff,https://e.com\n",
                Service::Lynx,
                FileType::Csv
            ),
            Err(ReadError::Csv)
        ));
        assert!(
            matches!(
                rows(b"slug\n\"open\n", Service::Lynx, FileType::Csv),
                Err(ReadError::Csv)
            ),
            "a parse error wins over missing columns"
        );
        assert!(matches!(
            rows(b"", Service::Lynx, FileType::Csv),
            Err(ReadError::MissingColumns(m)) if m == ["slug", "destination"]
        ));
    }

    #[test]
    fn json_arrays_only() {
        assert_eq!(
            rows(b"\xef\xbb\xbf[]", Service::Lynx, FileType::Json)
                .map(|r| r.len())
                .ok(),
            Some(0)
        );
        assert!(matches!(
            rows(b"{}", Service::Lynx, FileType::Json),
            Err(ReadError::Json)
        ));
        assert!(matches!(
            rows(b"[1] x", Service::Lynx, FileType::Json),
            Err(ReadError::Json)
        ));
        let two = rows(
            br#"[{"slug":"a","destination":"https://e.com"}, 5]"#,
            Service::Lynx,
            FileType::Json,
        )
        .expect("parses");
        assert_eq!(
            two.iter().map(|r| r.link.is_ok()).collect::<Vec<_>>(),
            [true, false]
        );
        assert_eq!(two[1].number, 2);
    }
}
