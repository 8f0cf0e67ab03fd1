from diagnose.ingest.attribution import PathHints, attribute_line
from diagnose.ingest.events import extract_events, raised_calling_from_installed, raised_importing


def _lines(text: str, first: int = 1):
    return [attribute_line(raw, file="f", lineno=first + i, hints=PathHints(None, None))
            for i, raw in enumerate(text.splitlines())]


def test_traceback_is_one_event_with_its_exception():
    lines = _lines("""[2024-05-01 12:00:00,000] INFO x
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
KeyError: 'labels'
[2024-05-01 12:00:01,000] INFO next""")
    (event,) = extract_events(lines, frozenset({2}))
    assert event.kind == "traceback" and event.exception == "KeyError"
    assert event.head.lineno == 5 and event.head.time is not None


def test_chained_traceback_keeps_every_exception_and_ends_on_the_last():
    lines = _lines("""Traceback (most recent call last):
  File "a.py", line 1, in f
FileNotFoundError: [Errno 2] No such file or directory: '/data/x'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "a.py", line 9, in g
RuntimeError: could not load shard""")
    (event,) = extract_events(lines, frozenset({1}))
    assert event.exception == "RuntimeError"
    assert [ln.lineno for ln in event.key_lines] == [3, 9]


def test_interleaved_ranks_are_followed_separately():
    lines = _lines("""[rank0]: Traceback (most recent call last):
[rank1]: iteration 5
[rank0]:   File "a.py", line 1, in f
[rank1]: iteration 6
[rank0]: ValueError: bad value""")
    (event,) = extract_events(lines, frozenset({1}))
    assert event.head.rank == 0 and event.head.lineno == 5 and event.exception == "ValueError"


def test_cpp_terminate_takes_its_what_line():
    lines = _lines("""terminate called after throwing an instance of 'c10::DistBackendError'
  what():  [PG 0 Rank 3] Process group watchdog thread terminated with exception: NCCL error
Exception raised from ncclCommWatchdog at x.cpp:1""")
    (event,) = extract_events(lines, frozenset({1}))
    assert event.kind == "cpp_terminate" and len(event.lines) == 3


def test_child_failed_report_keeps_torchrun_rank_as_a_hint():
    lines = _lines("""Traceback (most recent call last):
  File "torchrun", line 8, in <module>
torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
============================================================
train.py FAILED
------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2025-05-21_15:43:03
  host      : worker-1
  rank      : 5 (local_rank: 5)
  exitcode  : -6 (pid: 14750)""")
    child, report = extract_events(lines, frozenset({1, 12}))
    assert child.kind == "child_failed" and child.head.lineno == 3
    assert report.kind == "report" and report.hint_rank == 5 and report.head.rank == 5


def test_flagged_single_lines_become_events_and_context_does_not():
    lines = _lines("context\nNCCL WARN something broke\ncontext")
    (event,) = extract_events(lines, frozenset({2}))
    assert event.kind == "line" and event.head.lineno == 2


def test_dataloader_reraise_points_at_the_original_exception():
    lines = _lines("""Traceback (most recent call last):
  File "train.py", line 9, in <module>
    batch = next(it)
pyarrow.lib.ArrowInvalid: Caught ArrowInvalid in DataLoader worker process 1.
Original Traceback (most recent call last):
  File "worker.py", line 3, in fetch
    table = pq.read_table(path)
pyarrow.lib.ArrowInvalid: Parquet magic bytes not found in footer.""")
    (event,) = extract_events(lines, frozenset({1}))
    assert event.head.lineno == 8 and [ln.lineno for ln in event.key_lines] == [8]


