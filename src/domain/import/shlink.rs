//! Shlink, in its two export formats, each naming the short domain of
//! every link (a slug is unique per domain in Shlink as in Linkhop):
//!
//! - The web client's CSV (Short URLs → Export, `ExportShortUrlsBtn.tsx` in
//!   shlinkio/shlink-web-component): `createdAt, domain, shortCode,
//!   shortUrl, longUrl, title, tags, visits`, `domain` being the short
//!   URL's host name; older web clients wrote no `domain` column, and the
//!   short URL's host is read then. The slug is the short URL's path.
//! - The JSON of its REST API, `GET /rest/v3/short-urls` (the `ShortUrl`
//!   definition of its `docs/swagger`): a page `{"shortUrls": {"data":
//!   [shortUrl], "pagination": …}}`, or the pages' short URLs as one array.
//!   Mapped: `shortCode` → slug, `longUrl`, `dateCreated`,
//!   `visitsSummary` (`total`, `nonBots`, `bots`; `visitsCount` before
//!   Shlink 3), `tags`, `title`, `meta` (`validSince`, `validUntil`,
//!   `maxVisits`), `crawlable`, `forwardQuery`, `deviceLongUrls` (Shlink 3:
//!   `android`, `ios`, `desktop`) as device redirect rules, and `domain`:
//!   the host, `null` on Shlink's default domain. Shlink 4's redirect
//!   rules are not in the list (only `hasRedirectRules`), so they are not
//!   carried.

use super::controls::{ControlColumns, RawControls};
use super::fields::{column, required, strip_one_slash, Cells, RawLink, RawVisits, Split};
use super::json_object::Object;
use serde_json::{json, Value};

