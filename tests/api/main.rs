//! Integration tests: each starts the real Linkhop server on a free port
//! with a fresh database (a SQLite file, or a new PostgreSQL database when
//! TEST_DATABASE_URL is set) and talks to it over HTTP.

mod helpers;

mod db;
mod framing;
mod redirects;

mod about;
mod auth;
mod automatic_login;
mod bad_input;
mod cors_origin;
mod credentials_sources;
mod instances;
mod links;
mod real_binary;
