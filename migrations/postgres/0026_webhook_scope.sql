-- Whose links a subscription hears (docs/webhooks.md): `account`, the
-- links its account wrote; `instance`, every link of the instance, for the
-- owner's subscriptions (checked when an event fans out).
ALTER TABLE webhooks ADD COLUMN scope TEXT NOT NULL DEFAULT 'account'
    CHECK (scope IN ('account', 'instance'));
CREATE INDEX webhooks_instance_scope ON webhooks (scope) WHERE scope = 'instance';
