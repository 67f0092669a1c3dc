#!/usr/bin/env bash
# The CMS's contract tests against PostgreSQL: production's database path, proven in CI as SQLite is; then
# two site instances sharing the forms' rate limit in the same cluster (tests/scale, tests/scale/playwright.config.ts).
#
#   bash scripts/cms-postgres.sh      (scripts/test.sh runs it after the SQLite contract tests)
#
# Debian's `postgresql` is installed when missing (as root, like Chromium). A throwaway cluster is made in a temporary
# folder on a free port, owned by the `postgres` user when run as root (initdb refuses root), reachable on 127.0.0.1
# only and with trust authentication (nothing else can reach it, and it lives for this run). A CMS started on it seeds
# an empty database as it would in production, then the same contract tests run. The CMS, the cluster and the folder
# go at the end, whatever happens. Ports: TEST_PG_PORT (5544 or the next free), TEST_PG_CMS_PORT (1339), SCALE_PORT
# (3250 and the six after it: the site instances).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

if [ -z "$(pg_bin)" ]; then
  log "Installing Debian's PostgreSQL for the CMS's contract tests on it"
  if [ "$(id -u)" -ne 0 ]; then echo "PostgreSQL is missing: run 'sudo apt-get install postgresql' and try again." >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN=$(pg_bin)

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PG_PORT=${TEST_PG_PORT:-5544}
until port_free "$PG_PORT"; do PG_PORT=$((PG_PORT + 1)); done
CMS_PORT=${TEST_PG_CMS_PORT:-1339}
port_free "$CMS_PORT" || { echo "Port $CMS_PORT is busy: set TEST_PG_CMS_PORT" >&2; exit 1; }

WORK=$(mktemp -d)
chmod 755 "$WORK"
mkdir -p "$WORK/cluster" "$WORK/private" "$WORK/public"
as_pg() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$WORK/cluster"
  as_pg() { runuser -u postgres -- "$@"; }
fi
cms_pid=""
cleanup() {
  if [ -n "$cms_pid" ]; then kill "$cms_pid" 2>/dev/null || true; wait "$cms_pid" 2>/dev/null || true; fi
  as_pg "$PG_BIN/pg_ctl" -D "$WORK/cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
# A stop by signal (npm test stops the checks still running beside a failed one) cleans up too.
trap 'exit 143' INT TERM

log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}'): a throwaway cluster on port $PG_PORT"
as_pg "$PG_BIN/initdb" -D "$WORK/cluster/data" -U strapi --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$WORK/cluster/data" -l "$WORK/cluster/postgres.log" -w start \
  -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $WORK/cluster -c fsync=off" >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U strapi strapi

log "CMS on PostgreSQL: starting and seeding on port $CMS_PORT"
SITE_REVALIDATE_URL="http://127.0.0.1:${E2E_PORT:-3210}/api/revalidate" \
  bash scripts/test-cms.sh "$WORK" "$CMS_PORT" "postgres://strapi@127.0.0.1:$PG_PORT/strapi" >"$WORK/cms.log" 2>&1 &
cms_pid=$!
# Up to 10 minutes: npm test starts it beside other checks, which stretch a first seed on PostgreSQL.
if ! CMS_URL="http://127.0.0.1:$CMS_PORT" WAIT_SECONDS=600 on_system_node bash cms/scripts/wait.sh; then
  tail -n 80 "$WORK/cms.log" >&2
  exit 1
fi

log "CMS contract tests on PostgreSQL"
CMS_URL="http://127.0.0.1:$CMS_PORT" PUBLIC_URL="http://127.0.0.1:$CMS_PORT" SMTP_PORT=${TEST_SMTP_PORT:-2525} SITE_URL="http://127.0.0.1:${E2E_PORT:-3210}" \
  SITE_REVALIDATE_URL="http://127.0.0.1:${E2E_PORT:-3210}/api/revalidate" CMS_TESTS_STRICT=1 CMS_LOG_FILE="$WORK/cms.log" \
  CMS_DATABASE_CLIENT=postgres CMS_DATABASE_URL="postgres://strapi@127.0.0.1:$PG_PORT/strapi" \
  CMS_PRIVATE_UPLOADS_DIR="$WORK/private" on_system_node npm --prefix cms test

# And they went where they should: the messages the tests sent are rows of PostgreSQL, not of a stray SQLite file.
stored=$(as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U strapi -d strapi -tAc 'select count(*) from contact_messages')
if [ "${stored:-0}" -lt 1 ]; then echo "No contact message in PostgreSQL after the contract tests" >&2; exit 1; fi
echo "PostgreSQL holds $stored contact messages from the tests"

# Decision 020: site instances that share the forms' rate limit through PostgreSQL (a database of its own on the same
# cluster), and the memory default beside it; the instances send their messages to the CMS on PostgreSQL.
log "Two site instances sharing the forms' rate limit and the outbox (decision 030) in PostgreSQL"
[ -f .output/server/index.mjs ] || npm run -s build
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U strapi site_limits
RATE_LIMIT_DATABASE_URL="postgres://strapi@127.0.0.1:$PG_PORT/site_limits" STRAPI_URL="http://127.0.0.1:$CMS_PORT" \
  npx playwright test -c tests/scale/playwright.config.ts
rows=$(as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U strapi -d site_limits -tAc \
  "select count(*) from site_form_rate_limits where key like 'form_contact:%'")
if [ "${rows:-0}" -lt 1 ]; then echo "The shared limit left no count in PostgreSQL" >&2; exit 1; fi
echo "PostgreSQL holds the shared count of $rows clients"
