"""Names cut from their noun, made whole: "Thompson" of "Thompson sampling".

A surname written right before a noun it names a thing with ("Thompson
sampling", "Burer-Monteiro factorization", "Tsybakov noise") was cut from that
name by the recognizer; so was a name whose first word was left out ("Langevin"
of "Langevin Monte Carlo", "Dunk" of "Dunk City Dynasty"). :func:`extend_eponyms`
makes such mentions whole before :mod:`explorer.graph.resolution` names them.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable

from explorer.graph.fragments import adjectives, bare_adjective
from explorer.graph.names import concept_rules
from explorer.model import PaperExtraction
from explorer.nlp.resources import common_words, rules

_SURNAME = re.compile(r"^[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?$")
_NEXT_WORD = re.compile(r"[ \t]+([a-z]+)(?![\w-])")  # "group" of "group-equivariant" is none
#: A capitalised word right before a name, inside a sentence (no punctuation before it).
_WORD_BEFORE = re.compile(r"(?<=[a-z,] )([A-Z][a-zà-ÿ]+) $")


@functools.cache
def _eponym_heads() -> frozenset[str]:
    return frozenset(concept_rules()["eponym_heads"])


def corpus_heads(names: Iterable[str]) -> frozenset[str]:
    """Nouns that end three or more of the corpus's concept names ("factorization").

    The last word of a name of two or more words, lowercase and no adjective;
    the generic heads of ``kind_of_nouns`` and dataset head words (and their
    plurals) are left out: "Pythia models" names Pythia.

    >>> sorted(corpus_heads(["matrix factorization", "tensor factorization",
    ...     "NMF factorization", "a b model", "c model", "d model", "Alpaca is"]))
    ['factorization']
    """
    by_head: dict[str, set[str]] = {}
    for name in names:
        words = name.split()
        if len(words) >= 2 and words[-1].isalpha() and words[-1].islower():
            by_head.setdefault(words[-1], set()).add(name.casefold())
    left_out = _generic_heads()
    return frozenset(
        h
        for h, found in by_head.items()
        if len(found) >= 3 and h not in left_out and h not in adjectives()[0]
    )


@functools.cache
def _generic_heads() -> frozenset[str]:
    rules_ = concept_rules()
    words = {*rules_["kind_of_nouns"], *rules()["dataset_heads"], "data", "network"}
    words |= set(rules_["head_parents_excluded"]) - set(rules_["eponym_heads"])
    return frozenset({*words, *(w + "s" for w in words)})


def named_alone(extractions: Iterable[PaperExtraction], heads: frozenset[str]) -> frozenset[str]:
    """Names (casefolded) the corpus writes somewhere without a noun of ``heads`` after them.

    Such a name is a concept of its own ("Atari", also in "Atari games"), so
    :func:`extend_eponyms` makes it whole only before its ``eponym_heads``.
    """
    alone = set()
    for ex in extractions:
        text = ex.paper.abstract
        for m in ex.mentions:
            following = _NEXT_WORD.match(text, m.end) if 0 < m.end <= len(text) else None
            if not following or following.group(1) not in heads:
                alone.add(m.text.strip().casefold())
    return frozenset(alone)


def extend_eponyms(
    ex: PaperExtraction, heads: frozenset[str] = frozenset(), alone: frozenset[str] = frozenset()
) -> PaperExtraction:
    """``ex`` with each eponym cut from its noun made whole ("Thompson" -> "Thompson sampling").

    The nouns are ``eponym_heads`` in ``resources/graph/concepts.json`` and
    ``heads``, the nouns the corpus's names end on (:func:`corpus_heads`), for a
    name not in ``alone`` (:func:`named_alone`): the "Burer-Monteiro" of
    "Burer-Monteiro factorization" is that factorization.

    >>> from explorer.model import Mention, Paper
    >>> text = "We bound the Kullback-Leibler divergence by Thompson sampling."
    >>> ms = [Mention(w, "METHOD", w, text.index(w), text.index(w) + len(w), text)
    ...       for w in ("Kullback-Leibler", "Thompson")]
    >>> [m.text for m in extend_eponyms(PaperExtraction(Paper("p", text), ms)).mentions]
    ['Kullback-Leibler divergence', 'Thompson sampling']

    A name whose first word, capitalised and no common word, was left out
    inside a sentence gets it back:

    >>> text = "We run Langevin Monte Carlo. Monte Carlo is old."
    >>> ms = [Mention("Monte Carlo", "METHOD", "Monte Carlo", s, s + 11, text)
    ...       for s in (text.index("Monte"), text.rindex("Monte"))]
    >>> [m.text for m in extend_eponyms(PaperExtraction(Paper("p", text), ms)).mentions]
    ['Langevin Monte Carlo', 'Monte Carlo']
    """
    text = ex.paper.abstract
    taken = {i for m in ex.mentions for i in range(m.start, m.end)}
    mentions, changed = [], False
    for m in ex.mentions:
        before = _WORD_BEFORE.search(text, max(0, m.start - 40), m.start) if m.start > 0 else None
        if (
            before
            and m.text[:1].isupper()
            and before.group(1).casefold() not in common_words()
            and text[m.start : m.end] == m.text
            and not taken & set(range(before.start(), before.end()))
        ):
            whole = text[before.start() : m.end]
            m = dataclasses.replace(m, text=whole, canonical=whole, start=before.start())
            changed = True
        name = m.text.strip()
        following = _NEXT_WORD.match(text, m.end) if 0 < m.end <= len(text) else None
        if (
            following
            and (
                following.group(1) in _eponym_heads()
                or (following.group(1) in heads and name.casefold() not in alone)
            )
            and _SURNAME.match(name)
            and (name.casefold() not in common_words() or bare_adjective(name))
            and text[m.start : m.end] == m.text
        ):
            whole = text[m.start : following.end()]
            m = dataclasses.replace(m, text=whole, canonical=whole, end=following.end())
            changed = True
        mentions.append(m)
    return dataclasses.replace(ex, mentions=mentions) if changed else ex
