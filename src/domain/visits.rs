//! Visit statistics' values (docs/STATISTICS.md): the recorded event, the
//! device classes, the summary dimensions and the UTC hour and day of a time.

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

    pub const ALL: [Self; 6] = [
        Self::Totals,
        Self::Referrer,
        Self::Country,
        Self::Device,
        Self::Browser,
        Self::Os,
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
    fn hours_and_days_are_utc_boundaries() {
        let eleven = 1_700_000_000_000 - 1_700_000_000_000 % HOUR_MS + HOUR_MS;
        assert_eq!(hour_of(eleven - 1), eleven - HOUR_MS);
        assert_eq!(hour_of(eleven), eleven);
        assert_eq!(day_of(DAY_MS - 1), 0);
        assert_eq!(day_of(DAY_MS), 1);
        assert_eq!(day_of(-1), -1);
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
