#!/usr/bin/env bash
# Waits until the CMS answers its health check (at most WAIT_SECONDS, default 180). Strapi listens only once its
# bootstrap has finished, and the bootstrap awaits the seed, so an answer means the content is complete when there is
# seed content, and a database started empty (SEED=false) or emptied by its editors counts as ready too (waiting for a
# published blog post instead left `SEED=false npm run up` waiting until it gave up, and the site never started).
set -euo pipefail
url=${CMS_URL:-http://127.0.0.1:${PORT:-1337}}
url=${url%/}
deadline=$(($(date +%s) + ${WAIT_SECONDS:-180}))
started=$(date +%s)
while [ "$(date +%s)" -lt "$deadline" ]; do
  if curl -fsS --max-time 5 -o /dev/null "$url/_health" 2>/dev/null; then
    echo "CMS ready at $url after $(($(date +%s) - started)) s"
    exit 0
  fi
  sleep 0.5
done
echo "CMS at $url did not become ready within ${WAIT_SECONDS:-180} s" >&2
exit 1
