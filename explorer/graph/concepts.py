"""Concepts: how mentions are named, and what the corpus says about each name.

:mod:`explorer.graph.resolution` decides which mentions are one concept (a
concept key per mention); a tally gathers the labels, spellings, families and
papers of each concept's mentions, and its node id is :func:`concept_key` of
its label.
"""

from __future__ import annotations

from explorer.graph.names import clean_name, fold_key, words
from explorer.model import LABELS, Mention, PaperExtraction
from explorer.nlp.resources import common_words

_LABEL_RANK = {label: rank for rank, label in enumerate(LABELS)}


def concept_key(canonical: str) -> str:
    """Normalised name that identifies a concept: casefolded, whitespace collapsed.

    >>> concept_key("  NVIDIA   A100 ")
    'nvidia a100'
    """
    return " ".join(canonical.casefold().split())


def increment(counts: dict[str, int], key: str) -> None:
    """Add one to ``counts[key]``."""
    counts[key] = counts.get(key, 0) + 1


def most_common(counts: dict[str, int]) -> str:
    """The most frequent key; the first seen among equals (dicts keep insertion order)."""
    return max(counts, key=counts.__getitem__)


def _emphasised(name: str) -> bool:
    """An ordinary word in the odd case of a LaTeX-emphasised acronym ("MODeL", "opTimizAtion").

    >>> _emphasised("MODeL"), _emphasised("Model"), _emphasised("LLaMA")
    (True, False, False)
    """
    if " " in name or name in (name.lower(), name.upper(), name.capitalize()):
        return False
    return name.casefold() in common_words()


class ConceptTally:
    """Mentions of one concept across the corpus, accumulated.

    Plain dicts rather than Counters: tens of thousands of these are made.
    """

    __slots__ = (
        "labels",
        "canonicals",
        "surfaces",
        "families",
        "count",
        "papers",
        "_keys",
        "_type",
        "_label",
    )

    def __init__(self) -> None:
        self.labels: dict[str, int] = {}
        self.canonicals: dict[str, int] = {}
        self.surfaces: set[str] = set()
        self.families: dict[str, int] = {}
        self.count = 0
        self.papers: set[str] = set()
        self._keys: set[str] | None = None
        self._type: str | None = None
        self._label: str | None = None

    @property
    def type(self) -> str:
        """Majority label; ties go to the label listed first in LABELS. Read once collected."""
        if self._type is None:
            labels = self.labels
            self._type = min(labels, key=lambda label: (-labels[label], _LABEL_RANK[label]))
        return self._type

    def retype(self, label: str) -> None:
        """Decide the type from outside (a dataset variant's family is a dataset)."""
        self._type = label

    @property
    def keys(self) -> set[str]:
        """Concept keys of every name and surface form (to match proposed names)."""
        if self._keys is None:
            self._keys = {concept_key(name) for name in self.surfaces | set(self.canonicals)}
        return self._keys

    def label(self, key: str) -> str:
        """The concept's readable name: a spelling of its long form (not its acronym),
        singular rather than plural, then the most frequent. Read once collected."""
        if self._label is not None:
            return self._label
        canonicals = self.canonicals

        def preference(name: str) -> tuple[bool, bool, int]:
            last = (words(name) or [""])[-1]
            return (
                fold_key(name) == key,
                fold_key(last) == last.replace("-", ""),
                canonicals[name],
            )

        self._label = max(canonicals, key=preference)
        return self._label

    def attributes(self, key: str) -> dict:
        """The concept node's attributes (schema: ARCHITECTURE.md)."""
        return {
            "kind": "concept",
            "type": self.type,
            "label": self.label(key),
            "aliases": sorted(self.surfaces | set(self.canonicals)),
            "family": most_common(self.families) if self.families else "",
            "count": self.count,
            "papers": len(self.papers),
            "derived": False,
        }


def mention_name(mention: Mention) -> str:
    """The name a mention links under: its canonical form, else its text."""
    return mention.canonical.strip() or mention.text.strip()


def collect_concepts(
    extractions: list[PaperExtraction],
    keys_per_paper: list[list[str]],
    names_per_paper: list[list[str]] | None = None,
) -> dict[str, ConceptTally]:
    """Tallies of every concept by key, in order of first mention.

    Raises
    ------
    ValueError
        A mention has a label outside :data:`explorer.model.LABELS`.
    """
    concepts: dict[str, ConceptTally] = {}
    if names_per_paper is None:
        names_per_paper = [[mention_name(m) for m in ex.mentions] for ex in extractions]
    for ex, keys, names in zip(extractions, keys_per_paper, names_per_paper, strict=True):
        for m, key, resolved in zip(ex.mentions, keys, names, strict=True):
            if m.label not in _LABEL_RANK:
                raise ValueError(
                    f"paper {ex.paper.id!r}: mention {m.text!r} has unknown label {m.label!r}"
                )
            if not key:
                continue
            info = concepts.get(key)
            if info is None:
                info = concepts[key] = ConceptTally()
            name = resolved or clean_name(mention_name(m)) or mention_name(m)
            increment(info.labels, m.label)
            increment(info.canonicals, name)
            info.surfaces.add(m.text.strip() or name)
            if m.family:
                increment(info.families, m.family)
            info.count += 1
            info.papers.add(ex.paper.id)
    return concepts
