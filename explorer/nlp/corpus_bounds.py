"""Span boundaries from the corpus: a mention widened to the longer name the corpus knows.

A paper's own pass often stops at the part of a phrase it knows: "pose estimation" in "human
pose estimation", "question answering" in "visual question answering", "optimal transport" in
"optimal transport problem". After the corpus pass (:mod:`explorer.nlp.corpus_pass`) has
matched the corpus's names in every paper, two kinds of evidence widen a mention:

- **a longer name other papers name**: the pass's scan (leftmost-longest, so the longer name
  wins where both are written) found a name that holds one or more of the paper's mentions and
  runs past them; it replaces them when at least ``min_papers`` *other* papers name it whole in
  their own pass and at least ``min_share`` of the papers writing it name it;
- **a word that opens names in the corpus** (left only, two words at most): the word just
  before a mention joins it when it opens a name of two words or more in at least
  ``opener_papers`` papers and does so in at least ``opener_share`` of the papers where it
  opens or stands before a name ("iterative pruning", "deep reinforcement learning"); a verb
  ("train DNNs") or a judging word stands before names but seldom opens one, and a short form
  ("BO", "SDE") is never widened so: it stands for its long form.

Never taken in: evaluative words ("efficient", "robust": ``resources/nlp/corpus_bounds.json``),
determiners and describing openers (``resources/nlp/rules.json``), function words
(``resources/nlp/corpus_pass.json``), numbers. No new scan of the abstracts: the first reads
the pass's matches, the second the word before each mention and each name's first word. The
thresholds
are chosen by leave-one-corpus-out inside the train split (``bench/select_corpus_bounds.py``).

Examples
--------
>>> from explorer.model import Mention
>>> text = "We study human pose estimation."
>>> piece = Mention("pose estimation", "TASK", "pose estimation", 15, 30, text)
>>> whole = Evidence(2, 3, 4, "TASK", "human pose estimation")
>>> found = [(9, 30, "human pose estimation", False)]
>>> out = widened(text, [piece], found, {"human pose estimation": whole}.get, Thresholds(2, 0.5))
>>> [(m.text, m.start, m.end, m.label) for m in out]
[('human pose estimation', 9, 30, 'TASK')]
>>> widened("We study efficient pose estimation.", [replace(piece, start=19, end=34)],
...         [(9, 34, "efficient pose estimation", False)],
...         {"efficient pose estimation": whole}.get, Thresholds(2, 0.5)) is None
True
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from explorer.model import Mention, PaperExtraction
from explorer.nlp.corpus_match import Match, is_whole_name
from explorer.nlp.corpus_names import NameEvidence
from explorer.nlp.corpus_openers import openers, with_openers
from explorer.nlp.corpus_terms import pass_words
from explorer.nlp.resources import rules
from explorer.paths import resource

_NUMBER = re.compile(r"[\d.,]+")


@dataclass(frozen=True)
class Thresholds:
    """When a mention is widened (see the module's docstring); 0 papers: that kind is off."""

    #: Other papers that name the longer name whole in their own pass.
    min_papers: int
    #: Share of the papers writing the longer name whose own pass names it.
    min_share: float
    #: Papers in which the word before a mention opens a name of two or more words...
    opener_papers: int = 0
    #: ... and the share of the word's places before or opening a name where it opens it.
    opener_share: float = 1.0


@dataclass(frozen=True)
class Evidence:
    """What the corpus says of one longer name: the other papers naming it in their own pass,
    all papers naming it, the papers writing it, its label and canonical name."""

    others: int
    papers: int
    writers: int
    label: str
    canonical: str


@functools.cache
def _data() -> dict:
    return json.loads(resource("nlp", "corpus_bounds.json").read_text(encoding="utf-8"))


def shipped_thresholds() -> Thresholds | None:
    """The thresholds the corpus pass uses by default (``resources/nlp/corpus_bounds.json``,
    chosen by ``bench/select_corpus_bounds.py``); None: off."""
    chosen = _data()["thresholds"]
    return Thresholds(**chosen) if chosen else None


@functools.cache
def never_taken() -> frozenset[str]:
    """Lowercase words a widened name never takes in: evaluative words, determiners,
    describing openers, function words."""
    words = set(_data()["evaluative_words"])
    words |= set(rules()["determiners"]) | set(rules()["describing_openers"])
    return frozenset(words | pass_words()["function_words"])


def takeable(added: str) -> bool:
    """Can the words ``added`` to a mention join it? Not a judging, counting or function word.

    Examples
    --------
    >>> takeable("human "), takeable(" ascent"), takeable("efficient "), takeable("two ")
    (True, True, False, False)
    >>> takeable("model-based "), takeable("3D-aware image "), takeable("non-robust ")
    (True, True, False)
    >>> takeable(" φ"), takeable("X ")  # a lone symbol is maths, no word of a name
    (False, False)
    """
    banned = never_taken()
    words = [w.strip("-").lower() for w in added.split()]
    # "non-robust", "less-efficient": a hyphenated word ending on a banned word
    return all(
        len(w) > 1
        and w not in banned
        and w.rsplit("-", 1)[-1] not in banned
        and not _NUMBER.fullmatch(w)
        for w in words
        if w
    )


def widened_all(
    extractions: Sequence[PaperExtraction],
    found_in: Sequence[Sequence[Match]],
    corpus: tuple[Mapping[str, NameEvidence], Mapping[str, int], Mapping[str, str]],
    thresholds: Thresholds,
) -> list[PaperExtraction]:
    """Every paper's mentions widened; ``found_in``: the pass's matches in each paper;
    ``corpus``: its evidence per name, the papers writing each name, the agreed labels."""
    words, places = frozenset(), set()
    if thresholds.opener_papers:
        least, share = thresholds.opener_papers, thresholds.opener_share
        words, places = openers(extractions, least, share, takeable)
    out = list(extractions)
    for index, (extraction, found) in enumerate(zip(extractions, found_in, strict=True)):
        if not thresholds.min_papers and index not in places:
            continue
        mentions = sorted(extraction.mentions, key=lambda m: m.start)
        of = evidence_in(*corpus, index)
        opening = words if index in places else None
        wide = widened(extraction.paper.abstract, mentions, found, of, thresholds, opening)
        if wide is not None:
            out[index] = replace(extraction, mentions=wide)
    return out


def widened(
    abstract: str,
    mentions: Sequence[Mention],
    found: Sequence[Match],
    evidence: Callable[[str], Evidence | None],
    thresholds: Thresholds,
    opening: frozenset[str] | None = None,
) -> list[Mention] | None:
    """``mentions`` (sorted by start) widened, None when nothing changes. ``found``: the pass's
    matches in ``abstract``, by start; ``evidence``: what the corpus says of a matched name's
    key (None: leave it); ``opening``: the words that open names (:func:`openers`)."""
    out = list(mentions)
    changed = False
    if out and found and thresholds.min_papers:
        changed = _to_longer_names(abstract, out, found, evidence, thresholds)
    if out and opening:
        changed = with_openers(abstract, out, opening) or changed
    return out if changed else None


def _to_longer_names(abstract, out, found, evidence, thresholds: Thresholds) -> bool:
    """Replace, in place, the mentions a longer name other papers name holds."""
    spans = {(m.start, m.end) for m in out}
    taken: bytearray | None = None
    changed = False
    for start, end, key, via_acronym in found:
        if via_acronym or (start, end) in spans:
            continue
        if taken is None:
            taken = bytearray(len(abstract))
            for m in out:
                taken[m.start : m.end] = b"\x01" * (m.end - m.start)
        if taken.find(1, start, end) == -1 or taken.find(0, start, end) == -1:
            continue  # nothing of the paper's inside, or nothing beyond it
        item = evidence(key)
        if item is None or item.others < thresholds.min_papers:
            continue
        if item.papers < thresholds.min_share * max(item.writers, 1):
            continue
        inside = [i for i, m in enumerate(out) if m.start < end and start < m.end]
        first = out[inside[0]]
        if any(out[i].start < start or out[i].end > end for i in inside):
            continue  # a mention crossing the longer name's edge: not a piece of it
        if not first.sent_start <= start or end > first.sent_start + len(first.sentence):
            continue  # a name across a sentence's end is no name
        added = _added_text(abstract, start, end, [out[i] for i in inside])
        if not takeable(added) or not is_whole_name(abstract, start, end):
            continue
        family = first.family if len(inside) == 1 else ""
        whole = replace(first, text=abstract[start:end], label=item.label, family=family)
        out[inside[0]] = replace(whole, canonical=item.canonical, start=start, end=end)
        for i in reversed(inside[1:]):
            del out[i]
        taken[start:end] = b"\x01" * (end - start)
        changed = True
    return changed


def _added_text(abstract: str, start: int, end: int, inside: Sequence[Mention]) -> str:
    """The text of ``[start, end)`` outside the mentions ``inside`` it (a space between)."""
    parts, at = [], start
    for m in inside:
        parts.append(abstract[at : m.start])
        at = max(at, m.end)
    parts.append(abstract[at:end])
    return " ".join(parts)


def evidence_in(
    evidence: Mapping[str, NameEvidence],
    writers: Mapping[str, int],
    labels: Mapping[str, str],
    index: int,
) -> Callable[[str], Evidence | None]:
    """What the corpus says of each name, seen from the paper at ``index``: the corpus pass's
    evidence per name, the number of papers writing each name and its agreed labels."""

    def of(key: str) -> Evidence | None:
        item = evidence.get(key)
        if item is None:
            return None
        papers = item.papers
        label = labels.get(key) or item.label()
        return Evidence(len(papers) - (index in papers), len(papers), writers.get(key, 0),
                        label, item.canonical())  # fmt: skip

    return of


__all__ = [
    "Evidence",
    "Thresholds",
    "never_taken",
    "shipped_thresholds",
    "takeable",
    "widened",
    "widened_all",
]
