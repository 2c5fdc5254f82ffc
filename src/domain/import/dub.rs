//! Dub (dubinc/dub): the links of its API, `GET /api/links`, which
//! answers a bare array of links shaped by `LinkSchema`
//! (`apps/web/lib/zod/schemas/links.ts`); the pages of a workspace joined
//! into one array make the file. Dub's SDKs write the same links with
//! camel-case UTM keys (`utmSource`), which are read too.
//!
//! Mapped: `key` → slug, `url` → destination, `createdAt`/`updatedAt`,
//! `clicks` → visits, `expiresAt`, `expiredUrl`, `password` (clear text in
//! Dub's API) hashed with Argon2id, `title`, `comments` → notes, `tags`
//! (objects; their `name`), `doIndex` → crawlable, `utm_source`,
//! `utm_medium`, `utm_campaign`, `utm_term`, `utm_content` → the link's
//! campaign parameters, `description` and `image` → its preview card (as
//! Sink's), and Dub's targeting as rules in its order: `ios` (device ios),
//! `android` (device android), then `geo` (country → URL). `domain` is the
//! link's short domain, except Dub's shared ones (`dub.sh`, …), which
//! cannot move: those links go on the import's chosen domain. Not carried:
//! `id` (not a UUID), `rewrite` (cloaking), `proxy` (the card is served
//! whenever the link has one), `archived` (Dub still redirects archived
//! links, and so does Linkhop), conversion tracking.

use super::controls::RawControls;
use super::fields::{RawLink, Split};
use super::json_object::Object;
use super::sink::{preview, targeting_rules};
use crate::domain::utm::Utm;
use serde_json::Value;

/// Dub's shared short domains: a link on one of them stays with Dub.
const SHARED_DOMAINS: [&str; 4] = ["dub.sh", "dub.link", "chatg.pt", "git.new"];

pub(super) fn raw_link(element: &Value) -> Option<RawLink> {
    let link = Object::of(element)?;
    let destination = link.required_text("url")?;
    let title = link.text("title").ok()?;
    let domain = link
        .text("domain")
        .ok()?
        .filter(|host| !SHARED_DOMAINS.contains(&host.to_ascii_lowercase().as_str()));
    Some(RawLink {
        id: None,
        domain,
        slug: link.required_text("key")?,
        author: None,
        creation_date: link.text("createdAt").ok()?,
        modified_date: link.text("updatedAt").ok()?,
        visits: link.count("clicks").ok()?,
        split: Split::default(),
        controls: RawControls {
            expires_at: link.text("expiresAt").ok()?,
            expired_url: link.text("expiredUrl").ok()?,
            password: link.text("password").ok()?,
            notes: link.text("comments").ok()?,
            tags: tag_names(&link).ok()?,
            crawlable: link.flag("doIndex").ok()?.map(|f| f.to_string()),
            redirect_rules: targeting_rules(&link, "ios", "android").ok()?,
            utm: utm(&link).ok()?,
            preview: preview(&link, title.as_deref(), &destination).ok()?,
            title,
            ..RawControls::default()
        },
        destination,
    })
}

/// Dub's tags are objects `{id, name, color}`: their names, `|`-joined.
fn tag_names(link: &Object) -> Result<Option<String>, ()> {
    let Some(tags) = link.array("tags")? else {
        return Ok(None);
    };
    let names: Option<Vec<&str>> = tags
        .iter()
        .map(|tag| tag.get("name").and_then(Value::as_str))
        .collect();
    let names = names.ok_or(())?;
    if names.iter().any(|name| name.contains('|')) {
        return Err(());
    }
    Ok((!names.is_empty()).then(|| names.join("|")))
}

/// The UTM fields (snake case as the API writes them, camel case as the
/// SDKs do) as campaign parameters (JSON text); `None` without any.
fn utm(link: &Object) -> Result<Option<String>, ()> {
    let field = |snake: &str, camel: &str| -> Result<Option<String>, ()> {
        Ok(link.text(snake)?.or(link.text(camel)?))
    };
    let utm = Utm {
        source: field("utm_source", "utmSource")?,
        medium: field("utm_medium", "utmMedium")?,
        campaign: field("utm_campaign", "utmCampaign")?,
        term: field("utm_term", "utmTerm")?,
        content: field("utm_content", "utmContent")?,
        // Dub's values replace the destination's own.
        replace: true,
    };
    if utm
        == (Utm {
            replace: true,
            ..Utm::default()
        })
    {
        return Ok(None);
    }
    Ok(Some(serde_json::to_string(&utm).map_err(|_| ())?))
}

