//! `POST /api/link/page-card`: "fill from destination" for a preview card
//! (docs/campaigns.md#preview-cards): the card fields a page gives itself
//! (Open Graph, Twitter Card, its title), read once on request under the
//! webhooks' address rules, for the user to edit before saving the card.

use crate::campaigns::PageFetchError;
use crate::domain::page_card::PageCard;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const PAGE_UNREADABLE: &str = "Could not read the page: ";
pub const PAGE_BUSY: &str = "Too many pages are being read at once, try again in a moment";

#[derive(Debug, Deserialize, ToSchema)]
pub struct PageCardBody {
    /// The page to read: an http or https URL (usually the destination).
    #[schema(max_length = 4096)]
    pub url: String,
}

impl RequestBody for PageCardBody {}

/// What the page says of itself, each field `null` when it says nothing;
/// cut to the card's limits.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageCardView {
    #[schema(required = true, max_length = 300)]
    pub title: Option<String>,
    #[schema(required = true, max_length = 1000)]
    pub description: Option<String>,
    /// Absolute, http or https.
    #[schema(required = true, max_length = 2048)]
    pub image: Option<String>,
    #[schema(required = true, max_length = 100)]
    pub site_name: Option<String>,
}

impl From<PageCard> for PageCardView {
    fn from(card: PageCard) -> Self {
        Self {
            title: card.title,
            description: card.description,
            image: card.image,
            site_name: card.site_name,
        }
    }
}

#[utoipa::path(
    post,
    path = "/link/page-card",
    tag = TAG_LINKS,
    operation_id = "readPageCard",
    summary = "Read the preview card fields a page gives itself (Open Graph, Twitter Card, title), to fill a link's card",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = PageCardBody,
    responses(
        (status = 200, description = "The page's card fields", body = Answer<PageCardView>),
        (status = 400, description = concat!(missing_fields!(), "url / ", invalid_types!(), "url"), body = ErrorBody),
        (status = 422, description = "Could not read the page: <why> (not http or https, a private address, unreachable, an error status, not a web page)", body = ErrorBody),
        (status = 429, description = PAGE_BUSY, body = ErrorBody),
    ),
)]
pub(super) async fn read_page_card(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<PageCardView>> {
    authenticate(&app, &request).await?;
    let body: PageCardBody = request.body_as()?;
    let fetcher = app.page_fetcher.as_ref().ok_or(ApiError::Unavailable)?;
    match fetcher.card_of(body.url.trim()).await {
        Ok(card) => Ok(Answer::new(card.into())),
        Err(PageFetchError::Busy) => Err(ApiError::Busy {
            message: PAGE_BUSY.into(),
            retry_after_secs: 2,
        }),
        Err(error) => Err(ApiError::Unprocessable(
            format!("{PAGE_UNREADABLE}{error}").into(),
        )),
    }
}
