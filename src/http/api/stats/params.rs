//! The statistics query parameters, documented and checked into a
//! [`StatsRequest`] (an empty value counts as absent).

use super::answers::{BotsName, IntervalName};
use crate::domain::stats::{RawStatsParams, StatsRequest};
use crate::domain::time::now_millis;
use crate::http::error::ApiError;
use crate::http::input::Query;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StatsParams {
    /// Start of the range: a date of docs/api.md#value-formats, any ISO 8601 date-time with
    /// an offset, or `YYYY-MM-DD` (the start of that day in `tz`); rounded
    /// down to the hour. Default: 30 days before `to`.
    from: Option<String>,
    /// End of the range (exclusive), in the same forms; rounded up to the
    /// hour. Default: now. At most 5 years after `from`, never before it.
    to: Option<String>,
    /// Bucket length of the series (at most 2,000 buckets). Default: `day`.
    #[param(value_type = Option<IntervalName>)]
    interval: Option<String>,
    /// Which visits top lists count and which visitors `uniqueVisitors`
    /// sums. Default: `exclude`.
    #[param(value_type = Option<BotsName>)]
    bots: Option<String>,
    /// IANA time zone of the buckets and of `YYYY-MM-DD` dates, e.g.
    /// `Europe/Paris`. Default: `UTC`.
    tz: Option<String>,
}

/// The range parameters of a domain's orphan visits: the statistics'
/// `from`, `to`, `bots` and `tz`, with their forms and defaults.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RangeParams {
    /// Start of the range: a date of docs/api.md#value-formats, any ISO 8601 date-time with
    /// an offset, or `YYYY-MM-DD` (the start of that day in `tz`). Every
    /// UTC day the range touches counts whole. Default: 30 days before `to`.
    from: Option<String>,
    /// End of the range (exclusive), in the same forms. Default: now. At
    /// most 5 years after `from`, never before it.
    to: Option<String>,
    /// Which visits are counted. Default: `exclude`.
    #[param(value_type = Option<BotsName>)]
    bots: Option<String>,
    /// IANA time zone of `YYYY-MM-DD` dates, e.g. `Europe/Paris`. Default: `UTC`.
    tz: Option<String>,
}

fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.is_empty())
}

/// The checked request of `query`.
pub fn stats_request(query: &Query) -> Result<StatsRequest, ApiError> {
    let params: StatsParams = query.typed()?;
    let raw = RawStatsParams {
        from: present(&params.from),
        to: present(&params.to),
        interval: present(&params.interval),
        bots: present(&params.bots),
        tz: present(&params.tz),
    };
    Ok(StatsRequest::parse(&raw, now_millis())?)
}

/// The checked range of `query` (as [`stats_request`] checks it, without
/// an interval).
pub fn range_request(query: &Query) -> Result<StatsRequest, ApiError> {
    let params: RangeParams = query.typed()?;
    let raw = RawStatsParams {
        from: present(&params.from),
        to: present(&params.to),
        interval: None,
        bots: present(&params.bots),
        tz: present(&params.tz),
    };
    Ok(StatsRequest::parse(&raw, now_millis())?)
}
