//! Tags across links: the tags of the links a caller may manage with their
//! counts, and renaming or deleting a tag on all those links at once.

use super::link_list::{bind_args, scope_sql, Arg};
use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::LinkScope;

/// Links of `scope` (a sub-select of link ids).
fn scoped_ids(scope: &LinkScope, args: &mut Vec<Arg>) -> String {
    match scope_sql(scope, args) {
        Some(clause) => format!("SELECT l.id FROM links l WHERE {clause}"),
        None => "SELECT l.id FROM links l".to_owned(),
    }
}

impl Store {
    /// Every tag on the links of `scope`, with how many of them carry it,
    /// in tag order.
    pub async fn list_tags(&self, scope: &LinkScope) -> Result<Vec<(String, i64)>, StoreError> {
        let mut args = Vec::new();
        let sql = match scope {
            LinkScope::All => {
                "SELECT tag, COUNT(*) FROM link_tags GROUP BY tag ORDER BY tag".to_owned()
            }
            _ => format!(
                "SELECT tag, COUNT(*) FROM link_tags WHERE link_id IN ({}) \
                 GROUP BY tag ORDER BY tag",
                scoped_ids(scope, &mut args)
            ),
        };
        Ok(on_reader!(self, |pool| bind_args!(
            sqlx::query_as::<_, (String, i64)>(&sql),
            &args
        )
        .fetch_all(pool)
        .await)?)
    }

    /// Renames tag `from` to `to` on the links of `scope` (a link that has
    /// both keeps one); returns the links that had `from`.
    pub async fn rename_tag(
        &self,
        scope: &LinkScope,
        from: &str,
        to: &str,
    ) -> Result<Vec<String>, StoreError> {
        let mut args = vec![Arg::Text(to.to_owned()), Arg::Text(from.to_owned())];
        let ids = scoped_ids(scope, &mut args);
        let insert = format!(
            "INSERT INTO link_tags (link_id, tag) SELECT link_id, $1 FROM link_tags \
             WHERE tag = $2 AND link_id IN ({ids}) ON CONFLICT DO NOTHING"
        );
        let mut delete_args = vec![Arg::Text(from.to_owned())];
        let delete = format!(
            "DELETE FROM link_tags WHERE tag = $1 AND link_id IN ({}) RETURNING link_id",
            scoped_ids(scope, &mut delete_args)
        );
        Ok(on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            bind_args!(sqlx::query(&insert), &args)
                .execute(&mut *tx)
                .await?;
            let renamed: Vec<String> = bind_args!(sqlx::query_scalar(&delete), &delete_args)
                .fetch_all(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok::<Vec<String>, sqlx::Error>(renamed)
        }
        .await)?)
    }

    /// Removes `tags` from the links of `scope`; returns the links that
    /// lost at least one.
    pub async fn delete_tags(
        &self,
        scope: &LinkScope,
        tags: &[String],
    ) -> Result<Vec<String>, StoreError> {
        if tags.is_empty() {
            return Ok(Vec::new());
        }
        let mut args: Vec<Arg> = tags.iter().cloned().map(Arg::Text).collect();
        let list = (1..=tags.len())
            .map(|n| format!("${n}"))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!(
            "DELETE FROM link_tags WHERE tag IN ({list}) AND link_id IN ({}) RETURNING link_id",
            scoped_ids(scope, &mut args)
        );
        let mut links: Vec<String> =
            on_writer!(self, |pool| bind_args!(sqlx::query_scalar(&sql), &args)
                .fetch_all(pool)
                .await)?;
        links.sort_unstable();
        links.dedup();
        Ok(links)
    }
}
