#!/usr/bin/env bash
# Backup and restore drill (decision 028), run by npm test: a throwaway CMS on spare ports with its own
# database and folders is seeded, edited (a published change), sent a contact message and a job application with a CV
# and a letter; `npm run backup` archives it while it runs; it is stopped, its database and folders are wiped, and
# `npm run restore` puts them back; started again, it must have the edit, the message, the application with both files
# byte for byte and every public upload, and the site's production build started against it must serve the edit.
# On the way, restore must refuse a running CMS, a CMS that is not empty, an archive with one changed byte and a
# truncated one, each time writing nothing.
#
#   bash scripts/check/backup-drill.sh                                   SQLite (the default database)
#   BACKUP_DRILL_DATABASE=postgres bash scripts/check/backup-drill.sh    PostgreSQL: a throwaway cluster, pg_dump
#
# Ports: BACKUP_DRILL_CMS_PORT (1342), BACKUP_DRILL_SITE_PORT (3232), TEST_PG_PORT (5560 or the next free one).
# BACKUP_DRILL_WAIT: seconds a CMS start may take (600; the first one seeds: about 30 s on a quiet 2-core machine).
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
started=$(date +%s)

DATABASE=${BACKUP_DRILL_DATABASE:-sqlite}
CMS_PORT=${BACKUP_DRILL_CMS_PORT:-1342}
SITE_PORT=${BACKUP_DRILL_SITE_PORT:-3232}
CMS_URL="http://127.0.0.1:$CMS_PORT"
SITE_URL="http://127.0.0.1:$SITE_PORT"
DIR=$(mktemp -d)
chmod 755 "$DIR"
cms_pid=""
site_pid=""
pg_cleanup() { :; }
cleanup() {
  stop_pid "$cms_pid"
  stop_pid "$site_pid"
  pg_cleanup
  rm -rf "$DIR"
}
trap cleanup EXIT
# A stop by signal (npm test stops the checks still running beside a failed one) cleans up too.
trap 'exit 143' INT TERM

answers() { curl -s -o /dev/null "http://127.0.0.1:$1/" 2>/dev/null; }
if answers "$CMS_PORT" || answers "$SITE_PORT"; then
  echo "Port $CMS_PORT or $SITE_PORT is taken: set BACKUP_DRILL_CMS_PORT and BACKUP_DRILL_SITE_PORT" >&2
  exit 1
fi

# The throwaway CMS's configuration, which start.sh, npm run backup and npm run restore all read (over cms/.env).
CMS_ENV=(PORT="$CMS_PORT" PUBLIC_DIR="$DIR/cms/public" PRIVATE_UPLOADS_DIR="$DIR/cms/private"
  BACKUP_DIR="$DIR/backups" SMTP_HOST= SITE_URL="$SITE_URL" PUBLIC_URL="$CMS_URL"
  SITE_REVALIDATE_URL="$SITE_URL/api/revalidate")

if [ "$DATABASE" = postgres ]; then
  PG_BIN=$(pg_bin)
  [ -n "$PG_BIN" ] || { echo "PostgreSQL is missing (scripts/cms-postgres.sh installs it)" >&2; exit 1; }
  port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
  PG_PORT=${TEST_PG_PORT:-5560}
  until port_free "$PG_PORT"; do PG_PORT=$((PG_PORT + 1)); done
  mkdir -p "$DIR/cluster"
  as_pg() { "$@"; }
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$DIR/cluster"
    as_pg() { runuser -u postgres -- "$@"; }
  fi
  pg_cleanup() { as_pg "$PG_BIN/pg_ctl" -D "$DIR/cluster/data" -m immediate stop >/dev/null 2>&1 || true; }
  log "Backup drill: a throwaway PostgreSQL cluster on port $PG_PORT"
  as_pg "$PG_BIN/initdb" -D "$DIR/cluster/data" -U strapi --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/cluster/data" -l "$DIR/cluster/postgres.log" -w start \
    -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $DIR/cluster -c fsync=off" >/dev/null
  pg() { as_pg "$PG_BIN/$1" -h 127.0.0.1 -p "$PG_PORT" -U strapi "${@:2}"; }
  pg createdb strapi
  CMS_ENV+=(DATABASE_CLIENT=postgres DATABASE_URL="postgres://strapi@127.0.0.1:$PG_PORT/strapi" PG_BIN="$PG_BIN")
  wipe_database() { pg dropdb strapi && pg createdb strapi; }
