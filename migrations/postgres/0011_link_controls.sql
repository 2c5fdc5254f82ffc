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
ALTER TABLE links ADD COLUMN forward_query BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE links ADD COLUMN crawlable BOOLEAN NOT NULL DEFAULT false;
-- The ordered redirect rules as JSON (checked by the server before writing).
ALTER TABLE links ADD COLUMN redirect_rules TEXT;

-- robots.txt lists the crawlable links.
CREATE INDEX links_crawlable ON links (slug) WHERE crawlable;

CREATE TABLE link_tags (
    link_id TEXT NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    tag     TEXT NOT NULL,
    PRIMARY KEY (link_id, tag)
);
CREATE INDEX link_tags_tag ON link_tags (tag, link_id);

-- Search of titles and notes, as 0005 does for slugs and destinations.
CREATE INDEX links_title_trgm ON links USING gin (title gin_trgm_ops);
CREATE INDEX links_notes_trgm ON links USING gin (notes gin_trgm_ops);
