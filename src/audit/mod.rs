//! Reading the audit log (docs/audit.md): who may read which entries, and
//! entries as readers see them. Entries are written by the changes
//! themselves, in their own transactions (`store::audit_log`); this
//! service only reads, and records what is no other change (an export).

pub mod export;

use crate::domain::accounts::Role;
use crate::domain::audit::{AuditAction, AuditEntry, AuditFilter};
use crate::store::{AccountRecord, AuditRow, Store, StoreError};

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
    ) -> Result<Vec<AuditRow>, AuditError> {
        let filter = checked_filter(reader, filter)?;
        Ok(self.store.audit_entries(&filter, limit).await?)
    }

    /// Appends an entry that goes with no other write.
    pub async fn record(&self, entry: &AuditEntry) -> Result<(), AuditError> {
        Ok(self.store.record_audit(entry).await?)
    }
}
