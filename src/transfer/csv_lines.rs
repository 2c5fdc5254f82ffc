//! What the csv crate does not say exactly or does not bound, followed on
//! the bytes as the reader pulls them: whether a quote is still open at the
//! end of the input, on which line a row starts (its own line count lags
//! behind CRLF line ends and blank lines), and the size and width of each
//! row, so that no row can make the reader hold more than a bounded amount.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::Read;
use std::rc::Rc;

/// Most bytes of one row (its cells, quotes and separators); a longer row
/// refuses the file. No field of a link comes near it.
pub const MAX_ROW_BYTES: u64 = 1024 * 1024;
/// Most cells in one row; a wider row refuses the file.
pub const MAX_COLUMNS: u64 = 1000;

/// A row beyond the bounds, by the line it starts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RowLimit {
    #[error("Row on line {line} is larger than 1 MiB")]
    TooLarge { line: u64 },
    #[error("Row on line {line} has more than 1000 columns")]
    TooManyColumns { line: u64 },
}

/// Runs of line-end bytes (`\r`, `\n`) outside quotes that were read but
/// not yet passed: blank lines are one run, and a row's line ends inside
/// quotes are only counted. Passed runs are dropped as rows are read, so
/// what is kept is bounded by the reader's read-ahead.
#[derive(Clone, Default)]
pub struct LineIndex(Rc<RefCell<Lines>>);

#[derive(Default)]
struct Lines {
    runs: VecDeque<Run>,
    /// `\n` bytes up to the end of the last run passed.
    newlines_passed: u64,
    /// `\n` bytes read so far, inside quotes or not.
    newlines: u64,
}

#[derive(Clone, Copy)]
struct Run {
    /// Offsets of its first byte and of the byte after it.
    start: u64,
    end: u64,
    /// `\n` bytes in the file up to its end.
    newlines_through: u64,
}

impl LineIndex {
    /// The line (1-based) of the first byte at or after `offset` that is
    /// not a line end: where a row whose reading began at `offset` starts.
    /// Offsets must not go backwards.
    pub fn line_at(&self, offset: u64) -> u64 {
        let mut lines = self.0.borrow_mut();
        while let Some(run) = lines.runs.front().copied() {
            if run.start > offset {
                break;
            }
            // A run before the offset, or one the offset is in (the reader
            // began at the line end before the row): all its line ends are
            // behind the row.
            lines.newlines_passed = run.newlines_through;
            lines.runs.pop_front();
            if run.end >= offset {
                break;
            }
        }
        lines.newlines_passed + 1
    }

    /// A line-end byte at `offset`; `terminates` when it is outside quotes.
    fn line_end(&self, offset: u64, newline: bool, terminates: bool) {
        let mut lines = self.0.borrow_mut();
        lines.newlines += u64::from(newline);
        if !terminates {
            return;
        }
        let newlines = lines.newlines;
        match lines.runs.back_mut() {
            Some(run) if run.end == offset => {
                run.end += 1;
                run.newlines_through = newlines;
            }
            _ => lines.runs.push_back(Run {
                start: offset,
                end: offset + 1,
                newlines_through: newlines,
            }),
        }
    }

    fn newlines(&self) -> u64 {
        self.0.borrow().newlines
    }

    #[cfg(test)]
    fn runs_kept(&self) -> usize {
        self.0.borrow().runs.len()
    }
}

/// Passes bytes through while following RFC 4180 quoting, so a quote
/// still open at the end of the input can be detected, noting line ends,
/// and refusing a row beyond [`MAX_ROW_BYTES`] or [`MAX_COLUMNS`].
pub struct QuoteTracker<R> {
    inner: R,
    state: QuoteState,
    lines: LineIndex,
    /// Bytes read so far.
    read: u64,
    row: RowSize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum QuoteState {
    FieldStart,
    InField,
    InQuotes,
    QuoteInQuotes,
}

/// The row being read: where it started and how big it is so far.
#[derive(Clone, Copy, Default)]
struct RowSize {
    /// Between rows: only line ends since the last one.
    between: bool,
    line: u64,
    bytes: u64,
    columns: u64,
}

impl<R> QuoteTracker<R> {
    pub fn new(inner: R, lines: LineIndex) -> Self {
        Self {
            inner,
            state: QuoteState::FieldStart,
            lines,
            read: 0,
            row: RowSize {
                between: true,
                ..RowSize::default()
            },
        }
    }

    pub fn in_quotes(&self) -> bool {
        self.state == QuoteState::InQuotes
    }

