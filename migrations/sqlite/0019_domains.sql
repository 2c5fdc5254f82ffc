-- Several short domains (docs/domains.md). A slug is unique per domain. The
-- default domain is the row 'default': its host is the DOMAIN setting, so
-- changing DOMAIN never moves a link. Every existing link stays on it.
--
-- SQLite cannot drop the column constraint UNIQUE (slug), so links is
-- rebuilt (SQLite's documented twelve steps): migrations run with foreign
-- keys off (`Store::migrate`), so dropping the old table cascades to no
-- counters, tags or visits, and the other tables' REFERENCES links clauses
-- name the new table once it takes the name; the foreign keys are checked
-- after the migrations. Rowids are kept: the search indexes point at them.

DROP TRIGGER links_search_insert;
DROP TRIGGER links_search_delete;
DROP TRIGGER links_search_update;
DROP TRIGGER links_notes_search_insert;
DROP TRIGGER links_notes_search_delete;
DROP TRIGGER links_notes_search_update;

CREATE TABLE domains (
    id                  TEXT PRIMARY KEY NOT NULL,
    -- Lower-case, punycode, with an optional :port; NULL for the default.
    host                TEXT UNIQUE,
    root_redirect       TEXT,
    not_found_redirect  TEXT,
    expired_redirect    TEXT,
    standard_may_create BOOLEAN NOT NULL DEFAULT 1,
    created_at          BIGINT NOT NULL,
    CHECK ((id = 'default') = (host IS NULL))
);
INSERT INTO domains (id, host, created_at)
VALUES ('default', NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));

CREATE TABLE links_with_domains (
    id              TEXT PRIMARY KEY NOT NULL,
    domain_id       TEXT NOT NULL DEFAULT 'default' REFERENCES domains (id),
    slug            TEXT NOT NULL,
    destination     TEXT NOT NULL,
    author          TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    creation_date   BIGINT NOT NULL,
    modified_date   BIGINT NOT NULL,
    public_stats    BOOLEAN NOT NULL DEFAULT 0,
    valid_from      BIGINT,
    expires_at      BIGINT,
    max_visits      BIGINT,
    used_visits     BIGINT NOT NULL DEFAULT 0,
    expired_url     TEXT,
    password_hash   TEXT,
    title           TEXT,
    notes           TEXT,
    redirect_status INTEGER,
    forward_query   BOOLEAN NOT NULL DEFAULT 0,
    crawlable       BOOLEAN NOT NULL DEFAULT 0,
    redirect_rules  TEXT,
    UNIQUE (domain_id, slug)
);
INSERT INTO links_with_domains (rowid, id, slug, destination, author,
    creation_date, modified_date, public_stats, valid_from, expires_at,
    max_visits, used_visits, expired_url, password_hash, title, notes,
    redirect_status, forward_query, crawlable, redirect_rules)
SELECT rowid, id, slug, destination, author,
    creation_date, modified_date, public_stats, valid_from, expires_at,
    max_visits, used_visits, expired_url, password_hash, title, notes,
    redirect_status, forward_query, crawlable, redirect_rules
FROM links;
-- Takes the old table's indexes with it.
DROP TABLE links;
ALTER TABLE links_with_domains RENAME TO links;

CREATE INDEX links_creation ON links (creation_date, id);
CREATE INDEX links_modified ON links (modified_date, id);
CREATE INDEX links_destination ON links (destination, id);
CREATE INDEX links_creation_asc ON links (creation_date ASC, id DESC);
CREATE INDEX links_modified_asc ON links (modified_date ASC, id DESC);
CREATE INDEX links_author_id ON links (author, id);
CREATE INDEX links_author_creation ON links (author, creation_date, id);
CREATE INDEX links_crawlable ON links (domain_id, slug) WHERE crawlable;

CREATE TRIGGER links_search_insert AFTER INSERT ON links
WHEN NOT EXISTS (SELECT 1 FROM search_backlog WHERE new.rowid >= from_rowid)
BEGIN
    INSERT INTO links_search (rowid, slug, destination)
    VALUES (new.rowid, new.slug, new.destination);
END;
CREATE TRIGGER links_search_delete AFTER DELETE ON links
WHEN NOT EXISTS (SELECT 1 FROM search_backlog WHERE old.rowid >= from_rowid)
BEGIN
    INSERT INTO links_search (links_search, rowid, slug, destination)
    VALUES ('delete', old.rowid, old.slug, old.destination);
END;
CREATE TRIGGER links_search_update AFTER UPDATE OF slug, destination ON links
WHEN NOT EXISTS (SELECT 1 FROM search_backlog WHERE old.rowid >= from_rowid)
BEGIN
    INSERT INTO links_search (links_search, rowid, slug, destination)
    VALUES ('delete', old.rowid, old.slug, old.destination);
    INSERT INTO links_search (rowid, slug, destination)
    VALUES (new.rowid, new.slug, new.destination);
END;
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
