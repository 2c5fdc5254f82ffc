//! A ceremony's state between its start and its finish, in the database:
//! single-use, expiring with the ceremony, and capped so that anonymous
//! clients starting login ceremonies cannot grow it (10 waiting per client
//! address, 100 per network, 10,000 in all), nor push out other networks'
//! ceremonies: the busiest network makes way first.

use super::relying_party::CEREMONY_MS;
use crate::accounts::AccountError;
use crate::domain::time::now_millis;
use crate::store::{CeremonyCaps, NewCeremony, Store};
use serde::de::DeserializeOwned;
use serde::Serialize;

const CAPS: CeremonyCaps = CeremonyCaps {
    per_client: 10,
    // Ten busy addresses' worth: a shared office or carrier NAT still fits.
    per_network: 100,
    total: 10_000,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Register,
    SecondFactor,
    Passwordless,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Self::Register => "register",
            Self::SecondFactor => "second_factor",
            Self::Passwordless => "passwordless",
        }
    }

    fn parse(kind: &str) -> Option<Self> {
        [Self::Register, Self::SecondFactor, Self::Passwordless]
            .into_iter()
            .find(|k| k.as_str() == kind)
    }
}

/// Stores `state`; returns the ceremony's id.
pub async fn save<T: Serialize>(
    store: &Store,
    kind: Kind,
    account_id: Option<&str>,
    client: &str,
    state: &T,
) -> Result<String, AccountError> {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let state = serde_json::to_string(state).map_err(|e| AccountError::Internal(e.into()))?;
    let now = now_millis();
    let ceremony = NewCeremony {
        id: &id,
        kind: kind.as_str(),
        account_id,
        client,
        network: &crate::domain::visits::client_network_of(client),
        state: &state,
        created_at: now,
        expires_at: now + CEREMONY_MS,
    };
    store.insert_passkey_ceremony(&ceremony, CAPS).await?;
    Ok(id)
}

/// A taken ceremony: its kind, account and state.
pub struct Taken<T> {
    pub kind: Kind,
    pub account_id: Option<String>,
    pub state: T,
}

/// Takes the ceremony `id` (it cannot be used again), or
/// [`AccountError::CeremonyExpired`].
pub async fn take<T: DeserializeOwned>(store: &Store, id: &str) -> Result<Taken<T>, AccountError> {
    let record = store
        .take_passkey_ceremony(id, now_millis())
        .await?
        .ok_or(AccountError::CeremonyExpired)?;
    let kind = Kind::parse(&record.kind).ok_or(AccountError::CeremonyExpired)?;
    let state = serde_json::from_str(&record.state).map_err(|_| AccountError::CeremonyExpired)?;
    Ok(Taken {
        kind,
        account_id: record.account_id,
        state,
    })
}
