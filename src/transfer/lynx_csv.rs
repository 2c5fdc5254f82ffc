//! Lynx CSV files as Lynx writes them. Lynx quotes each text cell the way
//! JSON does (`"say \"hi\""`, `\\`, `\n`, `\u00e9`; `null` bare), which an
//! RFC 4180 reader misreads (`say \hi\""`). Linkhop's own exports are
//! RFC 4180 (`""` for a quote, backslashes as they are) and always carry a
//! `humanVisits` column, so that header picks the standard reader; every
//! other Lynx file is read here. A doubled quote inside a quoted cell is
//! still a quote (a spreadsheet that saved the file wrote it), raw line
//! breaks inside quotes are kept, and anything Lynx would never write (an
//! unknown escape, a lone surrogate, text after a closing quote) refuses
//! the file naming its row: reading it some other way would import a value
//! that differs from the one Lynx stored.

use super::csv_lines::{RowLimit, MAX_COLUMNS, MAX_ROW_BYTES};
use super::read::{read_csv, ReadError, Reading, Row};
use crate::domain::import::{CsvLayout, Rejected, Service, SkipReason};
use std::io::{BufRead, Read};

/// The column only Linkhop's exports have.
const LINKHOP_MARKER: &str = "humanVisits";

/// Returns the number of data rows.
pub(super) fn read_lynx_csv(
    mut input: impl BufRead,
    reading: &mut Reading,
) -> Result<u64, ReadError> {
    let mut first = Vec::new();
    if read_line_within(&mut input, &mut first, MAX_ROW_BYTES)?.is_none() {
        return Err(RowLimit::TooLarge { line: 1 }.into());
    }
    let linkhop = first
        .split(|b| *b == b',')
        .any(|cell| unquoted(cell.trim_ascii()) == LINKHOP_MARKER.as_bytes());
    let whole = std::io::Cursor::new(first).chain(input);
    if linkhop {
        return read_csv(whole, Service::Lynx, reading);
    }
    read_records(Records::new(whole), reading)
}

/// A header cell without one pair of surrounding quotes.
fn unquoted(cell: &[u8]) -> &[u8] {
    cell.strip_prefix(b"\"")
        .and_then(|c| c.strip_suffix(b"\""))
        .unwrap_or(cell)
}

/// The header and data rows of a Lynx CSV file, in Lynx's dialect.
fn read_records(
    mut records: Records<impl BufRead>,
    reading: &mut Reading,
) -> Result<u64, ReadError> {
    let mut layout: Option<(CsvLayout, usize)> = None;
    let mut missing: Option<Vec<String>> = None;
    let mut rows = 0u64;
    loop {
        let line = records.lines_read + 1;
        let cells = match records.next_record() {
            Ok(Some(cells)) => cells,
            Ok(None) => break,
            Err(Fault::File(error)) => return Err(error),
            // A problem in the header fails the file like a parse error.
            Err(Fault::Row(_)) if layout.is_none() && missing.is_none() => {
                return Err(ReadError::Csv)
            }
            Err(Fault::Row(problem)) => {
                return Err(ReadError::LynxRow {
                    row: rows + 1,
                    problem,
                })
            }
        };
        if cells.iter().all(String::is_empty) && cells.len() <= 1 {
            continue; // a blank line
        }
        if missing.is_some() {
            rows += 1;
            continue;
        }
        match &layout {
            None => match CsvLayout::from_header(Service::Lynx, &cells) {
                Ok(found) => layout = Some((found, cells.len())),
                Err(columns) => missing = Some(columns),
            },
            Some((layout, width)) => {
                rows += 1;
                let Some(emit) = reading.emit.as_mut() else {
                    continue; // counting only
                };
                let link = if cells.len() == *width {
                    layout.link(&cells, reading.reserved, reading.now)
                } else {
                    let reason = SkipReason::WrongWidth {
                        cells: cells.len(),
                        expected: *width,
                    };
                    Err(Rejected::new(None, reason))
                };
                let row = Row {
                    number: rows,
                    line: Some(line),
                    link,
                };
                emit(row).map_err(|()| ReadError::Stopped)?;
            }
        }
    }
    if let Some(columns) = missing {
        return Err(ReadError::MissingColumns(columns));
    }
    if layout.is_none() {
        return Err(ReadError::MissingColumns(
            CsvLayout::from_header(Service::Lynx, &[])
                .err()
                .unwrap_or_default(),
        ));
    }
    Ok(rows)
}

