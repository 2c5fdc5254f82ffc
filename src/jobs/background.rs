//! Jobs that must never take the CPU from redirects (webhook deliveries and
//! the gathering of visits into them) run on a thread of their own at a
//! lower CPU priority. When the machine has room they run as soon as they
//! would have anyway; under a load that saturates it, redirects come first
//! and these jobs catch up afterwards from their durable queue.

use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// How much nicer the background thread is than the process: the kernel's
/// scheduler gives a thread 10 steps nicer about a tenth of the CPU the
/// other gets while both are runnable, and all of it while redirects leave
/// it idle.
const BACKGROUND_NICE: i32 = 10;
/// The nicest value Linux allows.
const NICEST: i32 = 19;

/// Starts `jobs` on the background thread's own runtime; returns a handle
/// on the caller's runtime that ends once every job has ended (each ends
/// when its stop signal turns). Threads the jobs start (hyper's, DNS
/// look-ups', SQLite connections opened there) inherit the priority.
pub fn spawn<F>(jobs: F) -> JoinHandle<()>
where
    F: FnOnce() -> Vec<JoinHandle<()>> + Send + 'static,
{
    let (done, finished) = oneshot::channel::<()>();
    let started = std::thread::Builder::new()
        .name("linkhop-background".to_owned())
        .spawn(move || {
            lower_priority();
            let runtime = match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime,
                Err(error) => {
                    tracing::error!(%error, "could not start the background jobs' runtime");
                    return;
                }
            };
            runtime.block_on(async move {
                for job in jobs() {
                    let _ = job.await;
                }
            });
            let _ = done.send(());
        });
    if let Err(error) = started {
        tracing::error!(%error, "could not start the background jobs' thread");
    }
    tokio::spawn(async move {
        let _ = finished.await;
    })
}

/// Lowers the calling thread's priority. On Linux the nice value belongs
/// to each thread (`setpriority(2)`, "BUGS"), so `who = 0` is this thread,
/// not the process; a refusal leaves it at the process's priority.
fn lower_priority() {
    let nicer = (own_nice() + BACKGROUND_NICE).min(NICEST);
    // SAFETY: setpriority reads no memory of ours; any result is fine.
    let result = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, nicer) };
    if result != 0 {
        tracing::debug!(
            error = %std::io::Error::last_os_error(),
            "background jobs run at the normal priority"
        );
    }
}

/// The calling thread's nice value.
fn own_nice() -> i32 {
    // SAFETY: getpriority reads no memory of ours. Its -1 for an error is
    // also a valid value; with `who = 0` it cannot fail.
    unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_run_at_a_lower_priority_than_their_caller() {
        let caller = own_nice();
        let (tell, told) = oneshot::channel();
        let ended = spawn(move || {
            vec![tokio::spawn(async move {
                let _ = tell.send(own_nice());
            })]
        });
        let seen = told.await.expect("the job ran");
        ended.await.expect("the background thread ended");
        assert_eq!(caller, own_nice(), "the caller's thread keeps its priority");
        assert_eq!(seen, (caller + BACKGROUND_NICE).min(NICEST));
    }
}
