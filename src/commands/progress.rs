//! Progress of long commands: a bar on a terminal, plain lines otherwise
//! (logs, CI), both on stderr so stdout stays clean for exports.

use crate::transfer::Progress;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};

pub struct CliProgress {
    label: &'static str,
    bar: Option<ProgressBar>,
    total: AtomicU64,
    next_line: AtomicU64,
}

impl CliProgress {
    pub fn new(label: &'static str) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(0);
            if let Ok(style) =
                ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({per_sec}, {eta} left)")
            {
                bar.set_style(style.progress_chars("=> "));
            }
            bar.set_message(label);
            bar
        });
        Self {
            label,
            bar,
            total: AtomicU64::new(0),
            next_line: AtomicU64::new(0),
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Progress for CliProgress {
    fn total(&self, rows: u64) {
        self.total.store(rows, Ordering::Relaxed);
        match &self.bar {
            Some(bar) => bar.set_length(rows),
            None => eprintln!("{}: {rows} rows", self.label),
        }
    }

    fn advanced(&self, done: u64) {
        if let Some(bar) = &self.bar {
            bar.set_position(done);
            return;
        }
        // Plain output: a line about every tenth of the way (and at the end).
        let total = self.total.load(Ordering::Relaxed);
        let step = (total / 10).max(1);
        if done >= self.next_line.load(Ordering::Relaxed) || done == total {
            self.next_line.store(done + step, Ordering::Relaxed);
            eprintln!("{}: {done} / {total} rows", self.label);
        }
    }
}
