#!/usr/bin/env bash
# Starts a one-node Slurm cluster (Debian's 22.05) on localhost without systemd, with `diagnose hook slurm`
# as Epilog and EpilogSlurmctld: the recipe of ../shared/notes/slurm.md. For tests and CI; root only.
#
# Idempotent: installs slurm-wlm and munge only if missing, rewrites the epilog scripts every time (they
# are read at each job end) and restarts the daemons only when slurm.conf changed or a daemon is down.
# Refuses to touch a slurm.conf it did not write.
#
#   DIAGNOSE_BIN          the diagnose executable (default: this checkout's .venv/bin/diagnose)
#   DIAGNOSE_HOOK_CONFIG  the hook's TOML config (default /etc/slurm/diagnose-hook.toml, written if missing)
#   DIAGNOSE_SLURM_CLUSTER       ClusterName (default ci)
#   DIAGNOSE_SLURM_FIRST_JOB_ID  FirstJobId (default: a random one at each start)
# A (re)start always begins with the controller's state cleared: job ids start again at FirstJobId, and
# another ClusterName is accepted (slurmctld refuses a state directory written under another name).
set -euo pipefail
export PATH=/usr/sbin:/usr/bin:/sbin:/bin:$PATH
REPO=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DIAGNOSE_BIN:-$REPO/.venv/bin/diagnose}
HOOK_CONFIG=${DIAGNOSE_HOOK_CONFIG:-/etc/slurm/diagnose-hook.toml}
MARK="# written by diagnose scripts/slurm-up.sh"
CONF=/etc/slurm/slurm.conf
CLUSTER=${DIAGNOSE_SLURM_CLUSTER:-ci}
FIRST_JOB_ID=${DIAGNOSE_SLURM_FIRST_JOB_ID:-}

say() { echo "slurm-up: $*" >&2; }
# wait_for TENTHS CMD...: retry CMD every 0.1 s, at most TENTHS times
wait_for() { local n=$1; shift; for _ in $(seq "$n"); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done; return 1; }
# alive PIDFILE: the process runs and is no zombie (minimal images have no ps: read /proc)
alive() { [ -s "$1" ] && [ -r "/proc/$(cat "$1")/stat" ] && [ "$(cut -d' ' -f3 "/proc/$(cat "$1")/stat")" != Z ]; }
node_idle() { [ "$(timeout 5 sinfo -h -o %T 2>/dev/null)" = idle ]; }

[ "$(id -u)" = 0 ] || { say "must run as root"; exit 1; }
[ -x "$BIN" ] || { say "$BIN is not executable (set DIAGNOSE_BIN)"; exit 1; }
[[ "$CLUSTER" =~ ^[a-z0-9][a-z0-9_-]*$ ]] || { say "DIAGNOSE_SLURM_CLUSTER=$CLUSTER is not a cluster name"; exit 1; }
[[ "$FIRST_JOB_ID" =~ ^[0-9]*$ ]] || { say "DIAGNOSE_SLURM_FIRST_JOB_ID=$FIRST_JOB_ID is not a number"; exit 1; }
if [ -e "$CONF" ] && ! grep -qxF "$MARK" "$CONF"; then
  say "$CONF exists and was not written by this script; refusing to touch a real cluster"; exit 1
fi

# 1. Packages (9 small packages with --no-install-recommends).
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null; then
  say "installing slurm-wlm and munge"
  export DEBIAN_FRONTEND=noninteractive
  timeout 300 apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null 2>&1 || {
    timeout 300 apt-get update -qq && timeout 300 apt-get install -y -qq --no-install-recommends slurm-wlm munge; }
fi

# 2. Munge first: a slurmd started without it hangs.
[ -s /etc/munge/munge.key ] || mungekey --create --keyfile=/etc/munge/munge.key
chown munge:munge /etc/munge/munge.key && chmod 0600 /etc/munge/munge.key
install -d -o munge -g munge -m 0755 /run/munge
if ! wait_for 1 sh -c 'munge -n | unmunge'; then
  runuser -u munge -- /usr/sbin/munged
  wait_for 100 sh -c 'munge -n | unmunge' || { say "munged did not come up"; exit 1; }
