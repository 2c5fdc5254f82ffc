//! Integration tests: each starts the real Linkhop server on a free port
//! with a fresh database (a SQLite file, or a new PostgreSQL database when
//! TEST_DATABASE_URL is set) and talks to it over HTTP.

mod helpers;

mod backup;
mod data_helpers;
mod export;
mod framing;
mod import;
mod redirects;
mod sharex;
