#!/usr/bin/env bash
# Runs every test of the project, from a fresh clone on a fresh machine; each `stage` below says what it runs, and
# docs/testing.md what each needs and how to run one alone. In short: installs, lint, types and unit tests, with the
# CMS's install and build and a real seeded Strapi (fresh SQLite) beside them; the site's production build and the
# end-to-end tests in Debian's Chromium; the short bench, alone; then side by side: outside checks (Nu HTML checker,
# sitemap schema, Observatory), the Workers build in local workerd, the secrets search and Prometheus scraping both
# apps (with the alert rules' unit tests); shutdown, the backup drill and a walk of recipe A; the CMS's contract tests
# on SQLite and PostgreSQL (with two site instances); last, the site with its CMS really stopped. The stage times are
# printed at the end, passed or failed.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
started=$(date +%s)
RUN_DIR=$(mktemp -d)

# Each stage's start, as "epoch<TAB>lane<TAB>name" lines (a lane's end has no name): the report at the end of every run,
# passed or failed, says where a slow run spent its minutes. Stages in a lane other than "main" ran beside the others.
TIMES="$RUN_DIR/stage-times"
: >"$TIMES"
LANE=main
stage() {
  printf '%s\t%s\t%s\n' "$(date +%s)" "$LANE" "$1" >>"$TIMES"
  log "$1"
}
stage_report() {
  [ -s "$TIMES" ] || return 0
  printf '\nStage times (s; "‖" ran beside the stages around it):\n' >&2
  awk -F'\t' -v now="$(date +%s)" '
    { t[NR] = $1; lane[NR] = $2; name[NR] = $3 }
    END {
      for (i = 1; i <= NR; i++) {
        if (name[i] == "") continue
        end = now
        for (j = i + 1; j <= NR; j++) if (lane[j] == lane[i]) { end = t[j]; break }
        printf "%6d  %s%s\n", end - t[i], lane[i] == "main" ? "" : "‖ ", name[i]
      }
    }' "$TIMES" >&2
  printf '%6s  in all\n' "$(($(date +%s) - started))" >&2
}

# Lanes: stages that run beside the main line where the two cores allow (one waits on the network or one core while
# the other works). A lane runs in its own process group, its output kept in a file and printed whole when it is
# joined; a run that ends early stops every lane still going (its scripts clean up on SIGTERM).
declare -A lane_pids=()
lane() {
  local name=$1
  shift
  set -m
  (
    LANE=$name
    trap 'printf "%s\t%s\t\n" "$(date +%s)" "$LANE" >>"$TIMES"' EXIT
    "$@"
  ) >"$RUN_DIR/lane-$name.log" 2>&1 &
  lane_pids[$name]=$!
  set +m
}
join_lane() {
  local name=$1 status=0
  # A lane that had nothing to do was never started.
  [ -n "${lane_pids[$name]:-}" ] || return 0
  wait "${lane_pids[$name]}" || status=$?
  unset "lane_pids[$name]"
  log "Beside the above: $name (its output)"
  cat "$RUN_DIR/lane-$name.log"
  if [ "$status" -ne 0 ]; then
    echo "The $name lane failed (exit $status)" >&2
    exit "$status"
  fi
}
stop_lanes() {
  local name pid
  for name in "${!lane_pids[@]}"; do kill -TERM -- "-${lane_pids[$name]}" 2>/dev/null || true; done
  for name in "${!lane_pids[@]}"; do
    pid=${lane_pids[$name]}
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
}

# The throwaway CMS for the tests, started below (in the CMS lane: not this shell's child, so its end is waited for by
# its pid, at most 30 s before it is killed).
cms_pid=""
stop_test_cms() {
  kill "$cms_pid" 2>/dev/null || true
  timeout 30 tail --pid="$cms_pid" -f /dev/null || kill -KILL "$cms_pid" 2>/dev/null || true
  cms_pid=""
}
cleanup() {
  stop_lanes
  # (Started but not yet joined, it is in the CMS lane's process group, which stop_lanes has stopped.)
  if [ -n "$cms_pid" ]; then stop_test_cms; fi
  stage_report
  rm -rf "$RUN_DIR"
}
trap cleanup EXIT

