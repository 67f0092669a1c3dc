#!/usr/bin/env bash
# Makes the site's short background loops with Debian's ffmpeg: slow-moving colour gradients in the brand palette.
# Each loop is a few seconds, muted, and kept well under 1 MB (checked at the end). Re-run after changing a recipe.
set -euo pipefail
cd "$(dirname "$0")/../../public/media"

make_loop() { # name size seconds colours...
  local name=$1 size=$2 seconds=$3
  shift 3
  local colours=("$@")
  local args="s=${size}:d=${seconds}:r=24:speed=0.012:type=radial:nb_colors=${#colours[@]}"
  # Forward then backward: the last frame meets the first, so the loop has no seam.
  local pingpong="[0]format=yuv420p,split[f][b];[b]reverse[r];[f][r]concat=n=2:v=1:a=0,noise=alls=5:allf=t"
  local i=0
  for c in "${colours[@]}"; do args+=":c${i}=${c}"; i=$((i + 1)); done
  ffmpeg -loglevel error -y -f lavfi -i "gradients=${args}" -filter_complex "$pingpong" \
    -c:v libx264 -preset slow -crf 30 -movflags +faststart -an "${name}.mp4"
  ffmpeg -loglevel error -y -f lavfi -i "gradients=${args}" -filter_complex "$pingpong" \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "${name}.webm"
  ffmpeg -loglevel error -y -i "${name}.mp4" -frames:v 1 -vf "scale=iw:-1" -q:v 4 "${name}-poster.jpg"
}

# Usage: make-videos.sh [name...] (no names: every loop). The noise grain is random, so re-running changes the files.
WANTED="$*"
want() { [ -z "$WANTED" ] || [[ " $WANTED " == *" $1 "* ]]; }

want not-found && make_loop not-found 640x360 3 0x0d0d0d 0x2433d6 0x9ea8ff 0x0d0d0d
want home-hero && make_loop home-hero 1280x720 4 0x0d0d0d 0x2433d6 0x14143a 0x3a2bd6
want home-reel && make_loop home-reel 1280x720 5 0xf4f1ea 0xff6b4a 0x2433d6 0x0d0d0d
want lab-hero && make_loop lab-hero 1280x720 4 0x1f3bff 0x0b1d3a 0x9ea8ff 0x2433d6

for f in *.mp4 *.webm; do
  size=$(stat -c %s "$f")
  if [ "$size" -ge 1048576 ]; then echo "$f is $size bytes: over 1 MB" >&2; exit 1; fi
  echo "$f $size bytes"
done
