#!/usr/bin/env bash
# Starts the built CMS in the foreground (production mode) on the project's Node, seeding an empty database on the first
# start. Run scripts/setup.sh before; scripts/wait.sh waits until it answers (after its seed: Strapi listens only then).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node.sh
# cms/.env made (or completed) with generated secrets, unless they come from the environment: a systemd unit's
# EnvironmentFile (ops/systemd/origin-cms.service), whose code folder the CMS may not write.
[ -n "${APP_KEYS:-}" ] || "$CMS_NODE" scripts/env.mjs >/dev/null
if [ ! -d dist/build ]; then
  echo "The CMS is not built: run cms/scripts/setup.sh first" >&2
  exit 1
fi
# Values already in the environment (tests set PORT, DATABASE_FILENAME, PRIVATE_UPLOADS_DIR, SMTP_*) win over .env.
source scripts/dotenv.sh
export NODE_ENV=production
# The upload provider refuses to start without its folder (PUBLIC_DIR is for throwaway instances' media).
mkdir -p "${PUBLIC_DIR:-public}/uploads"
exec "$CMS_NODE" node_modules/@strapi/strapi/bin/strapi.js start
