use super::*;
use serde_json::Value;

fn visit() -> ForwardedVisit {
    ForwardedVisit {
        page: "https://s.example.com/docs".into(),
        at: 1_795_000_000,
        referrer: Some("news.example.org".into()),
        country: Some("DE".into()),
        device: "mobile".into(),
        browser: Some("Firefox".into()),
        os: Some("Android".into()),
    }
}

#[test]
fn targets_are_checked_per_kind() {
    assert_eq!(
        Destination::parse("webhook", None),
        Ok(Destination::Webhook)
    );
    let matomo = Destination::parse("matomo", Some(&json!({"siteId": 3}))).expect("matomo");
    assert_eq!(
        matomo,
        Destination::Matomo {
            site_id: 3,
            token: None
        }
    );
    assert_eq!(
        matomo.target(),
        Some(json!({"siteId": 3, "tokenAuth": null}))
    );
    assert!(Destination::parse("plausible", Some(&json!({"domain": "example.com"}))).is_ok());
    assert!(Destination::parse(
        "umami",
        Some(&json!({"websiteId": "94db1cb1-74f4-4a40-ad6c-962362670409"}))
    )
    .is_ok());
    for (kind, target) in [
        ("matomo", json!({"siteId": 0})),
        ("matomo", json!({"siteId": "3"})),
        ("matomo", json!({"siteId": 3, "tokenAuth": "a b"})),
        ("plausible", json!({"domain": ""})),
        ("plausible", json!({"domain": "x", "extra": 1})),
        ("umami", json!({"websiteId": "not-a-uuid"})),
        ("webhook", json!({"siteId": 1})),
    ] {
        assert_eq!(
            Destination::parse(kind, Some(&target)),
            Err(DestinationError::InvalidTarget),
            "{kind} {target}"
        );
    }
    assert_eq!(
        Destination::parse("matomo", None),
        Err(DestinationError::InvalidTarget)
    );
    assert_eq!(
        Destination::parse("ga4", None),
        Err(DestinationError::UnknownKind)
    );
}

#[test]
fn matomo_gets_one_bulk_request_with_the_country_only_when_authenticated() {
    let open = Destination::Matomo {
        site_id: 7,
        token: None,
    };
    let requests = forward_requests(&open, &[visit(), visit()]);
    assert_eq!(requests.len(), 1);
    let body: Value = serde_json::from_str(&requests[0].body).expect("json");
    let lines = body["requests"].as_array().expect("requests");
    assert_eq!(lines.len(), 2);
    let line = lines[0].as_str().expect("a query");
    assert!(
        line.starts_with("?idsite=7&rec=1&apiv=1&url=https%3A%2F%2Fs.example.com%2Fdocs"),
        "{line}"
    );
    assert!(line.contains("&urlref=https%3A%2F%2Fnews.example.org%2F"));
    assert!(line.contains("&cdt=1795000000"));
    assert!(!line.contains("country"));
    assert!(body.get("token_auth").is_none());
    let authenticated = Destination::Matomo {
        site_id: 7,
        token: Some("t0k".into()),
    };
    let body: Value =
        serde_json::from_str(&forward_requests(&authenticated, &[visit()])[0].body).expect("json");
    assert_eq!(body["token_auth"], "t0k");
    assert!(body["requests"][0]
        .as_str()
        .is_some_and(|l| l.contains("&country=de")));
}

#[test]
fn plausible_and_umami_get_one_request_per_visit_with_an_agent_of_classes() {
    let plausible = Destination::Plausible {
        domain: "example.com".into(),
    };
    let requests = forward_requests(&plausible, &[visit(), visit()]);
    assert_eq!(requests.len(), 2);
    assert!(requests[0].headers.contains(&(
        "user-agent",
        "Mozilla/5.0 (Android; mobile) Firefox".to_owned()
    )));
    let body: Value = serde_json::from_str(&requests[0].body).expect("json");
    assert_eq!(
        body,
        json!({"name": "pageview", "url": "https://s.example.com/docs",
               "domain": "example.com", "referrer": "https://news.example.org/"})
    );
    let umami = Destination::Umami {
        website: "94db1cb1-74f4-4a40-ad6c-962362670409".into(),
    };
    let body: Value =
        serde_json::from_str(&forward_requests(&umami, &[visit()])[0].body).expect("json");
    assert_eq!(body["type"], "event");
    assert_eq!(
        body["payload"]["website"],
        "94db1cb1-74f4-4a40-ad6c-962362670409"
    );
    assert_eq!(body["payload"]["hostname"], "s.example.com");
    assert_eq!(body["payload"]["url"], "/docs");
    assert_eq!(body["payload"]["referrer"], "https://news.example.org/");
}
