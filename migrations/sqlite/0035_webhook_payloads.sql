-- A delivery's body, apart from its state. The queue's row is written again
-- on every claim, renewal and answer; a visit batch's body (tens of KiB)
-- was written again with it each time. It is written once here, read when
-- the delivery is sent or shown, and goes with its delivery.
CREATE TABLE webhook_payloads (
    seq     INTEGER PRIMARY KEY REFERENCES webhook_deliveries (seq) ON DELETE CASCADE,
    payload TEXT NOT NULL
);
INSERT INTO webhook_payloads (seq, payload) SELECT seq, payload FROM webhook_deliveries;
ALTER TABLE webhook_deliveries DROP COLUMN payload;
