-- One row per occurrence of a scheduled job that has run, so that several
-- instances sharing the database run each occurrence once.
CREATE TABLE job_runs (
    job        TEXT NOT NULL,
    occurrence BIGINT NOT NULL,
    PRIMARY KEY (job, occurrence)
);
