#!/usr/bin/env bash
# usage: scripts/npm-install.sh <folder>
# Installs a folder's npm packages from its lock file (`npm ci`), again only
# when the lock file changed since the last install (a stamp in
# node_modules). JavaScript only: no package here downloads a browser.
set -euo pipefail
dir="$1"
stamp="$dir/node_modules/.package-lock.stamp"
if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
  echo "installing the npm packages of $dir"
  (cd "$dir" && npm ci --no-audit --no-fund)
  cp "$dir/package-lock.json" "$stamp"
fi
