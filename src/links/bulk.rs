//! One change applied to many links (`bulkEditLinks`, docs/bulk-edit.md):
//! the selection (ids, or the list's filters) read chunk by chunk, each
//! link's new fields planned and checked as an edit checks them, then,
//! unless it is a dry run, each chunk written in one transaction with the
//! links' history entries. A dry run plans exactly as the real run does, so
//! its per-link diff is the one the real run writes.

use super::bulk_report::{BulkReport, BulkRun, FieldDiff, LinkDiff, Selection};
use super::{ControlsPatch, LinkResult, LinkServiceError, Links, Manager};
use crate::domain::audit::{AuditAction, AuditEntry};
use crate::domain::bulk_edit::{
    DestinationReplace, TagChange, BULK_CHUNK, MAX_BULK_IDS, MAX_BULK_LINKS,
};
use crate::domain::link_controls::LinkControls;
use crate::domain::link_history::{changed_fields, HistoryAction, LinkFields};
use crate::domain::links::{Destination, LinkError};
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::store::{Change, LinkRecord, PlannedEdit};
use crate::transfer::Progress;
use serde_json::Value;
use std::collections::{HashMap, HashSet};

/// What a bulk edit sets on every selected link; `None` leaves a value as
/// it is, `Some(None)` removes it.
#[derive(Debug, Default)]
pub struct BulkChange {
    pub tags: TagChange,
    pub expires_at: Option<Option<i64>>,
    pub max_visits: Option<Option<i64>>,
    pub redirect_status: Option<Option<u16>>,
    pub forward_query: Option<bool>,
    pub crawlable: Option<bool>,
    /// Find and replace in the destination (not in a split's variants or
    /// rules' destinations).
    pub replace: Option<DestinationReplace>,
}

impl BulkChange {
    /// The fields the change sets, as the API names them (the audit log's
    /// detail).
    pub fn parts(&self) -> Vec<&'static str> {
        let mut parts = Vec::new();
        if !self.tags.is_empty() {
            parts.push("tags");
        }
        let set = [
            (self.expires_at.is_some(), "expiresAt"),
            (self.max_visits.is_some(), "maxVisits"),
            (self.redirect_status.is_some(), "redirectStatus"),
            (self.forward_query.is_some(), "forwardQuery"),
            (self.crawlable.is_some(), "crawlable"),
            (self.replace.is_some(), "replace"),
        ];
        parts.extend(set.into_iter().filter(|(on, _)| *on).map(|(_, name)| name));
        parts
    }

    pub fn is_empty(&self) -> bool {
        self.parts().is_empty()
    }

    /// The controls patch for a link with `tags`.
    fn patch(&self, tags: &[String]) -> Result<ControlsPatch, LinkError> {
        Ok(ControlsPatch {
            expires_at: self.expires_at,
            max_visits: self.max_visits,
            redirect_status: self.redirect_status,
            forward_query: self.forward_query,
            crawlable: self.crawlable,
            tags: if self.tags.is_empty() {
                None
            } else {
                Some(self.tags.apply(tags)?)
            },
            ..ControlsPatch::default()
        })
    }
}

/// One link's planned edit.
struct Planned {
    id: String,
    slug: String,
    domain: Option<String>,
    before: LinkFields,
    after: LinkFields,
    /// A limit set anew counts the link's human visits.
    count_from_visits: bool,
}

impl Planned {
    fn diff(&self) -> LinkDiff {
        let (before, after) = (self.before.shown(), self.after.shown());
        let fields = changed_fields(&self.before, &self.after)
            .into_iter()
            .map(|field| FieldDiff {
                before: before.get(&field).cloned().unwrap_or(Value::Null),
                after: after.get(&field).cloned().unwrap_or(Value::Null),
                field,
            })
            .collect();
        LinkDiff {
            id: self.id.clone(),
            slug: self.slug.clone(),
            domain: self.domain.clone(),
            fields,
        }
    }
}

