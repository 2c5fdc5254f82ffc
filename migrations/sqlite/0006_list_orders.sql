-- The link list breaks ties by id descending in both directions. The
-- indexes of 0001 serve the descending orders (scanned backwards); these
-- serve the ascending ones, where a run of equal values (links never
-- visited, links imported at the same moment) would otherwise be sorted in
-- full for every page.
CREATE INDEX links_creation_asc ON links (creation_date ASC, id DESC);
CREATE INDEX links_modified_asc ON links (modified_date ASC, id DESC);
CREATE INDEX links_visits_asc ON links (visits ASC, id DESC);
-- The author sort reads one author's links at a time in id order.
CREATE INDEX links_author_id ON links (author, id);
