"""A learned keep-or-drop decision over the resolver's final mentions: logistic regression.

The rule components and the recognizer propose more than the annotations take: pieces of an
eponym ("Karush" of "Karush-Kuhn-Tucker"), places and laws, metrics, counts ("one CPU core"),
adjectives. The resolver asks this scorer about each concept of a paper (its mentions grouped by
canonical name) and drops those it finds unlikely to be an annotated entry. The features are
the mention's source component and label, its shape, length, words and their frequency band in
English (``resources/nlp/word_bands.txt``), the words around it, whether it is a piece of a
longer phrase, and what the paper says of it (defined acronym, proposed name, repeated).
Weights ship as ``resources/models/<recognizer>-keep.npz`` (``explorer train``); inference is a
sum of weights, numpy free, a few microseconds a mention. Before it weighs them, a mention of a
class that is never a concept (:mod:`explorer.nlp.not_concepts`: places, laws, counts, clause
pieces, lone adjectives, surnames and venues of a citation) is dropped.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Container
from dataclasses import replace
from pathlib import Path

import numpy as np

from explorer.nlp.candidates import Candidate
from explorer.nlp.canonical import canonical_form
from explorer.nlp.clause_pieces import clause_piece, name_within
from explorer.nlp.learned.bounds import refined
from explorer.nlp.learned.linear import LinearScorer, PaperContext, band, case_of, concept_key
from explorer.nlp.learned.types import name_shape
from explorer.nlp.not_concepts import citations, not_a_concept
from explorer.nlp.resources import common_words, rules
from explorer.nlp.verb_context import verb_after_subject

_WORD = re.compile(r"[A-Za-z]+")
_NUMBER = re.compile(r"^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten)$")
_CONTEXT = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]*")


@functools.cache
def _head_nouns() -> frozenset[str]:
    cfg = rules()
    return frozenset(
        w.lower()
        for key in ("task_heads", "dataset_heads", "hardware_heads", "metric_heads")
        for w in cfg[key]
    )


#: The groups of :func:`context_features` (each gives one feature at most).
CONTEXT_GROUPS = (
    "nextch",
    "prevch",
    "possessive",
    "next_case",
    "next_band",
    "next_head_noun",
    "prev_case",
    "count",
    "acronym_short",
    "acronym_long",
    "proposed",
    "p1",
    "p2",
    "n1",
    "n2",
)


def keep_features(context: PaperContext, cand: Candidate) -> list[str]:
    """The features of one final mention (a resolved candidate) of a paper: those of its name
    (:func:`name_features`) and those of its place in the text (:func:`context_features`).

    Examples
    --------
    >>> text = "We satisfy the Karush-Kuhn-Tucker conditions on one CPU core."
    >>> feats = keep_features(PaperContext(text), Candidate(15, 21, "titlecase", "METHOD"))
    >>> [f for f in feats if f.startswith(("src=", "nextch", "band_head"))]
    ['src=titlecase', 'band_head=0', 'nextch=-']
    """
    name = context.text[cand.start : cand.end]
    return name_features(name, cand.source, cand.label) + context_features(context, cand)


def name_features(name: str, source: str, label: str) -> list[str]:
    """What a mention's name, source component and label say, wherever it stands."""
    words = _WORD.findall(name)
    head = words[-1].lower() if words else ""
    first = words[0].lower() if words else ""
    feats = [f"src={source}", f"src_label={source}:{label}", f"label={label}"]
    feats.append(f"band_head={band(head)}")
    feats.append(f"band_first={band(first)}")
    feats.append(f"case_head={case_of(words[-1] if words else '')}")
    feats.append(f"case_first={case_of(words[0] if words else '')}")
    feats.append(f"src_case={source}:{case_of(name.replace(' ', ''))}")
    feats.append(f"common_head={head in common_words()}")
    feats.append(f"len={min(len(name) // 4, 6)}")
    if _NUMBER.match(first) or first.isdigit():
        feats.append("number_first")
    if head in _head_nouns():
        feats.append("head_noun")
    feats += [f"w={w.lower()}" for w in words] + [f"head={head}", f"first={first}"]
    feats.append(f"shape={name_shape(name)}")
    feats.append(f"nwords={min(len(name.split()), 4)}")
    return feats


