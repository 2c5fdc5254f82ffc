-- The audit log (docs/audit.md): one row per security-relevant action,
-- appended in the transaction of the change it describes and never
-- updated. `action` is its name (login.failed, account.disabled…); the
-- actor is the account's id, its username and role then (kept after the
-- account is gone; admins do not read the owner's entries), through what
-- (`via`, with a token's name) and from which network (/24 or /48, as
-- visit statistics cut an address). The target is what the action was done
-- to (kind, id and a name), and `details` a JSON object without secrets.
-- Entries older than AUDIT_LOG_DAYS are swept.
CREATE TABLE audit_log (
    seq         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at          BIGINT NOT NULL,
    action      TEXT NOT NULL,
    actor_id    TEXT,
    actor_name  TEXT,
    actor_role  TEXT,
    via         TEXT NOT NULL,
    via_name    TEXT,
    network     TEXT,
    target_kind TEXT,
    target_id   TEXT,
    target_name TEXT,
    details     TEXT
);
-- The retention's sweep and the time filter.
CREATE INDEX audit_log_at ON audit_log (at);
-- The filters by actor and by action, newest first.
CREATE INDEX audit_log_actor ON audit_log (actor_id, seq);
CREATE INDEX audit_log_action ON audit_log (action, seq);
