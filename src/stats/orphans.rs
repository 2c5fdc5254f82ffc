//! A short domain's orphan visits (docs/STATISTICS.md, "Orphan visits"):
//! the visits to no link of a range of UTC days, by kind, by day and as the
//! most visited unknown slugs.

use super::{Stats, StatsError, StatsResult};
use crate::domain::orphan_visits::{OrphanFigures, OrphanKind};
use crate::domain::stats::{BotsMode, StatsRequest, TOP_ENTRIES};
use crate::domain::visits::day_of;

/// What `GET /api/domains/{id}/orphan-visits` shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrphanReport {
    /// The UTC days `[first_day, end_day)` the range touches.
    pub first_day: i64,
    pub end_day: i64,
    pub bots: BotsMode,
    pub totals: OrphanFigures,
    /// Every day of the range, empty ones included, oldest first.
    pub daily: Vec<(i64, OrphanFigures)>,
    /// The most visited unknown slugs kept, most first, ties by slug.
    pub slugs: Vec<(String, i64)>,
}

/// The UTC days `[from, to)` (ms) touches, as `[first, end)`.
fn days_of((from, to): (i64, i64)) -> (i64, i64) {
    let first = day_of(from);
    let end = if to <= from {
        first
    } else {
        day_of(to - 1) + 1
    };
    (first, end)
}

impl Stats<'_> {
    /// The orphan visits of domain `domain_id` on the UTC days `request`'s
    /// range touches, counted as its `bots` says.
    pub async fn orphan_visits(
        &self,
        domain_id: &str,
        request: &StatsRequest,
    ) -> StatsResult<OrphanReport> {
        if self.store.find_domain(domain_id).await?.is_none() {
            return Err(StatsError::DomainNotFound);
        }
        let (first_day, end_day) = days_of((request.from, request.to));
        let bots = request.bots;
        let rows = self
            .store
            .orphan_visit_days(domain_id, (first_day, end_day))
            .await?;
        let slugs = self
            .store
            .orphan_top_slugs(domain_id, bots, (first_day, end_day), TOP_ENTRIES as u32)
            .await?;
        let mut daily: Vec<(i64, OrphanFigures)> = (first_day..end_day)
            .map(|day| (day, OrphanFigures::default()))
            .collect();
        let mut totals = OrphanFigures::default();
        for row in rows {
            let (Some(kind), Ok(at)) = (
                OrphanKind::from_code(row.kind),
                usize::try_from(row.day - first_day),
            ) else {
                continue;
            };
            if let Some((_, figures)) = daily.get_mut(at) {
                figures.add(kind, bots.select(row.humans, row.bots));
            }
        }
        for (_, figures) in &daily {
            totals.add_all(figures);
        }
        Ok(OrphanReport {
            first_day,
            end_day,
            bots,
            totals,
            daily,
            slugs,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::visits::DAY_MS;

    #[test]
    fn a_range_covers_the_utc_days_it_touches() {
        let day = 20_000;
        let at = |hours: i64| day * DAY_MS + hours * 3_600_000;
        assert_eq!(days_of((at(0), at(24))), (day, day + 1));
        assert_eq!(days_of((at(5), at(25))), (day, day + 2));
        assert_eq!(days_of((at(23), at(24))), (day, day + 1));
        assert_eq!(days_of((at(3), at(3))), (day, day), "empty");
    }
}
