//! Bounds on what one element of a JSON import file may hold, checked on
//! the bytes as the parser pulls them, before it builds anything: a link
//! is read whole into memory, so without them one string or one object of
//! the size of the file would be held (several times over) instead of
//! refused.

use std::io::Read;

/// Most bytes of one array element (a link) and of any string anywhere.
pub const MAX_ELEMENT_BYTES: u64 = 1024 * 1024;
/// Deepest nesting of arrays and objects (serde_json's own limit).
pub const MAX_DEPTH: usize = 128;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum JsonLimit {
    #[error("A link in the JSON file is larger than 1 MiB")]
    ElementTooLarge,
    #[error("A string in the JSON file is longer than 1 MiB")]
    StringTooLong,
    #[error("The JSON file is nested more than 128 levels deep")]
    TooDeep,
}

/// Passes bytes through while following JSON's structure.
pub struct JsonBounds<R> {
    inner: R,
    /// Bytes read so far.
    read: u64,
    /// The open arrays and objects: `[` or `{`.
    open: Vec<u8>,
    /// Where the outermost open element began (a container that is neither
    /// the file's own array or object nor the array a wrapping object holds).
    element_start: Option<u64>,
    /// The depth that element opened at.
    element_depth: usize,
    string: StringState,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum StringState {
    Outside,
    /// Inside a string that began at this offset.
    Inside(u64),
    /// After a backslash inside a string that began at this offset.
    Escaped(u64),
}

impl<R> JsonBounds<R> {
    pub fn new(inner: R) -> Self {
        Self {
            inner,
            read: 0,
            open: Vec::new(),
            element_start: None,
            element_depth: 0,
            string: StringState::Outside,
        }
    }

    fn track(&mut self, bytes: &[u8]) -> Result<(), JsonLimit> {
        for (i, &b) in bytes.iter().enumerate() {
            let at = self.read + i as u64;
            match self.string {
                StringState::Inside(start) => {
                    self.string = match b {
                        b'"' => StringState::Outside,
                        b'\\' => StringState::Escaped(start),
                        _ => StringState::Inside(start),
                    };
                    if at - start > MAX_ELEMENT_BYTES {
                        return Err(JsonLimit::StringTooLong);
                    }
                }
                StringState::Escaped(start) => self.string = StringState::Inside(start),
                StringState::Outside => match b {
                    b'"' => self.string = StringState::Inside(at),
                    b'[' | b'{' => self.open_container(b, at)?,
                    b']' | b'}' => {
                        self.open.pop();
                        if self.open.len() < self.element_depth {
                            self.element_start = None;
                        }
                    }
                    _ => {}
                },
            }
            if self
                .element_start
                .is_some_and(|start| at - start >= MAX_ELEMENT_BYTES)
            {
                return Err(JsonLimit::ElementTooLarge);
            }
        }
        self.read += bytes.len() as u64;
        Ok(())
    }

    fn open_container(&mut self, kind: u8, at: u64) -> Result<(), JsonLimit> {
        if self.open.len() >= MAX_DEPTH {
            return Err(JsonLimit::TooDeep);
        }
        let parent = self.open.last().copied();
        self.open.push(kind);
        let depth = self.open.len();
        // The file's own container, and the array a wrapping object holds
        // (Kutt's `data`, Sink's `links`), are read element by element.
        let streamed = depth == 1 || (depth == 2 && kind == b'[' && parent == Some(b'{'));
        if !streamed && self.element_start.is_none() {
            self.element_start = Some(at);
            self.element_depth = depth;
        }
        Ok(())
    }
}

impl<R: Read> Read for JsonBounds<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.track(&buf[..n])
            .map_err(|limit| std::io::Error::new(std::io::ErrorKind::InvalidData, limit))?;
        Ok(n)
    }
}

/// The bound an I/O error from [`JsonBounds`] carries, if any.
pub fn json_limit(error: &std::io::Error) -> Option<JsonLimit> {
    error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<JsonLimit>())
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(bytes: &[u8]) -> Result<(), JsonLimit> {
        JsonBounds::new(&b""[..]).track(bytes)
    }

    fn big(n: u64) -> String {
        "a".repeat(usize::try_from(n).unwrap_or(0))
    }

    #[test]
    fn ordinary_files_pass() {
        assert_eq!(
            check(br#"[{"slug":"a","tags":["x"]},{"slug":"b"}]"#),
            Ok(())
        );
        assert_eq!(check(br#"{"data":[{"a":{"b":[1]}}],"total":1}"#), Ok(()));
        assert_eq!(
            check(br#"["a\"]{[", {"k":"\\"}]"#),
            Ok(()),
            "brackets in strings"
        );
    }

    #[test]
    fn a_huge_string_is_refused_anywhere() {
        let file = format!("[\"{}\"]", big(MAX_ELEMENT_BYTES + 1));
        assert_eq!(check(file.as_bytes()), Err(JsonLimit::StringTooLong));
        let key = format!("{{\"{}\":[]}}", big(MAX_ELEMENT_BYTES + 1));
        assert_eq!(check(key.as_bytes()), Err(JsonLimit::StringTooLong));
    }

    #[test]
    fn a_huge_element_is_refused_but_many_small_ones_are_not() {
        let keys: String = (0..200_000).map(|i| format!("\"k{i}\":1,")).collect();
        let geo = format!("{{\"links\":[{{\"geo\":{{{keys}\"z\":1}}}}]}}");
        assert_eq!(check(geo.as_bytes()), Err(JsonLimit::ElementTooLarge));
        let many: String = (0..200_000)
            .map(|i| format!("{{\"slug\":\"s{i}\"}},"))
            .collect();
        let many = format!("[{many}{{}}]");
        assert_eq!(check(many.as_bytes()), Ok(()));
    }

    #[test]
    fn deep_nesting_is_refused() {
        assert_eq!(check("[".repeat(MAX_DEPTH).as_bytes()), Ok(()));
        assert_eq!(
            check("[".repeat(MAX_DEPTH + 1).as_bytes()),
            Err(JsonLimit::TooDeep)
        );
    }
}
