#!/usr/bin/env bash
# The seller office's tests: Vitest (components, server) then Playwright (e2e in Debian's
# Chromium against the real API and the built office server). Each writes its JSON results
# under test-results/ for .ci/run's count. Both run even if the first fails.
set -uo pipefail
cd "$(dirname "$0")/.."

# `pnpm test` on a fresh machine: install Debian's Chromium and PostgreSQL (and the rest) when one is missing.
{ command -v chromium && [ -x /usr/lib/chromium/chromium-headless-shell ] && bash ../../scripts/postgres-bin.sh; } >/dev/null 2>&1 || bash ../../scripts/setup-machine.sh || exit 1

# The e2e suite runs the built app: build when there is none or the sources (this app's or the
# workspace packages' it bundles) are newer.
if [ ! -f dist/index.html ] || [ -n "$(find src index.html vite.config.ts ../../packages/*/src -newer dist/index.html -print -quit)" ]; then
  pnpm exec vite build >/dev/null || exit 1
fi

status=0
pnpm exec vitest run --passWithNoTests || status=1
pnpm exec playwright test || status=1
exit $status
