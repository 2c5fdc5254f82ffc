-- Visit statistics (docs/STATISTICS.md). The counters leave the link row, so
-- a visit flush never rewrites a link or its list and search indexes; raw
-- events are append-only; hourly summaries answer every chart.

-- One row per link, written with the link. `num` is the link's compact
-- number, which events and summaries use instead of its 36-character id;
-- never reused (AUTOINCREMENT), so a new link cannot inherit the statistics
-- of a deleted one before they are purged.
CREATE TABLE link_counters (
    num          INTEGER PRIMARY KEY AUTOINCREMENT,
    link_id      TEXT NOT NULL UNIQUE REFERENCES links (id) ON DELETE CASCADE,
    visits       BIGINT NOT NULL DEFAULT 0,
    human_visits BIGINT NOT NULL DEFAULT 0,
    bot_visits   BIGINT NOT NULL DEFAULT 0
);
-- Visits counted before statistics cannot be told apart: they count as human.
INSERT INTO link_counters (link_id, visits, human_visits)
    SELECT id, visits, visits FROM links ORDER BY creation_date, id;
-- The link list's visit orders, ties broken by id descending both ways.
CREATE INDEX link_counters_visits ON link_counters (visits, link_id);
CREATE INDEX link_counters_visits_asc ON link_counters (visits ASC, link_id DESC);
CREATE INDEX link_counters_humans ON link_counters (human_visits, link_id);
CREATE INDEX link_counters_humans_asc ON link_counters (human_visits ASC, link_id DESC);

DROP INDEX IF EXISTS links_visits;
DROP INDEX IF EXISTS links_visits_asc;
DELETE FROM bulk_dropped_indexes WHERE name IN ('links_visits', 'links_visits_asc');
ALTER TABLE links DROP COLUMN visits;
ALTER TABLE links ADD COLUMN public_stats BOOLEAN NOT NULL DEFAULT 0;

CREATE TABLE visit_events (
    id       INTEGER PRIMARY KEY,
    link_num INTEGER NOT NULL,
    at       BIGINT NOT NULL,
    referrer TEXT,
    country  TEXT,
    device   SMALLINT NOT NULL,
    browser  TEXT,
    os       TEXT,
    bot      BOOLEAN NOT NULL,
    visitor  BIGINT NOT NULL
);
CREATE INDEX visit_events_link ON visit_events (link_num, at);

CREATE TABLE visit_summaries (
    link_num      INTEGER NOT NULL,
    dimension     SMALLINT NOT NULL,
    hour          BIGINT NOT NULL,
    value         TEXT NOT NULL,
    humans        BIGINT NOT NULL DEFAULT 0,
    bots          BIGINT NOT NULL DEFAULT 0,
    unique_humans BIGINT NOT NULL DEFAULT 0,
    unique_bots   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (link_num, dimension, hour, value)
) WITHOUT ROWID;

-- The owner's top links read every link's hourly totals of a range.
CREATE INDEX visit_summaries_totals ON visit_summaries (hour, link_num) WHERE dimension = 0;

CREATE TABLE visitor_days (
    link_num INTEGER NOT NULL,
    day      BIGINT NOT NULL,
    visitor  BIGINT NOT NULL,
    PRIMARY KEY (link_num, day, visitor)
) WITHOUT ROWID;

CREATE TABLE visitor_salts (
    day  BIGINT PRIMARY KEY NOT NULL,
    salt BLOB NOT NULL
);
