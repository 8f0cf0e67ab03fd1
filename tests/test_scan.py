from pathlib import Path

import pytest

from diagnose.ingest import sources
from diagnose.ingest.scan import FileScanner
from diagnose.ingest.sources import LogFile

LOG = """[2024-05-01 12:00:00,000] INFO start
 iteration      100/  1000 | lm loss: 7.1
[2024-05-01 12:00:01,000] WARNING transient
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
ConnectionResetError: [Errno 104] Connection reset by peer
 iteration      101/  1000 | lm loss: 7.0
[2024-05-01 12:05:00,000] INFO saving
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
  File "train.py", line 9, in main
    x = y[3]
KeyError: 'foo'
[2024-05-01 12:06:00,000] ERROR shutting down
"""


def _scan(tmp_path: Path, text: str, **kw):
    p = tmp_path / "rank-2.log"
    p.write_text(text)
    return FileScanner([r"KeyError"], **kw).scan(LogFile(p, "rank-2.log"))


def _summary(scan):
    return [(e.kind, e.exception, e.head.lineno, e.survived, e.head.rank) for e in scan.events]


def test_events_lines_and_survival(tmp_path):
    scan = _scan(tmp_path, LOG)
    assert scan.lines == 16 and scan.rank == 2
    assert scan.last_progress == 8
    assert _summary(scan) == [
        ("traceback", "ConnectionResetError", 7, True, 2),  # training went on: survived
        ("traceback", "KeyError", 15, False, 2),
        ("line", None, 16, False, 2),
    ]


def test_lines_are_numbered_as_editors_number_them_when_progress_bars_redraw(tmp_path):
    # Each redraw is a line to the scan (progress, or an error written after a bar), but not to an operator's editor.
    bars = "".join(f"\r {i}0%|{'#' * i}| {i}/10" for i in range(1, 10))
    progress = " iteration      101/  1000 | lm loss: 7.0"
    text = LOG.replace(progress + "\n", progress + bars + "\n")
    (tmp_path / "bars").mkdir()
    p = tmp_path / "bars" / "rank-2.log"
    p.write_text(text)  # write_text keeps a lone \r as it is
    scan = FileScanner([r"KeyError"]).scan(LogFile(p, "rank-2.log"))
    assert _summary(scan) == _summary(_scan(tmp_path, LOG)) and scan.lines == 16
    assert [ln.lineno for e in scan.events for ln in e.lines][-3:] == [14, 15, 16]
    assert [ln.lineno for end in scan.endings for ln in end.last_lines][-1] == 16


@pytest.mark.parametrize("chunk_bytes", [60, 100, 333, 1 << 20])
def test_result_does_not_depend_on_chunk_boundaries(tmp_path, monkeypatch, chunk_bytes):
    reference = _summary(_scan(tmp_path, LOG * 50))
    monkeypatch.setattr(sources, "_READ_BYTES", 7)  # chunks are read blocks regrouped: 1 MiB ones hold all of LOG * 50
    assert _summary(_scan(tmp_path, LOG * 50, chunk_bytes=chunk_bytes)) == reference
    assert len(reference) == 150


def test_event_cap_bounds_memory_and_keeps_the_first_and_the_latest_events(tmp_path):
    flood = "".join(f"ERROR worker {i} lost its heartbeat\n" for i in range(5000))
    scan = _scan(tmp_path, flood + "KeyError: the crash comes last\n", max_events=100,
                 context_lines=0)
    assert [e.head.lineno for e in scan.events] == [*range(1, 51), *range(4952, 5002)]
    assert scan.notes == ("rank-2.log: 5001 error events; kept the first 50 and the last 50",)


def test_an_error_flood_in_one_region_costs_linear_time(tmp_path):
    # 20,000 flagged lines merge into one region: counting each one's line from the region's start, or copying
    # the region's list of flagged lines for each, made this minutes (50,000 took over ten).
    flood = "".join(f"ERROR worker {i} lost its heartbeat\n" for i in range(20000))
    scan = _scan(tmp_path, flood, context_lines=3)
    assert scan.events[-1].head.lineno == 20000 and scan.lines == 20000


