"""Concept names as the corpus writes them: clean, compare, split and reject.

Pure string helpers for :mod:`explorer.graph.resolution`. A name's *fold key*
is what two spellings of one concept share: case, hyphens, spaces, LaTeX
markup, possessives, trailing punctuation and the plural of the last word do
not count ("Markov Decision Processes", "Markov decision process" and
"Markov-decision-process" fold alike).

Examples
--------
>>> fold_key("Large Language Models'") == fold_key("large language model~")
True
>>> clean_name(r"$\\mathrm{SeparatorFactorization}$")
'SeparatorFactorization'
>>> split_coordination("e.g., LLaMA and OPT")
['LLaMA', 'OPT']
"""

from __future__ import annotations

import functools
import json
import re

from explorer.paths import resource

_SUBSCRIPT = re.compile(r"\$?_\{?([A-Za-z0-9]+)\}?\$?")
_LATEX_COMMAND = re.compile(r"\\[A-Za-z]+\*?")
_LATEX_ACCENT = re.compile(r"\\['`^\"~=.]")
_MARKUP = re.compile(r"[${}*_]|``|''")
_POSSESSIVE = re.compile(r"(?<=\w)(?:'s|’s|'|’)(?=\s|$)")
_EDGE_JUNK = " \t,;:.~'\"’`()[]"
_TOKEN_SPLIT = re.compile(r"[\s\-_]+")
_PLURAL_ACRONYM = re.compile(r"^([a-z0-9]*[A-Z][A-Za-z0-9]*[A-Z0-9])s$")
_COORDINATOR = re.compile(r"\s*(?:,\s*(?:and|or)\s+|,\s*|\s+(?:and|or|&)\s+)")
_LIST_LEAD = re.compile(r"^(?:e\.g\.|i\.e\.|such as|including|like|namely)[,:]?\s+", re.I)
_NAMEY = re.compile(r"[A-Z0-9]")


@functools.cache
def concept_rules() -> dict:
    """The resolution, hierarchy and specificity rules (``resources/graph/concepts.json``)."""
    return json.loads(resource("graph", "concepts.json").read_text(encoding="utf-8"))


#: A lone Greek letter after a name's words: the maths symbol a paper gives it.
_TRAILING_SYMBOL = re.compile(r"(?<=[A-Za-z]{2})\s+[α-ωΑ-Ωϕϑϵ]$")


@functools.lru_cache(maxsize=262144)
def clean_name(name: str) -> str:
    """``name`` without LaTeX markup, emphasis marks and edge punctuation.

    >>> clean_name("large language models~"), clean_name("Auxiliary Modality Learning''")
    ('large language models', 'Auxiliary Modality Learning')
    >>> clean_name(r"E}$fficient $\\underline{L}$abel")
    'Efficient Label'
    >>> clean_name("activation function φ")  # the symbol a paper gives it is no part of it
    'activation function'
    """
    text = _SUBSCRIPT.sub(r"-\1", name)  # "BERT$_{LARGE}$" -> "BERT-LARGE"
    text = _LATEX_ACCENT.sub("", text)
    text = _LATEX_COMMAND.sub("", text)
    text = _MARKUP.sub("", text.replace("~", " "))
    text = " ".join(text.split()).strip(_EDGE_JUNK)
    return _TRAILING_SYMBOL.sub("", text)


@functools.lru_cache(maxsize=262144)
def singular(word: str) -> str:
    """The singular of a casefolded word ("processes" -> "process"), else the word.

    English suffix rules, with the exceptions of ``plurals`` and ``not_plurals``
    in the rules file; what matters is that a word and its plural agree.

    >>> singular("processes"), singular("policies"), singular("analyses"), singular("analysis")
    ('process', 'policy', 'analysis', 'analysis')
    >>> singular("biases"), singular("bias"), singular("dynamics"), singular("networks")
    ('bias', 'bias', 'dynamics', 'network')
    """
    rules = _plural_rules()
    if word in rules["plurals"]:
        return rules["plurals"][word]
    if len(word) < 4 or not word.isalpha() or word in rules["not_plurals"]:
        return word
    if word.endswith(("ss", "us", "is", "ics", "ous")):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes", "zzes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


@functools.cache
def _plural_rules() -> dict:
    rules = concept_rules()
    return {"plurals": dict(rules["plurals"]), "not_plurals": frozenset(rules["not_plurals"])}


@functools.lru_cache(maxsize=262144)
def fold_key(name: str) -> str:
    """What every spelling of one concept shares (see the module docstring).

    >>> fold_key("GFlowNets") == fold_key("GFlowNet"), fold_key("DAGs") == fold_key("DAG")
    (True, True)
    >>> fold_key("ImageNet-1K") == fold_key("ImageNet1K") == fold_key("Imagenet 1k")
    True
    >>> fold_key("DP-SGD") == fold_key("differential privacy")
    False
    """
    text = _POSSESSIVE.sub("", clean_name(name))
    text = _PLURAL_ACRONYM.sub(r"\1", text)
    tokens = [singular(t) for t in _TOKEN_SPLIT.split(text.casefold()) if t]
    return "".join(tokens).replace("isation", "ization")


