"""Words that open names in a corpus: the left edge of a mention from the corpus's own names.

A word that opens names of two words or more in many papers ("visual" in "visual tracking",
"visual grounding") and rarely stands before a name without being part of it names a kind:
written just before a mention ("visual question answering", where a paper's own pass found
"question answering"), it belongs to it. A verb ("train DNNs") or a judging word stands
before names but seldom opens one; a short form ("BO", "SDE") is never widened so: it stands
for its long form, defined without the word. Part of :mod:`explorer.nlp.corpus_bounds`, which
holds the thresholds and the words never taken in.

Cheap by design (it runs on every mention of a corpus when it is opened): one look at each
mention's first word and at the word before it, no scan of the abstracts.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace

from explorer.model import Mention, PaperExtraction
from explorer.nlp.canonical import canonical_form
from explorer.nlp.corpus_match import is_whole_name

_SHORT_FORM = re.compile(r"[A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*")
#: How far back the word before a mention is looked for (characters).
_REACH = 40


def openers(
    extractions: Sequence[PaperExtraction],
    papers: int,
    share: float,
    allowed: Callable[[str], bool] = lambda word: True,
) -> tuple[frozenset[str], set[int]]:
    """The lowercase words that open a name of two words or more in at least ``papers``
    papers, and in at least ``share`` of the papers where they open or stand before a name
    (only words ``allowed``); the indices of the papers where one may stand before a mention.

    >>> from explorer.model import Mention, Paper
    >>> def paper(text, *names):
    ...     found = [Mention(n, "TASK", n, text.index(n), text.index(n) + len(n), text)
    ...              for n in names]
    ...     return PaperExtraction(Paper(text, text), found)
    >>> corpus = [paper("We use deep learning.", "deep learning"),
    ...           paper("Deep learning and we train networks.", "Deep learning", "networks"),
    ...           paper("We train deep networks.", "networks")]
    >>> words, places = openers(corpus, 2, 0.5)
    >>> sorted(words), sorted(places)
    (['deep'], [2])
    """
    opens: Counter = Counter()
    for extraction in extractions:
        opens.update(
            {t[:k].lower() for m in extraction.mentions if (k := (t := m.text).find(" ")) > 0}
        )
    wanted = {w for w, n in opens.items() if n >= papers and allowed(w)}
    precedes: Counter = Counter()
    places = set()
    for index, extraction in enumerate(extractions):
        abstract = extraction.paper.abstract
        before = (
            {  # the word before each mention (inline: this runs on every mention)
                abstract[abstract.rfind(" ", max(0, s - _REACH), s - 1) + 1 : s - 1].lower()
                for m in extraction.mentions
                if (s := m.start) > 1 and abstract[s - 1] == " "
            }
            & wanted
        )
        if before:
            precedes.update(before)
            places.add(index)
    return frozenset(w for w in wanted if opens[w] >= share * (opens[w] + precedes[w])), places


def _lower_before(abstract: str, start: int) -> str:
    """The lowercase text from the space before the one before ``start`` to it ("" if none)."""
    if start < 2 or abstract[start - 1] != " ":
        return ""
    return abstract[abstract.rfind(" ", max(0, start - _REACH), start - 1) + 1 : start - 1].lower()


def with_openers(abstract: str, out: list[Mention], opening: frozenset[str]) -> bool:
    """Join, in place, the words (two at most) before a mention that open names."""
    changed = False
    for i, m in enumerate(out):
        for _ in range(2):
            word = _lower_before(abstract, m.start)
            if word not in opening or _SHORT_FORM.fullmatch(m.text):
                break  # a short form stands for its long form, defined without the word
            start = m.start - len(word) - 1
            if (i and out[i - 1].end > start) or start < m.sent_start:
                break
            if not is_whole_name(abstract, start, m.end):
                break
            text = abstract[start : m.end]
            m = out[i] = replace(m, text=text, canonical=canonical_form(text), start=start)
            changed = True
    return changed


__all__ = ["openers", "with_openers"]
