# Shared helpers for the repo's shell scripts. Source it; do not run it.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

log() { printf '\n\033[1m[%s] %s\033[0m\n' "$(date +%H:%M:%S)" "$*"; }

# PATH without node_modules/.bin entries: the CMS runs on the system Node it was compiled for (decision 002).
system_path() {
  local IFS=: out=() part
  for part in $PATH; do
    case "$part" in *node_modules/.bin*) ;; *) out+=("$part") ;; esac
  done
  (IFS=:; echo "${out[*]}")
}

# Runs a command on the system Node (the CMS's).
on_system_node() { env PATH="$(system_path)" "$@"; }

# Installs the site's npm packages when package-lock.json changed since the last install.
install_site() {
  local stamp="$ROOT/node_modules/.install-stamp"
  local want
  want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  log "Installing the site's packages"
  # Not `npm ci`: it refuses lockfiles that omit other platforms' optional binaries (biome, rolldown, sharp).
  # --prefer-offline: the lockfile pins every version, so what npm's cache holds is not asked for again (a third of
  # the install's time here); what it lacks is fetched as usual.
  (cd "$ROOT" && npm install --no-audit --no-fund --prefer-offline)
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
