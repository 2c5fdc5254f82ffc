//! `/api/auth`: login, registration, the current account, logout and API
//! secrets (api.md §4).

use super::credentials::{check_login_token, hash_password, sign_in_with_password};
use super::openapi::{TAG_AUTH, THROTTLED};
use super::schemas::{
    AccountAnswer, CreatedAccountAnswer, ErrorBody, LoginAnswer, LoginBody, MessageAnswer,
    NewSecretBody, RegisterBody, SecretAnswer,
};
use super::views;
use crate::domain::accounts::{Email, Password, Role, Username};
use crate::domain::time::now_millis;
use crate::domain::tokens::new_api_secret;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::{check_fields, is_storable, string_field, Kind};
use crate::http::respond::{ok_message, ok_message_result, ok_result};
use crate::http::sessions::{clearing_cookie, start_session};
use crate::http::throttle;
use crate::http::AppState;
use crate::store::{AccountRecord, NewAccount, StoreError};
use axum::extract::State;
use axum::http::header;
use axum::response::Response;
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(register))
        .routes(routes!(current_account, logout))
        .routes(routes!(new_secret))
}

#[utoipa::path(
    post,
    path = "/auth/login",
    tag = TAG_AUTH,
    operation_id = "login",
    summary = "Log in; sets the session cookie",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Successfully logged in!", body = LoginAnswer,
            headers(("Set-Cookie" = String, description = "The new session"))),
        (status = 400, description = "The following required fields were not included in the request: <fields> / The following fields have an invalid type: <fields>", body = ErrorBody),
        (status = 403, description = "Invalid username or password / 2FA token required / Expired or invalid TOTP token", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds until a failure leaves the window"))),
    ),
)]
async fn login(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let body = &request.body;
    check_fields(
        body,
        &["username", "password"],
        &[
            ("username", Kind::String),
            ("password", Kind::String),
            ("token", Kind::String),
        ],
    )?;
    let name = string_field(body, "username").unwrap_or("");
    let password = string_field(body, "password").unwrap_or("");
    let account = sign_in_with_password(&app, name, password, &request.client).await?;
    check_login_token(&app, &account, string_field(body, "token"), &request.client).await?;
    throttle::clear_account(&app, &account.id).await?;
    let (_, cookie) = start_session(&app, &account.id).await?;
    let mut response = ok_message_result("Successfully logged in!", views::own_account(&account));
    response.headers_mut().append(header::SET_COOKIE, cookie);
    Ok(response)
}

#[utoipa::path(
    post,
    path = "/auth/register",
    tag = TAG_AUTH,
    operation_id = "register",
    summary = "Create an account (the first one becomes owner)",
    request_body = RegisterBody,
    responses(
        (status = 200, description = "Account created", body = CreatedAccountAnswer),
        (status = 400, description = "The following required fields were not included in the request: <fields> / Invalid field(s) (details.invalid) / Field(s) are already used (details.exists)", body = ErrorBody),
        (status = 406, description = "Registration is not enabled (demo mode)", body = ErrorBody),
        (status = 412, description = "Registration is not enabled", body = ErrorBody),
    ),
)]
async fn register(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    refuse_in_demo(&app, "Registration is not enabled")?;
    let body = &request.body;
    check_fields(body, &["email", "username", "password"], &[])?;
    let account = create_account(&app, body, Role::Standard, true).await?;
    Ok(ok_message_result(
        "Account created",
        views::public_account(&account),
    ))
}

/// Validates and creates an account from `email`, `username`, `password`
/// (registration and user creation share the rules and messages). With
/// `registration_gate`, a later account needs ENABLE_REGISTRATION.
pub async fn create_account(
    app: &AppState,
    fields: &serde_json::Map<String, Value>,
    role: Role,
    registration_gate: bool,
) -> Result<AccountRecord, ApiError> {
    let email = string_field(fields, "email").map(Email::parse);
    let username = string_field(fields, "username").map(Username::parse);
    let password = string_field(fields, "password").map(Password::parse);
    // Two tries: a lost race for "first account" is retried as a later one.
    for _ in 0..2 {
        if registration_gate
            && !app.settings.enable_registration
            && app.store.count_accounts().await? > 0
        {
            return Err(ApiError::PreconditionFailed(
                "Registration is not enabled".into(),
            ));
        }
        let (Some(Ok(email)), Some(Ok(username)), Some(Ok(password))) =
            (&email, &username, &password)
        else {
            let invalid = |ok: bool| !ok;
            return Err(ApiError::BadRequestWithDetails {
                message: "Invalid field(s)".into(),
                details: json!({"invalid": {
                    "email": invalid(matches!(email, Some(Ok(_)))),
                    "username": invalid(matches!(username, Some(Ok(_)))),
                    "password": invalid(matches!(password, Some(Ok(_)))),
                }}),
            });
        };
        let (username_taken, email_taken) = app
            .store
            .find_name_conflicts(Some(username.as_str()), Some(email.as_str()), None)
            .await?;
        if username_taken || email_taken {
            return Err(ApiError::BadRequestWithDetails {
                message: "Field(s) are already used".into(),
                details: json!({"exists": {"username": username_taken, "email": email_taken}}),
            });
        }
        let hash = hash_password(password.as_str()).await?;
        let id = uuid::Uuid::new_v4().to_string();
        let new = NewAccount {
            id: &id,
            username: username.as_str(),
            email: email.as_str(),
            password_hash: &hash,
            secret: None,
            created_at: now_millis(),
        };
        // With registration closed only the very first account may be
        // created here; losing that race makes this a later registration.
        if registration_gate && !app.settings.enable_registration {
            return app
                .store
                .insert_first_account(&new)
                .await?
                .ok_or_else(|| ApiError::PreconditionFailed("Registration is not enabled".into()));
        }
        match app.store.insert_account(&new, role).await {
            Ok(account) => return Ok(account),
            Err(StoreError::Conflict) => continue,
            Err(other) => return Err(other.into()),
        }
    }
    Err(ApiError::BadRequestWithDetails {
        message: "Field(s) are already used".into(),
        details: json!({"exists": {"username": true, "email": true}}),
    })
}

