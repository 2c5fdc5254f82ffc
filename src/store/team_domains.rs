//! Changing a team, and the short domains it is limited to (migration 0038,
//! docs/teams.md#domains): none, the usual domain rules; or a list, the
//! only domains its links may be on.

use super::audit_log::record_audit;
use super::{on_reader, on_writer, Store, StoreError, TeamRecord};
use crate::domain::audit::AuditEntry;

/// A change to a team: each part that is `Some`.
#[derive(Debug, Default)]
pub struct TeamChange<'a> {
    pub name: Option<&'a str>,
    /// `Some(None)`: every domain; `Some(Some(ids))`: only these.
    pub domains: Option<Option<&'a [String]>>,
}

/// One domain a team is allowed.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct TeamDomainRecord {
    pub team_id: String,
    pub domain_id: String,
    /// `None` for the default domain (its host is the DOMAIN setting).
    pub host: Option<String>,
}

impl Store {
    /// The domains team `team_id`'s links are limited to; `None` when the
    /// team is not limited (or does not exist).
    pub async fn team_domain_limit(
        &self,
        team_id: &str,
    ) -> Result<Option<Vec<String>>, StoreError> {
        if !super::links::storable(team_id) {
            return Ok(None);
        }
        let limited: Option<bool> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT domains_limited FROM teams WHERE id = $1"
        )
        .bind(team_id)
        .fetch_optional(pool)
        .await)?;
        if limited != Some(true) {
            return Ok(None);
        }
        let ids: Vec<String> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT domain_id FROM team_domains WHERE team_id = $1"
        )
        .bind(team_id)
        .fetch_all(pool)
        .await)?;
        Ok(Some(ids))
    }

    /// Fills in each limited team's domains.
    pub(super) async fn with_team_domains(
        &self,
        mut teams: Vec<TeamRecord>,
    ) -> Result<Vec<TeamRecord>, StoreError> {
        if !teams.iter().any(|t| t.domains_limited) {
            return Ok(teams);
        }
        let rows: Vec<TeamDomainRecord> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT td.team_id, td.domain_id, d.host FROM team_domains td \
             JOIN domains d ON d.id = td.domain_id JOIN teams t ON t.id = td.team_id \
             WHERE t.domains_limited ORDER BY d.host IS NOT NULL, d.host"
        )
        .fetch_all(pool)
        .await)?;
        for team in teams.iter_mut().filter(|t| t.domains_limited) {
            team.domains = rows
                .iter()
                .filter(|row| row.team_id == team.id)
                .cloned()
                .collect();
        }
        Ok(teams)
    }

    /// Changes team `id`: its name and its domains (`Some(None)` lifts the
    /// limit), in one transaction with the changes' audit entries.
    /// [`StoreError::NotFound`] when the team is gone, `Conflict` when the
    /// name is taken, `MissingReference` when a domain is gone.
    pub async fn change_team(
        &self,
        id: &str,
        change: &TeamChange<'_>,
        audits: &[AuditEntry],
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let found = sqlx::query("UPDATE teams SET name = COALESCE($1, name) WHERE id = $2")
                .bind(change.name)
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if found == 0 {
                tx.rollback().await?;
                return Ok(false);
            }
            if let Some(domains) = change.domains {
                sqlx::query("UPDATE teams SET domains_limited = $1 WHERE id = $2")
                    .bind(domains.is_some())
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("DELETE FROM team_domains WHERE team_id = $1")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                for domain_id in domains.unwrap_or_default() {
                    sqlx::query("INSERT INTO team_domains (team_id, domain_id) VALUES ($1, $2)")
                        .bind(id)
                        .bind(domain_id)
                        .execute(&mut *tx)
                        .await?;
                }
            }
            for audit in audits {
                record_audit!(tx, audit);
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(true)
        }
        .await)
        .map_err(StoreError::from_write)?
        .then_some(())
        .ok_or(StoreError::NotFound)
    }

    /// The domains any team of `account_id` is allowed (for its domain
    /// list: a team's domains are its members' to use).
    pub async fn domains_of_teams_of(&self, account_id: &str) -> Result<Vec<String>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT DISTINCT td.domain_id FROM team_domains td \
             JOIN teams t ON t.id = td.team_id AND t.domains_limited \
             JOIN team_members m ON m.team_id = td.team_id WHERE m.account_id = $1"
        )
        .bind(account_id)
        .fetch_all(pool)
        .await)?)
    }
}
