#!/usr/bin/env bash
# The CMS's contract tests against PostgreSQL: production's database path, proven in CI as SQLite is; then
# two site instances sharing the forms' rate limit in the same cluster (tests/scale, tests/scale/playwright.config.ts);
# last, two CMS instances on one database of the cluster and one pair of buckets on a local S3 service, Ceph's
# (decision 085): media, CVs, erasure and retention across them (tests/scale/object-storage.spec.ts), and the backup
# drill's archive made from the buckets and restored into empty ones.
#
#   bash scripts/cms-postgres.sh                          (scripts/test.sh runs it after the SQLite contract tests)
#   CMS_POSTGRES_PART=buckets bash scripts/cms-postgres.sh  the two CMS instances on buckets alone
#
# Debian's `postgresql` is installed when missing (as root, like Chromium). A throwaway cluster is made in a temporary
# folder on a free port, owned by the `postgres` user when run as root (initdb refuses root), reachable on 127.0.0.1
# only and with trust authentication (nothing else can reach it, and it lives for this run). A CMS started on it seeds
# an empty database as it would in production, then the same contract tests run. The CMS, the cluster and the folder
# go at the end, whatever happens. Ports: TEST_PG_PORT (5544 or the next free), TEST_PG_CMS_PORT (1339; the first CMS
# on the buckets takes it over), TEST_PG_CMS_SECOND_PORT (1341: the second), TEST_S3_PORT (4569: the S3 gateway; its
# cluster's monitor on the next port), SCALE_PORT (3250 and the six after it: the site instances).
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
cms_b_pid=""
s3_started=""
cleanup() {
  stop_pid "$cms_pid"
  stop_pid "$cms_b_pid"
  if [ -n "$s3_started" ]; then bash scripts/ceph-s3.sh stop "$WORK/s3"; fi
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

# CMS_POSTGRES_PART=buckets runs the last part alone (the two CMS instances on buckets, and the drill on them).
if [ "${CMS_POSTGRES_PART:-all}" != buckets ]; then
log "CMS on PostgreSQL: starting and seeding on port $CMS_PORT"
SITE_REVALIDATE_URL="http://127.0.0.1:${E2E_PORT:-3210}/api/revalidate" \
  bash scripts/test-cms.sh "$WORK" "$CMS_PORT" "postgres://strapi@127.0.0.1:$PG_PORT/strapi" >"$WORK/cms.log" 2>&1 &
cms_pid=$!
# Up to 10 minutes: npm test starts it beside other checks, which stretch a first seed on PostgreSQL.
if ! CMS_URL="http://127.0.0.1:$CMS_PORT" WAIT_SECONDS=600 on_project_node bash cms/scripts/wait.sh; then
  tail -n 80 "$WORK/cms.log" >&2
  exit 1
fi

log "CMS contract tests on PostgreSQL"
CMS_URL="http://127.0.0.1:$CMS_PORT" PUBLIC_URL="http://127.0.0.1:$CMS_PORT" SMTP_PORT=${TEST_SMTP_PORT:-2525} SITE_URL="http://127.0.0.1:${E2E_PORT:-3210}" \
  SITE_REVALIDATE_URL="http://127.0.0.1:${E2E_PORT:-3210}/api/revalidate" CMS_TESTS_STRICT=1 CMS_LOG_FILE="$WORK/cms.log" \
  CMS_DATABASE_CLIENT=postgres CMS_DATABASE_URL="postgres://strapi@127.0.0.1:$PG_PORT/strapi" \
  CMS_PRIVATE_UPLOADS_DIR="$WORK/private" on_project_node npm --prefix cms test

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
  npx playwright test -c tests/scale/playwright.config.ts shared-rate-limit outbox
rows=$(as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U strapi -d site_limits -tAc \
  "select count(*) from site_form_rate_limits where key like 'form_contact:%'")
if [ "${rows:-0}" -lt 1 ]; then echo "The shared limit left no count in PostgreSQL" >&2; exit 1; fi
echo "PostgreSQL holds the shared count of $rows clients"
fi

# Decision 085: two CMS instances on one database and one pair of buckets (media public-read, CVs private) on Debian's
# Ceph object gateway (scripts/ceph-s3.sh). Each instance has folders of its own, so nothing passes between them but
# the database and the buckets.
log "Two CMS instances on one database and one pair of buckets (Ceph's S3 gateway)"
stage_started=$(date +%s)
stop_pid "$cms_pid"
cms_pid=""
CMS_B_PORT=${TEST_PG_CMS_SECOND_PORT:-1341}
S3_PORT=${TEST_S3_PORT:-4569}
for port in "$CMS_PORT" "$CMS_B_PORT" "$S3_PORT" $((S3_PORT + 1)); do
  port_free "$port" || { echo "Port $port is busy: set TEST_PG_CMS_PORT, TEST_PG_CMS_SECOND_PORT or TEST_S3_PORT" >&2; exit 1; }
done
# Made for this run: the CMS refuses a placeholder for the secret in production (src/lib/secrets.ts), as it runs here.
export UPLOAD_PROVIDER=s3 PRIVATE_FILES_STORE=s3 S3_BUCKET=origin-media S3_PRIVATE_BUCKET=origin-private \
  S3_REGION=us-east-1 S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_FORCE_PATH_STYLE=true \
  S3_PUBLIC_URL="http://127.0.0.1:$S3_PORT/origin-media" S3_ACCESS_KEY_ID="test-$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  S3_SECRET_ACCESS_KEY="$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"
bash scripts/ceph-s3.sh start "$WORK/s3" "$S3_PORT" "$S3_BUCKET" "$S3_PRIVATE_BUCKET"
s3_started=1
buckets() { on_project_node node cms/tests/s3-buckets.mjs "$@"; }
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U strapi strapi_s3
S3_DATABASE_URL="postgres://strapi@127.0.0.1:$PG_PORT/strapi_s3"
# A: seeds the empty database, every picture into the media bucket. B: starts on what A made (one seed, not two).
start_bucket_cms() { # DIR PORT
  SITE_REVALIDATE_URL="http://127.0.0.1:${E2E_PORT:-3210}/api/revalidate" \
    bash scripts/test-cms.sh "$1" "$2" "$S3_DATABASE_URL" >>"$1.log" 2>&1 &
}
wait_cms() { # PORT LOG
  if ! CMS_URL="http://127.0.0.1:$1" WAIT_SECONDS=600 on_project_node bash cms/scripts/wait.sh; then
    tail -n 80 "$2" >&2
    exit 1
  fi
}
start_bucket_cms "$WORK/cms-a" "$CMS_PORT"
cms_pid=$!
wait_cms "$CMS_PORT" "$WORK/cms-a.log"
start_bucket_cms "$WORK/cms-b" "$CMS_B_PORT"
cms_b_pid=$!
wait_cms "$CMS_B_PORT" "$WORK/cms-b.log"
uploads=$(find "$WORK/cms-a/public/uploads" "$WORK/cms-b/public/uploads" -type f | wc -l)
[ "$uploads" -eq 0 ] || { echo "The seed wrote $uploads media files to an instance's disk, not to the bucket" >&2; exit 1; }
echo "Seeded with every picture in the bucket: $(buckets list "$S3_BUCKET" | tr ',' '\n' | grep -c .) objects"

[ -f .output/server/index.mjs ] || npm run -s build
S3_CMS_A_URL="http://127.0.0.1:$CMS_PORT" S3_CMS_B_URL="http://127.0.0.1:$CMS_B_PORT" S3_CMS_A_DIR="$WORK/cms-a" \
  S3_CMS_B_DIR="$WORK/cms-b" S3_CMS_DATABASE_URL="$S3_DATABASE_URL" \
  npx playwright test -c tests/scale/playwright.config.ts object-storage

# The backup drill's steps (scripts/check/backup-drill.sh) on the buckets: an edit, a message and an application with a
# CV and a letter through A; a backup while it runs, which copies both buckets into the archive; both instances stopped,
# the database dropped and both buckets emptied; the restore puts the objects back; A started on what came back serves
# every file byte for byte and the CV through its signed link.
log "Backup drill on the buckets: backed up, the database and both buckets emptied, restored"
bucket_env=(DATABASE_CLIENT=postgres DATABASE_URL="$S3_DATABASE_URL" PG_BIN="$PG_BIN" PORT="$CMS_PORT"
  PUBLIC_DIR="$WORK/cms-a/public" PRIVATE_UPLOADS_DIR="$WORK/cms-a/private" BACKUP_DIR="$WORK/backups")
on_project_node env CMS_URL="http://127.0.0.1:$CMS_PORT" node scripts/check/backup-drill.mjs before "$WORK/drill.json"
env "${bucket_env[@]}" npm run -s backup
archive=$(find "$WORK/backups" -maxdepth 1 -name 'origin-cms-*.tar.gz')
private_objects=$(tar -tzf "$archive" | grep -cE '^private/.*[^/]$' || true)
media_objects=$(tar -tzf "$archive" | grep -cE '^uploads/.*[^/]$' || true)
[ "$private_objects" -ge 2 ] && [ "$media_objects" -ge 1 ] || { echo "The archive lacks the buckets' objects" >&2; exit 1; }
stop_pid "$cms_pid"
stop_pid "$cms_b_pid"
cms_pid=""
cms_b_pid=""
buckets empty "$S3_BUCKET" "$S3_PRIVATE_BUCKET"
as_pg "$PG_BIN/dropdb" -h 127.0.0.1 -p "$PG_PORT" -U strapi strapi_s3
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U strapi strapi_s3
env "${bucket_env[@]}" npm run -s restore -- "$archive"
start_bucket_cms "$WORK/cms-a" "$CMS_PORT"
cms_pid=$!
wait_cms "$CMS_PORT" "$WORK/cms-a.log"
on_project_node env CMS_URL="http://127.0.0.1:$CMS_PORT" node scripts/check/backup-drill.mjs after "$WORK/drill.json"
echo "Two CMS instances on buckets, and the drill on them, passed in $(($(date +%s) - stage_started)) s"
