-- One row per backup written: with several instances on one database, the
-- first to insert an occurrence writes that backup and the others skip it.
CREATE TABLE backup_runs (
    occurrence TEXT PRIMARY KEY NOT NULL,
    started_at BIGINT NOT NULL
);
