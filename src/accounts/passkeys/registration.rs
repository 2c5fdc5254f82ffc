//! Registering a passkey: the caller has just passed a verification (the
//! handler checks it), gets creation options bound to a stored ceremony,
//! and sends back the authenticator's answer with a name.

use super::ceremonies::{self, Kind};
use super::{encode_credential_id, stored_passkey, user_handle, Challenge, RelyingParty};
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::passkeys::{PasskeyName, MAX_PER_ACCOUNT};
use crate::domain::time::now_millis;
use crate::store::{AccountRecord, PasskeyRecord, StoreError};
use serde_json::Value;
use webauthn_rs::prelude::{PasskeyRegistration, RegisterPublicKeyCredential};

impl Accounts<'_> {
    /// Starts a registration for `account`, excluding its current passkeys.
    pub async fn start_passkey_registration(
        &self,
        rp: &RelyingParty,
        account: &AccountRecord,
        client: &str,
    ) -> Result<Challenge, AccountError> {
        let existing = self.store.passkeys_of_account(&account.id).await?;
        if existing.len() >= MAX_PER_ACCOUNT {
            return Err(AccountError::TooManyPasskeys);
        }
        let exclude = existing
            .iter()
            .map(|record| stored_passkey(record).map(|p| p.cred_id().clone()))
            .collect::<Result<Vec<_>, _>>()?;
        let (options, state) = rp
            .webauthn
            .start_passkey_registration(
                user_handle(&account.id),
                &account.username,
                &account.username,
                Some(exclude),
            )
            .map_err(|e| AccountError::Internal(e.into()))?;
        let ceremony = ceremonies::save(
            self.store,
            Kind::Register,
            Some(&account.id),
            client,
            &state,
        )
        .await?;
        let mut public_key = serde_json::to_value(options.public_key)
            .map_err(|e| AccountError::Internal(e.into()))?;
        require_discoverable(&mut public_key);
        Ok(Challenge {
            ceremony,
            public_key,
        })
    }
}

/// Asks for a discoverable credential, which passwordless login needs (the
/// library's passkey options leave it to the authenticator).
fn require_discoverable(public_key: &mut Value) {
    if let Some(selection) = public_key
        .get_mut("authenticatorSelection")
        .and_then(Value::as_object_mut)
    {
        selection.insert("residentKey".into(), "required".into());
        selection.insert("requireResidentKey".into(), true.into());
    }
}

impl Accounts<'_> {
    /// Finishes the registration `ceremony` of `account` with the browser's
    /// `credential`; stores and returns the new passkey.
    pub async fn finish_passkey_registration(
        &self,
        rp: &RelyingParty,
        account: &AccountRecord,
        ceremony: &str,
        name: &PasskeyName,
        credential: &Value,
    ) -> Result<PasskeyRecord, AccountError> {
        let credential: RegisterPublicKeyCredential = serde_json::from_value(credential.clone())
            .map_err(|_| AccountError::InvalidPasskeyResponse)?;
        let taken = ceremonies::take::<PasskeyRegistration>(self.store, ceremony).await?;
        if taken.kind != Kind::Register || taken.account_id.as_deref() != Some(account.id.as_str())
        {
            return Err(AccountError::CeremonyExpired);
        }
        // Said plainly here: the library refuses a registered key only as an
        // excluded one, in words that do not tell the user what happened.
        let claimed_id = encode_credential_id(&credential.raw_id);
        if self
            .store
            .find_passkey_by_credential(&claimed_id)
            .await?
            .is_some()
        {
            return Err(AccountError::PasskeyExists);
        }
        let passkey = rp
            .webauthn
            .finish_passkey_registration(&credential, &taken.state)
            .map_err(|_| AccountError::PasskeyNotRegistered)?;
        // Another registration may have finished since this one started.
        if self.store.count_passkeys(&account.id).await? >= MAX_PER_ACCOUNT as i64 {
            return Err(AccountError::TooManyPasskeys);
        }
        let record = PasskeyRecord {
            id: uuid::Uuid::new_v4().to_string(),
            account_id: account.id.clone(),
            credential_id: encode_credential_id(passkey.cred_id().as_ref()),
            name: name.as_str().to_owned(),
            credential: serde_json::to_string(&passkey)
                .map_err(|e| AccountError::Internal(e.into()))?,
            created_at: now_millis(),
            last_used_at: None,
        };
        let audit = self.audit(AuditAction::PasskeyAdded).on(AuditTarget::new(
            "passkey",
            &record.id,
            &record.name,
        ));
        match self.store.insert_passkey(&record, &audit).await {
            Ok(()) => Ok(record),
            Err(StoreError::Conflict) => Err(AccountError::PasskeyExists),
            Err(other) => Err(other.into()),
        }
    }
}
