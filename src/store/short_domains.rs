//! Short domains (docs/domains.md): the `domains` table, and the writes
//! that move or delete a domain's links with it.

use super::audit_log::record_audit;
use super::link_history::{link_fields_in, record_change, Change, FIELDS_SELECT};
use super::{execute_audited, on_reader, on_writer, Store, StoreError};
use crate::domain::audit::AuditEntry;
use crate::domain::link_history::{Actor, HistoryAction};
use crate::domain::short_domains::DEFAULT_DOMAIN_ID;

/// A domain's links are read from the totals its triggers keep
/// (`link_totals`), not counted: a count took 2.6 s at 10M links, and the
/// domains page, a domain's orphan visits and a team's or domain's removal
/// all read a domain through here.
const DOMAIN_SELECT: &str = "SELECT d.id, d.host, d.root_redirect, d.not_found_redirect, \
     d.expired_redirect, d.standard_may_create, d.created_at, \
     d.apple_app_site_association, d.asset_links, \
     CAST(COALESCE((SELECT t.links FROM link_totals t WHERE t.domain_id = d.id), 0) AS BIGINT) AS links \
     FROM domains d";

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct DomainRecord {
    pub id: String,
    /// `None` for the default domain (its host is the DOMAIN setting).
    pub host: Option<String>,
    pub root_redirect: Option<String>,
    pub not_found_redirect: Option<String>,
    pub expired_redirect: Option<String>,
    pub standard_may_create: bool,
    pub created_at: i64,
    /// The app links files as compact JSON (`domain::app_links`).
    pub apple_app_site_association: Option<String>,
    pub asset_links: Option<String>,
    /// Links on the domain.
    pub links: i64,
}

impl DomainRecord {
    pub fn is_default(&self) -> bool {
        self.id == DEFAULT_DOMAIN_ID
    }
}

/// A domain's fallbacks and policy, as written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DomainSettings {
    pub root_redirect: Option<String>,
    pub not_found_redirect: Option<String>,
    pub expired_redirect: Option<String>,
    pub standard_may_create: bool,
    /// Checked compact JSON (`domain::app_links`).
    pub apple_app_site_association: Option<String>,
    pub asset_links: Option<String>,
}

/// What happens to a removed domain's links.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DomainLinks<'a> {
    /// Refuse the removal while it has any.
    Keep,
    /// Move them to this domain; refused as a whole if a slug is taken there.
    MoveTo(&'a str),
    Delete,
}

