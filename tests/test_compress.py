from diagnose.llm.compress import approx_tokens, compress
from tests.llm_helpers import OOM, WATCHDOG, event, line, oom_job, scan


def test_keeps_the_error_and_the_last_frames_and_drops_info_lines():
    ctx = compress(oom_job())
    assert OOM in ctx.text
    assert "loss.backward()" in ctx.text  # innermost frame kept
    assert "line 88, in <module>" not in ctx.text  # outer frames cut
    assert "INFO pid" not in ctx.text
    assert WATCHDOG in ctx.text


def test_timeline_lists_each_rank_with_its_first_error_in_time_order():
    ctx = compress(oom_job())
    timeline = ctx.text.split("\n\n")[0]
    assert timeline.startswith("Timeline")
    assert timeline.index("rank 3: 12:00:01") < timeline.index("rank 5: 12:10:00")


def test_the_same_error_on_many_ranks_becomes_one_block():
    events = [event(line(f"RuntimeError: NCCL error in: pid {1000 + r}, unhandled system error", 5,
                         file=f"rank-{r}.log", rank=r, second=r)) for r in range(8)]
    ctx = compress(scan(*events))
    assert ctx.text.count("unhandled system error") == 1 + 1  # one block, plus one timeline row for all ranks
    assert "ranks 0-7: 12:00:00 RuntimeError: NCCL error in: pid 1000" in ctx.text  # the earliest rank's words
    assert "same on 8 ranks 0-7" in ctx.text
    assert len(ctx.lines) == 1


def test_progress_lines_inside_an_event_are_noise_but_key_lines_stay():
    e = event(line("iteration      100/  1000 | loss 2.1", 1), line("ERROR something broke", 2), key=(1,))
    ctx = compress(scan(e))
    assert "iteration" not in ctx.text and "ERROR something broke" in ctx.text


def test_budget_caps_the_excerpt_and_always_keeps_the_first_block():
    events = [event(line(f"ValueError: problem number {chr(97 + i)} " + "x" * 200, 10 * i + 1, second=i))
              for i in range(20)]
    ctx = compress(scan(*events), max_tokens=150)
    assert ctx.compressed_tokens <= 150
    assert "problem number a" in ctx.text and "problem number t" not in ctx.text


def test_a_huge_first_block_is_cut_to_its_last_lines():
    frames = [line(f'  File "/x/mod{i}.py", line {i}, in f{i}', i + 2) for i in range(60)]
    tb = event(line("Traceback (most recent call last):", 1), *[ln for ln in frames[-1:]],
               *[line(f"    detail {i} " + "y" * 80, 100 + i) for i in range(60)],
               line("KeyError: 'labels'", 200), kind="traceback", key=(62,))
    ctx = compress(scan(tb), max_tokens=100)
    assert "KeyError: 'labels'" in ctx.text
    assert ctx.compressed_tokens <= 100


def test_token_counts_raw_versus_compressed():
    ctx = compress(oom_job())
    assert ctx.raw_tokens == 2 * 40_000 // 4
    assert ctx.compressed_tokens == approx_tokens(ctx.text) < ctx.raw_tokens
    assert compress(oom_job(), count_tokens=lambda text: 7).compressed_tokens == 7


def test_secrets_are_redacted_before_the_prompt():
    secret = "hf_" + "a" * 34
    e = event(line(f"OSError: could not download with token {secret}", 3))
    ctx = compress(scan(e))
    assert secret not in ctx.text and "[REDACTED:HF_TOKEN]" in ctx.text
    assert ctx.find("OSError: could not download with token [REDACTED:HF_TOKEN]") == e.head


def test_find_accepts_only_a_whole_shown_line():
    ctx = compress(oom_job())
    oom_line = next(ln for ln in ctx.lines if ln.message == OOM)
    assert ctx.find(OOM) == oom_line
    assert ctx.find(f"   {OOM}  ") == oom_line
    assert ctx.find(OOM[:-10]) is None  # a fragment is not the line
    assert ctx.find("torch.OutOfMemoryError: CUDA out of memory on GPU 7") is None
    assert ctx.find("") is None
    assert ctx.find(f"Traceback (most recent call last):\n{OOM}") is None  # two lines glued are no line


def test_a_quote_is_the_shortest_beginning_that_tells_a_line_apart():
    a = "RuntimeError: NCCL error in: /opt/pytorch/ProcessGroupNCCL.cpp:1207, unhandled system error"
    b = "RuntimeError: NCCL error in: /opt/pytorch/ProcessGroupNCCL.cpp:1207, internal error"
    short = "KeyError: 'labels'"
    ctx = compress(scan(event(line(a, 1), line(b, 2), line(short, 3), key=(0, 1, 2))))
    assert ctx.quotes == {a[:len("RuntimeError: NCCL error in: /opt/pytorch/ProcessGroupNCCL.cpp:1207, u")]: a,
                          b[:len("RuntimeError: NCCL error in: /opt/pytorch/ProcessGroupNCCL.cpp:1207, i")]: b,
                          short: short}
    assert ctx.find(a[:40]) is None  # the first 40 characters are shared: not a citation
    quote_b = next(q for q, whole in ctx.quotes.items() if whole == b)
    assert ctx.find(quote_b).message == b and ctx.find(b).message == b


