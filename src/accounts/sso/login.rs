//! A single sign-on from start to callback. Start stores the state, nonce
//! and PKCE verifier server-side (only hashes of state and binding), bound
//! to the starting browser by a random binding cookie; anonymous clients
//! can start logins, so each expires within minutes and their number per
//! client address and in all is capped. The callback takes the login once.

use super::provider::SsoProvider;
use super::SsoRefusal;
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::domain::sso::safe_next_path;
use crate::domain::time::now_millis;
use crate::domain::tokens::{constant_time_eq, new_session_token, sha256_hex};
use crate::store::{AccountRecord, SsoCodeWait, SsoLoginRecord};

/// A login may take this long at the provider.
pub const LOGIN_TTL_SECS: i64 = 10 * 60;
/// The code of an account with two-factor on must follow within this.
pub const CODE_WAIT_SECS: i64 = 5 * 60;
/// Logins in progress one client address may hold.
const PER_CLIENT: i64 = 20;
/// Logins in progress in all: past this, new ones wait for old ones to
/// expire, so a flood from many addresses cannot grow the table.
const IN_ALL: i64 = 10_000;

/// A login to start.
pub struct Start<'a> {
    /// The client address (TRUST_PROXY applied).
    pub client: &'a str,
    /// Set when an account links its identity from Settings.
    pub link_account_id: Option<&'a str>,
    /// Where the dashboard should land afterwards.
    pub next: Option<&'a str>,
}

/// A login started: the browser goes to `url` carrying `binding` in a
/// cookie for `max_age_secs`.
pub struct Started {
    pub url: String,
    pub binding: String,
    pub max_age_secs: i64,
}

impl Accounts<'_> {
    pub async fn start_sso_login(
        &self,
        provider: &SsoProvider,
        request: Start<'_>,
    ) -> Result<Started, AccountError> {
        let now = now_millis();
        let (from_client, in_all) = self.store.count_sso_logins(request.client, now).await?;
        if from_client >= PER_CLIENT || in_all >= IN_ALL {
            return Err(SsoRefusal::Busy.into());
        }
        let authorization = provider.authorize().await?;
        let binding = new_session_token();
        self.store
            .insert_sso_login(&SsoLoginRecord {
                state_hash: sha256_hex(&authorization.state),
                binding_hash: sha256_hex(&binding),
                nonce: authorization.nonce,
                pkce_verifier: authorization.pkce_verifier,
                link_account_id: request.link_account_id.map(str::to_owned),
                next_path: Some(safe_next_path(request.next)),
                client: request.client.to_owned(),
                created_at: now,
                expires_at: now + LOGIN_TTL_SECS * 1000,
            })
            .await?;
        Ok(Started {
            url: authorization.url,
            binding,
            max_age_secs: LOGIN_TTL_SECS,
        })
    }
}

/// The callback's query and the browser's binding cookie.
pub struct Callback<'a> {
    pub state: Option<&'a str>,
    pub code: Option<&'a str>,
    /// The provider's `error` parameter.
    pub error: Option<&'a str>,
    pub binding: Option<&'a str>,
}

/// How a callback ended.
#[derive(Debug)]
pub enum Finished {
    /// Logged in: start a session.
    SignedIn {
        // Boxed: an account record is far larger than the other variants.
        account: Box<AccountRecord>,
        next: String,
    },
    /// The account has two-factor on: the browser now carries `binding`
    /// and sends the code (api: `POST /api/auth/oidc/code`).
    CodeRequired { binding: String, next: String },
    /// An identity was linked to the account that started the login.
    Linked { next: String },
}

impl Finished {
    pub fn next(&self) -> &str {
        match self {
            Self::SignedIn { next, .. }
            | Self::CodeRequired { next, .. }
            | Self::Linked { next } => next,
        }
    }
}

impl Accounts<'_> {
    pub async fn finish_sso_login(
        &self,
        provider: &SsoProvider,
        callback: Callback<'_>,
    ) -> Result<Finished, AccountError> {
        let state = callback.state.ok_or(SsoRefusal::UnknownState)?;
        if state.len() > 512 {
            return Err(SsoRefusal::UnknownState.into());
        }
        // Taken before any other check: whatever happens next, this state has
        // been used.
        let login = self
            .store
            .take_sso_login(&sha256_hex(state))
            .await?
            .ok_or(SsoRefusal::UnknownState)?;
        let binding_ok = callback
            .binding
            .is_some_and(|binding| constant_time_eq(&sha256_hex(binding), &login.binding_hash));
        if !binding_ok {
            return Err(SsoRefusal::OtherBrowser.into());
        }
        if login.expires_at <= now_millis() {
            return Err(SsoRefusal::Expired.into());
        }
        if let Some(error) = callback.error {
            return Err(SsoRefusal::ProviderRefused(error_code(error)).into());
        }
        let code = callback
            .code
            .filter(|c| !c.is_empty() && c.len() <= 2048)
            .ok_or(SsoRefusal::NoCode)?;
        let identity = provider
            .finish(code, &login.pkce_verifier, &login.nonce)
            .await?;
        let next = login.next_path.unwrap_or_else(|| safe_next_path(None));
        if let Some(account_id) = &login.link_account_id {
            self.link_identity(provider, account_id, &identity).await?;
            return Ok(Finished::Linked { next });
        }
        let account = self
            .account_for_identity(&provider.settings, &identity)
            .await?;
        if account.totp_enabled {
            let binding = new_session_token();
            self.store
                .insert_sso_code_wait(&SsoCodeWait {
                    binding_hash: sha256_hex(&binding),
                    account_id: account.id.clone(),
                    next_path: Some(next.clone()),
                    expires_at: now_millis() + CODE_WAIT_SECS * 1000,
                })
                .await?;
            return Ok(Finished::CodeRequired { binding, next });
        }
        Ok(Finished::SignedIn {
            account: Box::new(account),
            next,
        })
    }
}

/// The provider's error code as shown: RFC 6749 codes are lower-case
/// letters and `_`; anything else is not repeated.
fn error_code(error: &str) -> String {
    if !error.is_empty()
        && error.len() <= 64
        && error.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
    {
        error.to_owned()
    } else {
        "error".to_owned()
    }
}
