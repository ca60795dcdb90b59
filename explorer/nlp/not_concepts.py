"""Names that are never an ML concept, whatever the recognizer says: places, laws, counts, clauses.

The rule components and the recognizer propose any capitalised or cue-led phrase, and some of
them name no concept of the field: a country or a political union ("United States" typed
METHOD), a law ("GDPR"), a count of things ("ten training instances", "one CPU core") or a
piece of a clause ("the lower-level is strongly convex"), or an adjective alone ("U-shaped",
"Markovian"). These are closed classes, so they are
data (``resources/nlp/places.txt``, harvested from ISO 3166-1 by ``scripts/harvest_places.py``,
and ``resources/nlp/not_concepts.json`` with its provenance), and the keep scorer
(:mod:`explorer.nlp.learned.keep`) drops a mention of one before it weighs the rest.
"""

from __future__ import annotations

import functools
import json
import re

from spacy.lang.en.lex_attrs import like_num

from explorer.nlp.clause_pieces import clause_piece
from explorer.nlp.resources import adjectives
from explorer.paths import resource


@functools.cache
def _classes() -> tuple[frozenset[str], ...]:
    """(places and regions, laws, clause words, count exceptions, adjectives), the first two
    casefolded; the adjectives are WordNet's never-noun and proper-name adjectives."""
    data = json.loads(resource("nlp", "not_concepts.json").read_text(encoding="utf-8"))
    lines = resource("nlp", "places.txt").read_text(encoding="utf-8").splitlines()
    places = {line for line in lines if line and not line.startswith("#")} | set(data["regions"])
    plain, proper = adjectives()
    return (
        frozenset(p.casefold() for p in places),
        frozenset(law.casefold() for law in data["laws"]),
        frozenset(data["clause_words"]),
        frozenset(data["count_exceptions"]),
        plain | proper,
    )


def clause_words() -> frozenset[str]:
    """English auxiliaries, modals and pronouns (``not_concepts.json``): a name holds none.

    >>> "is" in clause_words(), "network" in clause_words()
    (True, False)
    """
    return _classes()[2]


#: Most words of a count ("one CPU core"); a longer name opening on a number names a thing
#: ("2 degrees of freedom (2-DOF) configuration space manipulation").
_COUNT_WORDS = 4
#: An ordinal ranks, it counts nothing ("second", "2nd", "fifth"; not "thousand").
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)|[a-z]*(?:first|second|third|th)")
#: Endings of adjectives made from a name ("Markovian", "Euclidean").
_PROPER_ADJECTIVE_ENDINGS = ("ian", "ean")


