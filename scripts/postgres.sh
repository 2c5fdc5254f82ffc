#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for tests, on a free loopback port.
#   scripts/postgres.sh start DIR   -> prints the admin DATABASE_URL
#   scripts/postgres.sh stop DIR
#   scripts/postgres.sh pause DIR / resume DIR   (stop and restart, same port)
# Installs Debian's postgresql when initdb is missing. PostgreSQL refuses to
# run as root, so the cluster runs as the `postgres` system user.
set -euo pipefail

cmd=${1:?start|stop}
dir=${2:?cluster directory}

find_bin() {
  local name=$1
  command -v "$name" 2>/dev/null && return 0
  ls /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1
}

ensure_installed() {
  if [ -z "$(find_bin initdb)" ]; then
    echo "installing postgresql from Debian" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
  fi
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

run_server() {
  local dir=$1
  # Settings for a disposable test cluster: fast, not durable.
  as_owner "$(find_bin pg_ctl)" -D "$dir/data" -l "$dir/server.log" -w -o \
    "-p $(cat "$dir/port") -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null
}

case "$cmd" in
  start)
    ensure_installed
    initdb=$(find_bin initdb); pg_ctl=$(find_bin pg_ctl)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    port=$(free_port)
    as_owner "$initdb" -D "$dir/data" -U linkhop --auth=trust -E UTF8 --no-locale >/dev/null
    echo "$port" > "$dir/port"
    run_server "$dir"
    echo "postgres://linkhop@127.0.0.1:$port/postgres"
    ;;
  pause)
    # Stops the server but keeps the cluster, for outage tests.
    as_owner "$(find_bin pg_ctl)" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    run_server "$dir"
    ;;
  stop)
    pg_ctl=$(find_bin pg_ctl)
    [ -d "$dir/data" ] && as_owner "$pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop|pause|resume DIR" >&2; exit 2 ;;
esac
