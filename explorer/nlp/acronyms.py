"""Acronym definitions: "Challenger Arm Sampling for Exemplar selection (CASE)".

Pure helpers implement the Schwartz & Hearst (2003) matching of a short form to the words
before it (or, for "CASE (Challenger ...)", inside the parentheses); the component records
each pair and adds candidates for the long form and every use of the short form, so later
uses of "CASE" link to the same concept as its long form.
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.acronym_glosses import find_glosses
from explorer.nlp.candidates import (
    Candidate,
    candidates,
    doc_text,
    ensure_extensions,
    sentence_bounds,
)
from explorer.nlp.resources import common_words, rule_words, rules
from explorer.nlp.short_forms import (
    NAME_FUNCTION_WORDS,
    AcronymPair,
    is_short_form,
    match_long_form,
)

__all__ = [
    "AcronymPair",
    "AcronymDetector",
    "find_pairs",
    "is_short_form",
    "match_long_form",
    "uses",
]

_WORD = re.compile(r"(?<![\w\-])[\w][\w\-]*(?<!-)")
_WORD_CHAR = re.compile(r"[\w\-]")
#: Up to this many short forms, their uses are found by substring search, not word by word.
_FEW_SHORT_FORMS = 8
#: What may follow a short form inside its word: a plural "s", then only trailing hyphens.
_PLURAL_AT_WORD_END = re.compile(r"s?(?=-*(?![\w\-]))")
_HEAD_AFTER_SHORT = re.compile(r"\s*\)[ ]([a-z]+)\b")
_HEAD_AFTER_USE = re.compile(r"[ ]([a-z]+)\b")
_PAREN = re.compile(r"\(\s*([^()]{1,120}?)\s*\)")
#: "Linear Recurrent Unit (or LRU)", "(a.k.a. RLHF)": another name for what stands before.
_ALSO_KNOWN_AS = re.compile(r"(?:or|aka|a\.k\.a\.?)\s+(?=\S)")
_WORD_BEFORE = re.compile(r"([A-Za-z][\w\-./]*)\s*$")
_WORD_BEFORE_CHAR = re.compile(r"[\w\-./]")
_LEADING_FILLER = re.compile(
    r"^(?:(?:the|a|an|our|this|these|its|their|of|and|as|called|named|termed|dubbed|novel|new|"
    r"proposed|so-called|we|propose|introduce)\s+)+",
    re.IGNORECASE,
)


#: Closing quotes and the brace of a LaTeX group ("{projected Stein variational gradient
#: descent} (pSVGD)") end the text before a parenthesis but are no part of the long form.
_CLOSING_QUOTES = "'\"’”}"
#: A comma and an article inside a long form: what follows is an apposition.
_APPOSITION = re.compile(r",\s+(?:the|a|an)\s+|:\s+(?:(?:the|a|an)\s+)?", re.IGNORECASE)


def find_pairs(
    text: str, offset: int = 0, common: frozenset[str] = frozenset()
) -> list[AcronymPair]:
    """All acronym definitions in one sentence ``text`` (offsets shifted by ``offset``)."""
    pairs = []
    for m in _PAREN.finditer(text):
        inside = m.group(1).strip()
        inside_start = m.start(1) + (len(m.group(1)) - len(m.group(1).lstrip()))
        also = _ALSO_KNOWN_AS.match(inside)
        if also:
            inside, inside_start = inside[also.end() :], inside_start + also.end()
        short = inside.split(";")[0].split(",")[0].strip()
        if is_short_form(short, common):
            # Not text[: m.start()].rstrip(): a copy of the sentence per parenthesis made a
            # long sentence quadratic.
            before_end = _end_of_text_before(text, m.start())
            while before_end > 0 and text[before_end - 1] in _CLOSING_QUOTES:
                before_end -= 1  # "a novel 'neural path feature' (NPF)": no quote in the name
            window_start = max(0, before_end - 200)
            start = match_long_form(short, text[window_start:before_end])
            if start is not None:
                long_start = window_start + start
                long_text = text[long_start:before_end]
                trimmed = _LEADING_FILLER.sub("", long_text)
                long_start += len(long_text) - len(trimmed)
                trimmed, long_start = _after_apposition(trimmed, long_start)
                if trimmed and len(trimmed) > len(short) and _balanced(trimmed):
                    pairs.append(
                        AcronymPair(
                            short,
                            trimmed,
                            offset + long_start,
                            offset + before_end,
                            offset + inside_start,
                            offset + inside_start + len(short),
                        )
                    )
            continue
        prev = _word_before(text, m.start())
        if _opens_examples(inside):
            continue  # "LLMs (e.g., LLaMA and OPT)": examples, not the long form
        if prev and is_short_form(prev.group(1)) and len(inside.split()) >= 2:
            start = match_long_form(prev.group(1), inside)
            if start is not None and len(inside[:start].split()) <= 2:
                pairs.append(
                    AcronymPair(
                        prev.group(1),
                        inside,
                        offset + inside_start,
                        offset + inside_start + len(inside),
                        offset + prev.start(1),
                        offset + prev.end(1),
                    )
                )
    return pairs


def _after_apposition(long_text: str, long_start: int) -> tuple[str, int]:
    """The long form set off after a comma and an article, when the letters of the short form
    ran back past it: "present a novel architecture, the Wavefunction Transformer (PsiFormer)"
    is "Wavefunction Transformer"; the part after the article is kept when its words are
    capitalised (a name), else there is no long form ("").

    >>> _after_apposition("present a new model, the Wave Transformer", 10)
    ('Wave Transformer', 35)
    >>> _after_apposition("Prune, Allocate, and Calibrate", 0)
    ('Prune, Allocate, and Calibrate', 0)
    >>> _after_apposition("our model, the wave transformer", 0)
    ('', 0)
    """
    cut = next(reversed(list(_APPOSITION.finditer(long_text))), None)
    if cut is None:
        return long_text, long_start
    rest = long_text[cut.end() :]
    words = [w for w in rest.split() if w.lower() not in NAME_FUNCTION_WORDS]
    if words and all(w[:1].isupper() or w[:1].isdigit() for w in words):
        return rest, long_start + cut.end()
    return "", long_start


def _balanced(long_form: str) -> bool:
    """Does ``long_form`` open and close its maths, braces and parentheses? A long form that
    ran back into a formula ("MN+N^2)$ to $O(", "have a switching cost of $\\Omega") does not.

    >>> _balanced("Sparse $Q$-learning"), _balanced("M+N) log"), _balanced("a} cycle {")
    (True, False, False)
    """
    depth = {"{": 0, "(": 0}
    for c in long_form:
        if c in "{(":
            depth[c] += 1
        elif c in "})":
            key = "{" if c == "}" else "("
            depth[key] -= 1
            if depth[key] < 0:
                return False
    return not any(depth.values()) and long_form.count("$") % 2 == 0


def _opens_examples(inside: str) -> bool:
    """Does a parenthesis start with "e.g.", "such as", "see"... (``rules.json``)?"""
    lowered = inside.lower()
    return any(
        lowered.startswith(marker) and not lowered[len(marker) : len(marker) + 1].isalnum()
        for marker in rules()["example_markers"]
    )


def _end_of_text_before(text: str, end: int) -> int:
    """``len(text[:end].rstrip())``, reading only the spaces before ``end``."""
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return end


def _word_before(text: str, end: int) -> re.Match | None:
    """``_WORD_BEFORE.search(text[:end])``, reading only the last word before ``end``.

    A match starts inside the run of word characters that ends the text before ``end`` (spaces
    aside), so the search starts where that run does instead of at the sentence's start.
    """
    start = _end_of_text_before(text, end)
    while start > 0 and _WORD_BEFORE_CHAR.match(text, start - 1):
        start -= 1
    return _WORD_BEFORE.search(text, start, end)


def uses(text: str, pairs: list[AcronymPair]) -> list[tuple[int, int]]:
    """Ranges of the words of ``text`` that are a defined short form or its plural.

    Examples
    --------
    >>> pairs = find_pairs("Sparse Neural Nets (SNN) work.")
    >>> text = "Sparse Neural Nets (SNN) work. SNNs and SNN-based nets beat XSNN."
    >>> [text[s:e] for s, e in uses(text, pairs)]
    ['SNN', 'SNNs']
    """
    shorts = {p.short for p in pairs}
    if len(shorts) > _FEW_SHORT_FORMS:  # one pass over the words: linear however many
        return [
            m.span()
            for m in _WORD.finditer(text)
            if m.group() in shorts or (m.group().endswith("s") and m.group()[:-1] in shorts)
        ]
    found = set()
    for short in shorts:  # a few substring searches beat visiting every word
        if not _WORD.fullmatch(short):
            continue
        at = text.find(short)
        while at != -1:
            if at == 0 or not _WORD_CHAR.match(text, at - 1):
                word_end = _PLURAL_AT_WORD_END.match(text, at + len(short))
                if word_end:
                    found.add((at, word_end.end()))
            at = text.find(short, at + 1)
    return sorted(found)


def headed(
    text: str, pairs: list[AcronymPair], used: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Ranges of a long form and of each use of its short form with the task head that follows
    both: "out-of-distribution (OOD) detection ... OOD detection" is the task of detecting what
    is out of distribution, not "out-of-distribution" (``rules.json`` ``task_heads``).

    >>> t = "We study out-of-distribution (OOD) detection. OOD detection is hard; OOD data too."
    >>> [t[s:e] for s, e in headed(t, find_pairs(t), uses(t, find_pairs(t)))]
    ['out-of-distribution (OOD) detection', 'OOD detection']
    """
    heads = rule_words("task_heads")
    out, headed_shorts = [], {}
    for pair in pairs:
        if pair.short_start < pair.long_start:
            continue  # "OOD (out-of-distribution) detection" names no head after the long form
        m = _HEAD_AFTER_SHORT.match(text, pair.short_end)
        if m and m.group(1) in heads:
            out.append((pair.long_start, m.end()))
            headed_shorts[pair.short] = m.group(1)
    for start, end in used:
        head = headed_shorts.get(text[start:end]) or headed_shorts.get(text[start : end - 1])
        m = _HEAD_AFTER_USE.match(text, end)
        if head and m and m.group(1) == head:
            out.append((start, m.end()))
    return out


class AcronymDetector:
    """Record acronym pairs in ``doc._.acronyms`` and add candidates for both forms."""

    def __init__(self):
        self.common = common_words()

    def __call__(self, doc: Doc) -> Doc:
        ensure_extensions()
        text = doc_text(doc)
        pairs: list[AcronymPair] = []
        for start, end in sentence_bounds(doc):
            pairs.extend(find_pairs(text[start:end], start, self.common))
        glossed = find_glosses(text, 0, self.common, frozenset(p.short for p in pairs))
        if glossed:  # "MEMO for Memory-efficient Expandable MOdel"
            pairs = sorted([*pairs, *glossed], key=lambda p: min(p.long_start, p.short_start))
        doc._.acronyms = pairs
        found = candidates(doc)
        found.extend(Candidate(p.long_start, p.long_end, "acronym") for p in pairs)
        used = uses(text, pairs)
        found.extend(Candidate(start, end, "acronym") for start, end in used)
        found.extend(Candidate(s, e, "acronym") for s, e in headed(text, pairs, used))
        return doc


@Language.factory("explorer_acronyms")
def make_acronym_detector(nlp: Language, name: str) -> AcronymDetector:
    """Factory for :class:`AcronymDetector`."""
    return AcronymDetector()
