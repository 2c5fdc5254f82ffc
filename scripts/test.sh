#!/usr/bin/env bash
# The whole test suite: formatting and lints, the dashboard's checks and unit
# tests, the server's tests on SQLite and on a throwaway PostgreSQL cluster,
# and the browser tests against the release binary.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "installing what the tests need"
scripts/setup.sh --test

step "dashboard: install, typecheck, lint, unit tests, build"
scripts/build-web.sh
(cd web && npm run typecheck && npm run lint && npm test)

step "server: format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings

step "server: tests on SQLite"
cargo test --locked

step "server: tests on PostgreSQL"
pg_dir=$(mktemp -d /tmp/linkhop-pg.XXXXXX)
trap 'scripts/postgres.sh stop "$pg_dir"' EXIT
TEST_DATABASE_URL=$(scripts/postgres.sh start "$pg_dir")
export TEST_DATABASE_URL
cargo test --locked
unset TEST_DATABASE_URL

step "release build"
cargo build --release --locked

step "three instances on one PostgreSQL behind nginx"
tests/system/multi_instance.py

if [ -d e2e ]; then
  step "browser tests against the release binary"
  scripts/e2e.sh
fi

step "all tests passed"
