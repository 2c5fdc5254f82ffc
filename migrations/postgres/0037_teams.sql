-- Teams (docs/teams.md): a name and members, each with a role in the
-- team (viewer, editor, manager). A link belongs to an account or to a
-- team (`links.team_id`); a team link stays when its author leaves the
-- team or is deleted, and its author is kept as history. A team with
-- links cannot be deleted (the links must move first).
CREATE TABLE teams (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
-- Names are unique regardless of case.
CREATE UNIQUE INDEX teams_name ON teams (lower(name));
CREATE TABLE team_members (
    team_id    TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    role       TEXT NOT NULL,
    added_at   BIGINT NOT NULL,
    PRIMARY KEY (team_id, account_id)
);
-- An account's teams, read with every request of a standard account.
CREATE INDEX team_members_account ON team_members (account_id, team_id);
ALTER TABLE links ADD COLUMN team_id TEXT REFERENCES teams (id);
-- A team's links, for its list, its export and the check before a team is
-- deleted; partial, so that links of no team cost the index nothing.
CREATE INDEX links_team ON links (team_id, creation_date, id) WHERE team_id IS NOT NULL;
-- An API token may act for one team (docs/teams.md#team-tokens): it
-- reaches that team's links only, and goes with the team.
ALTER TABLE api_tokens ADD COLUMN team_id TEXT REFERENCES teams (id) ON DELETE CASCADE;