def test_torchrun_report_lines_are_copies_with_the_reported_rank():
    lines = _lines("""Root Cause (first observed failure):
[0]:
  time      : 2025-05-21_15:43:03
  host      : worker-1
  rank      : 5 (local_rank: 5)
  exitcode  : 1 (pid: 14750)
  traceback : Traceback (most recent call last):
    File "x.py", line 1, in f
  KeyError: 'attention_mask'
============================================================""")
    (event,) = extract_events(lines, frozenset({9}))
    assert event.kind == "report" and event.hint_rank == 5 and event.head.rank == 5
    assert event.head.node == "worker-1"  # the entry's host line names where the failed worker ran


def test_each_report_entry_names_its_own_host_and_rank():
    lines = _lines("""Failures:
[1]:
  time      : 2025-05-21_15:43:03
  host      : gpu-a
  rank      : 1 (local_rank: 1)
  exitcode  : -9 (pid: 14751)
[2]:
  time      : 2025-05-21_15:43:03
  host      : gpu-b
  rank      : 9 (local_rank: 1)
  exitcode  : -9 (pid: 23012)
============================================================""")
    first, second = extract_events(lines, frozenset({6, 11}))
    assert (first.head.rank, first.head.node) == (1, "gpu-a")
    assert (second.head.rank, second.head.node) == (9, "gpu-b")


def test_a_traceback_python_swallowed_is_survived_and_one_that_ended_the_process_is_not():
    swallowed = ["Exception ignored in: <function _MultiProcessingDataLoaderIter.__del__ at 0x7f>",
                 "--- Logging error ---",
                 "ERROR:2025-11-11 11:28:25,186:jax._src.xla_bridge:487: Jax plugin configuration error: Exception "
                 "when calling jax_plugins.xla_cuda12.initialize()",
                 "ERROR:asyncio:Task exception was never retrieved",
                 "future: <Task finished name='Task-15' coro=<AsyncClient.aclose() done> exception=RuntimeError("
                 "'Event loop is closed')>"]
    for header in swallowed + ["Epoch 3 done"]:
        lines = _lines(f"""{header}
Traceback (most recent call last):
  File "/usr/lib/python3.10/logging/__init__.py", line 1084, in flush
    self.stream.flush()
OSError: [Errno 5] Input/output error""")
        (event,) = extract_events(lines, frozenset({5}))
        assert event.survived == (header in swallowed), header


def test_a_logging_errors_call_stack_and_record_are_not_part_of_its_exception():
    lines = _lines("""--- Logging error ---
Traceback (most recent call last):
  File "/usr/lib/python3.10/logging/__init__.py", line 1084, in flush
    self.stream.flush()
OSError: [Errno 5] Input/output error
Call stack:
  File "/site-packages/ipykernel/parentpoller.py", line 38, in run
Message: 'Parent appears to have exited, shutting down.'
Arguments: ()""")
    events = extract_events(lines, frozenset({5, 8}))
    assert [(e.kind, e.head.lineno, e.survived) for e in events] == [("traceback", 5, True), ("line", 8, False)]


def test_a_record_that_says_it_skipped_or_will_retry_its_error_is_survived():
    handled = ["[2024-05-01 12:00:00,000] ERROR failed to decode sample 7: UnicodeDecodeError: invalid start byte; "
               "skipping it", "[2024-05-01 12:00:00,000] ERROR upload of shard 3 failed: 503 Slow Down, will retry",
               "Skipping /data/audio/ep042.mp3 due to OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.",
               "W0330 16:29:39.452037 1587216 tracking.py:57] failed to log metrics to MLflow, continuing: "
               "mlflow.exceptions.MlflowException: API request to endpoint /api/2.0/mlflow/runs/log-batch failed",
               "[2024-05-01 12:00:00,000] WARNING checkpoint upload to s3 failed: 503 Slow Down, continuing"]
    fatal = ["[2024-05-01 12:00:00,000] ERROR failed to decode sample 7: UnicodeDecodeError: invalid start byte",
             "[2024-05-01 12:00:00,000] ERROR skipping it did not help: 503 Slow Down",
             "RuntimeError: cannot go on after continuing: the rank lost its NCCL communicator",
             "torch.OutOfMemoryError: CUDA out of memory while skipping /data/audio/ep042.mp3",
             # a progress bar that reports a NaN loss, with the skip warning redrawn onto its line
             "Steps:   2%|2         | 1299/82400 [31:29<30:59:03,  1.38s/it, loss=nan, lr=1e-5]Warning: loss is NaN, "
             "skipping this step"]
    for text in handled + fatal:
        (event,) = extract_events(_lines(text), frozenset({1}))
        assert event.survived == (text in handled), text


