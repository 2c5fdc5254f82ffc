-- Substring search of the link list: a trigram full-text index over slug and
-- destination. It only narrows the candidates; the list query still applies
-- the literal LIKE, so the search means what it meant before. The index
-- reads the links table for its content (keyed by rowid) and triggers keep
-- it in step with every write that changes a slug or a destination.
CREATE VIRTUAL TABLE links_search USING fts5 (
    slug, destination,
    content = 'links', content_rowid = 'rowid', tokenize = 'trigram'
);
INSERT INTO links_search (links_search) VALUES ('rebuild');

CREATE TRIGGER links_search_insert AFTER INSERT ON links BEGIN
    INSERT INTO links_search (rowid, slug, destination)
    VALUES (new.rowid, new.slug, new.destination);
END;

CREATE TRIGGER links_search_delete AFTER DELETE ON links BEGIN
    INSERT INTO links_search (links_search, rowid, slug, destination)
    VALUES ('delete', old.rowid, old.slug, old.destination);
END;

-- Visit counts change far more often than slugs; they do not touch the index.
CREATE TRIGGER links_search_update AFTER UPDATE OF slug, destination ON links BEGIN
    INSERT INTO links_search (links_search, rowid, slug, destination)
    VALUES ('delete', old.rowid, old.slug, old.destination);
    INSERT INTO links_search (rowid, slug, destination)
    VALUES (new.rowid, new.slug, new.destination);
END;
