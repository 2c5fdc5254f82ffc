//! The raw options, from flags or environment variables: each field's doc
//! comment is its entry in `linkhop serve --help` and in
//! docs/configuration.md, which is generated from them. Options that
//! subcommands share are grouped in their own structs, so each subcommand
//! shows only the ones it reads. A new server setting is one field here,
//! one check in `resolve.rs` and one line in `effective.rs`.

use super::sso::SsoOptions;
use super::webhooks::WebhookOptions;

/// Every server option, from flags or environment variables. Empty means
/// default.
#[derive(clap::Args, Clone, Default)]
pub struct Options {
    /// Address and port to listen on [default: 0.0.0.0:8080]
    #[arg(long, env = "LISTEN")]
    pub listen: Option<String>,
    /// Lynx compatibility: when set and LISTEN is not, listen on 0.0.0.0:<port>
    #[arg(long, env = "EXPRESS_PORT", hide = true)]
    pub express_port: Option<String>,
    #[command(flatten)]
    pub database: DatabaseOptions,
    /// Public origin, e.g. https://s.example.com [default: the request's own origin]
    #[arg(long, env = "DOMAIN")]
    pub domain: Option<String>,
    /// What a host that is no short domain gets: default (served as the default domain) or reject (404 to short links and /) [default: default]
    #[arg(long, env = "UNKNOWN_HOSTS")]
    pub unknown_hosts: Option<String>,
    /// Target of GET / [default: /dash/overview]
    #[arg(long, env = "HOME_REDIRECT")]
    pub home_redirect: Option<String>,
    /// Resolve short links in the dashboard instead of a server redirect [default: false]
    #[arg(long, env = "FORCE_FRONTEND_REDIRECT")]
    pub force_frontend_redirect: Option<String>,
    /// HTTP status of redirects: 301, 302, 307 or 308 [default: 302]
    #[arg(long, env = "REDIRECT_STATUS")]
    pub redirect_status: Option<String>,
    /// Allow self-registration once an account exists [default: false]
    #[arg(long, env = "ENABLE_REGISTRATION")]
    pub enable_registration: Option<String>,
    /// Length of random slugs, 1–100 [default: 8]
    #[arg(long, env = "URL_LENGTH")]
    pub url_length: Option<String>,
    /// Alphabet of random slugs: standard (letters and digits) or lower (a–z) [default: standard]
    #[arg(long, env = "URL_SET")]
    pub url_set: Option<String>,
    #[command(flatten)]
    pub uniqueness: UniquenessOptions,
    /// Demo mode: limited features, links deleted after 10 minutes [default: false]
    #[arg(long, env = "DEMO")]
    pub demo: Option<String>,
    /// Mark cookies Secure; https origin when DOMAIN is unset [default: false]
    #[arg(long, env = "USE_HTTPS")]
    pub use_https: Option<String>,
    /// true (one proxy) or the number of proxies in front; trusts X-Forwarded-* [default: false]
    #[arg(long, env = "TRUST_PROXY")]
    pub trust_proxy: Option<String>,
    /// Allowed CORS origins: * or a comma-separated list [default: *]
    #[arg(long, env = "CORS")]
    pub cors: Option<String>,
    /// Umami analytics site id (needs UMAMI_URL too)
    #[arg(long, env = "UMAMI_SITEID")]
    pub umami_siteid: Option<String>,
    /// Umami analytics script address (needs UMAMI_SITEID too)
    #[arg(long, env = "UMAMI_URL")]
    pub umami_url: Option<String>,
    /// Write scheduled JSON backups of all links [default: false]
    #[arg(long, env = "BACKUP")]
    pub backup: Option<String>,
    /// Backup schedule, cron syntax in UTC (5 fields, or 6 with seconds) [default: "0 * * * *"]
    #[arg(long, env = "BACKUP_SCHEDULE")]
    pub backup_schedule: Option<String>,
    #[command(flatten)]
    pub backup_files: BackupFileOptions,
    /// Account id that is logged in automatically (single-user mode)
    #[arg(long, env = "SOLE_USER")]
    pub sole_user: Option<String>,
    /// Most slugs held in the redirect cache, known and unknown [default: 1000000]
    #[arg(long, env = "CACHE_CAPACITY")]
    pub cache_capacity: Option<String>,
    /// Fill the redirect cache at start, most-visited links first [default: true]
    #[arg(long, env = "CACHE_PRELOAD")]
    pub cache_preload: Option<String>,
    /// Milliseconds between writes of buffered visit counts [default: 1000]
    #[arg(long, env = "VISIT_FLUSH_MS")]
    pub visit_flush_ms: Option<String>,
    /// Flushes between writes of the statistics summaries, 1–10. At 1 they are written with the visit counters in every flush and equal them even after a crash; above 1 they are written less often, trail the counters by up to that many flushes, and a crash loses those flushes' statistics (not their counts) [default: 1]
    #[arg(long, env = "VISIT_SUMMARY_FLUSHES")]
    pub visit_summary_flushes: Option<String>,
    /// What a redirect records: full (counters and visit events), counts (counters only) or off (nothing) [default: full]
    #[arg(long, env = "VISIT_TRACKING")]
    pub visit_tracking: Option<String>,
    /// Seconds a client has to send a request's headers; also how long an idle keep-alive connection stays open [default: 15]
    #[arg(long, env = "HEADER_TIMEOUT")]
    pub header_timeout: Option<String>,
    /// Seconds a client has to send a whole request body [default: 300]
    #[arg(long, env = "BODY_TIMEOUT")]
    pub body_timeout: Option<String>,
    /// Most /api requests one client address may have in progress; more get 429 [default: 32]
    #[arg(long, env = "CLIENT_API_REQUESTS")]
    pub client_api_requests: Option<String>,
    /// Most password-checking /api requests (login, registration, recovery, verification) one client address may have in progress [default: 4]
    #[arg(long, env = "CLIENT_PASSWORD_REQUESTS")]
    pub client_password_requests: Option<String>,
    /// Days raw visit events are kept; hourly summaries stay. 0 keeps them forever [default: 90]
    #[arg(long, env = "VISIT_RETENTION_DAYS")]
    pub visit_retention_days: Option<String>,
    /// Days a deleted link's history is kept, and the link can be restored, 1–36500 [default: 30]
    #[arg(long, env = "LINK_HISTORY_DAYS")]
    pub link_history_days: Option<String>,
    /// Days audit log entries are kept, 1–36500 [default: 365]
    #[arg(long, env = "AUDIT_LOG_DAYS")]
    pub audit_log_days: Option<String>,
    /// Visit events held in memory between flushes, 1000–10000000; more are dropped and counted [default: 200000]
    #[arg(long, env = "VISIT_BUFFER")]
    pub visit_buffer: Option<String>,
    /// MaxMind-format country database (.mmdb: GeoLite2-Country, DB-IP Lite, …), reloaded when the file changes [default: none]
    #[arg(long, env = "GEOIP_DB")]
    pub geoip_db: Option<String>,
    /// Address and port of the Prometheus metrics listener (GET /metrics), e.g. 127.0.0.1:9100; keep it private [default: off]
    #[arg(long, env = "METRICS_LISTEN", global = true)]
    pub metrics_listen: Option<String>,
    /// Log format: text (for people) or json (one object per line, for collectors) [default: text]
    #[arg(long, env = "LOG_FORMAT", global = true)]
    pub log_format: Option<String>,
    /// Log level or filter: error, warn, info, debug, trace, or directives such as info,sqlx=warn [default: RUST_LOG, else info]
    #[arg(long, env = "LOG_LEVEL", global = true)]
    pub log_level: Option<String>,
    /// Write one line per request (not /healthz, /readyz) to stdout, off the request path: time, client network (IPv4 /24, IPv6 /48, never the full address), method, path without query string, status, duration; lines are dropped and counted if the writer falls behind [default: false]
    #[arg(long, env = "ACCESS_LOG", global = true)]
    pub access_log: Option<String>,
    /// Largest file, in MiB, an admin or the owner may import through the API, 50–1048576; standard accounts keep 50 MiB [default: 4096]
    #[arg(long, env = "ADMIN_IMPORT_LIMIT_MB")]
    pub admin_import_limit_mb: Option<String>,
    #[command(flatten)]
    pub sso: SsoOptions,
    #[command(flatten)]
    pub webhooks: WebhookOptions,
}