fi
# slurmd retries getaddrinfo for ~10 s when the hostname does not resolve.
getent hosts "$(hostname)" >/dev/null || echo "127.0.1.1 $(hostname)" >> /etc/hosts

# 3. Configuration: localhost names (no hostname needed); no cgroups (works on v1, v2 and in containers).
cpus=$(nproc)
mem=$(awk '/^MemTotal/ { printf "%d", $2 / 1024 * 0.8 }' /proc/meminfo)
install -d -m 0755 /etc/slurm /var/log/slurm /var/lib/slurm/slurmctld /var/lib/slurm/slurmd
new=$(cat <<EOF
$MARK
ClusterName=$CLUSTER
SlurmctldHost=localhost
SlurmUser=root
AuthType=auth/munge
CryptoType=crypto/munge
StateSaveLocation=/var/lib/slurm/slurmctld
SlurmdSpoolDir=/var/lib/slurm/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
MailProg=/bin/true
MpiDefault=none
SwitchType=switch/none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/linux
JobAcctGatherParams=OverMemoryKill
JobAcctGatherFrequency=task=2
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=/var/log/slurm/jobcomp.log
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=100
ReturnToService=2
KillWait=5
MinJobAge=300
Epilog=/etc/slurm/epilog.sh
EpilogSlurmctld=/etc/slurm/epilog_slurmctld.sh
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE OverSubscribe=FORCE:4 State=UP
EOF
)
# A random FirstJobId per start unless one is asked for: a job step left running by an uncleanly stopped
# earlier cluster would otherwise report "job 1 done" for the new cluster's job 1. A random one is left out
# of the comparison.
changed=0
if [ "$(grep -v '^FirstJobId=' "$CONF" 2>/dev/null)" != "$new" ] || \
    { [ -n "$FIRST_JOB_ID" ] && ! grep -qxF "FirstJobId=$FIRST_JOB_ID" "$CONF"; }; then
  printf '%s\nFirstJobId=%d\n' "$new" "${FIRST_JOB_ID:-$(( (RANDOM * 32768 + RANDOM) % 9000000 + 1000 ))}" > "$CONF"
  changed=1
fi
if [ ! -e "$HOOK_CONFIG" ]; then
  printf '%s\n[hook]\nactions = "shadow"\ndb = "/var/lib/diagnose/hook.sqlite"\nlog = "/var/log/slurm/diagnose-hook.log"\n' \
    "$MARK" > "$HOOK_CONFIG"
fi
# The epilogs: no PATH is set for them, and a non-zero exit from Epilog drains the node, hence `exit 0`.
for script in epilog epilog_slurmctld; do
  cat > "/etc/slurm/$script.sh" <<EOF
#!/bin/bash
$MARK
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
timeout -k 5 30 $BIN hook slurm --config $HOOK_CONFIG >> /var/log/slurm/diagnose-hook.stderr 2>&1
exit 0
EOF
  chmod 0755 "/etc/slurm/$script.sh"
done

# 4. Daemons, started from / (their working directory becomes the epilogs').
if [ "$changed" = 1 ] || ! alive /run/slurmctld.pid || ! alive /run/slurmd.pid; then
  "$REPO/scripts/slurm-down.sh" --keep-munge
  rm -rf /var/lib/slurm/slurmctld/* /var/lib/slurm/slurmd/*
  (cd / && slurmctld -c && slurmd)
fi
# A node drained by an earlier run (or a failing epilog) would keep every test job pending.
if timeout 5 sinfo -h -o %T 2>/dev/null | grep -q drain; then
  timeout 5 scontrol update nodename=localhost state=resume || true
fi
wait_for 300 node_idle || { say "the node did not become idle"; sinfo -N -l >&2 || true; exit 1; }
say "up: $(sinfo -h -o '%P %T %N %c CPUs')"
