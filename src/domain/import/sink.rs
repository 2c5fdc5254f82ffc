//! Sink (ccbikai/Sink, now miantiao-me/Sink): the JSON file its dashboard's
//! Migrate → Export writes (`app/components/dashboard/migrate/Export.vue`),
//! `{version, exportedAt, count, links: [link]}`, each link shaped by
//! `LinkSchema` (`shared/schemas/link.ts`) and described by its import
//! endpoint (`server/api/link/import.post.ts`). A bare array of links is
//! read too.
//!
//! Mapped: `slug`, `url` → destination, `createdAt`/`updatedAt` (Unix
//! seconds), `expiration` (Unix seconds) → expiresAt, `title`, `comment` →
//! notes, `tags`, `redirectWithQuery` → forwardQuery, and Sink's per-link
//! redirects as rules, in Sink's order: `apple` (device ios), `google`
//! (device android), then `geo` (country → URL). A `password` in clear text
//! (Sink before its hashing) is hashed with Argon2id; one already hashed by
//! Sink (`sink-pwd:v1:`, PBKDF2) or masked cannot be carried over, so that
//! link is invalid rather than imported without its password, and so is an
//! `unsafe` link (Sink shows a warning page first). Sink's `description`
//! and `image` become the link's preview card, titled by its `title` (else
//! the destination's host); an image that is not an absolute http(s) URL
//! (Sink's own uploads are paths on its domain) is left out. Not carried:
//! `id` (not a UUID), `cloaking` and `proxy` (Linkhop always redirects). Sink keeps visits in Cloudflare
//! Analytics, not in the export, so links start at 0. Sink serves one
//! domain and its links name none: they go on the import's chosen domain.

use super::controls::RawControls;
use super::fields::{RawLink, Split};
use super::json_object::Object;
use crate::domain::links::Destination;
use crate::domain::preview::Preview;
use serde_json::{json, Value};

/// Sink's own password hash and the placeholder its API shows instead.
const FOREIGN_PASSWORD_PREFIXES: [&str; 2] = ["sink-pwd:", "__SINK_MASKED__"];

pub(super) fn raw_link(element: &Value) -> Option<RawLink> {
    let link = Object::of(element)?;
    let password = link.text("password").ok()?;
    if password
        .as_deref()
        .is_some_and(|p| FOREIGN_PASSWORD_PREFIXES.iter().any(|f| p.starts_with(f)))
    {
        return None;
    }
    if link.flag("unsafe").ok()? == Some(true) {
        return None;
    }
    let forward_query = link.flag("redirectWithQuery").ok()?;
    let destination = link.required_text("url")?;
    let title = link.text("title").ok()?;
    let preview = preview(&link, title.as_deref(), &destination).ok()?;
    Some(RawLink {
        id: None,
        domain: None,
        slug: link.required_text("slug")?,
        destination,
        author: None,
        creation_date: link.seconds("createdAt", false).ok()?,
        modified_date: link.seconds("updatedAt", false).ok()?,
        visits: None,
        split: Split::default(),
        controls: RawControls {
            expires_at: link.seconds("expiration", false).ok()?,
            password,
            title,
            notes: link.text("comment").ok()?,
            forward_query: forward_query.map(|f| f.to_string()),
            tags: link.tags("tags").ok()?,
            redirect_rules: rules(&link).ok()?,
            preview,
            ..RawControls::default()
        },
    })
}

/// Sink's (and Dub's) `description` and `image` as a preview card (JSON
/// text).
pub(super) fn preview(
    link: &Object,
    title: Option<&str>,
    destination: &str,
) -> Result<Option<String>, ()> {
    let description = link.text("description")?;
    let image = link
        .text("image")?
        .filter(|image| Destination::parse(image).is_ok());
    if description.is_none() && image.is_none() {
        return Ok(None);
    }
    let title = match title {
        Some(title) => title.to_owned(),
        None => url::Url::parse(destination)
            .ok()
            .and_then(|url| url.host_str().map(str::to_owned))
            .unwrap_or_default(),
    };
    let card = Preview {
        title,
        description,
        image,
        site_name: None,
    };
    Ok(Some(serde_json::to_string(&card).map_err(|_| ())?))
}

/// Sink's app-store and country redirects as Linkhop rules (JSON text).
fn rules(link: &Object) -> Result<Option<String>, ()> {
    targeting_rules(link, "apple", "google")
}