def test_binary_file_becomes_a_note(tmp_path):
    p = tmp_path / "core"
    p.write_bytes(b"\x7fELF\x00\x00" * 100)
    scan = FileScanner([r"x"]).scan(LogFile(p, "core"))
    assert scan.events == () and "binary" in scan.notes[0]


NAN_LOG = """ iteration      100/  1000 | lm loss: 7.1 | number of nan iterations:   0 |
[2024-05-01 12:00:01,000] WARNING transient
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
ConnectionResetError: [Errno 104] Connection reset by peer
[2024-05-01 12:00:02,000] INFO reconnected
 iteration      101/  1000 | lm loss: 7.0 | number of nan iterations:   0 |
 iteration      102/  1000 | lm loss: NAN | number of nan iterations:   1 |
 iteration      103/  1000 | lm loss: NAN | number of nan iterations:   2 |
"""


def test_progress_with_a_nonfinite_loss_is_not_healthy_progress(tmp_path):
    scan = FileScanner([r"lm loss: NAN"]).scan(LogFile(_write(tmp_path, NAN_LOG), "rank-2.log"))
    assert scan.last_progress == 8  # the last finite loss, not the NaN lines after it
    assert [(e.head.lineno, e.survived) for e in scan.events] == [(6, True), (9, False), (10, False)]


@pytest.mark.parametrize("key", ["loss_ce: nan", "losses: inf", "train/loss = nan"])
def test_a_nonfinite_loss_under_any_loss_key_is_not_healthy(tmp_path, key):
    text = f"step: 1 loss: 2.5 lr: 0.1\nstep: 2 loss: 2.4 {key} lr: 0.1\n"
    assert FileScanner([r"nothing"]).scan(LogFile(_write(tmp_path, text), "rank-2.log")).last_progress == 1


def test_an_evaluation_line_is_not_healthy_training_progress(tmp_path):
    text = ("Epoch 3 step: 1 loss: 2.5 lr: 0.1\nEpoch 3 step: 2 loss: nan lr: 0.1\n"
            "INFO: [Eval] - Epoch 3, validation: loss=0.1077, DER=0.1382\n")
    assert FileScanner([r"nothing"]).scan(LogFile(_write(tmp_path, text), "rank-2.log")).last_progress == 1
    both = "E something failed\nEpoch 3 loss: 0.35\nEpoch 4 - loss: 0.3120 - val_loss: 0.4010\n"
    assert FileScanner([r"nothing"]).scan(LogFile(_write(tmp_path, both), "rank-3.log")).last_progress == 3


@pytest.mark.parametrize("line", [
    "Epoch: 4051 Sparsity: 0.9852864583333334 Training loss: 2.356727",  # a hand-written loop
    "{'loss': '0.812', 'grad_norm': '1.25', 'learning_rate': '0.0001664', 'epoch': '0.08421'}",  # HF, values as text
    "2025-06-26 16:24:58,835 - INFO - Epoch [1/70][10/2860]  lr: 0.0001, eta: 8 days, 8:52:17, score_loss: 0.0000",
    "2026-03-03 13:12:56,621 INFO: [WDMam..][epoch: 11, iter:  19,300, lr:(4.982e-04,)] [eta: 2 days, 16:43:23, "
    "time (data): 0.480 (0.002)] l_pix: 3.0921e-02",  # BasicSR, the iteration with thousands separators
    "Training Progress:   7%|7         | 20/300 [00:21<04:57,  1.06s/it, epoch=20, train_loss=0.5381]",  # tqdm postfix
    "Process 000 | Epoch 00039 | Time(s) 3.2359 | Comm(s) 1.4118 | Reduce(s) 0.8850 | Loss 3.1024",  # DGL's examples
    "Current res: [   8] [    38/  2343] with current  time: 248.9696, d_loss: 1.00680125, g_loss: 1.51120853",  # GAN
])
def test_progress_lines_of_more_shapes_count(tmp_path, line):
    text = f"E something failed\n{line}\n"
    assert FileScanner([r"nothing"]).scan(LogFile(_write(tmp_path, text), "rank-2.log")).last_progress == 2


