#!/usr/bin/env bash
# Installs what building and testing Linkhop needs on a fresh Debian machine
# with a Rust toolchain: Node.js and npm (dashboard), and with --test also
# PostgreSQL (database tests), Chromium (browser tests) and nginx (the
# multi-instance test). Idempotent.
set -euo pipefail

want_test=0
[ "${1:-}" = "--test" ] && want_test=1

missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ "$want_test" = 1 ]; then
  if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    missing+=(postgresql)
  fi
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The load balancer of the multi-instance test.
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