#[utoipa::path(
    get,
    path = "/auth/me",
    tag = TAG_AUTH,
    operation_id = "currentAccount",
    summary = "The caller's account",
    security(("cookie" = []), ("secret" = [])),
    responses((status = 200, description = "The caller's account view", body = AccountAnswer)),
)]
async fn current_account(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    Ok(ok_result(views::own_account(&caller.account)))
}

#[utoipa::path(
    delete,
    path = "/auth/me",
    tag = TAG_AUTH,
    operation_id = "logout",
    summary = "Log out: ends the session and clears the cookie",
    security(("cookie" = [])),
    responses((status = 200, description = "Successfully logged out", body = MessageAnswer)),
)]
async fn logout(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    if let Some(hash) = &caller.session_hash {
        app.store.delete_session(hash).await?;
    }
    // An automatic login may have set a cookie for this request; the
    // clearing cookie below is the one that must win.
    let _ = request.cookie_slot.take();
    let mut response: Response = ok_message("Successfully logged out");
    response
        .headers_mut()
        .append(header::SET_COOKIE, clearing_cookie(app.settings.use_https));
    Ok(response)
}

#[utoipa::path(
    post,
    path = "/auth/newSecret",
    tag = TAG_AUTH,
    operation_id = "newSecret",
    summary = "Regenerate the caller's or a managed account's API secret",
    security(("cookie" = [])),
    request_body = NewSecretBody,
    responses(
        (status = 200, description = "Successfully generated a new secret", body = SecretAnswer),
        (status = 400, description = "The following fields have an invalid type: userID", body = ErrorBody),
        (status = 403, description = "You do not have permission to update users. / You do not have a high enough role to update this user.", body = ErrorBody),
        (status = 404, description = "Invalid id", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
    ),
)]
async fn new_secret(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    refuse_in_demo(&app, "Updating of credentials is not enabled in demo mode.")?;
    check_fields(&request.body, &[], &[("userID", Kind::String)])?;
    let target_id =
        string_field(&request.body, "userID").filter(|id| !id.is_empty() && *id != caller.id());
    let target_id = match target_id {
        None => caller.id().to_owned(),
        Some(id) => {
            if !caller.account.role().is_admin_or_owner() {
                return Err(ApiError::Forbidden(
                    "You do not have permission to update users.".into(),
                ));
            }
            let target = if is_storable(id) {
                app.store.find_account_by_id(id).await?
            } else {
                None
            };
            let target = target.ok_or_else(|| ApiError::NotFound("Invalid id".into()))?;
            if !caller.account.role().manages(target.role()) {
                return Err(ApiError::Forbidden(
                    "You do not have a high enough role to update this user.".into(),
                ));
            }
            target.id
        }
    };
    let secret = replace_secret(&app, &target_id).await?;
    Ok(ok_message_result(
        "Successfully generated a new secret",
        json!({"secret": secret}),
    ))
}

/// Gives an account a new unique API secret and returns it.
pub async fn replace_secret(app: &AppState, account_id: &str) -> Result<String, ApiError> {
    for _ in 0..5 {
        let secret = new_api_secret();
        match app.store.set_account_secret(account_id, &secret).await {
            Ok(()) => return Ok(secret),
            Err(StoreError::Conflict) => continue,
            Err(StoreError::NotFound) => return Err(ApiError::NotFound("Invalid id".into())),
            Err(other) => return Err(other.into()),
        }
    }
    Err(ApiError::internal(anyhow::anyhow!(
        "could not draw a unique secret"
    )))
}
