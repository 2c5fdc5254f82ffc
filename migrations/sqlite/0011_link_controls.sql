-- Link controls: a validity window, a visit limit, a password, tags, a
-- title and notes, and per-link redirect behaviour (README, "Link
-- controls"). Every column is optional: a link without any of them is a
-- plain link and stays on the redirect path's in-memory fast path.
ALTER TABLE links ADD COLUMN valid_from BIGINT;
ALTER TABLE links ADD COLUMN expires_at BIGINT;
ALTER TABLE links ADD COLUMN max_visits BIGINT;
-- Human visits counted against max_visits, taken one by one with a
-- conditional UPDATE so the limit holds exactly across instances.
ALTER TABLE links ADD COLUMN used_visits BIGINT NOT NULL DEFAULT 0;
ALTER TABLE links ADD COLUMN expired_url TEXT;
-- Argon2id, like account passwords; never shown.
ALTER TABLE links ADD COLUMN password_hash TEXT;
ALTER TABLE links ADD COLUMN title TEXT;
ALTER TABLE links ADD COLUMN notes TEXT;
-- 301, 302, 307 or 308; NULL follows REDIRECT_STATUS.
ALTER TABLE links ADD COLUMN redirect_status INTEGER;
ALTER TABLE links ADD COLUMN forward_query BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE links ADD COLUMN crawlable BOOLEAN NOT NULL DEFAULT 0;
-- The ordered redirect rules as JSON (checked by the server before writing).
ALTER TABLE links ADD COLUMN redirect_rules TEXT;

-- robots.txt lists the crawlable links.
CREATE INDEX links_crawlable ON links (slug) WHERE crawlable;

CREATE TABLE link_tags (
    link_id TEXT NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    tag     TEXT NOT NULL,
    PRIMARY KEY (link_id, tag)
) WITHOUT ROWID;
CREATE INDEX link_tags_tag ON link_tags (tag, link_id);

-- Search of titles and notes: a second trigram index beside links_search
-- (whose rebuild would read every link), holding only links that have a
-- title or notes. Its triggers honour the bulk import's backlog as
-- links_search's do (migration 0007); an FTS 'delete' is only sent for a
-- row that was indexed.
CREATE VIRTUAL TABLE links_notes_search USING fts5 (
    title, notes,
    content = 'links', content_rowid = 'rowid', tokenize = 'trigram'
);

CREATE TRIGGER links_notes_search_insert AFTER INSERT ON links
WHEN (new.title IS NOT NULL OR new.notes IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM search_backlog WHERE new.rowid >= from_rowid)
BEGIN
    INSERT INTO links_notes_search (rowid, title, notes)
    VALUES (new.rowid, new.title, new.notes);
END;

CREATE TRIGGER links_notes_search_delete AFTER DELETE ON links
WHEN (old.title IS NOT NULL OR old.notes IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM search_backlog WHERE old.rowid >= from_rowid)
BEGIN
    INSERT INTO links_notes_search (links_notes_search, rowid, title, notes)
    VALUES ('delete', old.rowid, old.title, old.notes);
END;

CREATE TRIGGER links_notes_search_update AFTER UPDATE OF title, notes ON links
WHEN NOT EXISTS (SELECT 1 FROM search_backlog WHERE old.rowid >= from_rowid)
BEGIN
    INSERT INTO links_notes_search (links_notes_search, rowid, title, notes)
    SELECT 'delete', old.rowid, old.title, old.notes
    WHERE old.title IS NOT NULL OR old.notes IS NOT NULL;
    INSERT INTO links_notes_search (rowid, title, notes)
    SELECT new.rowid, new.title, new.notes
    WHERE new.title IS NOT NULL OR new.notes IS NOT NULL;
END;
