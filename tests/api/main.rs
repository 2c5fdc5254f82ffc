//! Integration tests: each starts the real Linkhop server on a free port
//! with a fresh database (a SQLite file, or a new PostgreSQL database when
//! TEST_DATABASE_URL is set) and talks to it over HTTP.

mod helpers;

mod framing;
mod redirects;

mod account_kit;
mod automatic_login;
mod credentials;
mod demo;
mod two_factor;
mod user_matrix;
mod users;
mod verification;
