//! Visit statistics' values (docs/STATISTICS.md): the recorded event, the
//! device classes, the summary dimensions and the UTC hour and day of a time.

use std::net::IpAddr;

/// The network of a client address, as the access log writes it: an IPv4
/// address (IPv4-mapped IPv6 included) to its /24, an IPv6 address to its
/// /48. Enough to tell networks apart in a log, too coarse to name one
/// household; statistics keep even less (a keyed hash, docs/STATISTICS.md).
pub fn client_network(address: IpAddr) -> String {
    match address.to_canonical() {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        IpAddr::V6(v6) => {
            let mut octets = [0u8; 16];
            octets[..6].copy_from_slice(&v6.octets()[..6]);
            format!("{}/48", std::net::Ipv6Addr::from(octets))
        }
    }
}

/// A client address as the HTTP layer keeps it
/// (a `X-Forwarded-For` entry may carry a port or brackets), as an IP.
pub fn parse_client_ip(entry: &str) -> Option<IpAddr> {
    entry
        .parse::<IpAddr>()
        .ok()
        .or_else(|| entry.parse::<std::net::SocketAddr>().ok().map(|a| a.ip()))
}

/// The network of a client address string ([`client_network`]); a string
/// that is no address is its own network.
pub fn client_network_of(client: &str) -> String {
    parse_client_ip(client).map_or_else(|| client.to_owned(), client_network)
}

/// Milliseconds in an hour and in a day.
pub const HOUR_MS: i64 = 60 * 60 * 1000;
pub const DAY_MS: i64 = 24 * HOUR_MS;

/// The device class of a visit, stored as its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Device {
    Other = 0,
    Desktop = 1,
    Mobile = 2,
    Tablet = 3,
}

impl Device {
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The stored number back; an unknown number is `Other`.
    /// The name of a stored device code (`visit_events.device`).
    pub fn name_of_code(code: i16) -> &'static str {
        Self::from_code(u8::try_from(code).unwrap_or(0)).name()
    }

    pub fn from_code(code: u8) -> Self {
        match code {
            1 => Self::Desktop,
            2 => Self::Mobile,
            3 => Self::Tablet,
            _ => Self::Other,
        }
    }

    /// The summary value: `desktop`, `mobile`, `tablet` or `other`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Other => "other",
            Self::Desktop => "desktop",
            Self::Mobile => "mobile",
            Self::Tablet => "tablet",
        }
    }
}

/// A summary dimension (`visit_summaries.dimension`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i16)]
pub enum Dimension {
    Totals = 0,
    Referrer = 1,
    Country = 2,
    Device = 3,
    Browser = 4,
    Os = 5,
    /// A link's A/B split variant, by destination; the link's own rows
    /// only (destinations of different links are not summed).
    Variant = 6,
}

impl Dimension {
    /// The dimensions that have top lists, in answer order.
    pub const TOP: [Self; 5] = [
        Self::Referrer,
        Self::Country,
        Self::Device,
        Self::Browser,
        Self::Os,
    ];

    pub const ALL: [Self; 7] = [
        Self::Totals,
        Self::Referrer,
        Self::Country,
        Self::Device,
        Self::Browser,
        Self::Os,
        Self::Variant,
    ];

    pub fn code(self) -> i16 {
        self as i16
    }
}

/// The summary rows of every link together.
pub const ALL_LINKS: i64 = 0;

/// One recorded visit, as the redirect path builds it and the flush
/// stores it. Holds no address, no user agent and no full referrer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VisitEvent {
    /// The link's number (`link_counters.num`).
    pub link_num: i64,
    /// Milliseconds since the epoch, UTC.
    pub at: i64,
    /// Lower-case host of the referrer.
    pub referrer: Option<Box<str>>,
    /// ISO 3166-1 alpha-2, upper case.
    pub country: Option<[u8; 2]>,
    pub device: Device,
    pub browser: Option<&'static str>,
    pub os: Option<&'static str>,
    pub bot: bool,
    /// The visitor key; 0 when the day's salt was not known.
    pub visitor: u64,
    /// The A/B split variant the visit went to (its destination); `None`
    /// for a link without a split, or a visit a rule sent elsewhere. Named
    /// by the flush from `variant_key`.
    pub variant: Option<std::sync::Arc<str>>,
    /// The variant's key as the visit recorded it
    /// (`domain::split::variant_key` of its destination).
    pub variant_key: Option<u64>,
}

