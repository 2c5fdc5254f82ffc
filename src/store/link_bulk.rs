//! A bulk edit's reads and writes (docs/bulk-edit.md): the links of one
//! chunk, and one transaction writing a chunk's planned edits with the
//! links' history entries. A link whose fields changed since the edit was
//! planned is left as it is and named, so a bulk edit never overwrites a
//! change it did not see.
//!
//! The write is a handful of statements per chunk, whatever its size (the
//! fields and tags read at once, one UPDATE over a list of values, the tags
//! and history entries inserted many rows at a time): under redirect load
//! each statement waits its turn among the requests, and the transaction
//! holds the database's writer, which the visit flush needs too.

use super::audit_log::record_audit;
use super::link_history::{Change, FieldsRow};
use super::links::{storable, LINK_SELECT};
use super::{on_reader, on_writer, Engine, LinkRecord, Store, StoreError};
use crate::domain::audit::AuditEntry;
use crate::domain::link_history::LinkFields;
use std::collections::HashMap;

/// One link's edit as a bulk edit planned it: its fields when planned and
/// after the edit (only the destination, the expiry, the visit limit, the
/// redirect status, query forwarding, crawlability and the tags differ).
pub struct PlannedEdit<'a> {
    pub id: &'a str,
    pub before: &'a LinkFields,
    pub after: &'a LinkFields,
    /// A visit limit set where there was none counts the human visits so far.
    pub count_from_visits: bool,
}

/// Rows one multi-row INSERT writes at most (SQLite binds at most 32766
/// values in a statement).
const ROWS_PER_INSERT: usize = 2_000;

/// A link's author and team, as its history entry records them.
type Owner = (Option<String>, Option<String>);

/// A link's fields as read for many links at once.
#[derive(sqlx::FromRow)]
struct IdFieldsRow {
    id: String,
    team_id: Option<String>,
    #[sqlx(flatten)]
    fields: FieldsRow,
}

