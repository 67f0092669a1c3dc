#!/usr/bin/env bash
# The newcomer's one command: installs what is missing, builds and starts the CMS (seeded on first start) and the
# production build of the site against it. Ctrl-C or SIGTERM stops both (each finishes what it is answering first).
#   Site:  http://127.0.0.1:3000      CMS admin: http://127.0.0.1:1337/admin
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

install_site
log "CMS: install and build (the site and the CMS run on the project's Node $(on_project_node node -v))"
on_project_node bash cms/scripts/setup.sh
on_project_node node cms/scripts/env.mjs

CMS_PORT=${CMS_PORT:-1337}
SITE_PORT=${PORT:-3000}
pids=()
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}" ${waiter:-}; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
# A signal stops both and ends the script (a bare `trap stop TERM` went back to waiting, and the site, started through
# npm, did not get the signal at all and kept serving after the script was gone).
trap stop EXIT
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM

log "CMS: starting on http://127.0.0.1:$CMS_PORT (admin at /admin)"
# exec down to Strapi itself, so stopping this script stops the CMS. SITE_URL: the CMS's preview links and webhook.
( export PORT=$CMS_PORT SITE_URL="http://127.0.0.1:$SITE_PORT"; exec env PATH="$(project_path)" bash cms/scripts/start.sh ) &
pids+=($!)
# Waited for beside the CMS itself: a CMS that stops while starting (a bad .env, a port taken) is reported at once, not
# after wait.sh's three minutes.
# (`env` execs the script, so $! is wait.sh itself, which stop reaches.)
CMS_URL="http://127.0.0.1:$CMS_PORT" env PATH="$(project_path)" bash cms/scripts/wait.sh &
waiter=$!
status=0
wait -n "$waiter" "${pids[0]}" || status=$?
# Whichever ended first: the waiter still running means the CMS is gone.
if kill -0 "$waiter" 2>/dev/null; then
  echo "The CMS stopped before it answered (exit $status): see its log above" >&2
  exit 1
fi
[ "$status" -eq 0 ] || exit 1
waiter=""

log "Site: production build (when the code is newer than the last one)"
on_project_node node scripts/build-if-stale.mjs
log "Site: http://127.0.0.1:$SITE_PORT"
# exec down to the project's Node itself (decision 120; not through npm), so the signal reaches the server.
(
  export STRAPI_URL="http://127.0.0.1:$CMS_PORT" CMS_WRITE_TOKEN="$(cms_env CMS_WRITE_TOKEN)" \
    REVALIDATE_SECRET="$(cms_env REVALIDATE_SECRET)" PREVIEW_SECRET="$(cms_env PREVIEW_SECRET)" \
    CMS_PREVIEW_TOKEN="$(cms_env CMS_PREVIEW_TOKEN)" PORT=$SITE_PORT HOST=${HOST:-127.0.0.1} \
    SITE_URL="${SITE_URL:-http://127.0.0.1:$SITE_PORT}"
  exec "$PROJECT_NODE" .output/server/index.mjs
) &
pids+=($!)
wait -n "${pids[@]}"
