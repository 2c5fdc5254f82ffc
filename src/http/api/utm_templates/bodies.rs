//! What the template operations read and send.

use crate::campaigns::UtmTemplate;
use crate::domain::time::format_millis;
use crate::http::api::links::UtmBody;
use crate::http::request_body::RequestBody;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateTemplateBody {
    /// 1 to 100 characters, unique among the account's templates.
    #[schema(max_length = 100)]
    pub name: String,
    /// At least one value.
    pub utm: UtmBody,
}

impl RequestBody for CreateTemplateBody {}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditTemplateBody {
    /// Absent: unchanged.
    #[schema(max_length = 100)]
    pub name: Option<String>,
    /// Absent: unchanged; replaces every value when present.
    pub utm: Option<UtmBody>,
}

impl RequestBody for EditTemplateBody {}

/// A saved set of campaign parameters.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UtmTemplateView {
    pub id: String,
    pub name: String,
    pub utm: UtmBody,
    pub created_at: String,
    pub updated_at: String,
}

impl From<UtmTemplate> for UtmTemplateView {
    fn from(template: UtmTemplate) -> Self {
        Self {
            id: template.id,
            name: template.name,
            utm: template.utm.into(),
            created_at: format_millis(template.created_at),
            updated_at: format_millis(template.updated_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UtmTemplateList {
    /// By name.
    pub templates: Vec<UtmTemplateView>,
}
