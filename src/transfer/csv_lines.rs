//! What the csv crate does not say exactly: whether a quote is still open
//! at the end of the input, and on which line a row starts (its own line
//! count lags behind CRLF line ends and blank lines). Both are followed on
//! the bytes as the reader pulls them.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::Read;
use std::rc::Rc;

/// The offsets of the line-end bytes (`\r`, `\n`) read but not yet passed,
/// and the number of `\n` before them: bounded by the reader's read-ahead.
#[derive(Clone, Default)]
pub struct LineIndex(Rc<RefCell<Lines>>);

#[derive(Default)]
struct Lines {
    /// `(offset, is_newline)` of each `\r` or `\n` not yet passed.
    ends: VecDeque<(u64, bool)>,
    /// `\n` bytes before the first of `ends`.
    newlines_before: u64,
    /// Bytes read so far.
    read: u64,
}

impl LineIndex {
    /// The line (1-based) of the first byte at or after `offset` that is
    /// not a line end: where a row whose reading began at `offset` starts.
    /// Offsets must not go backwards.
    pub fn line_at(&self, offset: u64) -> u64 {
        let mut lines = self.0.borrow_mut();
        let mut at = offset;
        while let Some(&(end, newline)) = lines.ends.front() {
            if end > at {
                break;
            }
            // A line end at the current start is skipped over, as the csv
            // crate skips it.
            if end == at {
                at += 1;
            }
            lines.newlines_before += u64::from(newline);
            lines.ends.pop_front();
        }
        lines.newlines_before + 1
    }

    fn saw(&self, bytes: &[u8]) {
        let mut lines = self.0.borrow_mut();
        let base = lines.read;
        for (i, b) in bytes.iter().enumerate() {
            if matches!(b, b'\r' | b'\n') {
                lines.ends.push_back((base + i as u64, *b == b'\n'));
            }
        }
        lines.read += bytes.len() as u64;
    }
}

/// Passes bytes through while following RFC 4180 quoting, so a quote
/// still open at the end of the input can be detected, and noting line ends.
pub struct QuoteTracker<R> {
    inner: R,
    state: QuoteState,
    lines: LineIndex,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum QuoteState {
    FieldStart,
    InField,
    InQuotes,
    QuoteInQuotes,
}

impl<R> QuoteTracker<R> {
    pub fn new(inner: R, lines: LineIndex) -> Self {
        Self {
            inner,
            state: QuoteState::FieldStart,
            lines,
        }
    }

    pub fn in_quotes(&self) -> bool {
        self.state == QuoteState::InQuotes
    }

    fn track(&mut self, bytes: &[u8]) {
        use QuoteState::*;
        for &b in bytes {
            self.state = match (self.state, b) {
                (InQuotes, b'"') => QuoteInQuotes,
                (InQuotes, _) => InQuotes,
                (FieldStart, b'"') | (QuoteInQuotes, b'"') => InQuotes,
                (_, b',' | b'\n' | b'\r') => FieldStart,
                _ => InField,
            };
        }
        self.lines.saw(bytes);
    }
}

impl<R: Read> Read for QuoteTracker<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.track(&buf[..n]);
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_skip_blank_lines_and_crlf() {
        let index = LineIndex::default();
        index.saw(b"h\r\n\r\na\r\nb\n");
        assert_eq!(index.line_at(0), 1);
        // Reading after the header began at its `\r`.
        assert_eq!(index.line_at(1), 3);
        // After `a`'s line: `b`, on line 4.
        assert_eq!(index.line_at(6), 4);
    }
}
