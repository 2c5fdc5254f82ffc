//! Writes the visit counts buffered by the redirect path.

use crate::redirects::Redirects;

pub async fn run_once(redirects: &Redirects) {
    if let Err(error) = redirects.flush_visits_due().await {
        tracing::warn!(
            ?error,
            "could not write visit counts; keeping them for the next flush"
        );
    }
}
