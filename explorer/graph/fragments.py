"""Names that are pieces of text rather than concepts, told by their shape and place.

:mod:`explorer.graph.resolution` links no mention with such a name to a concept:
a word cut out of a LaTeX-emphasised long form ("dirEcted", "COmmunication"),
a name cut at a LaTeX accent ("Hyv" of ``Hyv\\"arinen``) or in the middle of a
word, an adjective formed from a proper name with nothing to qualify
("Hermitian", "Lambertian": ``proper_adjectives`` in
``resources/graph/concepts.json``) and a language pair ("En-Fr").

Examples
--------
>>> emphasised_word("dirEcted"), emphasised_word("opTimizAtion"), emphasised_word("COncept")
(True, True, True)
>>> emphasised_word("DoG"), emphasised_word("BEATs"), emphasised_word("InSight")
(False, False, False)
>>> bare_adjective("Hermitian"), bare_adjective("Hermitian matrix"), bare_adjective("Hessian")
(True, False, False)
>>> language_pair("En-Fr"), language_pair("En-De"), language_pair("Mo-Ex")
(True, True, False)
"""

from __future__ import annotations

import functools
import re

from explorer.graph.names import concept_rules
from explorer.nlp.resources import common_words

_LEADING_CAPITALS = re.compile(r"^[A-Z]{2,}[a-z]{2,}$")
_LATEX_ACCENT_AFTER = re.compile(r"\\['`^\"~=.]")
_PAIR = re.compile(r"^([A-Z][a-z])\s*[-–→/]\s*([A-Z][a-z])$")


def emphasised_word(name: str) -> bool:
    """An ordinary word with the odd capitals of an emphasised acronym's letters.

    Coined names in mixed case stay ("DoG", "InSight", "BEATs"): only a common
    English word written from a lowercase start with capitals inside
    ("dirEcted"), ending on a lone capital ("averagE") or with two or more
    leading capitals and a lowercase rest ("COncept", "DIFFerential") counts.
    """
    if " " in name or "-" in name or len(name) < 4:
        return False
    if name in (name.lower(), name.upper(), name.capitalize()):
        return False
    if name.casefold() not in common_words():
        return False
    return (
        name[0].islower()
        or (name[-1].isupper() and name[:-1] == name[:-1].capitalize())
        or bool(_LEADING_CAPITALS.match(name))
    )


@functools.cache
def _proper_adjectives() -> frozenset[str]:
    return frozenset(a.casefold() for a in concept_rules()["proper_adjectives"])


def bare_adjective(name: str) -> bool:
    """An adjective from a proper name, alone ("Hermitian"), which names nothing by itself."""
    return name.casefold() in _proper_adjectives()


def language_pair(name: str) -> bool:
    """A translation direction written as two language codes ("En-Fr")."""
    match = _PAIR.match(name)
    return bool(match) and all(code.casefold() in _language_codes() for code in match.groups())


@functools.cache
def _language_codes() -> frozenset[str]:
    return frozenset(concept_rules()["language_codes"])


def cut_from_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` was cut out of a longer word.

    A letter right before it ("v" + "Ariational") or a LaTeX accent right
    after it (``Hyv\\"arinen``) cuts it; a plural "s" after it does not.

    >>> t = r'as Hyv\\"arinen showed, we use GPTs'
    >>> cut_from_word(t, 3, 6), cut_from_word(t, t.index("GPT"), t.index("GPT") + 3)
    (True, False)
    """
    if start > 0 and text[start - 1].isalnum() and text[start].isalnum():
        return True
    return bool(_LATEX_ACCENT_AFTER.match(text, end)) and end > 0 and text[end - 1].isalpha()
