"""Names cut from their noun, made whole: "Thompson" of "Thompson sampling".

A surname written right before a noun it names a thing with ("Thompson
sampling", "Burer-Monteiro factorization", "Tsybakov noise") was cut from that
name by the recognizer; so was a name whose first word was left out ("Langevin"
of "Langevin Monte Carlo", "Dunk" of "Dunk City Dynasty", "Generative" of
"Generative Flow Networks" at a sentence's start when the corpus names the
whole), and a surname cut at a dash ("Kullback" of "Kullback–Leibler").
A name the source glued to the word before it ("such asParti", "calledNeuroBack")
is cut from that word, and so is an article or a word describing other work glued to a
name the corpus knows ("aSAM", "ExistingQD-RL": :func:`glued_describer`). A capitalised
word that is no common word, before a lowercase noun it modifies ("Hoyer regularizer"), is a
name cut from its noun (:func:`surname_before_noun`; :mod:`explorer.graph.descriptions` drops
it when one paper names it).
:func:`extend_eponyms` makes such mentions whole before
:mod:`explorer.graph.resolution` names them.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable

from explorer.graph.fragments import (
    CLAUSE_WORDS,
    GLUED_WORDS,
    adjectives,
    bare_adjective,
    glued_describers,
)
from explorer.graph.names import concept_rules
from explorer.model import Mention, PaperExtraction
from explorer.nlp.resources import common_words, rules

#: A noun that ends this many of the corpus's names heads names (:func:`corpus_heads`).
HEAD_NAMES = 1
_SURNAME = re.compile(r"^[A-Z][a-zà-ÿ]+(?:[-–][A-Z][a-zà-ÿ]+)?$")
#: The other surnames of a name cut at its dash ("–Kuhn–Tucker" after "Karush").
_DASHED_SURNAME = re.compile(r"(?:[-–][A-Z][a-zà-ÿ]+)+(?![\w-])")
_GLUED = re.compile(rf"^(?:The|{'|'.join(GLUED_WORDS)})(?=[A-Z])")
#: An article or a word describing other work run into an acronym-like name ("aSAM").
_GLUED_DESCRIBER = re.compile(r"^([a-z]+|[A-Z][a-z]+)([A-Z][\w-]*[A-Z][\w-]*)$")
#: A function word the source ran into the name before it ("a different LLMfrom the ...").
_GLUED_AFTER = re.compile(
    rf"(?<=[A-Z0-9]{{2}})(?:{'|'.join(w for w in GLUED_WORDS if len(w) > 2)})$"
)  # not "Hand", "Cover" ("and", "or" after one capital), nor two-letter words ("PGCin")
#: A sentence's next word run into a name after its full stop ("GPT-4.We", "TextField3D.
#: Specifically").
_NEXT_SENTENCE = re.compile(r"(?<=[\w)])\.\s*([A-Z][a-z]+)$")
#: A sentence's end run into the name of the next one ("language instructions.WebAgent").
_SENTENCE_BEFORE = re.compile(r"^.*[a-z]{2}\.(?=[A-Z][^\s.]+$)")
#: The word before a name (hyphenated words whole), at a sentence's start or inside it.
_ANY_WORD_BEFORE = re.compile(r"(?<![\w-])([A-Za-z][\w-]*[A-Za-z]) $")
_ONE_SURNAME = re.compile(r"^[A-Z][a-zà-ÿ]+$")
_NEXT_WORD = re.compile(r"[ \t]+([a-z]+)(?![\w-])")  # "group" of "group-equivariant" is none
#: A capitalised word right before a name, inside a sentence (no punctuation before it).
_WORD_BEFORE = re.compile(r"(?<=[a-z,] )([A-Z][a-zà-ÿ]+) $")


@functools.cache
def _eponym_heads() -> frozenset[str]:
    return frozenset(concept_rules()["eponym_heads"])


def corpus_heads(names: Iterable[str]) -> frozenset[str]:
    """Nouns that end ``HEAD_NAMES`` or more of the corpus's concept names ("factorization").

    The last word of a name of two or more words, lowercase, of three letters or
    more and no adjective or function word; the generic heads of
    ``kind_of_nouns`` and dataset head words (and their plurals) are left out:
    "Pythia models" names Pythia.

    >>> sorted(corpus_heads(["matrix factorization", "Tsallis entropy", "a b model",
    ...     "Alpaca is", "Hessians of", "Hessians with"]))
    ['entropy', 'factorization']
    """
    by_head: dict[str, set[str]] = {}
    for name in names:
        words = name.split()
        if len(words) >= 2 and len(words[-1]) >= 3 and words[-1].isalpha() and words[-1].islower():
            by_head.setdefault(words[-1], set()).add(name.casefold())
    left_out = _generic_heads()
    return frozenset(
        h
        for h, found in by_head.items()
        if len(found) >= HEAD_NAMES
        and h not in left_out
        and h not in CLAUSE_WORDS
        and h not in adjectives()[0]
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

    A surname cut at its dash gets the other back, a function word glued to a
    name is cut off, and a sentence's first word is put back when the corpus
    names the whole:

    >>> text = "Generative Flow Networks beat such asParti in Kullback–Leibler terms, GPT-4.We"
    >>> ms = [Mention(w, "METHOD", w, text.index(w), text.index(w) + len(w), text)
    ...       for w in ("Flow Networks", "asParti", "Kullback", "GPT-4.We")]
    >>> ex = extend_eponyms(PaperExtraction(Paper("p", text), ms),
    ...                     alone=frozenset({"generative flow networks"}))
    >>> [m.text for m in ex.mentions]
    ['Generative Flow Networks', 'Parti', 'Kullback–Leibler', 'GPT-4']
    >>> text = "a different LLMfrom the InfiniBand"
    >>> ms = [Mention(w, "MODEL", w, text.index(w), text.index(w) + len(w), text)
    ...       for w in ("LLMfrom", "InfiniBand")]
    >>> [m.text for m in extend_eponyms(PaperExtraction(Paper("p", text), ms)).mentions]
    ['LLM', 'InfiniBand']
    """
    text = ex.paper.abstract
    taken = {i for m in ex.mentions for i in range(m.start, m.end)}
    mentions = []
    for m in ex.mentions:
        if 0 <= m.start < m.end <= len(text) and text[m.start : m.end] == m.text:
            m = _unglued(m)
            if rest := glued_describer(m.text, alone):
                m = _span(m, text, m.end - len(rest), m.end)
            m = _dash_joined(m, text, taken)
            m = _first_word_back(m, text, taken, alone)
            m = _noun_after(m, text, heads, alone)
        mentions.append(m)
    changed = any(a is not b for a, b in zip(mentions, ex.mentions, strict=True))
    return dataclasses.replace(ex, mentions=mentions) if changed else ex


