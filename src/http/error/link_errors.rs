//! How the link rooms' errors (links, their controls and rules, imports)
//! become HTTP errors: the contract's wording for each refusal.

use super::{ApiError, Message};
use crate::domain::link_controls::ControlError;
use crate::domain::links::LinkError;
use crate::domain::redirect_rules::{RuleError, RuleProblem, CONDITION_TYPES};
use crate::http::messages as m;
use crate::links::LinkServiceError;
use crate::transfer::import::ImportError;
use crate::transfer::read::ReadError;
use serde_json::json;

impl From<LinkError> for ApiError {
    fn from(error: LinkError) -> Self {
        match error {
            LinkError::InvalidDestination => Self::Unprocessable(m::INVALID_DESTINATION.into()),
            LinkError::InvalidSlug => Self::Unprocessable(m::INVALID_SLUG.into()),
            LinkError::ReservedSlug => Self::Unprocessable(m::RESERVED_SLUG.into()),
            LinkError::UnknownSlug => Self::NotFound(m::UNKNOWN_SLUG.into()),
            LinkError::NotFound => Self::NotFound(m::LINK_NOT_FOUND.into()),
            LinkError::NotEditable => Self::Forbidden(m::NOT_EDITABLE.into()),
            LinkError::NotDeletable => Self::Forbidden(m::NOT_DELETABLE.into()),
            LinkError::TooManyIds => Self::BadRequest(m::TOO_MANY_IDS.into()),
            LinkError::TooManyBulkIds => Self::BadRequest(m::TOO_MANY_BULK_IDS.into()),
            LinkError::TooManyLinks => Self::Unprocessable(m::TOO_MANY_BULK_LINKS.into()),
            LinkError::ChangedMeanwhile => Self::Conflict(m::LINK_CHANGED_MEANWHILE.into()),
            LinkError::SlugTaken => Self::Conflict(m::SLUG_TAKEN.into()),
            LinkError::DestinationTaken => Self::Conflict(m::DESTINATION_TAKEN.into()),
            LinkError::NoFreeSlug => Self::Conflict(m::NO_FREE_SLUG.into()),
            LinkError::Expired => Self::Gone(m::LINK_EXPIRED.into()),
            LinkError::PasswordProtected => Self::Forbidden(m::LINK_PASSWORD_PROTECTED.into()),
            LinkError::UnknownDomain => Self::Unprocessable(m::UNKNOWN_DOMAIN.into()),
            LinkError::DomainNotAllowed => Self::Forbidden(m::DOMAIN_NOT_ALLOWED.into()),
            LinkError::UnknownVersion => Self::NotFound(m::UNKNOWN_HISTORY_VERSION.into()),
            LinkError::VersionDeletedLink => Self::Unprocessable(m::VERSION_DELETED_LINK.into()),
            LinkError::NotRestorable => Self::NotFound(m::NOT_RESTORABLE.into()),
            LinkError::UnknownTeam => Self::Unprocessable(m::UNKNOWN_TEAM.into()),
            LinkError::TeamNotAllowed => Self::Forbidden(m::TEAM_NOT_ALLOWED.into()),
            LinkError::Control(control) => Self::Unprocessable(control_message(control)),
        }
    }
}

/// The contract's wording of a refused link control.
fn control_message(error: ControlError) -> Message {
    match error {
        ControlError::InvalidDate("validFrom") => m::INVALID_VALID_FROM.into(),
        ControlError::InvalidDate(_) => m::INVALID_EXPIRES_AT.into(),
        ControlError::DatesOutOfOrder => m::DATES_OUT_OF_ORDER.into(),
        ControlError::InvalidMaxVisits => m::INVALID_MAX_VISITS.into(),
        ControlError::InvalidExpiredUrl => m::INVALID_EXPIRED_URL.into(),
        ControlError::InvalidPassword => m::INVALID_LINK_PASSWORD.into(),
        ControlError::InvalidTags => m::INVALID_TAGS.into(),
        ControlError::InvalidTag => m::INVALID_TAG.into(),
        ControlError::InvalidTitle => m::INVALID_TITLE.into(),
        ControlError::InvalidNotes => m::INVALID_NOTES.into(),
        ControlError::InvalidRedirectStatus => m::INVALID_REDIRECT_STATUS.into(),
        ControlError::InvalidUtm => m::INVALID_UTM.into(),
        ControlError::InvalidPreview => m::INVALID_PREVIEW.into(),
        ControlError::InvalidSplit(problem) => format!("{}{problem}", m::INVALID_SPLIT).into(),
        ControlError::InvalidRule(RuleError { rule, problem }) => {
            let what = match problem {
                RuleProblem::NotAList | RuleProblem::TooManyRules => {
                    "expected a list of at most 20 rules".to_owned()
                }
                RuleProblem::NotAnObject => {
                    format!("rule {rule} must be an object with a destination and conditions")
                }
                RuleProblem::InvalidDestination => {
                    format!("rule {rule} needs an http or https destination")
                }
                RuleProblem::NoConditions => format!("rule {rule} needs at least one condition"),
                RuleProblem::TooManyConditions => {
                    format!("rule {rule} has more than 10 conditions")
                }
                RuleProblem::UnknownType => format!(
                    "rule {rule} has an unknown condition type, accepted types: {}",
                    CONDITION_TYPES.join(", ")
                ),
                RuleProblem::InvalidCondition => format!(
                    "rule {rule} has a condition without a valid key or value \
                     (device: desktop, mobile, android or ios; language: a tag such as en or en-GB; \
                     country: two letters; query-param: a key; dates: ISO 8601)"
                ),
            };
            format!("{}{what}", m::INVALID_RULES).into()
        }
    }
}

impl From<LinkServiceError> for ApiError {
    fn from(error: LinkServiceError) -> Self {
        match error {
            LinkServiceError::Refused(refused) => refused.into(),
            LinkServiceError::Store(store) => store.into(),
            LinkServiceError::Internal(cause) => Self::internal(anyhow::anyhow!(cause)),
        }
    }
}

/// A refused file is the client's fault (400); anything else, including the
/// store failing mid-import, is a 500.
impl From<ImportError> for ApiError {
    fn from(error: ImportError) -> Self {
        match error {
            ImportError::File(ReadError::MissingColumns(missing)) => Self::BadRequestWithDetails {
                message: m::INVALID_IMPORT_FIELDS.into(),
                details: json!({ "missing": missing }),
            },
            ImportError::File(
                read @ (ReadError::Csv
                | ReadError::Json
                | ReadError::LynxRow { .. }
                | ReadError::RowLimit(_)
                | ReadError::JsonLimit(_)),
            ) => Self::BadRequest(read.to_string().into()),
            ImportError::UnknownDomain => Self::Unprocessable(m::UNKNOWN_DOMAIN.into()),
            ImportError::DomainNotAllowed => Self::Forbidden(m::DOMAIN_NOT_ALLOWED.into()),
            other => Self::internal(other),
        }
    }
}
