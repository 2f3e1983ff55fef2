#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1:${PGPORT:-55432} for the API's server
# pass, and prints its URL. The installed server's programs (postgres-bin.sh: the newest
# version there). Runs the server as the postgres user (initdb refuses root).
set -euo pipefail
bin=$(bash "$(dirname "$0")/postgres-bin.sh") || {
  echo 'PostgreSQL is not installed: run scripts/setup-machine.sh' >&2
  exit 1
}
port=${PGPORT:-55432}
dir=${PGDATA_DIR:-/tmp/vitrine-pg}
url="postgres://postgres@127.0.0.1:${port}/postgres"
# The API's server pass and both browser suites ask for it, side by side: one starts it (the
# server itself never holds the lock: 9>&- below).
exec 9>"/tmp/vitrine-pg-${port}.lock"
flock 9

if "$bin/pg_isready" -h 127.0.0.1 -p "$port" >/dev/null 2>&1; then
  echo "$url"
  exit 0
fi
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
rm -rf "$dir"
mkdir -p "$dir"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
as_pg "$bin/initdb -D $dir -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null"
as_pg "$bin/pg_ctl -D $dir -o '-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off' -l $dir/server.log -w start >/dev/null" 9>&-
echo "$url"
