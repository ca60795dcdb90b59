"""Where the corpus's names stand in one abstract: the automaton's matches, kept only when whole.

A match is kept at word boundaries, with the case a cased name needs, and not inside a longer
hyphenated or capitalised name, maths (``$...$``), a LaTeX command, a URL or a parenthesised
citation ("(Smith et al., 2020)").
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from explorer.model import PaperExtraction
from explorer.nlp.corpus_names import Matcher, NameEvidence, Target, is_cased, padded
from explorer.nlp.resources import common_words

#: A match in one abstract: start, end, name key, found through the acronym table.
Match = tuple[int, int, str, bool]

_BEFORE_BAD = frozenset("-_/$\\{@#.")
_AFTER_BAD = frozenset("_$}@")
_NEXT_WORD = re.compile(r"[ \t]+([A-Z][\w\-]*)")
_PREVIOUS_WORD = re.compile(r"([A-Z][\w\-]*)[ \t]+$")
_CITATION = re.compile(r"et al\.|\b(?:19|20)\d\d\b")


def matches(matcher: Matcher, abstract: str) -> list[Match]:
    """Leftmost-longest matches of the matcher's names in ``abstract`` (cased names in their
    own case), by start; :func:`is_whole_name` tells which stand as names (it costs more, so the
    corpus pass asks it only of the matches it would add).

    Examples
    --------
    >>> import ahocorasick
    >>> exact, folded = ahocorasick.Automaton(), ahocorasick.Automaton()
    >>> folded.add_word(" monte carlo ", Target("monte carlo", 13))
    True
    >>> exact.add_word(" BERT ", Target("bert", 6))
    True
    >>> exact.make_automaton(); folded.make_automaton()
    >>> text = "Monte Carlo Tree Search, Monte Carlo sampling, BERT and Bert, $BERT$, BERTScore."
    >>> found = matches(Matcher(exact, folded), text)
    >>> [text[s:e] for s, e, _, _ in found if is_whole_name(text, s, e)]
    ['Monte Carlo', 'BERT']
    """
    out = []
    target: Target
    text = padded(abstract)
    # A pattern of length n ending at ``last`` of the padded text holds the name at
    # [last - n + 1, last - 1) of the abstract (the padding's leading space shifts by one).
    if matcher.exact is not None:
        for last, target in matcher.exact.iter_long(text):
            out.append((last - target.length + 1, last - 1, target.key, target.acronym))
    if matcher.folded is not None:
        lowered = text.lower()
        if len(lowered) != len(text):  # a character whose lowercase is longer
            lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
        for last, target in matcher.folded.iter_long(lowered):
            out.append((last - target.length + 1, last - 1, target.key, target.acronym))
    out.sort(key=lambda m: (m[0], m[0] - m[1]))
    return out


def is_whole_name(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a whole name, not part of a longer one, maths or a citation?"""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    if before.isalnum() or before in _BEFORE_BAD or after.isalnum() or after in _AFTER_BAD:
        return False
    if after in "-." and end + 1 < len(text) and text[end + 1].isalnum():
        return False
    if text.count("$", 0, start) % 2 or "://" in text[max(0, start - 40) : start]:
        return False
    if (text[start].isupper() or is_cased(text[start:end])) and _capitalised_neighbour(
        text, start, end
    ):
        return False
    return not _in_citation(text, start, end)


def _capitalised_neighbour(text: str, start: int, end: int) -> bool:
    """Does the name continue a capitalised phrase ("Monte Carlo" in "Monte Carlo Tree Search",
    "Transformer" in "Vision Transformer")? A sentence's ordinary first word does not count."""
    if _NEXT_WORD.match(text, end):
        return True
    preceding = _PREVIOUS_WORD.search(text, max(0, start - 40), start)
    if preceding is None:
        return False
    opening = text[: preceding.start()].rstrip()
    sentence_start = not opening or opening[-1] in ".!?:"
    return not (sentence_start and preceding.group(1).lower() in common_words())


def _in_citation(text: str, start: int, end: int) -> bool:
    """Is the name inside parentheses that hold "et al." or a year?"""
    opening = text.rfind("(", max(0, start - 80), start)
    if opening == -1 or text.find(")", opening, start) != -1:
        return False
    closing = text.find(")", end, end + 80)
    return closing != -1 and bool(_CITATION.search(text, opening, closing))


def named_holders(
    extractions: Sequence[PaperExtraction],
    found_in: Sequence[Sequence[Match]],
    keys: Collection[str],
    evidence: dict[str, NameEvidence],
) -> dict[str, int]:
    """How many papers write each of ``keys`` as a name: the papers whose own pass found it,
    and those where it stands whole (:func:`is_whole_name`) outside
    every mention the paper's own pass found.

    A name written inside a longer name the paper found ("multi-armed bandits" in "stochastic
    multi-armed bandits"), or inside a capitalised name ("policy gradient" in "Deep
    Deterministic Policy Gradient") is no miss of the recognizer there, so it does not lower
    the share of the papers that name it.
    """
    counts: dict[str, int] = {}
    for index, (extraction, found) in enumerate(zip(extractions, found_in, strict=True)):
        spans = None
        named: set[str] = set()
        for start, end, key, via in found:
            if via or key not in keys or key in named:
                continue
            if index in evidence[key].papers:
                named.add(key)
                continue
            if spans is None:
                spans = [(m.start, m.end) for m in extraction.mentions]
            abstract = extraction.paper.abstract
            inside = any(s <= start and end <= e for s, e in spans)
            if not inside and is_whole_name(abstract, start, end):
                named.add(key)
        for key in named:
            counts[key] = counts.get(key, 0) + 1
    return counts
