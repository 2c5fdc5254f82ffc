//! A bulk move (docs/bulk-edit.md, docs/teams.md): the selection's links
//! into a team, or out of their teams to the mover's own account, chunk by
//! chunk, each chunk one transaction with its audit entry. Each link needs
//! the rights a single move needs; the target team is checked once.

use super::bulk_report::{BulkReport, BulkRun, FieldDiff, LinkDiff, Selection};
use super::{LinkResult, Links, Manager};
use crate::domain::audit::AuditAction;
use crate::domain::bulk_edit::BULK_CHUNK;
use crate::domain::domain_rule::team_allows;
use crate::domain::links::LinkError;
use crate::domain::time::now_millis;
use crate::transfer::Progress;
use serde_json::{json, Value};

impl Links<'_> {
    /// Moves the `selection` of `manager`'s links into team `to` (`None`:
    /// out of their teams, to `manager`'s account), or plans it for a dry
    /// run. A store failure stops the run: the chunks before it are moved.
    pub async fn bulk_move(
        &self,
        selection: Selection,
        to: Option<&str>,
        manager: &Manager,
        run: BulkRun,
        progress: &dyn Progress,
    ) -> LinkResult<BulkReport> {
        if let Some(to) = to {
            self.check_team(to, manager).await?;
        } else if manager.scope().only_team().is_some() {
            // A team token acts for its team only: it takes nothing out.
            return Err(LinkError::TeamNotAllowed.into());
        }
        let (target_name, limit) = match to {
            Some(to) => (
                self.store.find_team(to).await?.map(|t| t.name),
                self.store.team_domain_limit(to).await?,
            ),
            None => (None, None),
        };
        let ids = self.selected_ids(selection, manager).await?;
        progress.total(ids.len() as u64);
        let mut report = BulkReport {
            dry_run: run.dry_run,
            selected: ids.len() as u64,
            ..BulkReport::default()
        };
        let author = to.is_none().then(|| manager.id());
        let audit = manager
            .audit_by()
            .entry(AuditAction::LinksMoved, now_millis())
            .with(json!({
                "run": uuid::Uuid::new_v4().to_string(),
                "toTeam": to,
                "toAccount": author,
                "selected": ids.len(),
            }));
        let mut done = 0u64;
        for chunk in ids.chunks(BULK_CHUNK) {
            let links = self.store.links_by_ids(chunk).await?;
            let mut moving = Vec::new();
            for id in chunk {
                let Some(link) = links.iter().find(|l| &l.id == id) else {
                    report.refuse(run.shown, id, None, LinkError::NotFound);
                    continue;
                };
                if !manager.may_manage(link) {
                    report.refuse(run.shown, id, Some(&link.slug), LinkError::NotEditable);
                } else if link.team_id.as_deref() == to {
                    report.unchanged += 1;
                } else if !team_allows(limit.as_deref(), &link.domain_id) {
                    report.refuse(run.shown, id, Some(&link.slug), LinkError::DomainNotAllowed);
                } else {
                    moving.push(link);
                }
            }
            if !run.dry_run && !moving.is_empty() {
                let ids: Vec<&str> = moving.iter().map(|l| l.id.as_str()).collect();
                let chunk_audit = audit.clone().and("links", ids.len().into());
                self.store
                    .move_links(&ids, to, author, &chunk_audit)
                    .await?;
            }
            for link in moving {
                report.changed += 1;
                if report.changes.len() < run.shown {
                    let team = |id: Option<&str>, name: Option<&str>| match id {
                        Some(id) => json!({"id": id, "name": name}),
                        None => Value::Null,
                    };
                    report.changes.push(LinkDiff {
                        id: link.id.clone(),
                        slug: link.slug.clone(),
                        domain: link.domain_host.clone(),
                        fields: vec![FieldDiff {
                            field: "team".to_owned(),
                            before: team(link.team_id.as_deref(), link.team_name.as_deref()),
                            after: team(to, target_name.as_deref()),
                        }],
                    });
                }
            }
            done += chunk.len() as u64;
            progress.advanced(done);
        }
        Ok(report)
    }
}
