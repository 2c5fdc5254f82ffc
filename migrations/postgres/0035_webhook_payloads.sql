-- A delivery's body, apart from its state, as on SQLite (where every claim,
-- renewal and answer wrote a visit batch's tens of KiB again with the row):
-- one schema on both engines. Written once, read when the delivery is sent
-- or shown, and gone with its delivery.
CREATE TABLE webhook_payloads (
    seq     BIGINT PRIMARY KEY REFERENCES webhook_deliveries (seq) ON DELETE CASCADE,
    payload TEXT NOT NULL
);
INSERT INTO webhook_payloads (seq, payload) SELECT seq, payload FROM webhook_deliveries;
ALTER TABLE webhook_deliveries DROP COLUMN payload;
