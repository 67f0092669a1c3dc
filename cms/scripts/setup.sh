#!/usr/bin/env bash
# Installs the CMS's packages and builds its admin panel, each only when its inputs changed (hash stamps), on the
# project's Node (scripts/node.sh). Prints how long each step took.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node.sh

stamp() { cat "$@" 2>/dev/null | sha256sum | cut -d' ' -f1; }
node_version=$("$CMS_NODE" -v)

# This machine's build cache, outside the clone: another clone or worktree on the same machine (CI's fresh clone, a
# second checkout) takes the built admin from it instead of building for a minute. Entries are named by their inputs
# (the admin's input hashes and the Node version), so a change to any input builds afresh; a new machine builds as
# before. ORIGIN_BUILD_CACHE moves it, "off" disables it. (better-sqlite3 needs no cache: since 13 its package ships
# a prebuilt binary for each platform, on Node's stable ABI, and installs without compiling or downloading.)
cache=${ORIGIN_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/origin-agency}
[ "$cache" = off ] && cache=""

want=$(echo "$node_version $(stamp package.json package-lock.json)")
if [ ! -f node_modules/.install-stamp ] || [ "$(cat node_modules/.install-stamp)" != "$want" ]; then
  start=$(date +%s)
  echo "CMS: npm install on Node $node_version"
  # Not `npm ci`: it refuses a lockfile that omits other platforms' optional binaries. `npm install` follows it.
  # --prefer-offline: the lockfile pins every version, so what npm's cache holds is not asked for again.
  npm install --no-audit --no-fund --prefer-offline --loglevel=error
  echo "$want" > node_modules/.install-stamp
  echo "CMS install: $(($(date +%s) - start)) s"
else
  echo "CMS install: up to date"
fi

# The rules the CMS shares with the site (packages/shared, decision 131), compiled to the CommonJS the CMS requires: a
# second or two, so every setup makes it.
"$CMS_NODE" node_modules/typescript/bin/tsc -p ../packages/shared

# The admin panel depends on the packages, src/admin, the editor labels it shows (src/editor-labels) and config; the
# server code only on src, config and tsconfig. A change to the server code alone is compiled with tsc in seconds
# instead of rebuilding the admin panel.
admin_want=$(echo "$node_version $(stamp package-lock.json $(find src/admin src/editor-labels config ../packages/shared/src -type f | sort))")
server_want=$(echo "$node_version $(stamp package-lock.json tsconfig.json $(find src config ../packages/shared/src -type f | sort))")
# The whole build (admin panel and compiled server code; no secret goes into it) in the build cache, by both hashes.
cached_build=${cache:+$cache/cms-build/$(echo "$admin_want $server_want" | sha256sum | cut -c1-16).tar}
if [ ! -d dist/build ] || [ ! -f dist/.admin-stamp ] || [ "$(cat dist/.admin-stamp)" != "$admin_want" ]; then
  start=$(date +%s)
  if [ -n "$cached_build" ] && [ -f "$cached_build" ]; then
    rm -rf dist && mkdir dist && tar -xf "$cached_build" -C dist
    echo "CMS build: taken from this machine's build cache ($cached_build)"
  else
    "$CMS_NODE" scripts/env.mjs >/dev/null
    source scripts/dotenv.sh
    echo "CMS: strapi build (TypeScript and the admin panel: about 1 min, 2 GB)"
    "$CMS_NODE" node_modules/@strapi/strapi/bin/strapi.js build
  fi
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

# A build this clone made (now or before) goes into the cache for the next clone, when it is not there yet.
if [ -n "$cached_build" ] && [ ! -f "$cached_build" ] && [ "$(cat dist/.server-stamp 2>/dev/null)" = "$server_want" ]; then
  mkdir -p "$(dirname "$cached_build")"
  tar -cf "$cached_build.$$" --exclude=./.admin-stamp --exclude=./.server-stamp -C dist . && mv "$cached_build.$$" "$cached_build"
  # The three newest builds are kept (about 15 MB each).
  ls -t "$(dirname "$cached_build")"/*.tar | tail -n +4 | xargs -r rm -f
fi
# What a setup stopped halfway left behind (a write is to NAME.PID, then renamed), once it is an hour old.
[ -z "$cache" ] || find "$cache" -type f -regex '.*\.tar\(\.gz\)?\.[0-9]+' -mmin +60 -delete 2>/dev/null || true