impl VisitEvent {
    /// The country as text (`FR`); `None` when unknown or not ASCII.
    pub fn country_str(&self) -> Option<&str> {
        self.country
            .as_ref()
            .and_then(|code| std::str::from_utf8(code).ok())
    }
}

/// The start of the UTC hour of `at` (ms).
pub fn hour_of(at: i64) -> i64 {
    at - at.rem_euclid(HOUR_MS)
}

/// The number of the UTC day of `at` (days since the epoch).
pub fn day_of(at: i64) -> i64 {
    at.div_euclid(DAY_MS)
}

/// The month of UTC day `day`, counted from January 1970 (0): the key of
/// the monthly summaries.
pub fn month_of_day(day: i64) -> i64 {
    let (year, month) = civil_year_month(day);
    (year - 1970) * 12 + month - 1
}

/// The number of the first UTC day of `month` (as [`month_of_day`] counts).
pub fn first_day_of_month(month: i64) -> i64 {
    let year = 1970 + month.div_euclid(12);
    let month = month.rem_euclid(12) + 1;
    // Days from civil (Howard Hinnant's algorithm), March-based years.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// (year, month 1–12) of UTC day `day` (civil from days, the inverse of
/// [`first_day_of_month`]'s arithmetic).
fn civil_year_month(day: i64) -> (i64, i64) {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month)
}

/// A country code as stored: two ASCII letters, upper-cased; `XX` and `T1`
/// (unknown, Tor) and anything else are `None`.
pub fn country_code(value: &[u8]) -> Option<[u8; 2]> {
    let [a, b] = value else {
        return None;
    };
    if !a.is_ascii_alphabetic() || !b.is_ascii_alphabetic() {
        return None;
    }
    let code = [a.to_ascii_uppercase(), b.to_ascii_uppercase()];
    (code != *b"XX").then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_networks_keep_a_v4_slash_24_and_a_v6_slash_48() {
        let network = |address: &str| client_network(address.parse().expect("address"));
        assert_eq!(network("203.0.113.77"), "203.0.113.0/24");
        assert_eq!(network("::ffff:198.51.100.23"), "198.51.100.0/24");
        assert_eq!(network("2001:db8:abcd:12:34::99"), "2001:db8:abcd::/48");
        assert_eq!(network("::1"), "::/48");
    }

    #[test]
    fn hours_and_days_are_utc_boundaries() {
        let eleven = 1_700_000_000_000 - 1_700_000_000_000 % HOUR_MS + HOUR_MS;
        assert_eq!(hour_of(eleven - 1), eleven - HOUR_MS);
        assert_eq!(hour_of(eleven), eleven);
        assert_eq!(day_of(DAY_MS - 1), 0);
        assert_eq!(day_of(DAY_MS), 1);
        assert_eq!(day_of(-1), -1);
    }

    #[test]
    fn months_match_the_calendar() {
        use chrono::{Datelike, NaiveDate};
        let epoch = NaiveDate::from_ymd_opt(1970, 1, 1).expect("epoch");
        // Every day from 1900 to 2200, against chrono's calendar.
        for day in -25_567..84_000_i64 {
            let date = epoch + chrono::TimeDelta::days(day);
            let month = (i64::from(date.year()) - 1970) * 12 + i64::from(date.month0());
            assert_eq!(month_of_day(day), month, "{date}");
            if date.day() == 1 {
                assert_eq!(first_day_of_month(month), day, "{date}");
            }
        }
        assert_eq!(month_of_day(0), 0);
        assert_eq!(month_of_day(31), 1);
        assert_eq!(first_day_of_month(-1), -31);
    }

    #[test]
    fn country_codes_are_two_letters() {
        assert_eq!(country_code(b"fr"), Some(*b"FR"));
        assert_eq!(country_code(b"XX"), None);
        assert_eq!(country_code(b"T1"), None);
        assert_eq!(country_code(b"FRA"), None);
        assert_eq!(country_code(b""), None);
        assert_eq!(country_code("é".as_bytes()), None);
    }

    #[test]
    fn devices_round_trip() {
        for device in [
            Device::Other,
            Device::Desktop,
            Device::Mobile,
            Device::Tablet,
        ] {
            assert_eq!(Device::from_code(device.code()), device);
        }
        assert_eq!(Device::from_code(9), Device::Other);
    }
}
