//! The audit log's query parameters and answers, as the OpenAPI document
//! shows them.

use crate::domain::time::format_millis;
use crate::store::AuditRow;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

/// Which entries: every parameter is optional, and they combine.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditParams {
    /// An action (`account.disabled`) or a group of them (`account`).
    pub action: Option<String>,
    /// The acting account's id or username.
    pub actor: Option<String>,
    /// The target's id or name (a username, a host, a token's name).
    pub target: Option<String>,
    /// From this time on: ISO 8601, or a day (UTC).
    pub from: Option<String>,
    /// Before this time: ISO 8601, or a day (UTC, that day excluded).
    pub to: Option<String>,
    /// The `cursor` of the previous page: entries before it.
    pub before: Option<String>,
    /// 1–1000 (default 50).
    pub limit: Option<String>,
}

/// The same filters, and the file's format.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditExportParams {
    /// `json` or `csv`.
    pub format: String,
    pub action: Option<String>,
    pub actor: Option<String>,
    pub target: Option<String>,
    pub from: Option<String>,
    pub to: Option<String>,
}

/// Who acted: the account then (kept after it is gone), through what, and
/// from which network.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditActorView {
    pub id: Option<String>,
    pub username: Option<String>,
    /// The account's role when it acted.
    pub role: Option<String>,
    /// `dashboard`, `token`, `secret`, `cli`, `import` or `bulk`.
    pub via: String,
    /// The API token's name, when `via` is `token`.
    pub via_name: Option<String>,
    /// The client's network, cut to its /24 or /48.
    pub network: Option<String>,
}

/// What the action was done to.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditTargetView {
    /// `account`, `token`, `passkey`, `domain`, `webhook` or `link`.
    pub kind: String,
    pub id: Option<String>,
    pub name: Option<String>,
}

/// One entry of the log.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntryView {
    /// Its sequence number: later entries have higher ones.
    pub id: i64,
    /// ISO 8601, UTC.
    pub time: String,
    /// e.g. `login.failed`, `account.role_changed` (docs/audit.md).
    pub action: String,
    pub actor: AuditActorView,
    #[schema(required = true)]
    pub target: Option<AuditTargetView>,
    /// Facts about the action, never a secret; `null` when none.
    #[schema(value_type = Object)]
    pub details: Value,
}

/// A page of entries.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditPage {
    /// Newest first.
    pub entries: Vec<AuditEntryView>,
    /// Pass as `before` for the next page; `null` on the last.
    #[schema(required = true)]
    pub cursor: Option<String>,
}

impl From<AuditRow> for AuditEntryView {
    fn from(entry: AuditRow) -> Self {
        Self {
            id: entry.seq,
            time: format_millis(entry.at),
            action: entry.action,
            actor: AuditActorView {
                id: entry.actor_id,
                username: entry.actor_name,
                role: entry.actor_role,
                via: entry.via,
                via_name: entry.via_name,
                network: entry.network,
            },
            target: entry.target_kind.map(|kind| AuditTargetView {
                kind,
                id: entry.target_id,
                name: entry.target_name,
            }),
            // Written by the server as a JSON object; anything else reads
            // as none.
            details: entry
                .details
                .as_deref()
                .and_then(|d| serde_json::from_str(d).ok())
                .unwrap_or(Value::Null),
        }
    }
}
