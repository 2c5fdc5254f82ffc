//! The events between flushes: a lock-free bounded queue. A push never
//! waits; when the queue is full the event is dropped and counted, and a
//! warning is logged at most once a minute. The queue grows in small
//! blocks as events arrive and shrinks as they are drained, so an idle
//! instance holds no buffer memory (a preallocated queue of the default
//! capacity took 11 MB at start).

pub use crate::domain::visits::VisitEvent;
use crossbeam_queue::SegQueue;
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};

/// Least time between two warnings about dropped events.
const WARNING_EVERY_MS: i64 = 60_000;

pub struct VisitBuffer {
    queue: SegQueue<VisitEvent>,
    /// Events queued or about to be: reserved before a push, so that
    /// concurrent pushes never pass the capacity.
    len: AtomicUsize,
    capacity: usize,
    dropped: AtomicU64,
    last_warning: AtomicI64,
}

impl VisitBuffer {
    /// A buffer of `capacity` events (at least one).
    pub fn new(capacity: usize) -> Self {
        Self {
            queue: SegQueue::new(),
            len: AtomicUsize::new(0),
            capacity: capacity.max(1),
            dropped: AtomicU64::new(0),
            last_warning: AtomicI64::new(i64::MIN),
        }
    }

    /// Queues `event`; returns false when the buffer was full and the event
    /// was dropped.
    pub fn push(&self, event: VisitEvent, now_ms: i64) -> bool {
        if self.len.fetch_add(1, Ordering::AcqRel) < self.capacity {
            self.queue.push(event);
            return true;
        }
        self.len.fetch_sub(1, Ordering::AcqRel);
        self.count_dropped(1, now_ms);
        false
    }

    /// Counts `n` events dropped (here or by a flush that could not keep
    /// them), warning at most once a minute.
    pub fn count_dropped(&self, n: u64, now_ms: i64) {
        let dropped = self.dropped.fetch_add(n, Ordering::Relaxed) + n;
        let last = self.last_warning.load(Ordering::Relaxed);
        if now_ms.saturating_sub(last) >= WARNING_EVERY_MS
            && self
                .last_warning
                .compare_exchange(last, now_ms, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            tracing::warn!(
                dropped,
                capacity = self.capacity,
                "visit event buffer full: events dropped (counters stay exact); raise VISIT_BUFFER or check the database"
            );
        }
    }

    /// Takes the events queued now (not those pushed while it runs, so a
    /// busy stream cannot keep it going).
    pub fn drain(&self) -> Vec<VisitEvent> {
        // A push that reserved its place but has not queued yet is taken by
        // the next drain.
        let queued = self.len.load(Ordering::Acquire);
        let mut events = Vec::with_capacity(queued);
        for _ in 0..queued {
            match self.queue.pop() {
                Some(event) => {
                    self.len.fetch_sub(1, Ordering::AcqRel);
                    events.push(event);
                }
                None => break,
            }
        }
        events
    }

    /// Events dropped since start because the buffer was full.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    pub fn len(&self) -> usize {
        self.queue.len()
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::visits::Device;

    fn event(at: i64) -> VisitEvent {
        VisitEvent {
            link_num: 1,
            at,
            referrer: None,
            country: None,
            device: Device::Other,
            browser: None,
            os: None,
            bot: false,
            visitor: 0,
            variant: None,
            variant_key: None,
        }
    }

    #[test]
    fn a_full_buffer_drops_and_counts() {
        let buffer = VisitBuffer::new(3);
        for at in 0..5 {
            buffer.push(event(at), at);
        }
        assert_eq!(buffer.dropped(), 2);
        let events = buffer.drain();
        assert_eq!(events.iter().map(|e| e.at).collect::<Vec<_>>(), [0, 1, 2]);
        assert!(buffer.is_empty());
        assert!(buffer.push(event(9), 9));
        assert_eq!(buffer.dropped(), 2);
    }

    #[test]
    fn concurrent_pushes_lose_nothing_but_the_overflow() {
        let buffer = std::sync::Arc::new(VisitBuffer::new(1000));
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let buffer = std::sync::Arc::clone(&buffer);
                std::thread::spawn(move || {
                    for at in 0..400 {
                        buffer.push(event(at), at);
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().expect("no panic");
        }
        assert_eq!(buffer.drain().len(), 1000);
        assert_eq!(buffer.dropped(), 600);
    }
}