else
  CMS_ENV+=(DATABASE_CLIENT=sqlite DATABASE_FILENAME="$DIR/cms/data.db")
  wipe_database() { rm -f "$DIR/cms/data.db" "$DIR/cms/data.db-wal" "$DIR/cms/data.db-shm"; }
fi

cms() { env "${CMS_ENV[@]}" "$@"; }
start_cms() {
  (exec env "${CMS_ENV[@]}" PATH="$(project_path)" bash cms/scripts/start.sh) >>"$DIR/cms.log" 2>&1 &
  cms_pid=$!
  if ! CMS_URL="$CMS_URL" WAIT_SECONDS=${BACKUP_DRILL_WAIT:-600} on_project_node bash cms/scripts/wait.sh; then
    tail -n 60 "$DIR/cms.log" >&2
    exit 1
  fi
}
stop_cms() {
  stop_pid "$cms_pid"
  cms_pid=""
  if answers "$CMS_PORT"; then echo "The CMS still answers after it was stopped" >&2; exit 1; fi
}
# A restore that must be refused, for the reason given, having written nothing.
refused() {
  local reason=$1 out
  shift
  if out=$(cms npm run -s restore -- "$@" 2>&1); then
    echo "npm run restore -- $* succeeded; it must refuse ($reason)" >&2
    exit 1
  fi
  if ! grep -q -- "$reason" <<<"$out"; then
    echo "npm run restore -- $* failed, but not for '$reason': $out" >&2
    exit 1
  fi
  if [ -n "$(find "$DIR/backups" -name '.restore-*' 2>/dev/null)" ]; then
    echo "A refused restore left its staging folder behind" >&2
    exit 1
  fi
  echo "refused, as it must: ${out#Restore failed: }" | cut -c1-200
}
nothing_restored() {
  local files=0
  [ ! -d "$DIR/cms" ] || files=$(find "$DIR/cms" -type f | wc -l)
  if [ "$files" -ne 0 ]; then echo "A refused restore wrote $files files" >&2; exit 1; fi
  if [ "$DATABASE" = postgres ] && [ "$(pg psql -d strapi -tAc "select count(*) from pg_tables where schemaname = 'public'")" != 0 ]; then
    echo "A refused restore wrote to the database" >&2
    exit 1
  fi
}

log "Backup drill ($DATABASE): a throwaway CMS on port $CMS_PORT, seeded"
start_cms
on_project_node env CMS_URL="$CMS_URL" node scripts/check/backup-drill.mjs before "$DIR/state.json"

log "Backup drill: npm run backup while the CMS runs"
cms npm run -s backup
archive=$(find "$DIR/backups" -maxdepth 1 -name 'origin-cms-*.tar.gz')
[ "$(wc -l <<<"$archive")" -eq 1 ] || { echo "Expected one archive in $DIR/backups" >&2; exit 1; }
[ "$(stat -c %a "$archive")" = 600 ] || { echo "The archive is not 0600" >&2; exit 1; }
members=$(tar -tvzf "$archive")
if grep -vqE '^(-rw-------|drwx------) root/root ' <<<"$members"; then
  echo "The archive holds members that are not 0600 files and 0700 folders of root" >&2
  exit 1
