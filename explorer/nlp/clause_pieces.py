"""Names that are a piece of a sentence rather than a name, told by their words' parts of speech.

The recognizer and the rule components sometimes take a span that crosses a clause ("approach
prompts language models", "inversion method reconstructs prompts"), opens on the verb of its
sentence ("proposing adversarial flow networks"), is a modifier without its noun ("low-quality",
"publicly-available", "differentially private"), a possessive's owner with a piece of what it
owns ("GNNs' LP", "teacher's predictions"), a quantifier before a noun ("any training budget",
"all historical policies") or two tokens the text ran together ("learningto", "LICRAis",
"proposed.DiGress"), or is a list ("sheet music (LilyPond), and molecular images"). None of
them names a concept. The parts of speech come from lemminflect's English lexicon (no tagger),
harvested into ``resources/nlp/word_parts.txt`` by ``scripts/harvest_word_parts.py``; the word
lists are data in ``resources/nlp/not_concepts.json`` with their provenance.
"""

from __future__ import annotations

import functools
import json
import re

from explorer.nlp.resources import grouped_words
from explorer.paths import resource

_WORD_SPLIT = re.compile(r"[\s-]+")
#: Two words the text ran together: a word, a full stop or a bracket and a capital
#: ("proposed.DiGress", "recommendations).Prior"; "Node.js" and "i.i.d." are names).
_PUNCTUATION_GLUE = re.compile(r"[a-z]{2,}[.)]+[A-Z]")
#: Capitals run into a lowercase function word ("LICRAis").
_CAPITALS_GLUE = re.compile(r"[A-Z]{3,}(?:is|are|was|were|and|of|the|to|in|for|with)")
_ADVERB = re.compile(r"[a-z]{3,}ly")
#: A comma before "and" or "or": a list of names, a title's aside ("Prune, Allocate, and
#: Calibrate" names a method; a lowercase list names none).
_LIST = re.compile(r",\s+(?:and|or)\s")


@functools.cache
def _lists() -> tuple[frozenset[str], ...]:
    """(verbs a span never opens on, modifier suffixes, quantifiers, function words glued to a
    word, nouns that are a clause's subject, function words no name opens or ends on) from
    ``not_concepts.json``."""
    data = json.loads(resource("nlp", "not_concepts.json").read_text(encoding="utf-8"))
    return (
        frozenset(data["opening_verbs"]),
        frozenset(data["modifier_suffixes"]),
        frozenset(data["quantifiers"]),
        frozenset(data["glued_function_words"]),
        frozenset(data["clause_subjects"]),
        frozenset(data["edge_function_words"]),
    )


@functools.cache
def _word_parts() -> dict[str, tuple[frozenset[str], bool]]:
    """Lowercase word -> (its parts of speech, whether it is a verb's third person singular),
    from ``resources/nlp/word_parts.txt`` (harvested from lemminflect by
    ``scripts/harvest_word_parts.py``)."""
    entries: dict[str, tuple[frozenset[str], bool]] = {}  # one a group's key ("NOUN,VERB+s")
    table = {}
    for word, key in grouped_words("nlp", "word_parts.txt").items():
        entry = entries.get(key)
        if entry is None:
            parts, _, third = key.partition("+")
            entry = entries[key] = (frozenset(parts.split(",")), third == "s")
        table[word] = entry
    return table


_NO_PARTS = (frozenset(), False)


def _parts(word: str) -> frozenset[str]:
    """The parts of speech lemminflect's lexicon gives a word (none when it has none)."""
    return _word_parts().get(word.lower(), _NO_PARTS)[0]


#: The parts of speech of a word, for the modules that read a name's context.
parts_of = _parts


def _third_person(word: str) -> bool:
    """Is ``word`` the third person singular of a verb ("reconstructs", "prompts")?"""
    return _word_parts().get(word, _NO_PARTS)[1]


