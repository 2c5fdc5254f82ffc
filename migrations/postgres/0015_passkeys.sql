-- Passkeys (WebAuthn credentials) of accounts, and the server-side state of
-- registration and login ceremonies between their two requests. Times are
-- milliseconds since the Unix epoch (UTC).

CREATE TABLE passkeys (
    id            TEXT PRIMARY KEY NOT NULL,
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- The credential id, base64url without padding, as browsers send it.
    credential_id TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    -- The webauthn-rs Passkey (public key, counter, flags) as JSON.
    credential    TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX passkeys_account ON passkeys (account_id, created_at);

-- Single-use: a ceremony is deleted when it is finished or has expired.
-- Anonymous clients start login ceremonies, so rows are capped per client
-- and in total (the oldest are dropped).
CREATE TABLE passkey_ceremonies (
    id         TEXT PRIMARY KEY NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('register', 'second_factor', 'passwordless')),
    account_id TEXT REFERENCES accounts (id) ON DELETE CASCADE,
    client     TEXT NOT NULL,
    state      TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX passkey_ceremonies_client ON passkey_ceremonies (client, created_at);
CREATE INDEX passkey_ceremonies_created ON passkey_ceremonies (created_at);
CREATE INDEX passkey_ceremonies_expires ON passkey_ceremonies (expires_at);
