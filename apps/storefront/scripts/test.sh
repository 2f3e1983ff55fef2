#!/usr/bin/env bash
# The storefront's tests: Vitest (components, units) then Playwright (e2e in Debian's
# Chromium against the real API and the built server). Each writes its JSON results under
# test-results/ for .ci/run's count. Both run even if the first fails.
set -uo pipefail
cd "$(dirname "$0")/.."

# `pnpm test` on a fresh machine: install Debian's Chromium and PostgreSQL (and the rest) when one is missing.
{ command -v chromium && [ -x /usr/lib/chromium/chromium-headless-shell ] && bash ../../scripts/postgres-bin.sh; } >/dev/null 2>&1 || bash ../../scripts/setup-machine.sh || exit 1

# The e2e suite runs the built server: build when there is none or the sources (this app's or
# the workspace packages' it bundles) are newer.
if [ ! -f build/server/index.js ] || [ -n "$(find src server.ts server vite.config.ts ../../packages/*/src -newer build/server/index.js -print -quit)" ]; then
  pnpm exec react-router build >/dev/null || exit 1
fi

status=0
pnpm exec vitest run || status=1
# The e2e suite, in E2E_SHARDS shards side by side (default 1), each with its own API, database
# and server (e2e/support/global-setup.ts). On CI's two cores, next to the other suites, two
# shards overloaded the machine (load 12: tests timed out), so one is the default; a machine
# with cores to spare can set more.
shards=${E2E_SHARDS:-1}
pids=()
for shard in $(seq 1 "$shards"); do
  (E2E_SHARD=$shard pnpm exec playwright test --shard="$shard/$shards" 2>&1 |
    sed -u "s|^|[e2e $shard/$shards] |") &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
