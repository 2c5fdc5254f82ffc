//! The webhook service's refusals as HTTP answers, with their messages.

use crate::domain::analytics::DestinationError;
use crate::domain::webhooks::WebhookRuleError;
use crate::http::error::ApiError;
use crate::webhooks::WebhookServiceError;

pub const INVALID_URL: &str =
    "Invalid url: use an http or https URL without credentials or fragment, at most 2048 characters";
pub const PRIVATE_URL: &str =
    "Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)";
pub const UNKNOWN_EVENT: &str = "Unknown event: ";
pub const NO_EVENTS: &str = "Invalid events: give at least one";
pub const INSTANCE_EVENT: &str = "Only the owner and admins may subscribe to ";
pub const UNKNOWN_SCOPE: &str = "Invalid scope, accepted values: account, instance";
pub const INSTANCE_SCOPE: &str =
    "Only the owner may subscribe to every link of the instance (scope instance)";
pub const TOO_MANY_FILTERS: &str =
    "Invalid filters: at most 100 values of at most 200 characters each";
pub const INVALID_DESCRIPTION: &str =
    "Invalid description: at most 200 characters, no control characters";
pub const WEBHOOK_NOT_FOUND: &str = "A webhook with that id does not exist";
pub const DELIVERY_NOT_FOUND: &str = "This webhook has no delivery with that id";
pub const QUEUE_FULL: &str =
    "The account's webhook queue is full: wait for deliveries to go out, or delete a failing webhook";
pub const WEBHOOKS_IN_DEMO: &str = "Webhooks are not enabled in demo mode.";
pub const UNKNOWN_KIND: &str = "Invalid kind, accepted values: webhook, matomo, plausible, umami";
pub const INVALID_TARGET: &str = "Invalid target: matomo takes {\"siteId\": <number>, \"tokenAuth\"?: <token>}, plausible {\"domain\": <site domain>}, umami {\"websiteId\": <uuid>}; a webhook none";
pub const FORWARDING_VISITS_ONLY: &str =
    "An analytics forwarding forwards visits: give events [\"visit\"]";
pub const NO_TEST_FOR_FORWARDING: &str =
    "Test events are for webhooks; visit one of your links to test a forwarding";
pub const TOO_MANY_WEBHOOKS: &str =
    "An account has at most 50 webhooks and forwardings: delete one first";
pub const INVALID_CURSOR: &str =
    "Invalid before or limit: use the cursor of a page, and a limit from 1 to 100";

impl From<WebhookServiceError> for ApiError {
    fn from(error: WebhookServiceError) -> Self {
        match error {
            WebhookServiceError::Refused(refusal) => match refusal {
                WebhookRuleError::InvalidUrl => Self::BadRequest(INVALID_URL.into()),
                WebhookRuleError::PrivateAddress => Self::BadRequest(PRIVATE_URL.into()),
                WebhookRuleError::UnknownEvent(name) => {
                    Self::BadRequest(format!("{UNKNOWN_EVENT}{name}").into())
                }
                WebhookRuleError::NoEvents => Self::BadRequest(NO_EVENTS.into()),
                WebhookRuleError::InstanceEventRefused(name) => {
                    Self::Forbidden(format!("{INSTANCE_EVENT}{name}").into())
                }
                WebhookRuleError::TooManyFilterValues => Self::BadRequest(TOO_MANY_FILTERS.into()),
                WebhookRuleError::UnknownScope => Self::BadRequest(UNKNOWN_SCOPE.into()),
                WebhookRuleError::InstanceScopeRefused => Self::Forbidden(INSTANCE_SCOPE.into()),
                WebhookRuleError::InvalidDescription => {
                    Self::BadRequest(INVALID_DESCRIPTION.into())
                }
            },
            WebhookServiceError::NotFound => Self::NotFound(WEBHOOK_NOT_FOUND.into()),
            WebhookServiceError::DeliveryNotFound => Self::NotFound(DELIVERY_NOT_FOUND.into()),
            WebhookServiceError::QueueFull => Self::Conflict(QUEUE_FULL.into()),
            WebhookServiceError::Destination(DestinationError::UnknownKind) => {
                Self::BadRequest(UNKNOWN_KIND.into())
            }
            WebhookServiceError::Destination(DestinationError::InvalidTarget) => {
                Self::BadRequest(INVALID_TARGET.into())
            }
            WebhookServiceError::ForwardingVisitsOnly => {
                Self::BadRequest(FORWARDING_VISITS_ONLY.into())
            }
            WebhookServiceError::TooMany => Self::Conflict(TOO_MANY_WEBHOOKS.into()),
            WebhookServiceError::NoTestForForwarding => {
                Self::Conflict(NO_TEST_FOR_FORWARDING.into())
            }
            WebhookServiceError::Store(error) => error.into(),
        }
    }
}
