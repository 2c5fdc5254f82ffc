//! Seeds visit events into a database that `seed` filled with links: N
//! events spread over the last `--days` days, `--hot-share` of them on the
//! oldest link (the "one link with many visits" of the statistics
//! scenarios) and the rest over every link, with a realistic mix of
//! referrers, countries, devices, browsers and bots. Written through
//! `Store::write_visits`, as the redirect path's flush writes them, so the
//! counters and hourly summaries match the events exactly.

use clap::Parser;
use linkhop::domain::visits::{Device, VisitEvent, DAY_MS};
use linkhop::store::{LinkVisitCount, Store};
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;

#[derive(Parser)]
struct Args {
    #[arg(long)]
    database_url: String,
    /// Events to write.
    #[arg(long)]
    events: u64,
    /// Days before now the events spread over.
    #[arg(long, default_value_t = 365)]
    days: i64,
    /// Days before now the newest event is (an old backlog for the
    /// retention scenario).
    #[arg(long, default_value_t = 0)]
    age_days: i64,
    /// Share of the events on the oldest link.
    #[arg(long, default_value_t = 0.5)]
    hot_share: f64,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Spread the events that are not on the oldest link by a Zipf law of
    /// this exponent over the links (0: evenly), the most visited spread
    /// over the table as `bench/scale_run.py`'s traffic is.
    #[arg(long, default_value_t = 0.0)]
    zipf: f64,
}

/// Rank r of a Zipf law is link `first + (r * STRIDE) mod n`: a fixed
/// shuffle (STRIDE is prime, so coprime to link counts made of 2s and 5s).
const STRIDE: u64 = 1_000_003;

/// Draws link numbers in `first..=last`, evenly or by a Zipf law.
enum Spread {
    Even,
    Zipf { cumulative: Vec<f64>, first: i64 },
}

impl Spread {
    fn new(exponent: f64, first: i64, last: i64) -> Self {
        if exponent <= 0.0 {
            return Self::Even;
        }
        let n = (last - first + 1).max(1) as u64;
        let mut total = 0.0;
        let cumulative = (1..=n)
            .map(|rank| {
                total += 1.0 / (rank as f64).powf(exponent);
                total
            })
            .collect();
        Self::Zipf { cumulative, first }
    }

    fn pick(&self, rng: &mut impl Rng, first: i64, last: i64) -> i64 {
        match self {
            Self::Even => rng.gen_range(first..=last),
            Self::Zipf { cumulative, first } => {
                let total = cumulative.last().copied().unwrap_or(1.0);
                let target = rng.gen_range(0.0..total);
                let rank = cumulative.partition_point(|&c| c <= target) as u64;
                let n = cumulative.len() as u64;
                first + ((rank.min(n - 1) * STRIDE) % n) as i64
            }
        }
    }
}

const BATCH: u64 = 50_000;
const COUNTRIES: &[&[u8; 2]] = &[
    b"US", b"DE", b"FR", b"GB", b"JP", b"BR", b"IN", b"CA", b"NL", b"ES",
];
const BROWSERS: &[(&str, &str, Device)] = &[
    ("Chrome", "Windows", Device::Desktop),
    ("Chrome", "Android", Device::Mobile),
    ("Safari", "iOS", Device::Mobile),
    ("Safari", "macOS", Device::Desktop),
    ("Firefox", "Linux", Device::Desktop),
    ("Edge", "Windows", Device::Desktop),
    ("Safari", "iPadOS", Device::Tablet),
];

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let store = Store::connect(&args.database_url).await?;
    store.migrate().await?;
    let (first, last) = store
        .link_number_range()
        .await?
        .ok_or_else(|| anyhow::anyhow!("no links: run seed first"))?;
    let referrers: Vec<Box<str>> = (0..200)
        .map(|i| format!("site{i}.example").into())
        .collect();
    let spread = Spread::new(args.zipf, first, last);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(args.seed);
    let newest = linkhop::domain::time::now_millis() - args.age_days * DAY_MS;
    let span = args.days.max(1) * DAY_MS;
    let mut written = 0;
    // Batches follow time, each over its own slice of the span, as flushes
    // do: each hour's summary rows are then written once or twice rather
    // than once per event (the seeding's cost is its summary rows).
    let slices = args.events.div_ceil(BATCH).max(1) as i64;
    let slice = (span / slices).max(1);
    let mut slice_start = newest - span;
    while written < args.events {
        let n = (args.events - written).min(BATCH);
        let mut events = Vec::with_capacity(n as usize);
        let mut counts: BTreeMap<i64, (u64, u64)> = BTreeMap::new();
        for _ in 0..n {
            let link_num = if rng.gen_bool(args.hot_share.clamp(0.0, 1.0)) {
                first
            } else {
                spread.pick(&mut rng, first, last)
            };
            let bot = rng.gen_bool(0.1);
            let (browser, os, device) = BROWSERS[rng.gen_range(0..BROWSERS.len())];
            let event = VisitEvent {
                link_num,
                at: slice_start + rng.gen_range(0..slice),
                referrer: rng
                    .gen_bool(0.7)
                    .then(|| referrers[rng.gen_range(0..referrers.len())].clone()),
                country: rng
                    .gen_bool(0.9)
                    .then(|| *COUNTRIES[rng.gen_range(0..COUNTRIES.len())]),
                device: if bot { Device::Other } else { device },
                browser: (!bot).then_some(browser),
                os: (!bot).then_some(os),
                bot,
                visitor: rng.gen(),
                variant: None,
                variant_key: None,
            };
            let count = counts.entry(link_num).or_default();
            if bot {
                count.1 += 1;
            } else {
                count.0 += 1;
            }
            events.push(event);
        }
        let counts: Vec<LinkVisitCount> = counts
            .into_iter()
            .map(|(num, (humans, bots))| LinkVisitCount { num, humans, bots })
            .collect();
        store.write_visits(&counts, &events).await?;
        written += n;
        slice_start += slice;
    }
    store.close().await;
    eprintln!("seeded {written} visit events on links {first}..={last}");
    Ok(())
}
