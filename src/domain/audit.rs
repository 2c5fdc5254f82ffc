//! The audit log (docs/audit.md): an instance-wide, append-only record of
//! security-relevant actions. Each entry says what happened, who did it
//! (the account, its role then, through what), from which network, to what,
//! and a few details that are never secrets. An entry is written in the
//! transaction of the change it describes.

use super::accounts::Role;
use super::link_history::{Actor, Via};
use serde_json::Value;

/// How long entries are kept by default, in days: `AUDIT_LOG_DAYS`.
pub const DEFAULT_RETENTION_DAYS: u32 = 365;

/// Every action the log records. The list is closed: a test walks
/// [`AuditAction::ALL`] and performs each one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    LoginSucceeded,
    LoginFailed,
    PasswordChanged,
    UsernameChanged,
    EmailChanged,
    SessionsEnded,
    TwoFactorEnabled,
    TwoFactorDisabled,
    PasskeyAdded,
    PasskeyRemoved,
    TokenCreated,
    TokenRevoked,
    SecretRenewed,
    AccountCreated,
    AccountDeleted,
    RoleChanged,
    OwnershipTransferred,
    AccountDisabled,
    AccountEnabled,
    PolicyChanged,
    DomainAdded,
    DomainChanged,
    DomainRemoved,
    ImportFinished,
    ExportDownloaded,
    BackupCreated,
    LinksBulkEdited,
    WebhookCreated,
    WebhookChanged,
    WebhookDeleted,
    TeamCreated,
    TeamRenamed,
    TeamDeleted,
    TeamMemberSet,
    TeamMemberRemoved,
    TeamDomainsSet,
    LinksMoved,
}

impl AuditAction {
    pub const ALL: [Self; 37] = [
        Self::LoginSucceeded,
        Self::LoginFailed,
        Self::PasswordChanged,
        Self::UsernameChanged,
        Self::EmailChanged,
        Self::SessionsEnded,
        Self::TwoFactorEnabled,
        Self::TwoFactorDisabled,
        Self::PasskeyAdded,
        Self::PasskeyRemoved,
        Self::TokenCreated,
        Self::TokenRevoked,
        Self::SecretRenewed,
        Self::AccountCreated,
        Self::AccountDeleted,
        Self::RoleChanged,
        Self::OwnershipTransferred,
        Self::AccountDisabled,
        Self::AccountEnabled,
        Self::PolicyChanged,
        Self::DomainAdded,
        Self::DomainChanged,
        Self::DomainRemoved,
        Self::ImportFinished,
        Self::ExportDownloaded,
        Self::BackupCreated,
        Self::LinksBulkEdited,
        Self::WebhookCreated,
        Self::WebhookChanged,
        Self::WebhookDeleted,
        Self::TeamCreated,
        Self::TeamRenamed,
        Self::TeamDeleted,
        Self::TeamMemberSet,
        Self::TeamMemberRemoved,
        Self::TeamDomainsSet,
        Self::LinksMoved,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::LoginSucceeded => "login.succeeded",
            Self::LoginFailed => "login.failed",
            Self::PasswordChanged => "password.changed",
            Self::UsernameChanged => "username.changed",
            Self::EmailChanged => "email.changed",
            Self::SessionsEnded => "session.ended",
            Self::TwoFactorEnabled => "two_factor.enabled",
            Self::TwoFactorDisabled => "two_factor.disabled",
            Self::PasskeyAdded => "passkey.added",
            Self::PasskeyRemoved => "passkey.removed",
            Self::TokenCreated => "token.created",
            Self::TokenRevoked => "token.revoked",
            Self::SecretRenewed => "secret.renewed",
            Self::AccountCreated => "account.created",
            Self::AccountDeleted => "account.deleted",
            Self::RoleChanged => "account.role_changed",
            Self::OwnershipTransferred => "account.ownership_transferred",
            Self::AccountDisabled => "account.disabled",
            Self::AccountEnabled => "account.enabled",
            Self::PolicyChanged => "policy.changed",
            Self::DomainAdded => "domain.added",
            Self::DomainChanged => "domain.changed",
            Self::DomainRemoved => "domain.removed",
            Self::ImportFinished => "import.finished",
            Self::ExportDownloaded => "export.downloaded",
            Self::BackupCreated => "backup.created",
            Self::LinksBulkEdited => "links.bulk_edited",
            Self::WebhookCreated => "webhook.created",
            Self::WebhookChanged => "webhook.changed",
            Self::WebhookDeleted => "webhook.deleted",
            Self::TeamCreated => "team.created",
            Self::TeamRenamed => "team.renamed",
            Self::TeamDeleted => "team.deleted",
            Self::TeamMemberSet => "team.member_set",
            Self::TeamMemberRemoved => "team.member_removed",
            Self::TeamDomainsSet => "team.domains_set",
            Self::LinksMoved => "links.moved",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == text)
    }

    /// The part before the dot: what the action is about, a filter of its
    /// own ("login", "account", "webhook"…).
    pub fn group(self) -> &'static str {
        let name = self.as_str();
        name.split_once('.').map_or(name, |(group, _)| group)
    }
}

