//! Micro benchmark of the redirect path's visit recording
//! (`VisitRecorder::record`): a few repeated user agents, as real traffic
//! has, with referrer and country headers. Run in release:
//! `cargo run --release -p linkhop-bench --bin record_visit`.

use linkhop::visits::{Geo, VisitRecorder, Visitor};
use std::net::IpAddr;
use std::time::Instant;

const AGENTS: [&str; 4] = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "Twitterbot/1.0",
];

fn main() {
    let rounds: u32 = 2_000_000;
    let recorder = VisitRecorder::new(rounds as usize, Geo::new(true, None));
    recorder.salts().set(vec![(0, [7; 32])]);
    let headers: Vec<_> = AGENTS
        .iter()
        .map(|agent| {
            let mut headers = linkhop::visits::HeaderMap::new();
            headers.insert("user-agent", agent.parse().expect("agent"));
            headers.insert(
                "referer",
                "https://news.ycombinator.com/item?id=1"
                    .parse()
                    .expect("referrer"),
            );
            headers.insert("cf-ipcountry", "FR".parse().expect("country"));
            headers
        })
        .collect();
    let client: IpAddr = "192.0.2.1".parse().expect("address");
    let started = Instant::now();
    for n in 0..rounds {
        let h = &headers[n as usize % headers.len()];
        let visitor = Visitor {
            head: false,
            headers: h,
            client,
            scan: false,
            variant: None,
            key: None,
        };
        recorder.record(i64::from(n % 1000) + 1, &visitor, i64::from(n));
    }
    let elapsed = started.elapsed();
    println!(
        "record: {:?} per visit over {rounds} visits ({} agents parsed, {} dropped)",
        elapsed / rounds,
        recorder.classifier().parsed(),
        recorder.dropped()
    );
    let started = Instant::now();
    let events = recorder.take_events();
    println!(
        "take_events: {} events in {:?}",
        events.len(),
        started.elapsed()
    );
}
