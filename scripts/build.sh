#!/usr/bin/env bash
# Builds the dashboard (web/dist) and then the release binary, which embeds it.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
scripts/build-web.sh
cargo build --release --locked
echo "built target/release/linkhop"
