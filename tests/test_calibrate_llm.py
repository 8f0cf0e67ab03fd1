import json

from eval.calibrate_llm import best_floor, floor_table, replay_rows


def row(gold: str, predicted: str, confidence: float) -> dict:
    return {"gold": gold, "predicted": predicted, "confidence": confidence}


def test_the_floor_keeps_the_answers_that_are_right_more_often_than_wrong():
    rows = [row("cuda_oom", "cuda_oom", 0.9), row("code_bug", "code_bug", 0.7), row("unknown", "cuda_error", 0.3),
            row("host_oom", "cuda_error", 0.2), row("disk_full", "disk_full", 0.1), row("unknown", "unknown", 0.0)]
    table = {r["floor"]: r for r in floor_table(rows)}
    assert table[0.0] == {"floor": 0.0, "answers": 5, "right": 3, "net": 1}
    assert table[0.35] == {"floor": 0.35, "answers": 2, "right": 2, "net": 2}
    assert best_floor(list(table.values())) == 0.35  # the lowest floor with the best net


def test_without_wrong_answers_no_floor_is_needed():
    assert best_floor(floor_table([row("cuda_oom", "cuda_oom", 0.1), row("code_bug", "code_bug", 0.6)])) == 0.0


def test_replays_give_the_llm_tiers_answers_only(tmp_path):
    def case(gold: str, predicted: str, tier: str, confidence: float | None) -> dict:
        return {"type": gold, "predictions": {"diagnose": {"type": predicted, "tier": tier, "confidence": confidence}}}

    run = tmp_path / "replay.json"
    cases = [case("host_oom", "host_oom", "llm", 0.9), case("cuda_oom", "cuda_oom", "rule", 0.95),
             case("code_bug", "unknown", "none", None), case("disk_full", "code_bug", "llm", 0.4)]
    run.write_text(json.dumps({"cases": cases}))
    assert replay_rows([run]) == [row("host_oom", "host_oom", 0.9), row("disk_full", "code_bug", 0.4)]
