"""Canonical names and labels for mentions the lexicon does not know.

Pure helpers: a name's label from its head word and shape, its model family, and a canonical
spelling so that variants ("Mixtral-8×7B", "Mixtral-8x7B") become one concept.
"""

from __future__ import annotations

import functools
import re

from explorer.nlp.resources import model_families, rule_words, rules

_SIZE = re.compile(r"(?:[-\s]?(?:\d+(?:\.\d+)?[x×])?\d+(?:\.\d+)?[BMK]\b)")
_VARIANT = re.compile(
    r"^[-\s]?(?:[A-Z]+/\d+|[A-Z](?:/\d+)?|base|large|small|medium|tiny|mini|XL|XXL)\b",
    re.IGNORECASE,
)


_SIZE_AFTER_SPACE = re.compile(r"(?<=[A-Za-z0-9]) (?=(?:\d+x)?\d+(?:\.\d+)?[BMK]\b)")
_PLURAL_ACRONYM = re.compile(r"(?:^|(?<=\s))([A-Z][A-Z0-9\-]*[A-Z0-9])s$")
#: A short form defined inside a name: "out-of-distribution (OOD) detection".
_SHORT_INSIDE = re.compile(r" \([A-Za-z][\w\-]*\) (?=\w)")


@functools.lru_cache(maxsize=65536)  # names repeat across abstracts (59,000 calls over 8,856)
def canonical_form(text: str) -> str:
    """A stable spelling: × becomes x, whitespace collapses, plural acronyms lose their s.

    Examples
    --------
    >>> canonical_form("Mixtral-8×7B"), canonical_form("CAVs"), canonical_form("Efron's")
    ('Mixtral-8x7B', 'CAV', "Efron's")
    >>> canonical_form("LLaMA 7B"), canonical_form("Zeta9 GPUs")
    ('LLaMA-7B', 'Zeta9 GPU')
    >>> canonical_form("out-of-distribution (OOD) detection")
    'out-of-distribution detection'
    """
    name = " ".join(text.replace("×", "x").split()).strip(" ,;:.")
    name = _SHORT_INSIDE.sub(" ", name)
    name = _SIZE_AFTER_SPACE.sub("-", name)  # "LLaMA 7B" and "LLaMA-7B" are one model
    name = _PLURAL_ACRONYM.sub(r"\1", name)  # "Zeta9 GPUs" -> "Zeta9 GPU", "CAVs" -> "CAV"
    return name


@functools.lru_cache(maxsize=65536)
def model_family(name: str) -> str:
    """The known model family a name starts with ("LLaMA 2" for "LLaMA2-7B"), else ""."""
    lowered = name.lower()
    families = _families_by_initial().get(lowered[:1])
    if not families:
        return ""
    # The name without spaces and hyphens, and where each of its characters stands in it: a key
    # (which has neither) starts the name, spaces and hyphens aside, if it starts this.
    squeezed = lowered.replace(" ", "").replace("-", "")
    if not squeezed.startswith(_keys_by_initial()[lowered[0]]):
        return ""  # most names start no family's key: one test of them all
    kept: list[int] = []
    for family, key in families:
        if not squeezed.startswith(key):
            continue
        kept = kept or [i for i, c in enumerate(lowered) if c not in " -"]
        rest = name[len(name) - (len(lowered) - kept[len(key) - 1] - 1) :]
        if key[-1].isdigit() and rest[:1].isdigit():  # "LLaMA 30B" is no "LLaMA 3"
            continue
        if _cased_otherwise(name[: len(name) - len(rest)], family):
            continue  # "ViT-S/16" is no "VITS" (a speech model); "Llama-3" is "LLaMA 3"
        if not rest or _SIZE.match(rest) or rest[0] in "-/0123456789 ":
            return family
    return ""


def _cased_otherwise(written: str, family: str) -> bool:
    """Is ``written`` cased on purpose (a capital inside it, lowercase too) while ``family`` is
    an all-capitals name? Then it names something else ("ViT-S" is no "VITS")."""
    letters = [c for c in written if c.isalpha()]
    deliberate = any(c.isupper() for c in letters[1:]) and any(c.islower() for c in letters)
    return deliberate and family.isupper()


@functools.cache
def _keys_by_initial() -> dict[str, tuple[str, ...]]:
    """The matching keys of :func:`_families_by_initial`, by initial."""
    return {k: tuple(key for _, key in found) for k, found in _families_by_initial().items()}


@functools.cache
def _families_by_initial() -> dict[str, list[tuple[str, str]]]:
    """Model families (longest first) by their lowercase initial, with their matching key."""
    index: dict[str, list[tuple[str, str]]] = {}
    for family in model_families():
        key = re.sub(r"[\s\-]", "", family).lower()
        if len(key) >= 2:
            index.setdefault(family[0].lower(), []).append((family, key))
    return index


def label_from_head(name: str) -> str | None:
    """Label implied by the last word(s) of a name, or None when the head says nothing."""
    heads = _heads()
    lowered = name.lower()
    words = lowered.split()
    if not words:
        return None
    last = words[-1].split("-")[-1]  # "Design-Bench" -> "bench"
    if lowered.endswith(heads["model"]):
        return "MODEL"
    if last in heads["dataset"]:
        return "DATASET"
    if last in heads["hardware"]:
        return "HARDWARE"
    if last in heads["task"] and len(words) >= 2:
        return "TASK"
    return None


@functools.cache
def _heads() -> dict:
    cfg = rules()
    return {
        "model": tuple(cfg["model_heads"]),
        "dataset": frozenset(cfg["dataset_heads"]),
        "hardware": frozenset(cfg["hardware_heads"]),
        "task": rule_words("task_heads"),
    }


_TWO_LETTERS = re.compile(r"[A-Za-z]{2}")


@functools.lru_cache(maxsize=65536)
def looks_like_model(name: str) -> bool:
    """A model checkpoint shape: a known family, or a name with a parameter count (7B)."""
    return bool(model_family(name)) or bool(_SIZE.search(name) and _TWO_LETTERS.search(name))
