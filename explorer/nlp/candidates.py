"""Candidate mentions that the rule components propose and the resolver settles.

Components add :class:`Candidate` objects to ``doc._.candidates``; offsets are character
offsets into ``doc.text``. A higher ``priority`` wins between overlapping candidates of the
same length; longer candidates win first (``NVIDIA GeForce RTX 3090`` over ``RTX 3090``).
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc

#: Priority by source: evidence the authors gave beats lexicon beats shape.
PRIORITY = {"proposal": 6, "acronym": 5, "lexicon": 4, "cue": 3, "coined": 2, "titlecase": 1}


@dataclass
class Candidate:
    """A possible entity mention; ``label``/``canonical`` may be empty until resolved."""

    start: int
    end: int
    source: str
    label: str = ""
    canonical: str = ""
    family: str = ""

    @property
    def priority(self) -> int:
        return PRIORITY[self.source]


def ensure_extensions() -> None:
    """Register the Doc extensions the components share (idempotent)."""
    for name in ("candidates", "acronyms", "proposed", "claims", "mentions"):
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=None)


def candidates(doc: Doc) -> list[Candidate]:
    """The doc's candidate list, created on first use."""
    if doc._.candidates is None:
        doc._.candidates = []
    return doc._.candidates


def emphasis(doc: Doc) -> list[tuple[int, int]]:
    """Emphasised character ranges recorded by text preparation (may be empty)."""
    return doc.user_data.get("emphasis", [])


def sentence_bounds(doc: Doc) -> list[tuple[int, int]]:
    """Character bounds of the doc's sentences, computed once per doc.

    ``doc.sents`` rescans every token for sentence annotation on each call; the components
    all need the bounds, so they share this cached list.
    """
    bounds = doc.user_data.get("sentence_bounds")
    if bounds is None:
        bounds = [(s.start_char, s.end_char) for s in doc.sents]
        doc.user_data["sentence_bounds"] = bounds
    return bounds


def doc_text(doc: Doc) -> str:
    """``doc.text``, built once: spaCy joins every token's text on each access."""
    text = doc.user_data.get("text")
    if text is None:
        text = doc.user_data["text"] = doc.text
    return text
