//! Single sign-on with OpenID Connect (`OIDC_*`, docs/accounts.md): the
//! raw options, their checks and the resulting [`SsoSettings`].

use super::secret_file::read_secret;
use super::ConfigError;

/// OpenID Connect single sign-on: off unless OIDC_ISSUER is set.
#[derive(clap::Args, Clone, Default)]
pub struct SsoOptions {
    /// OpenID provider's issuer URL, e.g. https://id.example.com/realms/main; enables single sign-on (needs DOMAIN and OIDC_CLIENT_ID) [default: off]
    #[arg(long, env = "OIDC_ISSUER")]
    pub oidc_issuer: Option<String>,
    /// Client id registered at the provider, with the redirect URI <DOMAIN>/api/auth/oidc/callback
    #[arg(long, env = "OIDC_CLIENT_ID")]
    pub oidc_client_id: Option<String>,
    /// Client secret (confidential client); unset for a public client, which PKCE protects [default: none]
    #[arg(long, env = "OIDC_CLIENT_SECRET", hide_env_values = true)]
    pub oidc_client_secret: Option<String>,
    /// File whose content is OIDC_CLIENT_SECRET (a container or systemd secret); a trailing newline is ignored. Set this or OIDC_CLIENT_SECRET, not both
    #[arg(long, env = "OIDC_CLIENT_SECRET_FILE")]
    pub oidc_client_secret_file: Option<String>,
    /// Provider name on the login page's button, "Log in with <name>" [default: SSO]
    #[arg(long, env = "OIDC_NAME")]
    pub oidc_name: Option<String>,
    /// Create an account at the first single sign-on of an unknown identity [default: false]
    #[arg(long, env = "OIDC_CREATE_ACCOUNTS")]
    pub oidc_create_accounts: Option<String>,
    /// Claim listing the user's groups; a dotted path reaches into objects, e.g. realm_access.roles [default: groups]
    #[arg(long, env = "OIDC_ROLE_CLAIM")]
    pub oidc_role_claim: Option<String>,
    /// Comma-separated groups whose members are admins, checked at each single sign-on; unset leaves roles to Linkhop [default: none]
    #[arg(long, env = "OIDC_ADMIN_GROUPS")]
    pub oidc_admin_groups: Option<String>,
    /// Hide password login for everyone but the owner, who keeps it in case the provider is down [default: false]
    #[arg(long, env = "OIDC_ONLY")]
    pub oidc_only: Option<String>,
}

/// Single sign-on as configured; present only when OIDC_ISSUER is set.
#[derive(Clone, PartialEq, Eq)]
pub struct SsoSettings {
    /// The issuer exactly as given (discovery compares it with the
    /// provider's own `issuer`).
    pub issuer: String,
    pub client_id: String,
    pub client_secret: Option<String>,
    pub name: String,
    pub create_accounts: bool,
    /// The claim path, split at dots.
    pub role_claim: Vec<String>,
    pub admin_groups: Vec<String>,
    pub only: bool,
    /// `<DOMAIN>/api/auth/oidc/callback`.
    pub redirect_uri: String,
}

impl std::fmt::Debug for SsoSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the client secret.
        f.debug_struct("SsoSettings")
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

/// The path of the callback under DOMAIN.
pub const SSO_CALLBACK_PATH: &str = "/api/auth/oidc/callback";

fn invalid(variable: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError {
        variable,
        reason: reason.into(),
    }
}

fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

fn flag(variable: &'static str, value: &Option<String>) -> Result<bool, ConfigError> {
    match present(value).map(str::to_ascii_lowercase).as_deref() {
        None | Some("false" | "0" | "no") => Ok(false),
        Some("true" | "1" | "yes") => Ok(true),
        Some(_) => Err(invalid(variable, "expected true/false, 1/0 or yes/no")),
    }
}

/// Plain HTTP is only for a provider on this machine (tests, development):
/// anywhere else the tokens would cross the network readable.
fn check_issuer(issuer: &str) -> Result<(), ConfigError> {
    let url = url::Url::parse(issuer).map_err(|_| {
        invalid(
            "OIDC_ISSUER",
            "expected a URL such as https://id.example.com",
        )
    })?;
    let local = matches!(
        url.host_str(),
        Some("localhost" | "127.0.0.1" | "[::1]" | "::1")
    );
    let secure = url.scheme() == "https" || (url.scheme() == "http" && local);
    if !secure || url.query().is_some() || url.fragment().is_some() {
        return Err(invalid(
            "OIDC_ISSUER",
            "expected an https:// URL without query or fragment (http:// only for localhost)",
        ));
    }
    Ok(())
}

