//! The audit log in the database (migration 0036, docs/audit.md): the
//! macro a change uses to append its entry inside its own transaction, the
//! same for an action that changes nothing else, the filtered read, and the
//! retention's sweep.

use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::audit::{AuditEntry, AuditFilter};

/// One entry as stored.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct AuditRow {
    pub seq: i64,
    pub at: i64,
    pub action: String,
    pub actor_id: Option<String>,
    pub actor_name: Option<String>,
    pub actor_role: Option<String>,
    pub via: String,
    pub via_name: Option<String>,
    pub network: Option<String>,
    pub target_kind: Option<String>,
    pub target_id: Option<String>,
    pub target_name: Option<String>,
    pub details: Option<String>,
}

/// Entries one read answers at most.
pub const MAX_AUDIT_PAGE: i64 = 1_000;

/// Appends `$entry` (an `&AuditEntry`) inside transaction `$tx`, so that
/// the entry and the change it describes commit or vanish together.
macro_rules! record_audit {
    ($tx:expr, $entry:expr) => {{
        let entry: &$crate::domain::audit::AuditEntry = $entry;
        let target = entry.target.as_ref();
        sqlx::query(
            "INSERT INTO audit_log (at, action, actor_id, actor_name, actor_role, via, via_name, \
             network, target_kind, target_id, target_name, details) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(entry.at)
        .bind(entry.action.as_str())
        .bind(entry.by.actor.account_id.as_deref())
        .bind(entry.by.actor.username.as_deref())
        .bind(entry.by.role.map(|r| r.as_str()))
        .bind(entry.by.actor.via.as_str())
        .bind(entry.by.actor.via_name.as_deref())
        .bind(entry.by.network.as_deref())
        .bind(target.map(|t| t.kind))
        .bind(target.and_then(|t| t.id.as_deref()))
        .bind(target.and_then(|t| t.name.as_deref()))
        .bind((!entry.details.is_null()).then(|| entry.details.to_string()))
        .execute(&mut *$tx)
        .await?;
    }};
}
pub(crate) use record_audit;

impl Store {
    /// Appends an entry for an action that writes nothing else (an export,
    /// a backup): there is no other change to share its transaction.
    pub async fn record_audit(&self, entry: &AuditEntry) -> Result<(), StoreError> {
        on_writer!(self, |pool| async {
            let mut conn = pool.acquire().await?;
            record_audit!(conn, entry);
            Ok::<_, sqlx::Error>(())
        }
        .await)
        .map_err(StoreError::from_write)
    }

    /// Entries matching `filter`, newest first, at most `limit`.
    pub async fn audit_entries(
        &self,
        filter: &AuditFilter,
        limit: i64,
    ) -> Result<Vec<AuditRow>, StoreError> {
        let group = filter.action.as_deref().map(|a| format!("{a}.%"));
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT * FROM audit_log \
             WHERE ($1 IS NULL OR action = $1 OR action LIKE $2) \
             AND ($3 IS NULL OR actor_id = $3 OR actor_name = $3) \
             AND ($4 IS NULL OR target_id = $4 OR target_name = $4) \
             AND ($5 IS NULL OR at >= $5) AND ($6 IS NULL OR at < $6) \
             AND ($7 IS NULL OR seq < $7) \
             AND ($8 = 0 OR actor_role IS NULL OR actor_role <> 'owner') \
             ORDER BY seq DESC LIMIT $9"
        )
        .bind(filter.action.as_deref())
        .bind(group.as_deref())
        .bind(filter.actor.as_deref())
        .bind(filter.target.as_deref())
        .bind(filter.from)
        .bind(filter.to)
        .bind(filter.before)
        .bind(i32::from(filter.without_owner))
        .bind(limit.clamp(1, MAX_AUDIT_PAGE))
        .fetch_all(pool)
        .await)?)
    }

    /// Removes the entries written before `before` (ms); returns how many.
    pub async fn sweep_audit_log(&self, before: i64) -> Result<u64, StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "DELETE FROM audit_log WHERE at < $1"
        )
        .bind(before)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)
    }
}