def test_a_nonfinite_gradient_norm_is_not_healthy_progress(tmp_path):
    text = ("{'loss': 2.5, 'grad_norm': 0.9, 'learning_rate': 1e-05, 'epoch': 0.1}\n"
            "{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 1e-05, 'epoch': 0.2}\n")
    assert FileScanner([r"nothing"]).scan(LogFile(_write(tmp_path, text), "rank-2.log")).last_progress == 1


def test_an_infinite_loss_scale_leaves_progress_healthy(tmp_path):
    text = "step: 1 loss: 2.5 lr: 0.1\nstep: 2 loss: 2.4 loss_scale: inf lr: 0.1\n"
    assert FileScanner([r"nothing"]).scan(LogFile(_write(tmp_path, text), "rank-2.log")).last_progress == 2


def test_a_chunk_of_only_nonfinite_losses_ends_progress_at_its_first_line(tmp_path):
    only_nan = "".join(f" iteration {i:8d}/  1000 | lm loss: NAN |\n" for i in range(5))
    scan = FileScanner([r"lm loss: NAN"]).scan(LogFile(_write(tmp_path, only_nan), "rank-2.log"))
    assert scan.last_progress == 1
    assert [e.survived for e in scan.events] == [False] * 5


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "rank-2.log"
    p.write_text(text)
    return p


def test_a_region_ending_near_a_chunk_end_waits_for_a_hit_that_joins_it(tmp_path, monkeypatch):
    # Found by fuzz/fuzz_scanner.py: the two Xid lines' regions overlap, so one scan joins them and line 6
    # takes line 1's time; when a chunk ended between them, line 6's region was cut alone and had no time.
    text = "[Sat Jan  3 00:05:20 2021] NVRM: Xid 79\n\n\n\n 2.2\n05:20 2021] NVRM: Xid 79\n"
    whole = _scan(tmp_path, text)
    assert [(e.head.lineno, e.head.time_inherited) for e in whole.events] == [(1, False), (6, True)]
    monkeypatch.setattr(sources, "_READ_BYTES", 14)
    for chunk_bytes in (41, 50, 69):
        assert _scan(tmp_path, text, chunk_bytes=chunk_bytes) == whole

HEADED = """node-b:4242:4300 [3] NCCL INFO comm 0x5 rank 11 nranks 16 cudaDev 3 nvmlDev 3 busId 1b000 - Init COMPLETE
hostname: node-b
[2024-05-01 12:00:00,000] INFO step=10 loss=2.1 lr=3e-4
metrics upload failed, will retry
ERROR upload retried
[2024-05-01 12:00:05,000] INFO step=11 loss=2.0 lr=3e-4
ERROR shutting down
"""


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_every_engine_reads_the_head_progress_and_events_alike(tmp_path, engine):
    p = tmp_path / "worker.log"
    p.write_text(HEADED)
    scan = FileScanner([r"KeyError"], engine=engine).scan(LogFile(p, "worker.log"))
    assert scan.node == "node-b" and scan.last_progress == 6
    assert [(pr.rank, pr.node, pr.pid, pr.bus) for pr in scan.processes] == [(11, "node-b", 4242, "1b:00")]
    # The unstamped ERROR takes the time of the last stamped line before it (two lines up) and survived.
    assert [(e.head.lineno, e.head.time.second, e.head.time_inherited, e.survived) for e in scan.events] == [
        (5, 0, True, True), (7, 5, True, False)]


def test_an_unstamped_error_far_from_any_stamp_has_no_time(tmp_path):
    text = "[2024-05-01 12:00:00,000] INFO start\n" + "plain\n" * 5 + "ERROR lost\n"
    scan = _scan(tmp_path, text)
    assert [(e.head.lineno, e.head.time) for e in scan.events] == [(7, None)]


def _dense(iterations: int, tail: str = "") -> str:
    """A rank's log whose upload fails between progress lines, then ends with `tail`. A progress line comes
    late enough after each retry that a small chunk can end between them."""
    body = "".join(f"[2024-05-01 12:{i // 60:02d}:{i % 60:02d},000] ERROR upload of iter_{i} failed: 503 Slow Down\n"
                   + "plain\n" * 8 + f" iteration {i:8d}/  1000 | lm loss: 2.{i % 10}\n"
                   for i in range(iterations))
    return body + tail


