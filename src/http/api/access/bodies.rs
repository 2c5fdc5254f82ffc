//! The identity and access request bodies: each type's schema documents
//! the body and drives its required-field and type checks (docs/api.md#field-checks).
//! The `verification` object is judged by the verification step.

use crate::http::api::accounts::bodies::{Verification, VerificationMember};
use crate::http::members::{Text, UserObject};
use crate::http::request_body::RequestBody;
use serde::Deserialize;
use utoipa::ToSchema;

/// A new token.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateTokenBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    /// 1–100 characters.
    pub name: String,
    /// At least one of `links:read`, `links:write`, `stats:read`,
    /// `users:admin` (owner and admins only), `webhooks:write`.
    pub scopes: Vec<String>,
    /// Whole days from 1 to 3650; absent or `null`: never expires.
    pub expires_in_days: Option<i64>,
    /// The id of a team the token acts for (docs/teams.md#team-tokens):
    /// it reaches that team's links only, within the account's role in
    /// the team. Absent or `null`: the account's own reach.
    #[schema(max_length = 100)]
    pub team: Option<String>,
}

impl RequestBody for CreateTokenBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PolicyBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    /// `optional`, `admins` or `everyone`.
    pub two_factor: String,
}

impl RequestBody for PolicyBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
}

#[derive(Deserialize, ToSchema)]
pub struct TargetUser {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub id: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct DisableUserBody {
    /// Not needed with an API token holding `users:admin`.
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = TargetUser, required = true)]
    pub user: UserObject<TargetUser>,
}
