"""Rule suggestions from unexplained failures: the learning loop of Acme (Hu et al., NSDI '24).

The `unknown` verdicts of a `diagnose batch --jsonl` run are clustered by their signature texts
(TF-IDF + agglomerative clustering on cosine distance), an LLM drafts one regex rule per cluster,
and each draft is checked against the cluster and the labeled cases. Survivors go to a review file
in the rules/ schema; nothing is adopted automatically.
"""

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from rapidfuzz import fuzz, process, utils

from diagnose.corpus.cases import load_cases
from diagnose.corpus.culprit import CulpritLine, culprit_lines
from diagnose.errors import DiagnoseError
from diagnose.llm.backends import build_backend
from diagnose.llm.backends.base import LLMBackend
from diagnose.llm.prompts import Prompt, RenderedPrompt, load_prompt, render
from diagnose.store.settings import default_data_dir, resolve_config
from diagnose.taxonomy import TYPES, UNKNOWN

PROMPT_NAME = "draft_rule"
_MAX_PROMPT_LINES = 8
_MAX_EXAMPLES = 5
# Not a valid source on purpose: a draft comes from logs, and a rule must name where the software emits its message.
_SOURCE_TODO = "TODO: the project file (owner/repo path) or documentation URL that emits this message"
_SCHEMA = """\
rules:
  - id: <unique id>                 # written by the tool: suggested-<n>
    type: <failure type id>         # one id of the list above
    description: <one sentence: what failure the pattern recognises>
    role: root_cause                # written by the tool
    pattern: '<Python regex searched in one raw log line>'
    examples: {match: [...], no_match: [...]}   # written by the tool"""


@dataclass(frozen=True, slots=True)
class Unknown:
    """One job of the batch that no tier explained: its signature and decisive candidate line."""

    job: str
    signature: str
    line: str


