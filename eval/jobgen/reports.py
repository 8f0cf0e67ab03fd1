"""The launchers' exit reports: torchrun's ChildFailedError/SignalException, DeepSpeed's, srun's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from eval.jobgen.blocks import SIGNAL_NAMES, traceback_lines
from eval.jobgen.context import JobContext
from eval.jobgen.startup import ds_log
from eval.jobgen.streams import LAUNCHER, SCHED, Failure, Line, RankEnd, Streams, agent
from eval.jobgen.style import format_time

SRUN_EXIT_WORDS = MappingProxyType({-6: "Aborted (core dumped)", -9: "Killed",
                                    -11: "Segmentation fault (core dumped)", -15: "Terminated"})


def exit_summary(code: int, pid: int) -> str:
    if code < 0:
        return f"Signal {-code} ({SIGNAL_NAMES.get(code, 'SIG?')}) received by PID {pid}"
    return "To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"


def failure_entry(ctx: JobContext, rank: int, end: RankEnd, decisive: bool) -> list[tuple[str, bool]]:
    """One '[local_rank]:' entry of torchrun's ChildFailedError table; (text, decisive) pairs."""
    pid, local = ctx.topo.pid(rank), ctx.topo.local(rank)
    entry = [(f"[{local}]:", False), (f"  time      : {format_time(end.t, 'elastic')}", False),
             (f"  host      : {ctx.topo.host_of(rank)}", False), (f"  rank      : {rank} (local_rank: {local})", False),
             (f"  exitcode  : {end.code} (pid: {pid})", decisive)]
    if end.message and end.code > 0:
        errors = f"{ctx.style.site}/torch/distributed/elastic/multiprocessing/errors/__init__.py"
        error_file = f"/tmp/torchelastic_{ctx.topo.job_id:x}/none_{pid:x}/attempt_0/{local}/error.json"
        entry += [(f"  error_file: {error_file}", False), ("  traceback : Traceback (most recent call last):", False),
                  (f'    File "{errors}", line 355, in wrapper', False), ("      return f(*args, **kwargs)", False),
                  (f"  {end.message}", False)]
    else:
        entry += [("  error_file: <N/A>", False), (f"  traceback : {exit_summary(end.code, pid)}", False)]
    return entry


def child_failed_lines(ctx: JobContext, node: int, ends: Mapping[int, RankEnd], failure: Failure) -> list[Line]:
    """A torchrun agent noticing its first failed worker: SIGTERM to the rest, then the ChildFailedError report."""
    local = sorted((r for r in ctx.topo.ranks_on(node) if r in ends), key=lambda r: (ends[r].t, r))
    root, t = local[0], ends[local[0]].t + 0.05
    code = ends[root].code
    lines = [Line(t, ctx.elastic(node, t, "WARNING", "elastic/multiprocessing/api.py:897",
                                 f"Sending process {ctx.topo.pid(r)} closing signal SIGTERM"))
             for r in local[1:] if ends[r].code == -15]
    t_report = max(ends[r].t for r in local) + 0.2
    lines.append(Line(t_report, ctx.elastic(node, t_report, "ERROR", "elastic/multiprocessing/api.py:869",
                                            f"failed (exitcode: {code}) local_rank: {ctx.topo.local(root)} (pid: "
                                            f"{ctx.topo.pid(root)}) of binary: /usr/bin/python3")))
    texts = torchrun_traceback(ctx, "ChildFailedError: ") + [
        ("=" * 60, False), (f"{ctx.style.script} FAILED", False), ("-" * 60, False), ("Failures:", False)]
    listed = [r for r in local[1:] if ends[r].code != -15]
    for rank in listed:
        texts += failure_entry(ctx, rank, ends[rank], False)
    texts += [("  <NO_OTHER_FAILURES>", False)] if not listed else []
    texts += [("-" * 60, False), ("Root Cause (first observed failure):", False)]
    texts += failure_entry(ctx, root, ends[root], failure.exit_decisive and root == failure.rank)
    texts.append(("=" * 60, False))
    return lines + [Line(t_report + 0.01, text, decisive) for text, decisive in texts]


def torchrun_traceback(ctx: JobContext, exc: str) -> list[tuple[str, bool]]:
    """torchrun's own traceback, ending in ChildFailedError or SignalException; (text, False) pairs."""
    site = f"{ctx.style.site}/torch/distributed"
    frames = [("/usr/local/bin/torchrun", 8, "<module>", "sys.exit(main())"),
              (f"{site}/elastic/multiprocessing/errors/__init__.py", 355, "wrapper", "return f(*args, **kwargs)"),
              (f"{site}/run.py", 919, "main", "run(args)"),
              (f"{site}/run.py", 910, "run", "elastic_launch("),
              (f"{site}/launcher/api.py", 138, "__call__",
               "return launch_agent(self._config, self._entrypoint, list(args))"),
              (f"{site}/launcher/api.py", 269, "launch_agent", "raise ChildFailedError(")]
    if exc.startswith("SignalException"):
        frames[-1] = (f"{site}/elastic/multiprocessing/api.py", 79, "_terminate_process_handler",
                      'raise SignalException(f"Process {os.getpid()} got signal: {sigval}", sigval=sigval)')
    module = "errors" if exc.startswith("ChildFailedError") else "api"
    final = f"torch.distributed.elastic.multiprocessing.{module}.{exc}"
    lines = [line.text for line in traceback_lines(0.0, frames, [final], None)]
    return [(text, False) for text in lines]