@functools.lru_cache(maxsize=65536)  # a function of the name alone, asked of every mention
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
    >>> [not_a_concept(n) for n in ("U-shaped", "Markovian", "certifiable")]
    ['adjective', 'adjective', 'adjective']
    >>> [not_a_concept(n) for n in ("one-class classification", "Jordan network", "GPT-4")]
    ['', '', '']
    >>> not_a_concept("MAD"), not_a_concept("GaLore")  # an acronym, a name in camel case
    ('', '')
    >>> not_a_concept("0/1 Adam"), not_a_concept("second order cone programming")
    ('', '')
    >>> not_a_concept("thousand training images")  # a cardinal, though it ends like "2nd"
    'count'
    """
    places, laws, clause_words, count_exceptions, adjective_words = _classes()
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
        1 < len(words) <= _COUNT_WORDS
        and (first.islower() or first[:1].isdigit())
        and first not in count_exceptions
        and like_num(first)
        and "/" not in first  # a fraction counts nothing: "0/1 Adam" names an optimizer
        and not _ORDINAL.fullmatch(first.casefold())  # "second order cone programming"
    ):
        return "count"
    # A title's capitalised words are a name's ("Sparsity May Cry"), not a clause's.
    title = all(w.lstrip("\"“‘'(")[:1].isupper() for w in words)
    clause = [w for w in words if w.casefold() in clause_words and not w.isupper()]  # "HE"
    if len(words) > 1 and not title and clause:
        return "clause"
    piece = clause_piece(name)  # a verb, a modifier, a possessive, a quantifier, a glued word
    if piece and piece != "adverbial":
        # An adverb before an adjective is no name either, but it names a field's topic that
        # papers share ("differentially private" joins 17 ICML 2023 papers in the graph, some
        # by it alone): only a proposed name drops it (explorer.nlp.learned.keep).
        return piece
    # Capitalised, only a proper adjective ("Markovian") or a shape ("U-shaped") is one:
    # "Adroit" is a benchmark whose name is an English adjective.
    if (
        len(words) == 1
        and name[1:].islower()
        and whole in adjective_words
        and (name[0].islower() or "-" in name or whole.endswith(_PROPER_ADJECTIVE_ENDINGS))
    ):
        return "adjective"
    return ""


_SURNAME = r"[A-Z][a-zà-ÿ]+(?:[-–][A-Z][a-zà-ÿ]+)?(?![\w-])"
_AUTHORS = (
    rf"{_SURNAME}(?:(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*){_SURNAME})+(?:\s+et\s+al\.?)?"
    rf"|{_SURNAME}\s+et\s+al\.?"
)
#: A venue and year or a year alone in brackets: "(STOC 2009)", "[IJCAI '21]", "(2019a)".
_VENUE_YEAR = r"[(\[](?:[A-Z][A-Za-z]*\s*)?(?:(?:19|20)\d\d[a-z]?|'\s?\d\d)[)\]]"
#: Every citation holds a year in brackets or a ``\\cite``.
_BRACKETED_YEAR = re.compile(r"[(\[][^()\[\]]{0,80}?(?:(?:19|20)\d\d|'\s?\d\d)[a-z]?[)\]]")
_CITATION = re.compile(
    rf"(?:{_AUTHORS})\s*(?:{_VENUE_YEAR}|~?\\cite[tp]?\{{[^}}]*\}})"
    rf"|[(\[](?:(?:e\.g\.|see|cf\.),?\s*)?(?:{_AUTHORS})"
    rf"[^()\[\]]{{0,30}}?(?:(?:19|20)\d\d|'\d\d)[a-z]?[)\]]"
)


#: A citation command with its keys ("\\citet{Wang2020UnderstandingCR}"): a key is no name.
_CITE_KEYS = re.compile(r"\\cite[a-z]*\*?(?:\[[^\]]*\])*\{[^{}]*\}")


def citations(text: str) -> list[tuple[int, int]]:
    """The character ranges of ``text`` that cite a paper by its authors: an author list
    (two surnames or more, or one with "et al.") before a year or ``\\cite``, or a bracket
    that opens on one and holds a year ("(POIS, Metelli et al., 2018)" names POIS first).
    A mention inside one is a surname or a venue, no concept.

    Examples
    --------
    >>> text = "first observed by Dwork and Lei (STOC 2009), unlike ResNet (He et al., 2016)."
    >>> [text[a:b] for a, b in citations(text)]
    ['Dwork and Lei (STOC 2009)', '(He et al., 2016)']
    >>> text = "as in [Feldman and Schulman, SODA'12] and Boehmer et al. [IJCAI '21]."
    >>> [text[a:b] for a, b in citations(text)]
    ["[Feldman and Schulman, SODA'12]", "Boehmer et al. [IJCAI '21]"]
    >>> text = r"the metric of \\citet{Smith2019Metric} fails"
    >>> [text[a:b] for a, b in citations(text)]  # a citation key
    ['\\\\citet{Smith2019Metric}']
    >>> text = "We compare Transformer and Mamba (Vaswani et al., 2017; Gu and Dao, 2023)."
    >>> [text[a:b] for a, b in citations(text)]  # the names before it are no authors
    ['(Vaswani et al., 2017; Gu and Dao, 2023)']
    """
    if "\\cite" not in text and not _BRACKETED_YEAR.search(text):
        return []  # most abstracts cite nothing: the cheap test first
    keys = [m.span() for m in _CITE_KEYS.finditer(text)] if "\\cite" in text else []
    return [m.span() for m in _CITATION.finditer(text)] + keys
