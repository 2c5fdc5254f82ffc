use super::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;

fn total(num: i64, humans: u64, bots: u64) -> LinkTotal {
    LinkTotal { num, humans, bots }
}

fn decode_all(bytes: &[u8]) -> Result<Vec<LinkTotal>, Undecodable> {
    let mut decoder = Decoder::new(bytes);
    let mut out = Vec::new();
    while let Some(t) = decoder.next_total()? {
        out.push(t);
    }
    Ok(out)
}

#[test]
fn totals_decode_as_they_were_encoded() {
    let totals = vec![
        total(1, 0, 0),
        total(2, 127, 128),
        total(300, u64::MAX, 1),
        total(i64::MAX, 5, 0),
    ];
    let bytes = encode(totals.clone()).expect("encodes");
    assert_eq!(decode_all(&bytes), Ok(totals));
    assert_eq!(decode_all(&[]), Ok(Vec::new()));
    // Small counts on consecutive links take three bytes each.
    let dense = encode((1..=1000).map(|n| total(n, 3, 1))).expect("encodes");
    assert_eq!(dense.len(), 3000);
}

#[test]
fn totals_out_of_order_are_refused_and_damaged_values_do_not_decode() {
    assert_eq!(encode([total(5, 1, 0), total(5, 1, 0)]), Err(Undecodable));
    assert_eq!(encode([total(5, 1, 0), total(4, 1, 0)]), Err(Undecodable));
    assert_eq!(encode([total(0, 1, 0)]), Err(Undecodable));
    let bytes = encode([total(1, 300, 2), total(9, 1, 1)]).expect("encodes");
    for cut in 1..bytes.len() {
        if cut != 4 {
            assert_eq!(decode_all(&bytes[..cut]), Err(Undecodable), "cut at {cut}");
        }
    }
    // A step of 0 (a repeated link) and a varint longer than 64 bits.
    assert_eq!(decode_all(&[1, 1, 1, 0, 1, 1]), Err(Undecodable));
    assert_eq!(decode_all(&[0xff; 11]), Err(Undecodable));
}

/// Every link's sum over `periods`, brute force.
fn sums(periods: &[Vec<LinkTotal>], bots: BotsMode) -> BTreeMap<i64, u64> {
    let mut sums = BTreeMap::new();
    for period in periods {
        for t in period {
            *sums.entry(t.num).or_default() += t.counted(bots);
        }
    }
    sums.retain(|_, sum| *sum > 0);
    sums
}

fn random_periods(rng: &mut StdRng, links: i64, periods: usize, most: u64) -> Vec<Vec<LinkTotal>> {
    (0..periods)
        .map(|_| {
            let mut rows = Vec::new();
            for num in 1..=links {
                if rng.gen_bool(0.3) {
                    rows.push(total(
                        num,
                        rng.gen_range(0..=most),
                        rng.gen_range(0..=most / 2),
                    ));
                }
            }
            rows
        })
        .collect()
}

#[test]
fn leaders_are_the_largest_sums_with_every_tie_of_the_smallest() {
    let mut rng = StdRng::seed_from_u64(11);
    for round in 0..200 {
        // Few distinct counts, so ties at the cut are the rule.
        let links = rng.gen_range(1..400);
        let count = rng.gen_range(1..6);
        let periods = random_periods(&mut rng, links, count, 3);
        let keep = rng.gen_range(1..30);
        for bots in [BotsMode::Exclude, BotsMode::Include, BotsMode::Only] {
            let encoded: Vec<Vec<u8>> = periods
                .iter()
                .map(|p| encode(p.iter().copied()).expect("encodes"))
                .collect();
            // Half the periods encoded, half as rows.
            let sources = encoded
                .iter()
                .zip(&periods)
                .enumerate()
                .map(|(i, (bytes, rows))| match i % 2 {
                    0 => TotalsSource::Encoded(Decoder::new(bytes)),
                    _ => TotalsSource::Rows(rows.iter()),
                })
                .collect();
            let found = leaders(sources, bots, keep).expect("decodes");
            let left_some_out = found.left_some_out();
            let ranked = found.into_ranked();
            let mut expected: Vec<(i64, u64)> = sums(&periods, bots).into_iter().collect();
            expected.sort_unstable_by_key(|&(num, sum)| (Reverse(sum), num));
            let floor = expected.get(keep - 1).map_or(0, |&(_, sum)| sum);
            let kept: Vec<(i64, u64)> = expected
                .iter()
                .copied()
                .filter(|&(_, sum)| sum >= floor)
                .collect();
            assert_eq!(ranked, kept, "round {round}, {bots:?}, keep {keep}");
            assert_eq!(left_some_out, kept.len() < expected.len(), "round {round}");
        }
    }
}

#[test]
fn leaders_add_links_across_chunks_of_link_numbers() {
    // Numbers far apart and on both sides of a chunk's end.
    let chunk = CHUNK as i64;
    let a = [
        total(3, 1, 0),
        total(chunk + 2, 5, 0),
        total(10 * chunk, 2, 0),
    ];
    let b = [
        total(chunk + 2, 1, 0),
        total(chunk + 3, 4, 0),
        total(10 * chunk, 7, 0),
    ];
    let sources = vec![TotalsSource::Rows(a.iter()), TotalsSource::Rows(b.iter())];
    let ranked = leaders(sources, BotsMode::Exclude, 10)
        .expect("decodes")
        .into_ranked();
    assert_eq!(
        ranked,
        vec![(10 * chunk, 9), (chunk + 2, 6), (chunk + 3, 4), (3, 1)]
    );
    let none = leaders(Vec::new(), BotsMode::Include, 10).expect("nothing to decode");
    assert!(!none.left_some_out());
    assert!(none.into_ranked().is_empty());
}

#[test]
fn a_damaged_value_fails_the_sum() {
    let good = encode([total(1, 1, 0)]).expect("encodes");
    let sources = vec![
        TotalsSource::Encoded(Decoder::new(&good)),
        TotalsSource::Encoded(Decoder::new(&[1, 0x80])),
    ];
    assert_eq!(
        leaders(sources, BotsMode::Exclude, 10).map(|_| ()),
        Err(Undecodable)
    );
}

#[test]
fn rows_taken_away_leave_the_rest() {
    // A day's value less its hours outside a range: what the range holds.
    let day = [total(1, 5, 1), total(2, 2, 0), total(3, 1, 1)];
    let outside = [total(1, 4, 0), total(2, 2, 0), total(3, 0, 1)];
    let value = encode(day).expect("encodes");
    let sources = vec![
        TotalsSource::Encoded(Decoder::new(&value)),
        TotalsSource::Minus(outside.iter()),
    ];
    let found = leaders(sources, BotsMode::Include, 10).expect("decodes");
    // Link 2 has nothing left in the range: not ranked at all.
    assert_eq!(found.into_ranked(), vec![(1, 2), (3, 1)]);
}
