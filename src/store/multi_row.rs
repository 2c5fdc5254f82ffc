//! SQLite statements that bind many rows at once: the text of a multi-row
//! `VALUES` and which of them stay prepared.

/// `rows` parenthesised groups of `columns` anonymous SQLite parameters.
/// Built in one buffer: a flush builds a few of these of 1,000 rows each
/// every second.
pub(super) fn sqlite_values(rows: usize, columns: usize) -> String {
    let group = format!("({})", vec!["?"; columns].join(", "));
    let mut text = String::with_capacity(rows * (group.len() + 2));
    for row in 0..rows {
        if row > 0 {
            text.push_str(", ");
        }
        text.push_str(&group);
    }
    text
}

/// Whether a statement built for `len` rows or values of at most `full`
/// stays prepared on its connection. Only full-size ones do: each remainder
/// has a length of its own, and sqlx keeps up to 100 statements per
/// connection — prepared 1,000-row INSERTs and 5,000-value look-ups of every
/// remainder length held tens of MB for the connection's life.
pub(super) fn keep_prepared(len: usize, full: usize) -> bool {
    len == full
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_have_one_group_per_row() {
        assert_eq!(sqlite_values(2, 3), "(?, ?, ?), (?, ?, ?)");
        assert_eq!(sqlite_values(1, 1), "(?)");
        assert!(keep_prepared(1_000, 1_000));
        assert!(!keep_prepared(999, 1_000));
    }
}
