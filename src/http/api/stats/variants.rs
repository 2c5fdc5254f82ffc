//! A link's visits by A/B split variant as its statistics show them.

use crate::stats::VariantFigures;
use serde::Serialize;
use utoipa::ToSchema;

/// One variant of the link's A/B split, now or before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantVisitsView {
    /// The variant's destination, as the split holds it.
    pub destination: String,
    /// A variant of the link's split now; `false` for one that was a
    /// variant before (its visits in the range stay).
    pub current: bool,
    /// Its weight in the split now; `null` for a past variant.
    #[schema(required = true, minimum = 1, maximum = 1000)]
    pub weight: Option<u32>,
    /// Every redirect to it: `humanVisits + botVisits`.
    #[schema(minimum = 0)]
    pub visits: i64,
    #[schema(minimum = 0)]
    pub human_visits: i64,
    #[schema(minimum = 0)]
    pub bot_visits: i64,
    /// Visitors first seen each UTC day (as `bots` says); a visitor keeps
    /// its variant for the day.
    #[schema(minimum = 0)]
    pub unique_visitors: i64,
}

impl From<VariantFigures> for VariantVisitsView {
    fn from(variant: VariantFigures) -> Self {
        Self {
            current: variant.is_current(),
            weight: variant.weight,
            visits: variant.figures.visits,
            human_visits: variant.figures.human_visits,
            bot_visits: variant.figures.bot_visits,
            unique_visitors: variant.figures.unique_visitors,
            destination: variant.destination,
        }
    }
}
