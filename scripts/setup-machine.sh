#!/usr/bin/env bash
# Installs the machine-level tools Vitrine needs on a fresh Debian machine with Node and npm:
# pnpm (pinned), and the Debian packages the tests and the cluster use (Chromium for browser
# tests, the release's PostgreSQL — 15 on Debian 12 "bookworm" — for the server pass of the API
# suite and `pnpm start:cluster`, nginx in front of that cluster). Safe to run again.
set -euo pipefail

# The API's and the storefront's test scripts may call this at the same time (turbo runs them
# side by side): one apt-get at a time.
if [ -z "${VITRINE_SETUP_LOCKED:-}" ] && command -v flock >/dev/null 2>&1; then
  export VITRINE_SETUP_LOCKED=1
  exec flock /tmp/vitrine-setup-machine.lock bash "$0" "$@"
fi

if ! command -v pnpm >/dev/null 2>&1; then
  npm i -g pnpm@10.34.9
fi

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# The browser tests' Chromium (tooling/playwright-support/src/chromium.ts).
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
bash "$(dirname "$0")/postgres-bin.sh" >/dev/null || need+=(postgresql)
# Only the binary: `pnpm start:cluster` runs its own instance with its own configuration, never
# the system service.
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
# Prometheus scrapes the API's and the worker's /metrics in apps/api/test/metrics.test.ts (only
# the binary, started by the test; never the system service).
command -v prometheus >/dev/null 2>&1 || need+=(prometheus)
# tooling/deploy renders the Kubernetes overlays (kubectl kustomize) and resolves compose.yaml
# (docker-compose config): no cluster, no Docker daemon.
command -v kubectl >/dev/null 2>&1 || need+=(kubernetes-client)
command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
# Automatic HTTPS: tooling/deploy adapts deploy/caddy/Caddyfile, and tooling/cluster's TLS test
# runs Caddy in front of the store with Pebble (the ACME test CA) and its DNS, all on loopback,
# with a certificate for Pebble made by openssl.
command -v caddy >/dev/null 2>&1 || need+=(caddy)
{ command -v pebble && command -v pebble-challtestsrv; } >/dev/null 2>&1 || need+=(pebble)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing Debian packages: ${need[*]} (run as root, or: sudo apt-get install -y ${need[*]})" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  # Only the binary: the tests run their own Caddy; the package's service (where systemd runs
  # one) would hold ports 80 and 443.
  if [[ " ${need[*]} " == *" caddy "* ]] && command -v systemctl >/dev/null 2>&1; then
    systemctl disable --now caddy >/dev/null 2>&1 || true
  fi
fi
