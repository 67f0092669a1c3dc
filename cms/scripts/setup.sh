#!/usr/bin/env bash
# Installs the CMS's packages and builds its admin panel, each only when its inputs changed (hash stamps), on the
# system Node. Prints how long each step took.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node.sh

stamp() { cat "$@" 2>/dev/null | sha256sum | cut -d' ' -f1; }
node_version=$("$CMS_NODE" -v)

want=$(echo "$node_version $(stamp package.json package-lock.json)")
if [ ! -f node_modules/.install-stamp ] || [ "$(cat node_modules/.install-stamp)" != "$want" ]; then
  start=$(date +%s)
  echo "CMS: npm install on Node $node_version (better-sqlite3 compiles from source: about 2 min)"
  # Not `npm ci`: it refuses a lockfile that omits other platforms' optional binaries. `npm install` follows it.
  npm install --no-audit --no-fund --loglevel=error
  echo "$want" > node_modules/.install-stamp
  echo "CMS install: $(($(date +%s) - start)) s"
else
  echo "CMS install: up to date"
fi

# The admin panel depends on the packages, src/admin and config; the server code only on src, config and tsconfig.
# A change to the server code alone is compiled with tsc in seconds instead of rebuilding the admin panel.
admin_want=$(echo "$node_version $(stamp package-lock.json $(find src/admin config -type f | sort))")
server_want=$(echo "$node_version $(stamp package-lock.json tsconfig.json $(find src config -type f | sort))")
if [ ! -d dist/build ] || [ ! -f dist/.admin-stamp ] || [ "$(cat dist/.admin-stamp)" != "$admin_want" ]; then
  start=$(date +%s)
  "$CMS_NODE" scripts/env.mjs >/dev/null
  source scripts/dotenv.sh
  echo "CMS: strapi build (TypeScript and the admin panel: about 1 min, 2 GB)"
  "$CMS_NODE" node_modules/@strapi/strapi/bin/strapi.js build
  echo "$admin_want" > dist/.admin-stamp
  echo "$server_want" > dist/.server-stamp
  echo "CMS build: $(($(date +%s) - start)) s"
elif [ ! -f dist/.server-stamp ] || [ "$(cat dist/.server-stamp)" != "$server_want" ]; then
  start=$(date +%s)
  echo "CMS: compiling the server code (the admin panel is up to date)"
  "$CMS_NODE" node_modules/typescript/bin/tsc -p tsconfig.json
  echo "$server_want" > dist/.server-stamp
  echo "CMS compile: $(($(date +%s) - start)) s"
else
  echo "CMS build: up to date"
fi
