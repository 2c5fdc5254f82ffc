//! Every setting, its default and its environment name (api.md §18).
//! `linkhop --help` is the configuration reference: each field's doc comment
//! is its entry. Raw values are read by clap and checked once by
//! [`Settings::resolve`], which names the variable at fault.

use crate::domain::links::SlugAlphabet;
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Raw options, from flags or environment variables. Empty means default.
#[derive(clap::Args, Clone, Default)]
pub struct Options {
    /// Address and port to listen on [default: 0.0.0.0:8080]
    #[arg(long, env = "LISTEN", global = true)]
    pub listen: Option<String>,
    /// Lynx compatibility: when set and LISTEN is not, listen on 0.0.0.0:<port>
    #[arg(long, env = "EXPRESS_PORT", global = true, hide = true)]
    pub express_port: Option<String>,
    /// Data folder, created if missing [default: ./data]
    #[arg(long, env = "DATA_DIR", global = true)]
    pub data_dir: Option<String>,
    /// sqlite://… or postgres://… [default: SQLite file <DATA_DIR>/linkhop.db]
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Public origin, e.g. https://s.example.com [default: the request's own origin]
    #[arg(long, env = "DOMAIN", global = true)]
    pub domain: Option<String>,
    /// Target of GET / [default: /dash/overview]
    #[arg(long, env = "HOME_REDIRECT", global = true)]
    pub home_redirect: Option<String>,
    /// Resolve short links in the dashboard instead of a server redirect [default: false]
    #[arg(long, env = "FORCE_FRONTEND_REDIRECT", global = true)]
    pub force_frontend_redirect: Option<String>,
    /// HTTP status of redirects: 301, 302, 307 or 308 [default: 302]
    #[arg(long, env = "REDIRECT_STATUS", global = true)]
    pub redirect_status: Option<String>,
    /// Allow self-registration once an account exists [default: false]
    #[arg(long, env = "ENABLE_REGISTRATION", global = true)]
    pub enable_registration: Option<String>,
    /// Length of random slugs, 1–100 [default: 8]
    #[arg(long, env = "URL_LENGTH", global = true)]
    pub url_length: Option<String>,
    /// Alphabet of random slugs: standard (letters and digits) or lower (a–z) [default: standard]
    #[arg(long, env = "URL_SET", global = true)]
    pub url_set: Option<String>,
    /// Allow only one link per exact destination [default: false]
    #[arg(long, env = "URL_ONLY_UNIQUE", global = true)]
    pub url_only_unique: Option<String>,
    /// Demo mode: limited features, links deleted after 10 minutes [default: false]
    #[arg(long, env = "DEMO", global = true)]
    pub demo: Option<String>,
    /// Mark cookies Secure; https origin when DOMAIN is unset [default: false]
    #[arg(long, env = "USE_HTTPS", global = true)]
    pub use_https: Option<String>,
    /// true (one proxy) or the number of proxies in front; trusts X-Forwarded-* [default: false]
    #[arg(long, env = "TRUST_PROXY", global = true)]
    pub trust_proxy: Option<String>,
    /// Allowed CORS origins: * or a comma-separated list [default: *]
    #[arg(long, env = "CORS", global = true)]
    pub cors: Option<String>,
    /// Umami analytics site id (needs UMAMI_URL too)
    #[arg(long, env = "UMAMI_SITEID", global = true)]
    pub umami_siteid: Option<String>,
    /// Umami analytics script address (needs UMAMI_SITEID too)
    #[arg(long, env = "UMAMI_URL", global = true)]
    pub umami_url: Option<String>,
    /// Write scheduled JSON backups of all links [default: false]
    #[arg(long, env = "BACKUP", global = true)]
    pub backup: Option<String>,
    /// Backup schedule, cron syntax in UTC (5 fields, or 6 with seconds) [default: "0 * * * *"]
    #[arg(long, env = "BACKUP_SCHEDULE", global = true)]
    pub backup_schedule: Option<String>,
    /// Backups to keep: 1 = backup.json, N = newest N, -1 = all [default: 5]
    #[arg(long, env = "BACKUP_COUNT", global = true)]
    pub backup_count: Option<String>,
    /// Backup folder [default: <DATA_DIR>/backups]
    #[arg(long, env = "BACKUP_DIR", global = true)]
    pub backup_dir: Option<String>,
    /// Account id that is logged in automatically (single-user mode)
    #[arg(long, env = "SOLE_USER", global = true)]
    pub sole_user: Option<String>,
    /// Most slugs held in the redirect cache, known and unknown [default: 1000000]
    #[arg(long, env = "CACHE_CAPACITY", global = true)]
    pub cache_capacity: Option<String>,
    /// Fill the redirect cache at start, most-visited links first [default: true]
    #[arg(long, env = "CACHE_PRELOAD", global = true)]
    pub cache_preload: Option<String>,
    /// Milliseconds between writes of buffered visit counts [default: 1000]
    #[arg(long, env = "VISIT_FLUSH_MS", global = true)]
    pub visit_flush_ms: Option<String>,
    /// Seconds a client has to send a request's headers; also how long an idle keep-alive connection stays open [default: 15]
    #[arg(long, env = "HEADER_TIMEOUT", global = true)]
    pub header_timeout: Option<String>,
    /// Seconds a client has to send a whole request body [default: 300]
    #[arg(long, env = "BODY_TIMEOUT", global = true)]
    pub body_timeout: Option<String>,
    /// Most /api requests one client address may have in progress; more get 429 [default: 32]
    #[arg(long, env = "CLIENT_API_REQUESTS", global = true)]
    pub client_api_requests: Option<String>,
    /// Most password-checking /api requests (login, registration, recovery, verification) one client address may have in progress [default: 4]
    #[arg(long, env = "CLIENT_PASSWORD_REQUESTS", global = true)]
    pub client_password_requests: Option<String>,
}

