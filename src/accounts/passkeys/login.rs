//! Logging in with a passkey: as the second factor after the password
//! (the ceremony lists the account's passkeys), or alone (discoverable
//! credentials, the browser's passkey picker). Both finish in
//! [`finish_login`], under the login throttle: a refused assertion counts
//! as a failed login of its account (or of its unknown credential).

use super::ceremonies::{self, Kind};
use super::{encode_credential_id, stored_passkey, user_handle, Challenge, RelyingParty};
use crate::accounts::sign_in::{check_login_password, login_subject, Attempt};
use crate::accounts::sso::SsoRefusal;
use crate::accounts::throttle::{self, throttled, Subject};
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::domain::accounts::Role;
use crate::domain::time::now_millis;
use crate::store::{AccountRecord, PasskeyRecord, Store};
use serde_json::Value;
use webauthn_rs::prelude::{
    DiscoverableAuthentication, PasskeyAuthentication, PublicKeyCredential,
};

/// The second-factor ceremony: the password first (a throttled check, as
/// at login), then a challenge for the account's passkeys.
pub async fn start_second_factor(
    attempt: &Attempt<'_>,
    rp: &RelyingParty,
    name: &str,
    password: &str,
) -> Result<Challenge, AccountError> {
    let store = attempt.store;
    let account = store.find_account_by_login(name).await?;
    let subject = login_subject(name, account.as_ref());
    let account = throttled(store, subject, attempt.client, async {
        check_login_password(attempt, account.clone(), password).await
    })
    .await?;
    let passkeys = store
        .passkeys_of_account(&account.id)
        .await?
        .iter()
        .map(stored_passkey)
        .collect::<Result<Vec<_>, _>>()?;
    if passkeys.is_empty() {
        return Err(AccountError::NoPasskeys);
    }
    let (options, state) = rp
        .webauthn
        .start_passkey_authentication(&passkeys)
        .map_err(|e| AccountError::Internal(e.into()))?;
    let ceremony = ceremonies::save(
        store,
        Kind::SecondFactor,
        Some(&account.id),
        attempt.client,
        &state,
    )
    .await?;
    challenge(ceremony, &options.public_key)
}

impl Accounts<'_> {
    /// The passwordless ceremony: a challenge for any discoverable passkey.
    pub async fn start_passwordless_passkey_login(
        &self,
        rp: &RelyingParty,
        client: &str,
    ) -> Result<Challenge, AccountError> {
        let (options, state) = rp
            .webauthn
            .start_discoverable_authentication()
            .map_err(|e| AccountError::Internal(e.into()))?;
        let ceremony =
            ceremonies::save(self.store, Kind::Passwordless, None, client, &state).await?;
        challenge(ceremony, &options.public_key)
    }
}

fn challenge(
    ceremony: String,
    public_key: &impl serde::Serialize,
) -> Result<Challenge, AccountError> {
    let public_key =
        serde_json::to_value(public_key).map_err(|e| AccountError::Internal(e.into()))?;
    Ok(Challenge {
        ceremony,
        public_key,
    })
}

/// Finishes a login ceremony with the browser's assertion; returns the
/// account to start a session for.
pub async fn finish_login(
    attempt: &Attempt<'_>,
    rp: &RelyingParty,
    ceremony: &str,
    credential: &Value,
) -> Result<AccountRecord, AccountError> {
    let store = attempt.store;
    let credential: PublicKeyCredential = serde_json::from_value(credential.clone())
        .map_err(|_| AccountError::InvalidPasskeyResponse)?;
    let taken = ceremonies::take::<Value>(store, ceremony).await?;
    if taken.kind == Kind::Register {
        return Err(AccountError::CeremonyExpired);
    }
    let credential_id = encode_credential_id(credential.get_credential_id());
    let record = store.find_passkey_by_credential(&credential_id).await?;
    let unknown = format!("passkey:{credential_id}");
    let subject = match &record {
        Some(record) => Subject::Account(&record.account_id),
        None => Subject::UnknownName(&unknown),
    };
    let account = throttled(store, subject, attempt.client, async {
        let record = record.clone().ok_or(AccountError::PasskeyRejected)?;
        verify_assertion(rp, store, &taken, &record, &credential).await?;
        Accounts::new(store)
            .find_account(&record.account_id)
            .await
            .map_err(|_| AccountError::PasskeyRejected)
    })
    .await?;
    throttle::clear_account(store, &account.id).await?;
    // Said only after a valid assertion, as for the password.
    if account.is_disabled() {
        return Err(AccountError::AccountDisabled);
    }
    // OIDC_ONLY: the provider decides who gets in; only the owner keeps a
    // local way in for when it is down.
    if attempt.owner_only && account.role() != Role::Owner {
        return Err(SsoRefusal::PasswordLoginOff.into());
    }
    Ok(account)
}

/// Checks the assertion against the ceremony and the stored passkey
/// (signature, challenge, origin, user verification, counter), then records
/// the use.
async fn verify_assertion(
    rp: &RelyingParty,
    store: &Store,
    taken: &ceremonies::Taken<Value>,
    record: &PasskeyRecord,
    credential: &PublicKeyCredential,
) -> Result<(), AccountError> {
    let rejected = |_| AccountError::PasskeyRejected;
    let mut passkey = stored_passkey(record)?;
    let result = match taken.kind {
        Kind::SecondFactor => {
            if taken.account_id.as_deref() != Some(record.account_id.as_str()) {
                return Err(AccountError::PasskeyRejected);
            }
            let state: PasskeyAuthentication =
                serde_json::from_value(taken.state.clone()).map_err(rejected)?;
            rp.webauthn
                .finish_passkey_authentication(credential, &state)
                .map_err(|_| AccountError::PasskeyRejected)?
        }
        Kind::Passwordless => {
            let (handle, _) = rp
                .webauthn
                .identify_discoverable_authentication(credential)
                .map_err(|_| AccountError::PasskeyRejected)?;
            if handle != user_handle(&record.account_id) {
                return Err(AccountError::PasskeyRejected);
            }
            let state: DiscoverableAuthentication =
                serde_json::from_value(taken.state.clone()).map_err(rejected)?;
            rp.webauthn
                .finish_discoverable_authentication_v2(credential, state, &passkey)
                .map_err(|_| AccountError::PasskeyRejected)?
        }
        Kind::Register => return Err(AccountError::CeremonyExpired),
    };
    passkey.update_credential(&result);
    let updated = serde_json::to_string(&passkey).map_err(|e| AccountError::Internal(e.into()))?;
    // Deleted between the look-up and now: it no longer lets anyone in.
    if !store
        .record_passkey_use(&record.id, &updated, now_millis())
        .await?
    {
        return Err(AccountError::PasskeyRejected);
    }
    Ok(())
}
