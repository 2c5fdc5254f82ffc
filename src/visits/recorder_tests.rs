use super::*;
use crate::domain::visits::{Device, DAY_MS};
use http::HeaderValue;
use std::net::IpAddr;

const FIREFOX: &str =
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";

fn headers(agent: &str, referrer: &str) -> HeaderMap {
    let mut headers = HeaderMap::new();
    headers.insert(USER_AGENT, HeaderValue::from_str(agent).expect("agent"));
    headers.insert(REFERER, HeaderValue::from_str(referrer).expect("referrer"));
    headers.insert("cf-ipcountry", HeaderValue::from_static("se"));
    headers
}

fn visit(head: bool, headers: &HeaderMap, client: IpAddr) -> Visitor<'_> {
    Visitor {
        head,
        headers,
        client,
        scan: false,
        variant: None,
        key: None,
    }
}

#[test]
fn a_scan_is_counted_under_the_qr_code_whatever_its_referrer() {
    let recorder = VisitRecorder::new(10, Geo::new(true, None));
    recorder.salts().set(vec![(20_000, [7; 32])]);
    let client: IpAddr = "192.0.2.1".parse().expect("address");
    let h = headers(FIREFOX, "https://news.example.com/");
    let scan = Visitor {
        scan: true,
        ..visit(false, &h, client)
    };
    assert!(!recorder.record(3, &scan, 20_000 * DAY_MS));
    let events = recorder.take_events();
    assert_eq!(events[0].referrer.as_deref(), Some(SCAN_REFERRER));
    assert!(!events[0].bot, "a scan by a person is a person's visit");
}

#[test]
fn a_visit_becomes_a_compact_event() {
    let recorder = VisitRecorder::new(10, Geo::new(true, None));
    let now = 20_000 * DAY_MS + 5;
    recorder.salts().set(vec![(20_000, [7; 32])]);
    let client: IpAddr = "192.0.2.1".parse().expect("address");
    let h = headers(FIREFOX, "https://User@News.Example.com:443/a?b");
    assert!(!recorder.record(3, &visit(false, &h, client), now));
    assert!(
        recorder.record(3, &visit(true, &h, client), now),
        "HEAD is a bot"
    );
    let bot = headers("Twitterbot/1.0", "");
    assert!(recorder.record(3, &visit(false, &bot, client), now));
    let events = recorder.take_events();
    assert_eq!(events.len(), 3);
    let e = &events[0];
    assert_eq!(e.link_num, 3);
    assert_eq!(e.at, now);
    assert_eq!(e.referrer.as_deref(), Some("news.example.com"));
    assert_eq!(e.country, Some(*b"SE"));
    assert_eq!(e.device, Device::Desktop);
    assert_eq!(
        (e.browser, e.os, e.bot),
        (Some("Firefox"), Some("Linux"), false)
    );
    assert_ne!(e.visitor, 0);
    assert!(events[1].bot);
    assert_eq!(events[1].visitor, e.visitor, "same address, agent and link");
    assert!(events[2].bot && events[2].referrer.is_none());
    assert_eq!(recorder.dropped(), 0);
    assert!(recorder.take_events().is_empty());
}

#[test]
fn a_full_buffer_counts_what_it_drops() {
    let recorder = VisitRecorder::new(2, Geo::new(false, None));
    let client: IpAddr = "192.0.2.1".parse().expect("address");
    let h = headers(FIREFOX, "");
    for at in 0..5 {
        recorder.record(1, &visit(false, &h, client), at);
    }
    assert_eq!(recorder.dropped(), 3);
    assert_eq!(recorder.take_events().len(), 2);
}

/// A repeated agent is parsed once and then read from the cache (its
/// speed is the bench's redirect rows, never a timed test).
#[test]
fn a_repeated_agent_is_classified_once() {
    let recorder = VisitRecorder::new(1_000_000, Geo::new(true, None));
    recorder.salts().set(vec![(0, [7; 32])]);
    let client: IpAddr = "192.0.2.1".parse().expect("address");
    let h = headers(FIREFOX, "https://news.example.com/item");
    for n in 0..10_000 {
        recorder.record(1, &visit(false, &h, client), n);
    }
    assert_eq!(recorder.classifier().parsed(), 1, "classified once");
    assert_eq!(recorder.take_events().len(), 10_000);
}
