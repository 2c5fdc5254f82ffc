-- A link's A/B split (docs/campaigns.md#ab-split): JSON
-- {"variants": [{"destination", "weight"}], "cookie"}, 2 to 8 variants;
-- NULL for a link without one. Visitors no redirect rule sends elsewhere
-- go to one variant by weight, kept for the day by the visitor key.
ALTER TABLE links ADD COLUMN split TEXT;
