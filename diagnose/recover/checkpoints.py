"""Find a training run's checkpoints and check that each is complete and readable, without loading it.

Layouts: Megatron-LM `iter_NNNNNNN/` (+ `latest_checkpointed_iteration.txt`), DeepSpeed `global_stepN/`
(+ `latest`), Hugging Face Trainer `checkpoint-N/`, and torch.distributed.checkpoint folders (`.metadata`
+ `*.distcp`). The checks read only headers: a torch zip file's central directory, a safetensors file's
JSON header, a JSON file's syntax. Nothing is ever unpickled: a checkpoint can carry code.
"""

import json
import os
import re
import struct
import zipfile
from dataclasses import dataclass, replace
from pathlib import Path

_LAYOUTS = (  # folder name -> layout; the group is the step
    (re.compile(r"^iter_(\d+)$"), "megatron"),
    (re.compile(r"^global_step(\d+)$"), "deepspeed"),
    (re.compile(r"^checkpoint-(\d+)$"), "hf"),
)
_DCP_STEP = re.compile(r"(?:step|iter|iteration|epoch)[-_]?(\d+)$|^(\d+)$")
_TRACKERS = {"megatron": "latest_checkpointed_iteration.txt", "deepspeed": "latest"}
_TORCH_SUFFIXES = (".pt", ".pth", ".bin", ".ckpt")
# torch.save's pre-1.6 format: a pickle (protocol 2) of the magic number 0x1950a86a20f9469cfc6c.
_LEGACY_TORCH = b"\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19"
_MAX_SAFETENSORS_HEADER = 100 << 20  # the safetensors library's own limit
_MAX_JSON = 64 << 20
_MAX_DIRS = 5000  # bound the walk: a checkpoint root is not a filesystem crawl


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """One checkpoint folder and what the integrity checks found."""

    path: Path
    layout: str  # megatron | deepspeed | hf | dcp
    step: int | None
    problems: tuple[str, ...]  # "<file>: why", empty when intact
    tracked: bool = False  # the layout's tracker file names this one as the latest complete save

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True, slots=True)
class CheckpointScan:
    """The checkpoints under a root, newest first, and anything the walk could not do."""

    root: Path
    checkpoints: tuple[Checkpoint, ...]
    notes: tuple[str, ...] = ()

    def newest_good(self, *, before_step: int | None = None,
                    skip: frozenset[Path] = frozenset()) -> Checkpoint | None:
        """The newest intact checkpoint with a step below `before_step` (when given), not in `skip`."""
        for c in self.checkpoints:
            if c.ok and c.path not in skip and (before_step is None or (c.step is not None and c.step < before_step)):
                return c
        return None


def find_checkpoints(root: Path) -> CheckpointScan:
    """Every checkpoint folder under `root` (itself included), checked, newest first."""
    if not root.is_dir():
        return CheckpointScan(root, (), (f"{root}: not a directory",))
    found, notes = _walk(root)
    checked = [_check(path, layout) for path, layout in found]
    checked = _apply_trackers(checked, notes)
    checked.sort(key=lambda c: (c.step is not None, c.step or 0, _mtime(c.path)), reverse=True)
    return CheckpointScan(root, tuple(checked), tuple(notes))


def step_of(name: str) -> int | None:
    """The step a checkpoint folder's name gives (iter_0000200 -> 200), or None."""
    for rx, _ in _LAYOUTS:
        m = rx.match(name)
        if m:
            return int(m.group(1))
    m = _DCP_STEP.search(name)
    return int(m.group(1) or m.group(2)) if m else None


def _walk(root: Path) -> tuple[list[tuple[Path, str]], list[str]]:
    found: list[tuple[Path, str]] = []
    notes: list[str] = []
    for count, (dirpath, dirnames, filenames) in enumerate(os.walk(root)):
        if count >= _MAX_DIRS:
            notes.append(f"{root}: stopped after {_MAX_DIRS} folders")
            break
        path = Path(dirpath)
        layout = _layout_of(path, filenames)
        if layout:
            found.append((path, layout))
            dirnames[:] = []  # a checkpoint's own subfolders (mp_rank_00/) are its parts, not checkpoints
        else:
            dirnames.sort()
    return found, notes


def _layout_of(path: Path, filenames: list[str]) -> str | None:
    for rx, layout in _LAYOUTS:
        if rx.match(path.name):
            return layout
    return "dcp" if ".metadata" in filenames and any(f.endswith(".distcp") for f in filenames) else None


def _check(path: Path, layout: str) -> Checkpoint:
    files = [p for p in sorted(path.rglob("*")) if p.is_file()]
    problems = [p for f in files for p in _file_problems(f, path)]
    problems += _missing(path, layout, files)
    return Checkpoint(path, layout, step_of(path.name), tuple(problems))


def _missing(path: Path, layout: str, files: list[Path]) -> list[str]:
    """The files a complete checkpoint of this layout must have, when absent."""
    names = {f.name for f in files}
    rel = path.name
    if layout == "dcp" or ".metadata" in names:
        wanted = [".metadata"] if ".metadata" not in names else []
        return [f"{rel}/{w}: missing" for w in wanted] + ([] if any(n.endswith(".distcp") for n in names)
                                                           else [f"{rel}: no .distcp shard"])
    if layout == "megatron" and not any(n.endswith(".pt") for n in names):
        return [f"{rel}: no model file (mp_rank_*/model_optim_rng.pt)"]
    if layout == "deepspeed" and not any(n.endswith("model_states.pt") for n in names):
        return [f"{rel}: no *model_states.pt"]
    if layout == "hf":
        return _hf_missing(path, names)
    return []


