//! The template service's refusals as HTTP answers, with their messages.

use crate::campaigns::TemplateError;
use crate::http::error::ApiError;

pub const INVALID_NAME: &str = "Invalid name: use 1 to 100 characters, without control characters";
pub const INVALID_VALUES: &str = "Invalid utm: give at least one of source, medium, campaign, term and content, each at most 200 characters, without control characters";
pub const NAME_TAKEN: &str = "You have a template with that name already";
pub const TOO_MANY: &str = "An account has at most 100 templates: delete one first";
pub const NOT_FOUND: &str = "A template with that id does not exist";

impl From<TemplateError> for ApiError {
    fn from(error: TemplateError) -> Self {
        match error {
            TemplateError::InvalidName => Self::BadRequest(INVALID_NAME.into()),
            TemplateError::InvalidValues => Self::BadRequest(INVALID_VALUES.into()),
            TemplateError::NameTaken => Self::Conflict(NAME_TAKEN.into()),
            TemplateError::TooMany => Self::Conflict(TOO_MANY.into()),
            TemplateError::NotFound => Self::NotFound(NOT_FOUND.into()),
            TemplateError::Store(error) => error.into(),
        }
    }
}
