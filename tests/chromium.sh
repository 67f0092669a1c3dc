#!/usr/bin/env bash
# Debian's Chromium (or CHROMIUM_PATH) with every --disable-features list it is given merged into one. Chromium reads
# only the last of them, and Playwright and chrome-launcher each pass a list of their own before ours
# (tests/chromium.mjs): a second flag would quietly switch theirs back on.
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if ((${#features[@]})); then
  IFS=,
  args+=("--disable-features=${features[*]}")
fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
