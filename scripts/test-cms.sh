#!/usr/bin/env bash
# A throwaway CMS for tests, in the foreground (`exec` down to Strapi, so a caller's `$!` is Strapi itself and killing
# it stops the CMS): its own database, uploads and private files in DIR, seeded on its first start, mail to the test
# SMTP sink, the publish webhook to the e2e site and its second instance. The one way every test stage starts one
# (scripts/test.sh, scripts/cms-postgres.sh, and Playwright's site server when no CMS answers: tests/e2e/serve.mjs).
#
#   bash scripts/test-cms.sh DIR PORT                 SQLite in DIR/data.db
#   bash scripts/test-cms.sh DIR PORT postgres://…    PostgreSQL at that URL
#
# Ports default as in tests/ports.ts: E2E_PORT (3210) and E2E_SECOND_PORT (3216) for the site, TEST_SMTP_PORT (2525).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
dir=${1:?usage: test-cms.sh DIR PORT [DATABASE_URL]}
port=${2:?usage: test-cms.sh DIR PORT [DATABASE_URL]}
database_url=${3:-}
mkdir -p "$dir/private" "$dir/public"
site="http://127.0.0.1:${E2E_PORT:-3210}"
# Seeded whatever the caller's shell says (the tests need the content; wait.sh counts an empty CMS as ready).
export SEED=true PORT=$port PRIVATE_UPLOADS_DIR="$dir/private" PUBLIC_DIR="$dir/public" PUBLIC_URL="http://127.0.0.1:$port" \
  SMTP_HOST=127.0.0.1 SMTP_PORT=${TEST_SMTP_PORT:-2525} SMTP_IGNORE_TLS=true SITE_URL="$site" \
  SITE_REVALIDATE_URL="${SITE_REVALIDATE_URL:-$site/api/revalidate,http://127.0.0.1:${E2E_SECOND_PORT:-3216}/api/revalidate}"
if [ -n "$database_url" ]; then
  export DATABASE_CLIENT=postgres DATABASE_URL="$database_url"
else
  export DATABASE_FILENAME="$dir/data.db"
fi
exec env PATH="$(project_path)" bash cms/scripts/start.sh
