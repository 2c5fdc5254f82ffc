//! A known slug as a request holds it, ready to answer: one allocation, a
//! reference count, the fixed fields and then the text (the `Location`
//! value, the slug and, only when it differs from the `Location`, the
//! destination as stored), behind a pointer-sized handle. The slug cache
//! keeps the same fields and text in its own compact form and copies an
//! entry out to each request that finds it (`SlugCache`). Plain links carry
//! nothing else; a link with controls points to them (its id among them:
//! only controls need it). A link whose only control is an A/B split
//! without a cookie keeps the split at the end of the text instead
//! ([`InlineSplit`]) and answers on the plain links' path: its variant is
//! read in line after its own fields.

use super::split::{CachedSplit, InlineSplit};
use super::Controls;
use crate::domain::utm::Utm;
use crate::store::TargetRow;
use crate::visits::{Salts, Visitor};
use ::http::HeaderValue;
use std::sync::Arc;
use triomphe::ThinArc;

/// A link ready to answer; cloning it shares it.
#[derive(Clone)]
pub struct Target(ThinArc<Fixed, u8>);

struct Fixed {
    /// The link's number in `link_counters`, which visits are counted by.
    num: i64,
    /// Expiry, limit, password, rules, …; `None` for a plain link. Shared
    /// with the cache, so that every request sees one link's state.
    controls: Option<Arc<Controls>>,
    /// The number of the link's domain (`ServedDomain::number`).
    domain: u32,
    layout: Layout,
}

/// Where each part of an entry's text starts; the `Location` is first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Layout {
    /// Where the slug starts (the `Location` is before it).
    pub slug_at: u32,
    /// Where the slug ends and the stored destination, if any, starts.
    pub destination_at: u32,
    /// Where the inline split starts, after the destination; 0 for none.
    pub split_at: u32,
}

/// The variant a link's inline split sends a visitor to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitChoice<'a> {
    pub location: &'a str,
    /// The variant's key (`domain::split::variant_key`), for its statistics.
    pub variant: u64,
    /// The visitor's salted key for this link today, for its event.
    pub visitor_key: u64,
}