def test_a_pytorch_c10_warning_after_an_exception_is_a_record_of_its_own():
    # c10's stamp is [W<month><day> ...]: September 14 is "W914", three digits.
    lines = _lines("""[rank0]: Traceback (most recent call last):
[rank0]:   File "train.py", line 368, in main
[rank0]: RuntimeError: fixed-reduction policy unexpectedly rebuilt buckets
[rank0]:[W914 09:53:38.016981873 ProcessGroupNCCL.cpp:1575] Warning: destroy_process_group() was not called""")
    (event,) = extract_events(lines, frozenset({3}))
    assert [ln.lineno for ln in event.lines] == [1, 2, 3]


def test_a_frame_line_wrapped_inside_its_file_name_goes_on_in_the_next_line():
    # srun's labelled output (and terminals) wrap long lines; the traceback must still reach its exception.
    lines = _lines("""0: Traceback (most recent call last):
0:   File "/scratch/env/lib/python3.10/site-packages/webda
0: taset/filters.py", line 372, in _map_dict
0:     for sample in data:
0: AssertionError: SharedMemory objects are None.""")
    (event,) = extract_events(lines, frozenset({1}))
    assert event.kind == "traceback" and event.head.lineno == 5


def test_sruns_word_on_the_task_after_an_exception_is_a_record_of_its_own():
    lines = _lines("""Traceback (most recent call last):
  File "train.py", line 3, in <module>
RuntimeError: Expected tensor for argument #1 'indices' to have one of the following scalar types
srun: error: t0011: task 0: Exited with exit code 1""")
    events = extract_events(lines, frozenset({3, 4}))
    assert [ln.lineno for ln in events[0].lines] == [1, 2, 3]
    assert events[1].head.node == "t0011" and events[1].head.rank == 0


def test_an_exception_raised_while_importing_an_installed_package_is_told_from_one_in_its_callers():
    importing = """Traceback (most recent call last):
  File "/home/u/run.py", line 2, in <module>
    import mylib
  File "/home/u/mylib/__init__.py", line 1, in <module>
    import torch_scatter
  File "<frozen importlib._bootstrap>", line 1176, in _find_and_load
  File "/opt/conda/lib/python3.11/site-packages/torch_scatter/__init__.py", line 16, in <module>
    load()
  File "/opt/conda/lib/python3.11/site-packages/torch_scatter/__init__.py", line 9, in load
    raise OSError("undefined symbol")
OSError: undefined symbol""".splitlines()
    called = list(importing)
    called[6] = '  File "/opt/conda/lib/python3.11/site-packages/torch_scatter/__init__.py", line 16, in scatter'
    launched = ['  File "<frozen runpy>", line 88, in _run_code',
                '  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/run.py", line 9, in <module>']
    lazily = ["Traceback (most recent call last):",
              '  File "/opt/conda/lib/python3.11/site-packages/vllm/worker.py", line 5, in warm_up',
              "    import flashinfer.comm",
              '  File "/opt/conda/lib/python3.11/site-packages/flashinfer/comm/fd.py", line 12, in <module>',
              "TypeError: type 'array.array' is not subscriptable"]
    assert raised_importing(importing)
    assert raised_importing(lazily)  # a function's own import reached the package's module-level code
    assert not raised_importing(called)  # the package's function, called once imported
    assert not raised_importing(["Traceback (most recent call last):", *launched, "ValueError: x"])
    assert not raised_importing([*importing[:5], "AttributeError: x"])  # only the user's own modules
    # the last of chained tracebacks decides
    assert not raised_importing([*importing, "", "During handling of the above exception, another exception occurred:",
                                 "", "Traceback (most recent call last):", *launched, "ValueError: x"])
    # the job's own project installed into site-packages (`pip install .` of the folder its script runs from)
    own = ["Traceback (most recent call last):",
           '  File "/scratch/u/jax-hpc/jax_hpc/scripts/test_gpu.py", line 1, in <module>',
           "    import jax_hpc.nn as nn",
           '  File "/home/u/.local/lib/python3.9/site-packages/jax_hpc/nn/__init__.py", line 1, in <module>',
           "NameError: name 'Optional' is not defined"]
    assert not raised_importing(own)
    assert raised_importing([own[0], '  File "/scratch/u/bench/scripts/test_gpu.py", line 1, in <module>', *own[2:]])


