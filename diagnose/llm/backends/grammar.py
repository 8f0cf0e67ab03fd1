"""GBNF grammars for the reply schemas the tier uses: a flat JSON object of string fields, each free,
one of an enum of literals, or at most `x-sentences` sentences.

llama-cpp-python's own JSON-schema converter (0.3.36) escapes quotes inside enum values wrongly, and
llama.cpp then fails to parse the grammar and crashes the process; log lines are full of quotes and
backslashes, so the flat case is written here and escaped twice on purpose: JSON, then GBNF.
`maxLength` is not written into the grammar: llama.cpp expands `char{0,n}` into n nested rules,
which made generation 4-5x slower (measured: 100 tokens in 8.8 s vs 1.9 s on SmolLM2-135M). The
caller bounds the length with max_tokens and checks it afterwards. `x-sentences: n` is the cheap
bound instead: the string ends with its n-th sentence (a period followed by a space or the end; a
period inside a word, as in `train.py`, does not end one). OpenAI-compatible servers never see it.
"""

import json
from typing import Any

_CHAR = r'char ::= [^"\\\x00-\x1F\x7F] | escape'
_ESCAPE = r'escape ::= "\\" (["\\/bfnrt] | "u" [0-9a-fA-F]{4})'
# A sentence: characters where a period is followed by anything but a space, a quote or a period; then ".".
_SENTENCE = (r'sentence ::= (word-char | "." (word-char-no-space | escape) | escape)+ "."' "\n"
             r'word-char ::= [^".\\\x00-\x1F\x7F]' "\n"
             r'word-char-no-space ::= [^". \\\x00-\x1F\x7F]')


def is_flat(schema: dict[str, Any]) -> bool:
    """Whether `schema` is an object of string properties (free or enum) that this module can write."""
    props = schema.get("properties")
    if schema.get("type") != "object" or not isinstance(props, dict):
        return False
    keys = {"type", "enum", "maxLength", "x-sentences"}
    return all(p.get("type", "string") == "string" and set(p) <= keys for p in props.values())


def flat_object_grammar(schema: dict[str, Any]) -> str:
    """The GBNF text for a flat schema: every property, in the schema's order, all required."""
    rules, fields = [], []
    for i, (name, prop) in enumerate(schema["properties"].items()):
        fields.append(f'{_literal(json.dumps(name))} space ":" space v{i}')
        if "enum" in prop:
            choices = (_literal(json.dumps(str(v), ensure_ascii=False)) for v in prop["enum"])
            rules.append(f"v{i} ::= " + " | ".join(choices))
        elif "x-sentences" in prop:
            more = int(prop["x-sentences"]) - 1
            rules.append(f'v{i} ::= "\\"" sentence' + ' (" " sentence' * more + ")?" * more + ' "\\""')
        else:
            rules.append(f'v{i} ::= "\\"" char* "\\""')
    root = 'root ::= "{" space ' + ' "," space '.join(fields) + ' "}" space'
    return "\n".join([root, *rules, _CHAR, _ESCAPE, _SENTENCE, 'space ::= " "?'])


def _literal(text: str) -> str:
    """`text` as a GBNF string literal."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\x{ord(ch):02X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'
