//! Shlink CSV exports: the slug is the path of the short URL.

use super::controls::ControlColumns;
use super::fields::{required, strip_one_slash, Cells, RawLink, RawVisits, Split};

/// Where a Shlink CSV row keeps each value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShlinkColumns {
    short_url: usize,
    long_url: usize,
    created_at: usize,
    visits: usize,
    controls: ControlColumns,
}

impl ShlinkColumns {
    pub(super) fn from_header(header: &[String]) -> Result<Self, Vec<String>> {
        let at = required(header, &["shortUrl", "longUrl", "createdAt", "visits"])?;
        Ok(Self {
            short_url: at[0],
            long_url: at[1],
            created_at: at[2],
            visits: at[3],
            controls: ControlColumns::shlink(header),
        })
    }

    /// `None` when the short URL's path is not UTF-8 once decoded.
    pub(super) fn raw_link(&self, row: &Cells) -> Option<RawLink> {
        let created = row.optional(Some(self.created_at)).map(str::to_owned);
        Some(RawLink {
            id: None,
            slug: shlink_slug(row.get(self.short_url))?,
            destination: row.get(self.long_url).to_owned(),
            author: None,
            modified_date: created.clone(),
            creation_date: created,
            visits: row
                .optional(Some(self.visits))
                .map(|v| RawVisits::Text(v.to_owned())),
            split: Split::default(),
            controls: self.controls.read(row),
        })
    }
}

/// The path of a Shlink short URL, percent-decoded, as a slug.
fn shlink_slug(short_url: &str) -> Option<String> {
    let path = match url::Url::parse(short_url) {
        Ok(url) => url.path().to_owned(),
        Err(_) => short_url.to_owned(),
    };
    let decoded = percent_encoding::percent_decode_str(strip_one_slash(&path))
        .decode_utf8()
        .ok()?;
    Some(decoded.into_owned())
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cells, header, reserved};
    use super::super::{CsvLayout, Service};

    #[test]
    fn shlink_slugs_are_the_decoded_path() {
        let r = reserved();
        let shlink = CsvLayout::from_header(
            Service::Shlink,
            &header(&["shortUrl", "longUrl", "createdAt", "visits"]),
        )
        .expect("layout");
        let link = shlink
            .link(
                &cells(&[
                    "https://s.test/caf%C3%A9/x/",
                    "https://e.com",
                    "2019-03-05T11:49:48+00:00",
                    "3",
                ]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(link.slug, "café/x");
        assert_eq!(link.modified_date, link.creation_date);
    }
}
