#!/usr/bin/env bash
# The inner loop (`npm run test:quick`, docs/testing.md): lint, the site's types, the unit tests, the SEO checker's own
# test, on the site's own install; then the CMS's types and the unit tests of its code, when its packages are
# installed. A fresh clone needs nothing else for the site's part: the CMS's install and admin build
# (cms/scripts/setup.sh, minutes and 2 GB) are for `npm run up` and `npm test`.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
install_site
npm run -s lint
npm run -s typecheck:site
npm run -s test:unit
if [ -x cms/node_modules/.bin/tsc ]; then
  npm run -s typecheck:cms
  npm run -s test:unit:cms
else
  echo "Skipped the CMS's types and the unit tests of its code: they need its packages," \
    "'npm --prefix cms install --ignore-scripts' (about 40 s)."
fi
