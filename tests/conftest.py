import gzip
import sys
from pathlib import Path

import pytest
from hypothesis import settings

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # eval.jobgen is imported as a module of the checkout

# Property tests: no per-example deadline (CI shares two cores) and the same examples on every run, so a red CI
# is a change's doing; `--hypothesis-profile=long` explores at random for a soak run.
settings.register_profile("default", deadline=None, derandomize=True)
settings.register_profile("long", deadline=None, max_examples=2_000)
settings.load_profile("default")

MINI_RULES = {
    "cuda_oom.yaml": """
type: cuda_oom
rules:
  - id: t-oom
    description: allocator failure
    role: root_cause
    source: 'pytorch/pytorch torch/example.py'
    pattern: 'CUDA out of memory'
    examples: {match: ['CUDA out of memory'], no_match: ['memory ok']}
""",
    "nccl_timeout.yaml": """
type: nccl_timeout
rules:
  - id: t-watchdog
    description: watchdog
    role: cascade
    source: 'pytorch/pytorch torch/example.py'
    pattern: 'Watchdog caught collective operation timeout'
    examples: {match: ['Watchdog caught collective operation timeout'], no_match: ['x']}
""",
    "gpu_hardware.yaml": """
type: gpu_hardware
rules:
  - id: t-xid79
    description: fallen off the bus
    role: root_cause
    source: 'pytorch/pytorch torch/example.py'
    pattern: 'NVRM: Xid \\([^)]*\\): 79,'
    examples: {match: ['NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.'], no_match: ['Xid 13']}
  - id: t-xid13
    description: application error
    role: context
    source: 'pytorch/pytorch torch/example.py'
    pattern: 'NVRM: Xid \\([^)]*\\): 13,'
    examples: {match: ['NVRM: Xid (PCI:0000:2b:00): 13, Graphics Exception'], no_match: ['Xid 79']}
""",
    "cuda_error.yaml": """
type: cuda_error
rules:
  - id: t-illegal
    description: illegal access
    role: cascade
    source: 'pytorch/pytorch torch/example.py'
    pattern: 'CUDA error: an illegal memory access'
    examples: {match: ['RuntimeError: CUDA error: an illegal memory access was encountered'], no_match: ['x']}
""",
    "code_bug.yaml": """
type: code_bug
rules:
  - id: t-keyerror
    description: KeyError in user code
    role: root_cause
    source: 'pytorch/pytorch torch/example.py'
    pattern: '^\\s*(?:\\[rank\\d+\\]:\\s*)?KeyError:'
    examples: {match: ['KeyError: 1'], no_match: ['no KeyError here']}
""",
    "symptoms.yaml": """
type: unknown
rules:
  - id: t-childfailed
    description: torchrun summary
    role: symptom
    source: 'pytorch/pytorch torch/example.py'
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


class FakeBackend:
    """A scripted LLM backend: answers in order and fails loudly when called more than scripted.

    `replies` are complete() texts; `scores` are score_labels() results (a dict, labels it leaves
    out score -30; None means the backend cannot score).
    """

    name = "fake"

    def __init__(self, replies=(), scores=(), model: str = "fake-model") -> None:
        self.replies, self.scores, self.model = list(replies), list(scores), model
        self.calls: list[tuple] = []

    def complete(self, system: str, user: str, *, max_tokens: int = 256, json_schema=None):
        from diagnose.llm.backends.base import Completion

        self.calls.append(("complete", system, user, json_schema))
        if not self.replies:
            raise AssertionError(f"FakeBackend.complete called more often than scripted: {user[-200:]!r}")
        return Completion(self.replies.pop(0), (len(system) + len(user)) // 4, 10)

    def score_labels(self, system: str, user: str, labels):
        self.calls.append(("score", system, user, tuple(labels)))
        if not self.scores:
            raise AssertionError(f"FakeBackend.score_labels called more often than scripted: {user[-200:]!r}")
        scores = self.scores.pop(0)
        return None if scores is None else {label: scores.get(label, -30.0) for label in labels}


@pytest.fixture
def fake_backend():
    """Build a FakeBackend: fake_backend(replies=[...], scores=[...])."""
    return FakeBackend


@pytest.fixture(autouse=True)
def private_history(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test (and every diagnose it starts) records into its own history, never the user's."""
    db = tmp_path_factory.mktemp("history") / "diagnose.sqlite"
    monkeypatch.setenv("DIAGNOSE_DB", str(db))
    return db


@pytest.fixture(scope="session")
def session_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(autouse=True)
def private_cache(session_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Compiled rules and databases go to one cache for the session (so each is built once), never the user's."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(session_cache))
    return session_cache
