//! Moving links in and out in bulk: the import pipeline and the export
//! encoders and backups, shared by the API, the command line and the jobs.

pub mod backup;
pub mod csv_lines;
pub mod export;
pub mod import;
mod import_domains;
mod import_finished;
pub mod json_bounds;
mod json_rows;
mod lynx_csv;
pub mod read;
pub mod report;
pub mod skipped;

/// Receives progress of long operations (the CLI draws a bar from it).
pub trait Progress: Send + Sync {
    /// The number of rows to process, once known.
    fn total(&self, _rows: u64) {}
    /// Rows processed so far.
    fn advanced(&self, _done: u64) {}
}

/// Reports nothing (the HTTP API).
pub struct Silent;

impl Progress for Silent {}