@pytest.mark.parametrize("chunk_bytes", [50, 130, 333, 1 << 20])
def test_survived_repeats_fold_into_their_first_occurrence_whatever_the_chunks(tmp_path, monkeypatch, chunk_bytes):
    monkeypatch.setattr(sources, "_READ_BYTES", 7)
    scan = _scan(tmp_path, _dense(40), chunk_bytes=chunk_bytes)
    assert [(e.head.lineno, e.survived) for e in scan.events] == [(1, True)]
    note = "rank-2.log: 39 repeats of earlier one-line errors folded (numbers aside; the first repeat after the last " \
           "progress line is kept)"
    assert scan.notes == (note,)


@pytest.mark.parametrize("chunk_bytes", [50, 130, 333, 1 << 20])
def test_the_first_repeat_after_the_last_progress_stays_an_event(tmp_path, monkeypatch, chunk_bytes):
    tail = "".join(f"[2024-05-01 13:00:{i:02d},000] ERROR upload of iter_99 failed: 503 Slow Down\n" + "plain\n" * 7
                   for i in range(5))
    monkeypatch.setattr(sources, "_READ_BYTES", 7)
    scan = _scan(tmp_path, _dense(10, tail), chunk_bytes=chunk_bytes)
    # The first occurrence (survived) and the first one after training stopped: the job went on from the same
    # retried error ten times before, so it did not stop the job now either.
    assert [(e.head.lineno, e.survived, e.head.time.minute) for e in scan.events] == [(1, True, 0), (101, True, 0)]
    assert "13 repeats" in scan.notes[0]


def test_after_the_last_progress_only_a_new_error_is_a_candidate(tmp_path):
    tail = ("[2024-05-01 13:00:00,000] ERROR upload of iter_99 failed: 503 Slow Down\n"
            "[2024-05-01 13:00:01,000] ERROR disk gone: /ckpt is not mounted\n")
    scan = _scan(tmp_path, _dense(3, tail))
    assert [(e.head.lineno, e.survived) for e in scan.events] == [(1, True), (31, True), (32, False)]


def test_a_progress_line_that_repeats_a_non_finite_value_is_not_survived_again(tmp_path):
    (tmp_path / "rank-2.log").write_text("".join(f" iteration {i:8d}/  1000 | grad norm: nan\n" for i in range(3)))
    scan = FileScanner([r"grad norm: nan"]).scan(LogFile(tmp_path / "rank-2.log", "rank-2.log"))
    assert [(e.head.lineno, e.survived) for e in scan.events] == [(1, True), (2, True), (3, False)]


def test_a_loss_that_is_nan_now_and_then_and_nan_at_the_end_is_not_survived_again(tmp_path):
    records = ["{'loss': 5.63, 'lr': 0.0002}", "{'loss': nan, 'lr': 0.0002}", "{'loss': 5.09, 'lr': 0.0002}",
               "{'loss': nan, 'lr': 0.0002}"]
    (tmp_path / "rank-2.log").write_text("\n".join(records) + "\n")
    scan = FileScanner([r"'loss': nan"]).scan(LogFile(tmp_path / "rank-2.log", "rank-2.log"))
    assert [(e.head.lineno, e.survived) for e in scan.events] == [(2, True), (4, False)]


def test_repeats_of_different_messages_or_streams_are_not_folded(tmp_path):
    text = " iteration        0/  1000 | lm loss: 2.1\n" + "".join(f"[rank{r}]: ERROR upload of iter_{i} failed\n" + "plain\n" * 7 for i in range(3) for r in (3, 5))
    text += "".join(f"ERROR {what}\n" + "plain\n" * 7 for what in ("disk full", "disk gone"))
    text += " iteration        1/  1000 | lm loss: 2.0\n"
    scan = _scan(tmp_path, text)
    assert [(e.head.rank, e.head.lineno) for e in scan.events] == [(3, 2), (5, 10), (2, 50), (2, 58)]


def test_a_file_without_progress_of_its_own_keeps_every_repeat(tmp_path):
    # Its ranks may have logged progress elsewhere: only the job can tell which repeats were survived.
    scan = _scan(tmp_path, "".join(f"ERROR upload of iter_{i} failed\n" + "plain\n" * 7 for i in range(5)))
    assert [e.head.lineno for e in scan.events] == [1, 9, 17, 25, 33] and scan.notes == ()


