//! Imported links in batches: one transaction each, a taken slug on the
//! link's domain (or, with unique destinations, a used destination) skips
//! its link and never aborts the batch, and the caller learns which links
//! were skipped and why. The same look-ups, without a write, serve dry runs.
//! A slug is unique per domain (docs/domains.md): every look-up and every
//! insert names the link's domain.

use super::import_chunks::{ChunkWriter, LookupColumn, PlainRow, ValueLookup};
use super::link_controls::write_tags;
use super::link_history::{record_change, Change};
use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::import::ImportedLink;
use std::collections::{BTreeMap, HashMap, HashSet};

/// Why the store skipped an imported link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportConflict {
    /// A stored link, or an earlier link of the batch, has the slug on the
    /// link's domain.
    SlugTaken,
    /// Unique destinations: a stored or earlier link has the destination.
    DestinationUsed,
}

/// What one batch did: links inserted, and the index (in the batch) of each
/// link skipped, in order, with its reason.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BatchOutcome {
    pub inserted: u64,
    pub skipped: Vec<(usize, ImportConflict)>,
}

/// The slugs taken on each domain (by id).
type TakenSlugs = HashMap<String, HashSet<String>>;

/// The slugs of `links` grouped by their domain's id: a batch is mostly
/// on one domain, so this is one look-up per domain, each on the
/// `(domain_id, slug)` index.
fn slugs_by_domain(links: &[ImportedLink]) -> BTreeMap<&str, Vec<&str>> {
    let mut by_domain: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for link in links {
        by_domain
            .entry(link.domain.stored_id())
            .or_default()
            .push(link.slug.as_str());
    }
    by_domain
}

/// Which of the batch's slugs are stored on their domain.
async fn taken_slugs(
    conn: &mut impl ValueLookup,
    links: &[ImportedLink],
) -> Result<TakenSlugs, sqlx::Error> {
    let mut taken = TakenSlugs::new();
    for (domain_id, slugs) in slugs_by_domain(links) {
        let found = conn.found_slugs(domain_id, &slugs).await?;
        taken.insert(domain_id.to_owned(), found);
    }
    Ok(taken)
}

/// Which of `links` are skipped given the stored `taken_slugs` and
/// `used_destinations` (`None`: destinations may repeat); in-batch repeats
/// of a slug on one domain count as taken. Returns the links to insert
/// with their batch index.
fn sort_out<'a>(
    links: &'a [ImportedLink],
    mut taken_slugs: TakenSlugs,
    used_destinations: Option<HashSet<String>>,
    skipped: &mut Vec<(usize, ImportConflict)>,
) -> Vec<(usize, &'a ImportedLink)> {
    let mut seen_destinations: HashSet<&str> = HashSet::new();
    let mut kept = Vec::with_capacity(links.len());
    for (index, link) in links.iter().enumerate() {
        let domain = link.domain.stored_id();
        let taken = match taken_slugs.get_mut(domain) {
            Some(taken) => taken,
            None => taken_slugs.entry(domain.to_owned()).or_default(),
        };
        // `insert` returning false: stored, or an earlier link of this
        // batch has it on this domain.
        if !taken.insert(link.slug.clone()) {
            skipped.push((index, ImportConflict::SlugTaken));
            continue;
        }
        if let Some(used) = &used_destinations {
            if used.contains(&link.destination)
                || !seen_destinations.insert(link.destination.as_str())
            {
                skipped.push((index, ImportConflict::DestinationUsed));
                continue;
            }
        }
        kept.push((index, link));
    }
    kept
}

