#!/usr/bin/env bash
# Installs what building and testing Linkhop needs on a fresh Debian machine
# with a Rust toolchain: Node.js and npm (dashboard), and with --test also
# PostgreSQL (database tests), Chromium (browser tests), nginx (the
# multi-instance test), Prometheus (the metrics test), Python's venv (API
# fuzzing), cargo-audit (offline dependency audit), and for the packaging
# tests lintian, systemd-analyze and PyYAML, and jq, sqlite3 and openssl
# (the docs' commands and their nginx -t check), and the OpenID provider
# the single sign-on tests start (tests/oidc, from npm). Idempotent.
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
  # API fuzzing (scripts/fuzz.sh) installs schemathesis into a virtualenv.
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
  # The load balancer of the multi-instance test.
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  # The Debian package's checks (scripts/test-deb.sh) and the compose file's
  # (tests/system/container_files.py).
  command -v lintian >/dev/null 2>&1 || missing+=(lintian)
  command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  python3 -c 'import yaml' >/dev/null 2>&1 || missing+=(python3-yaml)
  # Scrapes the release binary in the observability test. Debian's package
  # tries to start its service; without systemd that is refused, harmlessly.
  command -v prometheus >/dev/null 2>&1 || missing+=(prometheus)
  # Tools the docs' commands use (tests/system/doc_commands.py runs them).
  command -v jq >/dev/null 2>&1 || missing+=(jq)
  command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# cargo-audit checks Cargo.lock against the RustSec snapshot offline
# (scripts/audit.sh); built from crates.io once, then kept in ~/.cargo/bin.
if [ "$want_test" = 1 ] && ! command -v cargo-audit >/dev/null 2>&1; then
  echo "setup: installing cargo-audit from crates.io (a few minutes, once)"
  cargo install cargo-audit --locked --version 0.22.2
fi

# The OpenID provider of the single sign-on tests (tests/oidc: the
# oidc-provider package on Node), reinstalled when its lock file changes.
if [ "$want_test" = 1 ]; then
  "$(dirname "$0")/npm-install.sh" "$(cd "$(dirname "$0")/.." && pwd)/tests/oidc"
fi
