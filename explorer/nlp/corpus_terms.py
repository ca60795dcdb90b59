"""Lowercase terms in the corpus pass: which describe, and which one paper's name others write.

Two questions of :mod:`explorer.nlp.corpus_pass` about names written in lowercase words:

- :func:`describes`: is a name on a generic head only a description ("deep model", "novel
  framework"), or a name of a kind ("backdoor attack", "graph attention network")? A
  description is not looked for where no paper's own pass found it.
- :func:`single_terms`: the lowercase terms of two words or more that one paper names, writes
  again and few other papers write ("backdoor attack", named by one ICML 2023 paper and written
  by four), looked for in every paper when ``PassOptions(single_terms=True)``; a match in
  another paper counts only when it stands alone (:func:`stands_alone`), not as a piece of a
  longer phrase ("natural language instructions"). Off by default: on the annotated train
  split its added mentions were half right, and it lowered dev precision (README, round 7).

No spaCy here: the pass runs on cached records. The word lists are
``resources/nlp/corpus_pass.json`` with their provenance.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable, Sequence

from explorer.nlp.resources import adjectives, rules
from explorer.paths import resource

_STRIP = ".,;:()[]'\"!?"


@functools.cache
def generic_heads() -> frozenset[str]:
    """Head nouns that describe rather than name ("model", "method", "task"; rules.json)."""
    return frozenset(rules()["own_method_nouns"]) | {"task", "problem"}


@functools.cache
def pass_words() -> dict[str, frozenset[str]]:
    """The word lists of ``resources/nlp/corpus_pass.json`` and WordNet's adjectives that are
    never nouns (``resources/graph/adjectives.txt``, as ``"adjectives"``)."""
    lists = json.loads(resource("nlp", "corpus_pass.json").read_text(encoding="utf-8"))
    words = {k: frozenset(v) for k, v in lists.items() if not k.startswith("_")}
    words["adjectives"] = adjectives()[0]
    return words


def describes(key: str) -> bool:
    """Does a lowercase name (a name key: lowercase words) only describe what it names?

    A name on a generic head describes ("deep model", "novel framework", "image
    classification task"), unless the head names things of a kind and a noun comes
    before it: "backdoor attack", "graph attention network" and "recommender system"
    are names; "contrastive loss" (an adjective before the head) is a description.

    Examples
    --------
    >>> describes("backdoor attack"), describes("deep model"), describes("contrastive loss")
    (False, True, True)
    >>> describes("stochastic block model"), describes("conformal prediction method")
    (False, True)
    >>> describes("diffusion based model"), describes("label noise")
    (True, False)
    """
    *words, head = key.split()
    if head not in generic_heads():
        return False
    lists = pass_words()
    if head not in lists["naming_heads"] or not words:
        return True
    return words[-1] in lists["adjectives"] or words[-1] in lists["describing_words"]


def is_term(surfaces: Iterable[str]) -> bool:
    """Are a name's spellings a lowercase term of two words or more ("backdoor attacks")?

    >>> is_term(["backdoor attack", "backdoor attacks"]), is_term(["BERT"]), is_term(["loss"])
    (True, False, False)
    """
    surfaces = list(surfaces)
    return bool(surfaces) and all(
        (" " in s.strip() or "-" in s) and not any(c.isupper() or c.isdigit() for c in s)
        for s in surfaces
    )


def stands_alone(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` not part of a longer lowercase phrase?

    The word before and the word after it are punctuation, a capitalised word or a
    function word ("the", "of", "are"): "backdoor attacks are" stands alone, "natural
    language" in "natural language instructions" and "differential equations" in
    "partial differential equations" do not.

    >>> text = "We solve partial differential equations; backdoor attacks are (natural language) X."
    >>> [stands_alone(text, text.find(t), text.find(t) + len(t))
    ...  for t in ("differential equations", "backdoor attacks", "natural language")]
    [False, True, True]
    """
    before, after = text[:start].split()[-1:], text[end:].split()[:1]
    return all(_open(w[-1], w) for w in before) and all(_open(w[0], w) for w in after)


def _open(edge: str, word: str) -> bool:
    """May ``word`` stand next to a term (``edge``: its character next to the term)?"""
    bare = word.strip(_STRIP)
    if not edge.isalpha() or not bare.isalpha() or not bare.islower():
        return True
    return bare in pass_words()["function_words"]


def single_terms(
    papers: dict[str, set[int]],
    found_in: Sequence[Sequence[tuple[int, int, str, bool]]],
    max_share: float,
) -> set[str]:
    """The terms one paper names that are worth looking for in every paper.

    ``papers`` gives each candidate term (:func:`is_term`) its one paper; ``found_in``
    the matches of every paper (start, end, key, through an acronym). A term is kept
    when its own paper writes it at least twice and at most ``1 / max_share`` papers
    write it (a term many papers write and only one pass found is most often a phrase
    of every field, "reward function": chosen on the train split).
    """
    own: dict[str, int] = {}
    holders: dict[str, int] = {}
    for index, found in enumerate(found_in):
        for key in {key for _, _, key, via in found if not via and key in papers}:
            holders[key] = holders.get(key, 0) + 1
        for _, _, key, via in found:
            if not via and index in papers.get(key, ()):
                own[key] = own.get(key, 0) + 1
    return {key for key in papers if own.get(key, 0) >= 2 and max_share * holders.get(key, 0) <= 1}