    fn track(&mut self, bytes: &[u8]) -> Result<(), RowLimit> {
        use QuoteState::*;
        for (i, &b) in bytes.iter().enumerate() {
            let line_end = matches!(b, b'\n' | b'\r');
            let outside = self.state != InQuotes;
            if line_end {
                let offset = self.read + i as u64;
                self.lines.line_end(offset, b == b'\n', outside);
            }
            self.state = match (self.state, b) {
                (InQuotes, b'"') => QuoteInQuotes,
                (InQuotes, _) => InQuotes,
                (FieldStart, b'"') | (QuoteInQuotes, b'"') => InQuotes,
                (_, b',' | b'\n' | b'\r') => FieldStart,
                _ => InField,
            };
            if line_end && outside {
                self.row.between = true;
                continue;
            }
            if self.row.between {
                let line = self.lines.newlines() + 1;
                self.row = RowSize {
                    between: false,
                    line,
                    bytes: 0,
                    columns: 1,
                };
            }
            self.row.bytes += 1;
            if b == b',' && outside {
                self.row.columns += 1;
            }
            if self.row.bytes > MAX_ROW_BYTES {
                return Err(RowLimit::TooLarge {
                    line: self.row.line,
                });
            }
            if self.row.columns > MAX_COLUMNS {
                return Err(RowLimit::TooManyColumns {
                    line: self.row.line,
                });
            }
        }
        self.read += bytes.len() as u64;
        Ok(())
    }
}

impl<R: Read> Read for QuoteTracker<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.track(&buf[..n])
            .map_err(|limit| std::io::Error::new(std::io::ErrorKind::InvalidData, limit))?;
        Ok(n)
    }
}

/// The row limit an I/O error from [`QuoteTracker`] carries, if any.
pub fn row_limit(error: &std::io::Error) -> Option<RowLimit> {
    error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<RowLimit>())
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tracked(bytes: &[u8]) -> (LineIndex, Result<(), RowLimit>) {
        let index = LineIndex::default();
        let mut tracker = QuoteTracker::new(&b""[..], index.clone());
        let outcome = tracker.track(bytes);
        (index, outcome)
    }

    #[test]
    fn lines_skip_blank_lines_and_crlf() {
        let (index, outcome) = tracked(b"h\r\n\r\na\r\nb\n");
        assert_eq!(outcome, Ok(()));
        assert_eq!(index.line_at(0), 1);
        // Reading after the header began at its `\r`.
        assert_eq!(index.line_at(1), 3);
        // After `a`'s line: `b`, on line 4.
        assert_eq!(index.line_at(6), 4);
    }

    #[test]
    fn line_ends_inside_quotes_count_but_are_not_kept() {
        let (index, outcome) = tracked(b"h\n\"a\nb\nc\",x\nd\n");
        assert_eq!(outcome, Ok(()));
        assert_eq!(index.runs_kept(), 3, "the row ends only");
        assert_eq!(index.line_at(2), 2);
        // `d` starts after the quoted row's three lines.
        assert_eq!(index.line_at(12), 5);
    }

    #[test]
    fn a_million_blank_lines_keep_one_run() {
        let mut file = b"slug,destination\n".to_vec();
        file.extend(std::iter::repeat_n(b'\n', 1_000_000));
        file.extend(b"a,https://e.com\n");
        let (index, outcome) = tracked(&file);
        assert_eq!(outcome, Ok(()));
        assert_eq!(index.runs_kept(), 2);
        assert_eq!(index.line_at(16), 1_000_002);
    }

    #[test]
    fn rows_beyond_the_bounds_are_refused_with_their_line() {
        let mut long = b"slug,destination\n\n".to_vec();
        long.extend(std::iter::repeat_n(b'a', MAX_ROW_BYTES as usize + 1));
        assert_eq!(tracked(&long).1, Err(RowLimit::TooLarge { line: 3 }));
        let mut quoted = b"slug,destination\n\"".to_vec();
        quoted.extend(std::iter::repeat_n(b'\n', MAX_ROW_BYTES as usize + 1));
        assert_eq!(tracked(&quoted).1, Err(RowLimit::TooLarge { line: 2 }));
        let wide = ",".repeat(MAX_COLUMNS as usize);
        assert_eq!(
            tracked(wide.as_bytes()).1,
            Err(RowLimit::TooManyColumns { line: 1 })
        );
        let within = ",".repeat(MAX_COLUMNS as usize - 1);
        assert_eq!(tracked(within.as_bytes()).1, Ok(()));
    }
}
