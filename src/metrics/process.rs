//! The process's own figures, read from /proc at each scrape under the
//! names every Prometheus client library uses (`process_*`). Elsewhere
//! than Linux there is no /proc and these are left out.

use std::fs;

#[derive(Debug, Default, Clone, Copy)]
pub struct ProcessFigures {
    pub cpu_seconds: f64,
    pub resident_bytes: u64,
    pub virtual_bytes: u64,
    pub open_fds: u64,
    pub max_fds: Option<u64>,
    pub threads: u64,
    pub start_time_seconds: Option<f64>,
}

/// This process's figures, or `None` without a readable /proc.
pub fn read() -> Option<ProcessFigures> {
    let stat = fs::read_to_string("/proc/self/stat").ok()?;
    // The command name is in parentheses and may hold spaces: fields are
    // counted from after its closing parenthesis (field 3 is the state).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |n: usize| fields.get(n - 3).and_then(|v| v.parse::<u64>().ok());
    let ticks = clock_ticks()?;
    let utime = field(14)?;
    let stime = field(15)?;
    let threads = field(20)?;
    let start_ticks = field(22)?;
    let virtual_bytes = field(23)?;
    let resident_pages = field(24)?;
    let open_fds = fs::read_dir("/proc/self/fd").map_or(0, |dir| dir.count() as u64);
    Some(ProcessFigures {
        cpu_seconds: (utime + stime) as f64 / ticks as f64,
        resident_bytes: resident_pages.saturating_mul(page_size()?),
        virtual_bytes,
        open_fds,
        max_fds: max_open_files(),
        threads,
        start_time_seconds: boot_time().map(|boot| boot as f64 + start_ticks as f64 / ticks as f64),
    })
}

fn clock_ticks() -> Option<u64> {
    // SAFETY: sysconf reads a constant of the system and has no preconditions.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    u64::try_from(ticks).ok().filter(|&t| t > 0)
}

fn page_size() -> Option<u64> {
    // SAFETY: as above.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    u64::try_from(size).ok().filter(|&s| s > 0)
}

/// Seconds since the epoch at which the machine booted (`btime`).
fn boot_time() -> Option<u64> {
    let stat = fs::read_to_string("/proc/stat").ok()?;
    stat.lines()
        .find_map(|line| line.strip_prefix("btime "))
        .and_then(|v| v.trim().parse().ok())
}

/// The soft limit on open files.
fn max_open_files() -> Option<u64> {
    let limits = fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line["Max open files".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    #[test]
    fn this_process_has_memory_threads_and_open_files() {
        let figures = super::read().expect("/proc is readable");
        assert!(figures.resident_bytes > 1_000_000, "{figures:?}");
        assert!(figures.virtual_bytes >= figures.resident_bytes);
        assert!(figures.threads >= 1);
        assert!(figures.open_fds >= 3, "{figures:?}");
        assert!(figures.max_fds.is_some_and(|m| m >= figures.open_fds));
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0);
        let started = figures.start_time_seconds.expect("start time");
        assert!(started <= now + 1.0 && started > now - 86_400.0 * 365.0);
    }
}
