//! The identity and access request bodies. Handlers read them by hand, in
//! the contract's order of checks; these types describe them in the
//! OpenAPI document.

use crate::http::api::accounts::bodies::Verification;
use utoipa::ToSchema;

/// A new token.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct CreateTokenBody {
    pub verification: Verification,
    /// 1–100 characters.
    pub name: String,
    /// At least one of `links:read`, `links:write`, `stats:read`,
    /// `users:admin` (owner and admins only).
    pub scopes: Vec<String>,
    /// Whole days from 1 to 3650; absent or `null`: never expires.
    pub expires_in_days: Option<i64>,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct PolicyBody {
    pub verification: Verification,
    /// `optional`, `admins` or `everyone`.
    pub two_factor: String,
}

#[derive(ToSchema)]
pub struct TargetUser {
    pub id: String,
}

#[derive(ToSchema)]
pub struct DisableUserBody {
    /// Not needed with an API token holding `users:admin`.
    pub verification: Verification,
    pub user: TargetUser,
}
