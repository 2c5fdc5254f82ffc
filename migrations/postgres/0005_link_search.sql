-- Substring search of the link list: trigram GIN indexes let
-- `ILIKE '%text%'` on slug and destination use an index instead of reading
-- every link. pg_trgm is a trusted extension, so a database owner may
-- create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX links_slug_trgm ON links USING gin (slug gin_trgm_ops);
CREATE INDEX links_destination_trgm ON links USING gin (destination gin_trgm_ops);
