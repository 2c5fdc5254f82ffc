//! A small MaxMind DB (format 2.0) writer for tests: IPv6 tree, 24-bit
//! records, country records `{"country": {"iso_code": …}}`. It writes
//! `tests/fixtures/geoip-country-test.mmdb` (see the fixture test) and the
//! changed databases of the reload tests. No network, no MaxMind data.

use std::net::IpAddr;

/// The committed fixture's networks.
pub const FIXTURE: &[(&str, u8, &str)] = &[
    ("192.0.2.0", 24, "FR"),
    ("198.51.100.0", 24, "DE"),
    ("203.0.113.0", 25, "JP"),
    ("2001:db8::", 32, "NZ"),
];

pub const FIXTURE_PATH: &str = "tests/fixtures/geoip-country-test.mmdb";

#[derive(Clone, Copy)]
enum Record {
    Empty,
    Node(usize),
    Data(usize),
}

fn control(kind: u8, size: usize, out: &mut Vec<u8>) {
    assert!(size < 29, "the test writer only writes short values");
    if kind <= 7 {
        out.push((kind << 5) | size as u8);
    } else {
        out.push(size as u8);
        out.push(kind - 7);
    }
}

fn string(value: &str, out: &mut Vec<u8>) {
    control(2, value.len(), out);
    out.extend_from_slice(value.as_bytes());
}

fn unsigned(kind: u8, value: u64, out: &mut Vec<u8>) {
    let bytes = value.to_be_bytes();
    let skip = bytes.iter().take_while(|b| **b == 0).count();
    control(kind, 8 - skip, out);
    out.extend_from_slice(&bytes[skip..]);
}

/// The database of `networks` (address, prefix length, country code).
/// Networks must not overlap.
pub fn write_country_db(networks: &[(&str, u8, &str)]) -> Vec<u8> {
    let mut data = Vec::new();
    let mut nodes: Vec<[Record; 2]> = vec![[Record::Empty; 2]];
    for (address, prefix, country) in networks {
        let address: IpAddr = address.parse().expect("a test address");
        let (bits, prefix) = match address {
            IpAddr::V4(v4) => (
                u128::from(v4.to_ipv6_compatible()),
                96 + usize::from(*prefix),
            ),
            IpAddr::V6(v6) => (u128::from(v6), usize::from(*prefix)),
        };
        let offset = data.len();
        control(7, 1, &mut data);
        string("country", &mut data);
        control(7, 1, &mut data);
        string("iso_code", &mut data);
        string(country, &mut data);
        let mut node = 0;
        for depth in 0..prefix {
            let bit = ((bits >> (127 - depth)) & 1) as usize;
            if depth + 1 == prefix {
                nodes[node][bit] = Record::Data(offset);
                break;
            }
            node = match nodes[node][bit] {
                Record::Node(next) => next,
                _ => {
                    nodes.push([Record::Empty; 2]);
                    let next = nodes.len() - 1;
                    nodes[node][bit] = Record::Node(next);
                    next
                }
            };
        }
    }
    let count = nodes.len();
    let mut out = Vec::new();
    for node in &nodes {
        for record in node {
            let value = match record {
                Record::Empty => count,
                Record::Node(next) => *next,
                Record::Data(offset) => count + 16 + offset,
            };
            out.extend_from_slice(&(value as u32).to_be_bytes()[1..]);
        }
    }
    out.extend_from_slice(&[0; 16]);
    out.extend_from_slice(&data);
    out.extend_from_slice(b"\xAB\xCD\xEFMaxMind.com");
    control(7, 9, &mut out);
    string("binary_format_major_version", &mut out);
    unsigned(5, 2, &mut out);
    string("binary_format_minor_version", &mut out);
    unsigned(5, 0, &mut out);
    string("build_epoch", &mut out);
    unsigned(9, 1_700_000_000, &mut out);
    string("database_type", &mut out);
    string("Linkhop-Test-Country", &mut out);
    string("description", &mut out);
    control(7, 1, &mut out);
    string("en", &mut out);
    string("Linkhop test database", &mut out);
    string("ip_version", &mut out);
    unsigned(5, 6, &mut out);
    string("languages", &mut out);
    control(11, 1, &mut out);
    string("en", &mut out);
    string("node_count", &mut out);
    unsigned(6, count as u64, &mut out);
    string("record_size", &mut out);
    unsigned(5, 24, &mut out);
    out
}
