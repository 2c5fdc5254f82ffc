//! Lingering close: the rest of a request body that nobody read is read and
//! thrown away, within bounds, instead of being left in the socket.
//!
//! An upload refused before its body was read (401 without a credential,
//! 413 from `Content-Length`, 429 over the upload caps) is answered at once,
//! while the client, or a reverse proxy in front, is still sending the body.
//! Closing the socket with unread bytes in it makes the kernel send a reset,
//! and the sender then loses the answer: nginx reports 502 instead of the 401
//! or 413. Like nginx's own `lingering_close`, the body is drained for a
//! bounded time and size first; a connection whose body ends in time even
//! stays open for its next request.

use http_body_util::BodyExt;
use hyper::body::{Body as _, Incoming};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::time::Instant;

/// Longest a body is drained after its request was answered (nginx's
/// `lingering_time` is 30 s; a refused upload from a proxy arrives at
/// loopback speed).
pub const LINGER_TIME: Duration = Duration::from_secs(10);
/// Longest wait for the next piece of a body being drained: nginx's
/// `lingering_timeout`. At 2 s, a client stalled on a busy machine (six
/// refused 24 MiB uploads at once beside a build) lost its 400 to a reset.
pub const LINGER_IDLE: Duration = Duration::from_secs(5);
/// Most bytes read and thrown away per body.
pub const LINGER_BYTES: u64 = 64 * 1024 * 1024;
/// Most bodies drained at once; beyond it a connection is closed as before,
/// so a flood of refused uploads cannot hold an unbounded number of tasks.
pub const MAX_LINGERING: usize = 256;

static LINGERING: AtomicUsize = AtomicUsize::new(0);

/// Drains what is left of `body` in the background, if anything is.
pub fn discard_rest(body: Incoming) {
    if body.is_end_stream() {
        return;
    }
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        return;
    };
    // Counted before the check, so that a burst cannot pass the cap together.
    if LINGERING.fetch_add(1, Ordering::AcqRel) >= MAX_LINGERING {
        LINGERING.fetch_sub(1, Ordering::AcqRel);
        return;
    }
    let place = Place;
    runtime.spawn(async move {
        let _place = place;
        drain(body).await;
    });
}

/// Bodies being drained now.
pub fn lingering() -> usize {
    LINGERING.load(Ordering::Acquire)
}

struct Place;

impl Drop for Place {
    fn drop(&mut self) {
        LINGERING.fetch_sub(1, Ordering::AcqRel);
    }
}

async fn drain(mut body: Incoming) {
    let deadline = Instant::now() + LINGER_TIME;
    let mut read = 0u64;
    loop {
        let wait_until = deadline.min(Instant::now() + LINGER_IDLE);
        match tokio::time::timeout_at(wait_until, body.frame()).await {
            Ok(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    read += data.len() as u64;
                    if read > LINGER_BYTES {
                        return;
                    }
                }
            }
            // The body ended, failed, or went quiet for too long.
            Ok(None) | Ok(Some(Err(_))) | Err(_) => return,
        }
    }
}
