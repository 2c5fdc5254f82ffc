//! Checks the raw options once and turns them into [`Settings`], naming the variable at fault.

use super::log_filter::check_log_filter;
use super::options::{BackupFileOptions, DatabaseOptions, UniquenessOptions};
use super::secret_file::read_secret;
use super::{ClientLimits, ConfigError, Cors, LogFormat, Options, Settings, Umami, VisitTracking};
use crate::domain::links::SlugAlphabet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub(super) fn invalid(variable: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError {
        variable,
        reason: reason.into(),
    }
}

fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

pub(super) fn parse_bool(
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

pub(super) fn parse_num<T: std::str::FromStr>(
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

/// The data folder and the database URL (from DATABASE_URL or its file).
pub fn resolve_database(options: &DatabaseOptions) -> Result<(PathBuf, String), ConfigError> {
    let data_dir = PathBuf::from(present(&options.data_dir).unwrap_or("./data"));
    let given = read_secret(
        "DATABASE_URL",
        "DATABASE_URL_FILE",
        present(&options.database_url),
        options.database_url_file.as_deref(),
    )?;
    let database_url = match given.as_deref().map(str::trim) {
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
    Ok((data_dir, database_url))
}

impl BackupFileOptions {
    /// BACKUP_DIR (default under the data folder) and BACKUP_COUNT.
    pub fn resolve(&self, data_dir: &Path) -> Result<(PathBuf, i64), ConfigError> {
        let count = parse_num("BACKUP_COUNT", &self.backup_count, 5i64)?;
        if count == 0 || count < -1 {
            return Err(invalid("BACKUP_COUNT", "expected -1 or a positive number"));
        }
        let dir = present(&self.backup_dir)
            .map(PathBuf::from)
            .unwrap_or_else(|| data_dir.join("backups"));
        Ok((dir, count))
    }
}

impl UniquenessOptions {
    /// URL_ONLY_UNIQUE.
    pub fn resolve(&self) -> Result<bool, ConfigError> {
        parse_bool("URL_ONLY_UNIQUE", &self.url_only_unique, false)
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
        let (data_dir, database_url) = resolve_database(&options.database)?;
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
        let reject_unknown_hosts = match present(&options.unknown_hosts)
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            None | Some("default") => false,
            Some("reject") if domain.is_none() => {
                return Err(invalid(
                    "UNKNOWN_HOSTS",
                    "reject needs DOMAIN, the default domain's own host",
                ))
            }
            Some("reject") => true,
            Some(_) => return Err(invalid("UNKNOWN_HOSTS", "expected default or reject")),
        };
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
        let (backup_dir, backup_count) = options.backup_files.resolve(&data_dir)?;
        if let Some(schedule) = present(&options.backup_schedule) {
            crate::domain::schedule::Schedule::parse(schedule)
                .map_err(|reason| invalid("BACKUP_SCHEDULE", reason))?;
        }
        let cache_capacity = parse_num("CACHE_CAPACITY", &options.cache_capacity, 1_000_000usize)?;
        let visit_flush_ms = parse_num("VISIT_FLUSH_MS", &options.visit_flush_ms, 1000u64)?;
        if visit_flush_ms == 0 || visit_flush_ms > 1000 {
            return Err(invalid("VISIT_FLUSH_MS", "expected 1 to 1000"));
        }
        let visit_summary_flushes = parse_num(
            "VISIT_SUMMARY_FLUSHES",
            &options.visit_summary_flushes,
            1u32,
        )?;
        if !(1..=10).contains(&visit_summary_flushes) {
            return Err(invalid("VISIT_SUMMARY_FLUSHES", "expected 1 to 10"));
        }
        let visit_tracking = match present(&options.visit_tracking) {
            None => VisitTracking::Full,
            Some(v) => VisitTracking::parse(v)
                .ok_or_else(|| invalid("VISIT_TRACKING", "expected full, counts or off"))?,
        };
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
        let visit_retention_days =
            match parse_num("VISIT_RETENTION_DAYS", &options.visit_retention_days, 90u32)? {
                0 => None,
                days if days > 36_500 => {
                    return Err(invalid("VISIT_RETENTION_DAYS", "expected 0 to 36500"))
                }
                days => Some(days),
            };
        let link_history_days = parse_num(
            "LINK_HISTORY_DAYS",
            &options.link_history_days,
            crate::domain::link_history::DEFAULT_RETENTION_DAYS,
        )?;
        if !(1..=36_500).contains(&link_history_days) {
            return Err(invalid("LINK_HISTORY_DAYS", "expected 1 to 36500"));
        }
        let audit_log_days = parse_num(
            "AUDIT_LOG_DAYS",
            &options.audit_log_days,
            crate::domain::audit::DEFAULT_RETENTION_DAYS,
        )?;
        if !(1..=36_500).contains(&audit_log_days) {
            return Err(invalid("AUDIT_LOG_DAYS", "expected 1 to 36500"));
        }
        let visit_buffer = parse_num("VISIT_BUFFER", &options.visit_buffer, 200_000usize)?;
        if !(1_000..=10_000_000).contains(&visit_buffer) {
            return Err(invalid("VISIT_BUFFER", "expected 1000 to 10000000"));
        }
        let geoip_db = present(&options.geoip_db).map(PathBuf::from);
        let metrics_listen = match present(&options.metrics_listen) {
            None => None,
            Some(address) => Some(
                address
                    .parse::<SocketAddr>()
                    .map_err(|_| invalid("METRICS_LISTEN", "expected address:port"))?,
            ),
        };
        if metrics_listen.is_some_and(|m| m.port() != 0 && m == listen) {
            return Err(invalid("METRICS_LISTEN", "must differ from LISTEN"));
        }
        let log_format = match present(&options.log_format).map(|v| v.to_ascii_lowercase()) {
            None => LogFormat::Text,
            Some(v) if v == "text" => LogFormat::Text,
            Some(v) if v == "json" => LogFormat::Json,
            Some(_) => return Err(invalid("LOG_FORMAT", "expected text or json")),
        };
        let log_level = present(&options.log_level).map(str::to_owned);
        if let Some(filter) = &log_level {
            check_log_filter(filter).map_err(|reason| invalid("LOG_LEVEL", reason))?;
        }
        let sso = options.sso.resolve(domain.as_deref())?;
        let webhooks = options.webhooks.resolve()?;
        Ok(Self {
            admin_import_limit: super::import_limit::admin_import_limit(options)?,
            metrics_listen,
            log_format,
            log_level,
            access_log: parse_bool("ACCESS_LOG", &options.access_log, false)?,
            visit_retention_days,
            link_history_days,
            audit_log_days,
            visit_buffer,
            geoip_db,
            listen,
            data_dir,
            database_url,
            domain,
            reject_unknown_hosts,
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
            url_only_unique: options.uniqueness.resolve()?,
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
            visit_summary_flushes,
            visit_tracking,
            header_timeout,
            body_timeout,
            limits,
            sso,
            webhooks,
        })
    }
}

#[cfg(test)]
#[path = "resolve_tests.rs"]
mod tests;