enum Fault {
    /// The whole file cannot be read (I/O, bytes that are not UTF-8, a
    /// quote never closed).
    File(ReadError),
    /// This record holds something Lynx never writes.
    Row(&'static str),
}

impl From<std::io::Error> for Fault {
    fn from(error: std::io::Error) -> Self {
        Fault::File(ReadError::Io(error))
    }
}

/// Reads records line by line; a quoted cell may span lines.
struct Records<R> {
    input: R,
    line: Vec<u8>,
    /// Lines of the file read so far (a record may span several).
    lines_read: u64,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    FieldStart,
    Unquoted,
    Quoted,
    AfterQuote,
}

impl<R: BufRead> Records<R> {
    fn new(input: R) -> Self {
        Self {
            input,
            line: Vec::new(),
            lines_read: 0,
        }
    }

    /// The trimmed cells of the next record; `None` at the end.
    /// Reads the next line of the record that started on line `first`,
    /// which has `used` bytes so far: false at the end of the input.
    fn next_line(&mut self, first: u64, used: &mut u64) -> Result<bool, Fault> {
        self.line.clear();
        let room = MAX_ROW_BYTES - *used;
        let Some(read) = read_line_within(&mut self.input, &mut self.line, room)? else {
            return Err(Fault::File(RowLimit::TooLarge { line: first }.into()));
        };
        *used += read as u64;
        self.lines_read += u64::from(read > 0);
        Ok(read > 0)
    }

