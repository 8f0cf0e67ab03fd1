"""Tests of the synthetic job generator (eval/jobgen): exact ground truth, layouts, size, determinism."""

import bz2
import gzip
import json
import lzma
import re
from pathlib import Path

import pytest

from eval import jobgen
from eval.jobgen import (
    COMPRESSIONS,
    LAYOUTS,
    SCENARIOS,
    TAXONOMY,
    JobSpec,
    generate_job,
    write_label,
)

# What the decisive line of each type must say: written from the taxonomy and real message shapes,
# independently of the generator's code.
DECISIVE = {
    "gpu_hardware": r"NVRM: Xid \(PCI:0000:[0-9a-f]{2}:00\): (79|48|95), |uncorrectable ECC error encountered",
    "nvlink_error": r"NVRM: Xid \(PCI:[^)]*\): 74, .*NVLink: fatal error|nvidia-nvswitch\d: SXid .*, Fatal, ",
    "network_error": r"NET/IB ?: Got completion from peer .*(status=|error )(IBV_WC_RETRY_EXC_ERR\()?12|"
                     r"Transport retry count exceeded",
    "node_failure": r"\*\*\* JOB \d+ ON \S+ CANCELLED AT \S+ DUE TO NODE FAILURE \*\*\*|Kernel panic - not syncing",
    "storage_error": r"\[Errno 5\] Input/output error|\[Errno 116\] Stale file handle|\(SlowDown\)",
    "connection_error": r"RendezvousConnectionError: The connection to the C10d store has failed|"
                        r"DistNetworkError: .*(Connection refused|Connection reset by peer)",
    "cuda_error": r"CUDA error: (an illegal memory access|unspecified launch failure|CUDA-capable device)",
    "nccl_timeout": r"Watchdog caught collective operation timeout: WorkNCCL\(SeqNum=\d+",
    "time_limit": r"slurmstepd: error: \*\*\* (JOB|STEP) [\d.]+ ON \S+ CANCELLED AT \S+ DUE TO TIME LIMIT \*\*\*$",
    "preemption": r"slurmstepd: error: \*\*\* (JOB|STEP) [\d.]+ ON \S+ CANCELLED AT \S+ DUE TO PREEMPTION \*\*\*$",
    "cancelled": r"slurmstepd: error: \*\*\* (JOB|STEP) [\d.]+ ON \S+ CANCELLED AT \S+ \*\*\*$",
    "cuda_oom": r"(^|[\s:])(torch\.OutOfMemoryError|torch\.cuda\.OutOfMemoryError|RuntimeError): CUDA out of memory\.",
    "host_oom": r"(?i)out of memory: Killed process \d+|DataLoader worker \(pid \d+\) is killed by signal: Killed|"
                r"Detected 1 oom_kill event",
    "disk_full": r"\[Errno 28\] No space left on device|\[Errno 122\] Disk quota exceeded",
    "loss_divergence": r"found NaN in local grad norm|Loss is nan, stopping training|loss scale already at minimum|"
                       r"loss\W{1,4}(?:nan|NAN)\b",
    "checkpoint_corrupt": r"PytorchStreamReader failed reading|Error while deserializing header: HeaderTooLarge",
    "dataset_error": r"DatasetGenerationError|ArrowInvalid: Parquet magic bytes|UnicodeDecodeError: 'utf-8' codec",
    "dependency_error": r"ModuleNotFoundError: No module named|undefined symbol: |GLIBCXX_3\.4\.\d+' not found",
    "code_bug": r"(TypeError|KeyError|AttributeError|ValueError|ZeroDivisionError|IndexError): ",
    "config_error": r"error: unrecognized arguments|size mismatch for |FileNotFoundError: \[Errno 2\]|"
                    r"PermissionError: \[Errno 13\]",
    "device_assert": r"Assertion `.+` failed\.",
    "unknown": r"exitcode  : (-9|-11|1) \(pid: \d+\)|task \d+: (Killed|Segmentation fault|Exited with exit code 1)|"
               r"exits with return code = (-9|-11|1)$",
}
OPENERS = {".gz": gzip.open, ".bz2": bz2.open, ".xz": lzma.open}
STAMP = re.compile(r"(?:(\d{4})-(\d\d)-(\d\d)[T _]|\[[IWEF](\d{1,2})(\d\d) |^[IWEF](\d\d)(\d\d) )(\d\d:\d\d:\d\d)")


