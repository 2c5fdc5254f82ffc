//! The import pipeline (docs/data.md#importing): a first pass over the spooled file
//! refuses a file that does not parse before anything is written; the
//! second pass streams rows in batches to the store, so memory stays
//! bounded however large the file is. Every skipped row is reported with
//! its reason (`skipped`); a dry run goes through the same steps and asks
//! the store what it would skip instead of writing. Each link goes on its
//! short domain (`import_domains`); a slug is unique per domain.

use super::import_domains::Placement;
use super::read::{count_rows, read_rows, ReadError, Row};
use super::skipped::{FirstRows, SkipLog, SkippedRow};
use super::Progress;
use crate::domain::accounts::Role;
use crate::domain::audit::AuditBy;
use crate::domain::domain_rule::DomainRule;
use crate::domain::import::{FileType, ImportedLink, Service};
use crate::domain::link_history::{Actor, HistoryAction, Via};
use crate::domain::links::ReservedNames;
use crate::domain::time::now_millis;
use crate::redirects::Redirects;
use crate::short_domains::DomainServiceError;
use crate::store::{AccountRecord, Change, Store, StoreError};
use crate::webhooks::Outbox;
use std::collections::HashMap;
use std::path::PathBuf;
use tokio::sync::mpsc;

/// Rows per transaction. Imported links land at random places in the id
/// index, so each commit rewrites most of its pages: fewer, larger
/// transactions write far less (1M rows: 38 s at 10,000, 26 s at 50,000).
const BATCH_ROWS: usize = 50_000;
/// Files of more rows than this import in bulk (see `store::bulk_import`):
/// search and list indexes are built once at the end instead of per row.
const BULK_ROWS: u64 = 10_000;

/// What to import, from where, for whom.
pub struct ImportJob<'a> {
    pub path: PathBuf,
    pub service: Service,
    pub file_type: FileType,
    pub importer: &'a AccountRecord,
    pub reserved: ReservedNames,
    pub unique_destinations: bool,
    /// Write nothing; count what an import would do.
    pub dry_run: bool,
    /// The served domains: where the hosts a file names are looked up,
    /// and which learn of the domains an import adds.
    pub redirects: &'a Redirects,
    /// The domain for links whose row names none (every link of a Lynx,
    /// Sink, YOURLS, … file): a host, Unicode or punycode, or `_default`;
    /// `None` is the default domain. It must exist.
    pub domain: Option<String>,
    /// Add the domains the file names that do not exist yet (the owner
    /// and admins only; a standard account's rows on them are skipped).
    pub create_domains: bool,
    /// Where `import.finished` goes when a real import ends.
    pub outbox: &'a Outbox,
    /// Who imports, as the audit log records it (and the domains the
    /// import adds).
    pub by: AuditBy,
    /// The team the links go to (checked by the caller); `None`: the
    /// importer's own.
    pub team: Option<String>,
}

/// The import's counts (imported + existing + invalid = rows) and the
/// skipped rows; in a dry run, what an import would do.
#[derive(Debug, Default)]
pub struct ImportSummary {
    pub dry_run: bool,
    pub rows: u64,
    pub imported: u64,
    pub skipped_existing: u64,
    pub skipped_invalid: u64,
    /// Valid rows whose visit count was above `MAX_IMPORTED_VISITS` and
    /// was lowered to it (a subset of the rows, not a fourth outcome).
    pub visits_capped: u64,
    /// The first skipped rows and the count per reason.
    pub skipped: SkipLog,
    /// The stored report of every skipped row (real imports that skipped
    /// any), kept [`REPORT_DAYS`] days.
    pub report: Option<String>,
    /// Imported links wait to be indexed for search (a large SQLite import):
    /// a server does it in the background, search finds them after.
    pub search_pending: bool,
    /// The hosts of the domains the import added (a dry run: would add),
    /// in the order the file named them.
    pub domains_created: Vec<String>,
    /// Hosts the file names that are no domain and were not added: their
    /// rows are skipped (`unknownDomain`). The first 100.
    pub unknown_domains: Vec<String>,
}

impl ImportSummary {
    pub fn message(&self) -> String {
        if self.dry_run {
            format!(
                "Dry run: would import {} / {} links",
                self.imported, self.rows
            )
        } else {
            format!("Imported {} / {} links!", self.imported, self.rows)
        }
    }
}

/// Days a skipped-row report is kept.
pub const REPORT_DAYS: i64 = 7;

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file was refused as a whole; nothing was written.
    #[error(transparent)]
    File(ReadError),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The chosen domain (`domain`) is no domain of this server; nothing
    /// was written.
    #[error("Unknown domain")]
    UnknownDomain,
    /// A standard account chose a domain it may not create links on;
    /// nothing was written.
    #[error("You may not create links on this domain")]
    DomainNotAllowed,
    /// Adding a domain the file names failed.
    #[error(transparent)]
    Domain(#[from] DomainServiceError),
    #[error("import task failed: {0}")]
    Task(String),
}

