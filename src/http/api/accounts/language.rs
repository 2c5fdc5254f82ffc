//! `PATCH /api/auth/language`: the caller's interface language
//! (`changeOwnLanguage`, docs/accounts.md#interface-language). A display
//! preference, not a credential: no verification, and allowed in demo mode.

use super::answers::{AccountView, CredentialAnswer, Reply};
use super::bodies::LanguageBody;
use super::messages::{INVALID_LANGUAGE, LANGUAGE_UPDATED};
use crate::accounts::AccountError;
use crate::http::api::openapi::TAG_AUTH;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::members::Text;
use crate::http::AppState;
use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(change_own_language))
}

#[utoipa::path(
    patch,
    path = "/auth/language",
    tag = TAG_AUTH,
    operation_id = "changeOwnLanguage",
    summary = "Change the interface language of the caller (null: follow the browser)",
    security(("cookie" = [])),
    request_body = LanguageBody,
    responses(
        (status = 200, description = LANGUAGE_UPDATED, body = CredentialAnswer),
        (status = 400, description = INVALID_LANGUAGE, body = ErrorBody),
    ),
)]
async fn change_own_language(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    let caller = authenticate(&app, &request).await?;
    let body: LanguageBody = request.body_as()?;
    let tag = match &body.language {
        Text::Given(tag) => Some(tag.as_str()),
        Text::Null => None,
        Text::Absent | Text::NotText => return Err(AccountError::InvalidLanguage.into()),
    };
    let account = app.accounts().set_language(caller.id(), tag).await?;
    // An account the two-factor policy holds back does not get here (the
    // route is not open during the set-up), so its own view is the whole one.
    Ok(Reply(CredentialAnswer::new(
        LANGUAGE_UPDATED,
        AccountView::own(&account),
    )))
}

#[cfg(test)]
mod tests {
    use super::INVALID_LANGUAGE;
    use crate::domain::languages::Language;

    #[test]
    fn the_refusal_names_every_supported_language_in_order() {
        let tags: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        let listed = format!(
            "Invalid language, accepted values: {}, or null",
            tags.join(", ")
        );
        assert_eq!(INVALID_LANGUAGE, listed);
    }
}
