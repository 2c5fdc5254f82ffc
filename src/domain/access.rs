//! Identity and access rules (docs/accounts.md): API token scopes, the
//! token format, and the instance's two-factor policy.

use super::accounts::Role;
use base64::Engine;
use rand::RngCore;

/// What an API token may do. Cookie sessions and the Lynx secret hold every
/// scope their account's role allows; a token holds only those it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    LinksRead,
    LinksWrite,
    StatsRead,
    UsersAdmin,
    /// Manage the account's webhooks (docs/webhooks.md).
    WebhooksWrite,
}

pub const ALL_SCOPES: [Scope; 5] = [
    Scope::LinksRead,
    Scope::LinksWrite,
    Scope::StatsRead,
    Scope::UsersAdmin,
    Scope::WebhooksWrite,
];

impl Scope {
    pub fn parse(value: &str) -> Option<Self> {
        ALL_SCOPES.into_iter().find(|s| s.as_str() == value)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::LinksRead => "links:read",
            Self::LinksWrite => "links:write",
            Self::StatsRead => "stats:read",
            Self::UsersAdmin => "users:admin",
            Self::WebhooksWrite => "webhooks:write",
        }
    }

    /// Whether an account of `role` may hold this scope: administering
    /// users stays with the roles that may do it themselves.
    pub fn allowed_for(self, role: Role) -> bool {
        match self {
            Self::UsersAdmin => role.is_admin_or_owner(),
            _ => true,
        }
    }
}

/// A set of scopes, stored as their names separated by spaces.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scopes(Vec<Scope>);

impl Scopes {
    /// Scope names, each known, without repeats; sorted.
    pub fn from_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<Self, String> {
        let mut scopes = Vec::new();
        for name in names {
            let scope = Scope::parse(name.trim()).ok_or_else(|| name.to_owned())?;
            if !scopes.contains(&scope) {
                scopes.push(scope);
            }
        }
        scopes.sort();
        Ok(Self(scopes))
    }

    /// The stored form back; unknown names (from a newer version) are left out.
    pub fn from_stored(text: &str) -> Self {
        let mut scopes: Vec<Scope> = text.split_whitespace().filter_map(Scope::parse).collect();
        scopes.sort();
        scopes.dedup();
        Self(scopes)
    }

    pub fn stored(&self) -> String {
        self.names().join(" ")
    }

    pub fn names(&self) -> Vec<&'static str> {
        self.0.iter().map(|s| s.as_str()).collect()
    }

    pub fn contains(&self, scope: Scope) -> bool {
        self.0.contains(&scope)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The first scope `role` may not hold, if any.
    pub fn beyond(&self, role: Role) -> Option<Scope> {
        self.0.iter().copied().find(|s| !s.allowed_for(role))
    }
}

/// Every API token starts with this, so it is told from a Lynx secret (32
/// alphanumerics) by its form and secret scanners can spot a leaked one.
pub const TOKEN_PREFIX: &str = "lhp_";

/// A new API token: the prefix and 32 random bytes, base64url.
pub fn new_api_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    format!(
        "{TOKEN_PREFIX}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    )
}

/// Whether a presented credential is an API token rather than a secret.
pub fn looks_like_api_token(credential: &str) -> bool {
    credential.starts_with(TOKEN_PREFIX)
}

/// Longest token name accepted.
pub const TOKEN_NAME_MAX: usize = 100;

/// A token name: 1–100 characters after trimming, no control characters.
pub fn token_name(value: &str) -> Option<String> {
    let name = value.trim();
    let ok = !name.is_empty()
        && name.chars().count() <= TOKEN_NAME_MAX
        && !name.chars().any(char::is_control);
    ok.then(|| name.to_owned())
}

/// Who must have a second factor before using the dashboard or API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TwoFactorPolicy {
    #[default]
    Optional,
    Admins,
    Everyone,
}

impl TwoFactorPolicy {
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "optional" => Some(Self::Optional),
            "admins" => Some(Self::Admins),
            "everyone" => Some(Self::Everyone),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Optional => "optional",
            Self::Admins => "admins",
            Self::Everyone => "everyone",
        }
    }

    /// Whether an account of `role` must have a second factor.
    pub fn requires(self, role: Role) -> bool {
        match self {
            Self::Optional => false,
            Self::Admins => role.is_admin_or_owner(),
            Self::Everyone => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_parse_store_and_respect_roles() {
        let s = Scopes::from_names(["stats:read", "links:read", "links:read"]);
        assert_eq!(
            s.as_ref().map(Scopes::stored),
            Ok("links:read stats:read".into())
        );
        assert_eq!(
            Scopes::from_names(["links:admin"]),
            Err("links:admin".into())
        );
        let admin = Scopes::from_names(["users:admin"]).unwrap_or_default();
        assert_eq!(admin.beyond(Role::Standard), Some(Scope::UsersAdmin));
        assert_eq!(admin.beyond(Role::Admin), None);
        assert_eq!(
            Scopes::from_stored("links:write bogus").names(),
            ["links:write"]
        );
    }

    #[test]
    fn tokens_are_told_from_secrets() {
        let token = new_api_token();
        assert!(looks_like_api_token(&token));
        assert_eq!(token.len(), TOKEN_PREFIX.len() + 43);
        assert!(!looks_like_api_token(
            &crate::domain::tokens::new_api_secret()
        ));
        assert_ne!(token, new_api_token());
    }

    #[test]
    fn policy_decides_by_role() {
        assert!(!TwoFactorPolicy::Optional.requires(Role::Owner));
        assert!(TwoFactorPolicy::Admins.requires(Role::Admin));
        assert!(!TwoFactorPolicy::Admins.requires(Role::Standard));
        assert!(TwoFactorPolicy::Everyone.requires(Role::Standard));
        assert_eq!(token_name("  ci  ").as_deref(), Some("ci"));
        assert_eq!(token_name(" "), None);
        assert_eq!(token_name("a\nb"), None);
    }
}
