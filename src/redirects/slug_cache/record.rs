//! How one cached link lies in its shard's text: a short header of
//! variable-length numbers (LEB128), then the entry's text as
//! [`Target`](super::super::Target) holds it. The header is the text's
//! length with a bit for controls, then the layout's three offsets: four
//! bytes for a link of short text, where fixed fields would take sixteen.

use super::super::target::Layout;
use std::ops::Range;

/// One record read back from the text.
pub(super) struct Record {
    /// Whether the link has controls (kept beside the text, by slot).
    pub controls: bool,
    pub layout: Layout,
    /// Where the entry's text lies.
    pub text: Range<usize>,
}

impl Record {
    /// Where the record ends.
    pub fn end(&self) -> usize {
        self.text.end
    }
}

/// Appends the record of an entry to `out`.
pub(super) fn write(out: &mut Vec<u8>, controls: bool, layout: Layout, text: &[u8]) {
    // A text longer than u32 has no layout either: the entry was refused.
    let length = u64::try_from(text.len()).unwrap_or(u64::MAX);
    write_number(out, length << 1 | u64::from(controls));
    write_number(out, u64::from(layout.slug_at));
    write_number(out, u64::from(layout.destination_at));
    write_number(out, u64::from(layout.split_at));
    out.extend_from_slice(text);
}

/// The bytes [`write`] will take.
pub(super) fn size(layout: Layout, text: &[u8]) -> usize {
    let length = u64::try_from(text.len()).unwrap_or(u64::MAX);
    number_size(length << 1)
        + number_size(u64::from(layout.slug_at))
        + number_size(u64::from(layout.destination_at))
        + number_size(u64::from(layout.split_at))
        + text.len()
}

/// The record at `at`; `None` when the bytes there are not one (never for
/// an offset [`write`] started at).
pub(super) fn read(bytes: &[u8], at: usize) -> Option<Record> {
    let mut cursor = at;
    let first = read_number(bytes, &mut cursor)?;
    let mut offset = || u32::try_from(read_number(bytes, &mut cursor)?).ok();
    let layout = Layout {
        slug_at: offset()?,
        destination_at: offset()?,
        split_at: offset()?,
    };
    let length = usize::try_from(first >> 1).ok()?;
    let end = cursor.checked_add(length)?;
    (end <= bytes.len()).then_some(Record {
        controls: first & 1 == 1,
        layout,
        text: cursor..end,
    })
}

fn write_number(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

fn number_size(value: u64) -> usize {
    (64 - value.max(1).leading_zeros() as usize).div_ceil(7)
}

fn read_number(bytes: &[u8], cursor: &mut usize) -> Option<u64> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *bytes.get(*cursor)?;
        *cursor += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return Some(value);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_back_as_written_and_take_the_size_said() {
        let cases = [
            (false, (3, 5, 0), vec![b'x'; 9]),
            (true, (37, 47, 0), vec![b'y'; 47]),
            (false, (200, 300, 70_000), vec![b'z'; 80_000]),
        ];
        let mut bytes = vec![0xff];
        let mut starts = Vec::new();
        for (controls, (slug_at, destination_at, split_at), text) in &cases {
            let layout = Layout {
                slug_at: *slug_at,
                destination_at: *destination_at,
                split_at: *split_at,
            };
            starts.push(bytes.len());
            write(&mut bytes, *controls, layout, text);
            assert_eq!(
                bytes.len() - starts.last().copied().unwrap_or(0),
                size(layout, text)
            );
        }
        for ((controls, (slug_at, _, split_at), text), at) in cases.iter().zip(starts) {
            let record = read(&bytes, at).expect("a record");
            assert_eq!(record.controls, *controls);
            assert_eq!(
                (record.layout.slug_at, record.layout.split_at),
                (*slug_at, *split_at)
            );
            assert_eq!(&bytes[record.text.clone()], text.as_slice());
        }
        assert_eq!(
            size(
                Layout {
                    slug_at: 37,
                    destination_at: 47,
                    split_at: 0
                },
                &[0; 47]
            ),
            51
        );
    }

    #[test]
    fn a_cut_record_reads_as_none() {
        let layout = Layout {
            slug_at: 1,
            destination_at: 2,
            split_at: 0,
        };
        let mut bytes = Vec::new();
        write(&mut bytes, false, layout, b"ab");
        for cut in 0..bytes.len() {
            assert!(read(&bytes[..cut], 0).is_none(), "cut at {cut}");
        }
        assert!(read(&[0xff; 11], 0).is_none());
    }
}
