//! Every link's visits in one closed UTC day or month as one compact value
//! (`visit_period_totals`, docs/STATISTICS.md "Top links over long
//! ranges"), and the exact top links of a range added up from such values:
//! a year over a million links adds a dozen of them in memory instead of
//! grouping millions of summary rows in SQL.
//!
//! The encoding: entries in increasing link number, each the difference
//! from the previous number, the human visits and the bot visits, as
//! unsigned LEB128 varints (three to five bytes for most links).

use super::stats::BotsMode;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One link's visits in a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkTotal {
    /// `link_counters.num`, above 0.
    pub num: i64,
    pub humans: u64,
    pub bots: u64,
}

impl LinkTotal {
    /// The visits `bots` counts.
    fn counted(self, bots: BotsMode) -> u64 {
        match bots {
            BotsMode::Exclude => self.humans,
            BotsMode::Include => self.humans.saturating_add(self.bots),
            BotsMode::Only => self.bots,
        }
    }
}

/// A value that does not decode: cut short, or link numbers that do not
/// increase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a period's link totals do not decode")]
pub struct Undecodable;

/// Encodes totals given in strictly increasing link number (numbers above
/// 0); an entry out of order is an error, as it would not decode.
pub fn encode(totals: impl IntoIterator<Item = LinkTotal>) -> Result<Vec<u8>, Undecodable> {
    let mut encoder = Encoder::default();
    for total in totals {
        encoder.push(total)?;
    }
    Ok(encoder.finish())
}

/// Encodes entries one at a time, as rows stream in.
#[derive(Debug, Default)]
pub struct Encoder {
    out: Vec<u8>,
    previous: i64,
}

impl Encoder {
    /// Adds the next entry; its number must be above the previous one's.
    pub fn push(&mut self, total: LinkTotal) -> Result<(), Undecodable> {
        let step = total
            .num
            .checked_sub(self.previous)
            .and_then(|step| u64::try_from(step).ok())
            .filter(|&step| step > 0)
            .ok_or(Undecodable)?;
        for value in [step, total.humans, total.bots] {
            put_varint(&mut self.out, value);
        }
        self.previous = total.num;
        Ok(())
    }

    pub fn finish(self) -> Vec<u8> {
        self.out
    }
}

fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads the entries of an encoded value in order.
pub struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
    previous: i64,
}

impl<'a> Decoder<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Self {
            bytes,
            at: 0,
            previous: 0,
        }
    }

    fn varint(&mut self) -> Result<u64, Undecodable> {
        let mut value = 0_u64;
        for shift in (0..64).step_by(7) {
            let byte = *self.bytes.get(self.at).ok_or(Undecodable)?;
            self.at += 1;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(Undecodable)
    }

    /// The next entry, `None` at the end.
    pub fn next_total(&mut self) -> Result<Option<LinkTotal>, Undecodable> {
        if self.at == self.bytes.len() {
            return Ok(None);
        }
        let step = i64::try_from(self.varint()?).map_err(|_| Undecodable)?;
        let num = self.previous.checked_add(step).ok_or(Undecodable)?;
        if step == 0 {
            return Err(Undecodable);
        }
        let (humans, bots) = (self.varint()?, self.varint()?);
        self.previous = num;
        Ok(Some(LinkTotal { num, humans, bots }))
    }
}

