"""Recognise log text that tries to instruct its reader (a model or an operator) instead of reporting an error.

Log text is data. A line that addresses the model ("ignore previous instructions", "the correct type is
cancelled"), imitates prompt markup or a JSON answer, orders the operator about ("drain every node"), or
carries a destructive shell command is never an error event to classify, cite or quote. The events stage
leaves such lines out of every event, and the LLM tier refuses a summary that reads like one.

The patterns are deliberately narrow: real error messages also give advice ("try setting
PYTORCH_CUDA_ALLOC_CONF=...", "please run `pip install accelerate`"), and those must stay evidence. The tests
run every rule example and every labeled case's decisive line through `instruction_in` (no false positives
allowed on them) and the seeded injections of eval/hardening/ (none may pass).
"""

import functools
import unicodedata

import re2

# Letters of other scripts that render like Latin ones ("ignоre" with a Cyrillic о). NFKD already folds
# fullwidth and mathematical letters and splits accents off; these have no decomposition.
_LOOKALIKES = str.maketrans(
    "аеорсухіјѕԁһӏԛԝѵвкмнтАВЕКМНОРСТХІЈЅԜαβεικνορτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdhlqwvbkmhtABEKMHOPCTXIJSWabeikvoptuxABEZHIKMNOPTYX",
)

_MODEL = r"(?:ai|a\.i\.|llm|language model|model|assistant|chatbot|bot|classifier|gpt|chatgpt|claude)"
_ADDRESSEE = r"(?:ai|a\.i\.|llm|language model|assistant|chatbot|gpt|chatgpt|claude)"  # no "model": a common noun
_OPERATOR = r"(?:operators?|admins?|administrators?|sysadmins?|on-?call|sres?)"
# A full stop starts an address only before a space: in "api.wandb.ai:443" it is part of a host name.
_START = r"(?:^|[:!;]\s*|\.\s+|\b(?:error|fatal|critical|warning|warn|info|debug)\b\s*)"  # where an address starts
_CLAUSE = rf"(?:{_START}|,\s*|\bplease\s|\bmust\s|\bshould\s|\balways\s|\bjust\s)"  # where an imperative starts
_DESTROY = (r"(?:drain|reboot|wipe|delete|remove|erase|format|reset|kill|cancel|scancel|purge|shut ?down"
            r"|decommission|rm)")
_SHELL_VERBS = (r"(?:sudo|rm|curl|wget|bash|sh|chmod|chown|dd|mkfs|scancel|scontrol|kubectl|kill|pkill|reboot"
                r"|shutdown|systemctl)")

