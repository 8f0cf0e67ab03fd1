"""The jobs inside a .tar, .tar.gz (or .tgz, .tar.bz2, .tar.xz) or .zip archive, local or behind an fsspec URL.

A job is a top-level entry of the archive (a folder, or a single log file), as for a folder ROOT; when
every member sits under one folder named like the archive (`tar czf jobs.tar.gz jobs/`), the jobs are that
folder's entries. Members of a .tar or .zip are read in place as byte ranges; a compressed tarball can only
be read from its start, so it is read once and each job's members are handed over in memory, one job at
a time: its members must be contiguous (as tar writes a folder), or that job becomes an error.
"""

import tarfile
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import PurePosixPath

from diagnose.errors import InputError
from diagnose.ingest.streams import Member, MemoryFile, TarMember, ZipMember, open_binary

_TAR_SUFFIXES = (".tar",)
_COMPRESSED_TAR_SUFFIXES = (".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz")
_ZIP_SUFFIXES = (".zip",)


class ArchiveError(InputError):
    """The archive itself cannot be read; the message names it."""


@dataclass(frozen=True, slots=True)
class ArchiveJob:
    """One job of an archive: its members, or why it cannot be read."""

    name: str
    members: tuple[Member, ...]
    error: str | None = None


def archive_kind(name: str) -> str | None:
    """'tar', 'tar-stream' (compressed) or 'zip' by the file name; None for anything else."""
    lower = name.lower().rstrip("/")
    if lower.endswith(_COMPRESSED_TAR_SUFFIXES):
        return "tar-stream"
    if lower.endswith(_TAR_SUFFIXES):
        return "tar"
    return "zip" if lower.endswith(_ZIP_SUFFIXES) else None


def archive_jobs(archive: str) -> tuple[int | None, Iterator[ArchiveJob]]:
    """How many jobs (None when only reading it all would tell) and the jobs of `archive`, sorted by name
    (a compressed tarball: in archive order)."""
    kind = archive_kind(archive)
    try:
        if kind == "tar-stream":
            return None, _stream_jobs(archive)
        members = _zip_members(archive) if kind == "zip" else _tar_members(archive)
    except (OSError, tarfile.TarError, zipfile.BadZipFile, EOFError) as e:
        raise ArchiveError(f"{archive}: cannot read the archive ({e})") from None
    jobs = _group(archive, members)
    return len(jobs), iter(jobs)


def _tar_members(archive: str) -> list[tuple[str, Member]]:
    with open_binary(archive) as f, tarfile.open(fileobj=f, mode="r:") as tar:
        return [(m.name, Member(m.name, m.size, f"{m.mtime}", TarMember(archive, m.offset_data, m.size)))
                for m in tar if m.isfile()]


def _zip_members(archive: str) -> list[tuple[str, Member]]:
    with open_binary(archive) as f, zipfile.ZipFile(f) as z:
        return [(i.filename, Member(i.filename, i.file_size, f"{i.CRC:08x}",
                                    ZipMember(archive, i.header_offset, i.compress_size, i.compress_type)))
                for i in z.infolist() if not i.is_dir()]


def _group(archive: str, members: list[tuple[str, Member]]) -> list[ArchiveJob]:
    top = _wrapper_folder(archive, [name for name, _ in members])
    jobs: dict[str, list[Member]] = {}
    for name, member in members:
        job, rel = _split(name, top)
        if job:
            jobs.setdefault(job, []).append(_with_rel(member, rel or job))
    return [ArchiveJob(job, tuple(sorted(ms, key=lambda m: m.rel))) for job, ms in sorted(jobs.items())]


def _stream_jobs(archive: str) -> Iterator[ArchiveJob]:
    """Read a compressed tarball once; yield each job when the stream moves on to the next one."""
    top = _wrapper_folder(archive, [])
    seen: set[str] = set()
    current, members = None, []
    try:
        with open_binary(archive) as f, tarfile.open(fileobj=f, mode="r|*") as tar:
            for m in tar:
                job, rel = _split(m.name, top) if m.isfile() else (None, None)
                if job is None:
                    continue
                if job != current:
                    yield from _finish(current, members, seen)
                    current, members = job, []
                data = tar.extractfile(m).read()
                members.append(Member(rel or job, m.size, f"{m.mtime}", MemoryFile(data)))
    except (OSError, tarfile.TarError, EOFError, zlib.error) as e:
        if current is not None:
            yield ArchiveJob(current, (), f"the archive breaks off inside this job ({e})")
        raise ArchiveError(f"{archive}: cannot read the archive past job {current!r} ({e})") from None
    yield from _finish(current, members, seen)


def _finish(job: str | None, members: list[Member], seen: set[str]) -> Iterator[ArchiveJob]:
    if job is None:
        return
    if job in seen:
        yield ArchiveJob(job, (), "its members are not contiguous in the compressed tarball; "
                                  "extract it, or pack it as .tar or .zip")
        return
    seen.add(job)
    yield ArchiveJob(job, tuple(members))


def _wrapper_folder(archive: str, names: list[str]) -> str | None:
    """The archive's stem (`jobs` for jobs.tar.gz), when it wraps the jobs in a folder of that name."""
    stem = PurePosixPath(archive.rstrip("/")).name
    for suffix in _COMPRESSED_TAR_SUFFIXES + _TAR_SUFFIXES + _ZIP_SUFFIXES:
        if stem.lower().endswith(suffix):
            stem = stem[:-len(suffix)]
            break
    parts = [_parts(n) for n in names]
    if names and not all(len(p) > 1 and p[0] == stem for p in parts):
        return None
    return stem


def _split(name: str, top: str | None) -> tuple[str | None, str | None]:
    """(job, path inside the job) of a member; a top-level file is a job of its own (path None)."""
    parts = _parts(name)
    if top is not None and len(parts) > 1 and parts[0] == top:
        parts = parts[1:]
    if not parts:
        return None, None
    return parts[0], "/".join(parts[1:]) or None


def _parts(name: str) -> list[str]:
    return [p for p in PurePosixPath(name).parts if p not in (".", "/")]


def _with_rel(member: Member, rel: str) -> Member:
    return Member(rel, member.size, member.stamp, member.source)
