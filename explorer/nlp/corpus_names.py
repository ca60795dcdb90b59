"""What a whole corpus says about its names: evidence per name, the acronym table, the matcher.

The corpus pass (:mod:`explorer.nlp.corpus_pass`) reads every paper's mentions once and keeps,
for each name (case and inflection aside, see :func:`name_key`), the papers that name it, one
label vote per paper and its spellings. :func:`corpus_names` turns that into the names worth
looking for in every paper and one acronym table for the corpus ("out-of-distribution (OOD)" in
one paper resolves a bare "OOD" in another), compiled into Aho–Corasick automata
(pyahocorasick): one scan per abstract, whatever the number of names.

No spaCy here: the pass runs on cached records when a corpus is opened.
"""

from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import ahocorasick

from explorer.model import Mention, PaperExtraction
from explorer.nlp.corpus_terms import describes
from explorer.nlp.resources import common_words, rule_words

#: "long form (ACR)" or "long form (ACRs)" right after a mention: the paper defines ACR.
_DEFINED = re.compile(r"\s*\(\s*([A-Za-z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*?)s?\s*\)")
_SHORT_FORM = re.compile(r"[A-Z][A-Za-z0-9\-]*[A-Z0-9][A-Za-z0-9\-]*")
_LETTER = re.compile(r"[A-Za-z]")
_PROPER = re.compile(r"[A-Z0-9]")


def singular(word: str) -> str:
    """The singular of an English plural ending, else the word ("LLMs" -> "LLM").

    Examples
    --------
    >>> singular("processes"), singular("LLMs"), singular("loss"), singular("policies")
    ('process', 'LLM', 'loss', 'policy')
    """
    lower = word.lower()
    if lower.endswith("ies") and len(word) > 4:
        return word[:-3] + ("Y" if word[-1].isupper() else "y")
    if lower.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if lower.endswith("s") and not lower.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def plural(word: str) -> str:
    """An English plural of ``word`` ("process" -> "processes", "LLM" -> "LLMs")."""
    if word.lower().endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if re.search(r"[^aeiouAEIOU][yY]$", word) and word.islower():
        return word[:-1] + "ies"
    return word + "s"


@functools.lru_cache(maxsize=1 << 16)
def name_key(name: str) -> str:
    """One key for the spellings of a name: case, hyphens, spaces and a plural aside.

    Examples
    --------
    >>> name_key("Gaussian processes") == name_key("gaussian-process")
    True
    """
    words = name.lower().replace("-", " ").split()
    return " ".join(words[:-1] + [singular(words[-1])]) if words else ""


@functools.lru_cache(maxsize=1 << 16)
def is_cased(name: str) -> bool:
    """Must a name be matched with its own case? Yes when a capital follows the first letter
    of a word ("BERT", "ImageNet", "MATH"), so "math" is not the MATH dataset."""
    return any(ch.isupper() for word in name.split() for ch in word[1:])


class NameEvidence:
    """Everything the corpus's records say about one name: its mentions, and (computed when first
    asked, since most names need none of it) the papers naming it, one label vote per paper (the
    paper's majority), its canonical names, families and spellings."""

    __slots__ = ("refs", "_papers", "_votes", "_names")

    def __init__(self) -> None:
        #: (paper index, mention, abstract) for each mention of the name.
        self.refs: list[tuple[int, Mention, str]] = []
        self._papers: set[int] | None = None
        self._votes: dict[str, int] | None = None
        self._names: tuple[str, str] | None = None

    @property
    def papers(self) -> set[int]:
        if self._papers is None:
            self._papers = {index for index, _, _ in self.refs}
        return self._papers

    @property
    def votes(self) -> dict[str, int]:
        if self._votes is None:
            # Plain dicts in first-seen order, as Counters would count (ties go to the first
            # seen): a Counter per paper cost a tenth of the corpus pass.
            per_paper: dict[int, dict[str, int]] = {}
            for index, m, _ in self.refs:
                counts = per_paper.setdefault(index, {})
                counts[m.label] = counts.get(m.label, 0) + 1
            votes: dict[str, int] = {}
            for counts in per_paper.values():
                label = _most_common(counts) if len(counts) > 1 else next(iter(counts))
                votes[label] = votes.get(label, 0) + 1
            self._votes = votes
        return self._votes

    @property
    def surfaces(self) -> dict[str, int]:
        return Counter(abstract[m.start : m.end] for _, m, abstract in self.refs)

    def label(self) -> str:
        return _most_common(self.votes)

    def agreement(self) -> float:
        """Share of the papers' votes that the majority label has."""
        return self.votes[self.label()] / sum(self.votes.values())

    def canonical(self) -> str:
        return self._canonical_and_family()[0]

    def family(self) -> str:
        return self._canonical_and_family()[1]

    def _canonical_and_family(self) -> tuple[str, str]:
        if self._names is None:
            canonicals = Counter(m.canonical for _, m, _ in self.refs)
            families = Counter(m.family for _, m, _ in self.refs)
            self._names = (_most_common(canonicals), _most_common(families))
        return self._names


def _most_common(counts: dict[str, int]) -> str:
    """The most frequent item, the first seen among equals (Counter.most_common is slower)."""
    return max(counts, key=counts.__getitem__)


@dataclass(frozen=True)
class Target:
    """What a match of a pattern stands for: a name's key and the pattern's length."""

    key: str
    length: int
    #: A short form of the acronym table: ``key`` is its long form's.
    acronym: bool = False


