//! Saved campaign parameters (docs/campaigns.md): the `utm_templates` table.

use super::{execute, on_reader, on_writer, Db, Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct UtmTemplateRecord {
    pub id: String,
    pub account_id: String,
    pub name: String,
    /// JSON campaign parameters (`domain::utm::Utm`).
    pub utm: String,
    pub created_at: i64,
    pub updated_at: i64,
}

const TEMPLATE_SELECT: &str =
    "SELECT id, account_id, name, utm, created_at, updated_at FROM utm_templates";

impl Store {
    /// An account's templates by name.
    pub async fn list_utm_templates(
        &self,
        account_id: &str,
    ) -> Result<Vec<UtmTemplateRecord>, StoreError> {
        let sql = format!("{TEMPLATE_SELECT} WHERE account_id = $1 ORDER BY name, id");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(account_id)
            .fetch_all(pool)
            .await)?)
    }

    pub async fn find_utm_template(
        &self,
        id: &str,
    ) -> Result<Option<UtmTemplateRecord>, StoreError> {
        if !super::links::storable(id) {
            return Ok(None);
        }
        let sql = format!("{TEMPLATE_SELECT} WHERE id = $1");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?)
    }

    /// Inserts a template unless its account has `most` already (false
    /// then); counted and written in one transaction, on PostgreSQL under
    /// a lock of the account's, so concurrent requests cannot pass the cap.
    /// A name the account uses already is [`StoreError::Conflict`].
    pub async fn insert_utm_template(
        &self,
        template: &UtmTemplateRecord,
        most: i64,
    ) -> Result<bool, StoreError> {
        let postgres = matches!(self.db, Db::Postgres(_));
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            if postgres {
                sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
                    .bind(format!("utm_templates:{}", template.account_id))
                    .execute(&mut *tx)
                    .await?;
            }
            let existing: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM utm_templates WHERE account_id = $1")
                    .bind(&template.account_id)
                    .fetch_one(&mut *tx)
                    .await?;
            if existing >= most {
                tx.rollback().await?;
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO utm_templates (id, account_id, name, utm, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&template.id)
            .bind(&template.account_id)
            .bind(&template.name)
            .bind(&template.utm)
            .bind(template.created_at)
            .bind(template.updated_at)
            .execute(&mut *tx)
            .await
            .map_err(StoreError::from_write)?;
            tx.commit().await?;
            Ok::<_, StoreError>(true)
        })
    }

    /// Renames template `id` and replaces its values.
    pub async fn update_utm_template(
        &self,
        id: &str,
        name: &str,
        utm: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let changed = execute!(
            self,
            "UPDATE utm_templates SET name = $1, utm = $2, updated_at = $3 WHERE id = $4",
            name,
            utm,
            now,
            id
        )?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    pub async fn delete_utm_template(&self, id: &str) -> Result<(), StoreError> {
        if !super::links::storable(id) {
            return Err(StoreError::NotFound);
        }
        let changed = execute!(self, "DELETE FROM utm_templates WHERE id = $1", id)?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }
}
