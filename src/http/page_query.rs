//! The `before` and `limit` of a list read a page at a time (the audit log,
//! a webhook's deliveries, a link's history): each a positive whole number
//! when given, `limit` at most the list's largest page. Any other value is
//! refused with the list's own message.

use crate::http::error::ApiError;

/// How one list reads its pages.
pub struct PageRule {
    /// Entries a page holds when `limit` is not given.
    pub default_limit: i64,
    /// The largest `limit` taken.
    pub max_limit: i64,
    /// The 400 answer's message for a bad `before` or `limit`.
    pub invalid: &'static str,
}

/// A page's `before` (when given) and its `limit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageQuery {
    pub before: Option<i64>,
    pub limit: i64,
}

impl PageRule {
    /// The page the query's `before` and `limit` ask for.
    pub fn read(&self, before: Option<&str>, limit: Option<&str>) -> Result<PageQuery, ApiError> {
        let limit = self.positive(limit)?.unwrap_or(self.default_limit);
        if limit > self.max_limit {
            return Err(self.refusal());
        }
        Ok(PageQuery {
            before: self.positive(before)?,
            limit,
        })
    }

    fn positive(&self, value: Option<&str>) -> Result<Option<i64>, ApiError> {
        match value.map(str::trim) {
            None | Some("") => Ok(None),
            Some(text) => text
                .parse::<i64>()
                .ok()
                .filter(|n| *n > 0)
                .map(Some)
                .ok_or_else(|| self.refusal()),
        }
    }

    fn refusal(&self) -> ApiError {
        ApiError::BadRequest(self.invalid.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: PageRule = PageRule {
        default_limit: 100,
        max_limit: 500,
        invalid: "bad page",
    };

    #[test]
    fn reads_positive_whole_numbers_and_defaults_the_limit() {
        let page = |before, limit| RULE.read(before, limit).ok();
        assert_eq!(
            page(None, None),
            Some(PageQuery {
                before: None,
                limit: 100
            })
        );
        assert_eq!(
            page(Some(" 7 "), Some("500")),
            Some(PageQuery {
                before: Some(7),
                limit: 500
            })
        );
        assert_eq!(page(Some(""), Some("")).map(|p| p.limit), Some(100));
        for (before, limit) in [
            (None, Some("0")),
            (None, Some("501")),
            (None, Some("-1")),
            (None, Some("1.5")),
            (Some("0"), None),
            (Some("x"), None),
            (Some("99999999999999999999"), None),
        ] {
            assert_eq!(page(before, limit), None, "{before:?} {limit:?}");
        }
    }
}