/// Where one period's entries come from, in increasing link number: an
/// encoded value, rows read as they are (today, the edge hours), or rows
/// to take away (the hours of a day's value outside the range).
pub enum TotalsSource<'a> {
    Encoded(Decoder<'a>),
    Rows(std::slice::Iter<'a, LinkTotal>),
    Minus(std::slice::Iter<'a, LinkTotal>),
}

impl TotalsSource<'_> {
    fn next_total(&mut self) -> Result<Option<LinkTotal>, Undecodable> {
        match self {
            Self::Encoded(decoder) => decoder.next_total(),
            Self::Rows(rows) | Self::Minus(rows) => Ok(rows.next().copied()),
        }
    }

    fn sign(&self) -> i128 {
        match self {
            Self::Minus(_) => -1,
            Self::Encoded(_) | Self::Rows(_) => 1,
        }
    }
}

/// Links added up per chunk of link numbers: a fixed array, whatever the
/// number of links.
const CHUNK: usize = 1 << 16;

/// The links with the most visits over several periods, as `bots` counts,
/// adding each link's entries across `sources`: at least the `keep` largest
/// sums (when that many links have visits), and every link tied with the
/// smallest of them, so a cut at any place up to `keep` can sort its ties
/// by slug. Largest first, ties by link number.
pub fn leaders(
    sources: Vec<TotalsSource<'_>>,
    bots: BotsMode,
    keep: usize,
) -> Result<Leaders, Undecodable> {
    let mut heads = Vec::with_capacity(sources.len());
    for mut source in sources {
        let head = source.next_total()?;
        heads.push((source, head));
    }
    let mut leaders = Leaders::new(keep.max(1));
    // Wide enough that no addition or subtraction of u64 counts wraps.
    let mut sums = vec![0_i128; CHUNK];
    // The lowest number still to add starts the next block.
    while let Some(low) = heads
        .iter()
        .filter_map(|(_, head)| head.map(|t| t.num))
        .min()
    {
        let high = low.saturating_add(CHUNK as i64);
        for (source, head) in &mut heads {
            let sign = source.sign();
            while let Some(total) = *head {
                if total.num >= high {
                    break;
                }
                sums[(total.num - low) as usize] += sign * i128::from(total.counted(bots));
                *head = source.next_total()?;
            }
        }
        for (offset, sum) in sums.iter_mut().enumerate() {
            if *sum > 0 {
                leaders.offer(u64::try_from(*sum).unwrap_or(u64::MAX), low + offset as i64);
            }
            *sum = 0;
        }
    }
    Ok(leaders)
}

/// The largest sums seen, with every tie of the smallest kept.
#[derive(Debug)]
pub struct Leaders {
    keep: usize,
    /// The `keep` largest (sum, num), the smallest on top.
    heap: BinaryHeap<Reverse<(u64, i64)>>,
    /// Links beyond `keep` whose sum equals the smallest in `heap`.
    ties: Vec<i64>,
    /// A link with visits was left out (its sum below every kept one).
    dropped: bool,
}

impl Leaders {
    fn new(keep: usize) -> Self {
        Self {
            keep,
            heap: BinaryHeap::with_capacity(keep + 1),
            ties: Vec::new(),
            dropped: false,
        }
    }

    fn offer(&mut self, sum: u64, num: i64) {
        if self.heap.len() < self.keep {
            self.heap.push(Reverse((sum, num)));
            return;
        }
        let floor = self.floor();
        if sum < floor {
            self.dropped = true;
            return;
        }
        if sum == floor {
            self.ties.push(num);
            return;
        }
        self.heap.push(Reverse((sum, num)));
        if let Some(Reverse((old, old_num))) = self.heap.pop() {
            if self.floor() == old {
                self.ties.push(old_num);
            } else {
                self.dropped = true;
                self.ties.clear();
            }
        }
    }

    /// The smallest kept sum (0 when nothing was kept).
    fn floor(&self) -> u64 {
        self.heap.peek().map_or(0, |Reverse((sum, _))| *sum)
    }

    /// Whether some link with visits is not among [`Self::into_ranked`].
    pub fn left_some_out(&self) -> bool {
        self.dropped
    }

    /// (num, sum), largest first, ties by link number.
    pub fn into_ranked(self) -> Vec<(i64, u64)> {
        let floor = self.floor();
        let mut ranked: Vec<(i64, u64)> = self
            .heap
            .into_iter()
            .map(|Reverse((sum, num))| (num, sum))
            .chain(self.ties.into_iter().map(|num| (num, floor)))
            .collect();
        ranked.sort_unstable_by_key(|&(num, sum)| (Reverse(sum), num));
        ranked
    }
}

#[cfg(test)]
#[path = "period_totals_tests.rs"]
mod tests;
