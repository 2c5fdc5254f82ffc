-- A link's social preview card (docs/campaigns.md#preview-cards): JSON
-- {"title", "description", "image", "siteName"}, the title required;
-- NULL for a link without one. Link preview fetchers get a page of Open
-- Graph tags made from it instead of the redirect.
ALTER TABLE links ADD COLUMN preview TEXT;
