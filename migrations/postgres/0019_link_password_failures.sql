-- Failed password attempts on a link, shown to whoever may edit it (issue 30,
-- item 4): how many since the link was made and when the latest was. The
-- throttle itself counts in login_failures, under the link's own keys.
ALTER TABLE link_counters ADD COLUMN password_failures BIGINT NOT NULL DEFAULT 0;
ALTER TABLE link_counters ADD COLUMN last_password_failure BIGINT;
