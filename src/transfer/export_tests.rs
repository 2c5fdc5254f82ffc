//! The export formats' unit tests (JSON keys, CSV cells and guards).

use super::*;

fn link(slug: &str, author: Option<(&str, &str)>) -> LinkRecord {
    LinkRecord {
        id: "id-1".into(),
        domain_id: "default".into(),
        domain_host: None,
        slug: slug.into(),
        destination: "https://e.com/?a=\"b\",c".into(),
        author: author.map(|(id, _)| id.to_owned()),
        author_username: author.map(|(_, name)| name.to_owned()),
        author_role: None,
        creation_date: 0,
        modified_date: 1,
        visits: 3,
        human_visits: 2,
        bot_visits: 1,
        public_stats: false,
        valid_from: None,
        expires_at: None,
        max_visits: None,
        used_visits: 0,
        expired_url: None,
        password_hash: None,
        title: None,
        notes: None,
        redirect_status: None,
        forward_query: false,
        crawlable: false,
        redirect_rules: None,
        utm: None,
        preview: None,
        split: None,
        password_failures: 0,
        last_password_failure: None,
        team_id: None,
        team_name: None,
        tags: Vec::new(),
    }
}

#[test]
fn csv_lines_quote_guard_and_fill_account() {
    assert_eq!(
        csv_line(&link("=cmd", None)),
        "\"id-1\",\"'=cmd\",\"https://e.com/?a=\"\"b\"\",c\",\"\",\"1970-01-01T00:00:00.000Z\",\"1970-01-01T00:00:00.001Z\",3,\"n/a\",2,1,false,\"\",\"\",,0,\"\",\"\",\"\",\"\",\"\",,false,false,\"\",\"\",\"\",\"\",\"\",\"\"\r\n"
    );
    assert!(csv_line(&link("x", Some(("u", "@bob")))).ends_with(
        ",\"u\",\"1970-01-01T00:00:00.000Z\",\"1970-01-01T00:00:00.001Z\",3,\"'@bob\",2,1,false,\"\",\"\",,0,\"\",\"\",\"\",\"\",\"\",,false,false,\"\",\"\",\"\",\"\",\"\",\"\"\r\n"
    ));
    for guarded in ["+1", "-1", "@a", "=a"] {
        assert!(csv_text(guarded).starts_with("\"'"), "{guarded}");
    }
}

#[test]
fn json_items_keep_lynx_key_order() {
    let keys: Vec<String> = json_item(&link("a", None))
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    assert_eq!(
        keys,
        [
            "id",
            "slug",
            "destination",
            "author",
            "creationDate",
            "modifiedDate",
            "visits",
            "humanVisits",
            "botVisits",
            "publicStats",
            "validFrom",
            "expiresAt",
            "maxVisits",
            "usedVisits",
            "expiredUrl",
            "passwordHash",
            "tags",
            "title",
            "notes",
            "redirectStatus",
            "forwardQuery",
            "crawlable",
            "redirectRules",
            "domain",
            "utm",
            "preview",
            "split",
            "team"
        ]
    );
}

#[test]
fn links_name_their_domain_and_team() {
    let on_domain = LinkRecord {
        domain_id: "d-1".into(),
        domain_host: Some("go.example.com".into()),
        ..link("a", None)
    };
    assert_eq!(json_item(&on_domain)["domain"], "go.example.com");
    assert_eq!(json_item(&link("a", None))["domain"], Value::Null);
    assert!(csv_line(&on_domain).ends_with(",\"go.example.com\",\"\",\"\",\"\",\"\"\r\n"));
    let with_utm = LinkRecord {
        utm: Some(r#"{"source":"=news"}"#.into()),
        ..link("a", None)
    };
    assert_eq!(json_item(&with_utm)["utm"]["source"], "=news");
    assert!(csv_line(&with_utm)
        .ends_with(",\"\",\"{\"\"source\"\":\"\"=news\"\"}\",\"\",\"\",\"\"\r\n"));
    let with_preview = LinkRecord {
        preview: Some(r#"{"title":"@Sale"}"#.into()),
        ..link("a", None)
    };
    assert_eq!(json_item(&with_preview)["preview"]["title"], "@Sale");
    assert!(csv_line(&with_preview).ends_with(",\"{\"\"title\"\":\"\"@Sale\"\"}\",\"\",\"\"\r\n"));
    let in_team = LinkRecord {
        team_id: Some("t-1".into()),
        team_name: Some("=Sales".into()),
        ..link("a", None)
    };
    assert_eq!(json_item(&in_team)["team"], "=Sales");
    assert_eq!(json_item(&link("a", None))["team"], Value::Null);
    assert!(
        csv_line(&in_team).ends_with(",\"'=Sales\"\r\n"),
        "a guarded name"
    );
}
