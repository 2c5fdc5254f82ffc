//! Reading the audit log (docs/audit.md): who may read which entries, and
//! entries as readers see them. Entries are written by the changes
//! themselves, in their own transactions (`store::audit_log`); this
//! service only reads, and records what is no other change (an export).

pub mod export;

use crate::domain::accounts::Role;
use crate::domain::audit::{AuditAction, AuditEntry, AuditFilter};
use crate::store::{AccountRecord, AuditRow, Store, StoreError};
use serde_json::Value;

/// Why a read was refused.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// Standard accounts do not read the log.
    #[error("the owner and admins read the audit log")]
    NotPermitted,
    /// An `action` filter that names no action and no group of them.
    #[error("unknown action")]
    UnknownAction,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// One entry as a reader sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditRecord {
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
    /// A JSON object, or null.
    pub details: Value,
}

impl From<AuditRow> for AuditRecord {
    fn from(row: AuditRow) -> Self {
        Self {
            details: row
                .details
                .as_deref()
                .and_then(|d| serde_json::from_str(d).ok())
                .unwrap_or(Value::Null),
            seq: row.seq,
            at: row.at,
            action: row.action,
            actor_id: row.actor_id,
            actor_name: row.actor_name,
            actor_role: row.actor_role,
            via: row.via,
            via_name: row.via_name,
            network: row.network,
            target_kind: row.target_kind,
            target_id: row.target_id,
            target_name: row.target_name,
        }
    }
}

/// `filter` as `reader` may apply it: refused for a standard account, and
/// without the owner's own entries for an admin. An `action` must name an
/// action or a group of them.
pub fn checked_filter(
    reader: &AccountRecord,
    mut filter: AuditFilter,
) -> Result<AuditFilter, AuditError> {
    filter.without_owner = match reader.role() {
        Role::Owner => false,
        Role::Admin => true,
        Role::Standard => return Err(AuditError::NotPermitted),
    };
    if let Some(action) = &filter.action {
        let known = AuditAction::ALL
            .iter()
            .any(|a| a.as_str() == action || a.group() == action);
        if !known {
            return Err(AuditError::UnknownAction);
        }
    }
    Ok(filter)
}

/// The service over one store.
pub struct AuditLog<'a> {
    store: &'a Store,
}

impl<'a> AuditLog<'a> {
    pub fn new(store: &'a Store) -> Self {
        Self { store }
    }

    /// The entries `reader` may read that match `filter`, newest first, at
    /// most `limit`: the owner reads every entry, an admin every entry but
    /// those of the owner's own actions.
    pub async fn entries(
        &self,
        reader: &AccountRecord,
        filter: AuditFilter,
        limit: i64,
    ) -> Result<Vec<AuditRecord>, AuditError> {
        let filter = checked_filter(reader, filter)?;
        let rows = self.store.audit_entries(&filter, limit).await?;
        Ok(rows.into_iter().map(AuditRecord::from).collect())
    }

    /// Appends an entry that goes with no other write.
    pub async fn record(&self, entry: &AuditEntry) -> Result<(), AuditError> {
        Ok(self.store.record_audit(entry).await?)
    }
}
