//! Tags across links: the tags of the links a caller may manage with their
//! counts, and renaming or deleting a tag on all those links at once (each
//! link changed gets its history entry in the same transaction).

use super::link_history::{link_fields_in, record_change, Change, FIELDS_SELECT};
use super::link_list::{bind_args, scope_sql, Arg};
use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::{Access, LinkScope};

/// Reads the fields of links `$ids` in transaction `$tx`, runs `$change`
/// (an expression that awaits the write), then records each link whose
/// fields changed as `$recorded`.
macro_rules! recorded_tag_change {
    ($tx:expr, $ids:expr, $recorded:expr, $change:expr) => {{
        let mut before = Vec::with_capacity($ids.len());
        for id in $ids {
            if let Some((author, fields)) = link_fields_in!($tx, FIELDS_SELECT, id.as_str()) {
                before.push((id, author, fields));
            }
        }
        let out = $change;
        for (id, author, fields) in &before {
            if let Some((_, after)) = link_fields_in!($tx, FIELDS_SELECT, id.as_str()) {
                if after != *fields {
                    record_change!(
                        $tx,
                        id.as_str(),
                        author.as_deref(),
                        $recorded,
                        Some(fields),
                        Some(&after)
                    );
                }
            }
        }
        out
    }};
}

/// Links of `scope` its caller sees or may change (a sub-select of link
/// ids).
fn scoped_ids(scope: &LinkScope, access: Access, args: &mut Vec<Arg>) -> String {
    match scope_sql(scope, access, args) {
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
                scoped_ids(scope, Access::See, &mut args)
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
        recorded: &Change<'_>,
    ) -> Result<Vec<String>, StoreError> {
        let mut args = vec![Arg::Text(to.to_owned()), Arg::Text(from.to_owned())];
        let ids = scoped_ids(scope, Access::Change, &mut args);
        let insert = format!(
            "INSERT INTO link_tags (link_id, tag) SELECT link_id, $1 FROM link_tags \
             WHERE tag = $2 AND link_id IN ({ids}) ON CONFLICT DO NOTHING"
        );
        let mut delete_args = vec![Arg::Text(from.to_owned())];
        let scoped = scoped_ids(scope, Access::Change, &mut delete_args);
        let delete = format!(
            "DELETE FROM link_tags WHERE tag = $1 AND link_id IN ({scoped}) RETURNING link_id"
        );
        let affected = format!(
            "SELECT DISTINCT link_id FROM link_tags WHERE tag = $1 AND link_id IN ({scoped})"
        );
        Ok(on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let ids: Vec<String> = bind_args!(sqlx::query_scalar(&affected), &delete_args)
                .fetch_all(&mut *tx)
                .await?;
            let renamed: Vec<String> = recorded_tag_change!(tx, &ids, recorded, {
                bind_args!(sqlx::query(&insert), &args)
                    .execute(&mut *tx)
                    .await?;
                bind_args!(sqlx::query_scalar(&delete), &delete_args)
                    .fetch_all(&mut *tx)
                    .await?
            });
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
        recorded: &Change<'_>,
    ) -> Result<Vec<String>, StoreError> {
        if tags.is_empty() {
            return Ok(Vec::new());
        }
        let mut args: Vec<Arg> = tags.iter().cloned().map(Arg::Text).collect();
        let list = (1..=tags.len())
            .map(|n| format!("${n}"))
            .collect::<Vec<_>>()
            .join(", ");
        let scoped = scoped_ids(scope, Access::Change, &mut args);
        let sql = format!(
            "DELETE FROM link_tags WHERE tag IN ({list}) AND link_id IN ({scoped}) RETURNING link_id"
        );
        let affected = format!(
            "SELECT DISTINCT link_id FROM link_tags WHERE tag IN ({list}) AND link_id IN ({scoped})"
        );
        let mut links: Vec<String> = on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let ids: Vec<String> = bind_args!(sqlx::query_scalar(&affected), &args)
                .fetch_all(&mut *tx)
                .await?;
            let deleted: Vec<String> = recorded_tag_change!(tx, &ids, recorded, {
                bind_args!(sqlx::query_scalar(&sql), &args)
                    .fetch_all(&mut *tx)
                    .await?
            });
            tx.commit().await?;
            Ok::<Vec<String>, sqlx::Error>(deleted)
        }
        .await)?;
        links.sort_unstable();
        links.dedup();
        Ok(links)
    }
}