@functools.lru_cache(maxsize=262144)  # names repeat across a corpus
def clause_piece(name: str) -> str:
    """The kind of sentence piece ``name`` is, or "" when it may be a name.

    Examples
    --------
    >>> [clause_piece(n) for n in ("approach prompts language models", "method reconstructs it")]
    ['verb', 'verb']
    >>> clause_piece("proposing adversarial flow networks"), clause_piece("improves monotonically")
    ('verb', 'verb')
    >>> [clause_piece(n) for n in ("low-quality", "publicly-available", "differentially private")]
    ['modifier', 'modifier', 'adverbial']
    >>> clause_piece("GNNs' LP"), clause_piece("teacher's predictions")
    ('possessive', 'possessive')
    >>> clause_piece("any training budget"), clause_piece("all historical policies")
    ('quantifier', 'quantifier')
    >>> [clause_piece(n) for n in ("learningto rank", "LICRAis", "proposed.DiGress")]
    ['glued', 'glued', 'glued']
    >>> clause_piece("sheet music (LilyPond), and molecular images")
    'list'
    >>> clause_piece("GAN architectures and"), clause_piece("a priori"), clause_piece("The Pile")
    ('function word', 'function word', '')
    >>> clause_piece("Mars"), clause_piece("Recycles Dormant")  # a name, a title
    ('', '')
    >>> clause_piece("automatically discover rules"), clause_piece("randomly shuffling")
    ('verb', 'verb')
    >>> names = ("Newton's method", "hidden Markov model", "boosting algorithms", "fine-tuning")
    >>> [clause_piece(n) for n in names]
    ['', '', '', '']
    >>> [clause_piece(n) for n in ("random features regression", "i.i.d. sampling", "BERT")]
    ['', '', '']
    """
    words = name.split()
    if not words:
        return ""
    opening_verbs, suffixes, quantifiers, function_words, method_nouns, edges = _lists()
    if _glued(words, function_words):
        return "glued"
    if name.endswith("-") and name[-2:-1].isalpha():
        return "cut"  # "backdoor-" of "backdoor-triggered"
    if words[0].islower() and _LIST.search(name):
        return "list"  # "sheet music (LilyPond), and molecular images"
    if words[-1] in edges or words[0] in edges:
        return "function word"  # "GAN architectures and", "a strong solution", "a priori", "which"
    lower = [w.lower() if w[:1].isupper() and w[1:].islower() else w for w in words]
    if len(words) > 1 and lower[0] in quantifiers:
        return "quantifier"
    if _possessive(words):
        return "possessive"
    if (len(words) > 1 and all(w[:1].isupper() for w in words[1:])) or not words[-1][:1].islower():
        return ""  # a title's words ("Recycles Dormant", "Impossibly Good", "Mars") name a method
    if lower[0] in opening_verbs or _finite_verb(lower, method_nouns) or _verb_phrase(words):
        return "verb"
    if _modifier(lower, suffixes):
        return "modifier"
    if _adverbial(lower):
        return "adverbial"
    return ""


def _glued(words: list[str], function_words: frozenset[str]) -> bool:
    """Are two tokens run together in one of the name's words?"""
    for word in words:
        if _PUNCTUATION_GLUE.search(word):
            return True
        if _CAPITALS_GLUE.fullmatch(word):
            return True
        if word.islower() and not _parts(word):
            for glue in function_words:  # "learningto": a known word before "to"
                stem = word[: -len(glue)]
                if word.endswith(glue) and len(stem) > 4 and _parts(stem):
                    return True
    return False


def _possessive(words: list[str]) -> bool:
    """Does a possessive of a common noun or a plural stand before more words ("GNNs' LP",
    "teacher's predictions")? A person's possessive names a method ("Newton's method")."""
    for word in words[:-1]:
        owner = word[:-2]
        if word.endswith("s'") and owner and (owner.islower() or owner.isupper()):
            return True  # "teachers' outputs", "GNNs' LP"; not "Erdos' probabilistic method"
        if word.endswith("'s") and word[:1].islower():
            return True
    return False


