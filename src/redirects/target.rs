//! A known slug as the cache holds it, ready to answer. A million of these
//! stay in memory, so each is one allocation: a reference count, the fixed
//! fields and then the text (the `Location` value, the slug and, only when
//! it differs from the `Location`, the destination as stored), behind a
//! pointer-sized handle. Plain links carry nothing else; a link with
//! controls points to them (its id among them: only controls need it).

use super::Controls;
use crate::domain::utm::Utm;
use crate::store::TargetRow;
use crate::visits::{CountedLink, VisitTally};
use ::http::HeaderValue;
use triomphe::ThinArc;

/// The cache entry of one link; cloning it shares it.
#[derive(Clone)]
pub struct Target(ThinArc<Fixed, u8>);

struct Fixed {
    /// The link's number and its visits since the last flush.
    tally: VisitTally,
    /// Expiry, limit, password, rules, …; `None` for a plain link.
    controls: Option<Box<Controls>>,
    /// The number of the link's domain (`ServedDomain::number`).
    domain: u32,
    /// Where the slug starts in the text (the `Location` is before it).
    slug_at: u32,
    /// Where the slug ends and the stored destination, if any, starts.
    destination_at: u32,
}

/// The `Location` value of a destination: stored ASCII destinations go out
/// as stored, others in their normalised URL form (punycode host,
/// percent-encoded path); `None` when no header can carry it.
pub(crate) fn location_of(destination: &str) -> Option<String> {
    let location = if destination.is_ascii() {
        destination.to_owned()
    } else {
        url::Url::parse(destination).ok()?.into()
    };
    HeaderValue::from_str(&location).ok()?;
    Some(location)
}

impl Target {
    /// The cache entry of a stored link on the domain numbered `domain`;
    /// `None` when its destination cannot be sent in a header.
    pub fn from_row(row: &TargetRow, domain: u32) -> Option<Self> {
        // Campaign parameters depend on the link only: joined once, here.
        let utm: Option<Utm> = row
            .utm
            .as_deref()
            .and_then(|t| serde_json::from_str(t).ok());
        let controls = super::Controls::from_row(row, utm.as_ref()).map(Box::new);
        match &utm {
            Some(utm) => {
                let destination = utm.join(&row.destination);
                Self::build(row.num, domain, &row.slug, &destination, controls)
            }
            None => Self::build(row.num, domain, &row.slug, &row.destination, controls),
        }
    }

    fn build(
        num: i64,
        domain: u32,
        slug: &str,
        destination: &str,
        controls: Option<Box<Controls>>,
    ) -> Option<Self> {
        let mut text = location_of(destination)?;
        let slug_at = u32::try_from(text.len()).ok()?;
        let differs = text != destination;
        text.push_str(slug);
        let destination_at = u32::try_from(text.len()).ok()?;
        if differs {
            text.push_str(destination);
        }
        let fixed = Fixed {
            tally: VisitTally::new(num),
            controls,
            domain,
            slug_at,
            destination_at,
        };
        Some(Self(ThinArc::from_header_and_slice(fixed, text.as_bytes())))
    }

    fn fixed(&self) -> &Fixed {
        &self.0.header.header
    }

    /// A part of the text. Every offset was taken at a boundary of the
    /// string the text was copied from, so the part is always UTF-8.
    fn text(&self, range: std::ops::Range<usize>) -> &str {
        self.0
            .slice
            .get(range)
            .and_then(|bytes| std::str::from_utf8(bytes).ok())
            .unwrap_or_default()
    }

    /// The link's controls; `None` for a plain link.
    pub fn controls(&self) -> Option<&Controls> {
        self.fixed().controls.as_deref()
    }

    /// The link's number in `link_counters`.
    pub fn num(&self) -> i64 {
        self.fixed().tally.num()
    }

    /// The number of the link's domain.
    pub fn domain(&self) -> u32 {
        self.fixed().domain
    }

    /// The `Location` header's value.
    pub fn location(&self) -> &str {
        self.text(0..self.fixed().slug_at as usize)
    }

    pub fn slug(&self) -> &str {
        let fixed = self.fixed();
        self.text(fixed.slug_at as usize..fixed.destination_at as usize)
    }

    /// Whether this is `slug` on domain `domain` (the cache's key is a
    /// hash of both, which two links may share).
    pub fn is(&self, domain: u32, slug: &str) -> bool {
        let fixed = self.fixed();
        fixed.domain == domain
            && self
                .0
                .slice
                .get(fixed.slug_at as usize..fixed.destination_at as usize)
                == Some(slug.as_bytes())
    }