/// Where the data is: every command that opens the database reads these.
#[derive(clap::Args, Clone, Default)]
pub struct DatabaseOptions {
    /// Data folder, created if missing [default: ./data]
    #[arg(long, env = "DATA_DIR")]
    pub data_dir: Option<String>,
    /// sqlite://… or postgres://… [default: SQLite file <DATA_DIR>/linkhop.db]
    // The value may hold a password: `--help` never prints it.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,
    /// File whose content is DATABASE_URL (a container or systemd secret); a trailing newline is ignored. Set this or DATABASE_URL, not both
    #[arg(long, env = "DATABASE_URL_FILE")]
    pub database_url_file: Option<String>,
}

/// Where backups go and how many are kept: the server and `linkhop backup`.
#[derive(clap::Args, Clone, Default)]
pub struct BackupFileOptions {
    /// Backups to keep: 1 = backup.json, N = newest N, -1 = all [default: 5]
    #[arg(long, env = "BACKUP_COUNT")]
    pub backup_count: Option<String>,
    /// Backup folder [default: <DATA_DIR>/backups]
    #[arg(long, env = "BACKUP_DIR")]
    pub backup_dir: Option<String>,
}

/// The rule on duplicate destinations: the server and `linkhop import`.
#[derive(clap::Args, Clone, Default)]
pub struct UniquenessOptions {
    /// Allow only one link per exact destination [default: false]
    #[arg(long, env = "URL_ONLY_UNIQUE")]
    pub url_only_unique: Option<String>,
}
