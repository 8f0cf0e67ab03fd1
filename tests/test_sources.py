import bz2
import gzip
import lzma
import os
import random
import socket
import threading

import pytest
import zstandard

from diagnose.errors import InputError
from diagnose.ingest.sources import MAX_LINE_BYTES, LogFile, SkipFile, editor_line_numbers, find_job_files, read_chunks

READ_BYTES = 1 << 20  # what sources reads at a time

TEXT = "".join(f"line {i}\n" for i in range(5000))


def _read(path, rel="f", chunk=1 << 20):
    notes: list[str] = []
    data = b"".join(read_chunks(LogFile(path, rel), chunk, notes))
    return data, notes


@pytest.mark.parametrize("compress", [gzip.compress, bz2.compress, lzma.compress,
                                      lambda b: zstandard.ZstdCompressor().compress(b), lambda b: b])
def test_every_compression_reads_to_the_same_text(tmp_path, compress):
    p = tmp_path / "log.weird-extension"
    p.write_bytes(compress(TEXT.encode()))
    data, notes = _read(p)
    assert data.decode() == TEXT and notes == []


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be"])
def test_a_utf16_log_with_its_byte_order_mark_reads_as_text(tmp_path, codec):
    # Windows PowerShell's `python train.py > log.txt` writes UTF-16LE with a byte-order mark.
    p = tmp_path / "log.txt"
    p.write_bytes((TEXT if codec == "utf-16" else "\ufeff" + TEXT).encode(codec))  # "utf-16" writes its own mark
    data, notes = _read(p, chunk=4096)
    assert data.decode() == TEXT and notes == []


def test_chunks_end_on_newlines(tmp_path):
    p = tmp_path / "log"
    p.write_text(TEXT * 100)  # about 4 MB: several 1 MB reads
    chunks = list(read_chunks(LogFile(p, "log"), 1 << 20, []))
    assert len(chunks) >= 3
    assert all(c.endswith(b"\n") for c in chunks)
    assert b"".join(chunks).decode() == TEXT * 100


def test_markdown_quote_markers_are_read_away_and_lines_keep_their_numbers(tmp_path):
    # a log pasted into an issue or a chat reply: `> Killed` must read as bash's `Killed`
    p = tmp_path / "log"
    p.write_text("> Epoch 3 loss 0.41\n> > bash: line 7: 4242 Killed python train.py\nx -> y > z\n")
    data, _ = _read(p)
    assert data.decode().splitlines() == ["Epoch 3 loss 0.41", "bash: line 7: 4242 Killed python train.py",
                                          "x -> y > z"]


def test_truncated_gzip_keeps_what_was_readable(tmp_path):
    p = tmp_path / "log.gz"
    p.write_bytes(gzip.compress(TEXT.encode())[:-200])
    data, notes = _read(p)
    assert len(notes) == 1 and "truncated" in notes[0]
    assert TEXT.startswith(data.decode(errors="replace")[:1000])


def test_binary_file_is_skipped_with_a_note(tmp_path):
    p = tmp_path / "model.bin"
    p.write_bytes(b"\x00\x01\x02" * 1000)
    with pytest.raises(SkipFile, match="binary"):
        _read(p)


def test_a_log_with_a_stray_nul_is_read_and_random_bytes_are_binary(tmp_path):
    log = tmp_path / "gpu_1.out"
    log.write_bytes(b"Kernel source length (characters) : 13266\n\n\x00\nProgram Build Successful\n" + TEXT.encode())
    assert b"Program Build Successful" in _read(log)[0]
    noise = tmp_path / "weights.pt"
    noise.write_bytes(random.Random(1).randbytes(9000))
    with pytest.raises(SkipFile, match="binary"):
        _read(noise)


def test_a_100mb_line_is_cut_to_its_first_mib_with_a_note(tmp_path):
    p = tmp_path / "huge.log"
    with open(p, "wb") as f:
        f.write(b"x" * (100 << 20))
        f.write(b"\nafter\n")
    notes: list[str] = []
    chunks = list(read_chunks(LogFile(p, "huge.log"), 4 << 20, notes))
    assert b"".join(chunks) == b"x" * MAX_LINE_BYTES + b"\nafter\n"
    assert notes == ["huge.log: 1 line longer than 1 MiB cut to its first 1 MiB"]


def test_long_lines_are_cut_wherever_the_reads_split_them(tmp_path):
    lines = [b"a" * (MAX_LINE_BYTES + 5), b"short", b"b" * (3 * MAX_LINE_BYTES), b"c" * MAX_LINE_BYTES, b"end"]
    p = tmp_path / "mixed.log.zst"
    p.write_bytes(zstandard.ZstdCompressor().compress(b"\n".join(lines) + b"\n"))
    data, notes = _read(p, "mixed.log.zst", chunk=1 << 20)
    assert data.split(b"\n") == [ln[:MAX_LINE_BYTES] for ln in lines] + [b""]
    assert notes == ["mixed.log.zst: 2 lines longer than 1 MiB cut to their first 1 MiB"]


