"""Builders of user-script failures: code bugs, configuration errors, device-side asserts."""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType

from eval.jobgen.blocks import (
    culprit_failure,
    device_assert_lines,
    single_error,
    traceback_lines,
)
from eval.jobgen.context import JobContext
from eval.jobgen.streams import Failure, Frame, Line, Streams, rank_err

CODE_BUGS: Mapping[str, tuple[Frame, str]] = MappingProxyType({
    "type_error": (("/workspace/model/gpt.py", 214, "forward", "x = self.embed(input_ids, position_ids=pos)"),
                   "TypeError: Embedding.forward() got an unexpected keyword argument 'position_ids'"),
    "key_error": (("/workspace/data/collate.py", 31, "__call__", "masks = [ex[\"attention_mask\"] for ex in batch]"),
                  "KeyError: 'attention_mask'"),
    "attribute_error": (("/workspace/train_utils.py", 88, "log_metrics", "tokens += batch.labels.size(0)"),
                        "AttributeError: 'NoneType' object has no attribute 'size'"),
    "value_error": (("/workspace/model/gpt.py", 301, "loss", "return F.cross_entropy(logits.view(-1, v), labels)"),
                    "ValueError: Expected input batch_size (16384) to match target batch_size (8192)."),
    "zero_division": (("/workspace/train_utils.py", 57, "throughput", "return tokens / (now - self.last_log)"),
                      "ZeroDivisionError: float division by zero"),
    "index_error": (("/workspace/data/packing.py", 73, "pack", "doc = self.docs[self.cursor]"),
                    "IndexError: list index out of range"),
})


def build_code_bug(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    frame, exc = CODE_BUGS[variant]

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        return traceback_lines(t, ctx.frames()[:2] + [frame], [exc], 0 if decisive else None)

    why = f"a bug in the user's code on rank {{rank}} ({exc.split(':')[0]})"
    return single_error(ctx, streams, rng, block, exc, why, share=rng.choice((0.0, 0.5, 1.0)))


def build_config_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """Wrong arguments, paths, permissions or shapes in the user's configuration."""
    user = rng.choice(("alice", "bwang", "mkumar", "jdoe"))
    if variant == "argparse":
        return argparse_failure(ctx, streams, rng)

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        base = ctx.frames()[:2]
        if variant == "size_mismatch":
            frames = base + [(f"{ctx.style.site}/torch/nn/modules/module.py", 2584, "load_state_dict",
                              "raise RuntimeError(")]
            mismatch = ["RuntimeError: Error(s) in loading state_dict for GPTModel:",
                   "\tsize mismatch for embedding.word_embeddings.weight: copying a param with shape "
                   "torch.Size([50304, 4096]) from checkpoint, the shape in current model is "
                   "torch.Size([32000, 4096]).",
                   "\tsize mismatch for output_layer.weight: copying a param with shape torch.Size([50304, 4096]) "
                   "from checkpoint, the shape in current model is torch.Size([32000, 4096])."]
            return traceback_lines(t, frames, mismatch, 1 if decisive else None)
        if variant == "permission":
            frames = base + [("/workspace/utils/checkpoint.py", 70, "save_checkpoint",
                              "os.makedirs(path, exist_ok=True)")]
            where = f"/checkpoints/shared/{user}-run/iter_{ctx.it_at(t):07d}"
            exc = f"PermissionError: [Errno 13] Permission denied: '{where}'"
            return traceback_lines(t, frames, [exc], 0 if decisive else None)
        frames = base + [("/workspace/eval.py", 40, "load_eval_set", "with open(cfg.eval_path) as f:")]
        exc = f"FileNotFoundError: [Errno 2] No such file or directory: '/home/{user}/data/val_split.jsonl'"
        return traceback_lines(t, frames, [exc], 0 if decisive else None)

    why = f"wrong configuration on rank {{rank}} ({variant.replace('_', ' ')})"
    return single_error(ctx, streams, rng, block, "", why, share=0.0 if variant == "permission" else 1.0)


def argparse_failure(ctx: JobContext, streams: Streams, rng: random.Random) -> Failure:
    """Rank 0 launches an evaluation command whose argparse rejects an argument."""
    rank, t = 0, ctx.times.fail
    ckpt = f"/checkpoints/run{rng.randint(2, 40)}/iter_{ctx.it_at(t):07d}"
    cmd = ["python", "eval_harness.py", "--ckpt", ckpt, "--fewshot", "5", "--tasks", "hellaswag"]
    texts = [ctx.log(rank, t, "INFO", f"running evaluation: {' '.join(cmd)}", "eval.py:88"),
             "usage: eval_harness.py [-h] --ckpt CKPT [--tasks TASKS] [--num-fewshot NUM_FEWSHOT] "
             "[--batch-size BATCH_SIZE]",
             "eval_harness.py: error: unrecognized arguments: --fewshot 5"]
    lines = [Line(t + 0.2 * i, text, i == 2) for i, text in enumerate(texts)]
    message = f"subprocess.CalledProcessError: Command '{cmd!r}' returned non-zero exit status 2."
    frames = ctx.frames()[:2] + [("/workspace/eval.py", 90, "run_eval", "subprocess.run(cmd, check=True)"),
                                 (f"{ctx.style.stdlib}/subprocess.py", 571, "run",
                                  "raise CalledProcessError(retcode, process.args,")]
    streams.add(rank_err(rank), lines + traceback_lines(t + 0.6, frames, [message], None))
    return culprit_failure(ctx, rank, t + 0.6, message, "the evaluation command launched by rank 0 had an "
                           "unrecognized argument")


def build_device_assert(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A kernel's index check fails (device-side assert), then CUDA reports the assert."""
    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        return device_assert_lines(ctx, t, variant, decisive)

    return single_error(ctx, streams, rng, block, "", "a device-side assert on rank {rank} "
                        f"({variant.replace('_', ' ')}: an index out of range in a kernel)")
