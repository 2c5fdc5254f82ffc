-- Visits to no link, "orphan visits" (docs/STATISTICS.md): daily counts
-- per short domain, UTC day and kind, and for unknown slugs the slug when
-- it was kept. No address, agent or other path is stored.
--   kind: 0 base (`/`), 1 unknown slug, 2 other path
--   slug: '' when none was kept (base, other paths, slugs past a bound)
-- A removed domain's rows go with it; the visit retention job removes
-- rows older than VISIT_RETENTION_DAYS.
CREATE TABLE orphan_visits (
    domain_id TEXT NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
    day       BIGINT NOT NULL,
    kind      SMALLINT NOT NULL CHECK (kind IN (0, 1, 2)),
    slug      TEXT NOT NULL DEFAULT '',
    humans    BIGINT NOT NULL DEFAULT 0,
    bots      BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (domain_id, day, kind, slug),
    CHECK (slug = '' OR kind = 1)
) WITHOUT ROWID;
-- The retention job's look-up of old days.
CREATE INDEX orphan_visits_day ON orphan_visits (day);
