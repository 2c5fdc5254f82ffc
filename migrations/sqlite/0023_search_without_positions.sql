-- The search indexes without token positions (detail = 'none') or column
-- sizes (columnsize = 0): a search only narrows the candidates (the list's
-- LIKE decides), so it asks for every trigram of the search text rather
-- than for the phrase, which needs no positions. This took the slug and
-- destination index from 43.6 to 11.6 MiB for 200,000 links (bench/README,
-- "Smaller SQLite links"). The triggers (migration 0019) write to the new
-- tables by name, unchanged.
DROP TABLE links_search;
DROP TABLE links_notes_search;

CREATE VIRTUAL TABLE links_search USING fts5 (
    slug, destination,
    content = 'links', content_rowid = 'rowid', tokenize = 'trigram',
    detail = 'none', columnsize = 0
);
CREATE VIRTUAL TABLE links_notes_search USING fts5 (
    title, notes,
    content = 'links', content_rowid = 'rowid', tokenize = 'trigram',
    detail = 'none', columnsize = 0
);

-- Every link but those an import has yet to index (its search backlog,
-- migration 0007): the backlog's own catch-up adds those.
INSERT INTO links_search (rowid, slug, destination)
SELECT rowid, slug, destination FROM links
WHERE NOT EXISTS (SELECT 1 FROM search_backlog WHERE links.rowid >= from_rowid);

INSERT INTO links_notes_search (rowid, title, notes)
SELECT rowid, title, notes FROM links
WHERE (title IS NOT NULL OR notes IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM search_backlog WHERE links.rowid >= from_rowid);