/// App-store (the iOS and Android URLs under `ios_key` and `android_key`)
/// and country (`geo`) redirects as Linkhop rules, in that order (JSON
/// text); Sink and Dub both target so.
pub(super) fn targeting_rules(
    link: &Object,
    ios_key: &str,
    android_key: &str,
) -> Result<Option<String>, ()> {
    let mut rules = Vec::new();
    for (key, device) in [(ios_key, "ios"), (android_key, "android")] {
        if let Some(url) = link.text(key)? {
            rules.push(
                json!({"destination": url, "conditions": [{"type": "device", "value": device}]}),
            );
        }
    }
    for (country, url) in link.string_map("geo")? {
        rules.push(
            json!({"destination": url, "conditions": [{"type": "country", "value": country}]}),
        );
    }
    Ok((!rules.is_empty()).then(|| Value::Array(rules).to_string()))
}

#[cfg(test)]
mod tests {
    use super::super::tests::reserved;
    use super::super::{json_link, ImportedLink, Service};
    use serde_json::json;

    fn sink(value: serde_json::Value) -> Option<ImportedLink> {
        json_link(Service::Sink, &value, &reserved(), 7).ok()
    }

    #[test]
    fn sink_links_bring_their_controls_and_rules() {
        let link = sink(json!({
            "id": "k3b8x2m4pq", "slug": "spring", "url": "https://example.com/spring",
            "comment": "campaign", "title": "Spring", "createdAt": 1_709_287_200,
            "updatedAt": 1_709_373_600, "expiration": 32_472_144_000_i64,
            "tags": ["promo", "2024"], "redirectWithQuery": true,
            "apple": "https://apps.apple.com/app/id1", "geo": {"DE": "https://example.de/"}
        }))
        .expect("valid");
        assert_eq!(
            (link.creation_date, link.modified_date),
            (1_709_287_200_000, 1_709_373_600_000)
        );
        let controls = link.controls.expect("controls");
        assert_eq!(controls.tags, ["2024", "promo"]);
        assert!(controls.forward_query);
        assert_eq!(controls.notes.as_deref(), Some("campaign"));
        let rules: serde_json::Value =
            serde_json::from_str(controls.redirect_rules.as_deref().expect("rules")).expect("json");
        assert_eq!(rules[0]["conditions"][0]["value"], "ios");
        assert_eq!(rules[1]["conditions"][0]["value"], "DE");
    }

    #[test]
    fn descriptions_and_images_become_a_preview_card() {
        let card = |value| {
            let link = sink(value).expect("valid");
            let preview = link.controls.and_then(|c| c.preview).expect("preview");
            serde_json::from_str::<serde_json::Value>(&preview).expect("json")
        };
        let full = card(json!({
            "slug": "s", "url": "https://shop.example.com/sale", "title": "Sale",
            "description": "Half off", "image": "https://cdn.example.com/s.png"
        }));
        assert_eq!(
            full,
            json!({"title": "Sale", "description": "Half off", "image": "https://cdn.example.com/s.png"})
        );
        let untitled = card(json!({
            "slug": "s", "url": "https://shop.example.com/sale",
            "description": "Half off", "image": "/_assets/images/s.png"
        }));
        assert_eq!(
            untitled,
            json!({"title": "shop.example.com", "description": "Half off"})
        );
        let plain =
            sink(json!({"slug": "p", "url": "https://e.com", "title": "T"})).expect("valid");
        assert_eq!(plain.controls.and_then(|c| c.preview), None);
    }

    #[test]
    fn passwords_in_clear_are_hashed_and_foreign_ones_refused() {
        let link = sink(json!({"slug": "p", "url": "https://e.com", "password": "hunter2"}))
            .expect("valid");
        let hash = link.controls.and_then(|c| c.password_hash).expect("hash");
        assert!(crate::domain::passwords::verify_password("hunter2", &hash));
        for password in ["sink-pwd:v1:100000:c2FsdA:aGFzaA:MnI", "__SINK_MASKED__r2"] {
            assert!(
                sink(json!({"slug": "p", "url": "https://e.com", "password": password})).is_none()
            );
        }
        assert!(sink(json!({"slug": "u", "url": "https://e.com", "unsafe": true})).is_none());
        assert!(sink(
            json!({"slug": "g", "url": "https://e.com", "geo": {"Germany": "https://e.de"}})
        )
        .is_none());
    }
}