impl SsoOptions {
    /// `None` when single sign-on is off. `domain` is DOMAIN, already
    /// checked: the provider must know where to send the browser back.
    pub fn resolve(&self, domain: Option<&str>) -> Result<Option<SsoSettings>, ConfigError> {
        let secret = read_secret(
            "OIDC_CLIENT_SECRET",
            "OIDC_CLIENT_SECRET_FILE",
            present(&self.oidc_client_secret),
            self.oidc_client_secret_file.as_deref(),
        )?;
        let only = flag("OIDC_ONLY", &self.oidc_only)?;
        let create_accounts = flag("OIDC_CREATE_ACCOUNTS", &self.oidc_create_accounts)?;
        let Some(issuer) = present(&self.oidc_issuer) else {
            if only {
                return Err(invalid("OIDC_ONLY", "needs OIDC_ISSUER"));
            }
            if present(&self.oidc_client_id).is_some() || secret.is_some() {
                return Err(invalid("OIDC_ISSUER", "required by OIDC_CLIENT_ID"));
            }
            return Ok(None);
        };
        check_issuer(issuer)?;
        let Some(domain) = domain else {
            return Err(invalid(
                "DOMAIN",
                format!(
                    "required by OIDC_ISSUER: the provider sends the browser back to <DOMAIN>{SSO_CALLBACK_PATH}, e.g. DOMAIN=https://s.example.com"
                ),
            ));
        };
        let client_id = present(&self.oidc_client_id)
            .ok_or_else(|| invalid("OIDC_CLIENT_ID", "required by OIDC_ISSUER"))?;
        let name = present(&self.oidc_name).unwrap_or("SSO");
        if name.chars().count() > 40 || name.chars().any(char::is_control) {
            return Err(invalid(
                "OIDC_NAME",
                "expected at most 40 characters on one line",
            ));
        }
        let role_claim: Vec<String> = present(&self.oidc_role_claim)
            .unwrap_or("groups")
            .split('.')
            .map(str::to_owned)
            .collect();
        if role_claim.iter().any(|part| part.trim().is_empty()) {
            return Err(invalid(
                "OIDC_ROLE_CLAIM",
                "expected a claim name or a dotted path such as realm_access.roles",
            ));
        }
        let admin_groups = present(&self.oidc_admin_groups)
            .map(|list| {
                list.split(',')
                    .map(str::trim)
                    .filter(|g| !g.is_empty())
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default();
        Ok(Some(SsoSettings {
            issuer: issuer.to_owned(),
            client_id: client_id.to_owned(),
            client_secret: secret,
            name: name.to_owned(),
            create_accounts,
            role_claim,
            admin_groups,
            only,
            redirect_uri: format!("{domain}{SSO_CALLBACK_PATH}"),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(issuer: &str) -> SsoOptions {
        SsoOptions {
            oidc_issuer: Some(issuer.into()),
            oidc_client_id: Some("linkhop".into()),
            ..Default::default()
        }
    }

    fn error(options: &SsoOptions, domain: Option<&str>) -> String {
        match options.resolve(domain) {
            Err(e) => e.to_string(),
            Ok(_) => "accepted".into(),
        }
    }

    #[test]
    fn off_unless_the_issuer_is_set() {
        assert_eq!(SsoOptions::default().resolve(None).ok(), Some(None));
        let only = SsoOptions {
            oidc_only: Some("true".into()),
            ..Default::default()
        };
        assert_eq!(
            error(&only, Some("https://s.example")),
            "invalid value for OIDC_ONLY: needs OIDC_ISSUER"
        );
    }

    #[test]
    fn domain_and_client_id_are_required() {
        let message = error(&options("https://id.example"), None);
        assert!(
            message.starts_with("invalid value for DOMAIN: required by OIDC_ISSUER"),
            "{message}"
        );
        let no_client = SsoOptions {
            oidc_client_id: None,
            ..options("https://id.example")
        };
        assert_eq!(
            error(&no_client, Some("https://s.example")),
            "invalid value for OIDC_CLIENT_ID: required by OIDC_ISSUER"
        );
    }

    #[test]
    fn plain_http_only_on_this_machine() {
        for bad in [
            "http://id.example",
            "ftp://id.example",
            "https://id.example/?a=b",
            "id",
        ] {
            let message = error(&options(bad), Some("https://s.example"));
            assert!(
                message.starts_with("invalid value for OIDC_ISSUER"),
                "{bad}: {message}"
            );
        }
        let settings = options("http://127.0.0.1:9000")
            .resolve(Some("https://s.example"))
            .ok()
            .flatten()
            .expect("local provider");
        assert_eq!(
            settings.redirect_uri,
            "https://s.example/api/auth/oidc/callback"
        );
        assert_eq!(settings.name, "SSO");
        assert_eq!(settings.role_claim, vec!["groups".to_owned()]);
        assert!(settings.admin_groups.is_empty());
        assert!(!settings.create_accounts && !settings.only);
    }

    #[test]
    fn groups_claim_path_and_list() {
        let settings = SsoOptions {
            oidc_role_claim: Some("realm_access.roles".into()),
            oidc_admin_groups: Some(" admins, ops ,,".into()),
            oidc_name: Some("Keycloak".into()),
            oidc_create_accounts: Some("yes".into()),
            ..options("https://id.example")
        }
        .resolve(Some("https://s.example"))
        .ok()
        .flatten()
        .expect("valid");
        assert_eq!(settings.role_claim, vec!["realm_access", "roles"]);
        assert_eq!(settings.admin_groups, vec!["admins", "ops"]);
        assert!(settings.create_accounts);
        let bad_path = SsoOptions {
            oidc_role_claim: Some("a..b".into()),
            ..options("https://id.example")
        };
        assert!(error(&bad_path, Some("https://s.example")).contains("OIDC_ROLE_CLAIM"));
    }

    #[test]
    fn the_secret_comes_from_one_place() {
        let mut file = tempfile::NamedTempFile::new().expect("file");
        std::io::Write::write_all(&mut file, b"s3cret\n").expect("write");
        let path = file.path().display().to_string();
        let from_file = SsoOptions {
            oidc_client_secret_file: Some(path.clone()),
            ..options("https://id.example")
        }
        .resolve(Some("https://s.example"))
        .ok()
        .flatten()
        .expect("valid");
        assert_eq!(from_file.client_secret.as_deref(), Some("s3cret"));
        assert!(!format!("{from_file:?}").contains("s3cret"));
        let both = SsoOptions {
            oidc_client_secret: Some("x".into()),
            oidc_client_secret_file: Some(path),
            ..options("https://id.example")
        };
        assert!(error(&both, Some("https://s.example"))
            .starts_with("invalid value for OIDC_CLIENT_SECRET_FILE"));
    }
}
