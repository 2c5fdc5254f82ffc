-- Skipped-row reports of imports: every row an import did not take, with
-- its reason, for the account that imported (the API answer lists the
-- first 1,000; GET /api/import/report/{id} downloads them all). Kept 7
-- days; the rows of a report go with it, and with its account.
CREATE TABLE import_reports (
    id         TEXT PRIMARY KEY NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL
);
CREATE INDEX import_reports_created ON import_reports (created_at);
CREATE INDEX import_reports_account ON import_reports (account_id);

CREATE TABLE import_report_rows (
    report_id  TEXT NOT NULL REFERENCES import_reports (id) ON DELETE CASCADE,
    row_number BIGINT NOT NULL,
    line       BIGINT,
    slug       TEXT,
    reason     TEXT NOT NULL,
    message    TEXT NOT NULL,
    PRIMARY KEY (report_id, row_number)
);
