#!/usr/bin/env bash
# Waits until the CMS answers and its seed content is readable (at most WAIT_SECONDS, default 180). Strapi listens only
# after its bootstrap (and so the seed) has finished, so one published blog post means the content is complete.
set -euo pipefail
url=${CMS_URL:-http://127.0.0.1:${PORT:-1337}}
url=${url%/}
deadline=$(($(date +%s) + ${WAIT_SECONDS:-180}))
started=$(date +%s)
while [ "$(date +%s)" -lt "$deadline" ]; do
  if curl -fsS --max-time 5 "$url/api/blogs?pagination%5BpageSize%5D=1&locale=en" 2>/dev/null | grep -q '"total":[1-9]'; then
    echo "CMS ready at $url after $(($(date +%s) - started)) s"
    exit 0
  fi
  sleep 0.5
done
echo "CMS at $url did not become ready within ${WAIT_SECONDS:-180} s" >&2
exit 1
