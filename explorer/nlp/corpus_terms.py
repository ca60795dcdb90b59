"""Lowercase terms in the corpus pass: which describe, and which one paper's name others write.

Two questions of :mod:`explorer.nlp.corpus_pass` about names written in lowercase words:

- :func:`describes`: is a name on a generic head only a description ("deep model", "novel
  framework"), or a name of a kind ("backdoor attack", "graph attention network")? A
  description is not looked for where no paper's own pass found it.
- :func:`single_terms`: the lowercase terms of two words or more that one paper names, writes
  again and few other papers write ("backdoor attack", named by one ICML 2023 paper and written
  by four), looked for in every paper when ``PassOptions(single_terms=True)``; a match in
  another paper counts only when it stands alone (:func:`stands_alone`), not as a piece of a
  longer phrase ("natural language instructions", "multi-modal knowledge base"), nor after a
  possessive ("Lewis's signaling game"). A term may be written in sentence case ("Domain
  randomization (DR) is ...") and its short form counts as writing it again; a term that only
  puts a describing word before a name the corpus knows ("general function approximation")
  is not looked for (:func:`extends`). On by default since round 9 (README).

No spaCy here: the pass runs on cached records. The word lists are
``resources/nlp/corpus_pass.json`` with their provenance.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from explorer.nlp.resources import adjectives, rule_words
from explorer.paths import resource

_STRIP = ".,;:()[]'\"!?"
_DIGIT = re.compile(r"\d")
_POSSESSIVE = ("'s", "\u2019s", "s'")


@functools.cache
def generic_heads() -> frozenset[str]:
    """Head nouns that describe rather than name ("model", "method", "task"; rules.json)."""
    return rule_words("own_method_nouns") | {"task", "problem"}


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
    >>> describes("stochastic block model"), describes("novel method")
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

    A capital first letter is a sentence's, not the name's ("Domain randomization (DR) is
    widely used"); a capital anywhere else makes a proper name ("Label Shift", "BERT").

    >>> is_term(["backdoor attack", "backdoor attacks"]), is_term(["BERT"]), is_term(["loss"])
    (True, False, False)
    >>> is_term(["Domain randomization"]), is_term(["Domain Randomization"])
    (True, False)
    """
    surfaces = [s.strip() for s in surfaces]
    return bool(surfaces) and all(
        (" " in s or "-" in s) and s[1:].islower() and not _DIGIT.search(s) for s in surfaces
    )


def extends(key: str, known: Collection[str]) -> bool:
    """Is a term a known name of two words or more after describing words?

    "general function approximation" extends "function approximation": looked for in
    other papers it would only take the known name's place with a modifier one paper used
    (a describing word, or an adjective that is never a noun); "meta reinforcement learning"
    is a kind of its own.

    >>> extends("general function approximation", {"function approximation"})
    True
    >>> extends("meta reinforcement learning", {"reinforcement learning"})
    False
    >>> extends("backdoor attack", {"attack"}), extends("persistent homology", set())
    (False, False)
    """
    words = key.split()
    lists = pass_words()
    for i in range(1, len(words) - 1):
        if (
            words[i - 1] not in lists["adjectives"]
            and words[i - 1] not in lists["describing_words"]
        ):
            return False
        if " ".join(words[i:]) in known:
            return True
    return False


