#!/usr/bin/env bash
# The systemd units of ops/systemd (docs/operations.md#running-under-systemd), checked as systemd reads them, without
# installing or starting anything: `systemd-analyze verify` says nothing about any of them (a warning, e.g. a
# misspelt key that systemd would ignore, fails), each service's `systemd-analyze security` exposure is at most
# MAX_EXPOSURE (the docs give the scores), and systemd-sysusers makes the two users from origin.sysusers.conf in a
# scratch root. Debian's `systemd` package brings the tools (npm test installs it when missing).
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
if ! command -v systemd-analyze >/dev/null; then
  echo "systemd-analyze is missing: run 'sudo apt-get install systemd' (npm test does it when run as root)." >&2
  exit 1
fi
MAX_EXPOSURE=${MAX_EXPOSURE:-2.0}
dir=ops/systemd
units=("$dir"/*.service "$dir"/*.timer)

said=$(systemd-analyze verify "${units[@]}" 2>&1) || { printf '%s\n' "$said" >&2; exit 1; }
if [ -n "$said" ]; then
  printf 'systemd-analyze verify warns:\n%s\n' "$said" >&2
  exit 1
fi
echo "systemd-analyze verify: ${#units[@]} units, no warning"

# --threshold takes the exposure times ten; the scores are printed for the docs.
threshold=$(awk -v max="$MAX_EXPOSURE" 'BEGIN { printf "%d", max * 10 }')
for unit in "$dir"/*.service; do
  score=$(systemd-analyze security --offline=true --threshold="$threshold" "./$unit" 2>&1 | tail -n 1) || {
    echo "$unit is more exposed than $MAX_EXPOSURE: $score" >&2
    exit 1
  }
  echo "${score#→ }"
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/etc" "$scratch/usr/lib/sysusers.d"
cp "$dir/origin.sysusers.conf" "$scratch/usr/lib/sysusers.d/origin.conf"
made=$(systemd-sysusers --root="$scratch" 2>&1) || { printf '%s\n' "$made" >&2; exit 1; }
for user in origin-site origin-cms; do
  grep -q "^$user:" "$scratch/etc/passwd" || { echo "origin.sysusers.conf made no user $user" >&2; exit 1; }
done
echo "origin.sysusers.conf: origin-site and origin-cms"