def test_traceback_plumbing_is_shown_but_not_citable():
    lines = [line("Traceback (most recent call last):", 10), line('  File "/opt/train/train.py", line 70, in step', 11),
             line("    loss = model(batch)", 12), line("           ^^^^^^^^^^^^", 13), line(OOM, 14)]
    ctx = compress(scan(event(*lines, kind="traceback")))
    assert ctx.find("loss = model(batch)") is None and "loss = model(batch)" in ctx.text
    assert list(ctx.citable) == [OOM] and ctx.citable[OOM] is lines[-1]


def test_only_salient_event_lines_are_citable():
    # An INFO line inside a traceback's region is shown as context but is no error the scanner recognised.
    tb = event(line("Traceback (most recent call last):", 1), line("WARN pid 7 retrying the data shard", 2),
               line(OOM, 3), kind="traceback", key=(2,))
    ctx = compress(scan(tb))
    assert "retrying the data shard" in ctx.text and list(ctx.citable) == [OOM]


def test_signature_ignores_volatile_numbers_but_not_the_failure():
    assert compress(oom_job(pid=1, rank=3)).signature == compress(oom_job(pid=99, rank=3)).signature
    other = compress(scan(event(line("KeyError: 'labels'", 5))))
    assert other.signature != compress(oom_job()).signature


def test_survived_errors_come_last_and_are_marked():
    early = event(line("WARNING NCCL WARN retrying connection", 1, second=0), survived=True)
    fatal = event(line("ValueError: bad batch", 9, second=50))
    ctx = compress(scan(early, fatal))
    assert ctx.text.index("ValueError") < ctx.text.index("retrying")
    assert "training continued after this" in ctx.text


def test_no_events_gives_an_empty_context():
    ctx = compress(scan())
    assert ctx.text == "" and ctx.lines == ()


def _silent_death_job():
    """Rank 2 stops after a progress line with a NaN loss and writes nothing more; ranks 0, 1 and 3 end
    the same way (SIGTERM notices); no error event anywhere explains the job."""
    from diagnose.records import Ending, FileScan, JobScan
    from tests.llm_helpers import line

    nan = "iteration 4100/ 500000 | lm loss: nan | grad norm: nan |"

    def ending(rank: int, *texts: str) -> Ending:
        lines = tuple(line(t, 100 + i, file=f"rank-{rank}.log", rank=rank) for i, t in enumerate(texts))
        progress = next((ln for ln in lines if "iteration" in ln.message), None)
        return Ending(f"rank-{rank}.log", rank, "node-a", progress, lines)

    sigterm = ("iteration 4099/ 500000 | lm loss: 2.310 |", "WARNING received SIGTERM, exiting")
    files = [FileScan(f"rank-{r}.log", (), 200, 9000, endings=(ending(r, *sigterm),)) for r in (0, 1, 3)]
    files.append(FileScan("rank-2.log", (), 200, 9000, endings=(ending(2, "iteration 4099/ 500000 | lm loss: 2.310 |",
                                                                        nan),)))
    return JobScan("job1", "logs/job1", tuple(files)), nan


def test_rank_endings_reach_the_excerpt_deduplicated_and_citable():
    job, nan = _silent_death_job()
    ctx = compress(job)
    assert nan in ctx.text and nan in ctx.citable  # a NaN in a progress line is no error event, yet shown
    assert ctx.text.count("received SIGTERM, exiting") == 1  # three ranks ending alike: one entry
    assert "same on 3 ranks 0-1,3" in ctx.text
    assert ctx.find(nan).file == "rank-2.log"


def test_rank_endings_take_at_most_a_third_of_the_budget():
    job, _ = _silent_death_job()
    small = compress(job, max_tokens=60)
    assert small.compressed_tokens <= 20


def test_a_first_ending_too_long_for_the_budget_keeps_its_last_lines():
    from diagnose.records import Ending, FileScan, JobScan
    from tests.llm_helpers import line

    table = "4 " + "---- " * 40 + "nan nan nan"  # a wide metrics row: the whole ending exceeds a third of the budget
    rows = tuple(line(f"{i} " + "---- " * 40, 10 + i, file="train.log") for i in range(4)) + (
        line(table, 14, file="train.log"),)
    job = JobScan("job1", "logs/job1", (FileScan("train.log", (), 20, 9000,
                                                  endings=(Ending("train.log", None, None, None, rows),)),))
    ctx = compress(job, max_tokens=300)
    assert table in ctx.text and table in ctx.citable  # the last line reaches the model, the earliest do not
    assert "0 ----" not in ctx.text and ctx.compressed_tokens <= 100