def stands_alone(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` not part of a longer lowercase phrase?

    The word before and the word after it are punctuation, a capitalised word or a
    function word ("the", "of", "are"): "backdoor attacks are" stands alone, "natural
    language" in "natural language instructions" and "differential equations" in
    "partial differential equations" do not; nor does a term after a possessive, which
    names an eponym's kind ("signaling game" in "Lewis's signaling game").

    >>> text = "We solve partial differential equations; backdoor attacks are (natural language) X."
    >>> [stands_alone(text, text.find(t), text.find(t) + len(t))
    ...  for t in ("differential equations", "backdoor attacks", "natural language")]
    [False, True, True]
    >>> stands_alone("Lewis's signaling game.", 8, 22), stands_alone("a signaling game.", 2, 16)
    (False, True)
    >>> stands_alone("a multi-modal knowledge base", 14, 28)
    False
    >>> stands_alone("state-of-the-art backdoor attacks.", 17, 33)
    True
    >>> stands_alone("a feature selection method", 2, 19)
    True
    """
    before, after = text[:start].split()[-1:], text[end:].split()[:1]
    if before and before[0].endswith(_POSSESSIVE):
        return False
    if after and _singular(after[0].strip(_STRIP)) in pass_words()["kind_words"]:
        after = []  # "feature selection method": a method of that kind
    return all(_open(w[-1], w) for w in before) and all(_open(w[0], w) for w in after)


def _open(edge: str, word: str) -> bool:
    """May ``word`` stand next to a term (``edge``: its character next to the term)?

    A hyphenated word continues the term's phrase ("multi-modal knowledge base") unless it
    only describes: it holds a function word or ends on a describing word
    ("state-of-the-art backdoor attacks", "communication-efficient feature selection").
    """
    bare = word.strip(_STRIP)
    if not edge.isalpha() or not bare.replace("-", "").isalpha() or not bare.islower():
        return True
    lists = pass_words()
    if "-" in bare:
        parts = bare.split("-")
        return parts[-1] in lists["describing_words"] or any(
            p in lists["function_words"] for p in parts
        )
    return bare in lists["function_words"]


def _singular(word: str) -> str:
    """``word`` without a plural "s" ("methods" -> "method"; "approaches" -> "approach")."""
    if word.endswith("ches"):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def single_candidates(evidence: Mapping[str, Any], known: Collection[str]) -> dict[str, set[int]]:
    """The terms (:func:`is_term`) one paper names and writes twice or defines a short form
    of, that neither describe (:func:`describes`) nor extend a ``known`` name
    (:func:`extends`), each with its one paper: what :func:`single_terms` chooses from.

    ``evidence`` maps name keys to :class:`~explorer.nlp.corpus_names.NameEvidence` (not
    imported: that module imports this one).

    The cheap tests come first: most names are proper names, or named and written once.

    Examples
    --------
    >>> from explorer.model import Mention, Paper, PaperExtraction
    >>> from explorer.nlp.corpus_names import collect_evidence
    >>> text = "Backdoor attacks fool models; we stop backdoor attacks and a label shift."
    >>> found = [Mention(text[a:b], "TASK", text[a:b], a, b, text) for a, b in ((0, 16), (62, 73))]
    >>> sorted(single_candidates(collect_evidence([PaperExtraction(Paper("p", text), found)]), ()))
    ['backdoor attack']
    """
    found = {}
    for key, item in evidence.items():
        if " " not in key or _DIGIT.search(key) or describes(key):
            continue
        index, _, abstract = item.refs[0]
        if any(other != index for other, _, _ in item.refs):
            continue
        # the key less two letters, so that a plural counts: "poli" of "policy", "policies"
        stem = key[:-2]
        text = abstract.lower().replace("-", " ")
        defined = any(abstract[m.end : m.end + 2].lstrip().startswith("(") for _, m, _ in item.refs)
        if (text.count(stem) < 2 and not defined) or not is_term(item.surfaces):
            continue
        if item.label() != "DATASET" and not extends(key, known):
            found[key] = {index}
    return found


def single_terms(
    papers: dict[str, set[int]],
    found_in: Sequence[Sequence[tuple[int, int, str, bool]]],
    max_share: float,
) -> set[str]:
    """The terms one paper names that are worth looking for in every paper.

    ``papers`` gives each candidate term (:func:`is_term`) its one paper; ``found_in``
    the matches of every paper (start, end, key, through an acronym). A term is kept
    when its own paper writes it at least twice (its short form counts: "individual
    fairness (IF) ... IF") and at most ``1 / max_share`` papers write it (a term many
    papers write and only one pass found is most often a phrase of every field, "reward
    function": chosen on the train split).
    """
    own: dict[str, int] = {}
    holders: dict[str, int] = {}
    for index, found in enumerate(found_in):
        for key in {key for _, _, key, via in found if not via and key in papers}:
            holders[key] = holders.get(key, 0) + 1
        for _, _, key, _ in found:
            if index in papers.get(key, ()):
                own[key] = own.get(key, 0) + 1
    return {key for key in papers if own.get(key, 0) >= 2 and max_share * holders.get(key, 0) <= 1}
