//! Named API tokens (docs/accounts.md): created with scopes within the
//! account's role and an optional expiry, shown once, stored hashed, listed
//! and revoked by their id.

use super::{AccountError, Accounts};
use crate::domain::access::{new_api_token, token_name, Scopes};
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::time::now_millis;
use crate::domain::tokens::sha256_hex;
use crate::store::{AccountRecord, ApiTokenRecord, NewApiToken};

/// Longest lifetime a token may be given: ten years.
pub const MAX_TOKEN_DAYS: i64 = 3650;

/// What a new token asks for, as submitted.
pub struct TokenRequest<'a> {
    pub name: &'a str,
    pub scopes: Vec<&'a str>,
    /// Days until it expires; `None` never expires.
    pub expires_in_days: Option<i64>,
    /// The team it acts for (docs/teams.md#team-tokens): the account must
    /// be a member, or an admin or the owner.
    pub team: Option<&'a str>,
}

/// A token just created: its record and the token itself, shown once.
pub struct CreatedToken {
    pub record: ApiTokenRecord,
    pub token: String,
}

/// The only form of a token that is stored.
pub fn hash_api_token(token: &str) -> String {
    sha256_hex(token)
}

impl Accounts<'_> {
    /// Creates a token for `account`.
    pub async fn create_token(
        &self,
        account: &AccountRecord,
        request: &TokenRequest<'_>,
    ) -> Result<CreatedToken, AccountError> {
        let name = token_name(request.name).ok_or(AccountError::InvalidTokenName)?;
        let scopes = Scopes::from_names(request.scopes.iter().copied())
            .map_err(|_| AccountError::InvalidScopes)?;
        if scopes.is_empty() {
            return Err(AccountError::InvalidScopes);
        }
        if let Some(scope) = scopes.beyond(account.role()) {
            return Err(AccountError::ScopeBeyondRole(scope.as_str()));
        }
        let now = now_millis();
        let expires_at = match request.expires_in_days {
            None => None,
            Some(days) if (1..=MAX_TOKEN_DAYS).contains(&days) => Some(now + days * 86_400_000),
            Some(_) => return Err(AccountError::InvalidExpiry),
        };
        if let Some(team) = request.team {
            let member = self
                .store
                .teams_of_account(&account.id)
                .await?
                .iter()
                .any(|g| g.team_id == team);
            let exists = self.store.find_team(team).await?.is_some();
            if !exists || !(member || account.role().is_admin_or_owner()) {
                return Err(AccountError::UnknownTeam);
            }
        }
        let token = new_api_token();
        let id = uuid::Uuid::new_v4().to_string();
        let stored = scopes.stored();
        let hash = hash_api_token(&token);
        let new = NewApiToken {
            id: &id,
            token_hash: &hash,
            account_id: &account.id,
            name: &name,
            scopes: &stored,
            created_at: now,
            expires_at,
            team_id: request.team,
        };
        let audit = self
            .audit(AuditAction::TokenCreated)
            .on(AuditTarget::new("token", &id, &name))
            .with(serde_json::json!({
                "scopes": stored,
                "expiresAt": expires_at,
                "team": request.team,
            }));
        if !self.store.insert_api_token(&new, &audit).await? {
            return Err(AccountError::TooManyTokens);
        }
        Ok(CreatedToken {
            record: ApiTokenRecord {
                id,
                account_id: account.id.clone(),
                name,
                scopes: stored,
                created_at: now,
                expires_at,
                last_used_at: None,
                team_id: request.team.map(str::to_owned),
            },
            token,
        })
    }

    pub async fn list_tokens(
        &self,
        account: &AccountRecord,
    ) -> Result<Vec<ApiTokenRecord>, AccountError> {
        Ok(self.store.list_api_tokens(&account.id).await?)
    }

    /// Revokes one of the account's tokens: it stops working at once.
    pub async fn revoke_token(
        &self,
        account: &AccountRecord,
        id: &str,
    ) -> Result<(), AccountError> {
        let audit = self.audit(AuditAction::TokenRevoked).on(AuditTarget {
            kind: "token",
            id: Some(id.to_owned()),
            name: None,
        });
        if self.store.delete_api_token(&account.id, id, &audit).await? {
            Ok(())
        } else {
            Err(AccountError::UnknownToken)
        }
    }
}
