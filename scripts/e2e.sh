#!/usr/bin/env bash
# Browser tests: playwright-core drives Debian's Chromium against the release
# binary (build it first: scripts/build.sh). Screenshots and the TAP report go to e2e/artifacts/;
# a journey that fails leaves a screenshot and the text of each open page in
# e2e/artifacts/failures/.
set -euo pipefail
cd "$(dirname "$0")/../e2e"

[ -x /usr/bin/chromium ] || { echo "e2e: /usr/bin/chromium is missing (scripts/setup.sh --test installs it)" >&2; exit 1; }
# The binary cargo built, in CARGO_TARGET_DIR when that is set (e2e/lib/server.mjs looks there too).
binary="${CARGO_TARGET_DIR:-../target}/release/linkhop"
[ -x "$binary" ] || { echo "e2e: build the release binary first (scripts/build.sh): $binary is missing" >&2; exit 1; }
# The journeys' packages, and the OpenID provider the single sign-on journey
# starts (playwright-core never downloads a browser).
../scripts/npm-install.sh .
../scripts/npm-install.sh ../tests/oidc
rm -rf artifacts
mkdir -p artifacts
npm test
