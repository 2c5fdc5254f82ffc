//! Rules of passkeys that need no I/O: their names and how many an account
//! may hold.

/// Passkeys one account may register. Each login ceremony lists them all,
/// so this also bounds a ceremony's stored state.
pub const MAX_PER_ACCOUNT: usize = 10;
/// Characters in a passkey's name.
pub const MAX_NAME_CHARS: usize = 64;

/// A passkey's name: trimmed, 1–64 characters, no control characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasskeyName(String);

impl PasskeyName {
    pub fn parse(raw: &str) -> Option<Self> {
        let name = raw.trim();
        let length = name.chars().count();
        if length == 0 || length > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return None;
        }
        Some(Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(
            PasskeyName::parse("  Laptop ").map(|n| n.as_str().to_owned()),
            Some("Laptop".to_owned())
        );
        assert!(PasskeyName::parse("   ").is_none());
        assert!(PasskeyName::parse("a\u{0}b").is_none());
        assert!(PasskeyName::parse("tab\there").is_none());
        assert!(PasskeyName::parse(&"é".repeat(64)).is_some());
        assert!(PasskeyName::parse(&"é".repeat(65)).is_none());
    }
}
