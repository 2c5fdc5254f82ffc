//! Redirect rules: each condition type sends a matching visit to its rule's
//! destination, the first matching rule wins, others go to the link's.

use super::gate::{create, location, visit_as};
use crate::helpers::TestApp;
use reqwest::Method;
use serde_json::json;

const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 \
     (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID: &str =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) \
     Chrome/120.0.0.0 Mobile Safari/537.36";
const DESKTOP: &str = super::limits::BROWSER;

type Headers = Vec<(&'static str, &'static str)>;

#[tokio::test]
async fn each_condition_type_matches_and_the_first_rule_wins() {
    let app = TestApp::spawn_with(|settings| settings.trust_proxy = 1).await;
    let owner = app.owner().await;
    let rule = |to: &str, conditions: serde_json::Value| json!({"destination": format!("https://example.com/{to}"), "conditions": conditions});
    create(
        &owner,
        json!({"destination": "https://example.com/default", "slug": "ruled", "redirectRules": [
            rule("ios", json!([{"type": "device", "value": "ios"}])),
            rule("android", json!([{"type": "device", "value": "android"}])),
            rule("query", json!([{"type": "query-param", "key": "v", "value": "2"}])),
            rule("flag", json!([{"type": "query-param-present", "key": "beta"}])),
            rule("german", json!([{"type": "language", "value": "de"}])),
            rule("swiss", json!([{"type": "country", "value": "CH"}])),
            rule("past", json!([{"type": "before-date", "value": "2001-01-01T00:00:00Z"}])),
            rule("mobile", json!([{"type": "device", "value": "mobile"}])),
            rule("later", json!([{"type": "after-date", "value": "2001-01-01T00:00:00Z"},
                                 {"type": "query-param-present", "key": "later"}])),
        ]}),
    )
    .await;
    let visitor = app.anonymous();
    let cases: Vec<(&str, Headers, &str)> = vec![
        ("/ruled", vec![("user-agent", IPHONE)], "ios"),
        ("/ruled", vec![("user-agent", ANDROID)], "android"),
        ("/ruled?v=2", vec![("user-agent", DESKTOP)], "query"),
        ("/ruled?v=3", vec![("user-agent", DESKTOP)], "default"),
        ("/ruled?beta", vec![("user-agent", DESKTOP)], "flag"),
        (
            "/ruled",
            vec![
                ("user-agent", DESKTOP),
                ("accept-language", "de-CH,de;q=0.9"),
            ],
            "german",
        ),
        (
            "/ruled",
            vec![("user-agent", DESKTOP), ("accept-language", "fr, de;q=0")],
            "default",
        ),
        (
            "/ruled",
            vec![("user-agent", DESKTOP), ("cf-ipcountry", "CH")],
            "swiss",
        ),
        ("/ruled?later=1", vec![("user-agent", DESKTOP)], "later"),
        ("/ruled", vec![("user-agent", DESKTOP)], "default"),
        // The first matching rule wins: an iPhone asking for v=2.
        ("/ruled?v=2", vec![("user-agent", IPHONE)], "ios"),
    ];
    for (path, headers, expected) in cases {
        let response = visit_as(&visitor, Method::GET, path, &headers).await;
        assert_eq!(
            location(&response),
            Some(format!("https://example.com/{expected}").as_str()),
            "{path} {headers:?}"
        );
    }
}
