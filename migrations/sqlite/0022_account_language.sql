-- The account's interface language (docs/accounts.md#interface-language):
-- a tag such as 'de' or 'zh-CN'; NULL follows the browser's Accept-Language.
ALTER TABLE accounts ADD COLUMN language TEXT;