@dataclass(frozen=True, slots=True)
class Cluster:
    """Unknown jobs with similar signatures; `lines` are their distinct decisive lines."""

    number: int  # 1-based, largest cluster first
    jobs: tuple[str, ...]
    signatures: tuple[str, ...]
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Draft:
    """An LLM's proposed rule."""

    type: str
    pattern: str
    description: str


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A draft that passed validation, with the examples it ships with."""

    id: str
    cluster: Cluster
    draft: Draft
    no_match: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Rejection:
    """A cluster whose draft failed (or never came), and why."""

    cluster: Cluster
    draft: Draft | None
    reasons: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Suggestions:
    """The outcome of one suggestion run."""

    accepted: tuple[Suggestion, ...]
    rejected: tuple[Rejection, ...]


def read_unknowns(path: Path) -> tuple[Unknown, ...]:
    """The `unknown` verdicts with a signature in a `diagnose batch --jsonl` file; errors name file:line."""
    out = []
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise DiagnoseError(f"{path}: cannot be read ({e.strerror or e})") from None
    for n, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as e:
            raise DiagnoseError(f"{path}:{n}: not a JSON object ({e.msg})") from None
        unknown = _unknown_of(obj)
        if unknown is not None:
            out.append(unknown)
    return tuple(out)


def _unknown_of(obj: Any) -> Unknown | None:
    """The Unknown of one contract object; None for errors, decided jobs and jobs without a signature."""
    if not isinstance(obj, dict) or (obj.get("verdict") or {}).get("type") != UNKNOWN.id:
        return None
    text = (obj.get("signature") or {}).get("text")
    if not text:
        return None
    # The signature is computed from the first evidence line; rules match raw lines, so keep that one.
    lines = [e.get("text") for e in (obj.get("evidence") or []) + (obj.get("candidates") or [])]
    line = next((ln for ln in lines if ln), text)
    return Unknown(str(obj.get("job", "?")), text, line)


def cluster_unknowns(unknowns: Sequence[Unknown], *, max_distance: float = 0.3) -> tuple[Cluster, ...]:
    """Group unknowns whose signature texts are within `max_distance` (cosine, average linkage).

    0.3: on the labeled logs diagnosed without rules, 0.35 already merges Slurm's "CANCELLED AT"
    with "CANCELLED AT ... DUE TO TIME LIMIT" (cancelled vs time_limit); 0.3 keeps them apart.
    """
    texts = sorted({u.signature for u in unknowns})
    if not texts:
        return ()
    labels = _cluster_labels(texts, max_distance)
    groups: dict[int, list[str]] = {}
    for text, label in zip(texts, labels):
        groups.setdefault(label, []).append(text)
    clusters = [_cluster_of(group, unknowns) for group in groups.values()]
    clusters.sort(key=lambda c: (-len(c.jobs), c.signatures))
    return tuple(Cluster(i, c.jobs, c.signatures, c.lines) for i, c in enumerate(clusters, 1))


def _cluster_labels(texts: list[str], max_distance: float) -> list[int]:
    # scikit-learn is an optional extra ([suggest]); only this command needs it.
    from sklearn.cluster import AgglomerativeClustering
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.metrics.pairwise import cosine_distances

    if len(texts) == 1:
        return [0]
    # Masks such as <NUM> become the token NUM; tokens keep dots so module paths stay whole.
    vectors = TfidfVectorizer(token_pattern=r"[A-Za-z_][\w.]*[A-Za-z0-9_]|[A-Za-z]", sublinear_tf=True).fit_transform(texts)
    # Precomputed distances: a text without tokens has a zero vector, which sklearn's cosine metric rejects.
    distances = cosine_distances(vectors)
    model = AgglomerativeClustering(n_clusters=None, metric="precomputed", linkage="average",
                                    distance_threshold=max_distance)
    return [int(label) for label in model.fit_predict(distances)]


def _cluster_of(signatures: list[str], unknowns: Sequence[Unknown]) -> Cluster:
    wanted = set(signatures)
    members = [u for u in unknowns if u.signature in wanted]
    return Cluster(0, tuple(sorted({u.job for u in members})), tuple(signatures),
                   tuple(sorted({u.line for u in members})))


def render_draft_prompt(prompt: Prompt, cluster: Cluster) -> RenderedPrompt:
    """The draft_rule prompt filled in for one cluster."""
    types = "\n".join(f"- {t} ({TYPES[t].category})" for t in TYPES if t != UNKNOWN.id)
    lines = "\n".join(f"  {ln}" for ln in cluster.lines[:_MAX_PROMPT_LINES])
    return render(prompt, {"types": types, "schema": _SCHEMA, "lines": lines})


def parse_draft(text: str) -> Draft:
    """The draft in a model's reply; ValueError says what is wrong with it."""
    match = re.search(r"\{.*\}", text, re.DOTALL)  # tolerate prose or code fences around the object
    try:
        obj = json.loads(match.group(0) if match else text)
    except json.JSONDecodeError as e:
        raise ValueError(f"reply is not JSON ({e.msg}): {text[:120]!r}") from None
    if not isinstance(obj, dict):
        raise ValueError("reply is not a JSON object")
    missing = [k for k in ("type", "pattern", "description") if not isinstance(obj.get(k), str) or not obj[k]]
    if missing:
        raise ValueError(f"reply lacks string field(s) {', '.join(missing)}")
    return Draft(obj["type"], obj["pattern"], obj["description"].strip())


def check_draft(draft: Draft, cluster: Cluster, culprits: Iterable[CulpritLine]) -> tuple[str, ...]:
    """Why the draft cannot be proposed; empty when it passes every check."""
    if draft.type not in TYPES or draft.type == UNKNOWN.id:
        return (f"type {draft.type!r} is not a taxonomy id other than unknown",)
    try:
        rx = re.compile(draft.pattern)
    except re.error as e:
        return (f"pattern does not compile ({e})",)
    reasons = []
    if rx.search(""):
        reasons.append("pattern matches the empty line (a catch-all)")
    missed = [ln for ln in cluster.lines if not rx.search(ln)]
    if missed:
        reasons.append(f"misses {len(missed)} of {len(cluster.lines)} cluster lines, e.g. {missed[0][:160]!r}")
    wrong = sorted({f"{c.case} ({c.type})" for c in culprits if c.type != draft.type and rx.search(c.line.raw)})
    if wrong:
        reasons.append(f"matches the culprit line of {len(wrong)} labeled case(s) of another type: "
                       + ", ".join(wrong[:3]))
    return tuple(reasons)


def no_match_examples(draft: Draft, cluster: Cluster, culprits: Iterable[CulpritLine]) -> tuple[str, ...]:
    """Other types' culprit lines most similar to the cluster: the near misses a reviewer wants pinned."""
    others = sorted({c.line.raw for c in culprits if c.type != draft.type})
    if not others:
        return ()
    query = " ".join(cluster.signatures)
    best = process.extract(query, others, scorer=fuzz.token_set_ratio, processor=utils.default_process,
                           limit=_MAX_EXAMPLES)
    return tuple(text for text, _, _ in best)


