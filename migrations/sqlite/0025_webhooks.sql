-- Webhooks (docs/webhooks.md): an account's subscriptions, and the durable
-- queue of their deliveries, which is also the delivery log.
CREATE TABLE webhooks (
    id                    TEXT PRIMARY KEY NOT NULL,
    account_id            TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url                   TEXT NOT NULL,
    -- `webhook` (signed Standard Webhooks deliveries), or an analytics
    -- service visits are forwarded to: `matomo`, `plausible`, `umami`.
    kind                  TEXT NOT NULL DEFAULT 'webhook'
                          CHECK (kind IN ('webhook', 'matomo', 'plausible', 'umami')),
    -- JSON: the service's site (Matomo's siteId and token, Plausible's
    -- domain, Umami's website id); NULL for a webhook.
    target                TEXT,
    description           TEXT,
    -- Space-separated event names (link.created visit …).
    events                TEXT NOT NULL,
    -- JSON: {"tags": [...], "links": [...], "domains": [...]}.
    filters               TEXT NOT NULL,
    -- The signing secret must sign, so it is kept as it is (whsec_…).
    secret                TEXT NOT NULL,
    -- Valid for a day after a rotation, signed with beside the new one.
    previous_secret       TEXT,
    previous_secret_until BIGINT,
    paused                BOOLEAN NOT NULL DEFAULT 0,
    -- Set when a delivery gave up after its retries; cleared by a success.
    failing_since         BIGINT,
    -- Events not queued because the account's queue was full.
    dropped               BIGINT NOT NULL DEFAULT 0,
    created_at            BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
);
CREATE INDEX webhooks_account ON webhooks (account_id, created_at);

CREATE TABLE webhook_deliveries (
    -- Order of acceptance: events about one link are sent in this order.
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The webhook-id header, the same on every attempt and redelivery.
    message_id      TEXT NOT NULL UNIQUE,
    webhook_id      TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    account_id      TEXT NOT NULL,
    event           TEXT NOT NULL,
    -- The link an event is about; NULL when order does not matter.
    order_key       TEXT,
    payload         TEXT NOT NULL,
    state           TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    -- A sender's lease: no other instance takes the delivery before it ends.
    claimed_until   BIGINT,
    claim           TEXT,
    last_attempt_at BIGINT,
    response_status INTEGER,
    -- The first KiB of the endpoint's last answer.
    response_body   TEXT,
    error           TEXT,
    created_at      BIGINT NOT NULL,
    -- When it was queued, or queued again by a redelivery: retries stop
    -- WEBHOOK_RETRY_FOR after it.
    queued_at       BIGINT NOT NULL,
    finished_at     BIGINT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, seq);
CREATE INDEX webhook_deliveries_order ON webhook_deliveries (webhook_id, order_key, seq) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_account ON webhook_deliveries (account_id, seq) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_finished ON webhook_deliveries (finished_at) WHERE state <> 'pending';

-- How far visit events have been turned into `visit` deliveries: events
-- with an id up to `after_event` are done. `seen_high` is the highest
-- event id seen by the previous run: on PostgreSQL a run stops there, so
-- a flush that took an id earlier but committed later is not skipped.
-- Starts at the events already stored: subscribers hear of new visits.
CREATE TABLE webhook_visit_cursor (
    id          SMALLINT PRIMARY KEY NOT NULL CHECK (id = 1),
    after_event BIGINT NOT NULL,
    seen_high   BIGINT NOT NULL
);
INSERT INTO webhook_visit_cursor (id, after_event, seen_high)
SELECT 1, COALESCE(MAX(id), 0), COALESCE(MAX(id), 0) FROM visit_events;

-- Link events noticed on the redirect path (`link.expired` at the first
-- refusal after the expiry, `link.exhausted` at the visit that used the
-- limit up), once per link and value: `notice` is `expired:<expiresAt>` or
-- `exhausted:<maxVisits>`, so a link edited to expire again is told again.
CREATE TABLE webhook_link_notices (
    link_id     TEXT NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    notice      TEXT NOT NULL,
    noticed_at  BIGINT NOT NULL,
    PRIMARY KEY (link_id, notice)
);
