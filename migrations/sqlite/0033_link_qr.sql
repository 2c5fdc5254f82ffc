-- A link's QR code settings (docs/campaigns.md#qr-codes): whether anyone
-- may fetch its code (GET /api/public/qr/{slug}; off by default) and the
-- PNG logo drawn in its middle (at most 64 KiB). No row: neither.
CREATE TABLE link_qr (
    link_id  TEXT PRIMARY KEY NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    public   BOOLEAN NOT NULL DEFAULT 0,
    logo     BLOB,
    modified BIGINT NOT NULL
);
