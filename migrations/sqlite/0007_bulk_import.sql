-- Large imports fill the search index after their rows instead of by
-- trigger per row, and rebuild the link list's secondary indexes once
-- instead of updating them per row (see src/store/bulk_import.rs).
--
-- search_backlog holds at most one row: while it exists, links whose rowid
-- is at least from_rowid are not yet in links_search and the triggers leave
-- them alone; links below it are kept in step as before. The import, or the
-- next start after a crash, indexes the backlog and deletes the row.
CREATE TABLE search_backlog (from_rowid INTEGER NOT NULL);

-- The indexes a bulk import dropped, with the statements that recreate
-- them; written in the same transaction as the drops, so a crash in the
-- middle of an import never loses an index.
CREATE TABLE bulk_dropped_indexes (
    name TEXT PRIMARY KEY,
    sql TEXT NOT NULL
);

DROP TRIGGER links_search_insert;
DROP TRIGGER links_search_delete;
DROP TRIGGER links_search_update;

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

-- Visit counts change far more often than slugs; they do not touch the index.
CREATE TRIGGER links_search_update AFTER UPDATE OF slug, destination ON links
WHEN NOT EXISTS (SELECT 1 FROM search_backlog WHERE old.rowid >= from_rowid)
BEGIN
    INSERT INTO links_search (links_search, rowid, slug, destination)
    VALUES ('delete', old.rowid, old.slug, old.destination);
    INSERT INTO links_search (rowid, slug, destination)
    VALUES (new.rowid, new.slug, new.destination);
END;
