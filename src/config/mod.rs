//! Every setting, its default and its environment name (docs/configuration.md).
//! Each option's doc comment is its entry in `linkhop serve --help` and
//! docs/configuration.md. Raw values are read by clap and checked once by
//! [`Settings::resolve`], which names the variable at fault.
//! The raw options are in `options`, the checks in `resolve`.

mod effective;
mod import_limit;
mod log_filter;
mod options;
mod resolve;
mod secret_file;
mod sso;
mod webhooks;

use crate::domain::links::SlugAlphabet;
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

pub use options::{BackupFileOptions, DatabaseOptions, Options, UniquenessOptions};
pub use resolve::resolve_database;
pub use secret_file::read_secret;
pub use sso::{SsoOptions, SsoSettings, SSO_CALLBACK_PATH};
pub use webhooks::{WebhookOptions, WebhookSettings};

impl Settings {
    /// The default domain's host: DOMAIN's, with its port unless it is the
    /// scheme's own.
    pub fn default_host(&self) -> Option<String> {
        let url = url::Url::parse(self.domain.as_deref()?).ok()?;
        let host = url.host_str()?.to_ascii_lowercase();
        Some(match url.port() {
            Some(port) => format!("{host}:{port}"),
            None => host,
        })
    }
}

/// The options after checking: what the rest of the program reads.
#[derive(Clone)]
pub struct Settings {
    pub listen: SocketAddr,
    pub data_dir: PathBuf,
    pub database_url: String,
    pub domain: Option<String>,
    /// UNKNOWN_HOSTS=reject: short links and `/` answer 404 on a host
    /// that is no short domain.
    pub reject_unknown_hosts: bool,
    pub home_redirect: String,
    pub force_frontend_redirect: bool,
    pub redirect_status: u16,
    pub enable_registration: bool,
    pub url_length: usize,
    pub url_set: SlugAlphabet,
    pub url_only_unique: bool,
    pub demo: bool,
    pub use_https: bool,
    /// Number of proxies in front whose `X-Forwarded-*` headers are trusted.
    pub trust_proxy: usize,
    pub cors: Cors,
    pub umami: Option<Umami>,
    pub backup: bool,
    pub backup_schedule: String,
    pub backup_count: i64,
    pub backup_dir: PathBuf,
    pub sole_user: Option<String>,
    pub cache_capacity: usize,
    pub cache_preload: bool,
    pub visit_flush_ms: u64,
    /// Flushes between two writes of the statistics summaries.
    pub visit_summary_flushes: u32,
    pub visit_tracking: VisitTracking,
    /// Time to receive a request's headers, and most idle time between
    /// requests on a keep-alive connection.
    pub header_timeout: Duration,
    /// Time to receive a whole request body.
    pub body_timeout: Duration,
    pub limits: ClientLimits,
    /// Days raw visit events are kept; `None` keeps them forever.
    pub visit_retention_days: Option<u32>,
    /// Days a deleted link's history is kept (and the link restorable).
    pub link_history_days: u32,
    /// Days audit log entries are kept.
    pub audit_log_days: u32,
    /// Visit events held in memory between flushes.
    pub visit_buffer: usize,
    /// The country database, opened and checked at start.
    pub geoip_db: Option<PathBuf>,
    /// Where Prometheus metrics are served; `None` serves none.
    pub metrics_listen: Option<SocketAddr>,
    pub log_format: LogFormat,
    /// A tracing filter (`info`, `linkhop=debug,sqlx=warn`); `None` leaves
    /// it to `RUST_LOG`, else `info`.
    pub log_level: Option<String>,
    /// One line per request on stdout (`ACCESS_LOG`).
    pub access_log: bool,
    /// Bytes an admin or the owner may upload to `POST /api/import`
    /// (standard accounts: 50 MiB).
    pub admin_import_limit: u64,
    /// Single sign-on; `None` when OIDC_ISSUER is unset.
    pub sso: Option<SsoSettings>,
    /// Webhook delivery (docs/webhooks.md).
    pub webhooks: WebhookSettings,
}

/// How log lines are written (`LOG_FORMAT`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LogFormat {
    /// For people: time, level, target, message and fields on one line.
    #[default]
    Text,
    /// One JSON object per line: time, level, target, message, fields.
    Json,
}

/// What a redirect records (`VISIT_TRACKING`, docs/STATISTICS.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VisitTracking {
    /// Counters and one event per visit.
    #[default]
    Full,
    /// Counters only.
    Counts,
    /// Nothing, counters included.
    Off,
}

impl VisitTracking {
    /// `full`, `counts` or `off`, ignoring case.
    pub fn parse(value: &str) -> Option<Self> {
        match value.to_ascii_lowercase().as_str() {
            "full" => Some(Self::Full),
            "counts" => Some(Self::Counts),
            "off" => Some(Self::Off),
            _ => None,
        }
    }

    /// Whether visits are counted at all.
    pub fn counts(self) -> bool {
        self != Self::Off
    }
}

/// Requests one client address may have in progress at once under `/api`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientLimits {
    pub api: usize,
    /// Requests that check or hash a password (Argon2: CPU and 19 MiB each).
    pub password: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cors {
    Any,
    List(Vec<String>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Umami {
    pub site: String,
    pub url: String,
}

#[derive(Debug, thiserror::Error)]
#[error("invalid value for {variable}: {reason}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub reason: String,
}

impl Settings {
    /// Settings for tests and tools: every default, on the given database.
    pub fn defaults_with_database(database_url: &str, data_dir: PathBuf) -> Self {
        let options = Options {
            database: DatabaseOptions {
                database_url: Some(database_url.to_owned()),
                data_dir: Some(data_dir.display().to_string()),
                database_url_file: None,
            },
            ..Options::default()
        };
        match Self::resolve(&options) {
            Ok(settings) => settings,
            Err(e) => panic!("default settings must resolve: {e}"),
        }
    }
}

/// Names of Lynx settings that Linkhop ignores; each set one logs a warning.
pub const IGNORED_VARIABLES: &[&str] = &[
    "JWT_KEY",
    "DB_HOST",
    "DB_PORT",
    "DB_USER",
    "DB_PASSWORD",
    "URL_REGEX",
    "NODE_ENV",
];

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The database URL may hold a password: show only its scheme.
        let scheme = self.database_url.split(':').next().unwrap_or("");
        f.debug_struct("Settings")
            .field("listen", &self.listen)
            .field("data_dir", &self.data_dir)
            .field("database", &scheme)
            .field("domain", &self.domain)
            .field("demo", &self.demo)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod observability_settings_tests;
#[cfg(test)]
mod visit_settings_tests;
