-- A short domain's app links files (docs/domains.md#app-links), as compact
-- JSON set by the owner: served at /.well-known/apple-app-site-association
-- and /.well-known/assetlinks.json; NULL: not served.
ALTER TABLE domains ADD COLUMN apple_app_site_association TEXT;
ALTER TABLE domains ADD COLUMN asset_links TEXT;