/// One UPDATE of `rows` links' changed columns from a list of values
/// (eight per link, then the modification time); the destination only
/// with `set_destination`.
fn update_sql(engine: Engine, rows: usize, set_destination: bool) -> String {
    // PostgreSQL types a VALUES list's parameters as text unless told.
    let casts: [&str; 8] = match engine {
        Engine::Postgres => [
            "::text",
            "::text",
            "::bigint",
            "::bigint",
            "::integer",
            "::boolean",
            "::boolean",
            "::boolean",
        ],
        Engine::Sqlite => [""; 8],
    };
    let values = (0..rows)
        .map(|row| {
            let cells: Vec<String> = casts
                .iter()
                .enumerate()
                .map(|(column, cast)| format!("${}{cast}", row * casts.len() + column + 1))
                .collect();
            format!("({})", cells.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ");
    // Numbered in the order they appear (the modification time last).
    format!(
        "WITH v (id, destination, expires_at, max_visits, redirect_status, forward_query, \
         crawlable, count_from) AS (VALUES {values}) \
         UPDATE links SET {destination}expires_at = v.expires_at, \
         max_visits = v.max_visits, redirect_status = v.redirect_status, \
         forward_query = v.forward_query, crawlable = v.crawlable, \
         used_visits = CASE WHEN v.count_from THEN COALESCE((SELECT human_visits \
             FROM link_counters WHERE link_id = links.id), 0) ELSE links.used_visits END, \
         modified_date = ${} FROM v WHERE links.id = v.id",
        rows * casts.len() + 1,
        destination = if set_destination {
            "destination = v.destination, "
        } else {
            ""
        },
    )
}

/// `$n, $n+1` pairs for `rows` rows of `columns` values each.
fn values_list(rows: usize, columns: usize) -> String {
    (0..rows)
        .map(|row| {
            let cells: Vec<String> = (1..=columns)
                .map(|c| format!("${}", row * columns + c))
                .collect();
            format!("({})", cells.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// In `$tx`, the tags of the `$fresh` links whose tags change: removed,
/// then inserted anew, many rows at a time.
macro_rules! replace_tags {
    ($tx:ident, $engine:expr, $fresh:expr) => {{
        let changed: Vec<&PlannedEdit<'_>> = $fresh
            .iter()
            .map(|(edit, _)| *edit)
            .filter(|edit| edit.after.tags != edit.before.tags)
            .collect();
        if !changed.is_empty() {
            let delete = format!(
                "DELETE FROM link_tags WHERE link_id IN ({})",
                $engine.parameters(1, changed.len())
            );
            let mut query = sqlx::query(&delete);
            for edit in &changed {
                query = query.bind(edit.id);
            }
            query.execute(&mut *$tx).await?;
            let pairs: Vec<(&str, &str)> = changed
                .iter()
                .flat_map(|edit| edit.after.tags.iter().map(|tag| (edit.id, tag.as_str())))
                .collect();
            for rows in pairs.chunks(ROWS_PER_INSERT) {
                let insert = format!(
                    "INSERT INTO link_tags (link_id, tag) VALUES {}",
                    values_list(rows.len(), 2)
                );
                let mut query = sqlx::query(&insert);
                for (id, tag) in rows {
                    query = query.bind(*id).bind(*tag);
                }
                query.execute(&mut *$tx).await?;
            }
        }
    }};
}

/// In `$tx`, each `$fresh` link's next history entry for `$change`, many
/// rows at a time.
macro_rules! record_changes {
    ($tx:ident, $engine:expr, $fresh:expr, $change:expr) => {{
        let versions_sql = format!(
            "SELECT link_id, MAX(version) FROM link_history WHERE link_id IN ({}) GROUP BY link_id",
            $engine.parameters(1, $fresh.len())
        );
        let mut query = sqlx::query_as::<_, (String, i64)>(&versions_sql);
        for (edit, _) in $fresh {
            query = query.bind(edit.id);
        }
        let versions: HashMap<String, i64> =
            query.fetch_all(&mut *$tx).await?.into_iter().collect();
        const COLUMNS: usize = 12;
        for rows in $fresh.chunks(ROWS_PER_INSERT * 2 / COLUMNS) {
            let insert = format!(
                "INSERT INTO link_history (link_id, version, at, kind, author, actor_id, \
                 actor_name, via, via_name, fields_before, fields_after, team_id) VALUES {}",
                values_list(rows.len(), COLUMNS)
            );
            let mut query = sqlx::query(&insert);
            for (edit, (author, team)) in rows {
                let version = versions.get(edit.id).copied().unwrap_or(0) + 1;
                query = query
                    .bind(edit.id)
                    .bind(version)
                    .bind($change.at)
                    .bind($change.action.as_str())
                    .bind(author.as_deref())
                    .bind($change.actor.account_id.as_deref())
                    .bind($change.actor.username.as_deref())
                    .bind($change.actor.via.as_str())
                    .bind($change.actor.via_name.as_deref())
                    .bind(edit.before.to_stored())
                    .bind(edit.after.to_stored())
                    .bind(team.as_deref());
            }
            query.execute(&mut *$tx).await?;
        }
    }};
}

impl Store {
    /// The links among `ids` that exist, with their tags, in no order.
    pub async fn links_by_ids(&self, ids: &[String]) -> Result<Vec<LinkRecord>, StoreError> {
        let ids: Vec<&String> = ids.iter().filter(|id| storable(id)).collect();
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "{LINK_SELECT} WHERE l.id IN ({})",
            self.engine().parameters(1, ids.len())
        );
        let mut links: Vec<LinkRecord> = on_reader!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for id in &ids {
                q = q.bind(id.as_str());
            }
            q.fetch_all(pool).await
        })?;
        self.attach_tags(&mut links).await?;
        Ok(links)
    }

    /// Writes `edits` in one transaction, each recorded as `change`. Returns
    /// the ids of the links left unwritten because they are gone or their
    /// fields are no longer those the edit was planned from.
    pub async fn edit_links(
        &self,
        edits: &[PlannedEdit<'_>],
        change: &Change<'_>,
        audit: &AuditEntry,
    ) -> Result<Vec<String>, StoreError> {
        let edits: Vec<&PlannedEdit<'_>> = edits.iter().filter(|e| storable(e.id)).collect();
        if edits.is_empty() {
            return Ok(Vec::new());
        }
        let engine = self.engine();
        let ids = engine.parameters(1, edits.len());
        let lock = if engine == Engine::Postgres {
            " FOR UPDATE"
        } else {
            ""
        };
        let fields_sql = format!(
            "SELECT id, team_id, author, slug, domain_id, destination, public_stats, valid_from, \
             expires_at, max_visits, expired_url, password_hash, title, notes, redirect_status, \
             forward_query, crawlable, redirect_rules, utm, preview, split \
             FROM links WHERE id IN ({ids}) ORDER BY id{lock}"
        );
        let tags_sql = format!("SELECT link_id, tag FROM link_tags WHERE link_id IN ({ids})");
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let mut rows = sqlx::query_as::<_, IdFieldsRow>(&fields_sql);
            for edit in &edits {
                rows = rows.bind(edit.id);
            }
            let rows = rows.fetch_all(&mut *tx).await?;
            let mut tags = sqlx::query_as::<_, (String, String)>(&tags_sql);
            for edit in &edits {
                tags = tags.bind(edit.id);
            }
            let mut tags_of: HashMap<String, Vec<String>> = HashMap::new();
            for (id, tag) in tags.fetch_all(&mut *tx).await? {
                tags_of.entry(id).or_default().push(tag);
            }
            let mut now: HashMap<String, (Owner, LinkFields)> = rows
                .into_iter()
                .map(|row| {
                    let tags = tags_of.remove(&row.id).unwrap_or_default();
                    let owner = (row.fields.author.clone(), row.team_id);
                    (row.id, (owner, row.fields.fields(tags)))
                })
                .collect();
            let mut stale = Vec::new();
            let mut fresh = Vec::new();
            for edit in edits {
                match now.remove(edit.id) {
                    Some((owner, fields)) if fields == *edit.before => fresh.push((edit, owner)),
                    _ => stale.push(edit.id.to_owned()),
                }
            }
            if !fresh.is_empty() {
                // A destination set, even to itself, re-indexes the link
                // for search (SQLite's trigger): set only where it changes.
                let (moved, kept): (Vec<_>, Vec<_>) = fresh
                    .iter()
                    .partition(|(edit, _)| edit.after.destination != edit.before.destination);
                for (rows, set_destination) in [(moved, true), (kept, false)] {
                    if rows.is_empty() {
                        continue;
                    }
                    let update = update_sql(engine, rows.len(), set_destination);
                    let mut query = sqlx::query(&update);
                    for (edit, _) in rows {
                        let after = edit.after;
                        query = query
                            .bind(edit.id)
                            .bind(after.destination.as_str())
                            .bind(after.expires_at)
                            .bind(after.max_visits)
                            .bind(after.redirect_status.map(i32::from))
                            .bind(after.forward_query)
                            .bind(after.crawlable)
                            .bind(edit.count_from_visits);
                    }
                    query.bind(change.at).execute(&mut *tx).await?;
                }
                replace_tags!(tx, engine, &fresh);
                record_changes!(tx, engine, &fresh, change);
                record_audit!(tx, &audit.clone().and("links", fresh.len().into()));
            }
            tx.commit().await?;
            Ok::<Vec<String>, sqlx::Error>(stale)
        }
        .await)
        .map_err(StoreError::from_write)
    }
}
