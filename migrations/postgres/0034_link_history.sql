-- Every change to a link (docs/history.md): its number among the link's
-- changes, when, what it did (`kind`: created, edited, deleted, restored,
-- reverted), who (the account's id and its username then, kept after the
-- account is gone) through what (dashboard, token with its name, secret,
-- cli, import, bulk), and the link's fields before and after it as JSON
-- (`fields_before` is null for a creation, `fields_after` for a deletion).
-- `author` is the link's author then, so a deleted link is listed to
-- whoever could manage it. Written in the transaction of the change itself. Entries stay
-- while the link exists; a deleted link's, LINK_HISTORY_DAYS after.
CREATE TABLE link_history (
    link_id       TEXT NOT NULL,
    version       BIGINT NOT NULL,
    at            BIGINT NOT NULL,
    kind          TEXT NOT NULL,
    author        TEXT,
    actor_id      TEXT,
    actor_name    TEXT,
    via           TEXT NOT NULL,
    via_name      TEXT,
    fields_before TEXT,
    fields_after  TEXT,
    PRIMARY KEY (link_id, version)
);
-- Recently deleted links, newest first, and the retention's sweep.
CREATE INDEX link_history_deleted ON link_history (kind, at);
