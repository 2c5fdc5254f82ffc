-- The list's visit orders leave the flush path (docs/STATISTICS.md, "How
-- it is stored"): a flush adds to `visits` and `human_visits`, which no
-- index covers any more (so its updates can be HOT, with room left on
-- each page for them), and the orders read `sorted_visits` and
-- `sorted_humans`, copied from them by the visit order job every minute.
ALTER TABLE link_counters ADD COLUMN sorted_visits BIGINT NOT NULL DEFAULT 0;
ALTER TABLE link_counters ADD COLUMN sorted_humans BIGINT NOT NULL DEFAULT 0;
ALTER TABLE link_counters SET (fillfactor = 80);
UPDATE link_counters SET sorted_visits = visits, sorted_humans = human_visits;

DROP INDEX IF EXISTS link_counters_visits;
DROP INDEX IF EXISTS link_counters_visits_asc;
DROP INDEX IF EXISTS link_counters_humans;
DROP INDEX IF EXISTS link_counters_humans_asc;
-- Ties broken by id descending both ways.
CREATE INDEX link_counters_sorted_visits ON link_counters (sorted_visits, link_id);
CREATE INDEX link_counters_sorted_visits_asc ON link_counters (sorted_visits ASC, link_id DESC);
CREATE INDEX link_counters_sorted_humans ON link_counters (sorted_humans, link_id);
CREATE INDEX link_counters_sorted_humans_asc ON link_counters (sorted_humans ASC, link_id DESC);

-- Top lists over long ranges read one row per month and value instead of
-- one per day (docs/STATISTICS.md): written with the daily rows, in the
-- same transaction. `month` counts months from January 1970 (0).
CREATE TABLE visit_monthly (
    link_num      BIGINT NOT NULL,
    dimension     SMALLINT NOT NULL,
    month         BIGINT NOT NULL,
    value         TEXT NOT NULL,
    humans        BIGINT NOT NULL DEFAULT 0,
    bots          BIGINT NOT NULL DEFAULT 0,
    unique_humans BIGINT NOT NULL DEFAULT 0,
    unique_bots   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (link_num, dimension, month, value)
);

-- The top links of a range read every link's monthly totals of it.
CREATE INDEX visit_monthly_totals ON visit_monthly (month, link_num) INCLUDE (humans, bots) WHERE dimension = 0;

INSERT INTO visit_monthly
    (link_num, dimension, month, value, humans, bots, unique_humans, unique_bots)
SELECT link_num, dimension,
       (EXTRACT(YEAR FROM DATE '1970-01-01' + CAST(day AS INTEGER)) - 1970) * 12
         + EXTRACT(MONTH FROM DATE '1970-01-01' + CAST(day AS INTEGER)) - 1 AS m,
       value, SUM(humans), SUM(bots), SUM(unique_humans), SUM(unique_bots)
FROM visit_daily
GROUP BY link_num, dimension, m, value;
