//! Single sign-on rules with no I/O: the groups a provider's claims put a
//! user in, the role they give, the username a new account gets, and where
//! the browser may be sent after login.

use super::accounts::{Role, Username};
use serde_json::{Map, Value};

/// The groups under a claim path (`["groups"]`, `["realm_access",
/// "roles"]`): a list of strings, or one string; anything else is none.
pub fn groups_in_claims(claims: &Map<String, Value>, path: &[String]) -> Vec<String> {
    let mut value: Option<&Value> = None;
    for (i, part) in path.iter().enumerate() {
        value = if i == 0 {
            claims.get(part)
        } else {
            value.and_then(|v| v.get(part))
        };
    }
    match value {
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect(),
        Some(Value::String(one)) => vec![one.clone()],
        _ => Vec::new(),
    }
}

/// The role a login gives an account now in `current`: `None` leaves it.
/// The owner is never changed; without admin groups roles are Linkhop's
/// own; otherwise membership of any admin group makes an admin and its
/// absence a standard account, at every login.
pub fn role_from_groups(current: Role, groups: &[String], admin_groups: &[String]) -> Option<Role> {
    if current == Role::Owner || admin_groups.is_empty() {
        return None;
    }
    let admin = groups.iter().any(|g| admin_groups.contains(g));
    let wanted = if admin { Role::Admin } else { Role::Standard };
    (wanted != current).then_some(wanted)
}

/// The base of a new account's username: the claim's letters, digits, `.`
/// and `_` (others dropped, accents not transliterated), trimmed to the
/// rules' 20 characters and edges; "user" when nothing usable is left.
pub fn username_base(preferred_username: Option<&str>, email: Option<&str>) -> String {
    let from = |text: &str| -> String {
        let kept: String = text
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_')
            .take(20)
            .collect();
        kept.trim_matches(|c| c == '.' || c == '_').to_owned()
    };
    let candidates = [
        preferred_username.map(from),
        email.and_then(|e| e.split('@').next()).map(from),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|base| Username::parse(base).is_ok())
        .unwrap_or_else(|| "user".to_owned())
}

/// The `n`th username to try for `base` (n = 0 is the base itself, then
/// base2, base3, …), shortened so the suffix fits the 20 characters.
pub fn username_candidate(base: &str, n: u32) -> Option<Username> {
    if n == 0 {
        return Username::parse(base).ok();
    }
    let suffix = (n + 1).to_string();
    let keep = 20usize.saturating_sub(suffix.len()).min(base.len());
    let stem = base
        .get(..keep)
        .unwrap_or(base)
        .trim_end_matches(['.', '_']);
    Username::parse(&format!("{stem}{suffix}")).ok()
}

/// Where the browser goes after login: a dashboard path of this site, or
/// the dashboard's home. Anything else (another origin, `//host`, a
/// backslash, control characters) could send it elsewhere, and so could a
/// path of this site outside `/dash`: it may be a short link's slug
/// (`/dashboard`, or `/dash/%2e%2e/slug`, which browsers resolve to
/// `/slug`), and a short link redirects anywhere.
pub fn safe_next_path(next: Option<&str>) -> String {
    const HOME: &str = "/dash/overview";
    match next {
        Some(next) if is_dashboard_path(next) => next.to_owned(),
        _ => HOME.to_owned(),
    }
}

