//! Why a row a service's own reading gave up on is skipped. The readers of
//! each format only say "not a link" (they run a million times, so they stay
//! lean); this names the reason for the skipped-row report, and runs only
//! for the rows that failed.

use super::problems::{Rejected, SkipReason};
use super::Service;
use serde_json::Value;

/// The keys of a JSON service's slug and destination.
fn json_keys(service: Service) -> (&'static str, &'static str) {
    match service {
        Service::Kutt => ("address", "target"),
        Service::Sink => ("slug", "url"),
        Service::Dub => ("key", "url"),
        Service::Chhoto => ("shortlink", "longlink"),
        Service::Shlink => ("shortCode", "longUrl"),
        _ => ("slug", "destination"),
    }
}

/// A JSON element of `service` that did not become a link.
pub(super) fn json_rejection(service: Service, element: &Value) -> Rejected {
    let Some(object) = element.as_object() else {
        return Rejected::new(None, SkipReason::NotAnObject);
    };
    let (slug_key, destination_key) = json_keys(service);
    let text = |key: &str| object.get(key).and_then(Value::as_str);
    let slug = text(slug_key).filter(|s| !s.trim().is_empty());
    let is_true = |key: &str| object.get(key).and_then(Value::as_bool) == Some(true);
    let reason = if slug.is_none() {
        SkipReason::Missing(slug_key)
    } else if text(destination_key).is_none_or(|d| d.trim().is_empty()) {
        SkipReason::Missing(destination_key)
    } else if service == Service::Kutt && is_true("password") {
        SkipReason::NotCarried("password-protected in Kutt, whose API never shows the password")
    } else if service == Service::Kutt && is_true("banned") {
        SkipReason::NotCarried("banned in Kutt, which no longer redirects it")
    } else if service == Service::Sink && is_true("unsafe") {
        SkipReason::NotCarried("marked unsafe in Sink, which shows a warning page first")
    } else if service == Service::Sink && text("password").is_some() {
        SkipReason::NotCarried("a password Sink has hashed or masked, which cannot be carried over")
    } else {
        SkipReason::InvalidValue("value: a field has the wrong JSON type")
    };
    Rejected::new(slug, reason)
}

/// A CSV row of `service` its columns could not turn into a link.
pub(super) fn csv_rejection(service: Service) -> Rejected {
    let reason = match service {
        Service::Shlink => {
            SkipReason::InvalidSlug("the short URL's path is not UTF-8 once decoded")
        }
        Service::Bitly => SkipReason::Missing("a back-half (link or custom_bitlinks)"),
        Service::Polr => SkipReason::NotCarried(
            "disabled in Polr (or an is_disabled that is not 0 or 1), so it no longer redirects",
        ),
        _ => SkipReason::Missing("slug"),
    };
    Rejected::new(None, reason)
}

#[cfg(test)]
mod tests {
    use super::super::tests::reserved;
    use super::super::{json_link, Service};
    use super::SkipReason;
    use serde_json::json;

    fn reason(service: Service, element: serde_json::Value) -> (Option<String>, SkipReason) {
        let rejected = json_link(service, &element, &reserved(), 0).expect_err("skipped");
        (rejected.slug, rejected.reason)
    }

    #[test]
    fn failed_rows_say_why() {
        let (slug, why) = reason(
            Service::Kutt,
            json!({"address": "a", "target": "https://e.com", "password": true}),
        );
        assert_eq!(slug.as_deref(), Some("a"));
        assert_eq!(why.code(), "notCarried");
        assert!(why.message().contains("password"), "{}", why.message());
        let (slug, why) = reason(Service::Chhoto, json!({"longlink": "https://e.com"}));
        assert_eq!((slug, why), (None, SkipReason::Missing("shortlink")));
        assert_eq!(reason(Service::Sink, json!([1])).1, SkipReason::NotAnObject);
        let (_, why) = reason(
            Service::Sink,
            json!({"slug": "s", "url": "https://e.com", "unsafe": true}),
        );
        assert!(why.message().contains("unsafe"));
        let (slug, why) = reason(
            Service::Kutt,
            json!({"address": "k", "target": "https://e.com", "visit_count": "many"}),
        );
        assert_eq!((slug.as_deref(), why.code()), (Some("k"), "invalidValue"));
    }
}
