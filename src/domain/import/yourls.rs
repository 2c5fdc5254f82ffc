//! YOURLS CSV exports, in either of the two header variants it writes.

use super::controls::ControlColumns;
use super::fields::{column, required, strip_one_slash, Cells, RawLink, RawVisits, Split};

/// Where a YOURLS CSV row keeps each value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YourlsColumns {
    source: usize,
    target: usize,
    hits: usize,
    timestamp: Option<usize>,
    controls: ControlColumns,
}

impl YourlsColumns {
    pub(super) fn from_header(header: &[String]) -> Result<Self, Vec<String>> {
        // Two header variants exist; report the one closer to complete.
        let modern = required(header, &["source", "target", "hits"]);
        let classic = required(header, &["keyword", "url", "clicks"]);
        let at = match (modern, classic) {
            (Ok(at), _) | (_, Ok(at)) => at,
            (Err(a), Err(b)) => return Err(if b.len() < a.len() { b } else { a }),
        };
        Ok(Self {
            source: at[0],
            target: at[1],
            hits: at[2],
            timestamp: column(header, "timestamp"),
            controls: ControlColumns::yourls(header),
        })
    }

    pub(super) fn raw_link(&self, row: &Cells) -> RawLink {
        let stamp = row.optional(self.timestamp).map(str::to_owned);
        RawLink {
            id: None,
            domain: None,
            slug: strip_one_slash(row.get(self.source)).to_owned(),
            destination: row.get(self.target).to_owned(),
            author: None,
            modified_date: stamp.clone(),
            creation_date: stamp,
            visits: row
                .optional(Some(self.hits))
                .map(|v| RawVisits::Text(v.to_owned())),
            split: Split::default(),
            controls: self.controls.read(row),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cells, header, reserved};
    use super::super::{CsvLayout, Service};

    #[test]
    fn yourls_slugs_lose_their_slashes() {
        let r = reserved();
        let yourls = CsvLayout::from_header(
            Service::Yourls,
            &header(&["source", "target", "hits", "timestamp"]),
        )
        .expect("layout");
        let link = yourls
            .link(
                &cells(&["/abc/", "https://e.com", "12", "2020-01-02 03:04:05"]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(
            (link.slug.as_str(), link.visits, link.creation_date),
            ("abc", 12, 1_577_934_245_000)
        );
    }
}
