#!/usr/bin/env bash
# Regenerates the dashboard screenshots in docs/screenshots/ (Settings and a link's statistics
# at 1400, 1024 and 390 px wide, with the layout journey's seeded data): builds the release
# binary, then runs that journey with SCREENSHOTS_DIR set. Commit the changed images.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh --test
scripts/build.sh
scripts/npm-install.sh e2e
mkdir -p docs/screenshots
cd e2e
SCREENSHOTS_DIR=../docs/screenshots node --test --test-concurrency=1 --test-reporter=spec tests/layout.test.mjs
ls -1 ../docs/screenshots
