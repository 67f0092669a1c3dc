#!/usr/bin/env bash
# Starts the built site (.output/, `npm run build`) in the foreground on the site's own Node, the one npm installs into
# node_modules/.bin (README: why not the system's). The one place that names it for a service manager
# (ops/systemd/origin-site.service); its configuration comes from the environment (docs/operations.md#configuration).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ ! -f .output/server/index.mjs ]; then
  echo "The site is not built: run npm run build first" >&2
  exit 1
fi
exec node_modules/.bin/node .output/server/index.mjs
