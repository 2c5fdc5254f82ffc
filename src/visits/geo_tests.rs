use super::*;
use crate::visits::mmdb_fixture::{write_country_db, FIXTURE, FIXTURE_PATH};
use http::HeaderValue;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE_PATH)
}

fn ip(value: &str) -> IpAddr {
    value.parse().expect("address")
}

#[test]
fn the_committed_fixture_is_the_generators_output() {
    let generated = write_country_db(FIXTURE);
    if std::env::var_os("LINKHOP_WRITE_FIXTURES").is_some() {
        std::fs::write(fixture(), &generated).expect("write fixture");
    }
    let committed = std::fs::read(fixture()).expect("fixture (LINKHOP_WRITE_FIXTURES=1 writes it)");
    assert_eq!(committed, generated);
}

#[test]
fn the_database_answers_countries() {
    let db = GeoDb::open(&fixture()).expect("fixture opens");
    assert_eq!(db.lookup(ip("192.0.2.77")), Some(*b"FR"));
    assert_eq!(db.lookup(ip("198.51.100.1")), Some(*b"DE"));
    assert_eq!(db.lookup(ip("203.0.113.5")), Some(*b"JP"));
    assert_eq!(db.lookup(ip("203.0.113.200")), None, "outside the /25");
    assert_eq!(db.lookup(ip("2001:db8::1")), Some(*b"NZ"));
    assert_eq!(db.lookup(ip("::ffff:192.0.2.1")), Some(*b"FR"));
    assert_eq!(db.lookup(ip("10.0.0.1")), None);
    assert_eq!(db.lookup(ip("2a00::1")), None);
}

#[test]
fn a_changed_file_is_reloaded_and_a_broken_one_ignored() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("country.mmdb");
    std::fs::write(&path, write_country_db(FIXTURE)).expect("write");
    let db = GeoDb::open(&path).expect("opens");
    assert_eq!(db.lookup(ip("192.0.2.1")), Some(*b"FR"));
    assert!(!db.reload_if_changed().expect("unchanged"));
    // A different size is a change even within the same second.
    std::fs::write(
        &path,
        write_country_db(&[("192.0.2.0", 24, "NL"), ("192.0.3.0", 24, "BE")]),
    )
    .expect("rewrite");
    assert!(db.reload_if_changed().expect("reloads"));
    assert_eq!(db.lookup(ip("192.0.2.1")), Some(*b"NL"));
    assert_eq!(db.lookup(ip("198.51.100.1")), None);
    std::fs::write(&path, b"not a database").expect("break");
    assert!(db.reload_if_changed().is_err());
    assert_eq!(
        db.lookup(ip("192.0.2.1")),
        Some(*b"NL"),
        "the last good one stays"
    );
}

#[test]
fn unreadable_or_invalid_files_are_refused_at_start() {
    let dir = tempfile::tempdir().expect("dir");
    let missing = dir.path().join("missing.mmdb");
    assert!(matches!(GeoDb::open(&missing), Err(GeoError::Read { .. })));
    let junk = dir.path().join("junk.mmdb");
    std::fs::write(&junk, b"junk").expect("write");
    let error = GeoDb::open(&junk).err().expect("invalid");
    assert!(matches!(error, GeoError::Invalid { .. }));
    assert!(error.to_string().contains("GEOIP_DB"));
}

#[test]
fn country_headers_count_only_behind_a_trusted_proxy() {
    let mut headers = HeaderMap::new();
    headers.insert("x-country-code", HeaderValue::from_static("de"));
    headers.insert("cf-ipcountry", HeaderValue::from_static("fr"));
    assert_eq!(
        country_from_headers(&headers),
        Some(*b"FR"),
        "first present wins"
    );
    let db = || GeoDb::open(&fixture()).ok();
    let client = ip("198.51.100.9");
    assert_eq!(Geo::new(true, db()).country(&headers, client), Some(*b"FR"));
    assert_eq!(
        Geo::new(false, db()).country(&headers, client),
        Some(*b"DE")
    );
    assert_eq!(Geo::new(false, None).country(&headers, client), None);
    for unknown in ["XX", "T1", "", "FRA", "1"] {
        let mut headers = HeaderMap::new();
        headers.insert(
            "cf-ipcountry",
            HeaderValue::from_str(unknown).expect("value"),
        );
        assert_eq!(country_from_headers(&headers), None, "{unknown:?}");
        assert_eq!(
            Geo::new(true, db()).country(&headers, client),
            Some(*b"DE"),
            "an unknown header falls back to the database"
        );
    }
    let mut headers = HeaderMap::new();
    headers.insert("fastly-geo-country", HeaderValue::from_static(" jp "));
    assert_eq!(Geo::new(true, None).country(&headers, client), Some(*b"JP"));
}
