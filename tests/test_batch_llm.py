"""diagnose batch with the LLM tier: rules in parallel, then ONE process loads the model, for the unknowns only.

The model is a scripted backend (the real one is tested in test_model_e2e.py); it writes what it does to a
file, because it runs in a worker process.
"""

import json
import os
from dataclasses import dataclass
from pathlib import Path

from diagnose.classify.tiers.llm import LLMTier
from diagnose.llm.backends.base import Completion
from diagnose.ops.batch import BatchOptions, run_batch
from diagnose.ops.results import ResultsStore
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings
from tests.batch_helpers import REPO, make_jobs

PROMPTS = REPO / "prompts"


class RecordingBackend:
    """Answers code_bug for the FluxCapacitorFault line; logs its loading and every call with its pid."""

    name = "recording"
    model = "recording-model"

    def __init__(self, log: Path) -> None:
        self.log = log
        self._note("load")

    def _note(self, what: str, detail: str = "") -> None:
        with self.log.open("a") as f:
            f.write(json.dumps({"what": what, "pid": os.getpid(), "detail": detail}) + "\n")

    def score_labels(self, system: str, user: str, labels):
        prior = "N/A" in user  # the content-free prompt of the calibration
        self._note("prior" if prior else "score", "" if prior else _coil(user))
        return {label: 0.0 if prior or label == "code_bug" else -8.0 for label in labels}

    def complete(self, system: str, user: str, *, max_tokens: int = 256, json_schema=None):
        self._note("complete", _coil(user))
        quote = next(q for q in json_schema["properties"]["line"]["enum"] if "FluxCapacitorFault" in q)
        return Completion(json.dumps({"line": quote, "summary": "The flux capacitor failed."}), 100, 10)


def _coil(text: str) -> str:
    return "coil" if "FluxCapacitorFault" in text else "other"


@dataclass(frozen=True)
class RecordingPipeline:
    """The LLM pass's pipeline factory (picklable: it is built in the worker process)."""

    rules: Path
    log: Path

    def __call__(self) -> Diagnoser:
        return Diagnoser(self.rules, ("rule", "llm"), llm=LLMTier(RecordingBackend(self.log), PROMPTS))


def test_the_model_is_loaded_once_in_one_process_and_asked_only_about_the_unknowns(tmp_path, mini_rules):
    expected = make_jobs(tmp_path / "root", 16)  # a quarter are FluxCapacitorFault: no rule knows it
    unknown = sorted(name for name, kind in expected.items() if kind == "unknown")
    log, store = tmp_path / "model.log", tmp_path / "r.sqlite"
    settings = Settings(("rule", "llm"), mini_rules)
    with ResultsStore(store) as results:
        tally = run_batch(str(tmp_path / "root"), settings, BatchOptions(workers=2), store=results,
                          llm_build=RecordingPipeline(mini_rules, log))
        rows = {Path(r.job_key).name: r for r in results.rows()}
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert [e["what"] for e in events].count("load") == 1
    assert len({e["pid"] for e in events}) == 1 and events[0]["pid"] != os.getpid()
    assert [e["detail"] for e in events if e["what"] == "score"] == ["coil"] * len(unknown)
    assert tally.diagnosed == 16 and tally.errors == 0
    assert {n: (r.type, r.tier) for n, r in rows.items() if n in unknown} == {n: ("code_bug", "llm") for n in unknown}
    assert all(r.tier == "rule" and r.type == expected[n] for n, r in rows.items() if n not in unknown)
    assert len({r.pipeline for r in rows.values()}) == 1  # every row final: rule,llm

    with ResultsStore(store) as results:  # a rerun is all skipped: no model at all
        again = run_batch(str(tmp_path / "root"), settings, BatchOptions(workers=2), store=results,
                          llm_build=RecordingPipeline(mini_rules, log))
    assert (again.diagnosed, again.skipped) == (0, 16) and len(log.read_text().splitlines()) == len(events)


def test_a_run_killed_between_the_passes_resumes_the_unknowns(tmp_path, mini_rules):
    expected = make_jobs(tmp_path / "root", 8)
    store, log = tmp_path / "r.sqlite", tmp_path / "model.log"
    # The rules pass alone, as a run killed before its LLM pass leaves it: the unknowns stored as such.
    with ResultsStore(store) as results:
        run_batch(str(tmp_path / "root"), Settings(("rule",), mini_rules), BatchOptions(workers=1), store=results)
        tally = run_batch(str(tmp_path / "root"), Settings(("rule", "llm"), mini_rules), BatchOptions(workers=1),
                          store=results, llm_build=RecordingPipeline(mini_rules, log))
        rows = {Path(r.job_key).name: (r.type, r.tier) for r in results.rows()}
    assert tally.diagnosed == 8  # other tiers: none of the stored rows is current
    assert {n: t for n, t in rows.items() if expected[n] == "unknown"} == {
        n: ("code_bug", "llm") for n, kind in expected.items() if kind == "unknown"}
