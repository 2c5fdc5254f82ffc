//! A link's A/B split as the API sends and takes it (the schema; the
//! request is read as JSON by `domain::split::parse_split`, which names
//! the variant at fault).

use crate::domain::split::Split;
use serde::Serialize;
use utoipa::ToSchema;

/// 2 to 8 destinations with integer weights. Visitors that no redirect
/// rule sends elsewhere go to one of them by weight, and keep it for the
/// UTC day through the daily visitor key (no cookie unless `cookie`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SplitBody {
    #[schema(min_items = 2, max_items = 8)]
    pub variants: Vec<VariantBody>,
    /// Also remember a visitor's variant in a cookie for 30 days.
    pub cookie: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VariantBody {
    /// An http or https URL; each variant's is different.
    #[schema(max_length = 4096)]
    pub destination: String,
    #[schema(minimum = 1, maximum = 1000)]
    pub weight: u32,
}

impl From<Split> for SplitBody {
    fn from(split: Split) -> Self {
        Self {
            variants: split
                .variants
                .into_iter()
                .map(|v| VariantBody {
                    destination: v.destination,
                    weight: v.weight,
                })
                .collect(),
            cookie: split.cookie,
        }
    }
}
