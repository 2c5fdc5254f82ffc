-- Several short domains (docs/domains.md). A slug is unique per domain. The
-- default domain is the row 'default': its host is the DOMAIN setting, so
-- changing DOMAIN never moves a link. Every existing link stays on it.
CREATE TABLE domains (
    id                  TEXT PRIMARY KEY NOT NULL,
    -- Lower-case, punycode, with an optional :port; NULL for the default.
    host                TEXT UNIQUE,
    root_redirect       TEXT,
    not_found_redirect  TEXT,
    expired_redirect    TEXT,
    standard_may_create BOOLEAN NOT NULL DEFAULT TRUE,
    created_at          BIGINT NOT NULL,
    CHECK ((id = 'default') = (host IS NULL))
);
INSERT INTO domains (id, host, created_at)
VALUES ('default', NULL, (extract(epoch FROM now()) * 1000)::BIGINT);

-- A constant default: no table rewrite. No cascade: a domain with links
-- cannot be removed until they are moved or deleted.
ALTER TABLE links ADD COLUMN domain_id TEXT NOT NULL DEFAULT 'default'
    REFERENCES domains (id);
ALTER TABLE links DROP CONSTRAINT links_slug_key;
ALTER TABLE links ADD CONSTRAINT links_domain_slug UNIQUE (domain_id, slug);
DROP INDEX IF EXISTS links_crawlable;
CREATE INDEX links_crawlable ON links (domain_id, slug) WHERE crawlable;
