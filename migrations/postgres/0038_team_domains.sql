-- A team may be limited to some short domains (docs/teams.md#domains):
-- its links may then be only on those, and its members may create links
-- there even where standard accounts may not. Without the limit the usual
-- domain rules apply. A removed domain leaves the teams' lists.
ALTER TABLE teams ADD COLUMN domains_limited BOOLEAN NOT NULL DEFAULT FALSE;
CREATE TABLE team_domains (
    team_id   TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    domain_id TEXT NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
    PRIMARY KEY (team_id, domain_id)
);
