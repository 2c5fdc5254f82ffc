//! The one session single-user mode hands out (docs/api.md#automatic-login):
//! created at the first cookieless request and given to every later one
//! while it lives and has more than half its lifetime left, so cookieless
//! requests do not each add a session. Held per instance, in memory.

use crate::accounts::sessions::NewSession;
use crate::accounts::{AccountError, Accounts};
use crate::domain::time::now_millis;
use crate::store::{SessionOrigin, Store};
use tokio::sync::Mutex;

struct Held {
    account_id: String,
    session: NewSession,
}

#[derive(Default)]
pub struct AutomaticSession(Mutex<Option<Held>>);

impl AutomaticSession {
    /// The held session of `account_id` while it is still stored (not
    /// logged out or revoked) and has half its `seconds` left, else a new
    /// one: its token, hash and expiry.
    pub async fn session_for(
        &self,
        store: &Store,
        account_id: &str,
        origin: &SessionOrigin,
        seconds: i64,
    ) -> Result<NewSession, AccountError> {
        // Held across the store calls, so concurrent first requests make
        // one session, not one each.
        let mut held = self.0.lock().await;
        let now = now_millis();
        let half_life = seconds * 500;
        if let Some(held) = held
            .as_ref()
            .filter(|h| h.account_id == account_id && h.session.expires_at - now > half_life)
        {
            if store
                .find_account_by_session(&held.session.hash, now)
                .await?
                .is_some_and(|account| account.id == account_id)
            {
                return Ok(NewSession {
                    max_age: (held.session.expires_at - now) / 1000,
                    ..held.session.clone()
                });
            }
        }
        let session = Accounts::new(store)
            .start_session(account_id, origin, seconds, "automatic")
            .await?;
        let answer = session.clone();
        *held = Some(Held {
            account_id: account_id.to_owned(),
            session,
        });
        Ok(answer)
    }
}
