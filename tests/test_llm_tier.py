import json
from pathlib import Path

import pytest

from diagnose.classify.tiers.llm import LLMTier
from diagnose.llm.compress import compress
from diagnose.llm.prompts import PromptError, load_prompt, load_type_table, render
from diagnose.taxonomy import TYPES
from tests.llm_helpers import OOM, WATCHDOG, oom_job

PROMPTS = Path(__file__).resolve().parent.parent / "prompts"
SHIPPED = ("classify", "classify_json", "explain")


def reply(line: str, summary: str = "Rank 3 ran out of GPU memory.", **extra: str) -> str:
    return json.dumps({"line": line, **extra, "summary": summary})


def tier(backend, **kw) -> LLMTier:
    return LLMTier(backend, PROMPTS, **kw)


# --- prompts -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_prompts_load_and_share_one_system_prompt(name):
    prompt = load_prompt(PROMPTS, name)
    assert prompt.name == name and prompt.version >= 1
    # One system text for all three keeps llama.cpp's KV prefix cache valid across the calls.
    assert prompt.system == load_prompt(PROMPTS, "classify").system


def test_prompt_enums_and_type_table_are_the_taxonomy():
    assert load_prompt(PROMPTS, "classify").reply_schema["enum"] == list(TYPES)
    assert load_prompt(PROMPTS, "classify_json").reply_schema["properties"]["type"]["enum"] == list(TYPES)
    table = load_type_table(PROMPTS)
    assert [row.split(":")[0].lstrip("- ") for row in table.splitlines()] == list(TYPES)


def test_render_fills_every_variable():
    rendered = render(load_prompt(PROMPTS, "explain"),
                      {"type_table": "T", "excerpt": "E", "examples": "", "type": "cuda_oom"})
    assert "cuda_oom" in rendered.user and "E" in rendered.user and rendered.prompt_id == "explain@5"