/// Imports the file of `job` into `store`.
pub async fn import_file(
    store: &Store,
    job: ImportJob<'_>,
    progress: &dyn Progress,
) -> Result<ImportSummary, ImportError> {
    let now = now_millis();
    let rows = check_file(&job).await?;
    let rule = DomainRule {
        role: job.importer.role(),
        team_domains: match job.team.as_deref() {
            Some(team) => store.team_domain_limit(team).await?,
            None => None,
        },
    };
    let mut placement = Placement::new(
        store,
        job.redirects,
        rule,
        job.domain.as_deref(),
        job.create_domains,
        job.dry_run,
        &job.by,
    )?;
    progress.total(rows);
    let authors = Authors::load(store, job.importer).await?;
    if !job.dry_run {
        // Reports outlive their import by a week; older ones go now.
        store
            .delete_import_reports_before(now - REPORT_DAYS * 24 * 3600 * 1000)
            .await?;
    }
    let bulk = if rows > BULK_ROWS && !job.dry_run {
        Some(
            store
                .begin_bulk_import(rows, job.unique_destinations)
                .await?,
        )
    } else {
        None
    };

    let (sender, mut batches) = mpsc::channel::<Vec<Row>>(1);
    let reader = {
        let (path, service, file_type, reserved) = (
            job.path.clone(),
            job.service,
            job.file_type,
            job.reserved.clone(),
        );
        tokio::task::spawn_blocking(move || {
            let file = std::fs::File::open(&path)?;
            let mut batch = Vec::with_capacity(BATCH_ROWS);
            read_rows(file, service, file_type, &reserved, now, |row| {
                batch.push(row);
                if batch.len() == BATCH_ROWS {
                    let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH_ROWS));
                    sender.blocking_send(full).map_err(|_| ())?;
                }
                Ok(())
            })?;
            if !batch.is_empty() {
                sender
                    .blocking_send(batch)
                    .map_err(|_| ReadError::Stopped)?;
            }
            Ok::<(), ReadError>(())
        })
    };

    let mut summary = ImportSummary {
        dry_run: job.dry_run,
        rows,
        ..Default::default()
    };
    // Only a matter of speed: a failure here is logged, not fatal.
    if !job.dry_run {
        if let Err(error) = store.set_bulk_writing(true).await {
            tracing::warn!(?error, "could not lower the syncs for the import");
        }
    }
    let mut report = Report {
        account: &job.importer.id,
        id: None,
        now,
    };
    let mut first_rows = FirstRows::new(job.unique_destinations);
    // Each link imported is recorded in its history as the importer's.
    let importer = Actor::new(&job.importer.id, &job.importer.username, Via::Import);
    let mut failure: Option<ImportError> = None;
    'batches: while let Some(batch) = batches.recv().await {
        let mut links = Vec::with_capacity(batch.len());
        let mut places = Vec::with_capacity(batch.len());
        let mut skipped = Vec::new();
        for row in batch {
            match row.link {
                Ok(mut link) => {
                    if link.cap_visits() {
                        summary.visits_capped += 1;
                    }
                    match placement.place(&mut link).await {
                        Ok(None) => {
                            links.push(authors.resolve(link));
                            places.push((row.number, row.line));
                        }
                        Ok(Some(reason)) => skipped.push(SkippedRow {
                            row: row.number,
                            line: row.line,
                            domain: placement.host_of(&link.domain),
                            slug: Some(link.slug),
                            reason,
                        }),
                        Err(error) => {
                            failure = Some(error);
                            break 'batches;
                        }
                    }
                }
                Err(rejected) => skipped.push(SkippedRow {
                    row: row.number,
                    line: row.line,
                    domain: None,
                    slug: rejected.slug,
                    reason: rejected.reason,
                }),
            }
        }
        let conflicts = if job.dry_run {
            store
                .find_import_conflicts(&links, job.unique_destinations)
                .await
        } else {
            store
                .import_links(
                    &links,
                    job.unique_destinations,
                    &Change {
                        actor: &importer,
                        at: now_millis(),
                        action: HistoryAction::Created,
                    },
                    job.team.as_deref(),
                )
                .await
                .map(|outcome| outcome.skipped)
        };
        let conflicts = match conflicts {
            Ok(conflicts) => conflicts,
            Err(error) => {
                failure = Some(error.into());
                break;
            }
        };
        let mut conflicts = conflicts.into_iter().peekable();
        for (index, (link, (number, line))) in links.iter().zip(places).enumerate() {
            let conflict = conflicts.next_if(|(at, _)| *at == index).map(|(_, c)| c);
            match first_rows.judge(link, number, conflict, job.dry_run) {
                Some(reason) => skipped.push(SkippedRow {
                    row: number,
                    line,
                    domain: placement.host_of(&link.domain),
                    slug: Some(link.slug.clone()),
                    reason,
                }),
                None => summary.imported += 1,
            }
        }
        skipped.sort_unstable_by_key(|s| s.row);
        for row in &skipped {
            summary.skipped.record(row);
        }
        if !job.dry_run {
            if let Err(error) = report.add(store, &skipped).await {
                failure = Some(error.into());
                break;
            }
        }
        summary.skipped_existing = summary.skipped.existing;
        summary.skipped_invalid = summary.skipped.invalid;
        progress.advanced(summary.imported + summary.skipped_existing + summary.skipped_invalid);
    }
    summary.report = report.id;
    summary.domains_created = placement.added();
    summary.unknown_domains = placement.unknown();
    drop(batches);
    // Syncs at every commit again; the index rebuild is recorded, so a
    // power loss during it is repaired at the next start.
    if !job.dry_run {
        if let Err(error) = store.set_bulk_writing(false).await {
            tracing::warn!(?error, "could not restore the syncs after the import");
        }
    }
    if let Some(bulk) = bulk {
        // Also after a failed batch: the links written so far stay.
        // Search indexing is left to the server (`fill_search_backlog`):
        // a quarter of a large import's time, not worth making anyone wait.
        if let Err(error) = store.end_bulk_import_search_later(bulk).await {
            failure.get_or_insert(error.into());
        }
        summary.search_pending = store.has_search_backlog().await.unwrap_or(false);
    }
    let read = reader.await.map_err(|e| ImportError::Task(e.to_string()))?;
    if let Some(error) = failure {
        return Err(error);
    }
    read.map_err(ImportError::File)?;
    if !job.dry_run {
        super::import_finished::announce(store, &job, &summary).await;
    }
    Ok(summary)
}

