//! The full-text query that narrows a link search on SQLite. The search
//! indexes keep no token positions (migration 0023), so instead of the
//! search text as a phrase the query asks for each of its trigrams: every
//! link containing the text has them all, and the list's LIKE then drops
//! the links that have them in another order.

/// Distinct trigrams asked for at most: any of them narrows correctly, and
/// each adds a posting list to intersect.
const MOST_TRIGRAMS: usize = 24;

/// The `MATCH` expression for `search`: its distinct trigrams (of
/// characters, as the trigram tokenizer cuts them), each quoted, joined by
/// AND; `None` under three characters, which no trigram index can serve.
pub(super) fn trigram_match(search: &str) -> Option<String> {
    let chars: Vec<char> = search.chars().collect();
    // Each trigram as written, beside its folded form: the tokenizer folds
    // case, so "ABC" and "abc" are one term.
    let mut seen: Vec<(String, String)> = Vec::new();
    for window in chars.windows(3) {
        let trigram: String = window.iter().collect();
        let folded = trigram.to_lowercase();
        if !seen.iter().any(|(_, known)| *known == folded) {
            seen.push((trigram, folded));
        }
        if seen.len() == MOST_TRIGRAMS {
            break;
        }
    }
    if seen.is_empty() {
        return None;
    }
    let terms: Vec<String> = seen
        .iter()
        .map(|(t, _)| format!("\"{}\"", t.replace('"', "\"\"")))
        .collect();
    Some(terms.join(" AND "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_distinct_trigram_is_asked_for() {
        assert_eq!(
            trigram_match("abcd").as_deref(),
            Some("\"abc\" AND \"bcd\"")
        );
        assert_eq!(trigram_match("aaaa").as_deref(), Some("\"aaa\""));
        assert_eq!(
            trigram_match("xYzxyz").as_deref(),
            Some("\"xYz\" AND \"Yzx\" AND \"zxy\"")
        );
    }

    #[test]
    fn quotes_are_doubled_and_characters_are_not_bytes() {
        assert_eq!(trigram_match("a\"b").as_deref(), Some("\"a\"\"b\""));
        assert_eq!(trigram_match("ñüé").as_deref(), Some("\"ñüé\""));
        assert_eq!(
            trigram_match("日本語x").as_deref(),
            Some("\"日本語\" AND \"本語x\"")
        );
    }

    #[test]
    fn short_texts_have_no_query_and_long_ones_a_bounded_one() {
        assert_eq!(trigram_match("ab"), None);
        assert_eq!(trigram_match(""), None);
        let long: String = (0..500)
            .map(|n| char::from(b'a' + (n % 26) as u8))
            .collect();
        let query = trigram_match(&long).expect("a query");
        assert_eq!(query.matches(" AND ").count(), MOST_TRIGRAMS - 1);
    }
}
