"""Jobs read where they live: .tar, .tar.gz and .zip archives and file:// URLs give the folder's verdicts."""

import io
import os
import tarfile
import zipfile
from pathlib import Path

import pytest

from diagnose.errors import InputError
from diagnose.ingest.archives import ArchiveError, archive_jobs
from diagnose.ingest.joblist import list_jobs
from diagnose.ops.batch import BatchOptions, run_batch
from diagnose.ops.results import ResultsStore
from diagnose.pipeline.factory import Settings
from tests.batch_helpers import by_name, make_jobs, stored


def verdicts(root: str, rules: Path, store: Path) -> dict[str, str]:
    with ResultsStore(store) as results:
        run_batch(root, Settings(("rule",), rules), BatchOptions(workers=1), store=results)
    return by_name(stored(store))


def pack_tar(folder: Path, archive: Path, mode: str, *, wrap: bool) -> Path:
    with tarfile.open(archive, mode) as tar:
        for child in sorted(folder.iterdir()):
            tar.add(child, arcname=f"{folder.name}/{child.name}" if wrap else child.name)
    return archive


def pack_zip(folder: Path, archive: Path) -> Path:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                z.write(path, path.relative_to(folder).as_posix())
    return archive


@pytest.fixture
def jobs(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    folder = tmp_path / "jobs"
    return folder, make_jobs(folder, 8)


@pytest.mark.parametrize("kind", ["tar", "tar.gz wrapped in its folder", "zip", "file:// URL"])
def test_an_archive_gives_the_folders_verdicts(tmp_path, mini_rules, jobs, kind):
    folder, expected = jobs
    root = {"tar": lambda: pack_tar(folder, tmp_path / "jobs.tar", "w", wrap=False),
            "tar.gz wrapped in its folder": lambda: pack_tar(folder, tmp_path / "jobs.tar.gz", "w:gz", wrap=True),
            "zip": lambda: pack_zip(folder, tmp_path / "jobs.zip"),
            "file:// URL": lambda: f"file://{folder}"}[kind]()
    assert verdicts(str(root), mini_rules, tmp_path / "r.sqlite") == expected
    keys = [k for k, _, _ in stored(tmp_path / "r.sqlite")]
    assert all(k.startswith(str(root).removeprefix("file://").rstrip("/") + "/") for k in keys)
    again = list_jobs(str(root))  # the fingerprints are stable: a rerun would skip every job
    with ResultsStore(tmp_path / "r.sqlite") as results:
        done = results.finished()
    assert all(done[j.key].fingerprint == j.fingerprint for j in again.jobs)


def test_zip_members_are_streamed_and_inflated_exactly(tmp_path):
    big = b"".join(b"step %d loss 2.31 lr 1e-4 " % i + os.urandom(8).hex().encode() + b"\n" for i in range(200_000))
    archive = tmp_path / "jobs.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("job1/rank-0.log", big)
        z.writestr("job1/empty.log", b"")
        z.writestr(zipfile.ZipInfo("job2.log"), b"stored\n")  # ZIP_STORED
    total, jobs = archive_jobs(str(archive))
    jobs = list(jobs)
    assert total == 2 and [j.name for j in jobs] == ["job1", "job2.log"]
    contents = {m.rel: _read_all(m.source.open()) for j in jobs for m in j.members}
    assert contents == {"empty.log": b"", "rank-0.log": big, "job2.log": b"stored\n"}


def _read_all(stream: io.BufferedReader) -> bytes:
    with stream:
        return b"".join(iter(lambda: stream.read(65536), b""))


def test_a_job_scattered_through_a_compressed_tarball_is_an_error_for_that_job(tmp_path):
    archive = tmp_path / "jobs.tgz"
    with tarfile.open(archive, "w:gz") as tar:
        for name in ("a/rank-0.log", "b/rank-0.log", "a/rank-1.log"):
            info = tarfile.TarInfo(name)
            info.size = 3
            tar.addfile(info, io.BytesIO(b"x\n\n"))
    listed = list(list_jobs(str(archive)).jobs)
    assert [(j.name, j.error is None) for j in listed] == [("a", True), ("b", True), ("a", False)]
    assert "not contiguous" in listed[-1].error


def test_a_truncated_compressed_tarball_names_the_job_it_broke_in(tmp_path):
    archive = tmp_path / "jobs.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        for i in range(3):
            data = os.urandom(200_000)  # incompressible: the cut lands inside job c
            info = tarfile.TarInfo(f"{'abc'[i]}/rank-0.log")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    archive.write_bytes(archive.read_bytes()[:-150_000])
    jobs = list_jobs(str(archive)).jobs
    assert [next(jobs).name, next(jobs).name] == ["a", "b"]
    broken = next(jobs)
    assert broken.name == "c" and "breaks off" in broken.error
    with pytest.raises(ArchiveError, match="jobs.tar.gz: cannot read the archive past job 'c'"):
        next(jobs)


@pytest.mark.parametrize("root, message", [("missing.tar", "no such archive"), ("nowhere", "No such file"),
                                           ("file.txt", "not a directory, archive")])
def test_a_root_that_cannot_be_read_is_a_one_line_error(tmp_path, root, message):
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(InputError, match=message):
        list_jobs(str(tmp_path / root))