def _finite_verb(words: list[str], method_nouns: frozenset[str]) -> bool:
    """Does a verb of the clause stand inside the name: a third person verb first or after a
    noun ("maintains ...", "target propagation proposes", "method reconstructs prompts",
    "approach prompts ..."), or an adverb that ends the name or is the whole of it ("improves
    monotonically", "simultaneously")?"""
    last, first = words[-1], words[0]
    if last.islower() and _ADVERB.fullmatch(last) and _parts(last) == {"ADV"}:
        return True
    if first.islower() and _third_person(first) and "NOUN" not in _parts(first):
        return True  # "maintains probabilistic uncertainty quantification": a predicate
    for at, (before, word) in enumerate(zip(words, words[1:], strict=False), 1):
        if not word.islower() or not _third_person(word):
            continue
        if before in method_nouns and at < len(words) - 1:  # "approach prompts language ..."
            return True
        if "NOUN" not in _parts(word) and "NOUN" in _parts(before) and "ADJ" not in _parts(before):
            return True
    return False


def _plain_verb(word: str) -> bool:
    """Is a lowercase word only a verb, and no participle ("employ", "discover", "links")?"""
    parts = _parts(word)
    return "VERB" in parts and not parts & {"NOUN", "ADJ"} and not word.endswith(("ed", "en"))


def _verb_phrase(words: list[str]) -> bool:
    """Is a lowercase name a verb alone or an adverb before a verb ("evaluate", "automatically
    discover equivariances", "randomly shuffling")? A verb may open a task's name ("detect
    overlapping communities"): :mod:`explorer.nlp.verb_context` reads the words before it."""
    first = words[0]
    if len(words) == 1:  # "evaluate", "quantify"; a compound may name a task ("meta-learn")
        return first.isalpha() and _plain_verb(first) and not first.endswith("ing")
    if not first.islower():
        return False
    second = words[1]
    return (
        _ADVERB.fullmatch(first) is not None
        and _parts(first) == {"ADV"}
        and _plain_verb(second)
        and (not second.endswith("ing") or len(words) == 2)
    )


def _modifier(words: list[str], suffixes: frozenset[str]) -> bool:
    """Is the name one compound modifier without its noun, ending on a modifier suffix
    ("low-quality", "energy-aware")?"""
    parts = words[0].split("-")
    return len(words) == 1 and len(parts) > 1 and words[0].islower() and parts[-1] in suffixes


def _adverbial(words: list[str]) -> bool:
    """Is the name an adverb before adjectives only ("differentially private", "performatively
    stable")?"""
    if (
        len(words) < 2
        or not all(w.islower() for w in words)
        or not _ADVERB.fullmatch(words[0].split("-")[-1])
    ):
        return False
    rest = [p for w in words[1:] for p in _WORD_SPLIT.split(w)]
    return all("ADJ" in _parts(p) for p in rest)


_INNER_CAPITAL = re.compile(r".[A-Z0-9]")
#: Where :data:`_PUNCTUATION_GLUE` joins two words: the punctuation between them.
_GLUE_POINT = re.compile(r"[a-z]{2,}([.)]+)[A-Z]")


def name_within(name: str) -> tuple[int, int] | None:
    """The range of the name inside a span that a function word at its edge or a word run into
    it cuts wrong ("Group DRO on", "methods.TabPFN"), or None when there is none to keep.

    A name kept holds a capital: "a strong solution" holds none and goes whole.

    >>> [(n, n[slice(*name_within(n))]) for n in ("Group DRO on", "methods.TabPFN")]
    [('Group DRO on', 'Group DRO'), ('methods.TabPFN', 'TabPFN')]
    >>> name_within("DynaAugment.The"), name_within("a strong solution"), name_within("BERT")
    ((0, 11), None, None)
    """
    piece = clause_piece(name)
    if piece == "function word":
        edges = _lists()[5]
        words = list(re.finditer(r"\S+", name))
        while words and words[0].group() in edges:
            words.pop(0)
        while words and words[-1].group() in edges:
            words.pop()
        if words and any(
            w.group()[:1].isupper() or _INNER_CAPITAL.search(w.group()) for w in words
        ):
            return words[0].start(), words[-1].end()
        return None
    if piece == "glued" and " " not in name:
        glue = _GLUE_POINT.search(name)
        if glue is None:
            return None
        before, after = name[: glue.start(1)], name[glue.end(1) :]
        if _INNER_CAPITAL.search(after):
            return glue.end(1), len(name)
        if _INNER_CAPITAL.search(before):
            return 0, len(before)
    return None