    /// The destination as stored, with the link's campaign parameters
    /// joined.
    pub fn destination(&self) -> &str {
        let from = self.fixed().destination_at as usize;
        match self.text(from..self.0.slice.len()) {
            "" => self.location(),
            destination => destination,
        }
    }

    /// Heap bytes this entry holds, its controls aside.
    #[cfg(test)]
    fn heap_bytes(&self) -> usize {
        std::mem::size_of::<usize>() * 2 + std::mem::size_of::<Fixed>() + self.0.slice.len()
    }
}

impl std::fmt::Debug for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Target")
            .field("num", &self.num())
            .field("domain", &self.domain())
            .field("slug", &self.slug())
            .field("location", &self.location())
            .field("controls", &self.controls().is_some())
            .finish()
    }
}

impl CountedLink for Target {
    fn tally(&self) -> &VisitTally {
        &self.fixed().tally
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_parts_come_back_as_given() {
        let target = Target::build(7, 3, "abc", "https://example.com/x?y=1", None).expect("target");
        assert_eq!(target.location(), "https://example.com/x?y=1");
        assert_eq!(target.destination(), "https://example.com/x?y=1");
        assert_eq!(target.slug(), "abc");
        assert_eq!((target.num(), target.domain()), (7, 3));
        assert!(target.is(3, "abc"));
        assert!(!target.is(3, "ab"));
        assert!(!target.is(2, "abc"));
        assert!(target.controls().is_none());
    }

    #[test]
    fn a_non_ascii_destination_keeps_its_stored_form_beside_its_location() {
        let target =
            Target::build(1, 0, "ünï", "https://bücher.example/straße", None).expect("target");
        assert_eq!(
            target.location(),
            "https://xn--bcher-kva.example/stra%C3%9Fe"
        );
        assert_eq!(target.destination(), "https://bücher.example/straße");
        assert_eq!(target.slug(), "ünï");
        assert!(target.is(0, "ünï"));
    }

    #[test]
    fn campaign_parameters_join_the_destination_and_each_rule_once() {
        let row = TargetRow {
            num: 1,
            id: "id".into(),
            domain_id: "default".into(),
            slug: "c".into(),
            destination: "https://example.com/p?utm_source=own#top".into(),
            valid_from: None,
            expires_at: None,
            max_visits: None,
            used_visits: 0,
            expired_url: Some("https://example.com/over".into()),
            password_hash: None,
            redirect_status: None,
            forward_query: false,
            crawlable: false,
            redirect_rules: Some(
                r#"[{"destination":"https://m.example.com/","conditions":[{"type":"device","value":"mobile"}]}]"#
                    .into(),
            ),
            utm: Some(r#"{"source":"news","campaign":"spring"}"#.into()),
            preview: None,
            split: None,
        };
        let target = Target::from_row(&row, 0).expect("target");
        assert_eq!(
            target.location(),
            "https://example.com/p?utm_source=own&utm_campaign=spring#top"
        );
        assert_eq!(target.destination(), target.location());
        let controls = target.controls().expect("controls");
        struct Mobile;
        impl crate::domain::redirect_rules::VisitFacts for Mobile {
            fn device(&self) -> (crate::domain::visits::Device, Option<&'static str>) {
                (crate::domain::visits::Device::Mobile, None)
            }
            fn accept_language(&self) -> Option<&str> {
                None
            }
            fn country(&self) -> Option<[u8; 2]> {
                None
            }
            fn query(&self) -> Option<&str> {
                None
            }
            fn now(&self) -> i64 {
                0
            }
        }
        assert_eq!(
            controls.rule_location(&Mobile),
            Some("https://m.example.com/?utm_source=news&utm_campaign=spring")
        );
        // Without a forwarded query the parameters are not kept twice.
        assert_eq!(controls.visitor_query("utm_source=x"), "utm_source=x");
    }

    #[test]
    fn a_destination_no_header_can_carry_has_no_entry() {
        assert!(Target::build(1, 0, "a", "https://example.com/\u{7f}", None).is_none());
    }

    #[test]
    fn a_plain_entry_is_one_small_allocation() {
        let target = Target::build(
            1,
            0,
            "abcdefgh",
            "https://example.com/123456/1234567890",
            None,
        )
        .expect("target");
        assert_eq!(std::mem::size_of::<Target>(), std::mem::size_of::<usize>());
        assert!(target.heap_bytes() <= 110, "{}", target.heap_bytes());
    }
}
