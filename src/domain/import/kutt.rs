//! Kutt (thedevs-network/kutt): the links of its API, `GET /api/v2/links`,
//! which answers `{total, limit, skip, data: [link]}`; each link is shaped
//! by `sanitize.link` in `server/utils/utils.js` and served by `get` in
//! `server/handlers/links.handler.js`. A file may be that page or the bare
//! array of links.
//!
//! Mapped: `address` → slug, `target` → destination, `id` (a UUID) → id,
//! `created_at`/`updated_at` → dates, `visit_count` → visits,
//! `description` → notes, `expire_in` → expiresAt, `domain` (the custom
//! domain's address, joined in by the link queries' `domains.address as
//! domain` in `server/queries/link.queries.js`; `null` on Kutt's default
//! domain) → the link's short domain. `link`, the short URL, is not read:
//! it is a string in v2 and an object `{link, url}` in v3, and says
//! nothing `domain` does not. A link whose `password`
//! is `true` is invalid: the API shows only that flag, never the bcrypt
//! hash, and importing it open would make a private link public. So is a
//! `banned` link: Kutt no longer redirects it.

use super::controls::RawControls;
use super::fields::{RawLink, Split};
use super::json_object::Object;
use serde_json::Value;

pub(super) fn raw_link(element: &Value) -> Option<RawLink> {
    let link = Object::of(element)?;
    if link.flag("password").ok()? == Some(true) || link.flag("banned").ok()? == Some(true) {
        return None;
    }
    Some(RawLink {
        id: link.text("id").ok().flatten(),
        domain: link.text("domain").ok()?,
        slug: link.required_text("address")?,
        destination: link.required_text("target")?,
        author: None,
        creation_date: link.text("created_at").ok()?,
        modified_date: link.text("updated_at").ok()?,
        visits: link.count("visit_count").ok()?,
        split: Split::default(),
        controls: RawControls {
            expires_at: link.text("expire_in").ok()?,
            notes: link.text("description").ok()?,
            ..RawControls::default()
        },
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::reserved;
    use super::super::{json_link, ImportDomain, Service};
    use serde_json::json;

    fn kutt(value: serde_json::Value) -> Option<super::super::ImportedLink> {
        json_link(Service::Kutt, &value, &reserved(), 7).ok()
    }

    #[test]
    fn kutt_links_keep_their_fields() {
        let link = kutt(json!({
            "id": "3F8A1C2E-0F4B-4D6A-9B1E-2C3D4E5F6A7B",
            "address": "launch",
            "target": "https://example.com/launch",
            "description": "Launch page",
            "visit_count": 12,
            "created_at": "2024-03-01T10:00:00.000Z",
            "updated_at": "2024-03-02T10:00:00.000Z",
            "expire_in": "2999-01-01T00:00:00.000Z",
            "password": false,
            "banned": false,
            "domain": null,
            "link": "https://kutt.it/launch"
        }))
        .expect("valid");
        assert_eq!(
            link.id.as_deref(),
            Some("3f8a1c2e-0f4b-4d6a-9b1e-2c3d4e5f6a7b")
        );
        assert_eq!((link.slug.as_str(), link.visits), ("launch", 12));
        assert_eq!(link.creation_date, 1_709_287_200_000);
        let controls = link.controls.expect("controls");
        assert_eq!(controls.notes.as_deref(), Some("Launch page"));
        assert_eq!(controls.expires_at, Some(32_472_144_000_000));
        assert_eq!(link.domain, ImportDomain::Unnamed, "Kutt's default domain");
    }

    #[test]
    fn kutt_custom_domains_are_carried() {
        let link = kutt(json!({
            "address": "launch", "target": "https://e.com", "domain": "Go.Example.com",
            "link": {"link": "go.example.com/launch", "url": "https://go.example.com/launch"}
        }))
        .expect("valid");
        assert_eq!(link.domain, ImportDomain::Named("Go.Example.com".into()));
        assert!(kutt(json!({"address": "a", "target": "https://e.com", "domain": 7})).is_none());
    }

    #[test]
    fn protected_banned_and_malformed_links_are_invalid() {
        let base = json!({"address": "a", "target": "https://e.com"});
        assert!(kutt(base.clone()).is_some());
        for (key, value) in [
            ("password", json!(true)),
            ("banned", json!(true)),
            ("visit_count", json!("many")),
            ("created_at", json!(5)),
            ("address", json!(null)),
        ] {
            let mut link = base.clone();
            link[key] = value;
            assert!(kutt(link).is_none(), "{key}");
        }
        assert!(kutt(json!("a")).is_none());
    }
}
