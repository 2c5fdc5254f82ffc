//! The HTTP/1 connection loop: accepts connections and serves the router on
//! each with limits a slow or hostile client cannot outwait — a deadline for
//! request headers (which also closes idle keep-alive connections), a cap on
//! header size and count (431), and a deadline for request bodies.

use super::entry::Entry;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::{Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::time::{Instant, Sleep};

/// Most header lines in one request; more are answered 431.
pub const MAX_HEADERS: usize = 100;
/// Most bytes of request line and headers; more are answered 431.
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

/// How long requests in flight may take to finish once shutdown starts.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// Timeouts of one server.
#[derive(Debug, Clone, Copy)]
pub struct Timeouts {
    pub header: Duration,
    pub body: Duration,
}

/// Serves `router` on `listener` until `shutdown` completes, then stops
/// accepting, lets requests in flight finish and closes idle connections.
pub async fn serve(
    listener: TcpListener,
    entry: impl Entry,
    timeouts: Timeouts,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(timeouts.header)
        .max_headers(MAX_HEADERS)
        .max_header_size(MAX_HEADER_BYTES)
        .keep_alive(true);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: wait, then retry.
                    tracing::warn!(%error, "could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let entry = entry.clone();
        let body_timeout = timeouts.body;
        let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            let request = request.map(|body| {
                if hyper::body::Body::is_end_stream(&body) {
                    Body::new(body)
                } else {
                    Body::new(DeadlineBody::new(body, body_timeout))
                }
            });
            let answer = entry.clone().answer(request);
            async move { Ok::<_, std::convert::Infallible>(answer.await) }
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%error, %peer, "connection closed with an error");
            }
        });
    }
    drop(listener);
    // A slow client must not hold shutdown for a whole BODY_TIMEOUT.
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("requests still in progress after 30 s of shutdown; stopping anyway");
    }
}

/// The request body has not arrived within BODY_TIMEOUT.
#[derive(Debug, thiserror::Error)]
#[error("request body timed out")]
pub struct BodyTimedOut;

/// Whether `error` or one of its causes is [`BodyTimedOut`].
pub fn is_body_timeout(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut current = Some(error);
    while let Some(error) = current {
        if error.is::<BodyTimedOut>() {
            return true;
        }
        current = error.source();
    }
    false
}

/// A request body that fails once its deadline passes. The timer is made
/// only when the body actually waits, so requests whose bodies arrive at
/// once (or are never read) pay for no timer. Dropped before its end (the
/// request was refused unread), the rest is drained: see [`super::lingering`].
struct DeadlineBody {
    /// Always present until dropped.
    inner: Option<Incoming>,
    deadline: Instant,
    timer: Option<Pin<Box<Sleep>>>,
}

impl DeadlineBody {
    fn new(inner: Incoming, limit: Duration) -> Self {
        Self {
            inner: Some(inner),
            deadline: Instant::now() + limit,
            timer: None,
        }
    }
}

impl Drop for DeadlineBody {
    fn drop(&mut self) {
        if let Some(inner) = self.inner.take() {
            super::lingering::discard_rest(inner);
        }
    }
}

impl hyper::body::Body for DeadlineBody {
    type Data = bytes::Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = self.get_mut();
        let Some(inner) = this.inner.as_mut() else {
            return Poll::Ready(None);
        };
        match Pin::new(inner).poll_frame(cx) {
            Poll::Ready(frame) => Poll::Ready(frame.map(|f| f.map_err(Into::into))),
            Poll::Pending => {
                let deadline = this.deadline;
                let timer = this
                    .timer
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
                match timer.as_mut().poll(cx) {
                    Poll::Ready(()) => Poll::Ready(Some(Err(Box::new(BodyTimedOut)))),
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner
            .as_ref()
            .is_none_or(|inner| inner.is_end_stream())
    }

    fn size_hint(&self) -> SizeHint {
        self.inner
            .as_ref()
            .map_or_else(|| SizeHint::with_exact(0), |inner| inner.size_hint())
    }
}
