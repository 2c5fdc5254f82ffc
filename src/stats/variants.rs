//! A link's statistics by A/B split variant (docs/campaigns.md, "A/B
//! split"): the current variants in the split's order, each with its
//! weight (none visited yet count zero), then the destinations that were
//! variants before and have visits in the range, most visited first, so a
//! promoted or edited split keeps its history.

use crate::domain::split::Split;
use crate::domain::stats::{BotsMode, Figures};
use crate::store::VariantVisitsRow;

/// One variant's figures in a range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantFigures {
    pub destination: String,
    /// Its weight in the current split; `None` for a past variant.
    pub weight: Option<u32>,
    pub figures: Figures,
}

impl VariantFigures {
    pub fn is_current(&self) -> bool {
        self.weight.is_some()
    }
}

/// The variants of `split` (the link's now, if any) and of `rows` (the
/// range's visits by variant), with unique visitors as `bots` says.
pub fn variant_figures(
    split: Option<&Split>,
    mut rows: Vec<VariantVisitsRow>,
    bots: BotsMode,
) -> Vec<VariantFigures> {
    let figures = |row: Option<&VariantVisitsRow>| {
        row.map(|row| Figures {
            visits: row.humans.saturating_add(row.bots),
            human_visits: row.humans,
            bot_visits: row.bots,
            unique_visitors: bots.select(row.unique_humans, row.unique_bots),
        })
        .unwrap_or_default()
    };
    let mut out: Vec<VariantFigures> = split
        .map(|split| split.variants.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|variant| {
            let row = rows.iter().find(|r| r.destination == variant.destination);
            VariantFigures {
                destination: variant.destination.clone(),
                weight: Some(variant.weight),
                figures: figures(row),
            }
        })
        .collect();
    rows.retain(|row| {
        row.humans.saturating_add(row.bots) > 0
            && !out.iter().any(|v| v.destination == row.destination)
    });
    let mut past: Vec<VariantFigures> = rows
        .iter()
        .map(|row| VariantFigures {
            destination: row.destination.clone(),
            weight: None,
            figures: figures(Some(row)),
        })
        .collect();
    past.sort_by(|a, b| {
        b.figures
            .visits
            .cmp(&a.figures.visits)
            .then_with(|| a.destination.cmp(&b.destination))
    });
    out.extend(past);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::split::VariantInput;

    fn row(destination: &str, humans: i64, bots: i64, uh: i64, ub: i64) -> VariantVisitsRow {
        VariantVisitsRow {
            destination: destination.into(),
            humans,
            bots,
            unique_humans: uh,
            unique_bots: ub,
        }
    }

    #[test]
    fn current_variants_come_first_in_order_then_past_ones_by_visits() {
        let split = Split::checked(
            vec![
                VariantInput {
                    destination: "https://b.example".into(),
                    weight: 3,
                },
                VariantInput {
                    destination: "https://a.example".into(),
                    weight: 1,
                },
            ],
            false,
        )
        .expect("split");
        let rows = vec![
            row("https://old.example", 1, 0, 1, 0),
            row("https://a.example", 4, 1, 3, 1),
            row("https://older.example", 5, 0, 2, 0),
        ];
        let shown = variant_figures(Some(&split), rows.clone(), BotsMode::Exclude);
        let names: Vec<(&str, Option<u32>)> = shown
            .iter()
            .map(|v| (v.destination.as_str(), v.weight))
            .collect();
        assert_eq!(
            names,
            [
                ("https://b.example", Some(3)),
                ("https://a.example", Some(1)),
                ("https://older.example", None),
                ("https://old.example", None),
            ]
        );
        assert_eq!(shown[0].figures, Figures::default());
        assert_eq!(
            shown[1].figures,
            Figures {
                visits: 5,
                human_visits: 4,
                bot_visits: 1,
                unique_visitors: 3
            }
        );
        let with_bots = variant_figures(Some(&split), rows.clone(), BotsMode::Include);
        assert_eq!(with_bots[1].figures.unique_visitors, 4);
        // Promoted: no split any more, the history stays.
        let after = variant_figures(None, rows, BotsMode::Exclude);
        assert_eq!(after.len(), 3);
        assert!(after.iter().all(|v| !v.is_current()));
    }
}