def context_features(context: PaperContext, cand: Candidate) -> list[str]:
    """What the text around a mention and the rest of its paper say of it."""
    text = context.text
    start, end = cand.start, cand.end
    name = text[start:end]
    after = text[end : end + 2]
    feats = [f"nextch={after[:1] if after[:1] in '-(),.;:' else ('space' if after else 'end')}"]
    feats.append(f"prevch={text[start - 1 : start] if start and text[start - 1] in '-(' else 'o'}")
    if after[:2] == "'s":
        feats.append("possessive")
    next_word = _WORD.match(text, end + 1) if after[:1] in " -" else None
    if next_word:
        word = next_word.group()
        feats.append(f"next_case={case_of(word)}")
        feats.append(f"next_band={band(word)}")
        if word.lower() in _head_nouns():
            feats.append("next_head_noun")
    before = _CONTEXT.findall(text[max(0, start - 40) : start])[-2:]
    if before and text[start - 1 : start] in (" ", "-"):
        feats.append(f"prev_case={case_of(before[-1].split('-')[-1])}")
    feats.append(f"count={min(context.count(name), 3)}")
    if name in context.short_forms:
        feats.append("acronym_short")
    if name in context.long_forms:
        feats.append("acronym_long")
    if context.is_proposed(start, end):
        feats.append("proposed")
    following = _CONTEXT.findall(text[end : end + 40])[:2]
    feats += [f"p{i}={w.lower()}" for i, w in enumerate(reversed(before), 1)]
    feats += [f"n{i}={w.lower()}" for i, w in enumerate(following, 1)]
    return feats


class KeepScorer:
    """The shipped refinement of a paper's final mentions: span edits, then keep or drop.

    ``bounds`` decides span edits (:mod:`explorer.nlp.learned.bounds`), ``keep`` whether a
    concept (its mentions grouped by :func:`concept_key`) is an annotated entry; either may be
    None (not used).
    """

    def __init__(self, keep: LinearScorer | None, bounds: LinearScorer | None = None):
        self.keep = keep
        self.bounds = bounds

    def refine(self, context: PaperContext, mentions: list[Candidate]) -> list[Candidate]:
        """``mentions`` with their spans edited, without the concepts unlikely to be entries;
        proposed names always stay."""
        if self.bounds is not None and self.bounds.threshold <= 1.0:
            mentions = refined(self.bounds, context, mentions)
        cited = citations(context.text)
        mentions = [cut_to_name(context.text, c) for c in mentions]
        never = [
            never_proposed(context.text[c.start : c.end], context.long_forms)
            if c.source == "proposal"
            else never_a_concept(context.text, c, cited)
            for c in mentions
        ]
        # An acronym of a long form that is no concept is none either ("performatively stable
        # (PS)"): it shares the long form's canonical name.
        lost = {c.canonical for c, drop in zip(mentions, never, strict=True) if drop}
        mentions = [
            c
            for c, drop in zip(mentions, never, strict=True)
            if not drop
            and not (c.canonical in lost and context.text[c.start : c.end] in context.short_forms)
        ]
        if self.keep is None or self.keep.threshold <= 0.0:
            return mentions  # every probability passes a threshold of 0: nothing to weigh
        keys = [concept_key(c.canonical) for c in mentions]
        kept: set[str] = set()
        for cand, key in zip(mentions, keys, strict=True):
            if key not in kept and self._passes(context, cand):
                kept.add(key)
        return [c for c, key in zip(mentions, keys, strict=True) if key in kept]

    def _passes(self, context: PaperContext, cand: Candidate) -> bool:
        """Does the mention pass the keep threshold? Its context features are built only when
        the name's own weights leave the answer open."""
        if cand.source == "proposal":
            return True
        name = context.text[cand.start : cand.end]
        partial = self.keep.part((name, cand.source, cand.label), name_features)
        can, must = self.keep.reaches(partial, CONTEXT_GROUPS)
        if must or not can:
            return must
        return (
            self.keep.probability(partial, context_features(context, cand)) >= self.keep.threshold
        )

    def _probability(self, context: PaperContext, cand: Candidate) -> float:
        """:func:`keep_features` scored, the name's part remembered (names repeat)."""
        if cand.source == "proposal":
            return 1.0
        name = context.text[cand.start : cand.end]
        return self.keep.probability(
            self.keep.part((name, cand.source, cand.label), name_features),
            context_features(context, cand),
        )

    def save(self, path: Path) -> None:
        arrays = {}
        for prefix, scorer in (("keep_", self.keep), ("bounds_", self.bounds)):
            if scorer is not None:
                arrays.update(scorer.arrays(prefix))
        with path.open("wb") as out:
            np.savez_compressed(out, **arrays)

    @classmethod
    def load(cls, path: Path) -> KeepScorer:
        with np.load(path) as data:
            found = set(data.files)
            keep, bounds = (
                LinearScorer.from_arrays(data, prefix) if f"{prefix}bias" in found else None
                for prefix in ("keep_", "bounds_")
            )
        return cls(keep, bounds)


