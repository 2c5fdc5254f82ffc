#!/usr/bin/env bash
# Tests the Debian package end to end on this machine: builds it from the
# release binary, checks it (dpkg-deb --info, lintian, systemd-analyze
# verify on the unit), installs it with dpkg -i, runs the installed
# /usr/bin/linkhop against a temporary data folder (serve on a free port,
# a page, an account, an import, a redirect), then purges it and checks
# that none of its files are left. The service itself is never started.
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_cmd=""
[ "$(id -u)" = 0 ] || sudo_cmd="sudo"

if dpkg-query -W -f='${Status}' linkhop 2>/dev/null | grep -q "ok installed"; then
  echo "test-deb: a linkhop package is installed on this machine already; not replacing it" >&2
  exit 1
fi

deb=$(scripts/package-deb.sh)
echo "built $deb ($(du -h "$deb" | cut -f1))"
dpkg-deb --info "$deb"
contents=$(dpkg-deb --contents "$deb")
for path in ./usr/bin/linkhop ./lib/systemd/system/linkhop.service ./etc/linkhop/linkhop.env \
  ./usr/share/man/man1/linkhop.1.gz ./usr/share/man/man1/linkhop-import.1.gz \
  ./usr/share/man/man1/linkhop-user-create.1.gz ./usr/share/bash-completion/completions/linkhop; do
  grep -q " $path\$" <<<"$contents" || { echo "test-deb: $path is missing from the package" >&2; exit 1; }
done
[ "$(dpkg-deb --ctrl-tarfile "$deb" | tar -xO ./conffiles)" = /etc/linkhop/linkhop.env ]

if command -v lintian >/dev/null 2>&1; then
  lintian --fail-on error,warning --tag-display-limit 0 "$deb"
  echo "lintian: clean"
else
  echo "test-deb: lintian is not installed (scripts/setup.sh --test installs it); skipped"
fi

work=$(mktemp -d /tmp/linkhop-deb-test.XXXXXX)
server_pid=""
cleanup() {
  [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
  $sudo_cmd dpkg --purge linkhop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

$sudo_cmd dpkg -i "$deb"
systemd-analyze verify /lib/systemd/system/linkhop.service
echo "systemd-analyze verify: clean"
[ "$(stat -c %a /etc/linkhop/linkhop.env)" = 640 ]

# The installed binary, as an operator runs it by hand.
export DATA_DIR=$work/data RUST_LOG=warn
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
/usr/bin/linkhop check-config --connect >/dev/null
LISTEN=127.0.0.1:$port /usr/bin/linkhop &
server_pid=$!
for _ in $(seq 1 100); do
  /usr/bin/linkhop healthcheck --listen "127.0.0.1:$port" --path /dash/ >/dev/null 2>&1 && break
  sleep 0.1
done
curl -sf -o /dev/null "http://127.0.0.1:$port/dash/"
LINKHOP_PASSWORD=Correct-Horse-9 /usr/bin/linkhop user create --username alice \
  --email alice@example.com --role owner
/usr/bin/linkhop import tests/fixtures/lynx.json --service lynx --owner alice
location=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$port/docs")
[ "$location" = "302 https://example.com/docs?q=a,b" ] || { echo "test-deb: /docs answered $location" >&2; exit 1; }
kill "$server_pid"
wait "$server_pid" || true
server_pid=""

files=$(dpkg -L linkhop)
$sudo_cmd dpkg --purge linkhop
if dpkg-query -W linkhop >/dev/null 2>&1 && dpkg-query -W -f='${Status}' linkhop | grep -qv "not-installed"; then
  echo "test-deb: linkhop is still known to dpkg after the purge" >&2
  exit 1
fi
left=""
while read -r path; do
  # Shared folders (/usr, /etc, …) stay; the package's own files must not.
  case "$path" in /etc/linkhop|/usr/share/doc/linkhop) [ ! -e "$path" ] || left="$left $path" ;; esac
  [ -d "$path" ] || [ ! -e "$path" ] || left="$left $path"
done <<<"$files"
[ -z "$left" ] || { echo "test-deb: left after purge:$left" >&2; exit 1; }
echo "test-deb: the package builds, passes its checks, installs, runs and purges cleanly"
