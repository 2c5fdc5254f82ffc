//! Teams as use cases (docs/teams.md): creating, renaming and deleting
//! teams, and managing their members. The owner and admins manage every
//! team; a team's managers manage theirs; a member may leave. Which links a
//! member sees and changes is the link scope's rule (`domain::accounts`).

use crate::domain::accounts::Role;
use crate::domain::audit::{AuditAction, AuditBy, AuditTarget};
use crate::domain::teams::{team_name, TeamRole};
use crate::domain::time::now_millis;
use crate::store::{
    AccountRecord, Store, StoreError, TeamChange, TeamMemberRecord, TeamRecord, TeamRemoval,
};

/// Why a team use case was refused.
#[derive(Debug, thiserror::Error)]
pub enum TeamError {
    /// No such team, or one the caller may not see.
    #[error("team not found")]
    NotFound,
    /// The caller sees the team but may not manage it.
    #[error("not a manager of the team")]
    NotManager,
    #[error("invalid team name")]
    InvalidName,
    #[error("team name taken")]
    NameTaken,
    #[error("the team has links")]
    HasLinks(i64),
    #[error("unknown account")]
    UnknownAccount,
    #[error("invalid team role")]
    InvalidRole,
    #[error("not a member")]
    NotMember,
    #[error("nothing to change")]
    NothingToChange,
    /// Only the owner and admins choose a team's domains.
    #[error("domains are chosen by admins")]
    DomainsByAdmins,
    #[error("no domains")]
    NoDomains,
    #[error("unknown domain")]
    UnknownDomain,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type TeamResult<T> = Result<T, TeamError>;

/// A team as a caller sees it: the team, and the caller's role in it
/// (`None` for the owner and admins who are no members).
#[derive(Debug, Clone)]
pub struct Team {
    pub record: TeamRecord,
    pub role: Option<TeamRole>,
}

/// The service over one store.
pub struct Teams<'a> {
    store: &'a Store,
}

impl<'a> Teams<'a> {
    pub fn new(store: &'a Store) -> Self {
        Self { store }
    }

    /// The teams `caller` sees: every team for the owner and admins, its
    /// own for a standard account.
    pub async fn list(&self, caller: &AccountRecord) -> TeamResult<Vec<Team>> {
        let member = (caller.role() == Role::Standard).then_some(caller.id.as_str());
        let teams = self.store.list_teams(member).await?;
        let grants = self.store.teams_of_account(&caller.id).await?;
        Ok(teams
            .into_iter()
            .map(|record| {
                let role = grants
                    .iter()
                    .find(|g| g.team_id == record.id)
                    .map(|g| g.role);
                Team { record, role }
            })
            .collect())
    }

    /// Team `id` if `caller` sees it.
    pub async fn find(&self, caller: &AccountRecord, id: &str) -> TeamResult<Team> {
        let record = self.store.find_team(id).await?.ok_or(TeamError::NotFound)?;
        let role = self.role_in(caller, id).await?;
        if role.is_none() && !caller.role().is_admin_or_owner() {
            return Err(TeamError::NotFound);
        }
        Ok(Team { record, role })
    }

    /// Creates a team named `name`; its creator is its first manager.
    pub async fn create(
        &self,
        caller: &AccountRecord,
        name: &str,
        by: &AuditBy,
    ) -> TeamResult<Team> {
        let name = team_name(name).ok_or(TeamError::InvalidName)?;
        let id = uuid::Uuid::new_v4().to_string();
        let audit = by
            .entry(AuditAction::TeamCreated, now_millis())
            .on(AuditTarget::new("team", &id, &name));
        match self
            .store
            .insert_team(&id, &name, Some(&caller.id), &audit)
            .await
        {
            Ok(()) => self.find(caller, &id).await,
            Err(StoreError::Conflict) => Err(TeamError::NameTaken),
            Err(other) => Err(other.into()),
        }
    }

    /// Renames team `id` and, for the owner and admins, limits its links
    /// to `domains` (`Some(None)`: every domain): both or neither.
    pub async fn change(
        &self,
        caller: &AccountRecord,
        id: &str,
        name: Option<&str>,
        domains: Option<Option<&[String]>>,
        by: &AuditBy,
    ) -> TeamResult<Team> {
        let team = self.managed(caller, id).await?;
        if name.is_none() && domains.is_none() {
            return Err(TeamError::NothingToChange);
        }
        let name = name
            .map(|name| team_name(name).ok_or(TeamError::InvalidName))
            .transpose()?;
        let domains = match domains {
            None => None,
            Some(_) if !caller.role().is_admin_or_owner() => {
                return Err(TeamError::DomainsByAdmins)
            }
            Some(None) => Some(None),
            Some(Some(ids)) => Some(Some(self.known_domains(ids).await?)),
        };
        let at = now_millis();
        let target = AuditTarget::new("team", id, name.as_deref().unwrap_or(&team.record.name));
        let mut audits = Vec::new();
        if name.is_some() {
            audits.push(
                by.entry(AuditAction::TeamRenamed, at)
                    .on(target.clone())
                    .with(serde_json::json!({ "from": team.record.name })),
            );
        }
        if let Some(ids) = &domains {
            audits.push(
                by.entry(AuditAction::TeamDomainsSet, at)
                    .on(target)
                    .with(serde_json::json!({ "domains": ids })),
            );
        }
        let change = TeamChange {
            name: name.as_deref(),
            domains: domains.as_ref().map(|ids| ids.as_deref()),
        };
        match self.store.change_team(id, &change, &audits).await {
            Ok(()) => self.find(caller, id).await,
            Err(StoreError::Conflict) => Err(TeamError::NameTaken),
            Err(StoreError::NotFound) => Err(TeamError::NotFound),
            Err(StoreError::MissingReference) => Err(TeamError::UnknownDomain),
            Err(other) => Err(other.into()),
        }
    }

