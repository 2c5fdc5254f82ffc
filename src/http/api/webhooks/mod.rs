//! `/api/webhooks`: an account's webhook subscriptions and their delivery
//! log (docs/webhooks.md), over the [`crate::webhooks`] service.

mod bodies;
mod deliveries;
mod errors;
mod handlers;

pub use bodies::{DeliveryPage, DeliveryView, WebhookList, WebhookView, WebhookWithSecret};

use crate::accounts::authentication::Caller;
use crate::http::AppState;
use crate::webhooks::Subscriber;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const TAG_WEBHOOKS: &str = "webhooks";

fn subscriber(caller: &Caller) -> Subscriber<'_> {
    Subscriber {
        account_id: &caller.account.id,
        role: caller.account.role(),
    }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_webhooks, handlers::create_webhook))
        .routes(routes!(
            handlers::get_webhook,
            handlers::edit_webhook,
            handlers::delete_webhook
        ))
        .routes(routes!(handlers::rotate_secret))
        .routes(routes!(deliveries::list_deliveries))
        .routes(routes!(deliveries::redeliver))
        .routes(routes!(deliveries::send_test))
}
