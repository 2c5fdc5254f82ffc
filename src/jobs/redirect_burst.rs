//! Webhook work yields to a burst of redirects (docs/webhooks.md, "Under a
//! burst of redirects"). Telling a subscriber about every visit costs
//! about half of what answering the visit did; on a machine whose CPU the
//! redirects already take, doing it during the burst slows them. So while
//! this instance answers at least [`BURST_PER_SECOND`] redirects a second
//! and the machine has less than [`IDLE_LEFT`] of its CPU idle, the webhook
//! jobs skip their runs: for at most [`LONGEST_WAIT`], after which they run
//! for at least as long whatever the load, so deliveries are late by
//! [`LONGEST_WAIT`] at most and still keep up under a load that never ends.

use crate::metrics::{Metrics, RedirectResult};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Redirects a second that make a burst.
pub const BURST_PER_SECOND: f64 = 1_000.0;
/// The share of the machine's CPU left idle below which it is busy.
pub const IDLE_LEFT: f64 = 0.10;
/// The longest webhook jobs wait for a burst, and the least they then run.
pub const LONGEST_WAIT: Duration = Duration::from_secs(30);
/// How often the load is measured; jobs asking in between share the answer.
const MEASURE_EVERY: Duration = Duration::from_millis(500);

/// When to wait, given whether the machine is busy with redirects.
#[derive(Debug, Default)]
pub struct YieldPolicy {
    waiting_since: Option<Instant>,
    running_until: Option<Instant>,
}

impl YieldPolicy {
    /// Whether the webhook jobs skip a run at `now`.
    pub fn wait(&mut self, now: Instant, busy: bool) -> bool {
        if let Some(until) = self.running_until {
            if now < until {
                return false;
            }
            self.running_until = None;
        }
        if !busy {
            self.waiting_since = None;
            return false;
        }
        let since = *self.waiting_since.get_or_insert(now);
        if now.duration_since(since) < LONGEST_WAIT {
            return true;
        }
        self.waiting_since = None;
        self.running_until = Some(now + LONGEST_WAIT);
        false
    }
}

/// Whether `redirects` in `elapsed`, with `idle` of the machine's CPU idle
/// (0–1; `None` where it cannot be read), make a burst.
pub fn busy(redirects: u64, elapsed: Duration, idle: Option<f64>) -> bool {
    let seconds = elapsed.as_secs_f64();
    let Some(idle) = idle else {
        return false;
    };
    seconds > 0.0 && redirects as f64 / seconds >= BURST_PER_SECOND && idle < IDLE_LEFT
}

/// The machine's CPU time so far, idle and in all (`/proc/stat`, in ticks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CpuTimes {
    pub idle: u64,
    pub total: u64,
}

impl CpuTimes {
    /// The first line of `/proc/stat`: `cpu user nice system idle iowait
    /// irq softirq steal …`; idle counts iowait too.
    pub fn parse(stat: &str) -> Option<Self> {
        let line = stat.lines().next()?;
        let mut fields = line.split_whitespace();
        if fields.next()? != "cpu" {
            return None;
        }
        let ticks: Vec<u64> = fields
            .take(8)
            .map(|f| f.parse().ok())
            .collect::<Option<_>>()?;
        let idle = ticks.get(3)? + ticks.get(4).copied().unwrap_or(0);
        Some(Self {
            idle,
            total: ticks.iter().sum(),
        })
    }

    fn read() -> Option<Self> {
        Self::parse(&std::fs::read_to_string("/proc/stat").ok()?)
    }

    /// The idle share of the time between `earlier` and `self`.
    fn idle_since(self, earlier: Self) -> Option<f64> {
        let total = self.total.checked_sub(earlier.total)?;
        let idle = self.idle.checked_sub(earlier.idle)?;
        (total > 0).then(|| idle as f64 / total as f64)
    }
}

struct Measured {
    at: Instant,
    redirects: u64,
    cpu: Option<CpuTimes>,
    wait: bool,
}

/// The measurements and the policy, shared by the webhook jobs.
pub struct RedirectBurst {
    metrics: Arc<Metrics>,
    state: Mutex<(Option<Measured>, YieldPolicy)>,
}

impl RedirectBurst {
    pub fn new(metrics: Arc<Metrics>) -> Self {
        Self {
            metrics,
            state: Mutex::new((None, YieldPolicy::default())),
        }
    }

    /// Whether a webhook job skips this run.
    pub fn wait(&self) -> bool {
        let now = Instant::now();
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let (last, policy) = &mut *state;
        if let Some(last) = last.as_ref() {
            if now.duration_since(last.at) < MEASURE_EVERY {
                return last.wait;
            }
        }
        let redirects: u64 = RedirectResult::ALL
            .iter()
            .map(|&result| self.metrics.redirects(result))
            .sum();
        let cpu = CpuTimes::read();
        let is_busy = last.as_ref().is_some_and(|last| {
            let idle = cpu
                .zip(last.cpu)
                .and_then(|(now, then)| now.idle_since(then));
            busy(
                redirects.saturating_sub(last.redirects),
                now.duration_since(last.at),
                idle,
            )
        });
        let wait = policy.wait(now, is_busy);
        if wait && !last.as_ref().is_some_and(|l| l.wait) {
            tracing::debug!("webhook work waits for a burst of redirects");
        }
        *last = Some(Measured {
            at: now,
            redirects,
            cpu,
            wait,
        });
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_many_redirects_on_a_machine_without_idle_cpu() {
        let second = Duration::from_secs(1);
        assert!(busy(1_000, second, Some(0.05)));
        assert!(!busy(999, second, Some(0.05)), "too few redirects");
        assert!(!busy(50_000, second, Some(0.5)), "CPU to spare");
        assert!(!busy(50_000, second, None), "the load cannot be read");
        assert!(!busy(50_000, Duration::ZERO, Some(0.0)));
    }

    #[test]
    fn jobs_wait_thirty_seconds_at_most_then_run_as_long() {
        let start = Instant::now();
        let at = |s: u64| start + Duration::from_secs(s);
        let mut policy = YieldPolicy::default();
        assert!(!policy.wait(at(0), false));
        assert!(policy.wait(at(1), true));
        assert!(policy.wait(at(30), true));
        // 30 s after the wait began: run, for 30 s, busy or not.
        assert!(!policy.wait(at(31), true));
        assert!(!policy.wait(at(60), true));
        assert!(policy.wait(at(61), true), "then wait again");
        assert!(!policy.wait(at(62), false), "the burst ended");
        assert!(policy.wait(at(63), true), "a new burst waits afresh");
        assert!(policy.wait(at(92), true));
        assert!(!policy.wait(at(93), true));
    }

    #[test]
    fn cpu_times_read_from_proc_stat() {
        let stat = "cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n";
        assert_eq!(
            CpuTimes::parse(stat),
            Some(CpuTimes {
                idle: 840,
                total: 1000
            })
        );
        assert_eq!(CpuTimes::parse("intr 1 2 3"), None);
        assert_eq!(CpuTimes::parse("cpu 1 2 x 4"), None);
        assert_eq!(CpuTimes::parse(""), None);
        let later = CpuTimes {
            idle: 860,
            total: 1200,
        };
        let earlier = CpuTimes {
            idle: 840,
            total: 1000,
        };
        assert_eq!(later.idle_since(earlier), Some(0.1));
        assert_eq!(earlier.idle_since(later), None);
    }
}
