//! The domain service's refusals as HTTP answers, with their messages.

use crate::domain::app_links::{AppLinksError, AppLinksFile};
use crate::http::error::ApiError;
use crate::short_domains::{DomainServiceError, Fallback};

pub const INVALID_HOST: &str =
    "Invalid host: use a domain name or an IP address, with an optional port";
pub const INVALID_ROOT_REDIRECT: &str = "Invalid rootRedirect: use an http or https URL";
pub const INVALID_NOT_FOUND_REDIRECT: &str = "Invalid notFoundRedirect: use an http or https URL";
pub const INVALID_EXPIRED_REDIRECT: &str = "Invalid expiredRedirect: use an http or https URL";
pub const INVALID_APPLE_APP_SITE_ASSOCIATION: &str =
    "Invalid appleAppSiteAssociation: use a JSON object of at most 65536 bytes";
pub const INVALID_ASSET_LINKS: &str = "Invalid assetLinks: use a JSON array of at most 65536 bytes";
pub const HOST_TAKEN: &str = "A domain with this host already exists";
pub const DOMAIN_NOT_FOUND: &str = "A domain with that id does not exist";
pub const DEFAULT_STAYS: &str = "The default domain cannot be removed";
pub const HAS_LINKS: &str = "The domain still has links: remove it with links=move or links=delete";
pub const SLUG_TAKEN_ON_TARGET: &str =
    "A slug of this domain is taken on the target domain: nothing was moved";
pub const UNKNOWN_TARGET: &str = "Unknown target domain";
pub const INVALID_LINKS: &str = "Invalid links, accepted values: move, delete";

impl From<DomainServiceError> for ApiError {
    fn from(error: DomainServiceError) -> Self {
        match error {
            DomainServiceError::InvalidHost => Self::Unprocessable(INVALID_HOST.into()),
            DomainServiceError::InvalidFallback(which) => Self::Unprocessable(
                match which {
                    Fallback::Root => INVALID_ROOT_REDIRECT,
                    Fallback::NotFound => INVALID_NOT_FOUND_REDIRECT,
                    Fallback::Expired => INVALID_EXPIRED_REDIRECT,
                }
                .into(),
            ),
            DomainServiceError::InvalidAppLinks(AppLinksError(file)) => Self::Unprocessable(
                match file {
                    AppLinksFile::AppleAppSiteAssociation => INVALID_APPLE_APP_SITE_ASSOCIATION,
                    AppLinksFile::AssetLinks => INVALID_ASSET_LINKS,
                }
                .into(),
            ),
            DomainServiceError::HostTaken => Self::Conflict(HOST_TAKEN.into()),
            DomainServiceError::NotFound => Self::NotFound(DOMAIN_NOT_FOUND.into()),
            DomainServiceError::DefaultStays => Self::PreconditionFailed(DEFAULT_STAYS.into()),
            DomainServiceError::HasLinks(_) => Self::Conflict(HAS_LINKS.into()),
            DomainServiceError::SlugTakenOnTarget => Self::Conflict(SLUG_TAKEN_ON_TARGET.into()),
            DomainServiceError::UnknownTarget => Self::Unprocessable(UNKNOWN_TARGET.into()),
            DomainServiceError::Store(error) => error.into(),
        }
    }
}
