-- Waiting passkey ceremonies are also capped per client network (IPv4 /24,
-- IPv6 /48, as the access log writes it), and a full table makes way from
-- the network holding the most, so one address range cannot push out
-- another's ceremonies (issue 30, item 7). Rows of before keep the empty
-- network; they expire within 5 minutes.
ALTER TABLE passkey_ceremonies ADD COLUMN network TEXT NOT NULL DEFAULT '';
CREATE INDEX passkey_ceremonies_network ON passkey_ceremonies (network, client, created_at);