/// The options after checking: what the rest of the program reads.
#[derive(Clone)]
pub struct Settings {
    pub listen: SocketAddr,
    pub data_dir: PathBuf,
    pub database_url: String,
    pub domain: Option<String>,
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
    /// Time to receive a request's headers, and most idle time between
    /// requests on a keep-alive connection.
    pub header_timeout: Duration,
    /// Time to receive a whole request body.
    pub body_timeout: Duration,
    pub limits: ClientLimits,
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

fn invalid(variable: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError {
        variable,
        reason: reason.into(),
    }
}

fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

fn parse_bool(
    variable: &'static str,
    value: &Option<String>,
    default: bool,
) -> Result<bool, ConfigError> {
    match present(value).map(|v| v.to_ascii_lowercase()) {
        None => Ok(default),
        Some(v) if matches!(v.as_str(), "true" | "1" | "yes") => Ok(true),
        Some(v) if matches!(v.as_str(), "false" | "0" | "no") => Ok(false),
        Some(_) => Err(invalid(variable, "expected true/false, 1/0 or yes/no")),
    }
}

fn parse_num<T: std::str::FromStr>(
    variable: &'static str,
    value: &Option<String>,
    default: T,
) -> Result<T, ConfigError> {
    match present(value) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| invalid(variable, "expected a number")),
    }
}

