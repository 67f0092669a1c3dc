#!/usr/bin/env bash
# npm run backup / npm run restore -- <archive> (decision 028): runs scripts/backup.mjs on the CMS's Node, with the
# CMS's own configuration: cms/.env, where variables already in the environment win, exactly as start.sh reads it. So
# the same DATABASE_CLIENT, DATABASE_FILENAME (or DATABASE_URL...), PUBLIC_DIR and PRIVATE_UPLOADS_DIR the CMS uses,
# and BACKUP_DIR for the archives (default cms/.tmp/backups). Relative paths given on the command line are relative
# to where the command was typed. cms/.env is read, never created: its secrets are not part of a backup.
#
#   bash cms/scripts/backup.sh backup [--out <folder or file.tar.gz>]
#   bash cms/scripts/backup.sh restore [--check] [--force] <archive.tar.gz>
set -euo pipefail
export BACKUP_CWD="${INIT_CWD:-$PWD}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node.sh
source scripts/dotenv.sh
exec "$CMS_NODE" scripts/backup.mjs "$@"
