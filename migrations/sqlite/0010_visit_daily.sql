-- Statistics over long ranges read one row per day instead of 24
-- (docs/STATISTICS.md): every flush adds to the hourly summaries and to
-- this daily roll-up of them in the same transaction.
CREATE TABLE visit_daily (
    link_num      INTEGER NOT NULL,
    dimension     SMALLINT NOT NULL,
    day           BIGINT NOT NULL,
    value         TEXT NOT NULL,
    humans        BIGINT NOT NULL DEFAULT 0,
    bots          BIGINT NOT NULL DEFAULT 0,
    unique_humans BIGINT NOT NULL DEFAULT 0,
    unique_bots   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (link_num, dimension, day, value)
) WITHOUT ROWID;

-- The top links of a range read every link's daily totals of it.
CREATE INDEX visit_daily_totals ON visit_daily (day, link_num, humans, bots) WHERE dimension = 0;

-- Unknown values have no rows any more: a dimension's unknown count is
-- its total (dimension 0) minus its known values.
DELETE FROM visit_summaries WHERE dimension <> 0 AND value = '';

INSERT INTO visit_daily
    (link_num, dimension, day, value, humans, bots, unique_humans, unique_bots)
SELECT link_num, dimension, hour / 86400000, value,
       SUM(humans), SUM(bots), SUM(unique_humans), SUM(unique_bots)
FROM visit_summaries
GROUP BY link_num, dimension, hour / 86400000, value;

-- Links whose statistics are still to be purged, queued as their counters
-- row goes (with the link), so the hourly clean-up never scans the
-- summaries to find them.
CREATE TABLE visit_purges (link_num INTEGER PRIMARY KEY);
CREATE TRIGGER link_counters_purge AFTER DELETE ON link_counters
BEGIN
    INSERT OR IGNORE INTO visit_purges (link_num) VALUES (old.num);
END;
INSERT OR IGNORE INTO visit_purges (link_num)
SELECT DISTINCT s.link_num FROM visit_summaries s WHERE s.link_num <> 0
AND NOT EXISTS (SELECT 1 FROM link_counters c WHERE c.num = s.link_num);
