"""diagnose batch over S3: a moto server on 127.0.0.1 started here; list, stream .gz objects, resume."""

import os
import subprocess
import time

import pytest

from diagnose.ops.batch import BatchOptions, run_batch
from diagnose.ops.results import ResultsStore
from diagnose.pipeline.factory import Settings
from tests.batch_helpers import HANG_TEXT, REPO, batch_cmd, by_name, make_jobs, run_batch_cli, stored, with_hang_rule
from tests.test_archives import pack_zip
from tests.test_batch import _wait_for_rows

s3fs = pytest.importorskip("s3fs")
moto_server = pytest.importorskip("moto.server")
BUCKET = "joblogs"


@pytest.fixture(scope="module")
def endpoint():
    server = moto_server.ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    yield f"http://{host}:{port}"
    server.stop()


@pytest.fixture
def s3(endpoint, monkeypatch):
    """An empty bucket; credentials and endpoint in the environment, as the workers read them."""
    for key, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                       "AWS_DEFAULT_REGION": "us-east-1", "AWS_ENDPOINT_URL": endpoint}.items():
        monkeypatch.setenv(key, value)
    fs = s3fs.S3FileSystem(skip_instance_cache=True)
    if fs.exists(BUCKET):
        fs.rm(BUCKET, recursive=True)
    fs.mkdir(BUCKET)
    return fs


def upload(fs, folder, prefix: str) -> None:
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            fs.pipe(f"{BUCKET}/{prefix}/{path.relative_to(folder).as_posix()}", path.read_bytes())


def batch(root: str, rules, store, workers: int = 2):
    with ResultsStore(store) as results:
        return run_batch(root, Settings(("rule",), rules), BatchOptions(workers=workers), store=results)


def test_a_bucket_prefix_is_listed_streamed_and_resumed(tmp_path, mini_rules, s3):
    expected = make_jobs(tmp_path / "jobs", 12)  # every fourth job's logs are .gz objects
    upload(s3, tmp_path / "jobs", "archive/2026-12")
    root, store = f"s3://{BUCKET}/archive/2026-12/", tmp_path / "r.sqlite"
    tally = batch(root, mini_rules, store)
    assert (tally.diagnosed, tally.errors) == (12, 0)
    rows = stored(store)
    assert by_name(rows) == expected and all(k.startswith(f"s3://{BUCKET}/archive/2026-12/job") for k, _, _ in rows)

    assert (batch(root, mini_rules, store).skipped, len(stored(store))) == (12, 12)  # unchanged: all skipped
    s3.pipe(f"{BUCKET}/archive/2026-12/job0002/node-a/rank-0.log",  # a new version of one object
            b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    tally = batch(root, mini_rules, store)
    assert (tally.diagnosed, tally.skipped) == (1, 11) and by_name(stored(store))["job0002"] == "cuda_oom"


def test_a_zip_in_a_bucket_is_read_in_place(tmp_path, mini_rules, s3):
    expected = make_jobs(tmp_path / "jobs", 6)
    s3.pipe(f"{BUCKET}/jobs.zip", pack_zip(tmp_path / "jobs", tmp_path / "jobs.zip").read_bytes())
    batch(f"s3://{BUCKET}/jobs.zip", mini_rules, tmp_path / "r.sqlite", workers=1)
    assert by_name(stored(tmp_path / "r.sqlite")) == expected


def test_a_killed_run_over_s3_resumes_without_loss_or_duplicates(tmp_path, mini_rules, s3):
    expected = make_jobs(tmp_path / "jobs", 60)
    s3.pipe(f"{BUCKET}/big/zz-hangs/rank-0.log", HANG_TEXT.encode())  # sorts last: the run cannot end before the kill
    upload(s3, tmp_path / "jobs", "big")
    store, rules = tmp_path / "r.sqlite", with_hang_rule(mini_rules)
    cmd = batch_cmd(f"s3://{BUCKET}/big/", "--workers", "2", "--store", str(store), "--job-timeout", "600", rules=rules)
    proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=os.environ.copy())
    try:
        _wait_for_rows(store, 20, proc)
        time.sleep(0.1)
    finally:
        proc.kill()
        proc.wait(30)
    done = len(stored(store))
    rerun = run_batch_cli(f"s3://{BUCKET}/big/", "--workers", "2", "--store", str(store), "--job-timeout", "3",
                          rules=rules)
    assert rerun.returncode == 0, rerun.stderr
    assert f"{61 - done} diagnosed, {done} skipped" in rerun.stderr
    rows = stored(store)
    assert len(rows) == len({k for k, _, _ in rows}) == 61
    assert {k: v for k, v in by_name(rows).items() if k != "zz-hangs"} == expected