def signal_exception_lines(ctx: JobContext, node: int, ends: Mapping[int, RankEnd]) -> list[Line]:
    local = [r for r in ctx.topo.ranks_on(node) if r in ends]
    t = min(ends[r].t for r in local) - 0.2
    lines = [Line(t, ctx.elastic(node, t, "WARNING", "elastic/agent/server/api.py:704",
                                 "Received Signals.SIGTERM death signal, shutting down workers"))]
    lines += [Line(t + 0.01, ctx.elastic(node, t + 0.01, "WARNING", "elastic/multiprocessing/api.py:897",
                                         f"Sending process {ctx.topo.pid(r)} closing signal SIGTERM")) for r in local]
    texts = torchrun_traceback(ctx, f"SignalException: Process {ctx.topo.agent_pid(node)} got signal: 15")
    t_end = max(ends[r].t for r in local) + 0.1
    return lines + [Line(t_end, text) for text, _ in texts]


def add_torchrun_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    """Plans each live node agent's report: SignalException if the scheduler ended the job, else ChildFailedError."""
    for node in range(ctx.topo.nodes):
        if node == failure.dead_node or node in failure.crashed_agents:
            continue
        if not any(r in ends for r in ctx.topo.ranks_on(node)):
            continue
        if failure.scheduler_end:
            streams.add(agent(node), signal_exception_lines(ctx, node, ends))
            continue
        lines = child_failed_lines(ctx, node, ends, failure)
        streams.add(agent(node), lines)
        t = lines[-1].t + 0.3
        streams.add(SCHED, [Line(t, f"srun: error: {ctx.topo.hosts[node]}: task {node}: Exited with exit code 1")])


def add_deepspeed_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    """DeepSpeed's launcher kills a node's workers and names the first one it finds dead; pdsh reports the node."""
    for node in range(ctx.topo.nodes):
        local = sorted((r for r in ctx.topo.ranks_on(node) if r in ends), key=lambda r: (ends[r].t, r))
        if node == failure.dead_node or not local:
            continue
        first, t = local[0], ends[local[0]].t + 0.05
        lines = [Line(t, ds_log(t, "INFO", "launch.py:319:sigkill_handler", f"Killing subprocess {ctx.topo.pid(r)}"))
                 for r in local]
        cmd = (f"['/usr/bin/python3', '-u', '{ctx.style.script}', '--local_rank={ctx.topo.local(first)}', "
               "'--deepspeed_config=ds_config.json']")
        text = ds_log(t + 0.01, "ERROR", "launch.py:325:sigkill_handler",
                      f"{cmd} exits with return code = {ends[first].code}")
        lines.append(Line(t + 0.01, text, failure.exit_decisive and first == failure.rank))
        streams.add(agent(node), lines)
        streams.add(LAUNCHER, [Line(t + 0.5, f"pdsh@{ctx.topo.hosts[0]}: {ctx.topo.hosts[node]}: ssh exited with "
                                             "exit code 1")])


def task_ranges(ranks: Sequence[int]) -> str:
    """Slurm's compact task list: 8-11,13."""
    runs: list[list[int]] = []
    for rank in ranks:
        if runs and rank == runs[-1][-1] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    return ",".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


def srun_exit_words(code: int) -> str:
    return SRUN_EXIT_WORDS.get(code, f"Exited with exit code {code}")


def add_srun_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    """srun's per-task exit lines: the first failures one by one, the rest grouped per node and status."""
    order = sorted(ends, key=lambda r: (ends[r].t, r))
    lines = []
    for rank in order[:2]:
        t = ends[rank].t + 0.1
        text = f"srun: error: {ctx.topo.host_of(rank)}: task {rank}: {srun_exit_words(ends[rank].code)}"
        lines.append(Line(t, text, failure.exit_decisive and rank == failure.rank))
    if not failure.scheduler_end:
        lines.append(Line(ends[order[0]].t + 0.15, f"srun: Terminating StepId={ctx.topo.job_id}.0"))
    groups: dict[tuple[int, int], list[int]] = {}
    for rank in order[2:]:
        groups.setdefault((ctx.topo.node_of(rank), ends[rank].code), []).append(rank)
    t_rest = max(ends[r].t for r in order) + 0.2
    for (node, code), ranks in sorted(groups.items()):
        label = f"task {ranks[0]}" if len(ranks) == 1 else f"tasks {task_ranges(sorted(ranks))}"
        lines.append(Line(t_rest, f"srun: error: {ctx.topo.hosts[node]}: {label}: {srun_exit_words(code)}"))
    streams.add(SCHED, lines)


def add_launcher_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    if not ends:
        return
    if ctx.spec.layout == "srun_label":
        add_srun_reports(ctx, streams, failure, ends)
    elif ctx.spec.layout == "deepspeed_pdsh":
        add_deepspeed_reports(ctx, streams, failure, ends)
    else:
        add_torchrun_reports(ctx, streams, failure, ends)
