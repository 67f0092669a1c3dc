#!/usr/bin/env bash
# Makes the site's short loops with Debian's ffmpeg: slow-moving colour gradients in the brand palette behind the
# heroes, and home's showreel cut from the seed's brand pictures (needs cms/dist: run cms/scripts/setup.sh first).
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
  # The poster straight from the gradient, not from the compressed video: its first frame showed the encoder's blocks
  # on the smooth gradient. Without the grain, which would cost the still image ten times its bytes.
  ffmpeg -loglevel error -y -f lavfi -i "gradients=${args}" -frames:v 1 \
    -q:v 3 "${name}-poster.jpg"
}

# The showreel: one cut a second, each a different project's piece, each slowly pushing in, as agencies cut theirs.
make_reel() {
  local frames
  frames=$(mktemp -d)
  node ../../scripts/media/reel-frames.mjs "$frames"
  local inputs=() chain="" labels="" i=0
  for f in "$frames"/cut-*.png; do
    inputs+=(-loop 1 -framerate 24 -t 1 -i "$f")
    chain+="[$i]zoompan=z='1+0.06*on/24':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=1280x720:fps=24,setsar=1[c$i];"
    labels+="[c$i]"
    i=$((i + 1))
  done
  chain+="${labels}concat=n=$i:v=1:a=0,format=yuv420p,trim=duration=$i[v]"
  ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "$chain" -map '[v]' \
    -c:v libx264 -preset slow -crf 30 -movflags +faststart -an home-reel.mp4
  ffmpeg -loglevel error -y -i home-reel.mp4 -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -an home-reel.webm
  ffmpeg -loglevel error -y -i home-reel.mp4 -frames:v 1 -q:v 4 home-reel-poster.jpg
  rm -rf "$frames"
}

# Usage: make-videos.sh [name...] (no names: every loop). The noise grain is random, so re-running changes the files.
WANTED="$*"
want() { [ -z "$WANTED" ] || [[ " $WANTED " == *" $1 "* ]]; }

want not-found && make_loop not-found 640x360 3 0x0d0d0d 0x2433d6 0x9ea8ff 0x0d0d0d
want home-hero && make_loop home-hero 1280x720 4 0x0d0d0d 0x2433d6 0x14143a 0x3a2bd6
want home-reel && make_reel
# The brand's blue (--color-accent), which the page itself turns to past the hero (it was once a brighter #1f3bff).
want lab-hero && make_loop lab-hero 1280x720 4 0x2433d6 0x0b1d3a 0x9ea8ff 0x14143a

node ../../scripts/media/webp-posters.mjs

for f in *.mp4 *.webm; do
  size=$(stat -c %s "$f")
  if [ "$size" -ge 1048576 ]; then echo "$f is $size bytes: over 1 MB" >&2; exit 1; fi
  echo "$f $size bytes"
done