impl SplitChoice<'_> {
    /// `visitor` as its visit is counted: with the variant and its key.
    pub fn counted<'v>(&self, visitor: &Visitor<'v>) -> Visitor<'v> {
        Visitor {
            variant: Some(self.variant),
            key: Some(self.visitor_key),
            ..*visitor
        }
    }
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
        let (controls, split) = match super::Controls::from_row(row, utm.as_ref()) {
            None => (None, None),
            Some(controls) => match Box::new(controls).into_lone_split() {
                Ok(split) => (None, Some(split)),
                Err(controls) => (Some(Arc::from(controls)), None),
            },
        };
        let destination = match &utm {
            Some(utm) => std::borrow::Cow::Owned(utm.join(&row.destination)),
            None => std::borrow::Cow::Borrowed(row.destination.as_str()),
        };
        Self::build(
            row.num,
            domain,
            &row.slug,
            &destination,
            controls,
            split.as_ref(),
        )
    }

    fn build(
        num: i64,
        domain: u32,
        slug: &str,
        destination: &str,
        controls: Option<Arc<Controls>>,
        split: Option<&CachedSplit>,
    ) -> Option<Self> {
        let mut text = location_of(destination)?;
        let slug_at = u32::try_from(text.len()).ok()?;
        let differs = text != destination;
        text.push_str(slug);
        let destination_at = u32::try_from(text.len()).ok()?;
        if differs {
            text.push_str(destination);
        }
        let mut bytes = text.into_bytes();
        let split_at = match split {
            Some(split) => {
                let at = u32::try_from(bytes.len()).ok()?;
                split.write_inline(&mut bytes);
                at
            }
            None => 0,
        };
        let layout = Layout {
            slug_at,
            destination_at,
            split_at,
        };
        Some(Self::from_parts(num, domain, controls, layout, &bytes))
    }

    /// An entry of the given fields and text, as the slug cache keeps them
    /// (`text` and `layout` taken from an entry, so every part is UTF-8).
    pub(super) fn from_parts(
        num: i64,
        domain: u32,
        controls: Option<Arc<Controls>>,
        layout: Layout,
        text: &[u8],
    ) -> Self {
        let fixed = Fixed {
            num,
            controls,
            domain,
            layout,
        };
        Self(ThinArc::from_header_and_slice(fixed, text))
    }

    fn fixed(&self) -> &Fixed {
        &self.0.header.header
    }

    /// Where the parts of the text start.
    pub(super) fn layout(&self) -> Layout {
        self.fixed().layout
    }

    /// The whole text, as [`Self::from_parts`] takes it.
    pub(super) fn text_bytes(&self) -> &[u8] {
        &self.0.slice
    }

    /// The controls as shared with the cache.
    pub(super) fn shared_controls(&self) -> Option<&Arc<Controls>> {
        self.fixed().controls.as_ref()
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
        self.fixed().num
    }

    /// The number of the link's domain.
    pub fn domain(&self) -> u32 {
        self.fixed().domain
    }

    /// The `Location` header's value.
    pub fn location(&self) -> &str {
        self.text(0..self.layout().slug_at as usize)
    }

    pub fn slug(&self) -> &str {
        let layout = self.layout();
        self.text(layout.slug_at as usize..layout.destination_at as usize)
    }

    /// The destination as stored, with the link's campaign parameters
    /// joined.
    pub fn destination(&self) -> &str {
        let layout = self.layout();
        let to = match layout.split_at {
            0 => self.0.slice.len(),
            at => at as usize,
        };
        match self.text(layout.destination_at as usize..to) {
            "" => self.location(),
            destination => destination,
        }
    }

    /// The variant of the link's inline split for `visitor` at `now` (ms),
    /// by its salted key for this link today, as a split in the controls
    /// chooses without a cookie; `None` for a link without one.
    pub fn split_choice(
        &self,
        salts: &Salts,
        visitor: &Visitor<'_>,
        now: i64,
    ) -> Option<SplitChoice<'_>> {
        let at = self.layout().split_at as usize;
        if at == 0 {
            return None;
        }
        let agent = visitor.headers.get(::http::header::USER_AGENT);
        let visitor_key = salts.key(
            visitor.client,
            agent.map(|v| v.as_bytes()).unwrap_or_default(),
            self.num(),
            now,
        );
        let (location, variant) = InlineSplit::new(self.0.slice.get(at..)?)
            .choose(crate::visits::visitor::choosing_key(visitor_key))?;
        Some(SplitChoice {
            location,
            variant,
            visitor_key,
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_parts_come_back_as_given() {
        let target =
            Target::build(7, 3, "abc", "https://example.com/x?y=1", None, None).expect("target");
        assert_eq!(target.location(), "https://example.com/x?y=1");
        assert_eq!(target.destination(), "https://example.com/x?y=1");
        assert_eq!(target.slug(), "abc");
        assert_eq!((target.num(), target.domain()), (7, 3));
        assert!(target.controls().is_none());
    }

    #[test]
    fn a_non_ascii_destination_keeps_its_stored_form_beside_its_location() {
        let target = Target::build(1, 0, "ünï", "https://bücher.example/straße", None, None)
            .expect("target");
        assert_eq!(
            target.location(),
            "https://xn--bcher-kva.example/stra%C3%9Fe"
        );
        assert_eq!(target.destination(), "https://bücher.example/straße");
        assert_eq!(target.slug(), "ünï");
    }

    #[test]
    fn campaign_parameters_join_the_destination_and_each_rule_once() {
        let row = TargetRow {
            num: 1,
            slug: "c".into(),
            destination: "https://example.com/p?utm_source=own#top".into(),
            expired_url: Some("https://example.com/over".into()),
            redirect_rules: Some(
                r#"[{"destination":"https://m.example.com/","conditions":[{"type":"device","value":"mobile"}]}]"#
                    .into(),
            ),
            utm: Some(r#"{"source":"news","campaign":"spring"}"#.into()),
            ..TargetRow::default()
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
    fn a_lone_split_without_a_cookie_lives_inline_and_chooses_by_the_visitor_key() {
        let split = |cookie: bool| {
            format!(
                r#"{{"variants":[{{"destination":"https://a.example/","weight":1}},{{"destination":"https://b.example/","weight":1}}],"cookie":{cookie}}}"#
            )
        };
        let row = |split: Option<String>, crawlable: bool| TargetRow {
            num: 9,
            slug: "ab".into(),
            destination: "https://a.example/".into(),
            crawlable,
            split,
            ..TargetRow::default()
        };
        let salts = Salts::new();
        let now = crate::domain::time::now_millis();
        let day = crate::domain::visits::day_of(now);
        salts.set(vec![(day, [7; 32])]);
        let headers = ::http::HeaderMap::new();
        let visitor = |last: u8| Visitor {
            head: false,
            headers: &headers,
            client: std::net::IpAddr::from([192, 0, 2, last]),
            scan: false,
            variant: None,
            key: None,
        };
        let inline = Target::from_row(&row(Some(split(false)), false), 0).expect("target");
        assert!(inline.controls().is_none());
        assert_eq!(inline.destination(), "https://a.example/");
        let mut seen = std::collections::HashSet::new();
        for last in 1..=40 {
            let choice = inline
                .split_choice(&salts, &visitor(last), now)
                .expect("choice");
            let key = salts.key(visitor(last).client, b"", 9, now);
            assert_eq!(choice.visitor_key, key);
            // The same visitor gets the same variant all day.
            assert_eq!(
                inline.split_choice(&salts, &visitor(last), now),
                Some(choice)
            );
            let expected = if crate::domain::split::pick(&[1, 1], key) == 0 {
                "https://a.example/"
            } else {
                "https://b.example/"
            };
            assert_eq!(choice.location, expected);
            assert_eq!(choice.variant, crate::domain::split::variant_key(expected));
            seen.insert(choice.location);
        }
        assert_eq!(seen.len(), 2, "both variants among 40 visitors");
        // A cookie, or any other control, keeps the split in the controls.
        for other in [row(Some(split(true)), false), row(Some(split(false)), true)] {
            let target = Target::from_row(&other, 0).expect("target");
            assert!(target.controls().is_some_and(|c| c.has_split()));
            assert_eq!(target.split_choice(&salts, &visitor(1), now), None);
        }
        let plain = Target::from_row(&row(None, false), 0).expect("target");
        assert_eq!(plain.split_choice(&salts, &visitor(1), now), None);
    }

    #[test]
    fn a_destination_no_header_can_carry_has_no_entry() {
        assert!(Target::build(1, 0, "a", "https://example.com/\u{7f}", None, None).is_none());
    }

    #[test]
    fn an_entry_is_a_pointer_and_comes_back_from_its_parts() {
        assert_eq!(std::mem::size_of::<Target>(), std::mem::size_of::<usize>());
        let target =
            Target::build(1, 4, "ünï", "https://bücher.example/", None, None).expect("target");
        let copy = Target::from_parts(
            target.num(),
            target.domain(),
            None,
            target.layout(),
            target.text_bytes(),
        );
        assert_eq!(copy.slug(), "ünï");
        assert_eq!(copy.location(), target.location());
        assert_eq!(copy.destination(), "https://bücher.example/");
        assert_eq!((copy.num(), copy.domain()), (1, 4));
    }
}