def collect_evidence(extractions: Sequence[PaperExtraction]) -> dict[str, NameEvidence]:
    """Each name's mentions across the corpus, by :func:`name_key`."""
    evidence: dict[str, NameEvidence] = defaultdict(NameEvidence)
    keys: dict[str, str] = {}
    for index, extraction in enumerate(extractions):
        abstract = extraction.paper.abstract
        for m in extraction.mentions:
            key = keys.get(m.text)
            if key is None:
                key = keys[m.text] = name_key(m.text)
            if key:
                evidence[key].refs.append((index, m, abstract))
    return dict(evidence)


def acronym_table(
    extractions: Sequence[PaperExtraction],
    *,
    min_share: float = 0.75,
    definers: dict[str, set[int]] | None = None,
) -> dict[str, str]:
    """Short form -> key of the long form the corpus defines it as, in at least ``min_share`` of
    its definitions ("out-of-distribution (OOD)" defines OOD). ``definers``, when given, is
    filled with the indices of the papers that define each short form."""
    definitions: dict[str, Counter] = defaultdict(Counter)
    definers = definers if definers is not None else {}
    for index, extraction in enumerate(extractions):
        abstract = extraction.paper.abstract
        for m in extraction.mentions:
            # "(" in the next characters first: a regex at every mention cost a quarter second.
            defined = "(" in abstract[m.end : m.end + 3] and _DEFINED.match(abstract, m.end)
            if defined and " " in m.text.strip() and not _SHORT_FORM.fullmatch(m.text):
                short, long = singular(defined.group(1)), name_key(m.text)
            elif m.canonical != m.text and _SHORT_FORM.fullmatch(m.text):
                short, long = singular(m.text), name_key(m.canonical)
            else:
                continue
            definitions[short][long] += 1
            definers.setdefault(short, set()).add(index)
    table = {}
    for short, longs in definitions.items():
        if short in rule_words("not_names"):
            continue
        key, count = longs.most_common(1)[0]
        if count / sum(longs.values()) >= min_share:
            table[short] = key
    return table


def is_searchable(surface: str) -> bool:
    """Can a name be looked for everywhere? Not a symbol, a lone ordinary word or a fragment."""
    surface = surface.strip()
    if len(surface) < 3 or not _LETTER.search(surface) or "$" in surface or "\\" in surface:
        return False
    if surface in rule_words("not_names") or singular(surface) in rule_words("not_names"):
        return False  # "AI", "APIs", "FID": words the rules never take as names
    if not surface[-1].isalnum() or not surface[0].isalnum():
        return False
    words = surface.split()
    if len(words) == 1 and not is_cased(surface):
        return singular(surface.lower()) not in common_words() and (
            surface.lower() not in common_words()
        )
    return True


#: Characters that end a word: the text and the patterns have each replaced by a space, and
#: patterns are padded with spaces, so a match stands between word boundaries ("RL" is not
#: found in "world"); a hyphen joins words ("image-generation models" is not "image generation").
BOUNDARIES = str.maketrans(dict.fromkeys(",.;:()[]{}'\"/!?\n\t\r$", " "))


def padded(text: str) -> str:
    """``text`` with its word-ending characters as spaces, between two spaces.

    Examples
    --------
    >>> padded("CIFAR-10, SVHN.")
    ' CIFAR-10  SVHN  '
    """
    return f" {text.translate(BOUNDARIES)} "


@dataclass
class Matcher:
    """Two automata over :func:`padded` text: cased names by their exact spellings, the others
    over the lowercased text (so "math" is not the MATH dataset)."""

    exact: ahocorasick.Automaton | None
    folded: ahocorasick.Automaton | None


def build_matcher(
    evidence: dict[str, NameEvidence], keys: set[str], acronyms: dict[str, str]
) -> Matcher:
    """The automata for every spelling of ``keys`` and every short form of the acronym table
    (singular and plural), each pattern's value a :class:`Target`."""
    exact: dict[str, Target] = {}
    folded: dict[str, Target] = {}

    def add(surface: str, key: str, cased: bool, acronym: bool = False) -> None:
        for variant in {surface, plural(surface), singular(surface)}:
            pattern = padded(variant)
            if cased:
                exact.setdefault(pattern, Target(key, len(pattern), acronym))
                continue
            lowered = pattern.lower()
            if len(lowered) == len(pattern):  # offsets in the lowercased text are the text's
                folded.setdefault(lowered, Target(key, len(lowered), acronym))

    for short, key in sorted(acronyms.items()):
        add(short, key, True, acronym=True)
    for key in sorted(keys):
        item = evidence[key]
        surfaces = item.surfaces
        # a capital opening a sentence ("Generative models are ...") makes no proper name
        proper = any(_PROPER.search(s, 1) for s in surfaces)
        if not proper and (item.label() == "DATASET" or describes(key)):
            # "real-world datasets", "synthetic data": datasets are proper names; "deep models",
            # "gradient-based methods": a lowercase phrase on a generic head is often only a
            # description, so it is not looked for where the paper's own pass did not find it
            continue
        for surface in surfaces:
            if is_searchable(surface):
                # A capitalised single word keeps its case too: "Ising", not "promising".
                one_word = " " not in surface and "-" not in surface
                add(surface, key, is_cased(surface) or (one_word and surface[0].isupper()))
    return Matcher(_automaton(exact), _automaton(folded))


def _automaton(patterns: dict[str, Target]) -> ahocorasick.Automaton | None:
    if not patterns:
        return None
    automaton = ahocorasick.Automaton()
    for pattern, target in patterns.items():
        automaton.add_word(pattern, target)
    automaton.make_automaton()
    return automaton