    /// `ids`, each once, when each is a domain's: a team is limited to
    /// one domain at least.
    async fn known_domains(&self, ids: &[String]) -> TeamResult<Vec<String>> {
        let mut ids = ids.to_vec();
        ids.sort();
        ids.dedup();
        if ids.is_empty() {
            return Err(TeamError::NoDomains);
        }
        for id in &ids {
            if self.store.find_domain(id).await?.is_none() {
                return Err(TeamError::UnknownDomain);
            }
        }
        Ok(ids)
    }

    /// Deletes a team that has no links left.
    pub async fn delete(&self, caller: &AccountRecord, id: &str, by: &AuditBy) -> TeamResult<Team> {
        let team = self.managed(caller, id).await?;
        let audit = by
            .entry(AuditAction::TeamDeleted, now_millis())
            .on(AuditTarget::new("team", id, &team.record.name));
        match self.store.remove_team(id, &audit).await? {
            TeamRemoval::Removed => Ok(team),
            TeamRemoval::NotFound => Err(TeamError::NotFound),
            TeamRemoval::HasLinks(links) => Err(TeamError::HasLinks(links)),
        }
    }

    pub async fn members(
        &self,
        caller: &AccountRecord,
        id: &str,
    ) -> TeamResult<Vec<TeamMemberRecord>> {
        self.find(caller, id).await?;
        Ok(self.store.team_members(id).await?)
    }

    /// Makes `account` (an account's id, or its username) a member of
    /// team `id` as `role`, or gives it that role.
    pub async fn set_member(
        &self,
        caller: &AccountRecord,
        id: &str,
        account: &str,
        role: &str,
        by: &AuditBy,
    ) -> TeamResult<Vec<TeamMemberRecord>> {
        let team = self.managed(caller, id).await?;
        let role = TeamRole::parse(role).ok_or(TeamError::InvalidRole)?;
        let found = match self.store.find_account_by_id(account).await? {
            Some(found) => Some(found),
            None => self
                .store
                .find_account_by_login(account)
                .await?
                .filter(|found| found.username.eq_ignore_ascii_case(account)),
        };
        let account = found.ok_or(TeamError::UnknownAccount)?;
        let audit = by
            .entry(AuditAction::TeamMemberSet, now_millis())
            .on(AuditTarget::account(&account.id, &account.username))
            .with(serde_json::json!({
                "team": team.record.name,
                "teamId": id,
                "role": role.as_str(),
            }));
        match self
            .store
            .set_team_member(id, &account.id, role, &audit)
            .await
        {
            Ok(()) => Ok(self.store.team_members(id).await?),
            Err(StoreError::MissingReference) => Err(TeamError::NotFound),
            Err(other) => Err(other.into()),
        }
    }

    /// Removes `account_id` from team `id`: a manager's (or the owner's,
    /// an admin's) act, or the member leaving. Its links stay the team's.
    pub async fn remove_member(
        &self,
        caller: &AccountRecord,
        id: &str,
        account_id: &str,
        by: &AuditBy,
    ) -> TeamResult<Vec<TeamMemberRecord>> {
        let team = if account_id == caller.id {
            self.find(caller, id).await?
        } else {
            self.managed(caller, id).await?
        };
        let username = self
            .store
            .find_account_by_id(account_id)
            .await?
            .map(|a| a.username)
            .unwrap_or_default();
        let audit = by
            .entry(AuditAction::TeamMemberRemoved, now_millis())
            .on(AuditTarget::account(account_id, &username))
            .with(serde_json::json!({ "team": team.record.name, "teamId": id }));
        if !self
            .store
            .remove_team_member(id, account_id, &audit)
            .await?
        {
            return Err(TeamError::NotMember);
        }
        Ok(self.store.team_members(id).await?)
    }

    /// Team `id` if `caller` may manage it: the owner, an admin, or one of
    /// its managers. A team it does not see is not found.
    async fn managed(&self, caller: &AccountRecord, id: &str) -> TeamResult<Team> {
        let team = self.find(caller, id).await?;
        let manages = caller.role().is_admin_or_owner() || team.role == Some(TeamRole::Manager);
        if manages {
            Ok(team)
        } else {
            Err(TeamError::NotManager)
        }
    }

    async fn role_in(&self, caller: &AccountRecord, id: &str) -> TeamResult<Option<TeamRole>> {
        Ok(self
            .store
            .teams_of_account(&caller.id)
            .await?
            .into_iter()
            .find(|g| g.team_id == id)
            .map(|g| g.role))
    }
}
