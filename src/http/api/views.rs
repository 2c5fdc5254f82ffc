//! JSON views of accounts and links (api.md §4.1, §5.1).

use crate::domain::time::format_millis;
use crate::store::{AccountRecord, LinkRecord};
use serde_json::{json, Value};

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

pub fn link(link: &LinkRecord) -> Value {
    json!({
        "id": link.id,
        "slug": link.slug,
        "destination": link.destination,
        "author": link.author,
        "creationDate": format_millis(link.creation_date),
        "modifiedDate": format_millis(link.modified_date),
        "visits": link.visits,
        "account": link.author_username.as_deref().unwrap_or("n/a"),
    })
}
