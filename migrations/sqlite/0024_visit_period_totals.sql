-- Every link's visits in one closed UTC day (kind 0, `period` the day
-- number) or month (kind 1, the month number) as one encoded value
-- (src/domain/period_totals.rs), so the top links over a long range add a
-- few values instead of grouping every visited link's summary rows
-- (docs/STATISTICS.md, "Top links over long ranges"). A job writes
-- `totals` from the daily or monthly rows; every flush that adds to a
-- period clears its value and bumps `generation`, so a value built from
-- rows that changed meanwhile is never stored, and a stale one never read.
CREATE TABLE visit_period_totals (
    kind       INTEGER NOT NULL,
    period     INTEGER NOT NULL,
    generation INTEGER NOT NULL DEFAULT 0,
    totals     BLOB,
    PRIMARY KEY (kind, period)
);