def read_lines(path: Path) -> list[str]:
    """A log file's decompressed lines."""
    with OPENERS.get(path.suffix, open)(path, "rt", encoding="ascii") as f:
        return f.read().splitlines()


def decisive_line(job: Path, truth: jobgen.GroundTruth) -> str:
    return read_lines(job / truth.file)[truth.line - 1]


def all_cases() -> list[tuple[str, str, str]]:
    """Every variant of every scenario once, plus every scenario in every layout."""
    cases = []
    for i, (scenario, spec) in enumerate(SCENARIOS.items()):
        cases += [(scenario, layout, "") for layout in LAYOUTS]
        for j, variant in enumerate(spec.variants):
            layout = LAYOUTS[(i + j) % len(LAYOUTS)]
            if variant not in spec.variants_for(layout):
                layout = "per_rank"
            cases.append((scenario, layout, variant))
    return cases


@pytest.mark.parametrize(("scenario", "layout", "variant"), all_cases())
def test_decisive_line_proves_the_scenario(tmp_path: Path, scenario: str, layout: str, variant: str) -> None:
    spec = JobSpec(scenario=scenario, layout=layout, variant=variant, ranks=10, ranks_per_node=4,
                   seed=len(scenario) * 31 + LAYOUTS.index(layout), compress=COMPRESSIONS[len(variant) % 3])
    truth = generate_job(spec, tmp_path / "job")
    lines = read_lines(tmp_path / "job" / truth.file)
    line = lines[truth.line - 1]
    assert re.search(DECISIVE[scenario], line), f"{truth.file}:{truth.line}: {line!r}"
    row = TAXONOMY[scenario]
    assert (truth.type, truth.category, truth.action, truth.retry) == (scenario, row.category, row.action, row.retry)
    assert truth.variant == (variant or truth.variant) and truth.variant in SCENARIOS[scenario].variants
    assert_culprit_consistent(spec, truth, lines)


def assert_culprit_consistent(spec: JobSpec, truth: jobgen.GroundTruth, lines: list[str]) -> None:
    """The file, the line's prefix or the launcher's report names the culprit, the way the layout promises."""
    line = lines[truth.line - 1]
    local = None if truth.rank is None else truth.rank % spec.ranks_per_node
    if "dmesg" in truth.file:
        assert truth.node and truth.node in truth.file
    elif truth.type == "unknown":  # only the launcher's exit report names the rank that died
        before = "\n".join(lines[max(0, truth.line - 4):truth.line])
        assert (f"rank      : {truth.rank} (local_rank: {local})" in before or f": task {truth.rank}: " in line
                or (line.startswith(f"{truth.node}: ") and f"'--local_rank={local}'" in line)), before
    elif truth.rank is not None and not re.match(r"(slurm-\d+\.out|launcher\.log)(\.gz|\.bz2|\.xz)?$", truth.file):
        assert_rank_location(spec, truth, line, local)


def assert_rank_location(spec: JobSpec, truth: jobgen.GroundTruth, line: str, local: int | None) -> None:
    rank = truth.rank
    tags = (f"[rank{rank}]: ", f"[default{local}]:")
    if spec.layout == "torchrun_combined":
        assert truth.file.startswith(f"{truth.node}.log") and line.startswith(tags)
    elif spec.layout == "srun_label":
        assert re.match(rf"^ *{rank}: ", line)
    elif spec.layout == "deepspeed_pdsh":
        assert line.startswith(tuple(f"{truth.node}: {tag}" for tag in tags))
    elif spec.layout == "worker_err":
        assert re.match(rf"worker_{rank}\.(out|err)", truth.file)
    else:
        name = truth.file.split("/")[-1]
        assert int(re.search(r"(\d+)", name).group(1)) == rank
        assert spec.layout == "per_rank" or truth.file.startswith(f"{truth.node}/")


def test_every_type_has_a_scenario_with_two_variants() -> None:
    assert set(SCENARIOS) == set(TAXONOMY)
    assert all(len(s.variants) >= 2 for s in SCENARIOS.values())


def test_taxonomy_table_matches_the_pipeline() -> None:
    taxonomy = pytest.importorskip("diagnose.taxonomy")
    for type_id, row in TAXONOMY.items():
        theirs = taxonomy.TYPES[type_id]
        assert (row.category, row.action, row.retry) == (theirs.category, theirs.action, theirs.retry), type_id


