#!/usr/bin/env bash
# Stops the one-node test cluster that scripts/slurm-up.sh started and removes its state and configuration.
# Waits for each daemon to exit (bounded), slurmd first. Root only; a no-op when nothing runs.
#   --keep-munge   stop only slurmd and slurmctld, keep munged, the configuration and the state (a restart)
set -euo pipefail
export PATH=/usr/sbin:/usr/bin:/sbin:/bin:$PATH
MARK="# written by diagnose scripts/slurm-up.sh"
say() { echo "slurm-down: $*" >&2; }
[ "$(id -u)" = 0 ] || { say "must run as root"; exit 1; }
if [ -e /etc/slurm/slurm.conf ] && ! grep -qxF "$MARK" /etc/slurm/slurm.conf; then
  say "/etc/slurm/slurm.conf was not written by scripts/slurm-up.sh; refusing to stop a real cluster"; exit 1
fi

# stop PIDFILE NAME: SIGTERM, up to 10 s, then SIGKILL (a slurmd stuck without munge ignores SIGTERM).
# A zombie counts as gone: in a container without an init nobody reaps re-parented daemons.
stop() {
  local pidfile=$1 pid
  [ -s "$pidfile" ] || return 0
  pid=$(cat "$pidfile")
  gone() { [ ! -r "/proc/$pid/stat" ] || [ "$(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null)" = Z ]; }
  if ! gone && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$2" ]; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 100); do gone && break; sleep 0.1; done
    gone || { say "$2 ($pid) ignored SIGTERM; killing it"; kill -9 "$pid" 2>/dev/null || true; sleep 0.2; }
  fi
  rm -f "$pidfile"
}

# Cancel what still runs (a time-limit test job sleeps), so no job step outlives its slurmd.
if [ -s /run/slurmctld.pid ] && kill -0 "$(cat /run/slurmctld.pid)" 2>/dev/null; then
  jobs=$(timeout 5 squeue -h -o %A 2>/dev/null || true)
  if [ -n "$jobs" ]; then
    timeout 5 scancel $jobs 2>/dev/null || true
    for _ in $(seq 150); do [ -z "$(timeout 5 squeue -h -o %A 2>/dev/null)" ] && break; sleep 0.1; done
  fi
fi
stop /run/slurmd.pid slurmd
stop /run/slurmctld.pid slurmctld
[ "${1:-}" = --keep-munge ] && exit 0
stop /run/munge/munged.pid munged

rm -rf /var/lib/slurm/slurmctld/* /var/lib/slurm/slurmd/*
rm -f /etc/slurm/slurm.conf /etc/slurm/epilog.sh /etc/slurm/epilog_slurmctld.sh
grep -qxF "$MARK" /etc/slurm/diagnose-hook.toml 2>/dev/null && rm -f /etc/slurm/diagnose-hook.toml
say "stopped"
