#!/usr/bin/env bash
# Installs the CMS's packages and builds its admin panel, each only when its inputs changed. Runs on the system Node
# (better-sqlite3 is compiled for the Node that installs it; see docs/decisions/002).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(echo "$PATH" | tr ':' '\n' | grep -v node_modules/.bin | paste -sd:)"
export STRAPI_TELEMETRY_DISABLED=true

stamp() { cat "$@" 2>/dev/null | sha256sum | cut -d' ' -f1; }

want=$(stamp package.json package-lock.json)
if [ ! -f node_modules/.install-stamp ] || [ "$(cat node_modules/.install-stamp)" != "$want" ]; then
  start=$(date +%s)
  # npm ci fails on optional platform binaries missing from the lockfile; install from the lockfile instead.
  npm install --no-audit --no-fund
  echo "$want" > node_modules/.install-stamp
  echo "CMS install: $(($(date +%s) - start)) s"
fi

want=$(stamp package-lock.json $(find src config -type f | sort) tsconfig.json)
if [ ! -f dist/.build-stamp ] || [ "$(cat dist/.build-stamp)" != "$want" ]; then
  start=$(date +%s)
  bash scripts/env.sh >/dev/null
  set -a; source .env; set +a
  npx strapi build
  echo "$want" > dist/.build-stamp
  echo "CMS build: $(($(date +%s) - start)) s"
fi
