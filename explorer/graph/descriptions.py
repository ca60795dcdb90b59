"""Unnamed contributions: "a novel sampling strategy that ..." describes, it names nothing.

A paper writes its own method, module or loss as a description with an
indefinite article ("we design a random mask watermarking mechanism to ...",
"a survival prediction model is ..."); the annotation conventions list only
named contributions (``annotations/README.md``: unnamed ones are not listed).
:func:`drop_descriptions` blanks the names of such mentions when the whole
corpus has them from that one paper only and no other abstract writes them
(as a name or not), so that a term in use ("a neural network", "a linear
network") keeps its links.

A maths object named by one paper only ("KL-divergences", "Grassmann manifolds": a name
ending on a maths head noun, labelled METHOD, not the paper's proposed name) is dropped the
same way: the annotation conventions list no maths objects, and the extraction drops most of
them as it finds them, but not a hyphenated head ("KL-divergences") nor a name the recognizer
found whole.

So is a name that opens on a word describing other work at a sentence's start ("Recent
embedding-based methods", :func:`opens_on_describer`), a name of surnames written before a
maths or metric head noun ("Navier-Stokes" of "the Navier-Stokes and Korteweg-de Vries
equations", "Brier" of "Brier score": :func:`eponym_of_maths`), or before any other noun
("Hoyer" of "Hoyer regularizer": :func:`explorer.graph.eponyms.surname_before_noun`),
and a verb's "-ing" form before a name the corpus knows ("applying language modeling",
"Combining meta-learning": :func:`opens_on_verb`), the "-ing" word ending no name of the
corpus (so no noun of the field, unlike "learning" or "sampling").

A description is a lowercase name of two or more words, labelled METHOD, MODEL or
DATASET, after "a"/"an"/"our" and at most two words that are no function words and no
"called"/"named" (which name what follows: "a strategy called dual sampling"), with no
acronym defined after it and no lowercase noun going on after it ("a constrained
optimization problem" holds "constrained optimization"; a participle is no noun).

Examples
--------
>>> text = "We design a novel sampling strategy that helps, and a pruning framework."
>>> start = text.index("novel")
>>> described(text, start, start + len("novel sampling strategy"))
True
>>> start = text.index("pruning")
>>> described(text, start, start + len("pruning"))
False
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Callable

from explorer.graph.describers import opens_on_describer, opens_on_typical_describer
from explorer.graph.eponyms import surname_before_noun
from explorer.graph.fragments import CLAUSE_WORDS, past_participle
from explorer.graph.names import concept_rules, fold_key
from explorer.graph.work_families import kind_left, trait_description
from explorer.model import PaperExtraction
from explorer.nlp.resources import rule_words

_LABELS = ("METHOD", "MODEL", "DATASET")
_LOWERCASE_NAME = re.compile(r"^[a-z][a-z\- ]*[a-z]$")
_ARTICLE_BEFORE = re.compile(r"(?<![\w-])(?:a|an|our)\s+((?:[\w-]+\s+){0,2})$", re.I)
_NAMING = frozenset({"called", "named", "dubbed", "termed", "coined"})
_NEXT_WORD = re.compile(r"\s*([A-Za-z][\w-]*)")
_WORD = re.compile(r"[a-z0-9]+")
_SURNAME = r"[A-Z][a-zà-ÿ]+(?:(?:[-–]|[-–\s](?:de|van|von|der|du|di|le|la)\s)[A-Z][a-zà-ÿ]+)*"
_EPONYM = re.compile(rf"{_SURNAME}(?:'s?)?")
#: Other surnames of a list the name stands in, then the head noun they share.
_LIST_THEN_HEAD = re.compile(rf"(?:\s*(?:,|,?\s+(?:and|or))\s+{_SURNAME})*,?\s+([a-z]+)\b")
_KIND_AFTER = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?([a-z]+)")
#: A possessor with two capitals or a digit (a model's or method's name), then lowercase words.
_POSSESSED = re.compile(r"^(?=[\w-]*(?:[A-Z][\w-]*[A-Z]|\d))[\w-]+['’]s(?:\s+[a-z][\w-]*)+$")
_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+$")
_ACRONYM_AFTER = re.compile(r"\s*\(([A-Z][A-Za-z0-9-]*)\)")
_GERUND = re.compile(r"^([A-Za-z][a-z]{2,}ing) (\S.*)$")


def described(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is written as a description ("a novel sampling strategy")."""
    article = _ARTICLE_BEFORE.search(text, max(0, start - 50), start)
    if article is None:
        return False
    between = article.group(1).casefold().split()
    if any(w in CLAUSE_WORDS or w in _NAMING for w in between):
        return False
    after = text[end : end + 30]
    if after.lstrip().startswith("("):
        return False  # an acronym is defined: the paper names it
    following = _NEXT_WORD.match(after)
    word = following.group(1) if following else ""
    # A verb's participle opens a reduced relative clause ("a routing solver learned without").
    return not word or word in CLAUSE_WORDS or not word.islower() or past_participle(word)


