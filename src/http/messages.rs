//! The contract's messages for links, ShareX, import, export and framing
//! (docs/api.md#messages), each written once.

// Framing (docs/api.md#transport-and-bodies).
pub const MALFORMED_JSON: &str = "Malformed JSON body";
pub const NOT_AN_OBJECT: &str = "Request body must be a JSON object";
pub const UNREADABLE_BODY: &str = "Could not read the request body";
pub const JSON_ONLY: &str = "Unsupported Content-Type, expected application/json";
pub const MULTIPART_ONLY: &str = "Unsupported Content-Type, expected multipart/form-data";
pub const SHAREX_TYPES_ONLY: &str = "Unsupported Content-Type, expected multipart/form-data, application/x-www-form-urlencoded or application/json";
pub const MALFORMED_MULTIPART: &str = "Malformed multipart/form-data body";
pub const METHOD_NOT_ALLOWED: &str = "Method not allowed";
pub const UNKNOWN_ENDPOINT: &str = "Unknown API endpoint";
// The two body-check messages are macros too, so that OpenAPI descriptions
// can `concat!` them with the fields they name.
macro_rules! missing_fields {
    () => {
        "The following required fields were not included in the request: "
    };
}
pub(crate) use missing_fields;
macro_rules! invalid_types {
    () => {
        "The following fields have an invalid type: "
    };
}
pub(crate) use invalid_types;
/// Followed by the missing names, comma-separated.
pub const MISSING_FIELDS: &str = missing_fields!();
/// Followed by the names of the mistyped fields, comma-separated.
pub const INVALID_TYPES: &str = invalid_types!();

// Links.
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
pub const UNKNOWN_HISTORY_VERSION: &str = "The link's history has no such version";
pub const INVALID_HISTORY_PAGE: &str =
    "Invalid before or limit: give positive whole numbers, limit at most 500";
pub const VERSION_DELETED_LINK: &str =
    "That version deleted the link: there is nothing to revert to (restore it instead)";
pub const NOT_RESTORABLE: &str =
    "No deleted link with that id can be restored (it was restored, or its history has expired)";
pub const UNKNOWN_DOMAIN: &str = "Unknown domain";
pub const DOMAIN_NOT_ALLOWED: &str = "You may not create links on this domain";
pub const UNKNOWN_TEAM: &str = "Unknown team";
pub const TEAM_NOT_ALLOWED: &str =
    "Only the team's editors and managers (and admins, the owner) put links in a team or take them out";
pub const NOT_DELETABLE: &str = "You do not have the permissions to delete some of or all of the selected links. No links were deleted";
pub const TOO_MANY_IDS: &str = "Too many ids, the limit is 1000 per request";
pub const TOO_MANY_BULK_IDS: &str = "Too many ids, the limit is 20000 per bulk edit";
pub const TOO_MANY_BULK_LINKS: &str =
    "The selection has more than 100000 links, narrow it down with the filter";
pub const BULK_SELECTION: &str = "Send either ids or filter to select the links";
pub const BULK_MOVE_ALONE: &str =
    "A move to or from a team goes alone: send team without other changes";
pub const BULK_NO_CHANGE: &str = "Nothing to change: send at least one change";
pub const INVALID_REPLACE: &str = "Invalid replace: find needs 1 to 1000 characters and with at most 1000, and find must be a valid pattern when pattern is true";
pub const LINK_CHANGED_MEANWHILE: &str =
    "The link changed while the bulk edit ran, so it was left as it is";
pub const BULK_BUSY: &str = "Too many bulk edits are running at once, try again in a moment";
pub const SLUG_TAKEN: &str = "A link with that slug already exists";
pub const DESTINATION_TAKEN: &str = "A link with that destination already exists";
pub const NO_FREE_SLUG: &str = "Could not generate a unique slug, please try again";

// Link controls (README, "Link controls").
pub const INVALID_VALID_FROM: &str =
    "Invalid validFrom: expected an ISO 8601 date such as 2030-01-31T12:00:00Z";
pub const INVALID_EXPIRES_AT: &str =
    "Invalid expiresAt: expected an ISO 8601 date such as 2030-01-31T12:00:00Z";
pub const DATES_OUT_OF_ORDER: &str = "Invalid dates: validFrom must be before expiresAt";
pub const INVALID_MAX_VISITS: &str =
    "Invalid maxVisits: expected a whole number from 1 to 1000000000000";
