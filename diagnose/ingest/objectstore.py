"""The jobs under an fsspec URL prefix (s3://bucket/prefix/, gs://…, memory://…): each immediate child of the
prefix (a "folder" of objects, or one object) is one job, listed with one recursive listing of the prefix.

Credentials and the endpoint come from the environment as each filesystem reads it (for s3fs:
AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE, AWS_DEFAULT_REGION, AWS_ENDPOINT_URL).
"""

from collections.abc import Mapping
from typing import Any

from diagnose.errors import InputError
from diagnose.ingest.archives import ArchiveJob
from diagnose.ingest.streams import Member, RemoteFile

# What changes when an object's content does, in the order filesystems offer it (S3/GCS give an entity tag).
_STAMP_KEYS = ("ETag", "etag", "md5Hash", "crc32c", "LastModified", "mtime", "updated", "created")


def bucket_jobs(url: str) -> list[ArchiveJob]:
    """The jobs under `url`, sorted by name."""
    try:
        import fsspec
    except ImportError:
        raise InputError(f"{url}: reading URLs needs fsspec and its filesystem: pip install 'diagnose[s3]'") from None
    try:
        fs, prefix = fsspec.core.url_to_fs(url)
        prefix = prefix.rstrip("/")
        listing = fs.find(prefix, detail=True)
    except Exception as e:  # each filesystem raises its own client library's errors (botocore, google.auth…)
        raise InputError(f"{url}: cannot list ({type(e).__name__}: {e})") from None
    jobs: dict[str, list[Member]] = {}
    for path, info in sorted(listing.items()):
        rel = path[len(prefix):].lstrip("/")
        if info.get("type") == "directory" or not rel:
            continue
        job, _, inner = rel.partition("/")
        jobs.setdefault(job, []).append(Member(inner or job, int(info.get("size") or 0), _stamp(info),
                                               RemoteFile(fs.unstrip_protocol(path))))
    return [ArchiveJob(job, tuple(members)) for job, members in sorted(jobs.items())]


def _stamp(info: Mapping[str, Any]) -> str:
    return next((str(info[k]) for k in _STAMP_KEYS if info.get(k) is not None), "")
