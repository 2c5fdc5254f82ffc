-- The links with campaign parameters (docs/campaigns.md, "Statistics by
-- campaign"): statistics by campaign sum only these, and learn from this
-- index at once when there are none.
CREATE INDEX links_with_utm ON links (id) WHERE utm IS NOT NULL;
