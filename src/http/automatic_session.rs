//! The one session single-user mode hands out (docs/api.md#automatic-login): created at the
//! first cookieless request and given to every later one while it lives and
//! has more than half its lifetime left, so cookieless requests do not each
//! add a session. Held per instance, in memory.

use super::auth::ApiRequest;
use super::error::ApiError;
use super::sessions::{create_session, session_cookie, session_origin, session_seconds};
use crate::domain::time::now_millis;
use crate::http::AppState;
use axum::http::HeaderValue;
use tokio::sync::Mutex;

struct Held {
    account_id: String,
    token: String,
    hash: String,
    expires_at: i64,
}

#[derive(Default)]
pub struct AutomaticSession(Mutex<Option<Held>>);

impl AutomaticSession {
    /// The session hash and cookie for `account_id`: the held session while
    /// it is still stored (not logged out or revoked), else a new one.
    pub async fn session_for(
        &self,
        app: &AppState,
        account_id: &str,
        request: &ApiRequest,
    ) -> Result<(String, HeaderValue), ApiError> {
        // Held across the store calls, so concurrent first requests make
        // one session, not one each.
        let mut held = self.0.lock().await;
        let now = now_millis();
        let half_life = session_seconds(app) * 500;
        if let Some(session) = held
            .as_ref()
            .filter(|s| s.account_id == account_id && s.expires_at - now > half_life)
        {
            if app
                .store
                .find_account_by_session(&session.hash, now)
                .await?
                .is_some_and(|account| account.id == account_id)
            {
                let cookie =
                    session_cookie(app, &session.token, (session.expires_at - now) / 1000)?;
                return Ok((session.hash.clone(), cookie));
            }
        }
        let session = create_session(app, account_id, &session_origin(app, request)).await?;
        let answer = (session.hash.clone(), session.cookie.clone());
        *held = Some(Held {
            account_id: account_id.to_owned(),
            token: session.token,
            hash: session.hash,
            expires_at: session.expires_at,
        });
        Ok(answer)
    }
}
