//! Account values and the role rules: who may manage whom and which links a
//! caller may see (docs/api.md#who-manages-whom, #link-visibility,
//! #validation-rules).

use std::fmt;

pub use super::link_scope::{Access, LinkScope};

/// An account value that breaks its rule (docs/api.md#validation-rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum InvalidValue {
    #[error("invalid username")]
    InvalidUsername,
    #[error("invalid email")]
    InvalidEmail,
    #[error("invalid password")]
    InvalidPassword,
    #[error("invalid role")]
    InvalidRole,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    Standard,
    Admin,
    Owner,
}

impl Role {
    pub fn parse(value: &str) -> Result<Self, InvalidValue> {
        match value {
            "owner" => Ok(Self::Owner),
            "admin" => Ok(Self::Admin),
            "standard" => Ok(Self::Standard),
            _ => Err(InvalidValue::InvalidRole),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Owner => "owner",
            Self::Admin => "admin",
            Self::Standard => "standard",
        }
    }

    pub fn is_admin_or_owner(self) -> bool {
        matches!(self, Self::Admin | Self::Owner)
    }

    /// Whether an account with this role may manage an account with
    /// `target`'s role: the owner manages admins and standard accounts, an
    /// admin manages standard accounts, nobody manages the owner.
    pub fn manages(self, target: Role) -> bool {
        match self {
            Self::Owner => target != Self::Owner,
            Self::Admin => target == Self::Standard,
            Self::Standard => false,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    /// 3–20 of ASCII letters, digits, `.` and `_`, not starting or ending
    /// with `.` or `_`.
    pub fn parse(value: &str) -> Result<Self, InvalidValue> {
        let ok_chars = value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_');
        let edge = |b: Option<u8>| matches!(b, Some(b'.') | Some(b'_'));
        if !(3..=20).contains(&value.len())
            || !ok_chars
            || edge(value.bytes().next())
            || edge(value.bytes().last())
        {
            return Err(InvalidValue::InvalidUsername);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// At most 254 characters: dot-separated atoms, `@`, then two or more
    /// dot-separated host labels (letters, digits, inner hyphens).
    pub fn parse(value: &str) -> Result<Self, InvalidValue> {
        if value.len() > 254 {
            return Err(InvalidValue::InvalidEmail);
        }
        let (local, domain) = value.split_once('@').ok_or(InvalidValue::InvalidEmail)?;
        let atom_ok = |atom: &str| {
            !atom.is_empty()
                && atom
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~-".contains(&b))
        };
        let label_ok = |label: &str| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        };
        let labels: Vec<&str> = domain.split('.').collect();
        if !local.split('.').all(atom_ok) || labels.len() < 2 || !labels.iter().all(|l| label_ok(l))
        {
            return Err(InvalidValue::InvalidEmail);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

pub const MAX_PASSWORD_LEN: usize = 256;

impl Password {
    /// 12–256 characters with a lower-case letter, an upper-case letter, a
    /// digit and a symbol; no whitespace or control characters (Lynx's rule).
    pub fn parse(value: &str) -> Result<Self, InvalidValue> {
        let len = value.chars().count();
        let has = |f: fn(&char) -> bool| value.chars().any(|c| f(&c));
        let ok = (12..=MAX_PASSWORD_LEN).contains(&len)
            && has(|c| c.is_ascii_lowercase())
            && has(|c| c.is_ascii_uppercase())
            && has(|c| c.is_ascii_digit())
            && has(|c| !c.is_ascii_alphanumeric() && *c != '_')
            && !has(|c| c.is_whitespace() || c.is_control());
        if ok {
            Ok(Self(value.to_owned()))
        } else {
            Err(InvalidValue::InvalidPassword)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        for ok in ["abc", "a.b_c", "a..b", "User_01", &"a".repeat(20)] {
            assert!(Username::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "ab",
            ".abc",
            "abc_",
            "ab c",
            "äbc",
            "a-b-c",
            &"a".repeat(21),
        ] {
            assert!(Username::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn emails() {
        for ok in [
            "a@b.co",
            "First.Last+tag@Example.COM",
            "x!#$%&'*+/=?^_`{|}~-@a-b.c1",
        ] {
            assert!(Email::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "a@b",
            "@b.co",
            "a@.b.co",
            "a..b@c.de",
            "a@-b.co",
            "a@b-.co",
            "a b@c.de",
            "a@b@c.de",
        ] {
            assert!(Email::parse(bad).is_err(), "{bad}");
        }
        let long = format!("{}@example.com", "a".repeat(243));
        assert!(Email::parse(&long).is_err());
    }

    #[test]
    fn passwords() {
        assert!(Password::parse("Correct-Horse-9").is_ok());
        for bad in [
            "Short-1a",
            "alllowercase-1",
            "ALLUPPERCASE-1",
            "NoDigits-here",
            "NoSymbols12345",
            "Has Space-123",
            "Under_score123",
        ] {
            assert!(Password::parse(bad).is_err(), "{bad}");
        }
        assert!(Password::parse(&format!("Aa1-{}", "x".repeat(253))).is_err());
        assert!(Password::parse(&format!("Aa1-{}", "x".repeat(252))).is_ok());
    }

    #[test]
    fn role_management() {
        assert!(Role::Owner.manages(Role::Admin));
        assert!(Role::Owner.manages(Role::Standard));
        assert!(!Role::Owner.manages(Role::Owner));
        assert!(Role::Admin.manages(Role::Standard));
        assert!(!Role::Admin.manages(Role::Admin));
        assert!(!Role::Standard.manages(Role::Standard));
    }
}