impl Settings {
    pub fn resolve(options: &Options) -> Result<Self, ConfigError> {
        let listen = match (present(&options.listen), present(&options.express_port)) {
            (Some(listen), _) => listen
                .parse()
                .map_err(|_| invalid("LISTEN", "expected address:port"))?,
            (None, Some(port)) => {
                let port: u16 = port
                    .parse()
                    .map_err(|_| invalid("EXPRESS_PORT", "expected a port number"))?;
                SocketAddr::from(([0, 0, 0, 0], port))
            }
            (None, None) => SocketAddr::from(([0, 0, 0, 0], 8080)),
        };
        let data_dir = PathBuf::from(present(&options.data_dir).unwrap_or("./data"));
        let database_url = match present(&options.database_url) {
            Some(url)
                if url.starts_with("sqlite:")
                    || url.starts_with("postgres://")
                    || url.starts_with("postgresql://") =>
            {
                url.to_owned()
            }
            Some(_) => {
                return Err(invalid(
                    "DATABASE_URL",
                    "expected sqlite://… or postgres://…",
                ))
            }
            None => format!("sqlite://{}", data_dir.join("linkhop.db").display()),
        };
        let domain = present(&options.domain).map(|d| d.trim_end_matches('/').to_owned());
        if let Some(d) = &domain {
            let ok = url::Url::parse(d)
                .is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
            if !ok {
                return Err(invalid(
                    "DOMAIN",
                    "expected an origin such as https://s.example.com",
                ));
            }
        }
        let redirect_status = parse_num("REDIRECT_STATUS", &options.redirect_status, 302u16)?;
        if ![301, 302, 307, 308].contains(&redirect_status) {
            return Err(invalid("REDIRECT_STATUS", "expected 301, 302, 307 or 308"));
        }
        let url_length = parse_num("URL_LENGTH", &options.url_length, 8usize)?;
        if !(1..=100).contains(&url_length) {
            return Err(invalid("URL_LENGTH", "expected 1 to 100"));
        }
        let url_set = match present(&options.url_set).map(|v| v.to_ascii_lowercase()) {
            None => SlugAlphabet::Standard,
            Some(v) if v == "standard" => SlugAlphabet::Standard,
            Some(v) if v == "lower" => SlugAlphabet::Lower,
            Some(_) => return Err(invalid("URL_SET", "expected standard or lower")),
        };
        let trust_proxy = match present(&options.trust_proxy).map(|v| v.to_ascii_lowercase()) {
            None => 0,
            Some(v) if matches!(v.as_str(), "true" | "yes") => 1,
            Some(v) if matches!(v.as_str(), "false" | "no") => 0,
            Some(v) => v.parse().map_err(|_| {
                invalid("TRUST_PROXY", "expected true, false or a number of proxies")
            })?,
        };
        let cors = match present(&options.cors) {
            None | Some("*") => Cors::Any,
            Some(list) => Cors::List(
                list.split(',')
                    .map(|o| o.trim().trim_end_matches('/').to_owned())
                    .filter(|o| !o.is_empty())
                    .collect(),
            ),
        };
        let umami = match (present(&options.umami_siteid), present(&options.umami_url)) {
            (Some(site), Some(url)) => Some(Umami {
                site: site.to_owned(),
                url: url.to_owned(),
            }),
            _ => None,
        };
        let backup_count = parse_num("BACKUP_COUNT", &options.backup_count, 5i64)?;
        if backup_count == 0 || backup_count < -1 {
            return Err(invalid("BACKUP_COUNT", "expected -1 or a positive number"));
        }
        if let Some(schedule) = present(&options.backup_schedule) {
            crate::domain::schedule::Schedule::parse(schedule)
                .map_err(|reason| invalid("BACKUP_SCHEDULE", reason))?;
        }
        let backup_dir = present(&options.backup_dir)
            .map(PathBuf::from)
            .unwrap_or_else(|| data_dir.join("backups"));
        let cache_capacity = parse_num("CACHE_CAPACITY", &options.cache_capacity, 1_000_000usize)?;
        let visit_flush_ms = parse_num("VISIT_FLUSH_MS", &options.visit_flush_ms, 1000u64)?;
        if visit_flush_ms == 0 || visit_flush_ms > 1000 {
            return Err(invalid("VISIT_FLUSH_MS", "expected 1 to 1000"));
        }
        let seconds =
            |variable: &'static str, value: &Option<String>, default: u64| match parse_num(
                variable, value, default,
            )? {
                0 => Err(invalid(variable, "expected a number of seconds above 0")),
                n => Ok(Duration::from_secs(n)),
            };
        let header_timeout = seconds("HEADER_TIMEOUT", &options.header_timeout, 15)?;
        let body_timeout = seconds("BODY_TIMEOUT", &options.body_timeout, 300)?;
        let at_least_one =
            |variable: &'static str, value: &Option<String>, default: usize| match parse_num(
                variable, value, default,
            )? {
                0 => Err(invalid(variable, "expected a number above 0")),
                n => Ok(n),
            };
        let limits = ClientLimits {
            api: at_least_one("CLIENT_API_REQUESTS", &options.client_api_requests, 32)?,
            password: at_least_one(
                "CLIENT_PASSWORD_REQUESTS",
                &options.client_password_requests,
                4,
            )?,
        };
        Ok(Self {
            listen,
            data_dir,
            database_url,
            domain,
            home_redirect: present(&options.home_redirect)
                .unwrap_or("/dash/overview")
                .to_owned(),
            force_frontend_redirect: parse_bool(
                "FORCE_FRONTEND_REDIRECT",
                &options.force_frontend_redirect,
                false,
            )?,
            redirect_status,
            enable_registration: parse_bool(
                "ENABLE_REGISTRATION",
                &options.enable_registration,
                false,
            )?,
            url_length,
            url_set,
            url_only_unique: parse_bool("URL_ONLY_UNIQUE", &options.url_only_unique, false)?,
            demo: parse_bool("DEMO", &options.demo, false)?,
            use_https: parse_bool("USE_HTTPS", &options.use_https, false)?,
            trust_proxy,
            cors,
            umami,
            backup: parse_bool("BACKUP", &options.backup, false)?,
            backup_schedule: present(&options.backup_schedule)
                .unwrap_or("0 * * * *")
                .to_owned(),
            backup_count,
            backup_dir,
            sole_user: present(&options.sole_user).map(str::to_owned),
            cache_capacity,
            cache_preload: parse_bool("CACHE_PRELOAD", &options.cache_preload, true)?,
            visit_flush_ms,
            header_timeout,
            body_timeout,
            limits,
        })
    }

    /// Settings for tests and tools: every default, on the given database.
    pub fn defaults_with_database(database_url: &str, data_dir: PathBuf) -> Self {
        let options = Options {
            database_url: Some(database_url.to_owned()),
            data_dir: Some(data_dir.display().to_string()),
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
mod tests {
    use super::*;

    #[test]
    fn empty_environment_resolves_to_defaults() {
        let s = Settings::resolve(&Options::default()).expect("defaults");
        assert_eq!(s.listen.to_string(), "0.0.0.0:8080");
        assert_eq!(s.redirect_status, 302);
        assert_eq!(s.url_length, 8);
        assert_eq!(s.cors, Cors::Any);
        assert!(s.database_url.ends_with("linkhop.db"));
        assert_eq!(s.backup_count, 5);
        assert_eq!(s.header_timeout, Duration::from_secs(15));
        assert_eq!(s.body_timeout, Duration::from_secs(300));
        assert_eq!(
            s.limits,
            ClientLimits {
                api: 32,
                password: 4
            }
        );
    }

    #[test]
    fn invalid_values_name_their_variable() {
        let bad = |o: Options| Settings::resolve(&o).err().map(|e| e.variable);
        assert_eq!(
            bad(Options {
                redirect_status: Some("303".into()),
                ..Default::default()
            }),
            Some("REDIRECT_STATUS")
        );
        assert_eq!(
            bad(Options {
                demo: Some("maybe".into()),
                ..Default::default()
            }),
            Some("DEMO")
        );
        assert_eq!(
            bad(Options {
                url_length: Some("0".into()),
                ..Default::default()
            }),
            Some("URL_LENGTH")
        );
        assert_eq!(
            bad(Options {
                backup_count: Some("0".into()),
                ..Default::default()
            }),
            Some("BACKUP_COUNT")
        );
        assert_eq!(
            bad(Options {
                header_timeout: Some("0".into()),
                ..Default::default()
            }),
            Some("HEADER_TIMEOUT")
        );
        assert_eq!(
            bad(Options {
                client_password_requests: Some("0".into()),
                ..Default::default()
            }),
            Some("CLIENT_PASSWORD_REQUESTS")
        );
    }

    #[test]
    fn booleans_and_lists() {
        let s = Settings::resolve(&Options {
            demo: Some("YES".into()),
            use_https: Some("".into()),
            cors: Some(" https://a.example , https://b.example/ ".into()),
            express_port: Some("3000".into()),
            trust_proxy: Some("2".into()),
            ..Default::default()
        })
        .expect("valid");
        assert!(s.demo);
        assert!(!s.use_https);
        assert_eq!(
            s.cors,
            Cors::List(vec!["https://a.example".into(), "https://b.example".into()])
        );
        assert_eq!(s.listen.port(), 3000);
        assert_eq!(s.trust_proxy, 2);
    }
}
