"""Family suffixes of model, dataset and method names: sizes, variants and versions.

A name such as "LLaMA-2-7B" ends in suffixes that name a member of a family
("7B" a size, "2" a version); stripping them leaves its broader names
("LLaMA-2", then "LLaMA"). The suffix patterns are rules in
``resources/graph/concepts.json``; :mod:`explorer.graph.hierarchy` turns the
chain into ``broader`` links.
"""

from __future__ import annotations

import functools
import re

from explorer.graph.names import concept_rules

_COINED = re.compile(r"^(?:[A-Za-z][a-z]+[A-Z][A-Za-z]*|[A-Z]{3,}[a-z]*)$")
_TOKEN = re.compile(r"[A-Za-z]?/\d+|\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)?[A-Za-z]*|[A-Za-z][A-Za-z.']*")


def suffix_chain(label: str) -> list[tuple[str, str]]:
    """The names left by stripping family suffixes from ``label``, with each strip's reason.

    >>> suffix_chain("LLaMA-2-7B")
    [('LLaMA-2', 'size'), ('LLaMA', 'version')]
    >>> suffix_chain("T5"), suffix_chain("word2vec")
    ([], [])
    """
    chain = []
    if label.endswith("+") and len(label.rstrip("+")) >= 2:  # "HumanEval+" extends HumanEval
        label = label.rstrip("+")
        chain.append((label, "variant"))
    spans = [(m.start(), m.group()) for m in _TOKEN.finditer(label)]
    while len(spans) > 1:
        start, token = spans[-1]
        reason = _suffix_reason(token.casefold())
        base = label[:start].rstrip(" -_")
        letters = re.sub(r"[^A-Za-z]", "", spans[0][1])
        if reason is None or len(letters) < 2 or not base:
            break
        chain.append((base, reason))
        spans.pop()
    return chain


def suffix_names(label: str) -> list[str]:
    """The broader names ``label``'s suffixes leave ("LLaMA-2-7B" -> "LLaMA-2", "LLaMA").

    >>> suffix_names("LLaMA-2-7B")
    ['LLaMA-2', 'LLaMA']
    """
    return [name for name, _ in suffix_chain(label)]


def is_coined(name: str) -> bool:
    """A coined method name, whose numbered versions make a family ("FlashAttention").

    >>> is_coined("FlashAttention"), is_coined("MAML"), is_coined("Phase"), is_coined("FP")
    (True, True, False, False)
    """
    return bool(_COINED.match(name))


def _suffix_reason(token: str) -> str | None:
    patterns = _suffix_patterns()
    for reason in ("size", "variant", "version"):
        if patterns[reason].fullmatch(token):
            return reason
    return None


@functools.cache
def _suffix_patterns() -> dict[str, re.Pattern[str]]:
    rules = concept_rules()
    return {
        "size": re.compile(rules["size_suffix"]),
        "variant": re.compile(rules["variant_suffix"]),
        "version": re.compile(rules["version_suffix"]),
    }
