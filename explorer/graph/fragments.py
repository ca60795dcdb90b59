"""Names that are pieces of text rather than concepts, told by their shape and place.

:mod:`explorer.graph.resolution` links no mention with such a name to a concept:
a word cut out of a LaTeX-emphasised long form ("dirEcted", "COmmunication"),
a name cut at a LaTeX accent ("Hyv" of ``Hyv\\"arinen``) or in the middle of a
word, an adjective formed from a proper name with nothing to qualify
("Hermitian", "Lambertian": ``proper_adjectives`` in
``resources/graph/concepts.json``), a language pair ("En-Fr"), a compound
modifier cut from its noun ("Elman-type", "Transformer-based"), a maths
symbol ("Delta L" of ``$\\Delta L^3$``), and in context (:func:`cut_in_context`)
surnames of a citation ("Kleinberg and Leighton", "Lloyd, Garnerone and
Zanardi"), and a name that ends on an adjective ("positive semidefinite",
"retrieval-augmented": :func:`dangling_adjective`). Names cut from their noun
are made whole in :mod:`explorer.graph.eponyms`.

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
>>> cut_modifier("Elman-type"), cut_modifier("BERT-like"), cut_modifier("DP-SGD")
(True, True, False)
>>> dangling_adjective("positive semidefinite"), dangling_adjective("retrieval-augmented")
(True, True)
>>> dangling_adjective("semidefinite programming"), dangling_adjective("ImageNet-hard")
(False, False)
>>> dangling_adjective("Machiavellian"), dangling_adjective("Hessian")
(True, False)
>>> dangling_adjective("ε-greedy"), dangling_adjective("U-shaped")
(False, True)
>>> dangling_adjective("AI-synthesized"), dangling_adjective("LoRA-finetuned")
(True, True)
"""

from __future__ import annotations

import functools
import re

from explorer.graph.names import concept_rules
from explorer.nlp.learned.linear import word_bands
from explorer.nlp.resources import adjectives, common_words, rules

_LEADING_CAPITALS = re.compile(r"^[A-Z]{2,}[a-z]{2,}$")
_LATEX_ACCENT_AFTER = re.compile(r"\\['`^\"~=.]")
_MATH_SYMBOL = re.compile(
    r"\\(?!(?:text|math|emph|operatorname|boldsymbol|bm|mbox)[a-z]*\b)[A-Za-z]+"
)
_SURNAME = re.compile(r"^[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?$")
_JOIN = r"\s*(?:,|,?\s*and|&)\s*"
_NAME_WORD = re.compile(r"[A-Z][a-zà-ÿ]+")
_NAME_RUN_AFTER = re.compile(rf"^(?:{_JOIN}[A-Z][a-zà-ÿ]+\b)+")
_NAME_RUN_BEFORE = re.compile(rf"(?:\b[A-Z][a-zà-ÿ]+{_JOIN})+$")
_ET_AL = re.compile(r"^\s*(?:et\.?\s+al|et\.|\((?:[A-Z][A-Za-z]+\s*'?)?\d{4}[a-z]?\)|\[\d+\])")
_AUTHORS = re.compile(r"^[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)+$")
_BY = re.compile(r"\b(?:by|see|following)\s+$")
#: Words that open or close a piece of a clause, never a name ("which have ...", "width of").
CLAUSE_WORDS = frozenset(
    (  # noqa: SIM905
        "a an the as that by for in on of to with and or than via from into over under within "
        "without between across through which who whose where when while is are was were be "
        "been has have had can could will would may might should must not both either each every "
        "all any some such its their our this these those"
    ).split()
)
#: A function word the source ran into the name after it ("asParti", "TheMuse").
GLUED_WORDS = frozenset(
    (  # noqa: SIM905
        "as the that by for in on of to with and or than like via from into over under within "
        "without between across through called named dubbed"
    ).split()
)
_GLUED_BEFORE = re.compile(rf"(?<![A-Za-z])(?:The|{'|'.join(GLUED_WORDS)})$")
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
def _properadjectives() -> frozenset[str]:
    return frozenset(a.casefold() for a in concept_rules()["proper_adjectives"])


