//! Links (api.md §5): list, search, single, resolve, create, edit, delete,
//! and the visibility rule of §5.2 as a table; one file per operation.

mod bulk;
mod controls;
mod create;
mod delete;
mod edit;
pub mod gate;
mod history;
mod history_bulk;
mod history_pages;
mod limits;
mod list;
mod list_plans;
mod list_totals;
mod page_card;
mod page_languages;
mod password_budget;
mod passwords;
mod permissions;
mod preview;
mod qr;
pub(crate) mod qr_logo;
mod rules;
mod search;
mod single;
mod split;
mod tags;
mod utm;

pub(crate) use passwords::csrf;
use serde_json::Value;

/// The list's `sortField` values, in the contract's order.
pub(crate) const SORT_FIELDS: [&str; 6] = [
    "slug",
    "destination",
    "creationDate",
    "modifiedDate",
    "visits",
    "author",
];

/// Lynx's keys first, in Lynx's order, then Linkhop's (api.md §20).
const LINK_VIEW: [&str; 32] = [
    "id",
    "slug",
    "destination",
    "author",
    "creationDate",
    "modifiedDate",
    "visits",
    "account",
    "humanVisits",
    "botVisits",
    "publicStats",
    "state",
    "validFrom",
    "expiresAt",
    "maxVisits",
    "usedVisits",
    "expiredUrl",
    "hasPassword",
    "failedPasswordAttempts",
    "lastFailedPasswordAt",
    "tags",
    "title",
    "notes",
    "redirectStatus",
    "forwardQuery",
    "crawlable",
    "redirectRules",
    "domain",
    "utm",
    "preview",
    "split",
    "team",
];
const INVALID_SLUG: &str =
    "Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot";
const RESERVED: &str = "That slug is reserved, choose another one";
const SLUG_TAKEN: &str = "A link with that slug already exists";
const DESTINATION_TAKEN: &str = "A link with that destination already exists";
const BAD_DESTINATION: &str = "Invalid destination url format";
const NO_SUCH_LINK: &str = "A link with that id does not exist";

fn slugs(body: &Value) -> Vec<String> {
    body["result"]["links"]
        .as_array()
        .map(|links| {
            links
                .iter()
                .map(|l| l["slug"].as_str().unwrap_or("").to_owned())
                .collect()
        })
        .unwrap_or_default()
}
