#!/usr/bin/env bash
# `npm run up` stops both of its servers on SIGTERM, as it does on Ctrl-C (the site used to keep serving
# after the script was gone). Runs it as an operator or a process manager does, through npm, on spare ports with a
# throwaway CMS database, waits until the site is ready, sends SIGTERM to npm alone, and requires both ports to be free
# soon after and npm to end. (npm passes the signal to its script's shell, which used to die alone and leave
# scripts/up.sh and both servers running: the script is `exec`ed now.)
# The CMS starts empty (SEED=false), as an operator may start it: that start must make the site ready too (it once
# waited for a published blog post that never came), and the seed, which this check is not about, is the test CMS's.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"

CMS_PORT=${UP_CHECK_CMS_PORT:-1347}
SITE_PORT=${UP_CHECK_SITE_PORT:-3047}
DIR=$(mktemp -d)
log_file="$DIR/up.log"
# Whatever is left on the two ports when the check fails (that is the failure) is stopped, so the run goes on clean.
stray() {
  local pid
  for pid in $(pgrep -f 'node' || true); do
    tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qE "^PORT=($CMS_PORT|$SITE_PORT)$" && kill -KILL "$pid" 2>/dev/null
  done
  return 0
}
cleanup() {
  # `|| true`: under `set -e` a failed kill (npm already gone) would end the handler before the strays are stopped.
  [ -n "${up_pid:-}" ] && kill -KILL "$up_pid" 2>/dev/null || true
  stray
  rm -rf "$DIR"
}
trap cleanup EXIT
# A stop by signal (npm test stops the checks still running beside a failed one) cleans up too.
trap 'exit 143' INT TERM

free() { ! curl -s -o /dev/null "http://127.0.0.1:$1/" 2>/dev/null; }
free "$CMS_PORT" && free "$SITE_PORT" || { echo "ports $CMS_PORT/$SITE_PORT are taken" >&2; exit 1; }

SEED=false CMS_PORT=$CMS_PORT PORT=$SITE_PORT DATABASE_FILENAME="$DIR/data.db" PRIVATE_UPLOADS_DIR="$DIR/private" \
  PUBLIC_DIR="$DIR/public" npm run -s up >"$log_file" 2>&1 &
up_pid=$!
# Ready, or npm gone (a start that failed is reported at once, not after the whole wait).
ready=""
for _ in $(seq 1 600); do
  code=$(curl -s --max-time 2 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$SITE_PORT/readyz" 2>/dev/null || true)
  if [ "$code" = 200 ]; then
    ready=1
    break
  fi
  kill -0 "$up_pid" 2>/dev/null || break
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "npm run up did not get the site ready ($(kill -0 "$up_pid" 2>/dev/null && echo 'still starting after 300 s' || echo 'it ended'))" >&2
  tail -n 40 "$log_file" >&2
  exit 1
fi
kill -TERM "$up_pid"
status=0
for _ in $(seq 1 40); do
  if ! kill -0 "$up_pid" 2>/dev/null && free "$CMS_PORT" && free "$SITE_PORT"; then
    wait "$up_pid" || status=$?
    up_pid=""
    echo "npm run up stopped the CMS and the site on SIGTERM to npm (exit $status)"
    exit 0
  fi
  sleep 0.5
done
echo "20 s after SIGTERM to npm: npm alive=$(kill -0 "$up_pid" 2>/dev/null && echo yes || echo no)," \
  "CMS port free=$(free "$CMS_PORT" && echo yes || echo no), site port free=$(free "$SITE_PORT" && echo yes || echo no)" >&2
tail -n 20 "$log_file" >&2
exit 1
