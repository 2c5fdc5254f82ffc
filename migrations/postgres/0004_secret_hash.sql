-- API secrets are found by their SHA-256 (hex), never by comparing the
-- secret itself in an index; the secret stays readable for its owner.
-- Existing secrets are hashed by the server right after this migration.
ALTER TABLE accounts ADD COLUMN secret_hash TEXT;
CREATE UNIQUE INDEX accounts_secret_hash ON accounts (secret_hash);