def test_target_bytes_is_met_within_ten_percent(tmp_path: Path) -> None:
    for i, (layout, compress) in enumerate((("per_rank", ""), ("torchrun_combined", "gz"), ("worker_err", "mixed"))):
        target = 6 << 20
        job = tmp_path / f"job{i}"
        generate_job(JobSpec(scenario="cuda_oom", ranks=16, layout=layout, seed=i, target_bytes=target,
                             compress=compress), job)
        size = sum(len("\n".join(read_lines(p))) + 1 for p in job.rglob("*") if p.is_file())
        assert 0.9 * target <= size <= 1.1 * target, (layout, size)
        per_file = [p.stat().st_size for p in job.glob("rank*")] if layout == "per_rank" else []
        assert not per_file or max(per_file) < 1.2 * min(per_file)  # spread evenly over ranks


def tree_bytes(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_same_seed_gives_identical_bytes_and_other_seeds_differ(tmp_path: Path) -> None:
    spec = JobSpec(scenario="nvlink_error", ranks=12, ranks_per_node=4, layout="node_dirs", seed=5, compress="mixed",
                   target_bytes=1 << 20)
    first, second = generate_job(spec, tmp_path / "a"), generate_job(spec, tmp_path / "b")
    assert first == second
    assert tree_bytes(tmp_path / "a") == tree_bytes(tmp_path / "b")
    other = generate_job(JobSpec(**{**spec.__dict__, "seed": 6}), tmp_path / "c")
    assert tree_bytes(tmp_path / "a") != tree_bytes(tmp_path / "c")
    assert (other.rank, other.file, other.line) != (first.rank, first.file, first.line) or other.why != first.why


def test_mixed_compression_uses_real_codecs(tmp_path: Path) -> None:
    generate_job(JobSpec(scenario="code_bug", ranks=8, layout="worker_err", seed=3, compress="mixed"), tmp_path)
    suffixes = {p.suffix for p in tmp_path.rglob("*") if p.is_file()}
    assert {".gz", ".bz2", ".xz"} <= suffixes
    magic = {".gz": b"\x1f\x8b", ".bz2": b"BZh", ".xz": b"\xfd7zXZ"}
    for path in tmp_path.rglob("*"):
        if path.suffix in magic:
            data = path.read_bytes()
            assert data.startswith(magic[path.suffix]), path
            assert path.suffix != ".gz" or data[4:8] == b"\0\0\0\0"  # no timestamp: reruns are byte-identical


def stamps(lines: list[str]) -> list[tuple[int, int, str]]:
    """(month, day, hh:mm:ss) of every line that starts with a known timestamp style."""
    found = []
    for line in lines:
        m = STAMP.search(line[:60])
        if m:
            month = m.group(2) or m.group(4) or m.group(6)
            day = m.group(3) or m.group(5) or m.group(7)
            found.append((int(month), int(day), m.group(8)))
    return found


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_time_never_goes_backwards_within_a_rank(tmp_path: Path, scenario: str) -> None:
    # A seed whose progress lines carry timestamps (Hugging Face's metric dicts have none).
    seed = next(s for s in range(11, 99)
                if jobgen.plan_job(JobSpec(scenario=scenario, seed=s)).ctx.style.progress != "hf")
    spec = JobSpec(scenario=scenario, ranks=8, ranks_per_node=4, layout="per_rank", seed=seed)
    generate_job(spec, tmp_path)
    rank_files = [p for p in tmp_path.iterdir() if p.is_file() and not p.name.startswith("slurm")]
    assert len(rank_files) == 8
    for path in rank_files:
        seen = stamps(read_lines(path))
        assert len(seen) >= 10 and seen == sorted(seen), path.name


@pytest.mark.parametrize("scenario", sorted(set(SCENARIOS) - {"unknown"}))
def test_root_cause_comes_before_the_cascade(scenario: str) -> None:
    plan = jobgen.plan_job(JobSpec(scenario=scenario, ranks=12, ranks_per_node=4, layout="per_rank", seed=21))
    decisive = [line for lines in plan.lines.values() for line in lines if line.decisive]
    assert len(decisive) == 1
    culprit = plan.failure.rank
    cascade = [line.t for ch, lines in plan.lines.items() if ch.kind == "rank" and ch.owner != culprit
               for line in lines if line.t >= plan.ctx.times.fail and not line.decisive]
    if plan.failure.ends and len(plan.failure.ends) > 1:
        return  # several ranks raise the same error; the culprit is simply the first of them
    assert cascade and decisive[0].t <= min(cascade)


def test_red_herrings_are_survived_and_can_be_turned_off(tmp_path: Path) -> None:
    herring = re.compile(r"skipping step|timeout warning threshold|error_msgs|evaluation batch ran out of memory|"
                         r"failed to decode sample")
    progress = re.compile(r"iteration +\d+/|'loss': |step=\d+|\| samples \d+")
    window_only = ("nan_skip", "slow_batch", "user_warning", "eval_oom_retry", "skipped_sample")
    for seed in range(4):
        job = tmp_path / f"on{seed}"
        generate_job(JobSpec(scenario="cuda_error", ranks=4, seed=seed, noise=window_only), job)
        hits = 0
        for path in job.glob("*"):
            lines = read_lines(path) if path.is_file() else []
            marks = [i for i, line in enumerate(lines) if herring.search(line)]
            if marks:
                hits += 1
                assert any(progress.search(line) for line in lines[marks[-1]:]), path
        assert hits
    quiet = tmp_path / "off"
    generate_job(JobSpec(scenario="cuda_error", ranks=4, seed=0, red_herrings=False), quiet)
    assert not [p for p in quiet.glob("*") if p.is_file() and any(herring.search(x) for x in read_lines(p))]


def test_shutdown_chatter_follows_the_culprits_error_and_retries_fit_in_the_hang(tmp_path: Path) -> None:
    job = tmp_path / "job"
    truth = generate_job(JobSpec(scenario="code_bug", ranks=4, seed=5, layout="per_rank",
                                 noise=("dataloader_shutdown", "object_store_get_retry")), job)
    lines = read_lines(job / truth.file)
    ignored = [i for i, line in enumerate(lines) if line.startswith("Exception ignored in: ")]
    assert ignored and min(ignored) > truth.line - 1  # printed after the fatal error, as the process dies
    retried = [p for p in job.glob("*") if p.is_file() and any("succeeded on attempt 3" in x for x in read_lines(p))]
    assert retried
    with pytest.raises(ValueError, match="unknown noise kind"):
        jobgen.plan_job(JobSpec(scenario="code_bug", noise=("no_such_noise",)))


def test_launcher_names_the_wrong_rank_in_about_a_third_of_jobs(tmp_path: Path) -> None:
    misleading = 0
    for seed in range(45):
        job = tmp_path / f"j{seed}"
        truth = generate_job(JobSpec(scenario="cuda_oom", ranks=8, ranks_per_node=4, layout="torchrun_combined",
                                     seed=seed), job)
        lines = read_lines(job / f"{truth.node}.log")
        root = lines.index("Root Cause (first observed failure):")
        named = int(re.search(r"rank      : (\d+)", "\n".join(lines[root:root + 5])).group(1))
        assert (named != truth.rank) == truth.hard
        misleading += truth.hard
    assert 8 <= misleading <= 24


def test_all_text_is_ascii_lines(tmp_path: Path) -> None:
    for i, layout in enumerate(LAYOUTS):
        job = tmp_path / layout
        generate_job(JobSpec(scenario=tuple(SCENARIOS)[i * 3], layout=layout, ranks=6, ranks_per_node=2, seed=i), job)
        for path in job.rglob("*"):
            if path.is_file():
                assert path.read_bytes().endswith(b"\n")
                read_lines(path)  # raises on any non-ASCII byte


def test_write_label_schema(tmp_path: Path) -> None:
    spec = JobSpec(scenario="host_oom", ranks=8, layout="srun_label", seed=7, compress="gz")
    truth = generate_job(spec, tmp_path)
    label = json.loads(write_label(truth, spec, tmp_path).read_text())
    assert label["culprit"] == {"rank": truth.rank, "node": truth.node, "file": truth.file, "line": truth.line}
    assert (label["type"], label["source"], label["split"], label["layout"]) == ("host_oom", "synthetic", "test",
                                                                                   "srun_label")
    assert label["generator"] == "eval/jobgen" and label["seed"] == 7 and isinstance(label["hard"], bool)
    cases = pytest.importorskip("diagnose.corpus.cases")
    assert cases.load_label(tmp_path / "label.json").culprit.line == truth.line


def test_cli_job_and_suite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert jobgen.main(["--out", str(tmp_path / "one"), "--scenario", "disk_full", "--ranks", "6", "--layout",
                        "deepspeed_pdsh", "--seed", "2", "--size", "256KB", "--compress", "gz", "--label"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["type"] == "disk_full" and (tmp_path / "one" / "label.json").exists()
    assert jobgen.main(["suite", "--out", str(tmp_path / "suite"), "--count", "4", "--seed", "30"]) == 0
    folders = sorted(p.name for p in (tmp_path / "suite").iterdir())
    assert len(folders) == 4 and all(re.fullmatch(r"synthetic-[a-z_]+-[a-z_]+-s3\d", f) for f in folders)
    assert all((tmp_path / "suite" / f / "label.json").exists() for f in folders)


def test_suite_cycles_over_types_layouts_and_compressions() -> None:
    specs = jobgen.suite_specs(60, 1000, max_ranks=16)
    assert {s.scenario for s in specs} == set(TAXONOMY)
    assert {s.layout for s in specs} == set(LAYOUTS) and {s.compress for s in specs} == set(COMPRESSIONS)
    assert all(4 <= s.ranks <= 16 for s in specs) and [s.seed for s in specs] == list(range(1000, 1060))
    for scenario in TAXONOMY:
        assert len({s.layout for s in specs if s.scenario == scenario}) >= 2


def test_bad_specs_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown scenario"):
        jobgen.plan_job(JobSpec(scenario="gpu_melted"))
    with pytest.raises(ValueError, match="does not fit layout"):
        jobgen.plan_job(JobSpec(scenario="connection_error", variant="rendezvous", layout="srun_label"))
    (tmp_path / "x").write_text("occupied")
    with pytest.raises(FileExistsError):
        generate_job(JobSpec(scenario="cuda_oom"), tmp_path)


def test_parse_size() -> None:
    assert jobgen.parse_size("1GB") == 1 << 30
    assert jobgen.parse_size("500MB") == 500 << 20
    assert jobgen.parse_size("64k") == 64 << 10
    assert jobgen.parse_size("12345") == 12345


def _job_text(job: Path) -> str:
    return "\n".join(line for path in sorted(job.rglob("*")) if path.is_file() for line in read_lines(path))


@pytest.mark.parametrize(("line", "code"), [
    ("Epoch 3:  40%|####      | 82/205 [03:50<05:57]Killed", "-9"),
    ("/var/spool/slurm/job123/slurm_script: line 12: 48213 Terminated              python train.py", "-15"),
    ("RuntimeError: CUDA error: an illegal memory access was encountered", "1"),
])
def test_an_embedded_line_that_reports_a_signal_death_gets_that_exit_code(tmp_path: Path, line: str,
                                                                           code: str) -> None:
    # A launcher reports how its worker died; "Killed" beside "exitcode: 1" is a job no machine writes.
    truth = jobgen.embed_job([line], "host_oom", tmp_path / "job", seed=3, ranks=4, ranks_per_node=4,
                             layout="torchrun_combined", noise=())
    report = read_lines(tmp_path / "job" / f"{truth.node}.log")
    root = report.index("Root Cause (first observed failure):")
    assert re.search(rf"exitcode  : {code} \(pid", "\n".join(report[root:root + 8]))


def test_an_embedded_scheduler_end_signals_the_whole_job_and_names_no_rank(tmp_path: Path) -> None:
    line = "slurmstepd-gpu07: error: *** JOB 4242 ON gpu07 CANCELLED AT 2024-03-24T03:28:09 DUE TO TIME LIMIT ***"
    truth = jobgen.embed_job([line], "time_limit", tmp_path / "job", seed=3, ranks=4, ranks_per_node=4,
                             layout="per_rank", noise=())
    assert truth.rank is None and decisive_line(tmp_path / "job", truth) == line
    assert "exitcode  : 1 (pid" not in _job_text(tmp_path / "job")


def test_an_embedded_dated_line_sets_the_jobs_clock(tmp_path: Path) -> None:
    # A real line keeps its own date; a job generated on another day would put training steps after it.
    line = "2021-05-01 10:00:00,123 - ERROR - RuntimeError: CUDA error: an illegal memory access was encountered"
    jobgen.embed_job([line], "cuda_error", tmp_path / "job", seed=4, ranks=4, ranks_per_node=4, layout="per_rank",
                     noise=())
    days = set(re.findall(r"\b(20\d\d-\d\d-\d\d)[T ]\d\d:\d\d:\d\d", _job_text(tmp_path / "job")))
    assert "2021-05-01" in days and all(day.startswith("2021-0") for day in days)
