//! The statistics endpoints' messages (docs/STATISTICS.md), each written
//! once. Every refused parameter is named.

pub const LINK_NOT_FOUND: &str = "Link not found";
pub const INVALID_DOMAIN: &str = "Invalid domain, expected the host of a short domain or _default";
pub const INVALID_FROM: &str =
    "Invalid from, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999";
pub const INVALID_TO: &str =
    "Invalid to, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999";
pub const INVALID_INTERVAL: &str = "Invalid interval, accepted values: hour, day, week, month";
pub const INVALID_BOTS: &str = "Invalid bots, accepted values: exclude, include, only";
pub const INVALID_TZ: &str = "Invalid tz, expected an IANA time zone name such as Europe/Paris";
pub const TO_BEFORE_FROM: &str = "Invalid to, it must not be before from";
pub const RANGE_TOO_LONG: &str = "Invalid from, the range from from to to is limited to 5 years";
pub const TOO_MANY_BUCKETS: &str =
    "Invalid interval, the range would have more than 2000 buckets: choose a longer interval or a shorter range";
