-- The list's slug sort across domains. Since links gained a domain, the
-- unique (domain_id, slug) index orders slugs within one domain only, so
-- the first page by slug sorted every link (seconds at millions of
-- links). Scanned either way; the id that breaks a tie between domains is
-- sorted within each run of one slug.
CREATE INDEX links_slug_order ON links (slug, id);
