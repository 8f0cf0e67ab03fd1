import json
import pickle
import struct
import zipfile
from pathlib import Path

from diagnose.recover.checkpoints import find_checkpoints, step_of


def torch_file(path: Path, payload: bytes = b"\x80\x02}q\x00.") -> Path:
    """A torch.save-shaped zip archive (archive/data.pkl, archive/version, a data record)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(f"{path.stem}/data.pkl", payload)
        z.writestr(f"{path.stem}/version", b"3\n")
        z.writestr(f"{path.stem}/data/0", b"\0" * 256)
    return path


def safetensors_file(path: Path, *, data: int = 16, claim: int | None = None) -> Path:
    header = json.dumps({"w": {"dtype": "F32", "shape": [claim or data // 4],
                               "data_offsets": [0, claim or data]}}).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(struct.pack("<Q", len(header)) + header + b"\0" * data)
    return path


def megatron(root: Path, *iterations: int, tracker: int | None = None) -> Path:
    for it in iterations:
        torch_file(root / f"iter_{it:07d}" / "mp_rank_00" / "model_optim_rng.pt")
    (root / "latest_checkpointed_iteration.txt").write_text(f"{tracker if tracker is not None else max(iterations)}\n")
    return root


def truncate(path: Path, keep: int = 40) -> None:
    path.write_bytes(path.read_bytes()[:keep])


def test_megatron_layout_newest_first_and_tracked(tmp_path: Path) -> None:
    found = find_checkpoints(megatron(tmp_path, 100, 200, 300))
    assert [(c.path.name, c.layout, c.step, c.ok) for c in found.checkpoints] == [
        ("iter_0000300", "megatron", 300, True), ("iter_0000200", "megatron", 200, True),
        ("iter_0000100", "megatron", 100, True)]
    assert found.checkpoints[0].tracked and not found.checkpoints[1].tracked
    assert found.newest_good().step == 300 and found.newest_good(before_step=300).step == 200


def test_truncated_zip_empty_file_and_unfinished_save_are_not_good(tmp_path: Path) -> None:
    megatron(tmp_path, 100, 200, 300, 400, tracker=300)
    truncate(tmp_path / "iter_0000300" / "mp_rank_00" / "model_optim_rng.pt")
    (tmp_path / "iter_0000200" / "mp_rank_00" / "model_optim_rng.pt").write_bytes(b"")
    by_step = {c.step: c for c in find_checkpoints(tmp_path).checkpoints}
    assert "the save did not finish" in by_step[400].problems[0]
    assert "not a torch zip archive" in by_step[300].problems[0]
    assert by_step[200].problems == ("iter_0000200/mp_rank_00/model_optim_rng.pt: empty",)
    assert find_checkpoints(tmp_path).newest_good().step == 100


def test_a_pickle_inside_is_never_loaded(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self):
            return (marker.write_text, ("loaded",))

    torch_file(tmp_path / "ckpt" / "iter_0000001" / "mp_rank_00" / "model_optim_rng.pt", pickle.dumps(Evil()))
    (tmp_path / "ckpt" / "latest_checkpointed_iteration.txt").write_text("1")
    assert find_checkpoints(tmp_path / "ckpt").newest_good().step == 1
    assert not marker.exists()


def test_legacy_torch_format_passes_on_its_magic_number(tmp_path: Path) -> None:
    f = tmp_path / "iter_0000005" / "mp_rank_00" / "model_optim_rng.pt"
    f.parent.mkdir(parents=True)
    f.write_bytes(b"\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19.rest")
    assert find_checkpoints(tmp_path).checkpoints[0].ok


def test_deepspeed_layout_with_latest_tag(tmp_path: Path) -> None:
    for step in (10, 20):
        torch_file(tmp_path / f"global_step{step}" / "mp_rank_00_model_states.pt")
        torch_file(tmp_path / f"global_step{step}" / "bf16_zero_pp_rank_0_mp_rank_00_optim_states.pt")
    (tmp_path / "latest").write_text("global_step10")
    torch_file(tmp_path / "global_step30" / "zero_pp_rank_0_mp_rank_00_optim_states.pt")
    by_step = {c.step: c for c in find_checkpoints(tmp_path).checkpoints}
    assert by_step[10].ok and by_step[10].tracked
    assert any("did not finish" in p for p in by_step[20].problems)
    assert any("no *model_states.pt" in p for p in by_step[30].problems)


def hf_checkpoint(folder: Path, *, state: bool = True) -> Path:
    safetensors_file(folder / "model.safetensors")
    torch_file(folder / "optimizer.pt")
    if state:
        (folder / "trainer_state.json").write_text(json.dumps({"global_step": 1}))
    return folder


def test_hf_layout_checks_safetensors_header_and_trainer_state(tmp_path: Path) -> None:
    hf_checkpoint(tmp_path / "checkpoint-500")
    hf_checkpoint(tmp_path / "checkpoint-1000")
    truncate(tmp_path / "checkpoint-1000" / "model.safetensors", 30)
    hf_checkpoint(tmp_path / "checkpoint-1500", state=False)
    safetensors_file(tmp_path / "checkpoint-2000" / "model.safetensors", data=16, claim=32)
    (tmp_path / "checkpoint-2000" / "trainer_state.json").write_text("{not json")
    by_step = {c.step: c for c in find_checkpoints(tmp_path).checkpoints}
    assert by_step[500].ok
    assert "does not fit the file" in by_step[1000].problems[0]
    assert "trainer_state.json: missing" in by_step[1500].problems[0]
    assert any("tensor data ends at 32, file has 16" in p for p in by_step[2000].problems)
    assert any("trainer_state.json: bad JSON" in p for p in by_step[2000].problems)


def test_hf_sharded_index_names_a_missing_shard(tmp_path: Path) -> None:
    folder = hf_checkpoint(tmp_path / "checkpoint-7")
    safetensors_file(folder / "model-00001-of-00002.safetensors")
    (folder / "model.safetensors.index.json").write_text(json.dumps({"weight_map": {
        "a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors"}}))
    (c,) = find_checkpoints(tmp_path).checkpoints
    assert c.problems == ("checkpoint-7/model-00002-of-00002.safetensors: missing (named in "
                          "model.safetensors.index.json)",)


def test_torch_distributed_checkpoint_folder(tmp_path: Path) -> None:
    good, bad = tmp_path / "step-100", tmp_path / "step-200"
    for folder in (good, bad):
        folder.mkdir()
        (folder / ".metadata").write_bytes(b"\x80\x04metadata")
        (folder / "__0_0.distcp").write_bytes(b"\0" * 32)
    (bad / "__0_0.distcp").write_bytes(b"")
    found = find_checkpoints(tmp_path)
    assert [(c.layout, c.step, c.ok) for c in found.checkpoints] == [("dcp", 200, False), ("dcp", 100, True)]


def test_missing_root_and_step_names(tmp_path: Path) -> None:
    assert find_checkpoints(tmp_path / "nope").notes == (f"{tmp_path / 'nope'}: not a directory",)
    assert [step_of(n) for n in ("iter_0000200", "global_step7", "checkpoint-30", "step-40", "epoch_2", "x")] == [
        200, 7, 30, 40, 2, None]
