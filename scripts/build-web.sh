#!/usr/bin/env bash
# Installs the dashboard's npm packages (when package-lock.json changed) and
# builds web/dist.
set -euo pipefail
cd "$(dirname "$0")/../web"

stamp=node_modules/.package-lock.stamp
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  npm ci --no-audit --no-fund
  cp package-lock.json "$stamp"
fi
npm run build