def test_progress_flushed_just_after_the_schedulers_kill_notice_does_not_survive_it(tmp_path):
    # slurmstepd writes its notice unbuffered; the training loop's buffered stdout can land after it.
    step = " iteration {:8d}/  1000 | lm loss: 2.0\n"
    kill = "slurmstepd: error: Job 7518 exceeded memory limit (626359956 > 512000000), being killed\n"
    flushed = step.format(1) + kill + step.format(2)
    went_on = step.format(1) + kill + "".join(step.format(i) for i in range(2, 120))
    assert _survival(tmp_path / "a", r"slurmstepd: error", flushed) == [False]
    assert _survival(tmp_path / "b", r"slurmstepd: error", went_on) == [True]


def test_progress_flushed_after_an_uncaught_exception_does_not_survive_it(tmp_path):
    # The traceback goes to stderr at once; the buffered stdout with the last progress line is flushed at exit.
    steps = "".join(f"Epoch 542, Loss: 0.33 N_BATCH:{i}\n" for i in range(3))
    crash = "Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\nKeyError: 'x'\n"
    assert _survival(tmp_path / "a", r"KeyError", steps + crash + steps) == [False]
    assert _survival(tmp_path / "b", r"KeyError", steps + crash + steps * 40) == [True]


def test_steps_finished_in_a_launchers_grace_period_do_not_survive_its_death_signal(tmp_path):
    # torchrun's agent reports the signal, then gives its workers 30 s before SIGKILL: a step or two still lands.
    step = "Epoch [1/3]({}/106257) loss:1.700 lr:0.000050\n"
    signal = ("W0712 21:41:30.388961 140 torch/distributed/elastic/agent/server/api.py:704] "
              "Received Signals.SIGHUP death signal, shutting down workers\n")
    assert _survival(tmp_path / "a", r"death signal", step.format(1) + signal + step.format(2)) == [False]
    went_on = step.format(1) + signal + "".join(step.format(i) for i in range(2, 120))
    assert _survival(tmp_path / "b", r"death signal", went_on) == [True]


def test_a_death_signal_the_process_went_on_from_does_not_make_later_errors_its_shutdown(tmp_path):
    # A sweep agent stopped one trial and started the next in the same output; the next trial's end is its own.
    step = " iteration {:8d}/  1000 | lm loss: 2.0\n"
    signal = ("W1104 06:12:45.512000 13 torch/distributed/elastic/agent/server/api.py:704] "
              "Received Signals.SIGTERM death signal, shutting down workers\n")
    crash = "Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\nKeyError: 'x'\n"
    text = signal + "".join(step.format(i) for i in range(150)) + crash
    assert _survival(tmp_path, r"death signal|KeyError", text) == [True, False]


def test_a_progress_bar_redrawn_as_the_files_last_line_does_not_show_that_the_job_went_on(tmp_path):
    # tqdm's close() draws the bar once more when an exception leaves its loop; only progress before that counts.
    bar = "Episode [1/100]:   7%|7         | {0}/147 [3:34:08<44:07:37, 1168.07s/it, policy_loss=-0.115]\n"
    kill = "(Actor pid=8249) Task was killed due to the node running low on memory.\n"
    assert _survival(tmp_path / "a", r"running low on memory", bar.format(10) + kill + bar.format(11)) == [False]
    went_on = bar.format(10) + kill + bar.format(11) + bar.format(12)
    assert _survival(tmp_path / "b", r"running low on memory", went_on) == [True]


def test_progress_flushed_after_an_exceptions_closing_line_without_its_traceback_does_not_survive_it(tmp_path):
    # A pdsh excerpt keeps only the exception's last line; the node's buffered progress line is flushed after it.
    step = "node-8:  iteration {:8d}/  286102 | lm loss: 2.795609E+00 | loss scale: 1.0\n"
    crash = "node-8: Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.\n"
    assert _survival(tmp_path / "a", r"loss scale already at minimum", crash + step.format(2090)) == [False]
    went_on = crash + "".join(step.format(i) for i in range(2090, 2200))
    assert _survival(tmp_path / "b", r"loss scale already at minimum", went_on) == [True]


