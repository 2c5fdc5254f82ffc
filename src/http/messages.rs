//! The contract's messages for links, ShareX, import, export and framing
//! (api.md §2, §5–§8, Appendix A), each written once.

// Framing (api.md §2.1).
pub const MALFORMED_JSON: &str = "Malformed JSON body";
pub const NOT_AN_OBJECT: &str = "Request body must be a JSON object";
pub const UNREADABLE_BODY: &str = "Could not read the request body";
pub const JSON_ONLY: &str = "Unsupported Content-Type, expected application/json";
pub const MULTIPART_ONLY: &str = "Unsupported Content-Type, expected multipart/form-data";
pub const SHAREX_TYPES_ONLY: &str = "Unsupported Content-Type, expected multipart/form-data, application/x-www-form-urlencoded or application/json";
pub const MALFORMED_MULTIPART: &str = "Malformed multipart/form-data body";
pub const METHOD_NOT_ALLOWED: &str = "Method not allowed";
pub const UNKNOWN_ENDPOINT: &str = "Unknown API endpoint";
/// Followed by the missing names, comma-separated.
pub const MISSING_FIELDS: &str = "The following required fields were not included in the request: ";
/// Followed by the names of the mistyped fields, comma-separated.
pub const INVALID_TYPES: &str = "The following fields have an invalid type: ";

// Links (api.md §5).
pub const INVALID_PAGE: &str = "Invalid page, expected a whole number of 0 or more";
pub const INVALID_PAGESIZE: &str = "Invalid pagesize, expected a whole number from 1 to 100";
pub const PAGESIZE_LIMIT: &str = "Pagesize limit is 100 items";
pub const INVALID_SORT_FIELD: &str = "Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits";
pub const INVALID_SORT_TYPE: &str = "Invalid sortType, accepted values: 1, -1";
pub const INVALID_DESTINATION: &str = "Invalid destination url format";
pub const INVALID_SLUG: &str = "Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot";
pub const RESERVED_SLUG: &str = "That slug is reserved, choose another one";
pub const UNKNOWN_SLUG: &str = "invalid link";
pub const LINK_NOT_FOUND: &str = "A link with that id does not exist";
pub const NOT_EDITABLE: &str = "You do not have the permissions to edit this link";
pub const NOT_DELETABLE: &str = "You do not have the permissions to delete some of or all of the selected links. No links were deleted";
pub const TOO_MANY_IDS: &str = "Too many ids, the limit is 1000 per request";
pub const SLUG_TAKEN: &str = "A link with that slug already exists";
pub const DESTINATION_TAKEN: &str = "A link with that destination already exists";
pub const NO_FREE_SLUG: &str = "Could not generate a unique slug, please try again";

// ShareX (api.md §8).
pub const INVALID_SECRET: &str = "Invalid secret";
pub const NO_SECRET_YET: &str = "You need to generate a secret first";

// Import and export (api.md §6, §7).
pub const ONE_FILE_ONLY: &str = "Only one file can be imported at a time";
pub const INVALID_SERVICE: &str = "Invalid service, accepted services: lynx, shlink, yourls";
pub const INVALID_FILETYPE: &str = "Invalid filetype";
pub const INVALID_IMPORT_FIELDS: &str = "Invalid import fields";
pub const IMPORTS_IN_DEMO: &str = "Imports are not enabled in demo mode.";
pub const EXPORTS_IN_DEMO: &str = "Exports are not enabled in demo mode.";
pub const INVALID_FORMAT: &str = "Invalid format, accepted formats: json, csv";
