#!/usr/bin/env bash
# Runs a command with the machine's CPU halved, to show that the bench gates
# give the same verdict on a slower host (docs/decisions/0024-gates-that-give-the-same-answer.md):
#   bash scripts/cpu-halved.sh npm run bench -- --only lighthouse
# The command, everything it starts, and the local PostgreSQL test cluster get
# a CPU quota of half the online cores' time (a cgroup, v1 or v2), for the
# command's lifetime only; then the cluster is moved back. Needs root (cgroups).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/cpu-halved.sh <command> [args...]" >&2
  exit 2
fi

cores=$(nproc)
period=100000
# Half the cores' time per period; at least a tenth of one core.
quota=$(( cores * period / 2 ))
[ "$quota" -ge 10000 ] || quota=10000

if [ -d /sys/fs/cgroup/cpu ] && [ -w /sys/fs/cgroup/cpu ]; then
  root=/sys/fs/cgroup/cpu
  group=$root/ava-cpu-halved
  mkdir -p "$group"
  echo "$period" > "$group/cpu.cfs_period_us"
  echo "$quota" > "$group/cpu.cfs_quota_us"
elif [ -f /sys/fs/cgroup/cgroup.controllers ] && [ -w /sys/fs/cgroup ]; then
  root=/sys/fs/cgroup
  group=$root/ava-cpu-halved
  mkdir -p "$group"
  echo "+cpu" > "$root/cgroup.subtree_control" 2>/dev/null || true
  echo "$quota $period" > "$group/cpu.max"
else
  echo "cpu-halved: no writable cgroup CPU controller here (needs root)" >&2
  exit 1
fi

# The PostgreSQL cluster serves the bench's load: it shares the quota.
for pid in $(pgrep -x postgres || true); do
  echo "$pid" > "$group/cgroup.procs" 2>/dev/null || true
done

release() {
  for pid in $(cat "$group/cgroup.procs" 2>/dev/null || true); do
    echo "$pid" > "$root/cgroup.procs" 2>/dev/null || true
  done
  rmdir "$group" 2>/dev/null || true
}
trap release EXIT

echo "cpu-halved: $cores cores, quota $quota µs per $period µs" >&2
set +e
( echo "$BASHPID" > "$group/cgroup.procs" && exec "$@" )
status=$?
exit "$status"