def suggest_and_write(batch: Path, out: Path, *, config: Path | None, rules_dir: Path,
                      max_clusters: int | None = None) -> Suggestions:
    """Draft rules for the unknown failures of a batch with the configured model and write the review file."""
    data = default_data_dir()
    backend = build_backend(resolve_config(config_file=config))
    result = suggest_from_batch(batch, backend, data / "labeled_logs", prompts_dir=data / "prompts",
                                max_clusters=max_clusters)
    write_review(out, result, rules_dir=rules_dir)
    return result


def suggest_from_batch(batch: Path, backend: LLMBackend, labeled_dir: Path, *, prompts_dir: Path,
                       max_clusters: int | None = None) -> Suggestions:
    """Suggestions for the unknown jobs of a `diagnose batch --jsonl` file, the largest clusters first."""
    clusters = cluster_unknowns(read_unknowns(batch))[:max_clusters]
    culprits = culprit_lines(load_cases(labeled_dir))  # test cases too: a wrong match anywhere is a false rule
    return suggest_rules(clusters, backend, culprits, prompt=load_prompt(prompts_dir, PROMPT_NAME))


def suggest_rules(clusters: Sequence[Cluster], backend: LLMBackend, culprits: Sequence[CulpritLine], *,
                  prompt: Prompt) -> Suggestions:
    """Draft one rule per cluster and sort the drafts into accepted and rejected."""
    accepted, rejected = [], []
    for cluster in clusters:
        rendered = render_draft_prompt(prompt, cluster)
        try:
            reply = backend.complete(rendered.system, rendered.user, max_tokens=400,
                                     json_schema=dict(prompt.reply_schema))
            draft = parse_draft(reply.text)
        except DiagnoseError as e:
            rejected.append(Rejection(cluster, None, (f"backend failed: {e}",)))
            continue
        except ValueError as e:
            rejected.append(Rejection(cluster, None, (str(e),)))
            continue
        reasons = check_draft(draft, cluster, culprits)
        if reasons:
            rejected.append(Rejection(cluster, draft, reasons))
        else:
            examples = no_match_examples(draft, cluster, culprits)
            accepted.append(Suggestion(f"suggested-{cluster.number}", cluster, draft, examples))
    return Suggestions(tuple(accepted), tuple(rejected))


def review_yaml(result: Suggestions) -> str:
    """The review file: `rules` in the rules/ schema, plus provenance and rejections. Each rule's `source` is left
    for the reviewer (the project file or documentation page that emits the message), so load_rules refuses the
    file until someone has looked the message up."""
    rules = [{"id": s.id, "type": s.draft.type, "description": s.draft.description, "role": "root_cause",
              "source": _SOURCE_TODO, "pattern": s.draft.pattern,
              "examples": {"match": list(s.cluster.lines[:_MAX_EXAMPLES]), "no_match": list(s.no_match)}}
             for s in result.accepted]
    doc = {
        "rules": rules,
        "sources": {s.id: list(s.cluster.jobs) for s in result.accepted},
        "rejected": [{"cluster": f"suggested-{r.cluster.number}", "jobs": list(r.cluster.jobs),
                      "lines": list(r.cluster.lines[:_MAX_EXAMPLES]),
                      "draft": None if r.draft is None else {"type": r.draft.type, "pattern": r.draft.pattern,
                                                             "description": r.draft.description},
                      "reasons": list(r.reasons)} for r in result.rejected],
    }
    clusters = [s.cluster for s in result.accepted] + [r.cluster for r in result.rejected]
    jobs = {j for c in clusters for j in c.jobs}
    header = (f"# Suggested rules for review ({len(result.accepted)} accepted, {len(result.rejected)} rejected, "
              f"from {len(jobs)} unknown jobs).\n# Nothing here is active: move reviewed entries of "
              "`rules` into rules/<type>.yaml.\n")
    return header + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=1000)


def write_review(path: Path, result: Suggestions, *, rules_dir: Path) -> None:
    """Write the review file to `path`, which must lie outside `rules_dir` (the active rules)."""
    if path.resolve().is_relative_to(rules_dir.resolve()):
        raise DiagnoseError(f"{path}: suggestions are never written into the rules folder {rules_dir}; "
                            "choose another path and review them first")
    try:
        path.write_text(review_yaml(result), encoding="utf-8")
    except OSError as e:
        raise DiagnoseError(f"{path}: cannot write the review file ({e.strerror or e})") from None
