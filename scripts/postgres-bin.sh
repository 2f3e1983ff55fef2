#!/usr/bin/env bash
# Prints the bin directory (initdb, pg_ctl, pg_isready) of the newest PostgreSQL server
# installed the Debian way, /usr/lib/postgresql/<version>/bin, and exits 1 when there is none.
# `apt-get install postgresql` installs the release's default (15 on Debian 12 "bookworm"):
# every script that needs the server's programs asks here, so whichever version is there is used.
# (The argument, another folder to look in, is for tooling/repo-checks' test.)
set -uo pipefail
lib=${1:-/usr/lib/postgresql}
for dir in $(printf '%s\n' "$lib"/*/bin | sort -V -r); do
  if [ -x "$dir/initdb" ]; then
    echo "$dir"
    exit 0
  fi
done
exit 1
