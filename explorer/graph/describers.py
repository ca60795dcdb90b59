"""Descriptions of the usual kind of a concept, folded into it: "standard gradient descent".

A lowercase mention that opens on a word describing other work as the usual kind
("standard", "conventional", "vanilla": ``typical_describers`` of
``resources/graph/concepts.json``) names the concept after that word when the corpus
names it elsewhere on its own: "standard gradient descent" is gradient descent, and
"conventional diffusion models" are diffusion models. Left whole it is a node of its own
that splits the concept, and its initials can pass for another's acronym ("SGD").

Examples
--------
>>> from explorer.model import Mention, Paper, PaperExtraction
>>> text = "Unlike standard gradient descent, our method is fast."
>>> m = Mention("standard gradient descent", "METHOD", "standard gradient descent", 7, 32, text)
>>> ex = without_typical_describers(PaperExtraction(Paper("p", text), [m]), {"gradientdescent"})
>>> [(x.text, x.start) for x in ex.mentions]
[('gradient descent', 16)]
"""

from __future__ import annotations

import dataclasses
import functools

from explorer.graph.names import concept_rules, fold_key
from explorer.model import Mention, PaperExtraction


@functools.cache
def typical_describers() -> frozenset[str]:
    return frozenset(concept_rules()["typical_describers"])


def concept_after_describer(name: str, known: set[str]) -> str:
    """The concept ``name`` names after its describing word, or "" when it names none.

    ``known`` holds the corpus's names as :func:`explorer.graph.names.fold_key` keys.

    >>> concept_after_describer("standard transformer", {"transformer"})
    'transformer'
    >>> concept_after_describer("standard deviation", {"transformer"})
    ''
    >>> concept_after_describer("Standard Model", {"model"})  # a capital: a name of its own
    ''
    """
    first, _, rest = name.partition(" ")
    if not rest or first not in typical_describers() or not rest[:1].isalpha():
        return ""
    if any(c.isupper() for c in first) or fold_key(rest) not in known:
        return ""
    return rest


def without_typical_describers(ex: PaperExtraction, known: set[str]) -> PaperExtraction:
    """``ex`` with each mention that opens on a typical describer cut to the concept after it."""
    mentions: list[Mention] = []
    for m in ex.mentions:
        rest = concept_after_describer(m.text, known)
        if rest:
            start = m.end - len(rest)
            m = dataclasses.replace(m, text=rest, canonical=rest, start=start)
        mentions.append(m)
    changed = any(a is not b for a, b in zip(mentions, ex.mentions, strict=True))
    return dataclasses.replace(ex, mentions=mentions) if changed else ex
