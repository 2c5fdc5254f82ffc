//! The effective settings as `NAME=value` lines, for `linkhop check-config`:
//! every value after defaults and checks, secrets masked.

use super::{Cors, LogFormat, Settings, SsoSettings, VisitTracking};
use crate::domain::links::SlugAlphabet;

/// What replaces a password in a printed URL.
const MASK: &str = "********";

impl Settings {
    /// Each variable and its effective value, in `--help` order. Unset
    /// optional settings are empty.
    pub fn effective(&self) -> Vec<(&'static str, String)> {
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        let path = |value: &std::path::Path| value.display().to_string();
        let mut lines = vec![
            ("LISTEN", self.listen.to_string()),
            ("DATA_DIR", path(&self.data_dir)),
            ("DATABASE_URL", masked_url(&self.database_url)),
            ("DOMAIN", text(&self.domain)),
            (
                "UNKNOWN_HOSTS",
                if self.reject_unknown_hosts {
                    "reject"
                } else {
                    "default"
                }
                .to_owned(),
            ),
            ("HOME_REDIRECT", self.home_redirect.clone()),
            (
                "FORCE_FRONTEND_REDIRECT",
                self.force_frontend_redirect.to_string(),
            ),
            ("REDIRECT_STATUS", self.redirect_status.to_string()),
            ("ENABLE_REGISTRATION", self.enable_registration.to_string()),
            ("URL_LENGTH", self.url_length.to_string()),
            (
                "URL_SET",
                match self.url_set {
                    SlugAlphabet::Standard => "standard",
                    SlugAlphabet::Lower => "lower",
                }
                .to_owned(),
            ),
            ("URL_ONLY_UNIQUE", self.url_only_unique.to_string()),
            ("DEMO", self.demo.to_string()),
            ("USE_HTTPS", self.use_https.to_string()),
            ("TRUST_PROXY", self.trust_proxy.to_string()),
            (
                "CORS",
                match &self.cors {
                    Cors::Any => "*".to_owned(),
                    Cors::List(origins) => origins.join(","),
                },
            ),
            (
                "UMAMI_SITEID",
                self.umami
                    .as_ref()
                    .map(|u| u.site.clone())
                    .unwrap_or_default(),
            ),
            (
                "UMAMI_URL",
                self.umami
                    .as_ref()
                    .map(|u| u.url.clone())
                    .unwrap_or_default(),
            ),
            ("BACKUP", self.backup.to_string()),
            ("BACKUP_SCHEDULE", self.backup_schedule.clone()),
            ("BACKUP_COUNT", self.backup_count.to_string()),
            ("BACKUP_DIR", path(&self.backup_dir)),
            ("SOLE_USER", text(&self.sole_user)),
            ("CACHE_CAPACITY", self.cache_capacity.to_string()),
            ("CACHE_PRELOAD", self.cache_preload.to_string()),
            ("VISIT_FLUSH_MS", self.visit_flush_ms.to_string()),
            (
                "VISIT_SUMMARY_FLUSHES",
                self.visit_summary_flushes.to_string(),
            ),
            (
                "VISIT_TRACKING",
                match self.visit_tracking {
                    VisitTracking::Full => "full",
                    VisitTracking::Counts => "counts",
                    VisitTracking::Off => "off",
                }
                .to_owned(),
            ),
            ("HEADER_TIMEOUT", self.header_timeout.as_secs().to_string()),
            ("BODY_TIMEOUT", self.body_timeout.as_secs().to_string()),
            ("CLIENT_API_REQUESTS", self.limits.api.to_string()),
            ("CLIENT_PASSWORD_REQUESTS", self.limits.password.to_string()),
            (
                "VISIT_RETENTION_DAYS",
                self.visit_retention_days.unwrap_or(0).to_string(),
            ),
            ("LINK_HISTORY_DAYS", self.link_history_days.to_string()),
            ("AUDIT_LOG_DAYS", self.audit_log_days.to_string()),
            ("VISIT_BUFFER", self.visit_buffer.to_string()),
            (
                "ADMIN_IMPORT_LIMIT_MB",
                (self.admin_import_limit / (1024 * 1024)).to_string(),
            ),
            (
                "GEOIP_DB",
                self.geoip_db.as_deref().map(path).unwrap_or_default(),
            ),
            (
                "METRICS_LISTEN",
                self.metrics_listen
                    .map(|address| address.to_string())
                    .unwrap_or_default(),
            ),
            (
                "LOG_FORMAT",
                match self.log_format {
                    LogFormat::Text => "text",
                    LogFormat::Json => "json",
                }
                .to_owned(),
            ),
            ("LOG_LEVEL", text(&self.log_level)),
            ("ACCESS_LOG", self.access_log.to_string()),
        ];
        lines.extend(self.oidc_lines());
        lines.extend(self.webhooks.effective());
        lines
    }
}

