#!/usr/bin/env bash
# The server's tests on SQLite and on PostgreSQL at the same time.
#
#   scripts/server-tests.sh POSTGRES_URL
#
# `cargo test` holds the build directory's lock for as long as its tests run,
# so two of them cannot overlap. This builds the test programs once with
# cargo, then runs each of them per engine directly (from the repository's
# root, as cargo does), one engine beside the other: most of a test's time is
# spent waiting for a server, a timer or a database, which the other engine's
# tests fill. Each engine's output is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

postgres_url=${1:?usage: scripts/server-tests.sh POSTGRES_URL}

logs=$(mktemp -d /tmp/linkhop-server-tests.XXXXXX)
trap 'rm -rf "$logs"' EXIT

# Compiler messages go to the terminal; the test programs' paths to a file.
cargo test --locked --no-run --message-format=json-render-diagnostics >"$logs/build.json"
python3 - "$logs/build.json" >"$logs/programs" <<'EOF'
import json, sys
for line in open(sys.argv[1]):
    message = json.loads(line)
    if message.get("reason") == "compiler-artifact" and message.get("profile", {}).get("test") and message.get("executable"):
        print(message["executable"])
EOF
[ -s "$logs/programs" ] || { echo "server tests: cargo built no test program" >&2; exit 1; }

# Runs every test program for one engine; fails if any of them failed.
run_engine() {
  local program status=0
  while read -r program; do
    printf '\n     Running %s\n' "$program"
    "$program" || status=1
  done <"$logs/programs"
  return "$status"
}

declare -A engines
# The soak runs half a minute on each engine (SOAK_SECONDS; its own default,
# a minute, for a run by hand): the machine is shared with the other
# engine's tests, and its memory bound is checked after a warm-up either way.
export SOAK_SECONDS=${SOAK_SECONDS:-30}
(unset TEST_DATABASE_URL; run_engine) >"$logs/sqlite.log" 2>&1 &
engines[$!]=SQLite
(export TEST_DATABASE_URL=$postgres_url; run_engine) >"$logs/postgres.log" 2>&1 &
engines[$!]=PostgreSQL

failed=()
while [ "${#engines[@]}" -gt 0 ]; do
  status=0
  wait -n -p ended "${!engines[@]}" || status=$?
  name=${engines[$ended]}
  unset "engines[$ended]"
  printf '\n-------- server tests on %s: exit %d --------\n' "$name" "$status"
  case $name in SQLite) cat "$logs/sqlite.log" ;; *) cat "$logs/postgres.log" ;; esac
  [ "$status" = 0 ] || failed+=("$name")
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "server tests failed on: ${failed[*]}" >&2
  exit 1
fi