def bare_adjective(name: str) -> bool:
    """An adjective from a proper name, alone ("Hermitian"), which names nothing by itself."""
    return name.casefold() in _properadjectives()


def dangling_adjective(name: str) -> bool:
    """A name that ends on an adjective, its noun left out ("positive semidefinite").

    The last word, or the last part of a hyphenated one ("retrieval-augmented"),
    is lowercase and an adjective that WordNet never lists as a noun; a word
    WordNet lacks counts when it ends in "definite" ("semi-definite"), and so does a
    verb's past participle ("AI-synthesized", :func:`past_participle`). A one-word
    proper adjective ("Machiavellian") counts too. A split of a named dataset
    ("SOTOPIA-hard", "miniF2F-valid") and a Greek-letter name ("ε-greedy") stay.
    """
    plain, proper = adjectives()
    if " " not in name and "-" not in name and name[:1].isupper():
        return name[1:].islower() and name.casefold() in proper
    head, dash, last = name.split()[-1].rpartition("-")
    if not last.islower():
        return False
    named = len(head) > 1 and any(c.isupper() or c.isdigit() for c in head)
    if dash and ((named and last in _split_names()) or (len(head) == 1 and not head.isascii())):
        return False
    adverb = last.endswith("ly") and last[:-2] in plain  # "Lipschitz-continuously"
    return last in plain or last.endswith("definite") or adverb or past_participle(last)


def past_participle(word: str) -> bool:
    """A lowercase "-ed" word whose "-ing" form is an English word: a verb's participle.

    "synthesized" (synthesizing), "mapped" (mapping), "applied" (applying), "factored"
    (factoring: among the 50,000 words of ``resources/nlp/word_bands.txt`` if not common);
    nouns ending "ed" have no such form ("speed", "embed").

    >>> [past_participle(w) for w in ("synthesized", "tuned", "applied", "speed", "embed")]
    [True, True, True, False, False]
    >>> past_participle("factored")
    True
    """
    if not word.endswith("ed") or len(word) < 5:
        return False
    stem = word[:-2]
    forms = {stem + "ing", stem + "eing"}  # "tuned" (tuning), "agreed" (agreeing)
    if stem.endswith("i"):
        forms.add(stem[:-1] + "ying")  # "applied"
    if stem[-1] == stem[-2]:
        forms.add(stem[:-1] + "ing")  # "mapped" (also "mapping")
    return any(form in common_words() or form in word_bands() for form in forms)


@functools.cache
def _split_names() -> frozenset[str]:
    return frozenset(concept_rules()["split_names"])


def clause_piece(name: str) -> bool:
    """A piece of a clause: a name of two or more words opening or closing on a function word.

    >>> clause_piece("which have non-Gaussian posteriors"), clause_piece("ML models and")
    (True, True)
    >>> clause_piece("The Pile"), clause_piece("in-context learning"), clause_piece("Rank of")
    (False, False, True)
    """
    words = name.split()
    return len(words) >= 2 and (words[0] in CLAUSE_WORDS or words[-1] in CLAUSE_WORDS)


def language_pair(name: str) -> bool:
    """A translation direction written as two language codes ("En-Fr")."""
    match = _PAIR.match(name)
    return bool(match) and all(code.casefold() in _language_codes() for code in match.groups())


@functools.cache
def _language_codes() -> frozenset[str]:
    return frozenset(concept_rules()["language_codes"])


#: ``describing_openers`` that open names too ("ModernBERT", "StandardScaler").
_NAMING_DESCRIBERS = frozenset({"modern", "standard", "common", "classical", "popular"})


@functools.cache
def glued_describers() -> frozenset[str]:
    """Articles, determiners and words describing other work (``describing_openers`` and
    ``determiners`` of ``resources/nlp/rules.json``) that never open a name: run into the
    name after them, they are cut off ("aSAM", "ExistingQD-RL")."""
    words = set(rules()["describing_openers"]) - _NAMING_DESCRIBERS
    numbers = {"two", "three"}  # "TwoNN" names an estimator
    return frozenset({*words, *(set(rules()["determiners"]) - numbers), "a", "an"})


_WORD_RUN_IN = re.compile(r"(?<![A-Za-z])([A-Za-z][a-z]*)$")