#[cfg(test)]
mod tests {
    use super::super::tests::reserved;
    use super::super::{json_link, ImportDomain, ImportedLink, Service};
    use serde_json::{json, Value};

    fn dub(value: Value) -> Option<ImportedLink> {
        json_link(Service::Dub, &value, &reserved(), 7).ok()
    }

    #[test]
    fn dub_links_bring_their_campaign_targeting_and_card() {
        let link = dub(json!({
            "id": "clux0rgak00011", "domain": "Go.Example.com", "key": "spring",
            "url": "https://shop.example.com/sale?utm_source=old",
            "clicks": 42, "createdAt": "2024-03-01T10:00:00.000Z",
            "updatedAt": "2024-03-02T10:00:00.000Z", "expiresAt": null,
            "expiredUrl": "https://shop.example.com/over", "password": "hunter2",
            "title": "Spring sale", "description": "Half off",
            "image": "https://cdn.example.com/s.png", "comments": "from the newsletter",
            "tags": [{"id": "t1", "name": "promo", "color": "red"}, {"id": "t2", "name": "2024"}],
            "doIndex": true, "ios": "https://apps.apple.com/app/id1",
            "geo": {"DE": "https://shop.example.de/"},
            "utm_source": "newsletter", "utm_medium": "email", "utm_campaign": "spring",
            "utm_term": null, "utm_content": null, "archived": false, "proxy": true
        }))
        .expect("valid");
        assert_eq!((link.slug.as_str(), link.visits), ("spring", 42));
        assert_eq!(link.domain, ImportDomain::Named("Go.Example.com".into()));
        assert_eq!(link.creation_date, 1_709_287_200_000);
        let controls = link.controls.expect("controls");
        assert_eq!(controls.tags, ["2024", "promo"]);
        assert!(controls.crawlable);
        assert_eq!(controls.title.as_deref(), Some("Spring sale"));
        assert_eq!(controls.notes.as_deref(), Some("from the newsletter"));
        let json = |text: Option<String>| -> Value {
            serde_json::from_str(&text.expect("present")).expect("json")
        };
        assert_eq!(
            json(controls.utm),
            json!({"source": "newsletter", "medium": "email", "campaign": "spring", "replace": true})
        );
        assert_eq!(
            json(controls.preview),
            json!({"title": "Spring sale", "description": "Half off",
                   "image": "https://cdn.example.com/s.png"})
        );
        let rules = json(controls.redirect_rules);
        assert_eq!(rules[0]["conditions"][0]["value"], "ios");
        assert_eq!(rules[1]["conditions"][0]["value"], "DE");
        let hash = controls.password_hash.expect("hash");
        assert!(crate::domain::passwords::verify_password("hunter2", &hash));
    }

    #[test]
    fn sdk_keys_shared_domains_and_bad_values() {
        let link = dub(
            json!({"domain": "dub.sh", "key": "a", "url": "https://e.com",
                              "utmCampaign": "launch"}),
        )
        .expect("valid");
        assert_eq!(link.domain, ImportDomain::Unnamed, "Dub's shared domain");
        let utm = link.controls.and_then(|c| c.utm).expect("utm");
        assert!(utm.contains("\"campaign\":\"launch\""), "{utm}");
        let plain = dub(json!({"key": "p", "url": "https://e.com"})).expect("valid");
        assert!(plain.controls.is_none(), "a plain link has no controls");
        for (key, value) in [
            ("tags", json!(["promo"])),
            ("clicks", json!("many")),
            ("utm_source", json!(5)),
            ("key", json!(null)),
        ] {
            let mut link = json!({"key": "a", "url": "https://e.com"});
            link[key] = value;
            assert!(dub(link).is_none(), "{key}");
        }
    }
}
