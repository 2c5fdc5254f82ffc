//! Cache misses asked of the database together. Each query is a round trip
//! to a connection's thread (SQLite) or server (PostgreSQL), and waking
//! that thread and then the request's task costs far more than the
//! look-up: with every request a miss, about 110 µs of CPU a redirect
//! against 17 with every request a hit, most of it in the kernel
//! switching threads (bench/README.md, "Cache misses asked together").
//! So while one query is out, the misses that arrive wait for it and then
//! go together in the next, up to [`MOST_PER_QUERY`]. A miss that finds
//! nothing out goes at once: an idle instance answers as before.

use crate::store::{Store, StoreError, TargetRow};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::oneshot;

/// Slugs asked in one query at most (two parameters each).
pub const MOST_PER_QUERY: usize = 64;

type Reply = Result<Option<TargetRow>, StoreError>;

struct Miss {
    domain_id: String,
    slug: String,
    reply: oneshot::Sender<Reply>,
}

#[derive(Default)]
struct Queue {
    /// A task is asking the database; it takes what waits when done.
    asking: bool,
    waiting: Vec<Miss>,
}

pub struct Misses {
    store: Store,
    queue: Mutex<Queue>,
    /// Queries asked since start.
    queries: AtomicU64,
}

impl Misses {
    pub fn new(store: Store) -> Self {
        Self {
            store,
            queue: Mutex::default(),
            queries: AtomicU64::new(0),
        }
    }

    /// Queries asked for misses since start.
    pub fn queries(&self) -> u64 {
        self.queries.load(Ordering::Relaxed)
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The stored row of `slug` on domain `domain_id`, if any, asked with
    /// the other misses of the moment.
    pub async fn find(self: &Arc<Self>, domain_id: &str, slug: &str) -> Reply {
        let (reply, answer) = oneshot::channel();
        let start = {
            let mut queue = self.queue();
            queue.waiting.push(Miss {
                domain_id: domain_id.to_owned(),
                slug: slug.to_owned(),
                reply,
            });
            !std::mem::replace(&mut queue.asking, true)
        };
        if start {
            // A task of its own: a request dropped by its client must not
            // take the other misses' query with it.
            tokio::spawn(Arc::clone(self).ask_while_waiting());
        }
        answer
            .await
            .unwrap_or_else(|_| Err(StoreError::other("the look-up of a slug was dropped")))
    }

    /// Asks for the waiting misses, a query at a time, until none wait.
    async fn ask_while_waiting(self: Arc<Self>) {
        loop {
            let misses = {
                let mut queue = self.queue();
                if queue.waiting.is_empty() {
                    queue.asking = false;
                    return;
                }
                // The oldest first.
                let taken = queue.waiting.len().min(MOST_PER_QUERY);
                let rest = queue.waiting.split_off(taken);
                std::mem::replace(&mut queue.waiting, rest)
            };
            self.ask(misses).await;
        }
    }

    async fn ask(&self, misses: Vec<Miss>) {
        // A link just gone from the cache is often missed by several
        // visitors at once: asked once.
        let mut keys: Vec<(&str, &str)> = misses
            .iter()
            .map(|m| (m.domain_id.as_str(), m.slug.as_str()))
            .collect();
        keys.sort_unstable();
        keys.dedup();
        self.queries.fetch_add(1, Ordering::Relaxed);
        match self.store.find_targets(&keys).await {
            Ok(rows) => {
                for miss in misses {
                    let row = rows
                        .iter()
                        .find(|row| row.domain_id == miss.domain_id && row.slug == miss.slug);
                    // A miss whose request went away needs no answer.
                    let _ = miss.reply.send(Ok(row.cloned()));
                }
            }
            Err(error) => {
                // Unreachable: the misses waiting meanwhile would each wait
                // for a query of their own to fail the same way, one batch
                // after another (2 s each for PostgreSQL's pool), so they
                // are answered now.
                let unreachable = matches!(error, StoreError::Unavailable(_) | StoreError::Closed);
                let waiting = if unreachable {
                    std::mem::take(&mut self.queue().waiting)
                } else {
                    Vec::new()
                };
                for miss in misses.into_iter().chain(waiting) {
                    let _ = miss.reply.send(Err(error.shared()));
                }
            }
        }
    }
}