/// Where a Shlink CSV row keeps each value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShlinkColumns {
    short_url: usize,
    long_url: usize,
    created_at: usize,
    visits: usize,
    domain: Option<usize>,
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
            domain: column(header, "domain"),
            controls: ControlColumns::shlink(header),
        })
    }

    /// `None` when the short URL's path is not UTF-8 once decoded.
    pub(super) fn raw_link(&self, row: &Cells) -> Option<RawLink> {
        let created = row.optional(Some(self.created_at)).map(str::to_owned);
        let (host, slug) = split_short_url(row.get(self.short_url))?;
        Some(RawLink {
            id: None,
            domain: row.optional(self.domain).map(str::to_owned).or(host),
            slug,
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

/// The host (with its port when not the scheme's) and the percent-decoded
/// path of a Shlink short URL; a short URL that is no absolute URL is a
/// path without a host. `None` when the path is not UTF-8 once decoded.
fn split_short_url(short_url: &str) -> Option<(Option<String>, String)> {
    let (host, path) = match url::Url::parse(short_url) {
        Ok(url) => {
            let host = url.host_str().map(|host| match url.port() {
                Some(port) => format!("{host}:{port}"),
                None => host.to_owned(),
            });
            (host, url.path().to_owned())
        }
        Err(_) => (None, short_url.to_owned()),
    };
    let decoded = percent_encoding::percent_decode_str(strip_one_slash(&path))
        .decode_utf8()
        .ok()?;
    Some((host, decoded.into_owned()))
}

/// One short URL of Shlink's API; `None` when a value has the wrong type.
pub(super) fn json_raw_link(element: &Value) -> Option<RawLink> {
    let link = Object::of(element)?;
    let (visits, split) = match link.object("visitsSummary").ok()? {
        Some(summary) => (
            summary.count("total").ok()?,
            Split {
                human_visits: summary.count("nonBots").ok()?,
                bot_visits: summary.count("bots").ok()?,
                public_stats: None,
            },
        ),
        None => (link.count("visitsCount").ok()?, Split::default()),
    };
    let (valid_from, expires_at, max_visits) = match link.object("meta").ok()? {
        Some(meta) => (
            meta.text("validSince").ok()?,
            meta.text("validUntil").ok()?,
            meta.integer("maxVisits").ok()?.map(|n| n.to_string()),
        ),
        None => (None, None, None),
    };
    let flag = |name: &str| link.flag(name).map(|f| f.map(|f| f.to_string()));
    let created = link.text("dateCreated").ok()?;
    Some(RawLink {
        id: None,
        domain: link.text("domain").ok()?,
        slug: link.required_text("shortCode")?,
        destination: link.required_text("longUrl")?,
        author: None,
        modified_date: created.clone(),
        creation_date: created,
        visits,
        split,
        controls: RawControls {
            valid_from,
            expires_at,
            max_visits,
            title: link.text("title").ok()?,
            tags: link.tags("tags").ok()?,
            crawlable: flag("crawlable").ok()?,
            forward_query: flag("forwardQuery").ok()?,
            redirect_rules: device_rules(&link).ok()?,
            ..RawControls::default()
        },
    })
}

/// Shlink 3's per-device long URLs as Linkhop rules (JSON text).
fn device_rules(link: &Object) -> Result<Option<String>, ()> {
    let Some(devices) = link.object("deviceLongUrls")? else {
        return Ok(None);
    };
    let mut rules = Vec::new();
    for device in ["android", "ios", "desktop"] {
        if let Some(url) = devices.text(device)? {
            rules.push(
                json!({"destination": url, "conditions": [{"type": "device", "value": device}]}),
            );
        }
    }
    Ok((!rules.is_empty()).then(|| Value::Array(rules).to_string()))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cells, header, reserved};
    use super::super::{json_link, CsvLayout, ImportDomain, Service};
    use serde_json::json;

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
        assert_eq!(link.domain, ImportDomain::Named("s.test".into()));
        let with_port = shlink
            .link(
                &cells(&["http://localhost:8080/p", "https://e.com", "", "0"]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(
            with_port.domain,
            ImportDomain::Named("localhost:8080".into())
        );
        let relative = shlink
            .link(&cells(&["/rel", "https://e.com", "", "0"]), &r, 0)
            .expect("valid");
        assert_eq!(
            (relative.slug.as_str(), relative.domain),
            ("rel", ImportDomain::Unnamed)
        );
    }

    #[test]
    fn the_domain_column_names_the_domain() {
        let shlink = CsvLayout::from_header(
            Service::Shlink,
            &header(&[
                "createdAt",
                "domain",
                "shortCode",
                "shortUrl",
                "longUrl",
                "visits",
            ]),
        )
        .expect("layout");
        let link = shlink
            .link(
                &cells(&[
                    "2024-01-01T00:00:00+00:00",
                    "go.example.com",
                    "abc",
                    "https://go.example.com/abc",
                    "https://e.com",
                    "1",
                ]),
                &reserved(),
                0,
            )
            .expect("valid");
        assert_eq!(link.domain, ImportDomain::Named("go.example.com".into()));
    }

    #[test]
    fn api_short_urls_bring_their_domain_counts_and_controls() {
        let r = reserved();
        let link = json_link(
            Service::Shlink,
            &json!({
                "shortCode": "12C18", "shortUrl": "https://doma.in/12C18",
                "longUrl": "https://store.steampowered.com",
                "dateCreated": "2016-08-21T20:34:16+02:00",
                "visitsSummary": {"total": 328, "nonBots": 300, "bots": 28},
                "tags": ["games", "tech"],
                "meta": {"validSince": "2017-01-21T00:00:00+02:00", "validUntil": null, "maxVisits": 1000},
                "domain": "doma.in", "title": "Welcome to Steam", "crawlable": true,
                "forwardQuery": false,
                "deviceLongUrls": {"android": "https://play.example/app", "ios": null, "desktop": null}
            }),
            &r,
            0,
        )
        .expect("valid");
        assert_eq!(link.domain, ImportDomain::Named("doma.in".into()));
        assert_eq!(
            (link.visits, link.human_visits, link.bot_visits),
            (328, 300, 28)
        );
        assert_eq!(link.creation_date, 1_471_804_456_000);
        let controls = link.controls.expect("controls");
        assert_eq!(controls.tags, ["games", "tech"]);
        assert_eq!(controls.max_visits, Some(1000));
        assert!(controls.crawlable && !controls.forward_query);
        assert!(controls
            .redirect_rules
            .as_deref()
            .is_some_and(|r| r.contains("android")));

        let default = json_link(
            Service::Shlink,
            &json!({"shortCode": "a", "longUrl": "https://e.com", "visitsCount": 4, "domain": null}),
            &r,
            0,
        )
        .expect("valid");
        assert_eq!((default.domain, default.visits), (ImportDomain::Unnamed, 4));
        for bad in [
            json!({"shortCode": "a", "longUrl": "https://e.com", "domain": 3}),
            json!({"shortCode": "a", "longUrl": "https://e.com", "meta": []}),
            json!({"longUrl": "https://e.com"}),
        ] {
            assert!(json_link(Service::Shlink, &bad, &r, 0).is_err(), "{bad}");
        }
    }
}
