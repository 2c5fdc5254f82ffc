//! Bitly's CSV export (Links → Export in its dashboard; "How do I export
//! link data", support.bitly.com article 230631767, with the columns named
//! in URLR/urlr-docs `migration/bitly.md`: `Link`, `Custom Link`,
//! `Destination URL`), and the same fields under the names of Bitly's API
//! (`link`, `custom_bitlinks`, `long_url`, `title`, `created_at`, `tags`),
//! which CSV files built from the API use. Column titles match in any case.
//!
//! The slug is the back-half of the custom link when there is one (the
//! link people were given), else of the bitlink (`bit.ly/3xYz` → `3xYz`);
//! Bitly answers both, Linkhop keeps one. Also mapped: title, tags (`,` or
//! `|`), the creation date (ISO 8601, `+0000` offsets, or a plain date) and
//! the click count when the export has one. The host (`bit.ly`, a branded
//! domain) is not carried: the links go on the import's chosen domain.

use super::controls::RawControls;
use super::fields::{column_any, strip_one_slash, Cells, RawLink, RawVisits, Split};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BitlyColumns {
    link: Option<usize>,
    custom: Option<usize>,
    destination: usize,
    title: Option<usize>,
    created: Option<usize>,
    tags: Option<usize>,
    clicks: Option<usize>,
}

const LINK: [&str; 4] = ["Link", "Bitlink", "Short link", "Short URL"];
const CUSTOM: [&str; 4] = [
    "Custom Link",
    "Custom Bitlink",
    "custom_bitlinks",
    "Custom back-half",
];
const DESTINATION: [&str; 4] = ["Destination URL", "Long URL", "long_url", "Original URL"];
const CREATED: [&str; 3] = ["Date Created", "Created", "created_at"];
const CLICKS: [&str; 5] = [
    "Clicks",
    "Total Clicks",
    "Link Clicks",
    "Engagements",
    "Total Engagements",
];

impl BitlyColumns {
    pub(super) fn from_header(header: &[String]) -> Result<Self, Vec<String>> {
        let link = column_any(header, &LINK);
        let custom = column_any(header, &CUSTOM);
        let destination = column_any(header, &DESTINATION);
        let missing: Vec<String> = [
            (link.is_none() && custom.is_none(), LINK[0]),
            (destination.is_none(), DESTINATION[0]),
        ]
        .into_iter()
        .filter(|(absent, _)| *absent)
        .map(|(_, name)| name.to_owned())
        .collect();
        let Some(destination) = destination.filter(|_| missing.is_empty()) else {
            return Err(missing);
        };
        Ok(Self {
            link,
            custom,
            destination,
            title: column_any(header, &["Title"]),
            created: column_any(header, &CREATED),
            tags: column_any(header, &["Tags"]),
            clicks: column_any(header, &CLICKS),
        })
    }

    /// `None` when the link has no usable back-half.
    pub(super) fn raw_link(&self, row: &Cells) -> Option<RawLink> {
        // `custom_bitlinks` may list several; the first is kept.
        let custom = row
            .optional(self.custom)
            .and_then(|c| c.split([',', '|', ' ']).find(|c| !c.is_empty()));
        let short = custom.or(row.optional(self.link))?;
        let created = row.optional(self.created).map(bitly_date);
        Some(RawLink {
            id: None,
            domain: None,
            slug: back_half(short)?,
            destination: row.get(self.destination).to_owned(),
            author: None,
            modified_date: created.clone(),
            creation_date: created,
            // Spreadsheet exports group thousands: `1,234`.
            visits: row
                .optional(self.clicks)
                .map(|c| RawVisits::Text(c.replace(',', ""))),
            split: Split::default(),
            controls: RawControls {
                title: row.optional(self.title).map(str::to_owned),
                tags: row.optional(self.tags).map(str::to_owned),
                ..RawControls::default()
            },
        })
    }
}

/// The percent-decoded path of a short link, with or without its scheme
/// (`bit.ly/3xYz`, `https://go.brand.co/spring-sale`); a bare back-half as
/// it is.
fn back_half(short: &str) -> Option<String> {
    if !short.contains('/') {
        return Some(short.to_owned());
    }
    let url = if short.contains("://") {
        url::Url::parse(short)
    } else {
        url::Url::parse(&format!("https://{short}"))
    }
    .ok()?;
    let decoded = percent_encoding::percent_decode_str(strip_one_slash(url.path()))
        .decode_utf8()
        .ok()?;
    Some(decoded.into_owned())
}

/// Bitly's dates as ISO 8601: its API writes `+0000` offsets, and a
/// spreadsheet a plain date (midnight UTC). Other text goes on unchanged.
fn bitly_date(text: &str) -> String {
    if let Ok(t) = chrono::DateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S%z") {
        return t.to_rfc3339();
    }
    if let Ok(day) = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        return day.and_time(chrono::NaiveTime::MIN).and_utc().to_rfc3339();
    }
    text.to_owned()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cells, header, reserved};
    use super::super::{CsvLayout, Service};

    #[test]
    fn bitly_rows_prefer_the_custom_back_half() {
        let layout = CsvLayout::from_header(
            Service::Bitly,
            &header(&[
                "Title",
                "Link",
                "Custom Link",
                "Destination URL",
                "Date Created",
                "Tags",
                "Clicks",
            ]),
        )
        .expect("layout");
        let r = reserved();
        let link = layout
            .link(
                &cells(&[
                    "Sale",
                    "https://bit.ly/3xYz",
                    "https://go.brand.co/spring-sale",
                    "https://e.com",
                    "2023-05-04T09:08:07+0000",
                    "promo,spring",
                    "1,204",
                ]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!((link.slug.as_str(), link.visits), ("spring-sale", 1204));
        assert_eq!(link.creation_date, 1_683_191_287_000);
        let controls = link.controls.expect("controls");
        assert_eq!(
            (controls.title.as_deref(), controls.tags.len()),
            (Some("Sale"), 2)
        );
        let hash = layout
            .link(
                &cells(&["", "bit.ly/3xYz", "", "https://e.com", "2023-05-04", "", ""]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(
            (hash.slug.as_str(), hash.creation_date),
            ("3xYz", 1_683_158_400_000)
        );
    }

    #[test]
    fn bitly_api_names_and_missing_columns() {
        assert!(CsvLayout::from_header(Service::Bitly, &header(&["link", "long_url"])).is_ok());
        assert_eq!(
            CsvLayout::from_header(Service::Bitly, &header(&["Title"])),
            Err(vec!["Link".to_owned(), "Destination URL".to_owned()])
        );
    }
}