fi
listed() { tar -tzf "$archive" | grep -cE "$1" || true; }
[ "$(listed '^manifest\.json$')" -eq 1 ] || { echo "The archive has no manifest" >&2; exit 1; }
[ "$(listed '^database/(sqlite\.db|postgres\.dump)$')" -eq 1 ] || { echo "The archive has no database" >&2; exit 1; }
uploads_before=$(find "$DIR/cms/public/uploads" -type f ! -name .gitkeep | wc -l)
private_before=$(find "$DIR/cms/private" -type f | wc -l)
[ "$(listed '^uploads/.*[^/]$')" -eq "$uploads_before" ] || { echo "The archive lacks public uploads" >&2; exit 1; }
[ "$(listed '^private/.*[^/]$')" -eq "$private_before" ] || { echo "The archive lacks private files" >&2; exit 1; }
echo "The archive: 0600, a database, $uploads_before public uploads, $private_before private files, a manifest"
# The webhooks' headers hold the site's secret: a backup, copied further and kept longer than cms/.env, has none.
webhook_secret=$(cms_env REVALIDATE_SECRET)
[ -n "$webhook_secret" ] || { echo "cms/.env has no REVALIDATE_SECRET: the drill's CMS made no webhook to look for" >&2; exit 1; }
mkdir "$DIR/database-check"
tar -xzf "$archive" -C "$DIR/database-check" database
if grep -rqaF "$webhook_secret" "$DIR/database-check"; then
  echo "The archive's database holds the webhook secret (REVALIDATE_SECRET)" >&2
  exit 1
fi
rm -rf "$DIR/database-check"
refused 'stop it first' "$archive"

log "Backup drill: the CMS stopped, then wiped"
stop_cms
refused 'not empty' "$archive"
wipe_database
rm -rf "$DIR/cms"
# Damaged archives: one byte of a CV changed (a valid tar.gz otherwise), and the archive cut in half.
mkdir "$DIR/unpacked"
tar -xzf "$archive" -C "$DIR/unpacked"
cv=$(tar -tzf "$archive" | grep -E '^private/.*[^/]$' | head -n1)
printf 'X' | dd of="$DIR/unpacked/$cv" bs=1 seek=20 conv=notrunc status=none
tar --format=ustar -czf "$DIR/changed.tar.gz" -C "$DIR/unpacked" manifest.json database uploads private
rm -rf "$DIR/unpacked"
refused 'SHA-256' "$DIR/changed.tar.gz"
nothing_restored
head -c "$(($(stat -c %s "$archive") / 2))" "$archive" >"$DIR/truncated.tar.gz"
refused 'damaged' "$DIR/truncated.tar.gz"
nothing_restored

log "Backup drill: npm run restore onto the empty CMS"
cms npm run -s restore -- "$archive"
if [ "$DATABASE" = sqlite ]; then
  [ "$(stat -c %a "$DIR/cms/data.db")" = 600 ] || { echo "The restored database is not 0600" >&2; exit 1; }
fi
[ "$(stat -c %a "$DIR/cms/private")" = 700 ] || { echo "The restored private folder is not 0700" >&2; exit 1; }
if [ -n "$(find "$DIR/cms/private" -type f ! -perm 600)" ]; then echo "Restored private files are not 0600" >&2; exit 1; fi
# And once more over itself with --force: what is there is replaced, the same way.
cms npm run -s restore -- --force "$archive" >/dev/null

log "Backup drill: the CMS started on what was restored"
start_cms
on_project_node env CMS_URL="$CMS_URL" node scripts/check/backup-drill.mjs after "$DIR/state.json"

log "Backup drill: the site's production build serves the restored content"
[ -f .output/server/index.mjs ] || npm run -s build
PORT=$SITE_PORT HOST=127.0.0.1 NODE_ENV=production SITE_URL="$SITE_URL" STRAPI_URL="$CMS_URL" \
  "$ROOT/node_modules/.bin/node" .output/server/index.mjs >"$DIR/site.log" 2>&1 &
site_pid=$!
if ! wait_for_url "$SITE_URL/healthz" 60; then
  tail -n 40 "$DIR/site.log" >&2
  exit 1
fi
node scripts/check/backup-drill.mjs site "$DIR/state.json" "$SITE_URL"

echo "Backup drill ($DATABASE) passed in $(($(date +%s) - started)) s"