def _hf_missing(path: Path, names: set[str]) -> list[str]:
    out = [] if "trainer_state.json" in names else [f"{path.name}/trainer_state.json: missing (save not finished)"]
    weights = [n for n in names if n.endswith((".safetensors", ".bin")) and "optimizer" not in n]
    if not weights:
        out.append(f"{path.name}: no model weights (*.safetensors, pytorch_model.bin)")
    for index in (n for n in names if n.endswith(".index.json")):
        out += [f"{path.name}/{shard}: missing (named in {index})" for shard in _shards(path / index)
                if shard not in names]
    return out


def _shards(index: Path) -> set[str]:
    try:
        weight_map = json.loads(index.read_text(encoding="utf-8")).get("weight_map", {})
        return {str(v) for v in weight_map.values()} if isinstance(weight_map, dict) else set()
    except (OSError, ValueError, AttributeError):
        return set()  # the file's own check reports it


def _file_problems(f: Path, root: Path) -> list[str]:
    rel = f.relative_to(root.parent).as_posix()
    try:
        size = f.stat().st_size
        if size == 0:
            return [f"{rel}: empty"]
        why = _header_problem(f, size)
    except OSError as e:
        why = f"unreadable ({e.strerror or e})"
    return [f"{rel}: {why}"] if why else []


def _header_problem(f: Path, size: int) -> str | None:
    name = f.name
    if name.endswith(_TORCH_SUFFIXES):
        return _torch_problem(f)
    if name.endswith(".safetensors"):
        return _safetensors_problem(f, size)
    if name.endswith(".json"):
        return _json_problem(f, size)
    return None  # other files (a DCP .metadata is a pickle) are only checked for being non-empty


def _torch_problem(f: Path) -> str | None:
    """torch.save writes a zip archive; its central directory sits at the end, so truncation shows."""
    if zipfile.is_zipfile(f):
        try:
            with zipfile.ZipFile(f) as z:
                names = z.namelist()
        except (zipfile.BadZipFile, OSError, ValueError) as e:
            return f"unreadable zip archive ({e})"
        return None if any(n.endswith("data.pkl") for n in names) else "zip archive without data.pkl"
    with f.open("rb") as fh:
        head = fh.read(len(_LEGACY_TORCH))
    return None if head == _LEGACY_TORCH else "not a torch zip archive (truncated or overwritten?)"


def _safetensors_problem(f: Path, size: int) -> str | None:
    """8-byte little-endian header length, a JSON header, and tensor data that fills the rest exactly."""
    with f.open("rb") as fh:
        raw = fh.read(8)
        if len(raw) < 8:
            return "shorter than the 8-byte header length"
        (n,) = struct.unpack("<Q", raw)
        if n > _MAX_SAFETENSORS_HEADER or 8 + n > size:
            return f"header length {n} does not fit the file ({size} bytes)"
        try:
            header = json.loads(fh.read(n))
        except ValueError as e:
            return f"bad JSON header ({e})"
    if not isinstance(header, dict):
        return "JSON header is not an object"
    ends = [t["data_offsets"][1] for k, t in header.items() if k != "__metadata__" and isinstance(t, dict)
            and isinstance(t.get("data_offsets"), list) and len(t["data_offsets"]) == 2]
    data = size - 8 - n
    return None if max(ends, default=0) == data else f"tensor data ends at {max(ends, default=0)}, file has {data}"


def _json_problem(f: Path, size: int) -> str | None:
    if size > _MAX_JSON:
        return None  # too big to parse cheaply; its presence is the check
    try:
        json.loads(f.read_bytes())
    except ValueError as e:
        return f"bad JSON ({e})"
    return None


def _apply_trackers(checked: list[Checkpoint], notes: list[str]) -> list[Checkpoint]:
    """Megatron and DeepSpeed write their tracker file after a save completes: a newer folder is a save
    that did not finish."""
    trackers = {(c.path.parent, c.layout): _tracked_step(c.path.parent, c.layout, notes)
                for c in checked if c.layout in _TRACKERS}
    out = []
    for c in checked:
        tracked = trackers.get((c.path.parent, c.layout))
        if tracked is None or c.step is None:
            out.append(c)
        elif c.step > tracked:
            out.append(replace(c, problems=c.problems + (
                f"{c.path.name}: newer than {_TRACKERS[c.layout]} ({tracked}): the save did not finish",)))
        else:
            out.append(replace(c, tracked=c.step == tracked))
    return out


def _tracked_step(parent: Path, layout: str, notes: list[str]) -> int | None:
    path = parent / _TRACKERS[layout]
    if not path.is_file():
        return None
    try:
        text = path.read_text(encoding="utf-8", errors="replace").strip()[:200]
    except OSError as e:
        notes.append(f"{path}: unreadable ({e.strerror})")
        return None
    step = step_of(text) if layout == "deepspeed" else (int(text) if text.isdigit() else None)
    if step is None and text != "release":
        notes.append(f"{path}: unexpected content {text[:40]!r}")
    return step


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
