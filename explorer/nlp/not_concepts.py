"""Names that are never an ML concept, whatever the recognizer says: places, laws, counts, clauses.

The rule components and the recognizer propose any capitalised or cue-led phrase, and some of
them name no concept of the field: a country or a political union ("United States" typed
METHOD), a law ("GDPR"), a count of things ("ten training instances", "one CPU core") or a
piece of a clause ("the lower-level is strongly convex"). These are closed classes, so they are
data (``resources/nlp/places.txt``, harvested from ISO 3166-1 by ``scripts/harvest_places.py``,
and ``resources/nlp/not_concepts.json`` with its provenance), and the keep scorer
(:mod:`explorer.nlp.learned.keep`) drops a mention of one before it weighs the rest.
"""

from __future__ import annotations

import functools
import json

from spacy.lang.en.lex_attrs import like_num

from explorer.paths import resource


@functools.cache
def _classes() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(places and regions, laws, clause words), casefolded."""
    data = json.loads(resource("nlp", "not_concepts.json").read_text(encoding="utf-8"))
    lines = resource("nlp", "places.txt").read_text(encoding="utf-8").splitlines()
    places = {line for line in lines if line and not line.startswith("#")} | set(data["regions"])
    return (
        frozenset(p.casefold() for p in places),
        frozenset(law.casefold() for law in data["laws"]),
        frozenset(data["clause_words"]),
    )


@functools.cache
def _count_exceptions() -> frozenset[str]:
    data = json.loads(resource("nlp", "not_concepts.json").read_text(encoding="utf-8"))
    return frozenset(data["count_exceptions"])


def not_a_concept(name: str) -> str:
    """The class of names ``name`` belongs to that is never a concept, or "" when none.

    Examples
    --------
    >>> [not_a_concept(n) for n in ("United States", "the European Union", "GDPR")]
    ['place', 'place', 'law']
    >>> [not_a_concept(n) for n in ("ten training instances", "one CPU core", "2 GPUs")]
    ['count', 'count', 'count']
    >>> [not_a_concept(n) for n in ("lower-level is strongly convex", "biases it implicitly")]
    ['clause', 'clause']
    >>> [not_a_concept(n) for n in ("one-class classification", "Jordan network", "GPT-4")]
    ['', '', '']
    """
    places, laws, clause_words = _classes()
    words = name.split()
    if not words:
        return ""
    whole = name.casefold()
    if whole.startswith("the "):
        whole = whole[4:]
    if whole in places:
        return "place"
    if whole in laws:
        return "law"
    first = words[0]
    if (
        len(words) > 1
        and (first.islower() or first[:1].isdigit())
        and first not in _count_exceptions()
        and like_num(first)
    ):
        return "count"
    if len(words) > 1 and any(w.casefold() in clause_words for w in words):
        return "clause"
    return ""
