use super::*;

#[test]
fn every_event_reads_back_from_its_name() {
    for event in ALL_EVENTS {
        assert_eq!(EventKind::parse(event.as_str()), Some(event));
    }
    assert_eq!(EventKind::parse(TEST_EVENT), None);
}

#[test]
fn endpoint_urls_are_http_with_a_host_and_no_credentials() {
    for good in [
        "https://hooks.example.com/in",
        "http://example.org:8080/x?y=1",
    ] {
        assert!(EndpointUrl::parse(good, false).is_ok(), "{good}");
    }
    for bad in [
        "ftp://example.com/",
        "javascript:alert(1)",
        "https://user:pw@example.com/",
        "https://example.com/#frag",
        "https:///path",
        "https:\\\\evil.example/",
        "https:example.com",
        "https://exa mple.com/",
        "",
    ] {
        assert_eq!(
            EndpointUrl::parse(bad, true),
            Err(WebhookRuleError::InvalidUrl),
            "{bad}"
        );
    }
}

#[test]
fn private_hosts_are_refused_unless_allowed() {
    for private in [
        "http://127.0.0.1/",
        "http://10.1.2.3/",
        "http://192.168.0.1/",
        "http://172.16.5.5/",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/",
        "http://[fd00::1]/",
        "http://[fe80::1]/",
        "http://[::ffff:127.0.0.1]/",
        "http://[::ffff:10.0.0.1]/",
        "http://[64:ff9b::a00:1]/",
        "http://[2002:7f00:1::]/",
        "http://0.0.0.0/",
        "http://100.64.0.1/",
        "http://localhost:8080/",
        "http://api.localhost/",
        "http://2130706433/",
    ] {
        assert_eq!(
            EndpointUrl::parse(private, false),
            Err(WebhookRuleError::PrivateAddress),
            "{private}"
        );
        assert!(EndpointUrl::parse(private, true).is_ok(), "{private}");
    }
    for public in ["http://93.184.216.34/", "http://[2606:4700::1111]/"] {
        assert!(EndpointUrl::parse(public, false).is_ok(), "{public}");
    }
}

#[test]
fn events_parse_sorted_and_instance_events_need_a_manager() {
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        parse_events(
            &names(&["link.deleted", "link.created", "link.created"]),
            false
        ),
        Ok(vec![EventKind::LinkCreated, EventKind::LinkDeleted])
    );
    assert_eq!(
        parse_events(&names(&["account.created"]), false),
        Err(WebhookRuleError::InstanceEventRefused("account.created"))
    );
    assert!(parse_events(&names(&["account.created"]), true).is_ok());
    assert_eq!(parse_events(&[], true), Err(WebhookRuleError::NoEvents));
    assert_eq!(
        parse_events(&names(&["link.exploded"]), true),
        Err(WebhookRuleError::UnknownEvent("link.exploded".into()))
    );
}

#[test]
fn filters_narrow_only_where_given() {
    let any = WebhookFilters::default();
    assert!(any.admit("l1", "default", &[]));
    let tagged = WebhookFilters {
        tags: vec!["promo".into()],
        ..Default::default()
    };
    assert!(tagged.admit("l1", "default", &["news".into(), "promo".into()]));
    assert!(!tagged.admit("l1", "default", &["news".into()]));
    let narrow = WebhookFilters {
        links: vec!["l2".into()],
        domains: vec!["d1".into()],
        ..Default::default()
    };
    assert!(narrow.admit("l2", "d1", &[]));
    assert!(!narrow.admit("l1", "d1", &[]));
    assert!(!narrow.admit("l2", "default", &[]));
    let too_many = WebhookFilters {
        tags: (0..=MAX_FILTER_VALUES).map(|n| n.to_string()).collect(),
        ..Default::default()
    };
    assert_eq!(too_many.check(), Err(WebhookRuleError::TooManyFilterValues));
}

/// The example of the Standard Webhooks specification, signed here.
#[test]
fn signatures_follow_standard_webhooks() {
    let header = signature_header(
        &["whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD"],
        "msg_27UH4WbU6Z5A5EzD8u03UvzRbpk",
        1_649_367_553,
        r#"{"email":"test@example.com","username":"test_user"}"#,
    );
    assert_eq!(
        header.as_deref(),
        Some("v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=")
    );
    let both = signature_header(&[&new_secret(), &new_secret()], "msg_1", 1, "{}")
        .expect("two signatures");
    assert_eq!(both.split(' ').count(), 2);
    assert!(both.split(' ').all(|s| s.starts_with("v1,")));
}

/// Linkhop signs with `hmac` and `sha2`; the `standardwebhooks` crate must
/// write the same signature for every secret, message and body.
#[test]
fn signatures_agree_with_the_standard_webhooks_crate() {
    let bodies = [
        String::new(),
        "{}".to_owned(),
        "é☃ and a quote \" inside".to_owned(),
        "v".repeat(25_000),
    ];
    for (n, body) in bodies.iter().enumerate() {
        let secret = new_secret();
        let id = format!("msg_{n}");
        let ours =
            signature_header(&[&secret], &id, 1_700_000_000 + n as i64, body).expect("a signature");
        let theirs = standardwebhooks::Webhook::new(&secret)
            .and_then(|w| w.sign(&id, 1_700_000_000 + n as i64, body.as_bytes()))
            .expect("the crate signs");
        assert_eq!(ours, theirs);
    }
    assert_eq!(
        signature_header(&["whsec_not base64!"], "msg_1", 1, "{}"),
        None
    );
    assert_eq!(signature_header(&[], "msg_1", 1, "{}"), None);
}

#[test]
fn secrets_and_message_ids_have_their_forms() {
    let secret = new_secret();
    assert!(secret.starts_with(SECRET_PREFIX));
    assert_ne!(secret, new_secret());
    assert!(new_message_id().starts_with("msg_"));
}

#[test]
fn retries_double_up_to_an_hour_less_some_jitter() {
    for failed in 1..40 {
        let delay = retry_delay(30_000, failed);
        let full = (30_000u64 << (failed - 1).min(30)).min(3_600_000);
        assert!(
            delay <= full && delay >= full - full / 5,
            "{failed}: {delay}"
        );
    }
    assert!(retry_delay(100, 1) <= 100);
}

#[test]
fn descriptions_are_short_plain_text() {
    assert_eq!(description("  CRM  "), Ok(Some("CRM".into())));
    assert_eq!(description(" "), Ok(None));
    assert!(description("a\u{7}b").is_err());
    assert!(description(&"x".repeat(201)).is_err());
}

#[test]
fn only_the_owner_hears_the_whole_instance() {
    for is_owner in [true, false] {
        assert_eq!(
            WebhookScope::parse("account", is_owner),
            Ok(WebhookScope::Account)
        );
        assert_eq!(
            WebhookScope::parse("Account", is_owner),
            Err(WebhookRuleError::UnknownScope)
        );
    }
    assert_eq!(
        WebhookScope::parse("instance", true),
        Ok(WebhookScope::Instance)
    );
    assert_eq!(
        WebhookScope::parse("instance", false),
        Err(WebhookRuleError::InstanceScopeRefused)
    );
    for scope in [WebhookScope::Account, WebhookScope::Instance] {
        assert_eq!(WebhookScope::parse(scope.as_str(), true), Ok(scope));
    }
}
