//! Rules every stored text obeys.

/// Whether a text can be stored or looked up at all: PostgreSQL refuses NUL
/// characters in text, and nothing stored ever contains one, so a look-up
/// for such a value is simply "not found" (never a database error).
pub fn is_storable(text: &str) -> bool {
    !text.contains('\0')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nul_characters_are_never_stored() {
        assert!(is_storable("café"));
        assert!(!is_storable("a\0b"));
    }
}