# Debian's packages the later stages need, installed when missing (as root) in a lane beside the installs and lint:
# Chromium (browser tests never download a browser), Firefox ESR, WebKitGTK's WebDriver (its MiniBrowser comes with
# libwebkit2gtk-4.1-0), an X server without a screen for it, and the GStreamer plugins its videos need (VP8/VP9 and
# WebM from -good, H.264 from -libav) for the three-engine suite, a Java runtime for the W3C Nu HTML checker,
# PostgreSQL for the contract tests on it, systemd's tools for the units' check (systemd-analyze), Prometheus (and its
# promtool) for the metrics' check, and Ceph's object gateway for the buckets' (scripts/ceph-s3.sh; without the
# packages it only recommends). Joined before the end-to-end tests.
missing_packages=()
[ -x /usr/bin/chromium ] || missing_packages+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing_packages+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing_packages+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing_packages+=(xvfb)
for plugin in gstreamer1.0-plugins-good gstreamer1.0-libav; do
  dpkg-query -W -f='${Status}' "$plugin" 2>/dev/null | grep -q 'install ok installed' || missing_packages+=("$plugin")
done
command -v java >/dev/null || missing_packages+=(default-jre-headless)
[ -n "$(pg_bin)" ] || missing_packages+=(postgresql)
command -v systemd-analyze >/dev/null || missing_packages+=(systemd)
command -v prometheus >/dev/null && command -v promtool >/dev/null || missing_packages+=(prometheus)
missing_ceph=()
command -v radosgw >/dev/null && command -v ceph-osd >/dev/null || missing_ceph+=(radosgw ceph-mon ceph-osd)
if [ $((${#missing_packages[@]} + ${#missing_ceph[@]})) -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing: ${missing_packages[*]} ${missing_ceph[*]}. Run 'sudo apt-get install ${missing_packages[*]}" \
      "${missing_ceph[*]}' and try again." >&2
    exit 1
  fi
  system_packages() {
    stage "Installing Debian's ${missing_packages[*]} ${missing_ceph[*]}"
    apt-get update -qq
    if [ ${#missing_packages[@]} -gt 0 ]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_packages[@]}" >/dev/null
    fi
    if [ ${#missing_ceph[@]} -gt 0 ]; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing_ceph[@]}" >/dev/null
    fi
  }
  lane system system_packages
fi

# Generated files are committed; each step that writes them must leave them as committed, or the commit is stale.
generated_files=(app/i18n/i18n-types.ts app/i18n/i18n-util.ts app/i18n/i18n-util.sync.ts app/i18n/i18n-util.async.ts routeTree.gen.ts)
check_generated() {
  if ! git diff --exit-code --stat -- "${generated_files[@]}"; then
    echo "Generated code differs from what is committed ($1): run it and commit the result." >&2
    exit 1
  fi
}
# npm runs only approved install scripts (and will soon refuse the rest): a new dependency with an unreviewed script
# fails here, so it is reviewed and listed instead of silently not running (or running unasked).
install_scripts_reviewed() {
  local pending
  pending=$(cd "$1" && npm install-scripts ls 2>&1 | grep -v '^npm warn')
  if ! grep -q '^No packages with unreviewed install scripts' <<<"$pending"; then
    echo "Unreviewed install scripts in $1/package.json:" >&2
    echo "$pending" >&2
    exit 1
  fi
}

# A throwaway CMS for the tests: its own port and database, so a running dev CMS is neither needed nor touched. Its pid
# is kept in a file, since the lane below starts it.
TEST_CMS_PORT=${TEST_CMS_PORT:-1338}
# Its Prometheus metrics, on 127.0.0.1 only (scraped by the metrics' check, scripts/check/prometheus.mjs).
export TEST_CMS_METRICS_PORT=${TEST_CMS_METRICS_PORT:-9338}
TEST_DIR="$RUN_DIR/test-cms"
mkdir -p "$TEST_DIR"
cms_pid_file="$RUN_DIR/test-cms.pid"

# The CMS's install and admin build (taken from this machine's build cache when another clone made it: decision 046),
# then the test CMS started and seeded, beside the site's lint, unit tests and build, which need nothing of the CMS but
# its source files. After the site's install: the CMS runs on the Node it brings (decision 120).
cms_setup() {
  stage "CMS: install and build"
  on_project_node bash cms/scripts/setup.sh
  stage "CMS: starting a seeded test instance on port $TEST_CMS_PORT"
  on_project_node node cms/scripts/env.mjs
  # Two site instances get its publish webhook: the e2e server and a second one the freshness test starts, each with
  # its own memory caches (decision 020: a publish reaches every instance).
  METRICS_PORT=$TEST_CMS_METRICS_PORT bash scripts/test-cms.sh "$TEST_DIR" "$TEST_CMS_PORT" >"$TEST_DIR/cms.log" 2>&1 &
  echo $! >"$cms_pid_file"
  stage "CMS: install scripts reviewed, types"
  install_scripts_reviewed cms
  npm run -s typecheck:cms
  stage "CMS: unit tests of its code (seed drawings, editor labels, the admin's Norwegian)"
  npm run -s test:unit:cms
  stage "CMS: waiting for the test instance's seed"
  if ! CMS_URL="http://127.0.0.1:$TEST_CMS_PORT" on_project_node bash cms/scripts/wait.sh; then
    tail -n 80 "$TEST_DIR/cms.log" >&2
    exit 1
  fi
}
stage "Site: install (and with it the project's Node, which the CMS lane runs on)"
install_site
echo "The site and the CMS run on the project's Node $(on_project_node node -v) (decision 120)"
lane cms cms_setup

stage "Install scripts: every dependency that brings one is approved or denied in allowScripts (package.json)"
install_scripts_reviewed .
stage "Generated code is up to date (i18n types, route tree)"
npm run -s i18n >/dev/null
check_generated "npm run i18n"
stage "Lint and types"
npm run -s lint
npm run -s typecheck:site
stage "Unit tests"
npm run -s test:unit
stage "Site: production build"
npm run -s build
check_generated "the build writes the route tree"
stage "Waiting for the CMS lane (install, build, test instance seeded)"
join_lane cms
cms_pid=$(cat "$cms_pid_file")
export CMS_WRITE_TOKEN
CMS_WRITE_TOKEN=$(cms_env CMS_WRITE_TOKEN)

[ -z "${lane_pids[system]:-}" ] || stage "Waiting for Debian's packages"
join_lane system

stage "systemd units (ops/systemd): systemd-analyze verify, security exposure, the services' users"
bash scripts/check/systemd-units.sh

stage "End-to-end tests (Chromium, production build, seeded CMS)"
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" npm run -s test:e2e

# The main flows in Firefox ESR and WebKitGTK too, and in Chromium through the same driver (decision 093), against a
# production server of its own and the same CMS: a smoke of the flows, not the e2e suite again.
stage "The main flows in Chromium, Firefox ESR and WebKitGTK (390 and 1440 px)"
engines_started=$(date +%s)
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" npm run -s test:engines
echo "Three-engine suite: $(($(date +%s) - engines_started)) s"

# Alone: its figures are times, which anything running beside it would stretch.
stage "Bench, short form: figures printed and bars enforced (looser where they depend on the machine's speed)"
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" npm run -s bench -- --short

# Then three lines side by side, each bound by one core most of the time (a Strapi starting, a Java checker): the
# drills' and the PostgreSQL stage's throwaway CMSs on ports of their own, the checks of the build on the main line.
# The two contract-test runs share the SMTP sink's port, so they run one after the other. (Five lines, each of those
# stages alone, took longer on two cores: 207 s against 179; three others, 195.)
drills() {
  stage "npm run up stops both servers on SIGTERM"
  bash scripts/check/up-stops.sh

  stage "Backup and restore drill: a throwaway CMS backed up while it runs, wiped, restored; the site serves what came back"
  # (The same on PostgreSQL, pg_dump and pg_restore, a minute more: BACKUP_DRILL_DATABASE=postgres and the same script.)
  bash scripts/check/backup-drill.sh

  stage "Recipe A walked: a press page in both languages on a throwaway worktree, touching only the files it names"
  STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" node scripts/check/recipe-a.mjs
}
lane drills drills
contract_tests() {
  stage "CMS contract tests"
  # The tests read the instance's settings as scripts/test-cms.sh gave them.
  site_hooks="http://127.0.0.1:${E2E_PORT:-3210}/api/revalidate,http://127.0.0.1:${E2E_SECOND_PORT:-3216}/api/revalidate"
  CMS_URL="http://127.0.0.1:$TEST_CMS_PORT" PUBLIC_URL="http://127.0.0.1:$TEST_CMS_PORT" SMTP_PORT=${TEST_SMTP_PORT:-2525} \
    SITE_URL="http://127.0.0.1:${E2E_PORT:-3210}" SITE_REVALIDATE_URL="$site_hooks" CMS_TESTS_STRICT=1 CMS_LOG_FILE="$TEST_DIR/cms.log" \
    CMS_METRICS_PORT="$TEST_CMS_METRICS_PORT" CMS_DATABASE_FILENAME="$TEST_DIR/data.db" CMS_PRIVATE_UPLOADS_DIR="$TEST_DIR/private" on_project_node npm --prefix cms test

  # The same contract tests on PostgreSQL, production's database (a throwaway cluster, removed whatever happens), two
  # site instances sharing the forms' rate limit in it, and two CMS instances sharing one pair of buckets (decision 085).
  stage "CMS contract tests on PostgreSQL, two site instances sharing its rate limit, two CMS instances on buckets"
  bash scripts/cms-postgres.sh
}
lane contract contract_tests

stage "Outside checks: W3C Nu HTML checker on every page, sitemap against its schema, JSON-LD"
CHECK_PORT=${CHECK_PORT:-3211}
PORT=$CHECK_PORT HOST=127.0.0.1 NODE_ENV=production SITE_URL="http://127.0.0.1:$CHECK_PORT" STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" \
  node .output/server/index.mjs >"$TEST_DIR/check-site.log" 2>&1 &
check_pid=$!
for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$CHECK_PORT/healthz" && break; sleep 0.2; done
check_status=0
npm run -s check:seo "http://127.0.0.1:$CHECK_PORT" || check_status=$?
kill "$check_pid" 2>/dev/null || true
wait "$check_pid" 2>/dev/null || true
[ "$check_status" -eq 0 ] || exit "$check_status"

stage "Mozilla HTTP Observatory scan of the production configuration (must be A+)"
# Installed apart, without its install scripts: they download Chromium's HSTS preload list and a CA bundle, which
# cannot be fetched here, and a scan of a local site needs neither (an empty preload list: localhost is not on it).
OBSERVATORY_DIR="$TEST_DIR/observatory"
npm install --prefix "$OBSERVATORY_DIR" --ignore-scripts --no-audit --no-fund --prefer-offline @mdn/mdn-http-observatory@1.4.8 >/dev/null
echo '{}' >"$OBSERVATORY_DIR/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json"
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" node scripts/check/observatory.mjs "$OBSERVATORY_DIR"

# ---- Second deploy target (decision 007): the Cloudflare Workers build, in local workerd, against the same CMS. ----
# A smoke test only (renders, reads, stores a message); the suite above covers behaviour on the Node build.
stage "Edge: Cloudflare Workers build served by local workerd (smoke test)"
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" npm run -s test:edge
# ----

stage "No server secret in the built files (Node and Workers) or in any rendered answer"
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" npm run -s check:secrets

stage "Metrics: Prometheus scrapes the site and the CMS; promtool checks the alert rules and their unit tests"
STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" node scripts/check/prometheus.mjs

stage "Waiting for the drills and the contract tests"
join_lane drills
join_lane contract

stage "CMS really stopped: the site keeps serving and the forms fail kindly"
stop_test_cms
if curl -fsS -o /dev/null "http://127.0.0.1:$TEST_CMS_PORT/_health" 2>/dev/null; then echo "The test CMS is still answering" >&2; exit 1; fi
E2E_CMS_STOPPED=1 STRAPI_URL="http://127.0.0.1:$TEST_CMS_PORT" npm run -s test:e2e

log "All tests passed in $(($(date +%s) - started)) s"
