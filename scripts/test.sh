#!/usr/bin/env bash
# The whole test suite: dependency audits, formatting and lints, the
# dashboard's checks and unit tests, the server's tests on SQLite and on a
# throwaway PostgreSQL cluster, then against the release binary: the Debian
# package (built, checked, installed, run, purged), the docs' commands, three instances behind
# nginx, Prometheus scraping it and /readyz across a PostgreSQL outage, API
# fuzzing and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
# Each step's start says how long the run has taken so far, so slow steps show in CI's log.
step() { printf '\n==> [%dm%02ds] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*"; }

step "installing what the tests need"
scripts/setup.sh --test

step "dashboard: install, typecheck, lint, unit tests, build"
scripts/build-web.sh
(cd web && npm run typecheck && npm run lint && npm test)

step "dependency audits (npm audit --omit=dev, cargo audit)"
scripts/audit.sh

step "server: format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings

step "container files: Dockerfile and compose.yaml (no registry here to build the image)"
tests/system/container_files.py

step "server: tests on SQLite"
cargo test --locked

step "server: tests on PostgreSQL"
pg_dir=$(mktemp -d /tmp/linkhop-pg.XXXXXX)
trap 'scripts/postgres.sh stop "$pg_dir"' EXIT
TEST_DATABASE_URL=$(scripts/postgres.sh start "$pg_dir")
export TEST_DATABASE_URL
cargo test --locked
fuzz_postgres_url=$TEST_DATABASE_URL
unset TEST_DATABASE_URL

step "release build"
cargo build --release --locked

step "Debian package: build, dpkg-deb --info, lintian, systemd-analyze verify, install, run, purge"
scripts/test-deb.sh

step "every shell block of README.md and docs/ runs against the release binary"
tests/system/doc_commands.py

step "three instances on one PostgreSQL behind nginx"
tests/system/multi_instance.py

step "Prometheus scrapes the release binary; /readyz across a PostgreSQL outage"
tests/system/observability.py

step "API fuzzing against the release binary (schemathesis, SQLite and PostgreSQL)"
FUZZ_POSTGRES_URL="$fuzz_postgres_url" scripts/fuzz.sh

if [ -d e2e ]; then
  step "browser tests against the release binary"
  scripts/e2e.sh
fi

step "all tests passed"
