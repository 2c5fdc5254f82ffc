//! Views of accounts and links as the API shows them (api.md §4.1, §5.1).

use crate::domain::time::format_millis;
use crate::store::{AccountRecord, LinkRecord};
use serde::Serialize;
use serde_json::{json, Value};
use utoipa::ToSchema;

/// The account view for the caller's own account (secret included).
pub fn own_account(account: &AccountRecord) -> Value {
    json!({
        "id": account.id,
        "username": account.username,
        "email": account.email,
        "role": account.role,
        "secret": account.secret,
        "hasSecret": account.secret.is_some(),
        "twoFactorAuthentication": account.totp_enabled,
        "totp": account.totp_enabled,
        "allowAutomaticLogin": account.allow_automatic_login,
    })
}

/// The account view of another account: its secret is never shown.
pub fn other_account(account: &AccountRecord) -> Value {
    let mut view = own_account(account);
    view["secret"] = Value::Null;
    view
}

/// The public view (registration, user creation): no secret fields.
pub fn public_account(account: &AccountRecord) -> Value {
    json!({
        "id": account.id,
        "username": account.username,
        "email": account.email,
        "role": account.role,
        "twoFactorAuthentication": account.totp_enabled,
        "totp": account.totp_enabled,
        "allowAutomaticLogin": account.allow_automatic_login,
    })
}

/// A link (api.md §5.1); `account` is the author's username or "n/a".
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkView {
    pub id: String,
    pub slug: String,
    pub destination: String,
    #[schema(required = true)]
    pub author: Option<String>,
    pub creation_date: String,
    pub modified_date: String,
    #[schema(minimum = 0)]
    pub visits: i64,
    pub account: String,
}

impl From<LinkRecord> for LinkView {
    fn from(link: LinkRecord) -> Self {
        Self {
            creation_date: format_millis(link.creation_date),
            modified_date: format_millis(link.modified_date),
            account: link.author_username.unwrap_or_else(|| "n/a".to_owned()),
            id: link.id,
            slug: link.slug,
            destination: link.destination,
            author: link.author,
            visits: link.visits,
        }
    }
}
