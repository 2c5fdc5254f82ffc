//! The server-side half of passkey ceremonies: written at the start, taken
//! (read and deleted at once) at the finish, so each is used at most once.
//! Anonymous clients can start login ceremonies, so the table is bounded:
//! expired rows go first, then a client address's oldest beyond its cap,
//! then, beyond a network's quota, the oldest of that network's busiest
//! address, and beyond the total cap the oldest of the busiest address of
//! the busiest network. A flood thus evicts its own ceremonies before
//! anyone else's: a network holding fewer than every other loses none.

use crate::store::{on_writer, Store, StoreError};

/// A ceremony about to be stored.
pub struct NewCeremony<'a> {
    pub id: &'a str,
    /// `register`, `second_factor` or `passwordless`.
    pub kind: &'a str,
    pub account_id: Option<&'a str>,
    pub client: &'a str,
    /// The client's network (IPv4 /24, IPv6 /48), the unit of fairness.
    pub network: &'a str,
    /// The library's ceremony state, as JSON.
    pub state: &'a str,
    pub created_at: i64,
    pub expires_at: i64,
}

/// How many ceremonies may wait at once.
#[derive(Debug, Clone, Copy)]
pub struct CeremonyCaps {
    pub per_client: i64,
    pub per_network: i64,
    pub total: i64,
}

/// Deletes the oldest ceremony of the address holding the most in `$1`'s
/// network, or across the table when `$1` is NULL: of the networks, the
/// one holding the most is chosen first (ties: the one waiting longest).
const EVICT_ONE: &str = "DELETE FROM passkey_ceremonies WHERE id = (\
     SELECT c.id FROM passkey_ceremonies c \
     JOIN (SELECT network, client FROM passkey_ceremonies \
           WHERE network = (SELECT network FROM passkey_ceremonies \
                            WHERE $1 IS NULL OR network = $1 \
                            GROUP BY network ORDER BY COUNT(*) DESC, MIN(created_at), network LIMIT 1) \
           GROUP BY network, client ORDER BY COUNT(*) DESC, MIN(created_at), client LIMIT 1) busiest \
       ON c.network = busiest.network AND c.client = busiest.client \
     ORDER BY c.created_at, c.id LIMIT 1)";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CeremonyRecord {
    pub kind: String,
    pub account_id: Option<String>,
    pub state: String,
    pub expires_at: i64,
}

impl Store {
    /// Stores a ceremony within the caps, dropping expired and the oldest
    /// rows as needed.
    pub async fn insert_passkey_ceremony(
        &self,
        ceremony: &NewCeremony<'_>,
        caps: CeremonyCaps,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM passkey_ceremonies WHERE expires_at <= $1")
                .bind(ceremony.created_at)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "INSERT INTO passkey_ceremonies (id, kind, account_id, client, network, state, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(ceremony.id)
            .bind(ceremony.kind)
            .bind(ceremony.account_id)
            .bind(ceremony.client)
            .bind(ceremony.network)
            .bind(ceremony.state)
            .bind(ceremony.created_at)
            .bind(ceremony.expires_at)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "DELETE FROM passkey_ceremonies WHERE client = $1 AND id NOT IN \
                 (SELECT id FROM passkey_ceremonies WHERE client = $1 \
                 ORDER BY created_at DESC, id DESC LIMIT $2)",
            )
            .bind(ceremony.client)
            .bind(caps.per_client)
            .execute(&mut *tx)
            .await?;
            let in_network: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM passkey_ceremonies WHERE network = $1",
            )
            .bind(ceremony.network)
            .fetch_one(&mut *tx)
            .await?;
            // One row was added, so one eviction each is the usual case;
            // more only after the caps were lowered.
            for _ in caps.per_network..in_network {
                sqlx::query(EVICT_ONE)
                    .bind(Some(ceremony.network))
                    .execute(&mut *tx)
                    .await?;
            }
            let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM passkey_ceremonies")
                .fetch_one(&mut *tx)
                .await?;
            for _ in caps.total..total {
                sqlx::query(EVICT_ONE)
                    .bind(None::<&str>)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await
        })
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// Takes the ceremony `id`: deletes it and returns it, unless it is
    /// unknown or expired.
    pub async fn take_passkey_ceremony(
        &self,
        id: &str,
        now: i64,
    ) -> Result<Option<CeremonyRecord>, StoreError> {
        if !crate::domain::text::is_storable(id) {
            return Ok(None);
        }
        let taken: Option<CeremonyRecord> = on_writer!(self, |pool| sqlx::query_as(
            "DELETE FROM passkey_ceremonies WHERE id = $1 \
             RETURNING kind, account_id, state, expires_at"
        )
        .bind(id)
        .fetch_optional(pool)
        .await)
        .map_err(StoreError::from_write)?;
        Ok(taken.filter(|c| c.expires_at > now))
    }

    /// Ceremonies waiting (tests and metrics of the bound).
    pub async fn count_passkey_ceremonies(&self) -> Result<i64, StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM passkey_ceremonies"
        )
        .fetch_one(pool)
        .await)?)
    }
}
