-- A link's campaign parameters (docs/campaigns.md): JSON
-- {"source", "medium", "campaign", "term", "content", "replace"}, each
-- optional; NULL for a link without them. Joined to the destination when
-- the link enters the redirect cache.
ALTER TABLE links ADD COLUMN utm TEXT;
