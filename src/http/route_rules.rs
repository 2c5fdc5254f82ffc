//! Each `/api` route's access rule, read from the one place it is stated:
//! the `security` of its handler's `#[utoipa::path]` annotation, so the
//! OpenAPI document and the check cannot disagree.
//!
//! - `("cookie" = [])`: a session; with `("secret" = [])` the API secret too.
//! - `("token" = ["links:write"])`: an API token holding that scope;
//!   `("token" = [])` any token of the account; no `token`: none.
//! - `()` among them: the route also answers anonymous callers.
//! - The extension [`DURING_SETUP`] set to `true`: open to an account the
//!   two-factor policy holds back until it sets up a second factor.
//!
//! An operation without `security` refuses tokens and secrets, and a test
//! checks that every documented operation states it.

use crate::domain::access::Scope;
use crate::domain::access_rule::{AccessRule, TokenRule};
use axum::http::Method;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The operation extension that opens a route during the two-factor set-up.
pub const DURING_SETUP: &str = "x-open-during-two-factor-setup";

/// Every documented operation's rule, keyed by method and `/api` path.
pub struct RouteRules(HashMap<(Method, String), AccessRule>);

impl RouteRules {
    /// The rules of the served OpenAPI document, read once.
    pub fn served() -> &'static RouteRules {
        static RULES: OnceLock<RouteRules> = OnceLock::new();
        RULES.get_or_init(|| Self::from_document(super::api::openapi::document_json()))
    }

    /// The rules stated in `document` (paths with their `/api` prefix).
    pub fn from_document(document: &Value) -> Self {
        let mut rules = HashMap::new();
        let Some(paths) = document["paths"].as_object() else {
            return Self(rules);
        };
        for (path, item) in paths {
            let Some(operations) = item.as_object() else {
                continue;
            };
            for (method, operation) in operations {
                let method = method.to_ascii_uppercase().parse::<Method>();
                if let (Ok(method), Some(rule)) = (method, rule_of(operation)) {
                    rules.insert((method, path.clone()), rule);
                }
            }
        }
        Self(rules)
    }

    /// The rule of `route` as matched (with or without `/api`); HEAD is
    /// answered by the GET route.
    pub fn rule(&self, method: &Method, route: &str) -> Option<&AccessRule> {
        let method = if *method == Method::HEAD {
            Method::GET
        } else {
            method.clone()
        };
        let path = if route == "/api" || route.starts_with("/api/") {
            route.to_owned()
        } else if route == "/" {
            "/api".to_owned()
        } else {
            format!("/api{route}")
        };
        self.0.get(&(method, path))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The rule an operation states, or none when it states no `security` or
/// names a scope that does not exist.
pub fn rule_of(operation: &Value) -> Option<AccessRule> {
    let alternatives = operation["security"].as_array()?;
    let mut rule = AccessRule {
        secret: false,
        token: TokenRule::Refused,
        during_setup: operation[DURING_SETUP] == Value::Bool(true),
    };
    for alternative in alternatives {
        let schemes = alternative.as_object()?;
        for (scheme, scopes) in schemes {
            match scheme.as_str() {
                "secret" => rule.secret = true,
                "token" => {
                    let scopes = scopes.as_array()?;
                    rule.token = match scopes.as_slice() {
                        [] => TokenRule::AnyScope,
                        [scope] => TokenRule::Needs(Scope::parse(scope.as_str()?)?),
                        _ => return None,
                    };
                }
                "cookie" => {}
                _ => return None,
            }
        }
    }
    Some(rule)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_rule_is_read_from_the_security_of_the_operation() {
        let operation =
            json!({"security": [{"cookie": []}, {"secret": []}, {"token": ["links:write"]}]});
        assert_eq!(
            rule_of(&operation),
            Some(AccessRule {
                secret: true,
                token: TokenRule::Needs(Scope::LinksWrite),
                during_setup: false,
            })
        );
        let setup = json!({"security": [{"cookie": []}], DURING_SETUP: true});
        assert_eq!(
            rule_of(&setup),
            Some(AccessRule {
                during_setup: true,
                ..AccessRule::STRICTEST
            })
        );
        let any = json!({"security": [{}, {"cookie": []}, {"token": []}]});
        assert_eq!(rule_of(&any).map(|r| r.token), Some(TokenRule::AnyScope));
        assert_eq!(rule_of(&json!({})), None);
        assert_eq!(
            rule_of(&json!({"security": [{"token": ["links:all"]}]})),
            None
        );
        assert_eq!(rule_of(&json!({"security": [{"magic": []}]})), None);
    }

    #[test]
    fn routes_are_found_with_or_without_the_prefix() {
        let rules = RouteRules::served();
        let create = rules.rule(&Method::POST, "/api/link").map(|r| r.token);
        assert_eq!(create, Some(TokenRule::Needs(Scope::LinksWrite)));
        assert_eq!(rules.rule(&Method::POST, "/link").map(|r| r.token), create);
        assert!(rules.rule(&Method::GET, "/api").is_some());
        assert!(rules.rule(&Method::GET, "/").is_some());
        assert!(rules.rule(&Method::GET, "/apixyz").is_none());
        assert!(rules
            .rule(&Method::HEAD, "/api/auth/me")
            .is_some_and(|r| r.during_setup));
    }

    #[test]
    fn every_documented_operation_states_its_access() {
        let document = super::super::api::openapi::document_json();
        let mut missing = Vec::new();
        let mut operations = 0;
        for (path, item) in document["paths"].as_object().into_iter().flatten() {
            for (method, operation) in item.as_object().into_iter().flatten() {
                operations += 1;
                if rule_of(operation).is_none() {
                    missing.push(format!("{method} {path}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "operations without a readable security: {missing:?}"
        );
        assert!(operations >= 70, "only {operations} operations documented");
        assert_eq!(RouteRules::served().len(), operations);
    }
}
