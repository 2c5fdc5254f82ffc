#!/usr/bin/env bash
# Property-based fuzzing of /api with schemathesis against the release binary,
# driven by the server's own OpenAPI document (GET /api/openapi.json).
#   scripts/fuzz.sh                    SQLite only
#   FUZZ_POSTGRES_URL=<admin url> scripts/fuzz.sh   SQLite, then PostgreSQL
# FUZZ_EXAMPLES sets the examples per operation and run (default 10); FUZZ_SEED
# fixes the seed. Installs schemathesis into a virtualenv under .tmp/.
# Fails on any 5xx, undocumented status, non-conforming body or content type,
# or a panic in the server log.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
venv=.tmp/fuzz-venv

if [ ! -x "$venv/bin/schemathesis" ] ||
  [ "$("$venv/bin/schemathesis" --version 2>/dev/null)" != "schemathesis, version $SCHEMATHESIS_VERSION" ]; then
  echo "fuzz: installing schemathesis $SCHEMATHESIS_VERSION into $venv"
  mkdir -p .tmp
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

binary="${CARGO_TARGET_DIR:-target}/release/linkhop"
if [ ! -x "$binary" ]; then
  echo "fuzz: $binary is missing; run cargo build --release --locked first" >&2
  exit 1
fi

exec "$venv/bin/python" scripts/fuzz.py "$binary"
