//! `link.expired` and `link.exhausted`: the redirect path notices them
//! (`redirects::notices`) and this listener turns each into an event, once
//! per link and value over every instance (`Store::record_link_notice`),
//! and only when the link's author has a webhook that asked for it.

use super::outbox::Outbox;
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::redirects::notices::LinkNotice;
use crate::redirects::Redirects;
use crate::store::{Store, StoreError};

/// Listens to `redirects`' notices until it is dropped.
pub fn listen_for_link_notices(store: Store, outbox: Outbox, redirects: &Redirects) {
    let Some(mut notices) = redirects.notices().listen() else {
        return;
    };
    tokio::spawn(async move {
        while let Some((link_id, notice)) = notices.recv().await {
            if let Err(error) = tell(&store, &outbox, &link_id, notice).await {
                tracing::warn!(%error, "could not queue a link's webhook event");
            }
        }
    });
}

async fn tell(
    store: &Store,
    outbox: &Outbox,
    link_id: &str,
    notice: LinkNotice,
) -> Result<(), StoreError> {
    let (kind, key) = match notice {
        LinkNotice::Expired { expires_at } => {
            (EventKind::LinkExpired, format!("expired:{expires_at}"))
        }
        LinkNotice::Exhausted { max_visits } => {
            (EventKind::LinkExhausted, format!("exhausted:{max_visits}"))
        }
    };
    let Some(link) = store.find_link_by_id(link_id).await? else {
        return Ok(());
    };
    let asked = store
        .active_webhooks_of(link.author.as_deref())
        .await?
        .iter()
        .any(|w| Outbox::asked_for(w, kind));
    if asked
        && store
            .record_link_notice(link_id, &key, now_millis())
            .await?
    {
        outbox.link_event(store, kind, &link, None).await;
    }
    Ok(())
}
