//! A link's QR code settings (docs/campaigns.md#qr-codes): the `link_qr`
//! table, one row per link that has any (public, a logo).

use super::{execute, on_reader, Store, StoreError};

/// A link's QR code settings; `Default` for a link without a row.
#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct LinkQrRecord {
    pub public: bool,
    /// The PNG file, as uploaded (checked).
    pub logo: Option<Vec<u8>>,
}

/// A link whose code anyone may fetch, with what the code needs.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PublicQrLink {
    pub slug: String,
    /// `None` on the default domain.
    pub domain_host: Option<String>,
    pub logo: Option<Vec<u8>>,
}

impl Store {
    pub async fn link_qr(&self, link_id: &str) -> Result<LinkQrRecord, StoreError> {
        let found: Option<LinkQrRecord> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT public, logo FROM link_qr WHERE link_id = $1"
        )
        .bind(link_id)
        .fetch_optional(pool)
        .await)?;
        Ok(found.unwrap_or_default())
    }

    /// Sets whether anyone may fetch the link's code.
    pub async fn set_link_qr_public(
        &self,
        link_id: &str,
        public: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        execute!(
            self,
            "INSERT INTO link_qr (link_id, public, modified) VALUES ($1, $2, $3) \
             ON CONFLICT (link_id) DO UPDATE SET public = excluded.public, modified = excluded.modified",
            link_id,
            public,
            now
        )?;
        Ok(())
    }

    /// Sets (or, with `None`, removes) the link's logo.
    pub async fn set_link_qr_logo(
        &self,
        link_id: &str,
        logo: Option<&[u8]>,
        now: i64,
    ) -> Result<(), StoreError> {
        execute!(
            self,
            "INSERT INTO link_qr (link_id, logo, modified) VALUES ($1, $2, $3) \
             ON CONFLICT (link_id) DO UPDATE SET logo = excluded.logo, modified = excluded.modified",
            link_id,
            logo,
            now
        )?;
        Ok(())
    }

    /// The link `slug` on domain `domain_id` if its code is public.
    pub async fn public_qr_link(
        &self,
        domain_id: &str,
        slug: &str,
    ) -> Result<Option<PublicQrLink>, StoreError> {
        if !super::links::storable(slug) {
            return Ok(None);
        }
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT l.slug, d.host AS domain_host, q.logo FROM links l \
             JOIN link_qr q ON q.link_id = l.id AND q.public \
             JOIN domains d ON d.id = l.domain_id \
             WHERE l.domain_id = $1 AND l.slug = $2"
        )
        .bind(domain_id)
        .bind(slug)
        .fetch_optional(pool)
        .await)?)
    }
}
