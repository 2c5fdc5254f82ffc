-- Large imports on PostgreSQL drop the link list's secondary indexes and the
-- trigram search indexes, and build them once after the rows instead of
-- updating them per row (see src/store/bulk_import.rs). A 1M-link import
-- spent most of its time in the trigram indexes alone.
--
-- The indexes a bulk import dropped, with the statements that recreate
-- them; written in the same transaction as the drops, so a crash in the
-- middle of an import never loses an index: the next start (list indexes)
-- and the housekeeping job (search indexes) put them back.
CREATE TABLE bulk_dropped_indexes (
    name TEXT PRIMARY KEY,
    sql TEXT NOT NULL
);
