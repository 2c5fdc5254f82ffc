-- An author's export pages seek (author, creation_date, id). The old
-- (author, creation_date) index left SQLite sorting every link of the
-- author that shares the page's creation millisecond, once per page: bulk
-- imports create many such links, and the export became quadratic.
-- A bulk import cut short may have dropped the old index already (and
-- noted it for rebuilding): forget it there too.
DROP INDEX IF EXISTS links_author;
DELETE FROM bulk_dropped_indexes WHERE name = 'links_author';
CREATE INDEX links_author_creation ON links (author, creation_date, id);

-- Imports now cap visit counts at 10^12 (MAX_IMPORTED_VISITS); counts
-- imported before are capped the same way. This also turns back into
-- integers the counts an unchecked addition had made REAL.
UPDATE links SET visits = 1000000000000 WHERE visits > 1000000000000;