/// `/dash` or a path below it, meaning the same to every reader: printable
/// ASCII, no backslash, and a path part (before `?` or `#`) without empty
/// segments or dot segments, also when percent-decoded (browsers take
/// `%2e` for a dot; an encoded `/` or `\` may be decoded by a proxy).
fn is_dashboard_path(next: &str) -> bool {
    if next.len() > 512 || !next.chars().all(|c| c.is_ascii_graphic()) || next.contains('\\') {
        return false;
    }
    let path = next.split(['?', '#']).next().unwrap_or_default();
    let Some(below) = path.strip_prefix("/dash") else {
        return false;
    };
    if below.is_empty() {
        return true;
    }
    let Some(below) = below.strip_prefix('/') else {
        return false;
    };
    // A trailing slash is the only empty segment allowed.
    let below = below.strip_suffix('/').unwrap_or(below);
    below.is_empty()
        || below.split('/').all(|segment| {
            let decoded = percent_encoding::percent_decode_str(segment).decode_utf8_lossy();
            !decoded.is_empty()
                && decoded != "."
                && decoded != ".."
                && !decoded.contains(['/', '\\'])
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn claims(value: Value) -> Map<String, Value> {
        match value {
            Value::Object(map) => map,
            _ => Map::new(),
        }
    }

    #[test]
    fn groups_from_a_list_a_string_or_a_path() {
        let path = |p: &str| p.split('.').map(str::to_owned).collect::<Vec<_>>();
        let c = claims(json!({"groups": ["a", 3, "b"], "one": "x",
            "realm_access": {"roles": ["admin"]}, "bad": {"x": 1}}));
        assert_eq!(groups_in_claims(&c, &path("groups")), vec!["a", "b"]);
        assert_eq!(groups_in_claims(&c, &path("one")), vec!["x"]);
        assert_eq!(
            groups_in_claims(&c, &path("realm_access.roles")),
            vec!["admin"]
        );
        assert!(groups_in_claims(&c, &path("bad")).is_empty());
        assert!(groups_in_claims(&c, &path("missing.deeper")).is_empty());
    }

    #[test]
    fn roles_follow_groups_but_never_the_owner() {
        let admins = vec!["admins".to_owned()];
        let member = vec!["staff".to_owned(), "admins".to_owned()];
        assert_eq!(
            role_from_groups(Role::Standard, &member, &admins),
            Some(Role::Admin)
        );
        assert_eq!(
            role_from_groups(Role::Admin, &[], &admins),
            Some(Role::Standard)
        );
        assert_eq!(role_from_groups(Role::Admin, &member, &admins), None);
        assert_eq!(role_from_groups(Role::Owner, &[], &admins), None);
        assert_eq!(role_from_groups(Role::Admin, &[], &[]), None);
    }

    #[test]
    fn usernames_fit_the_rules_and_stay_unique() {
        assert_eq!(username_base(Some("alice"), None), "alice");
        assert_eq!(username_base(Some("Zoë Müller"), None), "ZoMller");
        assert_eq!(
            username_base(Some("x"), Some("bob.smith@example.com")),
            "bob.smith"
        );
        assert_eq!(username_base(Some("_."), Some("@example.com")), "user");
        assert_eq!(username_base(None, None), "user");
        let long = username_base(Some("a_very_long_preferred_username"), None);
        assert_eq!(long, "a_very_long_preferre");
        assert_eq!(
            username_candidate("alice", 0).map(|u| u.as_str().to_owned()),
            Some("alice".into())
        );
        assert_eq!(
            username_candidate("alice", 1).map(|u| u.as_str().to_owned()),
            Some("alice2".into())
        );
        let shortened = username_candidate(&long, 11).map(|u| u.as_str().to_owned());
        assert_eq!(shortened, Some("a_very_long_prefer12".into()));
        assert_eq!(
            username_candidate("ab_", 1).map(|u| u.as_str().to_owned()),
            Some("ab2".into())
        );
    }

    #[test]
    fn only_dashboard_paths_of_this_site() {
        assert_eq!(
            safe_next_path(Some("/dash/links?page=2")),
            "/dash/links?page=2"
        );
        for good in [
            "/dash",
            "/dash/",
            "/dash/links/",
            "/dash/links#top",
            "/dash/x?next=/../a",
        ] {
            assert_eq!(safe_next_path(Some(good)), good);
        }
        for bad in [
            "https://evil.example",
            "//evil.example",
            "/\\evil.example",
            "/dash\\@evil",
            "/dash/../x",
            "/api/x",
            "/dash/\u{7}",
            "/dashboard",
            "/dash.evil",
            "/dash/%2e%2e/slug",
            "/dash/.%2E/slug",
            "/dash/./x",
            "/dash//evil.example",
            "/dash/%2F%2Fevil.example",
            "/dash/%5Cevil.example",
            "",
        ] {
            assert_eq!(safe_next_path(Some(bad)), "/dash/overview", "{bad}");
        }
        assert_eq!(safe_next_path(None), "/dash/overview");
    }
}
