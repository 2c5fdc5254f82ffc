-- The team a link was in at each change (docs/history.md), so that a
-- deleted team link is listed to the team's editors and comes back in its
-- team when restored. No reference: the team may be gone by then, and the
-- link comes back as its author's own.
ALTER TABLE link_history ADD COLUMN team_id TEXT;
