#!/usr/bin/env bash
# Waits until the CMS answers and its seed content is readable (at most WAIT_SECONDS, default 180).
set -euo pipefail
url=${CMS_URL:-http://127.0.0.1:${PORT:-1337}}
for ((i = 0; i < ${WAIT_SECONDS:-180} * 2; i++)); do
  if curl -fs "$url/api/blogs?pagination%5BpageSize%5D=1" 2>/dev/null | grep -q '"total":[1-9]'; then
    echo "CMS ready at $url"
    exit 0
  fi
  sleep 0.5
done
echo "CMS at $url did not become ready" >&2
exit 1
