//! Rules of the product with no HTTP and no database in them: validated
//! values, roles and who may act on whom, tokens and password hashing.

pub mod access;
pub mod access_rule;
pub mod accounts;
pub mod analytics;
pub mod app_links;
pub mod import;
pub mod languages;
pub mod link_controls;
pub mod link_history;
pub mod link_state;
pub mod link_unlock;
pub mod links;
pub mod orphan_visits;
pub mod page_card;
pub mod passkeys;
pub mod passwords;
pub mod period_totals;
pub mod preview;
pub mod qr;
pub mod qr_logo;
pub mod redirect_rules;
pub mod referrer_cap;
pub mod schedule;
pub mod short_domains;
pub mod split;
pub mod sso;
pub mod stats;
pub mod summary_window;
pub mod text;
pub mod time;
pub mod tokens;
pub mod two_factor;
pub mod utm;
pub mod visits;
pub mod webhooks;
