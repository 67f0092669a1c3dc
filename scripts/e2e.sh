#!/usr/bin/env bash
# `npm run test:e2e [-- playwright arguments]`: the Playwright suite, from a fresh clone too. Installs the site's
# packages when they are missing or stale; Playwright's site server (tests/e2e/serve.mjs) builds the site and starts a
# throwaway seeded CMS when needed (docs/testing.md).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
if [ ! -x /usr/bin/chromium ]; then
  echo "Debian's Chromium is missing: run 'sudo apt-get install chromium' (npm test does it when run as root)." >&2
  exit 1
fi
install_site
exec npx playwright test "$@"
