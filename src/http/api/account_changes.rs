//! Changing an account's username, email or password: the format check,
//! the uniqueness check and the write, shared by the self-service routes
//! (`PATCH /api/auth/*`, api.md §4.6) and user administration
//! (`PATCH /api/user/*`, §10.4), which run them in different orders.

use super::credentials::hash_password;
use crate::domain::accounts::{Email, Password, Username};
use crate::http::error::ApiError;
use crate::http::AppState;
use crate::store::StoreError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    Username,
    Email,
    Password,
}

impl Credential {
    pub fn success_message(self) -> &'static str {
        match self {
            Self::Username => "Username successfully updated",
            Self::Email => "Email successfully updated",
            Self::Password => "Password successfully updated",
        }
    }

    fn format_error(self) -> ApiError {
        ApiError::BadRequest(
            match self {
                Self::Username => "Invalid username format",
                Self::Email => "Invalid email format",
                Self::Password => "Invalid password format",
            }
            .into(),
        )
    }

    fn taken_error(self) -> ApiError {
        ApiError::BadRequest(
            match self {
                Self::Username => "You cannot have the same username as another user",
                _ => "You cannot have the same email as another user",
            }
            .into(),
        )
    }
}

/// A new value that passed its format rule (api.md §14).
pub struct NewValue {
    credential: Credential,
    value: String,
}

/// Checks the format of a new value; a missing one is a format error.
pub fn parse_new_value(credential: Credential, value: Option<&str>) -> Result<NewValue, ApiError> {
    let value = value.ok_or_else(|| credential.format_error())?;
    let valid = match credential {
        Credential::Username => Username::parse(value).is_ok(),
        Credential::Email => Email::parse(value).is_ok(),
        Credential::Password => Password::parse(value).is_ok(),
    };
    if !valid {
        return Err(credential.format_error());
    }
    Ok(NewValue {
        credential,
        value: value.to_owned(),
    })
}

/// Checks uniqueness (ignoring case and the target itself), then writes the
/// value. A password change ends the target's sessions except `keep_session`.
pub async fn store_new_value(
    app: &AppState,
    target_id: &str,
    new: &NewValue,
    keep_session: Option<&str>,
) -> Result<(), ApiError> {
    let credential = new.credential;
    let written = match credential {
        Credential::Username | Credential::Email => {
            let (username, email) = if credential == Credential::Username {
                (Some(new.value.as_str()), None)
            } else {
                (None, Some(new.value.as_str()))
            };
            let (username_taken, email_taken) = app
                .store
                .find_name_conflicts(username, email, Some(target_id))
                .await?;
            if username_taken || email_taken {
                return Err(credential.taken_error());
            }
            if credential == Credential::Username {
                app.store.set_account_username(target_id, &new.value).await
            } else {
                app.store.set_account_email(target_id, &new.value).await
            }
        }
        Credential::Password => {
            let hash = hash_password(&new.value).await?;
            let written = app.store.set_account_password_hash(target_id, &hash).await;
            if written.is_ok() {
                app.store
                    .delete_sessions_of_account(target_id, keep_session)
                    .await?;
            }
            written
        }
    };
    match written {
        Ok(()) => Ok(()),
        // A concurrent change took the name between the check and the write.
        Err(StoreError::Conflict) => Err(credential.taken_error()),
        Err(StoreError::NotFound) => Err(ApiError::NotFound("Invalid id".into())),
        Err(other) => Err(other.into()),
    }
}
