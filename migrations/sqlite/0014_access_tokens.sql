-- Identity and access (docs/accounts.md): scoped API tokens, what a session
-- was started from, the instance's two-factor policy and disabled accounts.

-- Set while the account is disabled: it cannot log in and its sessions,
-- tokens and API secret are refused.
ALTER TABLE accounts ADD COLUMN disabled_at BIGINT;

-- Shown in Settings' session list; parsed from the login's user agent, so
-- the agent text itself is not kept.
ALTER TABLE sessions ADD COLUMN device TEXT;
ALTER TABLE sessions ADD COLUMN browser TEXT;
ALTER TABLE sessions ADD COLUMN os TEXT;
ALTER TABLE sessions ADD COLUMN address TEXT;
ALTER TABLE sessions ADD COLUMN last_used_at BIGINT;

-- Named API tokens. Only the SHA-256 of a token is stored; `id` is the
-- public handle used to list and revoke it.
CREATE TABLE api_tokens (
    id           TEXT PRIMARY KEY NOT NULL,
    token_hash   TEXT NOT NULL UNIQUE,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    -- Space-separated scope names (links:read links:write stats:read users:admin).
    scopes       TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT,
    last_used_at BIGINT
);
CREATE INDEX api_tokens_account ON api_tokens (account_id, created_at);

-- Instance-wide settings changed at run time (the two-factor policy).
CREATE TABLE instance_settings (
    name  TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
