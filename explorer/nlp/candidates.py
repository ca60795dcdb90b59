"""Candidate mentions that the rule components propose and the resolver settles.

Components add :class:`Candidate` objects to ``doc._.candidates``; offsets are character
offsets into ``doc.text``. A higher ``priority`` wins between overlapping candidates of the
same length; longer candidates win first (``NVIDIA GeForce RTX 3090`` over ``RTX 3090``).
Two helpers read a candidate phrase's shape in the text: :func:`conjunct_ranges` (coordinated
names) and :func:`fills_bracket` (a long form filling a bracket).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from spacy.attrs import SENT_START
from spacy.tokens import Doc

#: Priority by source: evidence the authors gave beats lexicon beats shape.
PRIORITY = {
    "proposal": 6,
    "acronym": 5,
    "lexicon": 4,
    "cue": 3,
    "coined": 2,
    "titlecase": 1,
    "learned": 0,
}


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


def extension(doc: Doc, name: str):
    """``doc._.<name>``, read straight from where spaCy keeps a Doc extension's value in
    ``doc.user_data``: each ``doc._`` access builds an accessor object, and the components read
    their shared lists about 130,000 times over 8,856 abstracts. A value never set (or kept
    elsewhere by another spaCy) is asked of ``doc._``.

    >>> from spacy.lang.en import English
    >>> ensure_extensions()
    >>> doc = English().make_doc("We propose X.")
    >>> extension(doc, "proposed") is None
    True
    >>> doc._.proposed = [(11, 12)]
    >>> stored = ("._.", "proposed", None, None) in doc.user_data  # read without doc._
    >>> extension(doc, "proposed") is doc._.proposed, stored
    (True, True)
    """
    found = doc.user_data.get(("._.", name, None, None))
    return found if found is not None else getattr(doc._, name)


def candidates(doc: Doc) -> list[Candidate]:
    """The doc's candidate list (``doc._.candidates``), created on first use.

    >>> from spacy.lang.en import English
    >>> ensure_extensions()
    >>> doc = English().make_doc("We propose X.")
    >>> found = candidates(doc)
    >>> found is candidates(doc) is doc._.candidates, found
    (True, [])
    """
    found = extension(doc, "candidates")
    if found is None:
        found = doc._.candidates = []
    return found


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
        bounds = _bounds_from_arrays(doc)
        doc.user_data["sentence_bounds"] = bounds
    return bounds


def sentence_at(bounds: Sequence[tuple[int, int]], offset: int) -> int | None:
    """Index of the sentence in ``bounds`` (sorted, disjoint ``[start, end)``) holding ``offset``.

    None when the offset falls before the first sentence, after the last, or between two.

    >>> sentence_at([(0, 5), (6, 10)], 7), sentence_at([(0, 5), (6, 10)], 5)
    (1, None)
    """
    index = bisect.bisect_right(bounds, (offset, float("inf"))) - 1
    return index if index >= 0 and offset < bounds[index][1] else None


def _bounds_from_arrays(doc: Doc) -> list[tuple[int, int]]:
    """Sentence bounds read from the token arrays, without making a Span per sentence."""
    if len(doc) == 0:
        return []
    token_starts = [int(i) for i in (doc.to_array(SENT_START) == 1).nonzero()[0]]
    if not token_starts or token_starts[0] != 0:
        token_starts.insert(0, 0)
    return sentence_char_bounds(doc, token_starts)


def sentence_char_bounds(doc: Doc, token_starts: list[int]) -> list[tuple[int, int]]:
    """Character bounds of the sentences that start at ``token_starts`` (sorted, from 0)."""
    if not token_starts:
        return []
    bounds = []
    for first, stop in zip(token_starts, [*token_starts[1:], len(doc)], strict=True):
        last = doc[stop - 1]
        bounds.append((doc[first].idx, last.idx + len(last)))
    return bounds


def doc_text(doc: Doc) -> str:
    """``doc.text``, built once: spaCy joins every token's text on each access."""
    text = doc.user_data.get("text")
    if text is None:
        text = doc.user_data["text"] = doc.text
    return text


_COORDINATION = re.compile(r",?\s+(?:and|or)\s+|,\s+")


def conjunct_ranges(phrase: str, offset: int) -> list[tuple[int, int]]:
    """The ranges of the coordinated names of a cue phrase: "MNIST and FashionMNIST datasets"
    names two datasets, not one called "MNIST and FashionMNIST".

    >>> conjunct_ranges("MNIST and FashionMNIST", 10), conjunct_ranges("Penn Treebank", 0)
    ([(10, 15), (20, 32)], [(0, 13)])
    """
    out, start = [], 0
    for m in _COORDINATION.finditer(phrase):
        out.append((offset + start, offset + m.start()))
        start = m.end()
    out.append((offset + start, offset + len(phrase)))
    return out


def fills_bracket(text: str, start: int, end: int, several: bool) -> bool:
    """Do several capitalised words, the first a word in title case, fill a bracket: a long
    form after its short form ("Ada (Action Domain Acquisition)")? Then the first is
    capitalised as a name's word, not as the first word of a sentence, and is no word to cut
    off. A short form's pieces ("(EPS- AD)") are no long form.

    >>> t = "Ada (Action Domain Acquisition) plans, (EPS- AD) detects"
    >>> fills_bracket(t, 5, 30, True), fills_bracket(t, 5, 11, False)
    (True, False)
    >>> fills_bracket(t, t.index("EPS"), t.index("AD)") + 2, True)
    False
    """
    bracketed = text[start - 1 : start] == "(" and text[end : end + 1] == ")"
    return several and bracketed and text[start + 1 : start + 2].islower()
