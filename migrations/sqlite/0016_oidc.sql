-- Single sign-on with OpenID Connect. An identity is the provider's
-- (issuer, subject) pair, never an e-mail address; each account holds at
-- most one identity per issuer.
CREATE TABLE oidc_identities (
    issuer        TEXT NOT NULL,
    subject       TEXT NOT NULL,
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at    BIGINT NOT NULL,
    last_login_at BIGINT,
    PRIMARY KEY (issuer, subject)
);
CREATE UNIQUE INDEX oidc_identities_account ON oidc_identities (account_id, issuer);

-- Logins in progress at the provider: anonymous clients start them, so
-- each expires within minutes and is taken (deleted) at its one callback;
-- the number per client address and in all is capped by the code.
-- Only hashes of the state and of the browser's binding cookie are kept.
CREATE TABLE oidc_logins (
    state_hash      TEXT PRIMARY KEY NOT NULL,
    binding_hash    TEXT NOT NULL,
    nonce           TEXT NOT NULL,
    pkce_verifier   TEXT NOT NULL,
    -- Set when an account links its identity from Settings.
    link_account_id TEXT REFERENCES accounts (id) ON DELETE CASCADE,
    next_path       TEXT,
    client          TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    expires_at      BIGINT NOT NULL
);
CREATE INDEX oidc_logins_client ON oidc_logins (client, created_at);
CREATE INDEX oidc_logins_expires ON oidc_logins (expires_at);

-- A single sign-on of an account with two-factor authentication on, done
-- at the provider, waiting for the account's code.
CREATE TABLE oidc_code_waits (
    binding_hash TEXT PRIMARY KEY NOT NULL,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    next_path    TEXT,
    expires_at   BIGINT NOT NULL
);
CREATE INDEX oidc_code_waits_expires ON oidc_code_waits (expires_at);