def never_a_concept(text: str, cand: Candidate, cited: list[tuple[int, int]]) -> bool:
    """Is the mention's name of a class that is never a concept (a place, a law, a count,
    a clause: :func:`explorer.nlp.not_concepts.not_a_concept`), or does it stand inside a
    citation (``cited``: :func:`explorer.nlp.not_concepts.citations`)?"""
    if any(a <= cand.start and cand.end <= b for a, b in cited):
        return True
    name = text[cand.start : cand.end]  # a verb after its subject: "we study X", "that employ X"
    return bool(not_a_concept(name)) or verb_after_subject(text, cand.start, cand.end)


#: The classes of :func:`explorer.nlp.not_concepts.not_a_concept` no proposed name is in
#: either: the proposal cues take a lone adjective or a piece of a clause after "we propose"
#: ("the first certifiable watermarking method" gave "certifiable").
_NEVER_PROPOSED = frozenset({"adjective", "verb", "modifier", "glued", "quantifier", "cut"})


def never_proposed(name: str, long_forms: Container[str] = ()) -> bool:
    """Is a proposed name a piece of a sentence, not a name (:data:`_NEVER_PROPOSED`)? A verb
    the paper defines a short form by stays: the letters of "contrast with reconstruct (ReCon)"
    matched "reconstruct" alone, and the short form goes with its long form.

    >>> never_proposed("certifiable"), never_proposed("columns respectively")
    (True, True)
    >>> never_proposed("non-strongly convex")  # an adverb and an adjective
    True
    >>> never_proposed("GaLore"), never_proposed("United States")  # a place may be a name's
    (False, False)
    """
    kind = not_a_concept(name)
    if kind == "function word" and " " not in name:  # "propose ... and", "determine *which*"
        return True
    if kind == "verb" and name in long_forms:
        return False
    return kind in _NEVER_PROPOSED or clause_piece(name) == "adverbial"


def cut_to_name(text: str, cand: Candidate) -> Candidate:
    """The mention cut to the name inside it (:func:`explorer.nlp.clause_pieces.name_within`)."""
    inside = None if cand.source == "proposal" else name_within(text[cand.start : cand.end])
    if inside is None:
        return cand
    start, end = cand.start + inside[0], cand.start + inside[1]
    return replace(cand, start=start, end=end, canonical=canonical_form(text[start:end]))


def keep_path(recognizer: Path) -> Path:
    """Where the keep scorer trained with a recognizer model lives: beside it."""
    return recognizer.with_name(f"{recognizer.stem}-keep.npz")
