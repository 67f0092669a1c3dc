#!/usr/bin/env bash
# An operator's commands on the personal data the CMS stores (decision 027), run from anywhere on the CMS's Node
# against the database and private folder the CMS uses: cms/.env, with variables already set winning, as start.sh.
#   data.sh export <e-mail> <file.tar.gz>   everything stored for the address: data.json plus its files
#   data.sh erase <e-mail> [--yes]          deletes all of it, rows and files (asks first unless --yes)
#   data.sh retention                       deletes what is older than RETENTION_DAYS now (the nightly job's run)
# The root's package.json has them as `npm run data:export -- …`, `data:erase`, `data:retention`.
set -euo pipefail
# Relative paths are the caller's: npm runs scripts from the repo root and keeps the caller's folder in INIT_CWD.
caller=${INIT_CWD:-$PWD}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node.sh
if [ ! -f dist/src/lib/personal-data.js ]; then
  echo "The CMS is not built: run cms/scripts/setup.sh first" >&2
  exit 1
fi
source scripts/dotenv.sh
export NODE_ENV=production CMS_TASK=1 CMS_CALLER_DIR="$caller"
# Strapi's upload provider will not load without its folder, as in start.sh (no media is touched).
mkdir -p "${PUBLIC_DIR:-public}/uploads"
exec "$CMS_NODE" scripts/data.mjs "$@"
