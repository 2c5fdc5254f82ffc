//! The visit statistics' settings: defaults, bounds, and the variable
//! named when a value is refused.

use super::{Options, Settings};
use std::path::PathBuf;

fn resolve(configure: impl FnOnce(&mut Options)) -> Result<Settings, &'static str> {
    let mut options = Options::default();
    configure(&mut options);
    Settings::resolve(&options).map_err(|e| e.variable)
}

#[test]
fn defaults() {
    let s = resolve(|_| {}).expect("defaults");
    assert_eq!(s.visit_retention_days, Some(90));
    assert_eq!(s.visit_buffer, 200_000);
    assert_eq!(s.geoip_db, None);
}

#[test]
fn retention_zero_keeps_events_forever() {
    let s = resolve(|o| o.visit_retention_days = Some("0".into())).expect("valid");
    assert_eq!(s.visit_retention_days, None);
    let s = resolve(|o| o.visit_retention_days = Some("30".into())).expect("valid");
    assert_eq!(s.visit_retention_days, Some(30));
    for bad in ["-1", "days", "36501"] {
        let refused = resolve(|o| o.visit_retention_days = Some(bad.into()));
        assert_eq!(refused.err(), Some("VISIT_RETENTION_DAYS"), "{bad}");
    }
}

#[test]
fn the_buffer_is_bounded() {
    let s = resolve(|o| o.visit_buffer = Some("5000".into())).expect("valid");
    assert_eq!(s.visit_buffer, 5000);
    for bad in ["0", "999", "10000001", "lots"] {
        let refused = resolve(|o| o.visit_buffer = Some(bad.into()));
        assert_eq!(refused.err(), Some("VISIT_BUFFER"), "{bad}");
    }
}

#[test]
fn the_geoip_path_is_kept_for_start_up_to_open() {
    let s = resolve(|o| o.geoip_db = Some(" /data/country.mmdb ".into())).expect("valid");
    assert_eq!(s.geoip_db, Some(PathBuf::from("/data/country.mmdb")));
    let s = resolve(|o| o.geoip_db = Some("".into())).expect("valid");
    assert_eq!(s.geoip_db, None);
}

#[test]
fn summaries_are_written_every_one_to_ten_flushes() {
    let s = resolve(|_| {}).expect("defaults");
    assert_eq!(s.visit_summary_flushes, 1);
    let s = resolve(|o| o.visit_summary_flushes = Some("10".into())).expect("valid");
    assert_eq!(s.visit_summary_flushes, 10);
    for bad in ["0", "11", "-1", "often"] {
        let refused = resolve(|o| o.visit_summary_flushes = Some(bad.into()));
        assert_eq!(refused.err(), Some("VISIT_SUMMARY_FLUSHES"), "{bad}");
    }
}