def maths_object(name: str) -> bool:
    """Does ``name`` end on a maths head noun (``math_heads`` of ``resources/nlp/rules.json``),
    as a word or as the last part of a hyphenated one ("KL-divergences")?

    >>> maths_object("KL-divergences"), maths_object("Grassmann manifolds")
    (True, True)
    >>> maths_object("divergence-free flows"), maths_object("GaLore")
    (False, False)
    """
    words = name.split()
    return len(words) > 0 and words[-1].rpartition("-")[2].lower() in _math_heads()


def eponym_of_maths(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a name of surnames whose head noun, after it or after the list
    it stands in, is a maths or metric noun ("Navier-Stokes" of "Navier-Stokes and
    Korteweg-de Vries equations", "Brier" of "Brier score")?

    >>> t = "on the Kuramoto-Sivashinsky, Navier-Stokes and Korteweg-de Vries equations"
    >>> [eponym_of_maths(t, t.index(w), t.index(w) + len(w))
    ...  for w in ("Kuramoto-Sivashinsky", "Navier-Stokes", "Korteweg-de Vries")]
    [True, True, True]
    >>> t = "the Hamilton-Jacobi-Bellman equation, the Brier score and Adam and SGD methods"
    >>> [eponym_of_maths(t, t.index(w), t.index(w) + len(w))
    ...  for w in ("Hamilton-Jacobi-Bellman", "Brier", "Adam")]
    [True, True, False]
    """
    if not _EPONYM.fullmatch(text, start, end):
        return False
    head = _LIST_THEN_HEAD.match(text, end)
    return bool(head) and head.group(1) in _maths_or_metric_heads()


def opens_on_verb(name: str, known: frozenset[str], name_heads: frozenset[str]) -> bool:
    """Is ``name`` a verb's "-ing" form before a name of ``known`` (fold keys), the "-ing"
    word being no word that ends a name (``name_heads``: "learning", "sampling")?

    >>> opens_on_verb("applying language modeling", frozenset({"languagemodeling"}),
    ...               frozenset({"modeling", "learning"}))
    True
    >>> opens_on_verb("Learning Vector Quantization", frozenset({"vectorquantization"}),
    ...               frozenset({"modeling", "learning"}))
    False
    """
    match = _GERUND.match(name)
    return (
        bool(match)
        and match.group(1).lower() not in name_heads
        and fold_key(match.group(2)) in known
    )


def _names_a_thing(text: str, start: int, end: int) -> bool:
    """A kind-of noun follows, maybe after an acronym in brackets: the maths object names a
    method ("stochastic differential equations (SDE) model"); or an acronym defines a name
    ending on a ``maths_object_heads`` noun, or is one ("projection space (P-Space)")."""
    following = _KIND_AFTER.match(text, end)
    if following and following.group(1) in _kind_of_nouns():
        return True
    head = text[start:end].split()[-1].rpartition("-")[2].lower()
    defined = _ACRONYM_AFTER.match(text, end) or text[start - 1 : start] == "("
    # An equation stays a maths object whatever its acronym ("differential equation (SDE)").
    named = head in concept_rules()["maths_object_heads"] and not head.startswith("equation")
    return bool(defined) and named


def possessed_property(name: str) -> bool:
    """Is ``name`` a property of a model or method the possessive names ("LLM's ability to
    process", "SD's generation process"): an acronym-like possessor, then lowercase words?

    >>> possessed_property("SD's generation process"), possessed_property("Efron's biased-coin")
    (True, False)
    """
    return bool(_POSSESSED.match(name))


def _named_here(text: str, start: int, end: int, name: str) -> bool:
    """The paper names it: "coined X", or X before its acronym ("Switching Dynamical Systems
    (SDS)", the acronym's first letter the name's)."""
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if before and before.group(1).lower() in _NAMING:
        return True
    acronym = _ACRONYM_AFTER.match(text, end)
    return bool(acronym) and acronym.group(1)[0] == name[0].upper()


@functools.cache
def _math_heads() -> frozenset[str]:
    return rule_words("math_heads") | frozenset(concept_rules()["maths_object_heads"])


@functools.cache
def _kind_of_nouns() -> frozenset[str]:
    words = concept_rules()["kind_of_nouns"]
    return frozenset({*words, *(w + "s" for w in words)})


@functools.cache
def _maths_or_metric_heads() -> frozenset[str]:
    return _math_heads() | rule_words("metric_heads")


def drop_descriptions(
    extractions: list[PaperExtraction],
    names: list[list[str]],
    concept_of: Callable[[str], str] = lambda fold: fold,
) -> list[list[str]]:
    """``names`` with "" for each description (or maths object) only one paper names.

    ``names`` holds the cleaned name of every mention of ``extractions``, per
    paper (as :func:`explorer.graph.resolution.resolve` makes them);
    ``concept_of`` maps a name's fold key to its concept's (acronyms and
    misspellings folded), so that the papers are counted per concept.

    >>> from explorer.model import Mention, Paper
    >>> def paper(text, name):
    ...     m = Mention(name, "METHOD", name, text.index(name), text.index(name) + len(name), text)
    ...     return PaperExtraction(Paper(text, text), [m])
    >>> papers = [paper("We use a new pruning rule that works.", "pruning rule"),
    ...           paper("We use a neural network that works.", "neural network"),
    ...           paper("A neural network is used.", "neural network")]
    >>> drop_descriptions(papers, [["pruning rule"], ["neural network"], ["neural network"]])
    [[''], ['neural network'], ['neural network']]
    """
    papers: dict[str, set[int]] = defaultdict(set)
    known = frozenset(fold_key(n) for row in names for n in row if n)
    name_heads = frozenset(n.split()[-1].casefold() for row in names for n in row if n and " " in n)
    descriptive: dict[str, bool] = {}
    by_trait: dict[str, bool] = {}  # a family or data description: no term in use elsewhere
    written: dict[str, str] = {}
    for index, (ex, per_paper) in enumerate(zip(extractions, names, strict=True)):
        text = ex.paper.abstract
        for m, name in zip(ex.mentions, per_paper, strict=True):
            if not name:
                continue
            key = concept_of(fold_key(name))
            papers[key].add(index)
            written.setdefault(key, name.casefold())
            shaped = bool(_LOWERCASE_NAME.match(name)) and " " in name and m.label in _LABELS
            fits = shaped and 0 <= m.start < m.end <= len(text) and described(text, m.start, m.end)
            maths = m.label == "METHOD" and maths_object(name) and name not in ex.proposed
            inside = 0 <= m.start < m.end <= len(text)
            maths = (maths and not (inside and _names_a_thing(text, m.start, m.end))) or (
                m.label == "METHOD"
                and inside
                and (
                    eponym_of_maths(text, m.start, m.end)
                    or surname_before_noun(text, m.start, m.end)
                )
                and name not in ex.proposed
            )
            opened = name not in ex.proposed and (
                opens_on_describer(name)
                or opens_on_typical_describer(name)
                or possessed_property(name)
                or (
                    opens_on_verb(name, known, name_heads)
                    and not (inside and _named_here(text, m.start, m.end, name))
                )
            )
            traits = name not in ex.proposed and trait_description(name, m.label)
            descriptive[key] = descriptive.get(key, True) and (fits or maths or opened or traits)
            by_trait[key] = by_trait.get(key, True) and traits
    candidates = {k for k, d in descriptive.items() if d and len(papers[k]) == 1}
    plain = {k: written[k] for k in candidates if not by_trait[k]}
    dropped = candidates - _written_elsewhere(extractions, plain, papers)
    if not dropped:
        return names
    return [
        [
            n
            if not n or concept_of(fold_key(n)) not in dropped
            else kind_left(n, dropped, known, concept_of)
            for n in row
        ]
        for row in names
    ]


def _written_elsewhere(
    extractions: list[PaperExtraction], written: dict[str, str], papers: dict[str, set[int]]
) -> set[str]:
    """Keys whose name another paper's abstract writes (a term in use, "linear networks")."""
    if not written:
        return set()
    abstracts = [ex.paper.abstract.casefold() for ex in extractions]
    having: dict[str, set[int]] = defaultdict(set)  # word -> abstracts that write it
    for i, text in enumerate(abstracts):
        for word in set(_WORD.findall(text)):
            having[word].add(i)
    found = set()
    for key, name in written.items():
        words = _WORD.findall(name)
        others = (
            set.intersection(*(having.get(w, set()) for w in words[:-1])) if words[:-1] else None
        )
        final = words[-1]
        last = having.get(final, set()) | having.get(final + "s", set())
        if final.endswith("s"):
            last |= having.get(final[:-1], set())
        candidates = (last if others is None else others & last) - papers[key]
        forms = (name, name[:-1] if name.endswith("s") else name + "s")
        if any(form in abstracts[i] for i in candidates for form in forms):
            found.add(key)
    return found
