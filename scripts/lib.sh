# Shared helpers for the repo's shell scripts. Source it; do not run it.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

log() { printf '\n\033[1m[%s] %s\033[0m\n' "$(date +%H:%M:%S)" "$*"; }

# The project's Node (Node 24: the root package.json's `node-linux-*` optionalDependency), which the site and the CMS
# both run on (decision 120). Present once install_site has run.
PROJECT_NODE="$ROOT/node_modules/.bin/node"

# PATH with the project's Node's own folder (which holds `node` alone) first, so `node`, `npm` (its `env node`) and
# every child process run on it, whatever the system's Node: scripts are often started with `bash`, not through npm.
project_path() {
  if [ ! -x "$PROJECT_NODE" ]; then
    echo "The project's Node is not installed ($PROJECT_NODE): run 'npm install' at the repo root first" >&2
    return 1
  fi
  echo "$(dirname "$(readlink -f "$PROJECT_NODE")"):$PATH"
}

# Runs a command on the project's Node (for `exec`, which takes no function: exec env PATH="$(project_path)" …).
on_project_node() {
  local path
  path=$(project_path) || return 1
  env PATH="$path" "$@"
}

# Installs the site's npm packages when package-lock.json changed since the last install.
install_site() {
  local stamp="$ROOT/node_modules/.install-stamp"
  local want
  want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  log "Installing the site's packages"
  # On the project's Node once it is there. The first install runs on the system's: its EBADENGINE warnings (packages
  # that want Node 22 or 24) are expected, since what they name runs on the Node 24 that install brings.
  local on=()
  [ -x "$PROJECT_NODE" ] && on=(on_project_node)
  # Not `npm ci`: it refuses lockfiles that omit other platforms' optional binaries (biome, rolldown, sharp).
  # --prefer-offline: the lockfile pins every version, so what npm's cache holds is not asked for again (a third of
  # the install's time here); what it lacks is fetched as usual.
  (cd "$ROOT" && "${on[@]}" npm install --no-audit --no-fund --prefer-offline)
  echo "$want" > "$stamp"
}

# Reads one variable from cms/.env (created by cms/scripts/env.sh), with the CMS scripts' own reader (dotenv.sh), in a
# subshell where the environment's value of the same name is set aside: the file's value is what is asked for.
cms_env() { (cd "$ROOT/cms" && unset "$1" && source scripts/dotenv.sh && printf '%s' "${!1-}"); }

# The folder of Debian's PostgreSQL server programs (the newest installed version); empty when no server is installed
# (the client alone has no `postgres`).
pg_bin() {
  local server
  server=$(find /usr/lib/postgresql -mindepth 3 -maxdepth 3 -path '*/bin/postgres' 2>/dev/null | sort -V | tail -n1)
  if [ -n "$server" ]; then dirname "$server"; fi
}

# Stops a process this shell started in the background, and waits for it to end; nothing when the pid is empty.
stop_pid() {
  [ -n "$1" ] || return 0
  kill "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}

# Waits until a URL answers (any status below 500), at most $2 seconds.
wait_for_url() {
  local url=$1 seconds=${2:-120} i
  for ((i = 0; i < seconds * 2; i++)); do
    if curl -s -o /dev/null -w '%{http_code}' "$url" 2>/dev/null | grep -qE '^[1-4]'; then return 0; fi
    sleep 0.5
  done
  echo "Timed out waiting for $url" >&2
  return 1
}