/// The stored report of a real import's skipped rows, made at the first.
struct Report<'a> {
    account: &'a str,
    id: Option<String>,
    now: i64,
}

impl Report<'_> {
    async fn add(&mut self, store: &Store, rows: &[SkippedRow]) -> Result<(), StoreError> {
        if rows.is_empty() {
            return Ok(());
        }
        let id = match &self.id {
            Some(id) => id,
            None => {
                let id = uuid::Uuid::new_v4().to_string();
                store
                    .create_import_report(&id, self.account, self.now)
                    .await?;
                self.id.insert(id)
            }
        };
        let rows: Vec<_> = rows.iter().map(SkippedRow::report_row).collect();
        store.add_import_report_rows(id, &rows).await
    }
}

/// First pass: the whole file must parse; returns its number of rows.
async fn check_file(job: &ImportJob<'_>) -> Result<u64, ImportError> {
    let (path, service, file_type) = (job.path.clone(), job.service, job.file_type);
    tokio::task::spawn_blocking(move || {
        let file = std::fs::File::open(&path)?;
        count_rows(file, service, file_type)
    })
    .await
    .map_err(|e| ImportError::Task(e.to_string()))?
    .map_err(ImportError::File)
}

/// The accounts whose links the importer may manage: a file's author is
/// kept only for them (owner: anyone; admin: self and standard accounts;
/// standard: self), otherwise the importer is the author.
struct Authors {
    importer: String,
    allowed: HashMap<String, ()>,
}

impl Authors {
    async fn load(store: &Store, importer: &AccountRecord) -> Result<Self, StoreError> {
        let role = importer.role();
        let allowed = store
            .list_accounts()
            .await?
            .into_iter()
            .filter(|a| a.id == importer.id || may_author_for(role, a.role()))
            .map(|a| (a.id, ()))
            .collect();
        Ok(Self {
            importer: importer.id.clone(),
            allowed,
        })
    }

    /// The link with the author it gets: the one the file names when the
    /// importer may manage that account, else the importer.
    fn resolve(&self, link: ImportedLink) -> ImportedLink {
        let author = match link.author {
            Some(author) if self.allowed.contains_key(&author) => author,
            _ => self.importer.clone(),
        };
        ImportedLink {
            author: Some(author),
            ..link
        }
    }
}

fn may_author_for(importer: Role, author: Role) -> bool {
    match importer {
        Role::Owner => true,
        Role::Admin => author == Role::Standard,
        Role::Standard => false,
    }
}