    fn next_record(&mut self) -> Result<Option<Vec<String>>, Fault> {
        let first = self.lines_read + 1;
        let mut used = 0;
        if !self.next_line(first, &mut used)? {
            return Ok(None);
        }
        let mut cells = Vec::new();
        let mut cell = Vec::new();
        let mut state = State::FieldStart;
        let mut at = 0;
        loop {
            let Some(&byte) = self.line.get(at) else {
                if state != State::Quoted {
                    break;
                }
                // A line break inside quotes belongs to the cell.
                if !self.next_line(first, &mut used)? {
                    return Err(Fault::File(ReadError::Csv));
                }
                at = 0;
                continue;
            };
            at += 1;
            match state {
                State::Quoted => match byte {
                    b'\\' => at += unescape(&self.line[at..], &mut cell)?,
                    b'"' if self.line.get(at) == Some(&b'"') => {
                        cell.push(b'"');
                        at += 1;
                    }
                    b'"' => state = State::AfterQuote,
                    other => cell.push(other),
                },
                _ => match byte {
                    b',' => {
                        cells.push(finish_cell(&mut cell, state)?);
                        if cells.len() as u64 >= MAX_COLUMNS {
                            let limit = RowLimit::TooManyColumns { line: first };
                            return Err(Fault::File(limit.into()));
                        }
                        state = State::FieldStart;
                    }
                    b'\r' if self.line.get(at) == Some(&b'\n') => {}
                    b'\n' => break,
                    b'"' if state == State::FieldStart => state = State::Quoted,
                    b' ' | b'\t' if state == State::AfterQuote => {}
                    _ if state == State::AfterQuote => {
                        return Err(Fault::Row("text after a closing quote"))
                    }
                    other => {
                        cell.push(other);
                        state = State::Unquoted;
                    }
                },
            }
        }
        cells.push(finish_cell(&mut cell, state)?);
        Ok(Some(cells))
    }
}

/// The cell's text, trimmed; a bare `null` (Lynx's empty value) is empty.
/// `read_until(b'\n')` that holds at most `room` bytes: the bytes read, or
/// `None` when the line goes on beyond them.
fn read_line_within(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    room: u64,
) -> std::io::Result<Option<usize>> {
    let read = Read::take(&mut *input, room.saturating_add(1)).read_until(b'\n', line)?;
    Ok((read as u64 <= room).then_some(read))
}

fn finish_cell(cell: &mut Vec<u8>, state: State) -> Result<String, Fault> {
    let text = String::from_utf8(std::mem::take(cell)).map_err(|_| Fault::File(ReadError::Csv))?;
    let text = text.trim();
    Ok(if state == State::Unquoted && text == "null" {
        String::new()
    } else {
        text.to_owned()
    })
}

/// Reads one JSON escape from `rest` (just after the backslash) into
/// `cell`; returns how many bytes it used.
fn unescape(rest: &[u8], cell: &mut Vec<u8>) -> Result<usize, Fault> {
    let simple = match rest.first() {
        Some(b'"') => b'"',
        Some(b'\\') => b'\\',
        Some(b'/') => b'/',
        Some(b'b') => 0x08,
        Some(b'f') => 0x0c,
        Some(b'n') => b'\n',
        Some(b'r') => b'\r',
        Some(b't') => b'\t',
        Some(b'u') => {
            let (c, used) = unicode_escape(&rest[1..])?;
            let mut buffer = [0u8; 4];
            cell.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
            return Ok(1 + used);
        }
        _ => return Err(Fault::Row("a backslash that starts no JSON escape")),
    };
    cell.push(simple);
    Ok(1)
}

/// `XXXX` after `\u`, with the low half of a surrogate pair after it.
fn unicode_escape(rest: &[u8]) -> Result<(char, usize), Fault> {
    let invalid = Fault::Row("an invalid \\u escape");
    let unit = |bytes: Option<&[u8]>| {
        bytes
            .and_then(|b| std::str::from_utf8(b).ok())
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|h| u32::from_str_radix(h, 16).ok())
    };
    let high = unit(rest.get(..4)).ok_or(Fault::Row("an invalid \\u escape"))?;
    if !(0xD800..0xDC00).contains(&high) {
        return char::from_u32(high).map(|c| (c, 4)).ok_or(invalid);
    }
    let low = rest
        .get(4..6)
        .filter(|p| *p == b"\\u")
        .and_then(|_| unit(rest.get(6..10)))
        .filter(|low| (0xDC00..0xE000).contains(low))
        .ok_or(invalid)?;
    let c = char::from_u32(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        .ok_or(Fault::Row("an invalid \\u escape"))?;
    Ok((c, 10))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::domain::links::ReservedNames;

    fn read(file: &str) -> Result<Vec<Row>, ReadError> {
        let mut rows = Vec::new();
        let reserved = ReservedNames::new(Vec::<String>::new());
        let mut emit = |row| {
            rows.push(row);
            Ok(())
        };
        let mut reading = Reading {
            reserved: &reserved,
            now: 0,
            emit: Some(&mut emit),
        };
        read_lynx_csv(file.as_bytes(), &mut reading)?;
        Ok(rows)
    }

    fn notes(row: &Row) -> Option<&str> {
        row.link.as_ref().ok()?.controls.as_ref()?.notes.as_deref()
    }

    #[test]
    fn lynx_escapes_are_read_as_lynx_wrote_them() {
        let file = "slug,destination,notes,visits,author\r\n\
            \"q\",\"https://example.com/say\\\"hi\\\"\",\"a \\\\ b, c\\nd \\u00e9\\ud83d\\ude00\",3,null\r\n\
            \"dq\",\"https://example.com/?a=\"\"b\"\"\",\"two\nlines\",0,\"\"\r\n";
        let rows = read(file).expect("reads");
        let q = rows[0].link.as_ref().expect("valid");
        assert_eq!(q.destination, "https://example.com/say\"hi\"");
        assert_eq!(notes(&rows[0]), Some("a \\ b, c\nd é😀"));
        assert_eq!((q.visits, q.author.as_deref()), (3, None));
        let dq = rows[1].link.as_ref().expect("valid");
        assert_eq!((rows[0].line, rows[1].line), (Some(2), Some(3)));
        assert_eq!(dq.destination, "https://example.com/?a=\"b\"");
        assert_eq!(notes(&rows[1]), Some("two\nlines"));
    }

    #[test]
    fn what_lynx_never_writes_is_refused_with_its_row() {
        let base = "slug,destination\n\"ok\",\"https://e.com\"\n";
        for (row, problem) in [
            (
                "\"x\",\"https://e.com/C:\\dir\"",
                "a backslash that starts no JSON escape",
            ),
            ("\"x\",\"https://e.com/\\ud800\"", "an invalid \\u escape"),
            ("\"x\",\"https://e.com/\"oops", "text after a closing quote"),
        ] {
            match read(&format!("{base}{row}\n")) {
                Err(ReadError::LynxRow { row: 2, problem: p }) => assert_eq!(p, problem),
                other => panic!("{row}: {:?}", other.map(|r| r.len())),
            }
        }
        assert!(matches!(
            read("slug,destination\n\"open,https://e.com\n"),
            Err(ReadError::Csv)
        ));
        assert!(
            matches!(read("slug,\"dest\\q\"\n"), Err(ReadError::Csv)),
            "a bad header"
        );
    }

    #[test]
    fn linkhop_exports_keep_the_standard_reader() {
        // Linkhop writes a backslash as it is and doubles quotes.
        let file =
            "slug,destination,humanVisits,notes\n\"a\",\"https://e.com\",0,\"C:\\dir \"\"x\"\"\"\n";
        let rows = read(file).expect("reads");
        assert_eq!(notes(&rows[0]), Some("C:\\dir \"x\""));
    }

    #[test]
    fn rows_beyond_the_bounds_refuse_the_file_unread() {
        let huge = "a".repeat(MAX_ROW_BYTES as usize + 1);
        assert!(matches!(
            read(&huge),
            Err(ReadError::RowLimit(RowLimit::TooLarge { line: 1 }))
        ));
        let quoted = format!("slug,destination\n\n\"{}\"\n", "x\n".repeat(600_000));
        assert!(matches!(
            read(&quoted),
            Err(ReadError::RowLimit(RowLimit::TooLarge { line: 3 }))
        ));
        let wide = format!("slug,destination\n{}\n", ",".repeat(MAX_COLUMNS as usize));
        assert!(matches!(
            read(&wide),
            Err(ReadError::RowLimit(RowLimit::TooManyColumns { line: 2 }))
        ));
    }
}