def test_a_lone_carriage_return_ends_a_line_and_crlf_stays_one_break(tmp_path):
    p = tmp_path / "tqdm.log"
    p.write_bytes(b"start\r\n" + b"".join(b"\r %d%%|###" % i for i in range(100)) + b"\rRuntimeError: boom\r\n")
    data, _ = _read(p)
    lines = data.decode().split("\n")
    assert lines[0] == "start\r" and lines[1] == "" and lines[2] == " 0%|###"
    assert lines[-2:] == ["RuntimeError: boom\r", ""] and len(lines) == 104
    assert len(data) == p.stat().st_size  # the same length: a line's bytes keep their offsets


def test_terminal_colours_and_cursor_moves_are_dropped_and_lines_keep_their_numbers(tmp_path):
    # Python 3.13's coloured traceback as a terminal capture has it, and tqdm's cursor-up between two bars
    p = tmp_path / "server.log"
    p.write_bytes(b"(APIServer pid=8) \x1b[1;35mKeyboardInterrupt\x1b[0m: \x1b[35mterminated\x1b[0m\n"
                  b"epoch 1\x1b[A\x1b[2K\nplain\n")
    data, _ = _read(p)
    assert data.decode().split("\n") == ["(APIServer pid=8) KeyboardInterrupt: terminated", "epoch 1", "plain", ""]


def test_a_carriage_return_at_the_end_of_a_read_block_is_not_a_second_break(tmp_path):
    p = tmp_path / "crlf.log"
    line = b"y" * (READ_BYTES - 1) + b"\r\n"  # \r ends the first 1 MiB read, \n starts the next
    p.write_bytes(line * 3)
    data, _ = _read(p)
    assert data == line * 3


@pytest.mark.parametrize("compress", [gzip.compress, lzma.compress, lambda b: zstandard.ZstdCompressor().compress(b)])
def test_a_small_truncated_file_gives_everything_before_the_damage(tmp_path, compress):
    text = ("".join(f"step {i} loss 1.0\n" for i in range(3000)) + "RuntimeError: CUDA error: an illegal memory "
            "access was encountered\n" + "".join(f"{i:08x}\n" for i in range(100000))).encode()  # zstd: whole blocks
    whole = compress(text)
    p = tmp_path / "node.log.z"
    p.write_bytes(whole[: len(whole) * 2 // 3])
    data, notes = _read(p)
    assert b"RuntimeError: CUDA error" in data and text.startswith(data)
    assert len(notes) == 1 and "truncated" in notes[0]


def test_several_gzip_members_and_zstd_frames_are_read_to_the_end(tmp_path):
    zstd = zstandard.ZstdCompressor()
    for name, blob in (("m.gz", gzip.compress(b"one\n") + gzip.compress(b"two\n")),
                       ("f.zst", zstd.compress(b"one\n") + zstd.compress(b"two\n"))):
        (tmp_path / name).write_bytes(blob)
        assert _read(tmp_path / name) == (b"one\ntwo\n", [])


def test_walk_is_recursive_sorted_and_survives_symlink_loops(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "deep").mkdir(parents=True)
    (tmp_path / "b" / "rank-1.log").write_text("x\n")
    (tmp_path / "a" / "deep" / "rank-0.log").write_text("x\n")
    (tmp_path / "label.json").write_text("{}")
    os.symlink(tmp_path, tmp_path / "a" / "loop")
    job = find_job_files(str(tmp_path), exclude=frozenset({"label.json"}))
    assert [f.rel for f in job.files] == ["a/deep/rank-0.log", "b/rank-1.log"]
    assert any("symlink loop" in n for n in job.notes)


def test_missing_path_is_an_input_error():
    with pytest.raises(InputError, match="no such file"):
        find_job_files("/definitely/not/here")


def test_empty_folder_has_no_files(tmp_path):
    assert find_job_files(str(tmp_path)).files == ()


# Found by tests/test_properties_files.py.
def test_a_log_that_begins_with_bzh_is_text(tmp_path):
    p = tmp_path / "log"
    p.write_text("BZh9 is not a bzip2 header\n")
    assert _read(p) == (b"BZh9 is not a bzip2 header\n", [])  # it was read as bz2: no text, a "corrupt" note


def test_truncated_zstd_keeps_what_was_readable_and_says_so(tmp_path):
    rng = random.Random(0)
    text = "".join(f"{rng.randbytes(64).hex()}\n" for _ in range(8000)).encode()  # ~8 zstd blocks
    p = tmp_path / "log.zst"
    p.write_bytes(zstandard.ZstdCompressor().compress(text)[:-200])
    data, notes = _read(p)
    assert len(notes) == 1 and "truncated" in notes[0]  # it ended quietly, as if the log were complete
    assert text.startswith(data) and len(data) > len(text) // 2


def test_concatenated_zstd_frames_read_as_one_text(tmp_path):
    p = tmp_path / "log.zst"
    p.write_bytes(b"".join(zstandard.ZstdCompressor().compress(t.encode()) for t in (TEXT, "", TEXT)))
    assert _read(p) == ((TEXT * 2).encode(), [])
def test_what_cannot_be_read_inside_a_job_becomes_a_note(tmp_path):
    (tmp_path / "rank-0.log").write_text("x\n")
    (tmp_path / "plain").write_text("not a folder\n")
    os.symlink(tmp_path / "gone.log", tmp_path / "dangling.log")
    os.symlink(tmp_path / "plain" / "child", tmp_path / "unstatable.log")  # ENOTDIR, as EACCES would be
    os.symlink("self.log", tmp_path / "self.log")
    os.mkfifo(tmp_path / "pipe.log")
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "agent.sock"))
    job = find_job_files(str(tmp_path))
    server.close()
    assert [f.rel for f in job.files] == ["plain", "rank-0.log"]
    assert sorted(job.notes) == [
        "agent.sock: skipped (a socket)",
        "dangling.log: skipped (dangling symlink)",
        "pipe.log: skipped (a FIFO inside a job is not read: it could block; give it as PATH to read it)",
        "self.log: skipped (symlink loop)",
        "unstatable.log: skipped (Not a directory)",
    ]


