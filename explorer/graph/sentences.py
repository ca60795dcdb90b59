"""A paper's claims grouped by the sentence they come from.

The extractor makes one claim per number, so a sentence with three numbers backs three
claims; a reader wants the sentence once with its three numbers marked. Each number's span
is found from the claim's offsets (``start``/``end`` in the abstract, ``sent_start`` where its
sentence starts), else by searching the sentence for the claim's text; a claim whose text
is not in its sentence marks nothing.

Examples
--------
>>> s = "It is 2x faster and uses 30% less memory."
>>> claims = [{"text": "2x", "sentence": s, "start": 6, "end": 8, "sent_start": 0},
...           {"text": "30%", "sentence": s, "start": 25, "end": 28, "sent_start": 0}]
>>> [(g.sentence == s, g.spans, len(g.claims)) for g in claim_sentences(claims)]
[(True, ((6, 8), (25, 28)), 2)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class ClaimSentence:
    """One sentence, the spans of its numbers (offsets into ``sentence``), its claims."""

    sentence: str
    spans: tuple[tuple[int, int], ...]
    claims: tuple[Mapping, ...]


def claim_sentences(claims: Iterable[Mapping]) -> list[ClaimSentence]:
    """``claims`` grouped by sentence, in the order their sentences first appear."""
    groups: dict[tuple, list[Mapping]] = {}
    for claim in claims:
        if not isinstance(claim, Mapping):
            continue
        sentence = str(claim.get("sentence") or claim.get("text") or "")
        groups.setdefault((_int(claim.get("sent_start")), sentence), []).append(claim)
    out = []
    for (_, sentence), members in groups.items():
        spans = sorted({span for c in members if (span := _span(sentence, c)) is not None})
        kept: list[tuple[int, int]] = []
        for span in spans:  # overlapping numbers ("2-3x" and "3x"): the first one wins
            if not kept or span[0] >= kept[-1][1]:
                kept.append(span)
        out.append(ClaimSentence(sentence, tuple(kept), tuple(members)))
    return out


def _span(sentence: str, claim: Mapping) -> tuple[int, int] | None:
    text = str(claim.get("text") or "")
    if not text:
        return None
    start = _int(claim.get("start")) - _int(claim.get("sent_start"))
    if start >= 0 and sentence[start : start + len(text)] == text:
        return start, start + len(text)
    found = sentence.find(text)
    return (found, found + len(text)) if found >= 0 else None


def _int(value: object) -> int:
    try:
        return int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0