def words(name: str) -> list[str]:
    """The words of a cleaned name, casefolded, hyphenated words kept whole.

    >>> words("Sparse  Attention")
    ['sparse', 'attention']
    """
    return clean_name(name).casefold().split()


def split_coordination(name: str) -> list[str]:
    """The items of a coordinated list ("SVHN and TinyImageNet"), or ``[name]``.

    Only lists whose every item looks like a name (a capital or a digit) are
    split: "Discover and Cure" is one name only in context, which the caller
    checks (:func:`explorer.graph.resolution` keeps acronym long forms whole).

    >>> split_coordination("CLEVR, Tetrominoes, CLEVRTex, Objects Room")
    ['CLEVR', 'Tetrominoes', 'CLEVRTex', 'Objects Room']
    >>> split_coordination("detection and segmentation")
    ['detection and segmentation']
    """
    return list(_coordinated(name))


@functools.lru_cache(maxsize=262144)
def _coordinated(name: str) -> tuple[str, ...]:
    text = _LIST_LEAD.sub("", name.strip())
    parts = [p.strip(_EDGE_JUNK) for p in _COORDINATOR.split(text)]
    parts = [p for p in parts if p]
    if len(parts) < 2 or not all(_NAMEY.search(p) for p in parts):
        return (text,) if text != name.strip() and text else (name,)
    return tuple(parts)


def is_example_list(name: str) -> bool:
    """A list of examples ("e.g., LLaMA and OPT"), which is never a concept's long form.

    >>> is_example_list("e.g., LLaMA and OPT"), is_example_list("Discover and Cure")
    (True, False)
    """
    return bool(_LIST_LEAD.match(name.strip()))


@functools.lru_cache(maxsize=65536)
def is_venue(name: str) -> bool:
    """A conference or journal name, which a citation leaves behind ("ICALP'17").

    >>> is_venue("ICALP"), is_venue("NeurIPS'22"), is_venue("ICL")
    (True, True, False)
    """
    base = re.sub(r"['’]?\s*\d{2,4}$", "", clean_name(name))
    return fold_key(base) in _venue_keys()


@functools.cache
def _venue_keys() -> frozenset[str]:
    return frozenset(fold_key(v) for v in concept_rules()["venues"])


def inside_math(text: str, position: int) -> bool:
    """Whether ``position`` of ``text`` lies inside ``$...$`` maths.

    >>> inside_math(r"an $\\mathsf{Var}^\\star$ term", 12), inside_math("plain", 2)
    (True, False)
    """
    return text.count("$", 0, position) % 2 == 1


def inside_citation(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` sits in a bracketed citation ("[Price et al., ICALP'17]").

    >>> s = "as in [Price, Song and Woodruff, ICALP'17], we"
    >>> inside_citation(s, s.index("ICALP"), s.index("ICALP") + 5)
    True
    """
    opening = text.rfind("[", 0, start)
    if opening < 0 or "]" in text[opening:start]:
        return False
    closing = text.find("]", end)
    if closing < 0:
        return False
    inner = text[opening + 1 : closing]
    return bool(re.search(r"et al|['’]\d{2}\b|\b(?:19|20)\d{2}\b", inner))


def unbalanced(name: str) -> bool:
    """A name cut through a parenthesis ("NLU) and generation").

    >>> unbalanced("NLU) and generation"), unbalanced("SE(3) transformer")
    (True, False)
    """
    return name.count("(") != name.count(")") or name.count("[") != name.count("]")


@functools.lru_cache(maxsize=262144)
def abbreviates(short: str, long: str) -> bool:
    """Whether ``short`` is an acronym of ``long`` (Schwartz & Hearst, 2003).

    Every letter of the short form must be found in order in the long form,
    its first letter at the start of a word; a short form with letters the
    long form lacks ("DP-SGD" for "differential privacy") is not an acronym.

    >>> abbreviates("MDP", "Markov decision process"), abbreviates("DP-SGD", "differential privacy")
    (True, False)
    """
    s = [c for c in short.casefold() if c.isalnum()]
    text = long.casefold()
    if s and s[-1] == "s" and not abbreviates_letters(s, text):
        s = s[:-1]
    return bool(s) and abbreviates_letters(s, text)


def abbreviates_letters(letters: list[str], text: str) -> bool:
    """Schwartz-Hearst matching of ``letters`` against ``text`` from the right."""
    i = len(text) - 1
    for k in range(len(letters) - 1, -1, -1):
        c = letters[k]
        while i >= 0 and (text[i] != c or (k == 0 and i > 0 and text[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return False
        i -= 1
    return True
