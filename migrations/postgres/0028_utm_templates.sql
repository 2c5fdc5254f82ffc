-- Saved campaign parameters (docs/campaigns.md): an account's named sets
-- of UTM values, offered when a link is created or edited. `utm` is JSON
-- as in links.utm.
CREATE TABLE utm_templates (
    id          TEXT PRIMARY KEY NOT NULL,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    utm         TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    UNIQUE (account_id, name)
);
