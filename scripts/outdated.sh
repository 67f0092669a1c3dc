#!/usr/bin/env bash
# npm run outdated: which dependencies are behind, in both trees (the site's and cms/), asked on the project's Node
# (decision 120). npm leaves out a release whose `engines` the Node running it does not meet, so run on the system's
# Node 20 it named wrong "Latest" versions. Arguments go to both `npm outdated` runs (e.g. `-- --long`). Exits non-zero
# when anything is behind, as npm outdated does.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
status=0
log "The site (package.json), on Node $(on_project_node node -v)"
on_project_node npm outdated "$@" || status=$?
log "The CMS (cms/package.json)"
(cd cms && on_project_node npm outdated "$@") || status=$?
exit "$status"
