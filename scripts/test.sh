#!/usr/bin/env bash
# The whole test suite: dependency audits, formatting and lints, the
# dashboard's checks and unit tests, the server's tests on SQLite and on a
# throwaway PostgreSQL cluster, then against the release binary: the Debian
# package (built, checked, installed, run, purged), the docs' commands, three
# instances behind nginx, Prometheus scraping it and /readyz across a
# PostgreSQL outage, API fuzzing and the browser tests.
#
# After the builds, two lanes run side by side, so that one lane's waits
# (a browser, a database, a timer) are the other lane's CPU time:
#   server lane:   clippy, then the tests on SQLite beside those on PostgreSQL
#   release lane:  dashboard checks, audits, package, system tests, API
#                  fuzzing, browser
# Each lane writes its own log, printed whole when the lane ends.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
# Each step's start says how long the run has taken so far, so slow steps show in CI's log.
# Inside a lane it goes to the lane's log and, as it happens, to the run's own output.
lane=""
step() {
  local line
  line=$(printf '==> [%dm%02ds] %s' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*")
  printf '\n%s\n' "$line"
  [ -z "$lane" ] || printf '%s lane %s\n' "$lane" "$line" >&3
}

server_lane() {
  step "server: lints (clippy)"
  cargo clippy --workspace --all-targets --locked -- -D warnings

  step "server: tests on SQLite and on PostgreSQL, side by side"
  scripts/server-tests.sh "$postgres_url"
}

release_lane() {
  step "dashboard: typecheck, lint, unit tests"
  (cd web && npm run typecheck && npm run lint && npm test)

  step "dependency audits (npm audit --omit=dev, cargo audit)"
  scripts/audit.sh

  step "container files: Dockerfile and compose.yaml (no registry here to build the image)"
  tests/system/container_files.py

  step "Debian package: build, dpkg-deb --info, lintian, systemd-analyze verify, install, run, purge"
  scripts/test-deb.sh

  step "every shell block of README.md and docs/ runs against the release binary"
  tests/system/doc_commands.py

  step "three instances on one PostgreSQL behind nginx"
  tests/system/multi_instance.py

  step "Prometheus scrapes the release binary; /readyz across a PostgreSQL outage"
  tests/system/observability.py

  step "API fuzzing against the release binary (schemathesis, SQLite and PostgreSQL)"
  # Six examples per operation and run (a run by hand takes ten): the
  # fuzzing is the longest step of the lane that ends last.
  FUZZ_POSTGRES_URL="$postgres_url" FUZZ_EXAMPLES=${FUZZ_EXAMPLES:-6} scripts/fuzz.sh

  step "browser tests against the release binary"
  scripts/e2e.sh
}

step "installing what the tests need"
scripts/setup.sh --test

step "dashboard: install and build (embedded in the binary)"
scripts/build-web.sh

step "server: format"
cargo fmt --all -- --check

# CI works on a clean checkout: a test input that git ignores exists only here.
step "every test fixture is tracked by git"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  untracked=$(git ls-files --others --ignored --exclude-standard -- tests e2e/tests bench/fixtures 2>/dev/null | grep -Ev '(^|/)(node_modules|__pycache__)/' || true)
  if [ -n "$untracked" ]; then
    printf 'these test inputs are ignored by git, so a clean checkout lacks them:\n%s\n' "$untracked" >&2
    exit 1
  fi
fi

step "release build"
cargo build --release --locked

declare -A lanes
pg_dir=$(mktemp -d /tmp/linkhop-pg.XXXXXX)
logs=$(mktemp -d /tmp/linkhop-test-logs.XXXXXX)
trap 'scripts/postgres.sh stop "$pg_dir"; rm -rf "$logs"' EXIT
step "a throwaway PostgreSQL cluster for the server tests and fuzzing"
postgres_url=$(scripts/postgres.sh start "$pg_dir")

step "two lanes side by side: server (clippy, SQLite, PostgreSQL) and release (dashboard, audits, package, system, fuzzing, browser)"
exec 3>&1
(lane=server; server_lane) >"$logs/server.log" 2>&1 &
lanes[$!]=server
(lane=release; release_lane) >"$logs/release.log" 2>&1 &
lanes[$!]=release

# As each lane ends: its whole log, and whether it passed.
failed=()
while [ "${#lanes[@]}" -gt 0 ]; do
  status=0
  wait -n -p ended "${!lanes[@]}" || status=$?
  name=${lanes[$ended]}
  unset "lanes[$ended]"
  printf '\n======== %s lane: exit %d, its log: ========\n' "$name" "$status"
  cat "$logs/$name.log"
  [ "$status" = 0 ] || failed+=("$name")
done

if [ "${#failed[@]}" -gt 0 ]; then
  step "FAILED: the ${failed[*]} lane; its log is above"
  exit 1
fi
step "all tests passed"
