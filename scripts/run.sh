#!/usr/bin/env bash
# Builds Linkhop and runs it on the embedded SQLite default
# (http://localhost:8080, data in ./data). Arguments go to `linkhop`.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh
exec target/release/linkhop "$@"
