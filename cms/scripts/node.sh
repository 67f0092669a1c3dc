# Sourced by the CMS scripts: run on the project's Node, the one the site runs on (Node 24, the `node-linux-*`
# optionalDependency of the root package.json: node_modules/.bin/node), whatever the system has. See docs/decisions/120.
CMS_NODE=${CMS_NODE:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/node_modules/.bin/node}
if [ ! -x "$CMS_NODE" ]; then
  echo "The CMS runs on the project's Node at $CMS_NODE, which is not installed: run 'npm install' at the repo root" \
    "first (npm run up and npm test do)" >&2
  exit 1
fi
_cms_node_major=$("$CMS_NODE" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_cms_node_major" -lt 24 ]; then
  echo "The CMS needs Node 24 or newer; $CMS_NODE is $("$CMS_NODE" -v 2>/dev/null || echo 'not runnable')." \
    "Run 'npm install' at the repo root (it installs Node 24), or point CMS_NODE at a Node 24" >&2
  exit 1
fi
unset _cms_node_major
# Drop node_modules/.bin entries (npm run puts the site's tools there) and put the Node's own folder first (its real
# one, which holds `node` alone), so npm, npx and any child process run on it too.
_cms_path=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v 'node_modules/\.bin' | paste -sd: -)
export PATH="$(dirname "$(readlink -f "$CMS_NODE")"):${_cms_path}"
unset _cms_path
export STRAPI_TELEMETRY_DISABLED=true