/// What an action was done to: an account, a token, a domain, a webhook…
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditTarget {
    /// `account`, `token`, `passkey`, `domain`, `webhook`, `import`, `links`.
    pub kind: &'static str,
    pub id: Option<String>,
    /// A name a person recognises (username, token name, host), kept after
    /// the target is gone.
    pub name: Option<String>,
}

impl AuditTarget {
    pub fn new(kind: &'static str, id: impl Into<String>, name: impl Into<String>) -> Self {
        Self {
            kind,
            id: Some(id.into()),
            name: Some(name.into()),
        }
    }

    pub fn account(id: &str, username: &str) -> Self {
        Self::new("account", id, username)
    }
}

/// Who did an action and from where: the acting account with its role at
/// the time (admins do not read the owner's entries), through what, and
/// the client's network as visit statistics cut it (/24 or /48), never
/// the full address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditBy {
    pub actor: Actor,
    pub role: Option<Role>,
    pub network: Option<String>,
}

impl AuditBy {
    pub fn new(actor: Actor, role: Role, network: Option<String>) -> Self {
        Self {
            actor,
            role: Some(role),
            network,
        }
    }

    /// The server's own command line: no account, no network.
    pub fn command_line() -> Self {
        Self {
            actor: Actor::command_line(),
            role: None,
            network: None,
        }
    }

    /// Someone not (yet) signed in, from `network`: a login attempt.
    pub fn visitor(network: Option<String>) -> Self {
        Self {
            actor: Actor {
                account_id: None,
                username: None,
                via: Via::Dashboard,
                via_name: None,
            },
            role: None,
            network,
        }
    }

    /// The same client acting as `account` (a login names who logged in).
    pub fn as_account(&self, id: &str, username: &str, role: Role) -> Self {
        Self {
            actor: Actor {
                account_id: Some(id.to_owned()),
                username: Some(username.to_owned()),
                ..self.actor.clone()
            },
            role: Some(role),
            network: self.network.clone(),
        }
    }

    /// The entry `action` by this actor at `at` (ms).
    pub fn entry(&self, action: AuditAction, at: i64) -> AuditEntry {
        AuditEntry {
            at,
            action,
            by: self.clone(),
            target: None,
            details: Value::Null,
        }
    }
}

/// The network of a client address as the log keeps it (/24 or /48);
/// `None` for anything that is no address.
pub fn network_of(address: &str) -> Option<String> {
    crate::domain::visits::parse_client_ip(address).map(crate::domain::visits::client_network)
}

/// One entry of the log, as it is written.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditEntry {
    pub at: i64,
    pub action: AuditAction,
    pub by: AuditBy,
    pub target: Option<AuditTarget>,
    /// A JSON object of facts about the action (a role before and after, a
    /// count, a reason); never a password, secret, token or full address.
    pub details: Value,
}

impl AuditEntry {
    pub fn on(self, target: AuditTarget) -> Self {
        Self {
            target: Some(target),
            ..self
        }
    }

    pub fn with(self, details: Value) -> Self {
        Self { details, ..self }
    }

    /// The entry with one more detail, `key`.
    pub fn and(mut self, key: &str, value: Value) -> Self {
        if !self.details.is_object() {
            self.details = Value::Object(Default::default());
        }
        if let Value::Object(details) = &mut self.details {
            details.insert(key.to_owned(), value);
        }
        self
    }
}

/// Which entries a reader wants, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    /// A whole action (`account.disabled`) or its group (`account`).
    pub action: Option<String>,
    /// The acting account's id or username.
    pub actor: Option<String>,
    /// The target's id or name.
    pub target: Option<String>,
    /// From and before these times (ms).
    pub from: Option<i64>,
    pub to: Option<i64>,
    /// Entries before this sequence number (the page cursor).
    pub before: Option<i64>,
    /// Leave out the entries of accounts that were the owner when they
    /// acted (what an admin reads).
    pub without_owner: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_one_name_that_reads_back() {
        let mut names = std::collections::HashSet::new();
        for action in AuditAction::ALL {
            assert!(names.insert(action.as_str()), "{action:?} named twice");
            assert_eq!(AuditAction::parse(action.as_str()), Some(action));
            assert!(action.as_str().starts_with(action.group()));
        }
        assert_eq!(AuditAction::parse("login"), None);
        assert_eq!(AuditAction::parse(""), None);
    }
}
