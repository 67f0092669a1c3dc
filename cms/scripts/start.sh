#!/usr/bin/env bash
# Starts the built CMS in the foreground (production mode), seeding an empty database on first start.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(echo "$PATH" | tr ':' '\n' | grep -v node_modules/.bin | paste -sd:)"
bash scripts/env.sh >/dev/null
# Values already in the environment (tests set PORT, DATABASE_FILENAME, SMTP_*) win over .env.
while IFS='=' read -r key value; do
  case "$key" in ''|\#*) continue ;; esac
  [ -z "${!key+x}" ] && export "$key=$value"
done < .env
export NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true STRAPI_DISABLE_UPDATE_NOTIFICATION=true
exec node node_modules/@strapi/strapi/bin/strapi.js start
