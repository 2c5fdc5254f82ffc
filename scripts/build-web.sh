#!/usr/bin/env bash
# Installs the dashboard's npm packages (when package-lock.json changed) and
# builds web/dist (when any of the dashboard's own files changed since the
# last successful build: a rebuilt web/dist makes cargo rebuild the binary
# that embeds it).
set -euo pipefail
cd "$(dirname "$0")/../web"

../scripts/npm-install.sh .

built=node_modules/.dist-inputs.stamp
inputs=$(find . -path ./node_modules -prune -o -path ./dist -prune -o -type f -print |
  LC_ALL=C sort | xargs sha256sum | sha256sum)
if [ -f dist/index.html ] && [ -f "$built" ] && [ "$(cat "$built")" = "$inputs" ]; then
  echo "build-web: web/dist is up to date with the dashboard's sources"
  exit 0
fi
rm -f "$built"
npm run build
printf '%s\n' "$inputs" >"$built"
