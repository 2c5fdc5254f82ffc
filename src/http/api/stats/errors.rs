//! The statistics service's refusals as API errors: each maps to its
//! status and message here, and nowhere else.

use super::messages::*;
use crate::domain::stats::StatsInputError;
use crate::http::api::domains::DOMAIN_NOT_FOUND;
use crate::http::error::ApiError;
use crate::stats::StatsError;

impl From<StatsInputError> for ApiError {
    fn from(error: StatsInputError) -> Self {
        use StatsInputError as E;
        Self::BadRequest(
            match error {
                E::InvalidFrom => INVALID_FROM,
                E::InvalidTo => INVALID_TO,
                E::InvalidInterval => INVALID_INTERVAL,
                E::InvalidBots => INVALID_BOTS,
                E::InvalidTz => INVALID_TZ,
                E::ToBeforeFrom => TO_BEFORE_FROM,
                E::RangeTooLong => RANGE_TOO_LONG,
                E::TooManyBuckets => TOO_MANY_BUCKETS,
            }
            .into(),
        )
    }
}

impl From<StatsError> for ApiError {
    fn from(error: StatsError) -> Self {
        match error {
            StatsError::Input(input) => input.into(),
            StatsError::LinkNotFound => Self::NotFound(LINK_NOT_FOUND.into()),
            StatsError::DomainNotFound => Self::NotFound(DOMAIN_NOT_FOUND.into()),
            StatsError::UnknownDomain => Self::BadRequest(INVALID_DOMAIN.into()),
            StatsError::UnknownTeam => Self::BadRequest(crate::http::messages::UNKNOWN_TEAM.into()),
            StatsError::Store(store) => store.into(),
        }
    }
}