/// Why a domain was not removed.
#[derive(Debug, thiserror::Error)]
pub enum DomainRemoval {
    #[error("the domain has {0} links")]
    HasLinks(i64),
    #[error("a slug is taken on the target domain")]
    SlugTaken,
    #[error("no such domain")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl Store {
    /// Every domain, the default first, then by host.
    pub async fn list_domains(&self) -> Result<Vec<DomainRecord>, StoreError> {
        let sql =
            format!("{DOMAIN_SELECT} ORDER BY CASE WHEN d.host IS NULL THEN 0 ELSE 1 END, d.host");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .fetch_all(pool)
            .await)?)
    }

    /// Every domain's id and stored host (`None` for the default), without
    /// counting their links.
    pub async fn domain_hosts(&self) -> Result<Vec<(String, Option<String>)>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT id, host FROM domains"
        )
        .fetch_all(pool)
        .await)?)
    }

    pub async fn find_domain(&self, id: &str) -> Result<Option<DomainRecord>, StoreError> {
        if !super::links::storable(id) {
            return Ok(None);
        }
        let sql = format!("{DOMAIN_SELECT} WHERE d.id = $1");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?)
    }

    /// Whether a domain has this stored host.
    pub async fn domain_host_exists(&self, host: &str) -> Result<bool, StoreError> {
        if !super::links::storable(host) {
            return Ok(false);
        }
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM domains WHERE host = $1"
        )
        .bind(host)
        .fetch_optional(pool)
        .await)?;
        Ok(found.is_some())
    }

    /// A taken host is [`StoreError::Conflict`].
    pub async fn insert_domain(
        &self,
        id: &str,
        host: &str,
        settings: &DomainSettings,
        created_at: i64,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        execute_audited!(
            self,
            audit,
            "INSERT INTO domains (id, host, root_redirect, not_found_redirect, expired_redirect, \
             standard_may_create, created_at, apple_app_site_association, asset_links) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            id,
            host,
            settings.root_redirect.as_deref(),
            settings.not_found_redirect.as_deref(),
            settings.expired_redirect.as_deref(),
            settings.standard_may_create,
            created_at,
            settings.apple_app_site_association.as_deref(),
            settings.asset_links.as_deref()
        )?;
        Ok(())
    }

    pub async fn update_domain(
        &self,
        id: &str,
        settings: &DomainSettings,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "UPDATE domains SET root_redirect = $1, not_found_redirect = $2, \
             expired_redirect = $3, standard_may_create = $4, apple_app_site_association = $6, \
             asset_links = $7 WHERE id = $5",
            settings.root_redirect.as_deref(),
            settings.not_found_redirect.as_deref(),
            settings.expired_redirect.as_deref(),
            settings.standard_may_create,
            id,
            settings.apple_app_site_association.as_deref(),
            settings.asset_links.as_deref()
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Removes domain `id` (never the default) and, as `links` says, its
    /// links, in one transaction, each link moved or deleted recorded in
    /// its history as `actor`'s change at `at`. Returns the slugs that left
    /// the domain.
    pub async fn remove_domain(
        &self,
        id: &str,
        links: DomainLinks<'_>,
        actor: &Actor,
        at: i64,
        audit: &AuditEntry,
    ) -> Result<Vec<String>, DomainRemoval> {
        if id == DEFAULT_DOMAIN_ID || !super::links::storable(id) {
            return Err(DomainRemoval::NotFound);
        }
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await.map_err(StoreError::from)?;
            let exists: Option<i32> = sqlx::query_scalar("SELECT 1 FROM domains WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await
                .map_err(StoreError::from)?;
            if exists.is_none() {
                return Err(DomainRemoval::NotFound);
            }
            let slugs: Vec<String> =
                sqlx::query_scalar("SELECT slug FROM links WHERE domain_id = $1")
                    .bind(id)
                    .fetch_all(&mut *tx)
                    .await
                    .map_err(StoreError::from)?;
            // Each link's fields before, for its history entry.
            let before = async {
                let ids: Vec<String> =
                    sqlx::query_scalar("SELECT id FROM links WHERE domain_id = $1")
                        .bind(id)
                        .fetch_all(&mut *tx)
                        .await?;
                let mut before = Vec::with_capacity(ids.len());
                for link in ids {
                    if let Some((author, fields)) =
                        link_fields_in!(tx, FIELDS_SELECT, link.as_str())
                    {
                        before.push((link, author, fields));
                    }
                }
                Ok::<_, sqlx::Error>(before)
            }
            .await
            .map_err(StoreError::from)?;
            match links {
                _ if slugs.is_empty() => {}
                DomainLinks::Keep => return Err(DomainRemoval::HasLinks(slugs.len() as i64)),
                DomainLinks::MoveTo(target) => {
                    let moved = sqlx::query("UPDATE links SET domain_id = $1 WHERE domain_id = $2")
                        .bind(target)
                        .bind(id)
                        .execute(&mut *tx)
                        .await;
                    match moved.map_err(StoreError::from_write) {
                        Ok(_) => {}
                        Err(StoreError::Conflict) => return Err(DomainRemoval::SlugTaken),
                        Err(other) => return Err(other.into()),
                    }
                }
                DomainLinks::Delete => {
                    sqlx::query("DELETE FROM links WHERE domain_id = $1")
                        .bind(id)
                        .execute(&mut *tx)
                        .await
                        .map_err(StoreError::from)?;
                }
            }
            let action = match links {
                DomainLinks::Delete => HistoryAction::Deleted,
                _ => HistoryAction::Edited,
            };
            let recorded = Change { actor, at, action };
            async {
                for (link, author, fields) in &before {
                    let after = link_fields_in!(tx, FIELDS_SELECT, link.as_str());
                    let after = after.map(|(_, after)| after);
                    record_change!(
                        tx,
                        link.as_str(),
                        author.as_deref(),
                        &recorded,
                        Some(fields),
                        after.as_ref()
                    );
                }
                Ok::<_, sqlx::Error>(())
            }
            .await
            .map_err(StoreError::from)?;
            let removed = sqlx::query("DELETE FROM domains WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await;
            match removed.map_err(StoreError::from_write) {
                Ok(_) => {}
                // A link was created on the domain meanwhile (PostgreSQL,
                // another connection): it still has links.
                Err(StoreError::MissingReference) => {
                    return Err(DomainRemoval::HasLinks(slugs.len() as i64 + 1))
                }
                Err(other) => return Err(other.into()),
            }
            // Its count of links, 0 now, goes with it: no link can name
            // the domain any more.
            sqlx::query("DELETE FROM link_totals WHERE domain_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await
                .map_err(StoreError::from)?;
            let fate = match links {
                DomainLinks::MoveTo(_) => "moved",
                DomainLinks::Delete => "deleted",
                DomainLinks::Keep => "none",
            };
            let audit = audit
                .clone()
                .with(serde_json::json!({ "links": slugs.len(), "linksWere": fate }));
            async {
                record_audit!(tx, &audit);
                Ok::<_, sqlx::Error>(())
            }
            .await
            .map_err(StoreError::from)?;
            tx.commit().await.map_err(StoreError::from)?;
            Ok(slugs)
        }
        .await)
    }
}
