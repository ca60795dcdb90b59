"""Families of other work written by a trait: "bandit-based approaches" names no concept.

A paper sums up other work as a family and a trait: "rehearsal-based approaches",
"training-free methods", "text-based classifiers". The recognizer takes such a phrase for
a name, and when only its paper writes it, it becomes a node that no researcher looks for:
the concept, if any, is the trait's noun ("rehearsal", "bandit"), which keeps its own
mentions. :func:`family_description` tells the phrase by its shape: a plural head noun that
names a family of work (``family_heads`` of ``resources/graph/concepts.json``) after words
of which one is a compound modifier describing a trait ("X-based", "X-free", "X-aware":
``family_modifiers``), all lowercase but for a sentence's first letter.
:func:`explorer.graph.descriptions.drop_descriptions` drops it when one paper alone names
it, as it does an unnamed contribution.

"models" and "networks" are no family heads: there the compound often names an established
family ("likelihood-based generative models", "decoder-only language models").

Examples
--------
>>> family_description("bandit-based approaches"), family_description("Rehearsal-based methods")
(True, True)
>>> family_description("second-order based approaches")
True
>>> family_description("policy gradient methods"), family_description("likelihood-based models")
(False, False)
>>> family_description("Shapley-Based Methods")  # capitals: a name of its own
False
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from explorer.graph.heads import kind_of_name
from explorer.graph.names import concept_rules, fold_key


def trait_description(name: str, label: str) -> bool:
    """Is ``name``, labelled ``label``, a family of work (:func:`family_description`) or, as a
    DATASET, a description of data (:func:`data_description`)?

    >>> trait_description("rule-based approaches", "METHOD")
    True
    >>> [trait_description("medical datasets", label) for label in ("DATASET", "TASK")]
    [True, False]
    """
    return family_description(name) or (label == "DATASET" and data_description(name))


def family_description(name: str) -> bool:
    """Is ``name`` a family of work told by a trait ("training-free methods")?

    >>> family_description("graph-based applications"), family_description("data-driven methods")
    (True, True)
    >>> family_description("methods"), family_description("sharpness-aware minimization")
    (False, False)
    """
    words = name.split()
    if len(words) < 2 or words[-1] not in _heads():
        return False
    if words[0][1:] != words[0][1:].lower() or any(w != w.lower() for w in words[1:]):
        return False
    return any(_trait(w.lower()) for w in words[:-1])


def data_description(name: str) -> bool:
    """Is ``name`` (labelled DATASET) a description of data rather than a dataset's name:
    two or more lowercase words ending on "data" or a plural ("real-world time-series
    datasets", "child-computer interaction data", "simulated robotic tasks")?

    A named dataset has a capital or a digit ("Atari-5", "CIFAR-10-Warehouse"), or is one
    word ("dsprites").

    >>> data_description("real-world graph datasets"), data_description("physiological data")
    (True, True)
    >>> data_description("Waymo Open dataset"), data_description("dsprites")
    (False, False)
    >>> data_description("toy dataset")  # singular: left to the indefinite-article check
    False
    """
    words = name.split()
    last = words[-1]
    plural = last == "data" or (last.endswith("s") and not last.endswith("ss"))
    return len(words) >= 2 and plural and all(c.islower() or not c.isalnum() for c in name)


def _trait(word: str) -> bool:
    """A compound modifier naming a trait: "bandit-based", or a lone "based"."""
    if word == "based":
        return True
    head, dash, last = word.rpartition("-")
    return bool(dash) and bool(head) and last in _modifiers()


@functools.cache
def _heads() -> frozenset[str]:
    return frozenset(concept_rules()["family_heads"])


@functools.cache
def _modifiers() -> frozenset[str]:
    return frozenset(concept_rules()["family_modifiers"])


def kind_left(
    name: str, dropped: set[str], known: frozenset[str], concept_of: Callable[[str], str]
) -> str:
    """What a dropped description still names: the concept it is a kind of, when the corpus
    names that concept and keeps it ("feature-selection techniques" -> "feature-selection"
    when a paper names feature selection), else "".

    ``dropped`` and ``known`` hold concept keys and fold keys; ``concept_of`` maps a fold
    key to its concept's key. The mention keeps the paper's link to the topic it names.

    >>> kind_left("gradient-based learning algorithms", {"x"}, frozenset({"gradientbasedlearning"}),
    ...           lambda k: k)
    'gradient-based learning'
    >>> kind_left("rehearsal-based approaches", {"x"}, frozenset({"rehearsal"}), lambda k: k)
    ''
    """
    parent = kind_of_name(name)
    if not parent:
        return ""
    fold = fold_key(parent)
    return parent if fold in known and concept_of(fold) not in dropped else ""
