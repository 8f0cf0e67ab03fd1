"""The jobs under a batch ROOT, each with its files and a fingerprint of them.

ROOT is a local folder (each immediate child is one job), a .tar/.tar.gz/.zip archive of jobs, or an fsspec
URL (`s3://bucket/prefix/`, `gs://…`, `file://…`). The fingerprint is a digest of the job's file listing
(name, size, and the modification time, or an object's entity tag, or a zip member's CRC): listing is
enough to tell a changed job from a done one, without reading any content.
"""

import hashlib
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from diagnose.errors import InputError
from diagnose.ingest.archives import ArchiveJob, archive_jobs, archive_kind
from diagnose.ingest.objectstore import bucket_jobs
from diagnose.ingest.sources import JobFiles, LogFile, find_job_files
from diagnose.ingest.streams import is_url


@dataclass(frozen=True, slots=True)
class ListedJob:
    """One job under ROOT: `key` is its path or URL there (ROOT/name), `files` None when it cannot be
    listed (`error` says why)."""

    key: str
    name: str
    fingerprint: str
    files: JobFiles | None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class JobListing:
    """The jobs of ROOT, listed lazily; `total` is None when only reading them all would tell."""

    total: int | None
    jobs: Iterator[ListedJob]


def list_jobs(root: str, *, exclude: frozenset[str] = frozenset()) -> JobListing:
    """The jobs of `root`; InputError when `root` itself cannot be read."""
    if root.startswith("file://"):
        root = root[len("file://"):]
    if archive_kind(root):
        if not is_url(root) and not os.path.isfile(root):
            raise InputError(f"{root}: no such archive")
        total, jobs = archive_jobs(root)
        return JobListing(total, (_from_archive(root, job, exclude) for job in jobs))
    if is_url(root):
        jobs = bucket_jobs(root)
        return JobListing(len(jobs), (_from_archive(root, job, exclude) for job in jobs))
    names = _children(root)
    return JobListing(len(names), (_from_folder(os.path.join(root, name), name, exclude) for name in names))


def _children(root: str) -> list[str]:
    try:
        return sorted(name for name in os.listdir(root) if not name.startswith("."))
    except NotADirectoryError:
        raise InputError(f"{root}: not a directory, archive (.tar, .tar.gz, .zip) or URL") from None
    except OSError as e:
        raise InputError(f"{root}: {e.strerror or e}") from None


def _from_folder(path: str, name: str, exclude: frozenset[str]) -> ListedJob:
    try:
        files = find_job_files(path, exclude=exclude)
    except InputError as e:
        return ListedJob(path, name, fingerprint([("error", str(e))]), None, str(e))
    except OSError as e:  # a path that changes under us while it is listed
        return ListedJob(path, name, fingerprint([("error", str(e))]), None, f"{path}: {e.strerror or e}")
    return ListedJob(path, name, fingerprint(_local_stamp(f) for f in files.files), files)


def _local_stamp(log: LogFile) -> tuple[str, str]:
    try:
        st = os.stat(log.path)
    except OSError as e:
        return log.rel, f"unreadable {e.errno}"
    return log.rel, f"{st.st_size} {st.st_mtime_ns}"


def _from_archive(root: str, job: ArchiveJob, exclude: frozenset[str]) -> ListedJob:
    key = f"{root.rstrip('/')}/{job.name}"
    if job.error:
        return ListedJob(key, job.name, fingerprint([("error", job.error)]), None, f"{key}: {job.error}")
    members = [m for m in job.members if Path(m.rel).name not in exclude]
    files = tuple(LogFile(None, m.rel, m.source) for m in members)
    return ListedJob(key, job.name, fingerprint((m.rel, f"{m.size} {m.stamp}") for m in members),
                     JobFiles(job.name, key, files, ()))


def fingerprint(stamps: Iterable[tuple[str, str]]) -> str:
    """A digest of (file, stamp) pairs, in any order."""
    digest = hashlib.sha256()
    for rel, stamp in sorted(stamps):
        digest.update(f"{rel}\t{stamp}\n".encode())
    return digest.hexdigest()[:32]
