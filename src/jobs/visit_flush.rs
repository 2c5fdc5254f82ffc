//! Writes the visit counts buffered by the redirect path.

use crate::http::AppState;

pub async fn run_once(app: &AppState) {
    if let Err(error) = app.redirects.flush_visits().await {
        tracing::warn!(
            ?error,
            "could not write visit counts; keeping them for the next flush"
        );
    }
}