pub const INVALID_EXPIRED_URL: &str = "Invalid expiredUrl: expected an http or https URL";
pub const INVALID_LINK_PASSWORD: &str =
    "Invalid password: use 1 to 256 characters without control characters";
pub const INVALID_TAGS: &str =
    "Invalid tags: use at most 50 tags of 1 to 64 characters, without commas or control characters";
pub const INVALID_TAG: &str =
    "Invalid tag: use 1 to 64 characters, without commas or control characters";
pub const INVALID_TITLE: &str =
    "Invalid title: use at most 500 characters, without control characters";
pub const INVALID_NOTES: &str =
    "Invalid notes: use at most 10000 characters, without control characters other than line breaks and tabs";
pub const INVALID_REDIRECT_STATUS: &str =
    "Invalid redirectStatus, accepted values: 301, 302, 307, 308";
pub const INVALID_UTM: &str =
    "Invalid utm: each of source, medium, campaign, term and content at most 200 characters, without control characters";
pub const INVALID_PREVIEW: &str =
    "Invalid preview: a title of 1 to 300 characters, a description of at most 1000, an image as an http or https URL of at most 2048 characters and a siteName of at most 100, without control characters";
/// Followed by what is wrong, e.g. "variant 2 needs a weight from 1 to 1000".
pub const INVALID_SPLIT: &str = "Invalid split: ";
/// Followed by what is wrong, e.g. "rule 2 needs at least one condition".
pub const INVALID_RULES: &str = "Invalid redirectRules: ";
pub const LINK_EXPIRED: &str = "This link has expired";
pub const LINK_PASSWORD_PROTECTED: &str = "This link is protected by a password";
pub const INVALID_STATE: &str =
    "Invalid state, accepted values: active, expired, notYetValid, passwordProtected";
pub const INVALID_TAGS_MODE: &str = "Invalid tagsMode, accepted values: any, all";
pub const TOO_MANY_TAG_FILTERS: &str = "Too many tags, the limit is 50 per request";

/// The answer when the database cannot be reached (503).
pub const UNAVAILABLE: &str = "Service unavailable";
/// The answer to anything that should not have happened (500).
pub const INTERNAL: &str = "Internal Server Error";
/// A state-changing request from another origin (docs/api.md#cors-and-the-origin-check).
pub const CROSS_ORIGIN: &str = "Cross-origin request refused";

// Authentication (docs/accounts.md).
pub const NO_COOKIE: &str = "No cookie token provided";
/// An unknown, expired or ended session; the answer clears the cookie.
pub const INVALID_SESSION: &str = "Invalid authorization token";
pub const SECRET_NOT_ACCEPTED: &str = "You cannot use this endpoint with your API secret";
pub const INVALID_SECRET: &str = "Invalid secret";
pub const INVALID_TOKEN: &str = "Invalid, expired or revoked API token";
pub const TOKEN_NOT_ACCEPTED: &str =
    "API tokens cannot be used on this endpoint, log in to the dashboard instead";
/// Followed by the scope's name.
pub const TOKEN_LACKS_SCOPE: &str = "This API token lacks the scope ";
pub const SETUP_REQUIRED: &str =
    "Two-factor authentication is required for this account: set it up before anything else";

// ShareX.
pub const NO_SECRET_YET: &str = "You need to generate a secret first";

// Import and export (docs/data.md).
pub const ONE_FILE_ONLY: &str = "Only one file can be imported at a time";
pub const INVALID_SERVICE: &str =
    "Invalid service, accepted services: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub";
pub const INVALID_FILETYPE: &str = "Invalid filetype";
pub const INVALID_IMPORT_FIELDS: &str = "Invalid import fields";
pub const IMPORTS_IN_DEMO: &str = "Imports are not enabled in demo mode.";
pub const EXPORTS_IN_DEMO: &str = "Exports are not enabled in demo mode.";
pub const INVALID_FORMAT: &str = "Invalid format, accepted formats: json, csv";

#[cfg(test)]
mod service_list_tests {
    #[test]
    fn the_invalid_service_message_lists_every_service() {
        let names = crate::domain::import::Service::names();
        assert_eq!(
            super::INVALID_SERVICE,
            format!("Invalid service, accepted services: {names}")
        );
    }
}
