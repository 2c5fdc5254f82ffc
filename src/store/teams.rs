//! Teams and their members in the database (migration 0037,
//! docs/teams.md). Every change writes its audit entry in its own
//! transaction.

use super::audit_log::record_audit;
use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::audit::AuditEntry;
use crate::domain::teams::{TeamGrant, TeamRole};

/// A team with its size.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct TeamRecord {
    pub id: String,
    pub name: String,
    pub created_at: i64,
    pub members: i64,
    pub links: i64,
    /// Whether the team's links are limited to [`TeamRecord::domains`].
    pub domains_limited: bool,
    #[sqlx(skip)]
    pub domains: Vec<super::TeamDomainRecord>,
}

/// A member of a team.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct TeamMemberRecord {
    pub account_id: String,
    pub username: String,
    pub role: String,
    pub added_at: i64,
}

/// What a removal of a team found.
#[derive(Debug, PartialEq, Eq)]
pub enum TeamRemoval {
    Removed,
    NotFound,
    /// The team still has this many links.
    HasLinks(i64),
}

/// The columns of [`TeamRecord`], of `teams t`.
const TEAM_SELECT: &str = "SELECT t.id, t.name, t.created_at, t.domains_limited, \
     (SELECT COUNT(*) FROM team_members m WHERE m.team_id = t.id) AS members, \
     (SELECT COUNT(*) FROM links l WHERE l.team_id = t.id) AS links FROM teams t";

impl Store {
    /// The teams `account_id` belongs to, with its role in each.
    pub async fn teams_of_account(&self, account_id: &str) -> Result<Vec<TeamGrant>, StoreError> {
        let rows: Vec<(String, String)> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT team_id, role FROM team_members WHERE account_id = $1"
        )
        .bind(account_id)
        .fetch_all(pool)
        .await)?;
        Ok(rows
            .into_iter()
            .filter_map(|(team_id, role)| {
                Some(TeamGrant {
                    team_id,
                    role: TeamRole::parse(&role)?,
                })
            })
            .collect())
    }

    /// Every team (`member: None`), or those `member` belongs to, by name.
    pub async fn list_teams(&self, member: Option<&str>) -> Result<Vec<TeamRecord>, StoreError> {
        let sql = format!(
            "{TEAM_SELECT} WHERE $1 IS NULL OR t.id IN \
             (SELECT team_id FROM team_members WHERE account_id = $1) ORDER BY lower(t.name), t.id"
        );
        let teams = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(member)
            .fetch_all(pool)
            .await)?;
        self.with_team_domains(teams).await
    }

    pub async fn find_team(&self, id: &str) -> Result<Option<TeamRecord>, StoreError> {
        if !super::links::storable(id) {
            return Ok(None);
        }
        let sql = format!("{TEAM_SELECT} WHERE t.id = $1");
        let team: Option<TeamRecord> = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?;
        Ok(self.with_team_domains(Vec::from_iter(team)).await?.pop())
    }

    /// Creates team `id` named `name` with `manager` as its first manager;
    /// [`StoreError::Conflict`] when the name is taken (in any case).
    pub async fn insert_team(
        &self,
        id: &str,
        name: &str,
        manager: Option<&str>,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            sqlx::query("INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(name)
                .bind(audit.at)
                .execute(&mut *tx)
                .await?;
            if let Some(manager) = manager {
                sqlx::query(
                    "INSERT INTO team_members (team_id, account_id, role, added_at) \
                     VALUES ($1, $2, 'manager', $3)",
                )
                .bind(id)
                .bind(manager)
                .bind(audit.at)
                .execute(&mut *tx)
                .await?;
            }
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok::<_, sqlx::Error>(())
        }
        .await)
        .map_err(StoreError::from_write)
    }

    /// Removes team `id` and its memberships, unless links still belong
    /// to it.
    pub async fn remove_team(
        &self,
        id: &str,
        audit: &AuditEntry,
    ) -> Result<TeamRemoval, StoreError> {
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let links: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM links WHERE team_id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
            if links > 0 {
                tx.rollback().await?;
                return Ok(TeamRemoval::HasLinks(links));
            }
            let removed = sqlx::query("DELETE FROM teams WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if removed == 0 {
                tx.rollback().await?;
                return Ok(TeamRemoval::NotFound);
            }
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok::<_, sqlx::Error>(TeamRemoval::Removed)
        }
        .await)
        .map_err(StoreError::from_write)
    }

    /// The members of team `id`, managers first, then by username.
    pub async fn team_members(&self, id: &str) -> Result<Vec<TeamMemberRecord>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT m.account_id, a.username, m.role, m.added_at FROM team_members m \
             JOIN accounts a ON a.id = m.account_id WHERE m.team_id = $1 \
             ORDER BY CASE m.role WHEN 'manager' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, \
             lower(a.username)"
        )
        .bind(id)
        .fetch_all(pool)
        .await)?)
    }

    /// Adds `account_id` to team `id` as `role`, or gives it that role;
    /// [`StoreError::MissingReference`] when the team or account is gone.
    pub async fn set_team_member(
        &self,
        id: &str,
        account_id: &str,
        role: TeamRole,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        super::execute_audited!(
            self,
            audit,
            "INSERT INTO team_members (team_id, account_id, role, added_at) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (team_id, account_id) DO UPDATE SET role = excluded.role",
            id,
            account_id,
            role.as_str(),
            audit.at
        )?;
        Ok(())
    }

    /// Removes `account_id` from team `id`; false when it was no member.
    pub async fn remove_team_member(
        &self,
        id: &str,
        account_id: &str,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        let removed = super::execute_audited!(
            self,
            audit,
            "DELETE FROM team_members WHERE team_id = $1 AND account_id = $2",
            id,
            account_id
        )?;
        Ok(removed > 0)
    }

    /// Puts link `id` in team `team` (`None`: in no team), and gives it
    /// `author` when given, with the audit entry of the move; false when
    /// the link is gone. [`StoreError::MissingReference`] when the team
    /// is.
    pub async fn move_link(
        &self,
        id: &str,
        team: Option<&str>,
        author: Option<&str>,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        let moved = super::execute_audited!(
            self,
            audit,
            "UPDATE links SET team_id = $2, author = COALESCE($3, author), modified_date = $4 \
             WHERE id = $1",
            id,
            team,
            author,
            audit.at
        )?;
        Ok(moved > 0)
    }

    /// [`Store::move_link`] for many links at once, in one transaction
    /// with one audit entry; returns how many moved.
    pub async fn move_links(
        &self,
        ids: &[&str],
        team: Option<&str>,
        author: Option<&str>,
        audit: &AuditEntry,
    ) -> Result<u64, StoreError> {
        if ids.is_empty() {
            return Ok(0);
        }
        // Every placeholder from `parameters`, so that SQLite's anonymous
        // ones bind in order.
        let engine = self.engine();
        let (team_at, author_at, at_at) = (
            engine.parameters(1, 1),
            engine.parameters(2, 1),
            engine.parameters(3, 1),
        );
        let list = engine.parameters(4, ids.len());
        let sql = format!(
            "UPDATE links SET team_id = {team_at}, author = COALESCE({author_at}, author), \
             modified_date = {at_at} WHERE id IN ({list})"
        );
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let mut query = sqlx::query(&sql).bind(team).bind(author).bind(audit.at);
            for id in ids {
                query = query.bind(*id);
            }
            let moved = query.execute(&mut *tx).await?.rows_affected();
            if moved > 0 {
                record_audit!(tx, audit);
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(moved)
        }
        .await)
        .map_err(StoreError::from_write)
    }
}