def test_a_fifo_given_as_the_path_is_read_as_a_stream(tmp_path):
    fifo = tmp_path / "train.log"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_bytes(gzip.compress(b"RuntimeError: boom\n")))
    writer.start()
    job = find_job_files(str(fifo))
    data = b"".join(read_chunks(job.files[0], 1 << 20, []))
    writer.join()
    assert (job.job, data) == ("train.log", b"RuntimeError: boom\n")


def test_deep_nesting_has_no_depth_limit(tmp_path):
    folder = tmp_path
    try:
        for _ in range(1200):  # deeper than Python's recursion limit
            folder = folder / "d"
            folder.mkdir()
        (folder / "rank-0.log").write_text("x\n")
        assert [f.rel for f in find_job_files(str(tmp_path)).files] == ["d/" * 1200 + "rank-0.log"]
    finally:  # pytest's own clean-up of tmp_path (shutil.rmtree) is recursive: remove the tree here
        (folder / "rank-0.log").unlink(missing_ok=True)
        while folder != tmp_path:
            folder.rmdir()
            folder = folder.parent


def test_a_socket_or_dangling_link_as_the_path_is_an_input_error(tmp_path):
    os.symlink(tmp_path / "gone", tmp_path / "link")
    with pytest.raises(InputError, match="dangling symlink"):
        find_job_files(str(tmp_path / "link"))
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "s"))
    with pytest.raises(InputError, match="a socket, not a log file or folder"):
        find_job_files(str(tmp_path / "s"))
    server.close()


@pytest.mark.parametrize("compress", [gzip.compress,
                                      lambda b: zstandard.ZstdCompressor(write_checksum=True).compress(b)])
def test_a_corrupt_frame_after_a_good_one_keeps_the_good_text_with_a_note(tmp_path, compress):
    good, bad = compress(b"step 1 loss 2.0\n"), bytearray(compress(TEXT.encode()))
    bad[len(bad) // 2: len(bad) // 2 + 64] = bytes(64)  # zeroed bytes in the middle of the second frame
    p = tmp_path / "rank0.log"
    p.write_bytes(good + bytes(bad))
    data, notes = _read(p)
    assert data.startswith(b"step 1 loss 2.0\n")
    assert len(notes) == 1 and "corrupt" in notes[0]


def test_editor_line_numbers_count_only_newlines_across_blocks(tmp_path):
    # Progress bars redraw with lone carriage returns; CRLF is one line end; a CR can fall at a block's end.
    rng = random.Random(7)
    parts = []
    while sum(map(len, parts)) < 2 * READ_BYTES + 1000:
        parts.append(rng.choice([b"x" * rng.randint(0, 300), b"\r", b"\n", b"\r\n", b" 40%|####  | 4/10\r"]))
    text = b"".join(parts)
    text = text[:READ_BYTES - 1] + b"\r\n" + text[READ_BYTES - 1:]  # a CRLF split by the first block's end
    p = tmp_path / "bars.log"
    p.write_bytes(text)
    expected, line, editor = {}, 1, 1
    for i, byte in enumerate(text):
        if byte == 10 or (byte == 13 and text[i + 1:i + 2] != b"\n"):
            expected[line] = editor
            line, editor = line + 1, editor + (byte == 10)
    expected[line] = editor
    wanted = sorted(rng.sample(sorted(expected), 200) + [1, line])
    assert editor_line_numbers(LogFile(p, "bars.log"), wanted) == {n: expected[n] for n in wanted}
