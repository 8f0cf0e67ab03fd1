"""A small results store with known numbers, shared by the report's unit and browser tests."""

from pathlib import Path
from typing import Any

from diagnose.taxonomy import TYPES
from eval.results_store import write_results

SECRET = "hf_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7"  # an HF token shape; redact() must mask it


def contract(job: str, type_: str, *, node: str | None = None, time: str | None = None, sig: str | None = None,
             text: str | None = None, slurm_job_id: str | None = None) -> dict[str, Any]:
    """A contract object as to_json writes it, with only what a report reads filled in."""
    root = {"file": "rank-0.log", "line": 7, "rank": 0, "node": node, "time": time, "text": text} if text else None
    return {"schema": "diagnose/1", "job": job, "path": f"archive/{job}", "slurm_job_id": slurm_job_id,
            "verdict": {"type": type_, "category": TYPES[type_].category, "confidence": 0.9, "tier": "rule",
                        "rule": f"r-{type_}", "summary": f"{type_} on {node}"},
            "root_cause": root, "signature": {"id": sig, "text": text} if sig else None,
            "evidence": [{"file": "rank-0.log", "line": 7, "text": text}] if text else [], "cascade": [],
            "recovery": {"action": TYPES[type_].action, "retry": TYPES[type_].retry, "exclude_nodes": [],
                         "reason": "", "commands": []}}


# Job name -> its contract object. GPU-hours by hand (sacct below):
#   101 cuda_oom      8 GPUs, start 10:00, first error 12:00                     -> 16.0 GPU-h, 2.0 h to failure
#   slurm-102 gpu_hw 16 GPUs, start 10:00, first error 12:00                      -> 32.0, 2.0 h
#   run-x gpu_hw      4 GPUs (id 103 from the report), 11:00 -> 12:00             ->  4.0, 1.0 h
#   104 cancelled    never started (pending)                                      ->  0.0, none
#   105 nccl_timeout  2 GPUs, error stamped after the end (clock skew) -> the end   ->  2 x 3 h = 6.0, 3.0 h
#   106 code_bug      1 GPU, CSV: checkpoint 08:30, start 08:00, error 09:00     ->  0.5, 1.0 h
#   odd unknown      no scheduler record                                          ->  none
#   gone (error)     could not be read, no record
JOBS = {
    "101": contract("101", "cuda_oom", node="n1", time="2026-11-01T12:00:00Z", sig="s-oom",
                    text=f"torch.OutOfMemoryError: CUDA out of memory. token={SECRET}"),
    "slurm-102": contract("slurm-102", "gpu_hardware", node="n2", time="2026-11-02T12:00:00Z", sig="s-xid",
                          text="NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus."),
    "run-x": contract("run-x", "gpu_hardware", node="n2", time="2026-11-03T12:00:00Z", sig="s-xid",
                      text="NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.", slurm_job_id="103"),
    "104": contract("104", "cancelled", sig="s-cancel", text="slurmstepd: error: *** JOB 104 CANCELLED AT x ***"),
    "105": contract("105", "nccl_timeout", node="n3", time="2026-11-05T23:00:00Z", sig="s-nccl",
                    text="[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9)"),
    "106": contract("106", "code_bug", node="n4", time="2026-11-06T09:00:00", sig="s-key", text="KeyError: 'lr'"),
    "odd": contract("odd", "unknown", sig="s-odd", text="frobnicator lost its quux after 3 tries"),
    "gone": {"schema": "diagnose/1", "job": "gone", "path": "archive/gone", "error": "archive/gone: permission denied"},
}

SACCT = """JobID|JobName|State|ExitCode|Start|End|Elapsed|NNodes|AllocTRES|NodeList
101|oom|FAILED|1:0|2026-11-01T10:00:00|2026-11-01T12:30:00|02:30:00|1|billing=8,cpu=8,gres/gpu=8,node=1|n1
101.batch|batch|FAILED|1:0|2026-11-01T10:00:00|2026-11-01T12:30:00|02:30:00|1|cpu=8,gres/gpu=8,mem=0,node=1|n1
102|xid|NODE_FAIL|0:0|2026-11-02T10:00:00|2026-11-02T13:00:00|03:00:00|2|billing=2,cpu=2,gres/gpu=16,node=2|n[2-3]
103|xid|FAILED|1:0|2026-11-03T11:00:00|2026-11-03T12:10:00|01:10:00|1|billing=4,cpu=4,gres/gpu=4,node=1|n2
104|c|CANCELLED by 0|0:0|Unknown|2026-11-04T09:00:00|00:00:00|0|billing=1,cpu=1,gres/gpu=8,node=1|None assigned
"""
JOBCOMP = ("JobId=105 UserId=u(1) GroupId=g(1) Name=big run WorkDir=/scratch/my jobs JobState=FAILED Partition=gpu "
           "TimeLimit=UNLIMITED StartTime=2026-11-05T10:00:00 EndTime=2026-11-05T13:00:00 NodeList=n3 NodeCnt=1 "
           "ProcCnt=2 ReservationName= Tres=cpu=2,mem=4000M,node=1,billing=2,gres/gpu=2 Account=a QOS=normal "
           "WcKey= Cluster=c SubmitTime=2026-11-05T09:00:00 EligibleTime=2026-11-05T09:00:00 DerivedExitCode=0:0 "
           "ExitCode=1:0 \n")
CSV = """job_id,nodes,gpus,start,end,state,checkpoint_time
106,n4,1,2026-11-06T08:00:00,2026-11-06T09:05:00,FAILED,2026-11-06T08:30:00
"""
EXPECTED_GPU_HOURS = {"cuda_oom": 16.0, "gpu_hardware": 36.0, "cancelled": 0.0, "nccl_timeout": 6.0, "code_bug": 0.5,
                      "unknown": 0.0, "not_read": 0.0}


def make_store(folder: Path) -> tuple[Path, list[Path]]:
    """The store of JOBS and its three scheduler record files."""
    store = folder / "results.sqlite"
    write_results(store, [(f"archive/{name}", report) for name, report in JOBS.items()])
    files = [folder / "sacct.txt", folder / "jobcomp.txt", folder / "jobs.csv"]
    for path, text in zip(files, (SACCT, JOBCOMP, CSV)):
        path.write_text(text)
    return store, files