impl Links<'_> {
    /// Applies `change` to the `selection` of `manager`'s links, chunk by
    /// chunk (`progress` hears each), or only plans it for a dry run.
    /// A store failure stops the run: the chunks before it are written.
    pub async fn bulk_edit(
        &self,
        selection: Selection,
        change: &BulkChange,
        manager: &Manager,
        run: BulkRun,
        progress: &dyn Progress,
    ) -> LinkResult<BulkReport> {
        let ids = self.selected_ids(selection, manager).await?;
        progress.total(ids.len() as u64);
        let mut report = BulkReport {
            dry_run: run.dry_run,
            selected: ids.len() as u64,
            ..BulkReport::default()
        };
        // Each chunk's transaction appends an entry; the run's id ties them.
        let audit = manager
            .audit_by()
            .entry(AuditAction::LinksBulkEdited, now_millis())
            .with(serde_json::json!({
                "run": uuid::Uuid::new_v4().to_string(),
                "change": change.parts(),
                "selected": ids.len(),
            }));
        // Destinations this run gives links, for URL_ONLY_UNIQUE.
        let mut destinations = HashSet::new();
        let mut done = 0u64;
        for chunk in ids.chunks(BULK_CHUNK) {
            let mut links: HashMap<String, LinkRecord> = self
                .store
                .links_by_ids(chunk)
                .await?
                .into_iter()
                .map(|link| (link.id.clone(), link))
                .collect();
            let mut planned = Vec::new();
            for id in chunk {
                let Some(link) = links.remove(id) else {
                    report.refuse(run.shown, id, None, LinkError::NotFound);
                    continue;
                };
                match self.plan(&link, change, manager, &mut destinations).await? {
                    Ok(Some(plan)) => planned.push((plan, link)),
                    Ok(None) => report.unchanged += 1,
                    Err(reason) => report.refuse(run.shown, id, Some(&link.slug), reason),
                }
            }
            let written = if run.dry_run {
                planned
            } else {
                self.write_chunk(planned, manager, run.shown, &mut report, &audit)
                    .await?
            };
            for (plan, _) in &written {
                report.changed += 1;
                if report.changes.len() < run.shown {
                    report.changes.push(plan.diff());
                }
            }
            done += chunk.len() as u64;
            progress.advanced(done);
        }
        Ok(report)
    }

    /// The ids a selection names, each once, in its order (a filter's in id
    /// order); too many is refused before any link is read.
    pub(super) async fn selected_ids(
        &self,
        selection: Selection,
        manager: &Manager,
    ) -> LinkResult<Vec<String>> {
        match selection {
            Selection::Ids(ids) => {
                if ids.len() > MAX_BULK_IDS {
                    return Err(LinkError::TooManyBulkIds.into());
                }
                let mut seen = HashSet::new();
                Ok(ids
                    .into_iter()
                    .filter(|id| seen.insert(id.clone()))
                    .collect())
            }
            Selection::Filter(request) => {
                let Some(query) = self.link_query(request, manager).await? else {
                    return Ok(Vec::new());
                };
                let ids = self
                    .store
                    .link_ids_matching(&query, MAX_BULK_LINKS + 1)
                    .await?;
                if ids.len() > MAX_BULK_LINKS {
                    return Err(LinkError::TooManyLinks.into());
                }
                Ok(ids)
            }
        }
    }

    /// `link`'s edit: `Ok(None)` when the change leaves it as it is, the
    /// inner `Err` when a rule refuses it (the outer one is the store's).
    async fn plan(
        &self,
        link: &LinkRecord,
        change: &BulkChange,
        manager: &Manager,
        destinations: &mut HashSet<String>,
    ) -> LinkResult<Result<Option<Planned>, LinkError>> {
        if !manager.may_manage(link) {
            return Ok(Err(LinkError::NotEditable));
        }
        let current = link.controls();
        let controls = match self.planned_controls(change, current.clone()).await? {
            Ok(controls) => controls,
            Err(reason) => return Ok(Err(reason)),
        };
        let destination = match change
            .replace
            .as_ref()
            .and_then(|r| r.apply(&link.destination))
        {
            None => link.destination.clone(),
            Some(replaced) => match Destination::parse(&replaced) {
                Err(_) => return Ok(Err(LinkError::InvalidDestination)),
                Ok(destination) => destination.into_string(),
            },
        };
        let before = LinkFields::new(
            &link.slug,
            &link.domain_id,
            &link.destination,
            link.public_stats,
            &current,
        );
        let after = LinkFields::new(
            &link.slug,
            &link.domain_id,
            &destination,
            link.public_stats,
            &controls,
        );
        if after == before {
            return Ok(Ok(None));
        }
        if destination != link.destination && self.rules.unique_destinations {
            let taken = !destinations.insert(destination.clone())
                || self
                    .store
                    .destination_used(&destination, Some(&link.id))
                    .await?;
            if taken {
                return Ok(Err(LinkError::DestinationTaken));
            }
        }
        Ok(Ok(Some(Planned {
            id: link.id.clone(),
            slug: link.slug.clone(),
            domain: link.domain_host.clone(),
            count_from_visits: link.max_visits.is_none() && controls.max_visits.is_some(),
            before,
            after,
        })))
    }

    /// `current` with the change's controls, checked as an edit checks
    /// them (the validity window, the tag count); the inner `Err` is a
    /// refusal.
    async fn planned_controls(
        &self,
        change: &BulkChange,
        current: LinkControls,
    ) -> LinkResult<Result<LinkControls, LinkError>> {
        let patch = match change.patch(&current.tags) {
            Ok(patch) => patch,
            Err(reason) => return Ok(Err(reason)),
        };
        match patch.apply(current).await {
            Ok(controls) => Ok(Ok(controls)),
            Err(LinkServiceError::Refused(reason)) => Ok(Err(reason)),
            Err(other) => Err(other),
        }
    }

    /// Writes one chunk's planned edits in one transaction; returns those
    /// written (a link changed meanwhile is refused instead), after
    /// refreshing their cached redirects and telling webhooks.
    async fn write_chunk(
        &self,
        planned: Vec<(Planned, LinkRecord)>,
        manager: &Manager,
        shown: usize,
        report: &mut BulkReport,
        audit: &AuditEntry,
    ) -> LinkResult<Vec<(Planned, LinkRecord)>> {
        let modified = now_millis();
        let edits: Vec<PlannedEdit<'_>> = planned
            .iter()
            .map(|(plan, _)| PlannedEdit {
                id: &plan.id,
                before: &plan.before,
                after: &plan.after,
                count_from_visits: plan.count_from_visits,
            })
            .collect();
        let actor = manager.actor().clone().in_bulk();
        let recorded = Change {
            actor: &actor,
            at: modified,
            action: HistoryAction::Edited,
        };
        let audit = AuditEntry {
            at: modified,
            ..audit.clone()
        };
        let stale: HashSet<String> = self
            .store
            .edit_links(&edits, &recorded, &audit)
            .await?
            .into_iter()
            .collect();
        drop(edits);
        let mut written = Vec::with_capacity(planned.len());
        for (plan, link) in planned {
            if stale.contains(&plan.id) {
                report.refuse(
                    shown,
                    &plan.id,
                    Some(&plan.slug),
                    LinkError::ChangedMeanwhile,
                );
                continue;
            }
            written.push((plan, link));
        }
        // Visitors keep being answered from memory, with the new fields.
        let keys: Vec<(&str, &str, &str)> = written
            .iter()
            .map(|(_, link)| {
                (
                    link.id.as_str(),
                    link.domain_id.as_str(),
                    link.slug.as_str(),
                )
            })
            .collect();
        self.redirects.refresh(&keys).await?;
        self.tell_webhooks(&written).await?;
        Ok(written)
    }

    /// A `link.updated` event for each link written.
    async fn tell_webhooks(&self, written: &[(Planned, LinkRecord)]) -> LinkResult<()> {
        if written.is_empty() {
            return Ok(());
        }
        let ids: Vec<String> = written.iter().map(|(plan, _)| plan.id.clone()).collect();
        let edited: HashMap<String, LinkRecord> = self
            .store
            .links_by_ids(&ids)
            .await?
            .into_iter()
            .map(|link| (link.id.clone(), link))
            .collect();
        let events: Vec<(&LinkRecord, Option<Vec<&'static str>>)> = written
            .iter()
            .filter_map(|(_, link)| {
                let now = edited.get(&link.id)?;
                let changed = crate::webhooks::changed_fields(link, now);
                (!changed.is_empty()).then_some((now, Some(changed)))
            })
            .collect();
        self.outbox
            .link_events(self.store, EventKind::LinkUpdated, &events)
            .await;
        Ok(())
    }
}