def cut_from_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` was cut out of a longer word.

    A letter right before it ("v" + "Ariational") or a LaTeX accent right
    after it (``Hyv\\"arinen``) cuts it; a plural "s" after it does not, nor
    a function word the source ran into it ("such asParti").

    >>> t = r'as Hyv\\"arinen showed, we use GPTs'
    >>> cut_from_word(t, 3, 6), cut_from_word(t, t.index("GPT"), t.index("GPT") + 3)
    (True, False)
    """
    if start > 0 and text[start - 1].isalnum() and text[start].isalnum():
        if _GLUED_BEFORE.search(text, max(0, start - 8), start):
            return False
        run_in = _WORD_RUN_IN.search(text, max(0, start - 12), start)
        glued = (
            run_in and text[start].isupper() and run_in.group(1).casefold() in glued_describers()
        )
        return not glued
    return bool(_LATEX_ACCENT_AFTER.match(text, end)) and end > 0 and text[end - 1].isalpha()


def cut_modifier(name: str) -> bool:
    """A compound modifier whose noun was left out ("Elman-type" of "Elman-type networks")."""
    _, dash, last = name.rpartition("-")
    return bool(dash) and last.casefold() in _modifier_suffixes()


@functools.cache
def _modifier_suffixes() -> frozenset[str]:
    return frozenset(concept_rules()["modifier_suffixes"])


def maths_symbol(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` holds a LaTeX maths command ("\\Delta L", not "\\text{...}"),
    or starts on the name of one ("Gamma S A K" of ``\\Gamma S A K``).

    >>> t = r"$\\sqrt{M \\Gamma S A K}$ and $\\text{Foo Bar}$"
    >>> maths_symbol(t, t.index("Gamma"), t.index("}"))
    True
    >>> maths_symbol(t, t.index("Foo"), t.index("r}") + 1)
    False
    """
    return bool(_MATH_SYMBOL.search(text, max(0, start - 1), end))


def cut_in_context(text: str, start: int, end: int, name: str) -> bool:
    """Whether a one-word name is a surname of a citation.

    Hyphen-joined surnames before a year ("Hu-Ngo-Slivkins-Wu (NeurIPS 2022)")
    are the authors of a citation too.

    >>> t = ("the bound by Kleinberg and Leighton holds; of Adam and"
    ...      " Adafactor the first wins, as Lloyd, Garnerone and Zanardi showed.")
    >>> [cut_in_context(t, t.index(w), t.index(w) + len(w), w) for w in
    ...  ("Kleinberg", "Leighton", "Adam", "Adafactor", "Garnerone", "Zanardi")]
    [True, True, False, False, True, True]
    >>> t = "as in Hu-Ngo-Slivkins-Wu (NeurIPS 2022) and Frank-Wolfe (FW)"
    >>> [cut_in_context(t, t.index(w), t.index(w) + len(w), w)
    ...  for w in ("Hu-Ngo-Slivkins-Wu", "Frank-Wolfe")]
    [True, False]
    """
    after, before = text[end : end + 60], text[max(0, start - 60) : start]
    if _AUTHORS.match(name) and _ET_AL.match(after):
        return True  # "Hu-Ngo-Slivkins-Wu (NeurIPS 2022)"
    if not _SURNAME.match(name) or name.casefold() in common_words():
        return False
    if _ET_AL.match(after):
        return True
    run_before = _NAME_RUN_BEFORE.search(before)
    names_before = _NAME_WORD.findall(run_before.group()) if run_before else []
    run_after = _NAME_RUN_AFTER.match(after)
    names_after = _NAME_WORD.findall(run_after.group()) if run_after else []
    names = [n for n in (*names_before, name, *names_after) if n.casefold() not in common_words()]
    if len(names) >= 3:
        return True  # "Lloyd, Garnerone and Zanardi"
    joined = (run_before.group() if run_before else "") + (run_after.group() if run_after else "")
    opening = before[: len(before) - len(run_before.group())] if run_before else before
    # Two names are a citation after "by" or joined by "&" ("Merrill & Sabharwal").
    return len(names) == 2 and ("&" in joined or bool(_BY.search(opening)))