impl Settings {
    /// The single sign-on lines: empty values when it is off; the client
    /// secret masked.
    fn oidc_lines(&self) -> Vec<(&'static str, String)> {
        let sso = self.sso.as_ref();
        let text = |f: fn(&SsoSettings) -> String| sso.map(f).unwrap_or_default();
        vec![
            ("OIDC_ISSUER", text(|o| o.issuer.clone())),
            ("OIDC_CLIENT_ID", text(|o| o.client_id.clone())),
            (
                "OIDC_CLIENT_SECRET",
                text(|o| {
                    o.client_secret
                        .as_ref()
                        .map(|_| MASK.to_owned())
                        .unwrap_or_default()
                }),
            ),
            ("OIDC_NAME", text(|o| o.name.clone())),
            (
                "OIDC_CREATE_ACCOUNTS",
                sso.is_some_and(|o| o.create_accounts).to_string(),
            ),
            ("OIDC_ROLE_CLAIM", text(|o| o.role_claim.join("."))),
            ("OIDC_ADMIN_GROUPS", text(|o| o.admin_groups.join(","))),
            ("OIDC_ONLY", sso.is_some_and(|o| o.only).to_string()),
        ]
    }
}

/// The URL with its password (and a `password=` query value) replaced.
pub fn masked_url(url: &str) -> String {
    let Ok(mut parsed) = url::Url::parse(url) else {
        // Not a URL after all: print nothing that could be a secret.
        return MASK.to_owned();
    };
    if parsed.password().is_some() && parsed.set_password(Some(MASK)).is_err() {
        return MASK.to_owned();
    }
    let has_password_parameter = parsed
        .query_pairs()
        .any(|(key, _)| key.eq_ignore_ascii_case("password"));
    if has_password_parameter {
        let pairs: Vec<(String, String)> = parsed
            .query_pairs()
            .map(|(key, value)| {
                let value = if key.eq_ignore_ascii_case("password") {
                    MASK.to_owned()
                } else {
                    value.into_owned()
                };
                (key.into_owned(), value)
            })
            .collect();
        parsed.query_pairs_mut().clear().extend_pairs(pairs);
    }
    parsed.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Options;
    use clap::{Args, Command};

    #[test]
    fn passwords_are_masked_and_the_rest_kept() {
        assert_eq!(
            masked_url("postgres://linkhop:s3cret@db:5432/links?sslmode=disable"),
            "postgres://linkhop:********@db:5432/links?sslmode=disable"
        );
        assert_eq!(
            masked_url("postgres://db/links?user=l&password=s3cret"),
            "postgres://db/links?user=l&password=********"
        );
        assert_eq!(
            masked_url("sqlite:///var/lib/linkhop/linkhop.db"),
            "sqlite:///var/lib/linkhop/linkhop.db"
        );
    }

    /// Adding a server option without its line here fails this test.
    #[test]
    fn every_server_variable_is_listed() {
        let settings = Settings::resolve(&Options::default()).expect("defaults");
        let listed: Vec<&str> = settings.effective().iter().map(|(name, _)| *name).collect();
        let command = Options::augment_args(Command::new("serve"));
        for arg in command.get_arguments() {
            let Some(env) = arg.get_env().and_then(|e| e.to_str()) else {
                continue;
            };
            // Folded into other lines: LISTEN and DATABASE_URL.
            if env == "EXPRESS_PORT" || env.ends_with("_FILE") {
                continue;
            }
            assert!(listed.contains(&env), "{env} is missing from effective()");
        }
        assert!(listed.len() >= 30, "{listed:?}");
    }
}