def test_a_call_made_by_an_installed_package_is_told_from_the_jobs_own_call_and_from_forwarded_arguments():
    user = ["Traceback (most recent call last):",
            '  File "/home/u/train.py", line 170, in <module>',
            "    args = get_args(args_list)"]
    installed = [*user,
                 '  File "/opt/conda/lib/python3.10/site-packages/sat/arguments.py", line 500, in initialize',
                 "    deepspeed.init_distributed(",
                 "TypeError: init_distributed() got an unexpected keyword argument 'world_size'"]
    prefixed = [f"[rank3]: {text}" for text in installed]
    forwarded = list(installed)
    forwarded[4] = "    return forward_call(*args, **kwargs)"
    unpacked = list(installed)
    unpacked[4] = "    outputs = model(**inputs)"
    hook = list(installed)
    hook[4] = "    cls.override(argv[1:])"
    not_shown = installed[:4] + installed[5:]
    assert raised_calling_from_installed(installed)
    assert raised_calling_from_installed(prefixed)
    assert not raised_calling_from_installed([*user, installed[-1]])  # the job's own call
    assert not raised_calling_from_installed(forwarded)  # the user's arguments, passed on
    assert not raised_calling_from_installed(unpacked)
    assert not raised_calling_from_installed(hook)  # a method the job's subclass may override
    assert not raised_calling_from_installed(not_shown)  # the frame's line is not printed: nothing to say
    assert raised_calling_from_installed([*installed[:-1], "TypeError: deepspeed.init_distributed() got an unexpected "
                                                           "keyword argument 'world_size'"])
    # the last of chained tracebacks decides
    assert not raised_calling_from_installed([*installed, "", "During handling of the above exception, another "
                                              "exception occurred:", "", *user, "ValueError: x"])


def test_a_call_through_a_variable_is_not_read_as_an_api_the_package_knows():
    frames = ["Traceback (most recent call last):",
              '  File "/home/u/train.py", line 40, in <module>',
              "    batch = dataset[0]",
              '  File "/opt/conda/lib/python3.11/site-packages/torchvision/transforms/transforms.py", line 95, in '
              "__call__"]
    constructed = ['  File "/usr/lib/python3.8/site-packages/nltk/translate/bleu_score.py", line 368, in precision',
                   "    return Fraction(numerator, denominator, _normalize=False)"]
    assert not raised_calling_from_installed(
        [*frames, "    img = t(img)", "TypeError: RandomCrop2.__call__() takes 2 positional arguments but 3 were given"])
    assert not raised_calling_from_installed(
        [*frames, "    img = t(img)", "TypeError: __call__() takes 2 positional arguments but 3 were given"])
    assert raised_calling_from_installed(  # before Python 3.10 a constructor's error does not name its class
        [*frames[:3], *constructed, "TypeError: __new__() got an unexpected keyword argument '_normalize'"])
