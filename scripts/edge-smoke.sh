#!/usr/bin/env bash
# Smoke test of the Cloudflare Workers build (decision 007): builds dist-edge/ and serves it with `wrangler dev` in
# local workerd, then tests/edge checks that it renders, reads the CMS and stores a contact message through it.
#
#   STRAPI_URL=http://127.0.0.1:1337 CMS_WRITE_TOKEN=… bash scripts/edge-smoke.sh
#
# Needs a running seeded CMS (scripts/test.sh runs this against its test CMS). The worker's variables are written to a
# temporary file that wrangler reads (--env-file, which also keeps it from reading .dev.vars, .env or its own
# environment) and that is deleted on exit: they are never written into the working tree. EDGE_PORT (3240) picks the
# port, EDGE_SKIP_BUILD=1 reuses an existing dist-edge/.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

: "${STRAPI_URL:?STRAPI_URL must point at a running seeded CMS}"
: "${CMS_WRITE_TOKEN:?CMS_WRITE_TOKEN must be set (cms/.env has it)}"
export EDGE_PORT=${EDGE_PORT:-3240}

# The worker's port and the second worker's (the freshness test) must be free: whatever else answers there would be
# taken for the worker.
for port in "$EDGE_PORT" $((EDGE_PORT + 1)) $((EDGE_PORT + 2)); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "Port $port is busy: stop what listens there (an earlier wrangler or workerd?) or set EDGE_PORT" >&2
    exit 1
  fi
done

EDGE_DIR=$(mktemp -d)
export EDGE_DIR
trap 'rm -rf "$EDGE_DIR"' EXIT
# The workers' TMPDIR (tests/edge/wrangler.ts).
mkdir "$EDGE_DIR/tmp"

if [ "${EDGE_SKIP_BUILD:-0}" != "1" ]; then
  # The plugin copies local variables into dist-edge/ for `vite preview`; never a developer's .env (only .dev.vars,
  # which is theirs to keep and gitignored).
  if ! CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV=false WRANGLER_SEND_METRICS=false npm run -s build:edge \
    >"$EDGE_DIR/build.log" 2>&1; then
    cat "$EDGE_DIR/build.log" >&2
    exit 1
  fi
fi

# What the worker gets in process.env; in production these are `wrangler secret put` / dashboard variables.
# Single quotes: dotenv takes the value literally (a `#` or `$` in a token stays part of it).
var() {
  case "$2" in *"'"*) echo "$1 contains a single quote, which the env file cannot carry" >&2; exit 1 ;; esac
  printf "%s='%s'\n" "$1" "$2"
}
(
  umask 077
  {
    var STRAPI_URL "$STRAPI_URL"
    var CMS_WRITE_TOKEN "$CMS_WRITE_TOKEN"
    var SITE_URL "http://127.0.0.1:$EDGE_PORT"
    # Far above the binding's 5 a minute (wrangler.jsonc): a sixth post refused shows the binding counted, not memory.
    var FORM_RATE_LIMIT 100
    # The publish webhook's secret, from cms/.env unless given: the freshness test calls the webhook as the CMS would.
    var REVALIDATE_SECRET "${REVALIDATE_SECRET:-$(cms_env REVALIDATE_SECRET)}"
    for name in STRAPI_MEDIA_URL STRAPI_READ_TOKEN CMS_PREVIEW_TOKEN PREVIEW_SECRET; do
      if [ -n "${!name:-}" ]; then var "$name" "${!name}"; fi
    done
  } >"$EDGE_DIR/worker.env"
)

npx playwright test -c tests/edge/playwright.config.ts

# Nothing left in the machine's temporary folder: miniflare's scratch folders went to the workers' own TMPDIR.
left=$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'miniflare-*' -newer "$EDGE_DIR/worker.env")
if [ -n "$left" ]; then
  echo "The edge test left miniflare's scratch folders behind: $left" >&2
  exit 1
fi
