//! Polr (cydrobolt/polr): its `links` table as a CSV file, the shape a
//! database export (phpMyAdmin, `mysql`, `psql \copy`) writes. Polr has no
//! export of its own; the columns are those of its migrations
//! (`database/migrations/2015_11_04_015813_create_link_table.php` and the
//! later ones): `short_url`, `long_url`, `clicks`, `secret_key`,
//! `is_disabled`, `created_at`, `updated_at`, `expiry_date`. `NULL` and
//! `\N` cells are empty.
//!
//! A secret link answers only at `/<short_url>/<secret_key>`
//! (`app/Http/Controllers/LinkController.php`), so that path is its slug.
//! A disabled link is invalid (Polr no longer redirects it); `expiry_date`
//! (a date) expires the link at the end of that day, UTC.

use super::controls::RawControls;
use super::fields::{column, parse_flag, required, Cells, RawLink, RawVisits, Split};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PolrColumns {
    short_url: usize,
    long_url: usize,
    clicks: Option<usize>,
    secret_key: Option<usize>,
    is_disabled: Option<usize>,
    created_at: Option<usize>,
    updated_at: Option<usize>,
    expiry_date: Option<usize>,
}

impl PolrColumns {
    pub(super) fn from_header(header: &[String]) -> Result<Self, Vec<String>> {
        let at = required(header, &["short_url", "long_url"])?;
        Ok(Self {
            short_url: at[0],
            long_url: at[1],
            clicks: column(header, "clicks"),
            secret_key: column(header, "secret_key"),
            is_disabled: column(header, "is_disabled"),
            created_at: column(header, "created_at"),
            updated_at: column(header, "updated_at"),
            expiry_date: column(header, "expiry_date"),
        })
    }

    pub(super) fn raw_link(&self, row: &Cells) -> Option<RawLink> {
        let cell = |at: Option<usize>| {
            row.optional(at)
                .filter(|v| !matches!(*v, "NULL" | "\\N"))
                // MySQL's zero date means "none".
                .filter(|v| !v.starts_with("0000-00-00"))
        };
        let disabled = match cell(self.is_disabled) {
            None | Some("0") => false,
            Some("1") => true,
            Some(other) => parse_flag(other)?,
        };
        if disabled {
            return None;
        }
        let short_url = row.get(self.short_url);
        let slug = match cell(self.secret_key) {
            Some(key) => format!("{short_url}/{key}"),
            None => short_url.to_owned(),
        };
        let created = cell(self.created_at).map(str::to_owned);
        Some(RawLink {
            id: None,
            domain: None,
            slug,
            destination: row.get(self.long_url).to_owned(),
            author: None,
            modified_date: cell(self.updated_at).map(str::to_owned).or(created.clone()),
            creation_date: created,
            visits: cell(self.clicks).map(|c| RawVisits::Text(c.to_owned())),
            split: Split::default(),
            controls: RawControls {
                expires_at: cell(self.expiry_date).map(end_of_day),
                ..RawControls::default()
            },
        })
    }
}

/// The start of the day after a `YYYY-MM-DD` date; other text unchanged.
fn end_of_day(text: &str) -> String {
    match chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|day| day.succ_opt())
    {
        Some(next) => next.and_time(chrono::NaiveTime::MIN).and_utc().to_rfc3339(),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cells, header, reserved};
    use super::super::{CsvLayout, Service};

    fn layout() -> CsvLayout {
        CsvLayout::from_header(
            Service::Polr,
            &header(&[
                "id",
                "short_url",
                "long_url",
                "ip",
                "creator",
                "clicks",
                "secret_key",
                "is_disabled",
                "is_custom",
                "created_at",
                "updated_at",
                "expiry_date",
            ]),
        )
        .expect("layout")
    }

    #[test]
    fn polr_rows() {
        let r = reserved();
        let link = layout()
            .link(
                &cells(&[
                    "7",
                    "docs",
                    "https://e.com",
                    "127.0.0.1",
                    "alice",
                    "31",
                    "k9x2",
                    "0",
                    "1",
                    "2017-02-04 02:57:27",
                    "2017-03-01 10:00:00",
                    "2999-12-31",
                ]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!((link.slug.as_str(), link.visits), ("docs/k9x2", 31));
        assert_eq!(link.creation_date, 1_486_177_047_000);
        let expiry = link.controls.and_then(|c| c.expires_at).expect("expiry");
        assert_eq!(expiry, 32_503_680_000_000);
        let plain = layout()
            .link(
                &cells(&[
                    "8",
                    "gh",
                    "https://github.com",
                    "",
                    "",
                    "0",
                    "NULL",
                    "0",
                    "0",
                    "2017-02-04 02:57:27",
                    "NULL",
                    "NULL",
                ]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(
            (plain.slug.as_str(), plain.modified_date),
            ("gh", plain.creation_date)
        );
        assert!(
            layout()
                .link(
                    &cells(&[
                        "9",
                        "off",
                        "https://e.com",
                        "",
                        "",
                        "0",
                        "",
                        "1",
                        "0",
                        "",
                        "",
                        ""
                    ]),
                    &r,
                    0
                )
                .is_err(),
            "disabled"
        );
    }
}