def test_pytorchs_own_records_at_exit_do_not_show_that_a_rank_went_on(tmp_path):
    text = ("0: Traceback (most recent call last):\n0:   File \"main.py\", line 5, in <module>\n"
            "0: KeyError: 'x'\n"
            "0: I0124 14:50:20.055000 76778 torch/_dynamo/utils.py:399] TorchDynamo compilation metrics:\n")
    assert _survival(tmp_path, r"KeyError", text) == [False]


def _survival(folder: Path, pattern: str, text: str) -> list[bool]:
    """Whether each event of `text`, written to `folder`/out.log, was survived."""
    folder.mkdir(exist_ok=True)
    (folder / "out.log").write_text(text)
    return [e.survived for e in FileScanner([pattern]).scan(LogFile(folder / "out.log", "out.log")).events]


def _caught_log(gap: int) -> str:
    filler = "".join(f"[{i}] scored {i}\n" for i in range(gap))
    return (f"task-1/trial3: JSONDecodeError: Expecting value: line 2 column 14 (char 15)\n{filler}"
            "task-9/trial0: JSONDecodeError: Unterminated string starting at: line 3 column 5 (char 40)\n"
            "more output\n")


@pytest.mark.parametrize(("gap", "survived"), [(150, True), (20, False)])
def test_an_exception_a_program_logs_under_its_own_label_far_apart_is_one_it_catches(tmp_path, gap, survived):
    """Reports of one exception class more than a buffer's worth of lines apart in one stream: the process went on
    between them, so every report of that class is survived; two reports close together prove nothing."""
    assert _survival(tmp_path, r"JSONDecodeError", _caught_log(gap)) == [survived, survived]


def test_what_a_process_raises_after_it_reported_a_termination_signal_is_its_shutdown(tmp_path):
    text = ("step 100 loss 1.25\n"
            "*** SIGTERM received at time=1736077232 on cpu 19 ***\n"
            "Exception in thread MsgRouterThr:\nTraceback (most recent call last):\n"
            '  File "router.py", line 70, in message_loop\nOSError: handle is closed\n'
            "slurmstepd: error: *** JOB 7 ON gpu3 CANCELLED AT 2025-01-05T18:40:40 DUE TO PREEMPTION ***\n")
    pattern = r"SIG[A-Z]+ received|OSError|CANCELLED AT"
    assert _survival(tmp_path, pattern, text) == [False, True, False]
    assert _survival(tmp_path, pattern, text.replace("*** SIGTERM received", "*** SIGSEGV received")) \
        == [False, False, False]


def test_a_loss_reported_nan_in_a_sentence_is_not_handled_by_skipping_the_step(tmp_path):
    """A record that says it skipped its error was survived, unless what it skipped is a non-finite loss: a job that
    keeps skipping NaN losses has not survived its divergence (OpenFold's "<name> loss is NaN. Skipping...")."""
    p = tmp_path / "rank-0.log"
    p.write_text("WARNING:root:bad sample 17 in batch 3. Skipping...\n"
                 "WARNING:root:distogram loss is NaN. Skipping...\n"
                 "WARNING:root:fape loss was inf. Skipping...\n"
                 "WARNING:root:total loss has become nan. Skipping...\n"
                 "WARNING:root:masked loss went NaN; skipping this batch\n")
    pattern = r"loss (?:is|was|has become|went) (?:NaN|inf|nan)"
    scan = FileScanner([r"bad sample", pattern]).scan(LogFile(p, "rank-0.log"))
    assert [(e.head.lineno, e.survived) for e in scan.events] == [(1, True), (2, False), (3, False), (4, False),
                                                                  (5, False)]


def test_a_match_that_takes_its_lines_newline_at_the_files_end_flags_that_line(tmp_path):
    """Hyperscan reports where a match ends; one that took the last line's newline ends past the buffer, and was once
    read as a line after the file's end (an IndexError on a real Keras log ending in `loss: nan`)."""
    p = tmp_path / "rank-0.log"
    p.write_text("  48/5000 - loss: 23.8\n  49/5000 - loss: nan\n")
    scan = FileScanner([r"loss: nan\s", r"loss"]).scan(LogFile(p, "rank-0.log"))
    assert [e.head.lineno for e in scan.events] == [1, 2]
