import gzip
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # eval.jobgen is imported as a module of the checkout

MINI_RULES = {
    "cuda_oom.yaml": """
type: cuda_oom
rules:
  - id: t-oom
    description: allocator failure
    role: root_cause
    pattern: 'CUDA out of memory'
    examples: {match: ['CUDA out of memory'], no_match: ['memory ok']}
""",
    "nccl_timeout.yaml": """
type: nccl_timeout
rules:
  - id: t-watchdog
    description: watchdog
    role: cascade
    pattern: 'Watchdog caught collective operation timeout'
    examples: {match: ['Watchdog caught collective operation timeout'], no_match: ['x']}
""",
    "gpu_hardware.yaml": """
type: gpu_hardware
rules:
  - id: t-xid79
    description: fallen off the bus
    role: root_cause
    pattern: 'NVRM: Xid \\([^)]*\\): 79,'
    examples: {match: ['NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.'], no_match: ['Xid 13']}
  - id: t-xid13
    description: application error
    role: context
    pattern: 'NVRM: Xid \\([^)]*\\): 13,'
    examples: {match: ['NVRM: Xid (PCI:0000:2b:00): 13, Graphics Exception'], no_match: ['Xid 79']}
""",
    "cuda_error.yaml": """
type: cuda_error
rules:
  - id: t-illegal
    description: illegal access
    role: cascade
    pattern: 'CUDA error: an illegal memory access'
    examples: {match: ['RuntimeError: CUDA error: an illegal memory access was encountered'], no_match: ['x']}
""",
    "code_bug.yaml": """
type: code_bug
rules:
  - id: t-keyerror
    description: KeyError in user code
    role: root_cause
    pattern: '^\\s*(?:\\[rank\\d+\\]:\\s*)?KeyError:'
    examples: {match: ['KeyError: 1'], no_match: ['no KeyError here']}
""",
    "symptoms.yaml": """
type: unknown
rules:
  - id: t-childfailed
    description: torchrun summary
    role: symptom
    pattern: 'ChildFailedError'
    examples: {match: ['torch.distributed.elastic.multiprocessing.errors.ChildFailedError:'], no_match: ['x']}
""",
}


@pytest.fixture
def mini_rules(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small, fixed rule set so pipeline tests do not depend on the shipped rules."""
    d = tmp_path_factory.mktemp("rules")
    for name, text in MINI_RULES.items():
        (d / name).write_text(text)
    return d


@pytest.fixture
def repo_rules() -> Path:
    return REPO / "rules"


def write(path: Path, text: str, *, compress: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if compress:
        path = path.with_name(path.name + ".gz")
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text)
    return path
