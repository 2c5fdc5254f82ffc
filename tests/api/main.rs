//! Integration tests: each starts the real Linkhop server on a free port
//! with a fresh database (a SQLite file, or a new PostgreSQL database when
//! TEST_DATABASE_URL is set) and talks to it over HTTP.

mod helpers;
mod process;
mod test_database;

mod backup;
mod bulk_import;
mod counters;
mod dashboard_assets;
mod data_helpers;
mod db;
mod domains_orphans;
mod export;
mod file_modes;
mod framing;
mod hostile_data;
mod hostile_hashes;
mod import;
mod import_controls;
mod import_domains;
mod import_memory;
mod import_order;
mod import_peers;
mod import_report;
mod redirects;
mod stats;

mod about;
mod access;
mod account_kit;
mod auth;
mod authorization;
mod automatic_login;
mod automatic_login_switch;
mod bad_input;
mod cors_origin;
mod crash_safety;
mod credentials;
mod credentials_sources;
mod demo;
mod domains;
mod fuzz_findings;
mod hardening;
mod https_mode;
mod instances;
mod lingering_close;
pub mod links;
mod log_output;
mod observability;
mod openapi;
mod passkey_kit;
mod passkeys;
mod proxy_warning;
mod real_binary;
mod sharex;
mod soak;
mod sso;
mod throttle_bursts;
mod two_factor;
mod upgrade;
mod upload_limits;
mod user_matrix;
mod users;
mod utm_templates;
mod verification;
mod webhooks;
