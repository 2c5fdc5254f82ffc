use super::*;

struct Facts {
    device: Device,
    os: Option<&'static str>,
    language: Option<&'static str>,
    country: Option<[u8; 2]>,
    query: Option<&'static str>,
    now: i64,
}

impl VisitFacts for Facts {
    fn device(&self) -> (Device, Option<&'static str>) {
        (self.device, self.os)
    }
    fn accept_language(&self) -> Option<&str> {
        self.language
    }
    fn country(&self) -> Option<[u8; 2]> {
        self.country
    }
    fn query(&self) -> Option<&str> {
        self.query
    }
    fn now(&self) -> i64 {
        self.now
    }
}

fn facts() -> Facts {
    Facts {
        device: Device::Desktop,
        os: Some("Windows"),
        language: None,
        country: None,
        query: None,
        now: 1_000,
    }
}

fn one(condition: Value) -> RedirectRule {
    parse_rules(&json!([{"destination": "https://e.com", "conditions": [condition]}]))
        .expect("valid")
        .remove(0)
}

#[test]
fn every_condition_type_matches_what_it_names() {
    let phone = Facts {
        device: Device::Mobile,
        os: Some("Android"),
        ..facts()
    };
    assert!(one(json!({"type": "device", "value": "mobile"})).matches(&phone));
    assert!(one(json!({"type": "device", "value": "android"})).matches(&phone));
    assert!(!one(json!({"type": "device", "value": "ios"})).matches(&phone));
    assert!(one(json!({"type": "device", "value": "desktop"})).matches(&facts()));
    assert!(!one(json!({"type": "device", "value": "mobile"})).matches(&facts()));

    let german = Facts {
        language: Some("de-CH, en;q=0.5, fr;q=0"),
        ..facts()
    };
    assert!(one(json!({"type": "language", "value": "de"})).matches(&german));
    assert!(one(json!({"type": "language", "value": "EN"})).matches(&german));
    assert!(!one(json!({"type": "language", "value": "fr"})).matches(&german));
    assert!(!one(json!({"type": "language", "value": "de-de"})).matches(&german));
    assert!(!one(json!({"type": "language", "value": "d"})).matches(&german));

    let swiss = Facts {
        country: Some(*b"CH"),
        ..facts()
    };
    assert!(one(json!({"type": "country", "value": "ch"})).matches(&swiss));
    assert!(!one(json!({"type": "country", "value": "DE"})).matches(&swiss));

    let query = Facts {
        query: Some("utm=a%20b&flag"),
        ..facts()
    };
    assert!(one(json!({"type": "query-param", "key": "utm", "value": "a b"})).matches(&query));
    assert!(!one(json!({"type": "query-param", "key": "utm", "value": "a"})).matches(&query));
    assert!(one(json!({"type": "query-param-present", "key": "flag"})).matches(&query));
    assert!(!one(json!({"type": "query-param-present", "key": "x"})).matches(&query));

    let before = one(json!({"type": "before-date", "value": "1970-01-01T00:00:02Z"}));
    let after = one(json!({"type": "after-date", "value": "1970-01-01T00:00:01Z"}));
    assert!(before.matches(&facts()));
    assert!(after.matches(&facts()));
    assert!(!before.matches(&Facts {
        now: 2_000,
        ..facts()
    }));
    assert!(!after.matches(&Facts {
        now: 999,
        ..facts()
    }));
}

#[test]
fn all_conditions_of_a_rule_must_match() {
    let rules = parse_rules(&json!([{
        "destination": "https://e.com",
        "conditions": [
            {"type": "device", "value": "desktop"},
            {"type": "query-param-present", "key": "x"}
        ]
    }]))
    .expect("valid");
    assert!(!rules[0].matches(&facts()));
    assert!(rules[0].matches(&Facts {
        query: Some("x=1"),
        ..facts()
    }));
}

#[test]
fn bad_rules_name_the_rule_and_the_problem() {
    let cases = [
        (json!({}), 0, RuleProblem::NotAList),
        (json!([1]), 1, RuleProblem::NotAnObject),
        (
            json!([{"destination": "javascript:alert(1)", "conditions": [{"type": "device", "value": "ios"}]}]),
            1,
            RuleProblem::InvalidDestination,
        ),
        (
            json!([{"destination": "https://e.com", "conditions": []}]),
            1,
            RuleProblem::NoConditions,
        ),
        (
            json!([{"destination": "https://e.com", "conditions": [{"type": "device", "value": "ios"}]},
                   {"destination": "https://e.com", "conditions": [{"type": "weather", "value": "rain"}]}]),
            2,
            RuleProblem::UnknownType,
        ),
        (
            json!([{"destination": "https://e.com", "conditions": [{"type": "device", "value": "toaster"}]}]),
            1,
            RuleProblem::InvalidCondition,
        ),
        (
            json!([{"destination": "https://e.com", "conditions": [{"type": "country", "value": "CHE"}]}]),
            1,
            RuleProblem::InvalidCondition,
        ),
        (
            json!([{"destination": "https://e.com", "conditions": [{"type": "after-date", "value": "soon"}]}]),
            1,
            RuleProblem::InvalidCondition,
        ),
        (
            json!([{"destination": "https://e.com", "conditions": [{"type": "query-param", "value": "x"}]}]),
            1,
            RuleProblem::InvalidCondition,
        ),
    ];
    for (value, rule, problem) in cases {
        assert_eq!(
            parse_rules(&value),
            Err(RuleError { rule, problem }),
            "{value}"
        );
    }
    let many = Value::Array(
        (0..21)
            .map(|_| json!({"destination": "https://e.com", "conditions": [{"type": "device", "value": "ios"}]}))
            .collect(),
    );
    assert_eq!(
        parse_rules(&many).map_err(|e| e.problem),
        Err(RuleProblem::TooManyRules)
    );
}

#[test]
fn rules_round_trip_through_their_json() {
    let value = json!([{
        "destination": "https://e.com/x",
        "conditions": [
            {"type": "device", "key": null, "value": "ios"},
            {"type": "language", "key": null, "value": "en-gb"},
            {"type": "country", "key": null, "value": "CH"},
            {"type": "query-param", "key": "a", "value": "b"},
            {"type": "query-param-present", "key": "c", "value": null},
            {"type": "before-date", "key": null, "value": "2030-01-01T00:00:00.000Z"},
            {"type": "after-date", "key": null, "value": "2020-01-01T00:00:00.000Z"}
        ]
    }]);
    let rules = parse_rules(&value).expect("valid");
    assert_eq!(rules_json(&rules), value);
}
