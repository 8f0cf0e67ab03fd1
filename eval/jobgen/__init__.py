"""Synthetic failed multi-rank training jobs: a folder of logs plus exact ground truth.

``generate_job`` first plans a job: every line except training progress, each with
its time and channel (a rank's stdout or stderr, a node's launcher agent or kernel
log, the scheduler's output). It then routes channels to files for the chosen
layout and writes five phases: startup, training, survived noise (JobSpec.noise
names its kinds), more training, and the failure with its cascade, retries on ranks
still waiting and the shutdown chatter of dying ranks. Progress lines are the bulk of the
bytes; they come from one template per rank with a cached timestamp and a pool
of pre-formatted metrics, so large jobs stream at well over 100 MB/s.

    python -m eval.jobgen --out DIR --scenario cuda_oom --ranks 64 --size 1GB
    python -m eval.jobgen suite --out DIR --count 60 --seed 1000
    embed_job(line, type_id, out_dir, seed=1)   # a noisy job around a given decisive line

The modules, in data-flow order (each imports only those above it):

    spec                 JobSpec, GroundTruth, the taxonomy table, layout names
    streams              channels, timed lines, rank ends, Failure, Streams
    topology             hosts, ranks, pids, GPU buses, the time plan
    style                the software stack: timestamp formats, training-loop frames
    context              JobContext and its log-line formatters
    blocks               shared evidence: tracebacks, CUDA/NCCL errors, kernel lines
    progress             training progress lines and their fast renderer
    scenarios_infra      builders of infrastructure failures
    scenarios_scheduler  builders of scheduler-ended jobs and unknown deaths
    scenarios_framework  builders of framework failures
    scenarios_script     builders of user-script failures
    scenarios            the SCENARIOS registry
    startup              startup lines of ranks, launchers and kernels
    herrings             survived noise: the named kinds, drawn into the red-herring window
    cascade              how the other ranks end, and what they print
    late                 noise after the failure: retries during the hang, shutdown chatter of dying ranks
    reports              the launchers' exit reports
    plan                 plan_job: every line except training progress
    layouts              channels to files and prefixes, codecs, progress per rank
    writer               streaming, compressed writes; where the decisive line lands
    generate             generate_job, its ground truth, write_label
    embed                embed_job: a noisy job around a given decisive line (rules' examples)
    suite                labeled suites
    cli                  the command line (run by __main__)
"""

from __future__ import annotations

from eval.jobgen.cli import main, parse_size
from eval.jobgen.embed import embed_job
from eval.jobgen.generate import generate_job, write_label
from eval.jobgen.herrings import NOISE
from eval.jobgen.late import SHUTDOWN
from eval.jobgen.plan import plan_job
from eval.jobgen.scenarios import SCENARIOS
from eval.jobgen.spec import COMPRESSIONS, LAYOUTS, TAXONOMY, GroundTruth, JobSpec
from eval.jobgen.suite import generate_suite, suite_specs

NOISE_KINDS = (*NOISE, *SHUTDOWN)  # every survived-noise kind a JobSpec may name

__all__ = [
    "COMPRESSIONS",
    "LAYOUTS",
    "NOISE_KINDS",
    "SCENARIOS",
    "TAXONOMY",
    "GroundTruth",
    "JobSpec",
    "embed_job",
    "generate_job",
    "generate_suite",
    "main",
    "parse_size",
    "plan_job",
    "suite_specs",
    "write_label",
]
