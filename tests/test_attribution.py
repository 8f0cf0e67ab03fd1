from datetime import datetime

import pytest

from diagnose.attribution import YEARLESS, PathHints, attribute_line, hints_from_path, node_from_content, parse_time

NONE = PathHints(None, None)


@pytest.mark.parametrize("rel, rank, node", [
    ("rank-3.log", 3, None),
    ("logs/rank_03.out", 3, None),
    ("worker_12.err", 12, None),
    ("gpu-node-07/rank-3.log", 3, "gpu-node-07"),
    ("node-a/stdout.txt", None, "node-a"),
    ("node-b.log", None, "node-b"),
    ("slurm-1234.out", None, None),
    ("train.log", None, None),
])
def test_rank_and_node_from_path(rel, rank, node):
    assert hints_from_path(rel) == PathHints(rank, node)


@pytest.mark.parametrize("raw, rank, node, message", [
    ("12: RuntimeError: boom", 12, None, "RuntimeError: boom"),
    ("[rank3]: torch.OutOfMemoryError: CUDA out of memory.", 3, None, "torch.OutOfMemoryError: CUDA out of memory."),
    ("[default5]:KeyError: 'x'", 5, None, "KeyError: 'x'"),
    ("gpu-node-02: [default3]: Traceback (most recent call last):", 3, "gpu-node-02",
     "Traceback (most recent call last):"),
    ("node-a: 7: ValueError: bad", 7, "node-a", "ValueError: bad"),
    ("gpu-node-07:12345:12400 [3] NCCL WARN NET/IB : Got completion", None, "gpu-node-07",
     "gpu-node-07:12345:12400 [3] NCCL WARN NET/IB : Got completion"),
    ("slurmstepd: error: *** JOB 77 ON gpu-node-09 CANCELLED AT 2024-05-01T12:03:44 DUE TO TIME LIMIT ***",
     None, "gpu-node-09", None),
    ("[Rank 118] Watchdog caught collective operation timeout", 118, None, None),
    ("RuntimeError: nothing attributable", None, None, "RuntimeError: nothing attributable"),
])
def test_prefixes_and_content(raw, rank, node, message):
    line = attribute_line(raw, file="f", lineno=1, hints=NONE)
    assert (line.rank, line.node) == (rank, node)
    if message is not None:
        assert line.message == message


def test_line_prefix_beats_file_rank_and_file_node_fills_in():
    line = attribute_line("[rank5]: boom", file="f", lineno=1, hints=PathHints(3, "node-a"))
    assert (line.rank, line.node) == (5, "node-a")


@pytest.mark.parametrize("text, expected", [
    ("2024-05-01T12:03:44.123Z INFO x", datetime(2024, 5, 1, 12, 3, 44, 123000)),
    ("[2024-05-01 12:03:44,123] ERROR x", datetime(2024, 5, 1, 12, 3, 44, 123000)),
    ("2024-05-01T14:03:44+02:00 x", datetime(2024, 5, 1, 12, 3, 44)),
    ("I0501 12:03:44.123456  1234 file.cc:12] hi", datetime(YEARLESS, 5, 1, 12, 3, 44, 123456)),
    ("[E603 17:48:01.005271823 ProcessGroupNCCL.cpp:632] x", datetime(YEARLESS, 6, 3, 17, 48, 1, 5271)),
    ("[Wed May  1 12:03:44 2024] NVRM: Xid", datetime(2024, 5, 1, 12, 3, 44)),
    ("May 18 19:02:39 host12 kernel: NVRM", datetime(YEARLESS, 5, 18, 19, 2, 39)),
    ("  time      : 2025-05-21_15:43:03", datetime(2025, 5, 21, 15, 43, 3)),
    ("[12345.678901] NVRM: Xid", None),  # seconds since boot cannot be ordered against wall clocks
    ("no time here", None),
])
def test_timestamp_shapes(text, expected):
    assert parse_time(text) == expected


def test_node_named_in_file_content():
    assert node_from_content("x\ngpu-node-03:111:222 [0] NCCL INFO Bootstrap\n") == "gpu-node-03"
    assert node_from_content("hostname: dgx-a100-17\n") == "dgx-a100-17"
    assert node_from_content("nothing\n") is None