@pytest.mark.parametrize("variables, problem", [
    ({"type_table": "T", "excerpt": "E"}, "missing variables ['examples']"),
    ({"type_table": "T", "excerpt": "E", "examples": "", "extra": "x"}, "unused variables ['extra']"),
])
def test_render_is_strict(variables, problem):
    with pytest.raises(PromptError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        render(load_prompt(PROMPTS, "classify"), variables)


@pytest.mark.parametrize("text, problem", [
    ("name: p\nversion: 1\nsystem: s\nprompt: u\n", "missing keys \\['reply_schema'\\]"),
    ("name: p\nversion: 1\nsystem: s\nprompt: u\nreply_schema: {}\ncolour: red\n", "unknown keys \\['colour'\\]"),
    ("name: other\nversion: 1\nsystem: s\nprompt: u\nreply_schema: {}\n", "name must be 'p'"),
    ("name: p\nversion: 1\nsystem: s\nprompt: costs $ 5\nreply_schema: {}\n", "invalid \\$ placeholder"),
    ("- a list\n", "expected a mapping"),
])
def test_bad_prompt_files_are_refused_at_load_time(tmp_path, text, problem):
    (tmp_path / "p.yaml").write_text(text)
    with pytest.raises(PromptError, match=problem):
        load_prompt(tmp_path, "p")


def test_missing_prompt_file_names_the_path(tmp_path):
    with pytest.raises(PromptError, match="nope.yaml"):
        load_prompt(tmp_path, "nope")


# --- method "score": calibrated label scoring, then a grounded explanation ----------------------

def test_score_method_returns_one_grounded_root_cause(fake_backend):
    backend = fake_backend(replies=[reply(OOM)], scores=[{"cuda_oom": -1.0, "cuda_error": -3.0}, {}])
    result = tier(backend).classify(oom_job())
    (finding,) = result.findings
    assert (finding.type, finding.role, finding.tier, finding.rule) == ("cuda_oom", "root_cause", "llm", None)
    assert finding.line.message == OOM and finding.line in finding.event.lines
    assert finding.event.kind == "traceback"
    assert 0.5 < finding.confidence <= 1.0
    assert result.summary == "Rank 3 ran out of GPU memory."
    kinds = [c[0] for c in backend.calls]
    assert kinds == ["score", "score", "complete"]  # the job, the content-free prior, the explanation
    assert "N/A" in backend.calls[1][2] and OOM not in backend.calls[1][2]
    assert "The failure type is cuda_oom" in backend.calls[2][2]
    quotable = backend.calls[2][3]["properties"]["line"]["enum"]
    shown = compress(oom_job())
    assert quotable == list(shown.quotes)  # the model can only begin a shown line...
    assert {shown.quotes[q] for q in quotable} >= {OOM, WATCHDOG}
    assert not any(q.startswith(("File ", "Traceback")) for q in quotable)  # ...and no traceback plumbing


def test_calibration_removes_the_models_prior_for_a_label(fake_backend):
    # Raw scores favour cuda_error, but the model favours it just as much for an empty log.
    scores = [{"cuda_error": -0.5, "cuda_oom": -1.0}, {"cuda_error": -0.2, "cuda_oom": -3.0}]
    result = tier(fake_backend(replies=[reply(OOM)], scores=scores)).classify(oom_job())
    assert result.findings[0].type == "cuda_oom"
    uncalibrated = tier(fake_backend(replies=[reply(OOM)], scores=scores[:1]), calibrate=False)
    assert uncalibrated.classify(oom_job()).findings[0].type == "cuda_error"


def test_the_prior_is_computed_once_per_label_set(fake_backend):
    backend = fake_backend(replies=[reply(OOM), reply(OOM)], scores=[{"cuda_oom": 0.0}, {}, {"cuda_oom": 0.0}])
    llm = tier(backend)
    llm.classify(oom_job())
    llm.classify(oom_job(pid=7))
    assert [c[0] for c in backend.calls] == ["score", "score", "complete", "score", "complete"]


def test_candidates_narrow_the_labels_to_them_plus_unknown(fake_backend):
    backend = fake_backend(replies=[reply(OOM)], scores=[{"cuda_oom": 0.0}, {}])
    tier(backend).classify(oom_job(), candidates=["nccl_timeout", "cuda_oom", "bogus"])
    assert backend.calls[0][3] == ("cuda_oom", "nccl_timeout", "unknown")


def test_choosing_unknown_abstains_without_an_explanation_call(fake_backend):
    backend = fake_backend(scores=[{"unknown": 0.0}, {}])
    result = tier(backend).classify(oom_job())
    assert result.findings == () and "chose 'unknown'" in result.notes[0]


def test_low_confidence_abstains_without_an_explanation_call(fake_backend):
    flat = dict.fromkeys(TYPES, -1.0)
    backend = fake_backend(replies=[reply(OOM)], scores=[flat, {}])
    result = tier(backend, min_confidence=0.5).classify(oom_job())
    assert result.findings == () and "below 0.50" in result.notes[0]
    assert [c[0] for c in backend.calls] == ["score", "score"]


def test_a_backend_that_cannot_score_falls_back_to_json(fake_backend):
    backend = fake_backend(replies=[reply(OOM, type="cuda_oom")], scores=[None])
    result = tier(backend).classify(oom_job())
    assert result.findings[0].type == "cuda_oom" and result.findings[0].confidence == 0.5


# --- method "json" and answer validation ---------------------------------------------------------

def test_json_method_constrains_the_type_to_the_allowed_labels(fake_backend):
    backend = fake_backend(replies=[reply(WATCHDOG, type="nccl_timeout")])
    result = tier(backend, method="json").classify(oom_job(), candidates=["nccl_timeout"])
    assert result.findings[0].type == "nccl_timeout" and result.findings[0].line.message == WATCHDOG
    schema = backend.calls[0][3]
    assert schema["properties"]["type"]["enum"] == ["nccl_timeout", "unknown"]
    assert schema["properties"]["line"]["enum"] == list(compress(oom_job()).quotes)


@pytest.mark.parametrize("text, note", [
    (reply(OOM, type="gpu_melted"), "not an allowed failure type"),
    (reply("torch.OutOfMemoryError: CUDA out of memory on GPU 7", type="cuda_oom"), "cited line not found"),
    ('{"line": "' + OOM, "not JSON"),
    ('["cuda_oom"]', "not a JSON object"),
    (reply(OOM, type="unknown"), "chose 'unknown'"),
])
def test_invalid_answers_abstain_and_say_why(fake_backend, text, note):
    result = tier(fake_backend(replies=[text]), method="json").classify(oom_job())
    assert result.findings == ()
    assert note in result.notes[0]


def test_a_reply_cut_short_in_its_summary_keeps_the_grounded_answer(fake_backend):
    cut = json.dumps({"line": OOM, "summary": "Rank 3 ran out of GPU memory while"})[:-2]
    backend = fake_backend(replies=[cut], scores=[{"cuda_oom": 0.0}, {}])
    result = tier(backend).classify(oom_job())
    assert result.findings[0].line.message == OOM
    assert result.summary == "Rank 3 ran out of GPU memory while…"


def test_a_type_outside_the_candidates_abstains(fake_backend):
    result = tier(fake_backend(replies=[reply(OOM, type="cuda_oom")]), method="json").classify(
        oom_job(), candidates=["nccl_timeout"])
    assert result.findings == () and "not an allowed" in result.notes[0]


def test_a_misquoted_line_in_the_score_method_abstains(fake_backend):
    backend = fake_backend(replies=[reply("CUDA out of memory on rank 9")], scores=[{"cuda_oom": 0.0}, {}])
    result = tier(backend).classify(oom_job())
    assert result.findings == () and "cited line not found" in result.notes[0]


def test_a_job_without_events_costs_no_model_call(fake_backend):
    from tests.llm_helpers import scan

    result = tier(fake_backend()).classify(scan())
    assert result.findings == () and "no error lines" in result.notes[0]


def test_few_shot_examples_are_retrieved_into_the_prompt(fake_backend):
    from diagnose.records import Example

    pool = (Example("a", "disk_full", "OSError: [Errno 28] No space left on device"),
            Example("b", "cuda_oom", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB"))
    backend = fake_backend(replies=[reply(OOM)], scores=[{"cuda_oom": 0.0}, {}])
    tier(backend, examples=pool, shots=1).classify(oom_job())
    assert "Tried to allocate 1.00 GiB -> cuda_oom" in backend.calls[0][2]
    assert "No space left" not in backend.calls[0][2]


def test_unknown_method_is_refused(fake_backend):
    with pytest.raises(PromptError, match="unknown LLM method"):
        tier(fake_backend(), method="vibes")
    with pytest.raises(PromptError, match="unknown example source"):
        tier(fake_backend(), examples_from="the internet")


def test_the_real_labeled_dev_examples_load():
    from diagnose.corpus.cases import load_cases, select_split
    from diagnose.corpus.culprit import examples_of

    examples = examples_of(select_split(load_cases(PROMPTS.parent / "labeled_logs"), "dev"))
    assert len(examples) > 20 and {e.type for e in examples} <= set(TYPES)


def test_a_silent_death_reaches_the_model_through_the_rank_endings(fake_backend):
    from tests.test_compress import _silent_death_job

    job, nan = _silent_death_job()
    backend = fake_backend(replies=[reply(nan, "Rank 2 logged a NaN loss and stopped.")],
                           scores=[{"loss_divergence": -0.5, "unknown": -3.0}, {}])
    (finding,) = tier(backend).classify(job).findings
    assert (finding.type, finding.line.message, finding.line.rank) == ("loss_divergence", nan, 2)
    assert nan in backend.calls[0][2]  # the excerpt the model scored
