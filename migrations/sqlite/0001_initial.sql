-- Accounts, sessions, links and login failures. Times are milliseconds since
-- the Unix epoch (UTC); ids are lower-case UUID v4 text.

CREATE TABLE accounts (
    id                    TEXT PRIMARY KEY NOT NULL,
    username              TEXT NOT NULL,
    email                 TEXT NOT NULL,
    password_hash         TEXT NOT NULL,
    role                  TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'standard')),
    secret                TEXT UNIQUE,
    allow_automatic_login BOOLEAN NOT NULL DEFAULT 0,
    totp_enabled          BOOLEAN NOT NULL DEFAULT 0,
    totp_secret           TEXT,
    totp_pending_secret   TEXT,
    -- 30-second step of the last TOTP code accepted; a code is never reused.
    totp_last_step        BIGINT,
    created_at            BIGINT NOT NULL
);
-- Usernames and e-mails are unique ignoring case; both are ASCII by rule.
CREATE UNIQUE INDEX accounts_username_lower ON accounts (lower(username));
CREATE UNIQUE INDEX accounts_email_lower ON accounts (lower(email));
-- There is never more than one owner.
CREATE UNIQUE INDEX accounts_single_owner ON accounts (role) WHERE role = 'owner';

CREATE TABLE backup_codes (
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    code_hash  TEXT NOT NULL,
    PRIMARY KEY (account_id, code_hash)
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE links (
    id            TEXT PRIMARY KEY NOT NULL,
    slug          TEXT NOT NULL UNIQUE,
    destination   TEXT NOT NULL,
    author        TEXT REFERENCES accounts (id) ON DELETE SET NULL,
    creation_date BIGINT NOT NULL,
    modified_date BIGINT NOT NULL,
    visits        BIGINT NOT NULL DEFAULT 0
);
-- One index per sort order of the link list, ties broken by id.
CREATE INDEX links_creation ON links (creation_date, id);
CREATE INDEX links_modified ON links (modified_date, id);
CREATE INDEX links_visits ON links (visits, id);
CREATE INDEX links_destination ON links (destination, id);
CREATE INDEX links_author ON links (author, creation_date);

CREATE TABLE login_failures (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT,
    address    TEXT,
    at         BIGINT NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account_id, at);
CREATE INDEX login_failures_address ON login_failures (address, at);
