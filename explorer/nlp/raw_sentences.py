"""Sentences of a raw abstract, for mentions that the corpus pass adds without spaCy.

A mention must carry its sentence (the graph shows the sentence behind each link). A sentence
that the paper's own extraction already reported (by its start offset) is reused as it is, so
the same sentence is one string; others are cut from the abstract with the sentencizer's rule
(a ``.``, ``!`` or ``?`` then space), not after "e.g." or "et al.".
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from explorer.model import Claim, Mention

_END = re.compile(r"[.!?]+[\"')\]]*\s+")
_ABBREVIATION = re.compile(r"(?:\b(?:e\.g|i\.e|et al|vs|etc|cf|resp|Fig|Eq|Sec|approx|w\.r\.t)\.)$")
#: A longer sentence is cut to a window around the mention (as the extractor does).
LONGEST_SENTENCE = 5_000
WINDOW = 300


def sentence_starts(text: str) -> list[int]:
    """Character offsets where the sentences of ``text`` start.

    Examples
    --------
    >>> text = "We use CNNs, e.g. ResNet. It is fast! Done"
    >>> [text[s:] for s in sentence_starts(text)]
    ['We use CNNs, e.g. ResNet. It is fast! Done', 'It is fast! Done', 'Done']
    """
    starts = [0]
    for end in _END.finditer(text):
        if _ABBREVIATION.search(text, max(0, end.start() - 8), end.start() + 1):
            continue
        if end.end() < len(text):
            starts.append(end.end())
    return starts


class Sentences:
    """The sentence around a span of one abstract, reusing the sentences its records hold."""

    def __init__(self, text: str, mentions: Iterable[Mention], claims: Iterable[Claim]):
        self.text = text
        self.known = {m.sent_start: m.sentence for m in mentions}
        self.known.update({c.sent_start: c.sentence for c in claims})
        self._known_starts = sorted(self.known)
        self._starts: list[int] | None = None

    def _known_around(self, start: int, end: int) -> tuple[str, int] | None:
        """A sentence the records hold that holds ``[start, end)`` as written in the abstract
        (found without splitting the abstract)."""
        index = bisect.bisect_right(self._known_starts, start) - 1
        if index < 0:
            return None
        s_start = self._known_starts[index]
        sentence = self.known[s_start]
        text = self.text[start:end]
        at = start - s_start
        if sentence[at : at + len(text)] == text and len(sentence) <= LONGEST_SENTENCE:
            return sentence, s_start
        return None

    def around(self, start: int, end: int) -> tuple[str, int]:
        """The sentence holding ``[start, end)`` and its start offset."""
        known = self._known_around(start, end)
        if known is not None:
            return known
        if self._starts is None:
            self._starts = sentence_starts(self.text)
        index = bisect.bisect_right(self._starts, start) - 1
        s_start = self._starts[index]
        s_end = self._starts[index + 1] if index + 1 < len(self._starts) else len(self.text)
        if s_start in self.known and len(self.known[s_start]) <= LONGEST_SENTENCE:
            return self.known[s_start], s_start
        if s_end - s_start > LONGEST_SENTENCE:
            s_start, s_end = max(s_start, start - WINDOW), min(s_end, end + WINDOW)
        piece = self.text[s_start:s_end]
        return piece.strip(), s_start + len(piece) - len(piece.lstrip())
