//! A link's preview card as the API sends and takes it.

use crate::domain::preview::Preview;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A social preview card: shown by chat apps and social networks (their
/// link-preview fetchers get a page of Open Graph and Twitter Card tags
/// instead of the redirect). The title is needed; empty fields are
/// dropped.
#[derive(Debug, Default, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewBody {
    #[schema(max_length = 300)]
    pub title: Option<String>,
    /// Line breaks allowed.
    #[schema(max_length = 1000)]
    pub description: Option<String>,
    /// An http or https URL.
    #[schema(max_length = 2048)]
    pub image: Option<String>,
    #[schema(max_length = 100)]
    pub site_name: Option<String>,
}

impl From<Preview> for PreviewBody {
    fn from(preview: Preview) -> Self {
        Self {
            title: Some(preview.title),
            description: preview.description,
            image: preview.image,
            site_name: preview.site_name,
        }
    }
}

/// The card as sent, unchecked.
impl From<PreviewBody> for Preview {
    fn from(body: PreviewBody) -> Self {
        Self {
            title: body.title.unwrap_or_default(),
            description: body.description,
            image: body.image,
            site_name: body.site_name,
        }
    }
}