impl Store {
    /// What [`Store::import_links`] would skip of `links`, writing nothing.
    pub async fn find_import_conflicts(
        &self,
        links: &[ImportedLink],
        unique_destinations: bool,
    ) -> Result<Vec<(usize, ImportConflict)>, StoreError> {
        let destinations: Vec<&str> = links.iter().map(|l| l.destination.as_str()).collect();
        let (taken, used) = on_reader!(self, |pool| {
            let mut conn = pool.acquire().await?;
            let taken = taken_slugs(&mut *conn, links).await?;
            let used = if unique_destinations {
                Some(
                    conn.found_values(LookupColumn::Destination, &destinations)
                        .await?,
                )
            } else {
                None
            };
            Ok::<_, sqlx::Error>((taken, used))
        })?;
        let mut skipped = Vec::new();
        sort_out(links, taken, used, &mut skipped);
        Ok(skipped)
    }

    /// Inserts `links` in one transaction, each on its domain
    /// ([`crate::domain::import::ImportDomain::stored_id`]). A slug already
    /// on that domain in the database or earlier in the batch, or (with
    /// `unique_destinations`) a used destination, skips the link; a taken
    /// id is replaced. Each link inserted gets its history's creation
    /// entry, `recorded`, without fields: they are the link's until its
    /// first change, which records them as its `before`
    /// (`Store::link_history`). With `team`, the links are that team's.
    pub async fn import_links(
        &self,
        links: &[ImportedLink],
        unique_destinations: bool,
        recorded: &Change<'_>,
        team: Option<&str>,
    ) -> Result<BatchOutcome, StoreError> {
        if links.is_empty() {
            return Ok(BatchOutcome::default());
        }
        let ids: Vec<&str> = links.iter().filter_map(|l| l.id.as_deref()).collect();
        let destinations: Vec<&str> = links.iter().map(|l| l.destination.as_str()).collect();
        let engine = self.engine();
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let taken_slugs = taken_slugs(&mut *tx, links).await?;
            let mut taken_ids = tx.found_values(LookupColumn::Id, &ids).await?;
            let used = if unique_destinations {
                Some(
                    tx.found_values(LookupColumn::Destination, &destinations)
                        .await?,
                )
            } else {
                None
            };
            let mut outcome = BatchOutcome::default();
            let kept = sort_out(links, taken_slugs, used, &mut outcome.skipped);
            // A link without an id (or with a taken one) gets a time-ordered
            // one, which lands at the end of the id indexes, not at a
            // random page.
            let mut rows: Vec<PlainRow<'_>> = kept
                .into_iter()
                .map(|(index, link)| {
                    let id = match &link.id {
                        Some(id) if taken_ids.insert(id.clone()) => id.clone(),
                        _ => uuid::Uuid::now_v7().to_string(),
                    };
                    (id, index, link)
                })
                .collect();
            // Inserted in id order, the ids of a batch (from a file: random
            // UUIDs) fill the id indexes of `links` and `link_counters` page
            // after page instead of each touching a random page, which on a
            // large database was most of an import's I/O (1M links: a third
            // of the time).
            rows.sort_unstable_by(|a, b| a.0.cmp(&b.0));
            // Links with controls are rare: one statement each, after
            // which the plain ones go in chunks.
            let (controlled, rows): (Vec<_>, Vec<_>) = rows
                .into_iter()
                .partition(|(_, _, link)| link.controls.is_some());
            for (id, index, link) in &controlled {
                let Some(controls) = link.controls.as_deref() else {
                    continue;
                };
                let inserted: Option<String> = sqlx::query_scalar(
                    "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, \
                     public_stats, valid_from, expires_at, max_visits, used_visits, expired_url, \
                     password_hash, title, notes, redirect_status, forward_query, crawlable, \
                     redirect_rules, domain_id, utm, preview, split, team_id) VALUES ($1, $2, $3, $4, \
                     $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, \
                     $22, $23, $24) ON CONFLICT DO NOTHING RETURNING id",
                )
                .bind(id.as_str())
                .bind(link.slug.as_str())
                .bind(link.destination.as_str())
                .bind(link.author.as_deref())
                .bind(link.creation_date)
                .bind(link.modified_date)
                .bind(link.public_stats)
                .bind(controls.valid_from)
                .bind(controls.expires_at)
                .bind(controls.max_visits)
                .bind(link.used_visits.unwrap_or(link.human_visits))
                .bind(controls.expired_url.as_deref())
                .bind(controls.password_hash.as_deref())
                .bind(controls.title.as_deref())
                .bind(controls.notes.as_deref())
                .bind(controls.redirect_status.map(i32::from))
                .bind(controls.forward_query)
                .bind(controls.crawlable)
                .bind(controls.redirect_rules.as_deref())
                .bind(link.domain.stored_id())
                .bind(controls.utm.as_deref())
                .bind(controls.preview.as_deref())
                .bind(controls.split.as_deref())
                .bind(team)
                .fetch_optional(&mut *tx)
                .await?;
                if inserted.is_none() {
                    outcome.skipped.push((*index, ImportConflict::SlugTaken));
                    continue;
                }
                // A new link's visit orders start right (the visit order
                // job refreshes them later).
                sqlx::query(
                    "INSERT INTO link_counters (link_id, visits, human_visits, bot_visits, \
                     sorted_visits, sorted_humans) VALUES ($1, $2, $3, $4, $2, $3)",
                )
                .bind(id.as_str())
                .bind(link.visits)
                .bind(link.human_visits)
                .bind(link.bot_visits)
                .execute(&mut *tx)
                .await?;
                write_tags!(tx, id.as_str(), &controls.tags, false);
                record_change!(
                    tx,
                    id.as_str(),
                    link.author.as_deref(),
                    recorded,
                    None,
                    None
                );
                outcome.inserted += 1;
            }
            let chunk_rows = tx.chunk_rows();
            for chunk in rows.chunks(chunk_rows) {
                // The links and the counters of those inserted (a link
                // skipped by `ON CONFLICT` gets none).
                let written = tx.insert_chunk(chunk).await?;
                // Into a team: the chunk's links join it in the same
                // transaction (the plain chunks' statements name no team).
                if let (Some(team), false) = (team, written.is_empty()) {
                    let sql = format!(
                        "UPDATE links SET team_id = {} WHERE id IN ({})",
                        engine.parameters(1, 1),
                        engine.parameters(2, written.len())
                    );
                    let mut q = sqlx::query(&sql).bind(team);
                    for id in &written {
                        q = q.bind(id.as_str());
                    }
                    q.execute(&mut *tx).await?;
                }
                if !written.is_empty() {
                    // Six values for every entry, then the links' ids.
                    let values = engine.parameters(1, 6);
                    let v: Vec<&str> = values.split(", ").collect();
                    let sql = format!(
                        "INSERT INTO link_history (link_id, version, at, kind, author, actor_id, \
                         actor_name, via, via_name, team_id) SELECT l.id, COALESCE((SELECT \
                         MAX(h.version) FROM link_history h WHERE h.link_id = l.id), 0) + 1, {}, \
                         {}, l.author, {}, {}, {}, {}, l.team_id FROM links l WHERE l.id IN ({})",
                        v[0],
                        v[1],
                        v[2],
                        v[3],
                        v[4],
                        v[5],
                        engine.parameters(7, written.len())
                    );
                    let actor = recorded.actor;
                    let mut q = sqlx::query(&sql)
                        .bind(recorded.at)
                        .bind(recorded.action.as_str())
                        .bind(actor.account_id.as_deref())
                        .bind(actor.username.as_deref())
                        .bind(actor.via.as_str())
                        .bind(actor.via_name.as_deref());
                    for id in &written {
                        q = q.bind(id.as_str());
                    }
                    q.execute(&mut *tx).await?;
                }
                for row in chunk {
                    if written.contains(&row.0) {
                        outcome.inserted += 1;
                    } else {
                        // A concurrent writer took the slug meanwhile.
                        outcome.skipped.push((row.1, ImportConflict::SlugTaken));
                    }
                }
            }
            tx.commit().await?;
            outcome.skipped.sort_unstable_by_key(|(index, _)| *index);
            Ok(outcome)
        })
    }
}