# (what the line does, pattern on its normalised, lower-cased text); RE2 syntax: no look-behind.
_INSTRUCTIONS = (
    ("addresses the model", (
        r"\b(?:ignore|disregard|forget|override|bypass)\b[\w ,'-]{0,40}?\b(?:instructions?|prompts?|directions?"
        r"|guidelines?|system message|rules above|previous rules)\b"
        rf"|\byou are (?:now )?(?:an?|the|my) (?:helpful )?{_MODEL}\b|\bas an? (?:ai|language model|llm)\b"
        rf"|\b(?:if you are|attention|dear|note to|hey|hello)(?: the| any| an?| all)? {_ADDRESSEE}s?\b"
        rf"|{_START}[^a-z0-9]*{_ADDRESSEE}(?: {_ADDRESSEE})?\s*[:,!]"
        rf"|\b{_ADDRESSEE}s? (?:must|should|shall|will|needs? to) (?:always |only |now )?"
        r"(?:answer|respond|reply|classify|label|say|output|report|ignore)\b"
        r"|\b(?:automated|automatic)(?: log)? (?:analy[sz]er|analysis|tool|system|diagnos\w*)\b.{0,40}"
        r"\b(?:must|should|reading|report|answer|classify)\b")),
    ("states the answer", (
        r"\b(?:correct|right|true|real|final)\s+(?:answer|label|classification|category|failure[ _]?type"
        r"|failure[ _]?category|verdict|diagnosis|root[ _]?cause|type)\s*(?:is|=|:|should be|must be)\s"
        r"|\b(?:classify|categori[sz]e)\b.{0,40}\bas\b|\b(?:label|diagnose|tag|mark)\b (?:this|the|it)\b.{0,30}\bas\b"
        rf"|{_CLAUSE}(?:respond|reply|answer)\s+(?:only\s+|exactly\s+)?(?:with|in json|by saying)\b"
        r"|\b(?:output|print|write|say|return)\b (?:only|just|exactly) (?:the word|the label|the type|[\"'`])"
        r"|\byour (?:answer|response|reply|verdict|classification|summary) (?:must|should|shall|will) "
        r"(?:be|say|contain|include|read)\b|\bthe (?:answer|verdict|classification) (?:must|should|shall) be\b")),
    ("imitates prompt markup", (
        r"<\|?(?:im_start|system|user|assistant|start_header_id)\|?>"  # not the end tokens tokenizers log
        r"|\[/?inst\]|<</?sys>>|</?(?:system|instructions?|prompt)>"
        r"|#{2,}\s*(?:system|instructions?|response|assistant)\b"
        r"|(?:^|[:.!;]\s*)[^a-z0-9]*(?:system|assistant|human|user)\s*(?:prompt|message)?\s*:\s*"
        r"(?:you|ignore|new|from now|important|override)"
        r"|\b(?:begin|end|new|updated|override|real|hidden) (?:of )?(?:the )?system prompt\b"
        r"|\bsystem prompt (?:override|update|change|replaced?)\b"
        r"|\b(?:new|updated|revised|hidden|additional|real) instructions?\s*:")),
    ("imitates a JSON answer", (
        r"""["'](?:type|failure_type|label|verdict|classification|answer)["']\s*:\s*["'][\w -]+["']"""
        r""".{0,200}["'](?:line|summary|confidence|reason)["']\s*:"""
        r"""|["'](?:line|summary|confidence|reason)["']\s*:.{0,200}["'](?:type|failure_type|label|verdict"""
        r"""|classification|answer)["']\s*:\s*["'][\w -]+["']""")),
    ("addresses the operator", (
        rf"{_START}[^a-z0-9]*(?:attention |note to |dear )?(?:all |the )?{_OPERATOR}\s*[:,!]"
        rf"|\b(?:attention|note to|dear|hey)(?: the| all)? {_OPERATOR}\b"
        rf"|\b{_OPERATOR} (?:must|should|needs? to|has to|have to) (?:immediately |now |urgently )?{_DESTROY}\b"
        rf"|\b{_DESTROY}\b(?: immediately| now)? (?:all|every|each|the entire|the whole)\b.{{0,20}}"
        r"\b(?:nodes?|gpus?|jobs?|checkpoints?|ckpts?|data|cluster|disks?|machines?|hosts?)\b")),
    ("carries a shell command", (
        r"\brm\s+(?:-\S+\s+)*['\"]?[/~*$.]|\brm\s+-[a-z]*[rf]\b|\bmkfs(?:\.\w+)?\s|\bdd\s+if=|:\(\)\s*\{"
        r"|\bchmod\s+(?:-r\s+)?[0-7]{3,4}\s|\bchown\s+-r\s"
        r"|\b(?:curl|wget)\b[^|\n]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b"
        r"|\bsudo\s+(?:-\w+\s+)*(?:rm|dd|mkfs|reboot|shutdown|systemctl|kill|pkill|chmod|chown|scontrol|nvidia-smi"
        r"|bash|sh|curl|wget|mv|tee|su)\b"
        r"|\bscancel\s+[\w$-]|\bscontrol\s+(?:update|delete|reboot|requeue|hold|shutdown)\b"
        r"|\bkubectl\s+(?:delete|drain|cordon|exec|apply|scale)\b|\bsystemctl\s+(?:stop|restart|disable|kill|mask)\b"
        r"|\b(?:shutdown|reboot|poweroff|halt)\s+(?:-\w+|now)\b|\bkill(?:all)?\s+-(?:9|kill|term|s)\b|\bpkill\s"
        r"|\bnvidia-smi\s+(?:.*\s)?(?:-r|--gpu-reset)\b|>\s*/dev/(?:sd|nvme|hd)"
        r"|\b(?:bash|sh|zsh|python[\d.]*|perl|ruby|node)\s+-c\s|(?:^|[^.\w])eval\s+[\"'$`]|\bbase64\s+(?:-d|--decode)\b"
        r"|\$\((?:[^)]*\s)?(?:curl|wget|rm|cat|echo|base64)\b"
        rf"|`\s*{_SHELL_VERBS}(?:\s[^`]*)?`|(?:^|[:.!;]\s*)[$#]\s+(?:{_SHELL_VERBS}|nvidia-smi)\b")),
)


def normalized(text: str) -> str:
    """`text` as the patterns read it: compatibility forms folded, accents, invisible format characters
    (zero-width spaces, direction marks) dropped, look-alike letters mapped to Latin, lower case, single spaces."""
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in decomposed if unicodedata.category(c) not in ("Mn", "Cf")).translate(_LOOKALIKES)
    return " ".join(text.lower().split())


# One RE2 automaton for all of them: a line is read once, in linear time (Python's `re` tries each
# alternative at each position: about 25 times slower on log lines). Without capture groups RE2 can answer
# whether anything matches by its DFA; only a line that matches is read again to name what it does.
_ANY = re2.compile("|".join(f"(?:{pattern})" for _, pattern in _INSTRUCTIONS))


@functools.cache
def _naming_automaton() -> re2._Regexp:
    """The automaton that names which instruction matched; built on the first line that matches at all, as
    most runs meet none and it costs every cold start about 7 ms."""
    return re2.compile("|".join(f"(?P<k{i}>{pattern})" for i, (_, pattern) in enumerate(_INSTRUCTIONS)))


def instruction_in(text: str) -> str | None:
    """What `text` tries to make its reader do ("addresses the model", "carries a shell command", ...), or
    None when it reads as plain log data."""
    text = normalized(text)
    match = _naming_automaton().search(text) if _ANY.search(text) else None
    if match is None:
        return None
    first = next(name for name, value in match.groupdict().items() if value is not None)
    return _INSTRUCTIONS[int(first[1:])][0]
