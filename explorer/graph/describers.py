"""Words describing other work: "standard gradient descent" folded into its concept, and
names a sentence opens on such a word ("Recent embedding-based methods").

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
from explorer.nlp.resources import rule_words


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
    # The describers are lowercase, so a capitalised first word ("Standard Model") is no match.
    if not rest or first not in typical_describers() or not rest[:1].isalpha():
        return ""
    return rest if fold_key(rest) in known else ""


def opens_on_typical_describer(name: str) -> bool:
    """Is ``name`` a typical describer, lowercase, then more words ("traditional translation
    models", "standard inference methods")? Unless the corpus names the rest
    (:func:`concept_after_describer`), it describes other work as the usual kind and names
    no concept of its own.

    A describer that also opens terms of art ("classical planning": ``describers_in_terms``
    of ``resources/graph/concepts.json``) does not count.

    >>> opens_on_typical_describer("traditional translation models")
    True
    >>> opens_on_typical_describer("Standard Model"), opens_on_typical_describer("vanilla")
    (False, False)
    >>> opens_on_typical_describer("classical planning")
    False
    """
    first, _, rest = name.partition(" ")
    terms = concept_rules()["describers_in_terms"]
    return bool(rest) and first in typical_describers() and first not in terms


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


def opens_on_describer(name: str) -> bool:
    """Is ``name`` a description of other work that a sentence opens on ("Recent
    embedding-based methods", "Previous motion generation"): a capitalised word of
    ``describing_openers`` (``resources/nlp/rules.json``), then lowercase words only?

    >>> opens_on_describer("Recent embedding-based methods"), opens_on_describer("Prior")
    (True, False)
    >>> opens_on_describer("Recent Embedding Methods"), opens_on_describer("Standard Model")
    (False, False)
    """
    first, _, rest = name.partition(" ")
    return (
        bool(rest)
        and first[:1].isupper()
        and first.casefold() in rule_words("describing_openers")
        and not any(c.isupper() for c in rest)
    )