def glued_describer(name: str, known: frozenset[str]) -> str:
    """The name after an article or describing word glued to it, when ``known`` (casefolded
    names of the corpus) has it ("aSAM" -> "SAM", "ExistingQD-RL" -> "QD-RL"); else "".

    >>> known = frozenset({"sam", "qd-rl", "bert"})
    >>> [glued_describer(n, known) for n in ("aSAM", "ExistingQD-RL", "ModernBERT", "aMUSEd")]
    ['SAM', 'QD-RL', '', '']
    >>> glued_describer("ASAM", known)  # an acronym's first letter is no article
    ''

    """
    match = _GLUED_DESCRIBER.match(name)
    if match is None or match.group(2).casefold() not in known:
        return ""
    word = match.group(1).casefold()
    return match.group(2) if word in glued_describers() else ""


_NEXT_LOWER = re.compile(r"[ \t]+([a-z]{3,})(?![\w-])")
_ONE_CAPITALISED = re.compile(r"^[A-Z][a-zà-ÿ]{2,}$")


def surname_before_noun(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is one capitalised word, no common word, that modifies the
    lowercase noun after it ("Hoyer" of "Hoyer regularizer", "Ritz" of "deep Ritz method"):
    a piece of a name whose noun was left out.

    The word after is no function word and no verb's "-s" or "-ed" form ("Zebra outperforms"
    names Zebra).

    >>> t = "a variant of the Hoyer regularizer; Zebra outperforms Mamba and Falcon with ease"
    >>> [surname_before_noun(t, t.index(w), t.index(w) + len(w))
    ...  for w in ("Hoyer", "Zebra", "Mamba", "Falcon")]
    [True, False, False, False]
    """
    name = text[start:end]
    if not _ONE_CAPITALISED.match(name) or name.casefold() in common_words():
        return False
    following = _NEXT_LOWER.match(text, end)
    if following is None:
        return False
    word = following.group(1)
    return not (word in CLAUSE_WORDS or word in GLUED_WORDS or word.endswith(("s", "ed")))


def _span(m: Mention, text: str, start: int, end: int) -> Mention:
    whole = text[start:end]
    return dataclasses.replace(m, text=whole, canonical=whole, start=start, end=end)


def _unglued(m: Mention) -> Mention:
    """``m`` without a function word glued to its front ("asParti" -> "Parti").

    A sentence's first word run into its end after a full stop is cut off too
    ("GPT-4.We" -> "GPT-4", "TextField3D. Specifically" -> "TextField3D"), and so is a
    function word glued to its end ("LLMfrom"), and the end of the sentence before
    ("efficiency.LoRA" -> "LoRA").
    """
    run_on = _NEXT_SENTENCE.search(m.text)
    if not (run_on and run_on.group(1).casefold() in common_words()):
        run_on = _GLUED_AFTER.search(m.text)
    if run_on:
        head = m.text[: run_on.start()]
        m = dataclasses.replace(m, text=head, canonical=head, end=m.start + len(head))
    before = _SENTENCE_BEFORE.match(m.text)
    if before:
        rest = m.text[before.end() :]
        m = dataclasses.replace(m, text=rest, canonical=rest, start=m.start + before.end())
    glued = _GLUED.match(m.text)
    if glued is None or len(m.text) - glued.end() < 3:
        return m
    rest = m.text[glued.end() :]
    return dataclasses.replace(m, text=rest, canonical=rest, start=m.start + glued.end())


def _dash_joined(m: Mention, text: str, taken: set[int]) -> Mention:
    """``m`` with the surname after its dash ("Kullback" -> "Kullback–Leibler")."""
    dashed = _DASHED_SURNAME.match(text, m.end) if _ONE_SURNAME.match(m.text) else None
    if dashed is None or taken & set(range(dashed.start() + 1, dashed.end())):
        return m
    return _span(m, text, m.start, dashed.end())


def _first_word_back(m: Mention, text: str, taken: set[int], alone: frozenset[str]) -> Mention:
    """``m`` with the word before it when the corpus names the whole.

    A capitalised word that is no common word, inside a sentence, is put back
    always ("Langevin Monte Carlo"); any other word ("Generative" at a
    sentence's start) only when some paper names the whole ("Generative Flow
    Networks"): a name in ``alone``.
    """
    if m.start == 0:
        return m
    window = max(0, m.start - 40)
    before = _WORD_BEFORE.search(text, window, m.start)
    if not (before and m.text[:1].isupper() and before.group(1).casefold() not in common_words()):
        before = _ANY_WORD_BEFORE.search(text, window, m.start)
        known = before and f"{before.group(1)} {m.text}".casefold() in alone
        before = before if known else None
    if before is None or taken & set(range(before.start(), before.end())):
        return m
    return _span(m, text, before.start(), m.end)


def _noun_after(m: Mention, text: str, heads: frozenset[str], alone: frozenset[str]) -> Mention:
    """``m`` with the noun its surname names a thing with ("Thompson" -> "Thompson sampling")."""
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
    ):
        return _span(m, text, m.start, following.end())
    return m
