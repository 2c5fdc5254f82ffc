-- A skipped row of an import report names its short domain (the host;
-- NULL for the default domain and for rows written before domains).
ALTER TABLE import_report_rows ADD COLUMN domain TEXT;
