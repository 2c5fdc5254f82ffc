//! Attempts' results written together: whoever finishes while a write is
//! on its way to disk waits for it, then the next writer takes every
//! result waiting, so a busy endpoint costs one commit per batch of
//! answers, not one per delivery (a commit waits for the disk).

use crate::store::{AttemptResult, Store};
use std::sync::Mutex;

/// How one attempt ended, to be written.
pub(super) struct Finished {
    pub seq: i64,
    pub claim: String,
    pub message_id: String,
    pub state: &'static str,
    pub next_attempt_at: i64,
    pub status: Option<i32>,
    pub body: Option<String>,
    pub error: Option<String>,
    pub at: i64,
}

#[derive(Default)]
pub(super) struct ResultWriter {
    waiting: Mutex<Vec<Finished>>,
    /// One writer at a time.
    writing: tokio::sync::Mutex<()>,
}

impl ResultWriter {
    /// Returns once `finished` is written, by this call or by another that
    /// took it along.
    pub async fn write(&self, store: &Store, finished: Finished) {
        self.waiting().push(finished);
        let _turn = self.writing.lock().await;
        let batch = std::mem::take(&mut *self.waiting());
        if batch.is_empty() {
            return;
        }
        let results: Vec<AttemptResult<'_>> = batch
            .iter()
            .map(|f| AttemptResult {
                seq: f.seq,
                claim: &f.claim,
                state: f.state,
                next_attempt_at: f.next_attempt_at,
                status: f.status,
                body: f.body.as_deref(),
                error: f.error.as_deref(),
                at: f.at,
            })
            .collect();
        match store.finish_attempts(&results).await {
            Ok(written) => {
                for (finished, _) in batch.iter().zip(written).filter(|(_, ok)| !ok) {
                    tracing::warn!(
                        message = %finished.message_id,
                        "a webhook delivery's lease ran out before its answer was written; it may be sent again"
                    );
                }
            }
            Err(error) => tracing::warn!(
                %error,
                deliveries = batch.len(),
                "could not write webhook deliveries' results; they are sent again when their leases end"
            ),
        }
    }

    fn waiting(&self) -> std::sync::MutexGuard<'_, Vec<Finished>> {
        self.waiting
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}
