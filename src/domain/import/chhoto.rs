//! Chhoto URL (SinTan1729/chhoto-url): the JSON array of `GET /api/all`
//! (documented in its `CLI.md`), one `DBRow` per link as serialized in
//! `backend/src/database/events.rs`: `shortlink`, `longlink`, `hits`,
//! `expiry_time` (Unix seconds, `0` for none) and `notes`; versions before
//! 6 and 7 lack the last two. Chhoto URL keeps no dates, so links are
//! dated by the import.

use super::controls::RawControls;
use super::fields::{RawLink, Split};
use super::json_object::Object;
use serde_json::Value;

pub(super) fn raw_link(element: &Value) -> Option<RawLink> {
    let link = Object::of(element)?;
    Some(RawLink {
        id: None,
        domain: None,
        slug: link.required_text("shortlink")?,
        destination: link.required_text("longlink")?,
        author: None,
        creation_date: None,
        modified_date: None,
        visits: link.count("hits").ok()?,
        split: Split::default(),
        controls: RawControls {
            expires_at: link.seconds("expiry_time", true).ok()?,
            notes: link.text("notes").ok()?,
            ..RawControls::default()
        },
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::reserved;
    use super::super::{json_link, Service};
    use serde_json::json;

    #[test]
    fn chhoto_rows() {
        let r = reserved();
        let link = json_link(
            Service::Chhoto,
            &json!({"shortlink": "brave-turing", "longlink": "https://example.com", "hits": 4,
                    "expiry_time": 32_472_144_000_i64, "notes": "team wiki"}),
            &r,
            9,
        )
        .expect("valid");
        assert_eq!((link.visits, link.creation_date), (4, 9));
        let controls = link.controls.expect("controls");
        assert_eq!(controls.expires_at, Some(32_472_144_000_000));
        assert_eq!(controls.notes.as_deref(), Some("team wiki"));
        let plain = json_link(
            Service::Chhoto,
            &json!({"shortlink": "old", "longlink": "https://example.com", "hits": 0, "expiry_time": 0, "notes": ""}),
            &r,
            9,
        )
        .expect("valid");
        assert!(plain.controls.is_none(), "0 is no expiry");
        assert!(json_link(
            Service::Chhoto,
            &json!({"shortlink": "x", "longlink": "https://e.com", "expiry_time": "soon"}),
            &r,
            9
        )
        .is_err());
    }
}
