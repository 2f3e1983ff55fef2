#!/usr/bin/env bash
# The API suite, twice: on the embedded PGlite, then on a real PostgreSQL server
# (TEST_DATABASE_URL if given, else a throwaway local cluster of the installed version). Both
# passes always run.
set -uo pipefail
cd "$(dirname "$0")/.."
# `pnpm test` on a fresh machine: install PostgreSQL and Prometheus (and the rest) when missing.
{ command -v prometheus && { bash ../../scripts/postgres-bin.sh || [ -n "${TEST_DATABASE_URL:-}" ]; }; } >/dev/null 2>&1 || bash ../../scripts/setup-machine.sh
status=0
pnpm exec vitest run "$@" || status=1
url=${TEST_DATABASE_URL:-$(bash ../../scripts/start-test-postgres.sh)} || {
  echo 'PostgreSQL is not available: run scripts/setup-machine.sh' >&2
  exit 1
}
TEST_DATABASE_URL=$url VITEST_RESULTS_NAME=vitest-postgres pnpm exec vitest run "$@" || status=1
exit $status
