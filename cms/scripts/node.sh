# Sourced by the CMS scripts: run on the system Node (/usr/bin/node, Node 20), the one better-sqlite3 is compiled for,
# even when a newer Node (e.g. the site's node@22 devDependency) comes first on PATH. See docs/decisions/002.
CMS_NODE=${CMS_NODE:-/usr/bin/node}
if [ ! -x "$CMS_NODE" ]; then
  echo "The CMS needs the system Node at $CMS_NODE (apt-get install nodejs npm)" >&2
  exit 1
fi
# Drop node_modules/.bin entries (npm run puts the site's node@22 there) and put the system Node's folder first, so
# npm, npx and node-gyp's child processes all run on it.
_cms_path=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v 'node_modules/\.bin' | paste -sd: -)
export PATH="$(dirname "$CMS_NODE"):${_cms_path}"
unset _cms_path
# Native modules compile against the system Node's own headers (Debian's nodejs ships them): nothing is downloaded.
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node_version.h ] && [ "$CMS_NODE" = /usr/bin/node ]; then
  export npm_config_nodedir=/usr
fi
export STRAPI_TELEMETRY_DISABLED=true
