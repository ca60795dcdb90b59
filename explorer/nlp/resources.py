"""Load the extraction's domain knowledge from ``resources/`` (cached per process)."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

from explorer.model import LABELS
from explorer.paths import resource


@dataclass(frozen=True)
class LexiconEntry:
    """One pattern of a spaCy pattern file: surface form -> label and canonical id."""

    label: str
    pattern: str
    canonical: str


@functools.cache
def lexicon(directory: Path | None = None) -> tuple[LexiconEntry, ...]:
    """All lexicon patterns (``resources/lexicon/*.jsonl``, spaCy pattern-file format)."""
    directory = directory or resource("lexicon")
    entries = []
    for label in LABELS:
        path = directory / f"{label.lower()}.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                entries.append(
                    LexiconEntry(row["label"], row["pattern"], row.get("id") or row["pattern"])
                )
    return tuple(entries)


@functools.cache
def rules() -> dict:
    """Cue and head words of the rule components (``resources/nlp/rules.json``)."""
    return json.loads(resource("nlp", "rules.json").read_text(encoding="utf-8"))


@functools.cache
def rule_words(key: str) -> frozenset[str]:
    """One word list of ``rules.json`` as a set (shared by every component that asks).

    Examples
    --------
    >>> "classification" in rule_words("task_heads")
    True
    """
    return frozenset(rules()[key])


@functools.cache
def common_words() -> frozenset[str]:
    """Lowercase ordinary words: a capitalised one of these is not a name."""
    text = resource("nlp", "common_words.txt").read_text(encoding="utf-8")
    return frozenset(w for w in text.split() if not w.startswith("#"))


def grouped_words(folder: str, name: str) -> dict[str, str]:
    """Word -> its group's key, from a file of groups (``resources/FOLDER/NAME``): one line a
    group, its key, a tab, its words; lines opening on "#" say where the file comes from
    (``word_bands.txt``, ``word_parts.txt``, written by ``scripts/resource_file.grouped_text``).
    """
    groups: dict[str, str] = {}
    for line in resource(folder, name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, _, words = line.partition("\t")
            groups.update(dict.fromkeys(words.split(), key))
    return groups


@functools.cache
def adjectives() -> tuple[frozenset[str], frozenset[str]]:
    """WordNet's adjectives that are never nouns, and its adjectives from proper names
    (``resources/graph/adjectives.txt``, read by the graph's single-paper checks, the corpus
    pass and the never-concept check)."""
    text = resource("graph", "adjectives.txt").read_text(encoding="utf-8")
    plain, _, proper = text.partition("# proper\n")
    words = [line for line in plain.splitlines() if line and not line.startswith("#")]
    return frozenset(words), frozenset(proper.split())


@functools.cache
def model_families() -> tuple[str, ...]:
    """Canonical names of MODEL lexicon entries, longest first (for family lookup)."""
    names = {e.canonical for e in lexicon() if e.label == "MODEL"}
    return tuple(sorted(names, key=len, reverse=True))


@functools.cache
def resources_version() -> str:
    """A short hash of every resource file, part of the extractor's cache key."""
    import hashlib

    digest = hashlib.sha256()
    for path in [
        *sorted(resource("lexicon").glob("*.jsonl")),
        *sorted(resource("nlp").glob("*")),
        *sorted(resource("models").glob("*")),
    ]:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]
