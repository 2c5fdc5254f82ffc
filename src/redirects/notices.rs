//! What the decision notices about a link that others may want to hear of
//! (webhooks' `link.expired` and `link.exhausted`): handed over through a
//! bounded channel, never awaited, so the redirect path pays a `try_send`
//! at most once per cached link and event. A full channel drops the notice;
//! the next refusal of the link (after its cache entry is renewed) tries
//! again.

use std::sync::OnceLock;
use tokio::sync::mpsc;

/// Notices waiting to be handled at most.
const WAITING: usize = 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkNotice {
    /// A visit was refused after the link's expiry, this one.
    Expired { expires_at: i64 },
    /// The visit that used the last of this visit limit was taken.
    Exhausted { max_visits: i64 },
}

/// A link's id and what was noticed.
pub type Noticed = (Box<str>, LinkNotice);

/// Where notices go, once someone listens.
#[derive(Default)]
pub struct Notices(OnceLock<mpsc::Sender<Noticed>>);

impl Notices {
    /// Starts listening: the receiver gets every notice from now on.
    /// Later calls get `None`: there is one listener.
    pub fn listen(&self) -> Option<mpsc::Receiver<Noticed>> {
        let (sender, receiver) = mpsc::channel(WAITING);
        self.0.set(sender).ok().map(|()| receiver)
    }

    pub(super) fn send(&self, link_id: &str, notice: LinkNotice) {
        if let Some(sender) = self.0.get() {
            let _ = sender.try_send((link_id.into(), notice));
        }
    }
}
