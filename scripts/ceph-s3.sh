#!/usr/bin/env bash
# A local S3 service for the tests (decision 085): Debian's Ceph object gateway (radosgw) on a throwaway one-machine
# Ceph cluster (one monitor, one OSD keeping its objects in memory), on 127.0.0.1 only. A real S3 implementation:
# version-4 signatures checked, objects private unless written public-read, presigned addresses honoured.
#
#   bash scripts/ceph-s3.sh start DIR PORT BUCKET...   the gateway on PORT (the monitor on PORT+1), the key pair
#                                                      S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, and the buckets
#   bash scripts/ceph-s3.sh stop DIR                   stops the three daemons (their pid files are in DIR/run)
#
# Debian's radosgw, ceph-mon and ceph-osd are installed when missing (as root, like PostgreSQL). Up in about 12 s.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

command=${1:?usage: ceph-s3.sh start DIR PORT BUCKET... | stop DIR}
dir=${2:?usage: ceph-s3.sh start DIR PORT BUCKET... | stop DIR}

if [ "$command" = stop ]; then
  pids=$(cat "$dir"/run/*.pid 2>/dev/null || true)
  alive() { # Any of them still running (kill -0 with several pids fails as soon as one is gone).
    local pid
    for pid in $pids; do kill -0 "$pid" 2>/dev/null && return 0; done
    return 1
  }
  for pid in $pids; do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 40); do alive || exit 0; sleep 0.25; done
  for pid in $pids; do kill -KILL "$pid" 2>/dev/null || true; done
  exit 0
fi

port=${3:?usage: ceph-s3.sh start DIR PORT BUCKET...}
shift 3
: "${S3_ACCESS_KEY_ID:?S3_ACCESS_KEY_ID must be set}" "${S3_SECRET_ACCESS_KEY:?S3_SECRET_ACCESS_KEY must be set}"

if ! command -v radosgw >/dev/null || ! command -v ceph-mon >/dev/null || ! command -v ceph-osd >/dev/null; then
  log "Installing Debian's Ceph object gateway for the tests of the buckets"
  if [ "$(id -u)" -ne 0 ]; then
    echo "radosgw is missing: run 'sudo apt-get install --no-install-recommends radosgw ceph-mon ceph-osd'" >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    radosgw ceph-mon ceph-osd >/dev/null
fi

mon_port=$((port + 1))
mkdir -p "$dir/mon" "$dir/osd" "$dir/run" "$dir/rgw"
fsid=$(cat /proc/sys/kernel/random/uuid)
# No cephx (nothing but this run reaches 127.0.0.1, and the S3 keys are what is tested); one copy of everything.
cat >"$dir/ceph.conf" <<EOF
[global]
fsid = $fsid
mon host = v1:127.0.0.1:$mon_port
mon initial members = a
public addr = 127.0.0.1
auth cluster required = none
auth service required = none
auth client required = none
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
# Placed in the map by this script below; at its start the OSD asks nothing of the monitor (which, asked too early,
# could refuse it with "wrong fsid").
osd crush update on start = false
osd class update on start = false
osd objectstore = memstore
memstore device bytes = 2147483648
run dir = $dir/run
admin socket = $dir/run/\$name.asok
log file = $dir/\$name.log
pid file = $dir/run/\$name.pid
[mon.a]
mon data = $dir/mon
[osd.0]
osd data = $dir/osd
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$port
rgw data = $dir/rgw
EOF
ceph=(-c "$dir/ceph.conf")
monmaptool --create --add a "v1:127.0.0.1:$mon_port" --fsid "$fsid" "$dir/monmap" >/dev/null
ceph-mon "${ceph[@]}" --mkfs -i a --monmap "$dir/monmap"
ceph-mon "${ceph[@]}" -i a
# The OSD registered under a uuid of its own, which its data then carries (otherwise the monitor may refuse its boot).
osd_uuid=$(cat /proc/sys/kernel/random/uuid)
timeout 60 ceph "${ceph[@]}" osd new "$osd_uuid" >/dev/null
ceph-osd "${ceph[@]}" -i 0 --mkfs --osd-uuid "$osd_uuid" 2>>"$dir/osd-mkfs.log"
ceph-osd "${ceph[@]}" -i 0 2>>"$dir/osd-mkfs.log"
timeout 60 ceph "${ceph[@]}" osd crush add osd.0 1 host=localhost root=default >/dev/null 2>&1
radosgw "${ceph[@]}" -n client.rgw
if ! wait_for_url "http://127.0.0.1:$port/" 120; then
  tail -n 40 "$dir/client.rgw.log" >&2
  exit 1
fi
timeout 60 radosgw-admin "${ceph[@]}" -n client.admin user create --uid=origin --display-name=origin \
  --access-key="$S3_ACCESS_KEY_ID" --secret-key="$S3_SECRET_ACCESS_KEY" >/dev/null
S3_ENDPOINT="http://127.0.0.1:$port" S3_FORCE_PATH_STYLE=true on_project_node node cms/tests/s3-buckets.mjs create "$@"
echo "Ceph's S3 gateway on http://127.0.0.1:$port, buckets $*"
