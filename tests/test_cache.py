import json
from pathlib import Path

from diagnose.classify.tiers.llm import LLMTier
from diagnose.llm.cache import CachedVerdict, CacheKey, VerdictCache
from tests.llm_helpers import OOM, event, line, oom_job, scan

PROMPTS = Path(__file__).resolve().parent.parent / "prompts"
VERDICT = CachedVerdict("cuda_oom", 0.9, "Rank 3 ran out of memory.", OOM, "abc")


def test_round_trip_and_persistence(tmp_path):
    path = tmp_path / "nested" / "diagnose.sqlite"
    key = CacheKey("sig1", "model-a", "classify@1:score")
    cache = VerdictCache(path)
    assert cache.get(key) is None
    cache.put(key, VERDICT)
    cache.close()
    assert VerdictCache(path).get(key) == VERDICT


def test_model_and_prompt_version_are_part_of_the_key(tmp_path):
    cache = VerdictCache(tmp_path / "c.sqlite")
    cache.put(CacheKey("sig1", "model-a", "v1"), VERDICT)
    assert cache.get(CacheKey("sig1", "model-b", "v1")) is None
    assert cache.get(CacheKey("sig1", "model-a", "v2")) is None
    assert cache.get(CacheKey("sig2", "model-a", "v1")) is None


def _reply(text: str) -> str:
    return json.dumps({"line": text, "summary": "Out of GPU memory."})


def test_a_repeat_of_a_known_incident_costs_no_model_call(tmp_path, fake_backend):
    # Scripted for exactly one job: a second model call would fail the test.
    backend = fake_backend(replies=[_reply(OOM)], scores=[{"cuda_oom": 0.0}, {}])
    tier = LLMTier(backend, PROMPTS, cache=VerdictCache(tmp_path / "c.sqlite"))
    first = tier.classify(oom_job(pid=1))
    again = tier.classify(oom_job(pid=2))  # another job, same failure: other pids, same signature
    assert len(backend.calls) == 3
    assert again.findings[0].type == first.findings[0].type == "cuda_oom"
    assert again.findings[0].line.message == OOM and again.summary == first.summary


def test_the_cache_survives_a_new_process(tmp_path, fake_backend):
    path = tmp_path / "c.sqlite"
    LLMTier(fake_backend(replies=[_reply(OOM)], scores=[{"cuda_oom": 0.0}, {}]), PROMPTS,
            cache=VerdictCache(path)).classify(oom_job())
    result = LLMTier(fake_backend(), PROMPTS, cache=VerdictCache(path)).classify(oom_job())
    assert result.findings[0].type == "cuda_oom"


def test_an_abstention_is_cached_too(tmp_path, fake_backend):
    backend = fake_backend(scores=[{"unknown": 0.0}, {}])
    tier = LLMTier(backend, PROMPTS, cache=VerdictCache(tmp_path / "c.sqlite"))
    assert tier.classify(oom_job()).findings == ()
    result = tier.classify(oom_job())
    assert result.findings == () and "chose 'unknown'" in result.notes[0]
    assert len(backend.calls) == 2


def test_other_methods_and_candidates_do_not_share_entries(tmp_path, fake_backend):
    cache = VerdictCache(tmp_path / "c.sqlite")
    first = fake_backend(replies=[_reply(OOM)], scores=[{"cuda_oom": 0.0}, {}])
    LLMTier(first, PROMPTS, cache=cache).classify(oom_job())
    backend = fake_backend(replies=[_reply(OOM)], scores=[{"cuda_oom": 0.0}, {}])
    LLMTier(backend, PROMPTS, cache=cache).classify(oom_job(), candidates=["cuda_oom"])
    assert len(backend.calls) == 3


def test_only_redacted_text_is_stored(tmp_path, fake_backend):
    secret = "hf_" + "Z" * 34
    job = scan(event(line(f"OSError: 401 Unauthorized for token {secret}", 4)))
    shown = "OSError: 401 Unauthorized for token [REDACTED:HF_TOKEN]"
    path = tmp_path / "c.sqlite"
    backend = fake_backend(replies=[json.dumps({"line": shown, "summary": "Bad token."})],
                           scores=[{"dependency_error": 0.0}, {}])
    result = LLMTier(backend, PROMPTS, cache=VerdictCache(path)).classify(job)
    assert result.findings[0].line.message.endswith(secret)  # the finding points at the real line
    assert secret.encode() not in path.read_bytes()
    assert all(secret not in str(call) for call in backend.calls)


def test_the_calibration_prior_is_scored_once_and_kept_between_runs(tmp_path, fake_backend):
    path = tmp_path / "c.sqlite"
    first = fake_backend(replies=[_reply(OOM)], scores=[{"cuda_oom": 0.0}, {"cuda_error": 5.0}])
    LLMTier(first, PROMPTS, cache=VerdictCache(path)).classify(oom_job())
    key_error = "KeyError: 'labels'"
    second = fake_backend(replies=[_reply(key_error)], scores=[{"cuda_oom": 0.0, "cuda_error": 4.0}])
    result = LLMTier(second, PROMPTS, cache=VerdictCache(path)).classify(scan(event(line(key_error, 5))))
    assert [c[0] for c in second.calls] == ["score", "complete"]  # no second scoring pass for the prior
    assert result.findings[0].type == "cuda_oom"  # the saved prior (cuda_error is always likely) applied


def test_an_answer_cached_below_one_floor_is_explained_under_a_lower_one(tmp_path, fake_backend):
    path = tmp_path / "c.sqlite"
    scores = {"cuda_oom": 0.0, "nccl_timeout": -0.5}
    below = LLMTier(fake_backend(scores=[scores, {}]), PROMPTS, cache=VerdictCache(path), min_confidence=0.9)
    assert below.classify(oom_job()).findings == ()
    backend = fake_backend(replies=[_reply(OOM)], scores=[scores, {}])
    result = LLMTier(backend, PROMPTS, cache=VerdictCache(path), min_confidence=0.1).classify(oom_job())
    assert result.findings[0].type == "cuda_oom" and result.summary
    assert "complete" in [c[0] for c in backend.calls]
