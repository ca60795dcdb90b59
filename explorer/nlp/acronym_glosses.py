"""Acronyms glossed after they are named: "MEMO for Memory-efficient Expandable MOdel".

Schwartz & Hearst read a long form before its short form in parentheses ("Memory-efficient
Expandable MOdel (MEMO)"). Papers also name the short form first and gloss it after a comma
and an article, "for", a dash, a colon or "which stands for":

- "we introduce PIXEL, the Pixel-based Encoder of Language, which ..."
- "we propose NOSMOG, a novel method to learn NOise-robust Structure-aware MLPs On Graphs"
- "a framework -- AutoIP, for Automatically Incorporating Physics -- that ..."
- "we propose DNS: a DeterminantalPoint Process based Neural Network Sampler that ..."

The gloss runs to the next clause break; its long form is the shortest end of it whose words
spell the short form (:func:`explorer.nlp.acronyms.match_long_form`), and it must read as a
name: its first and last words capitalised and most of its words too. A lowercase phrase
("RL for robot learning") is never taken, so an ordinary "X for Y" does not define X.
"""

from __future__ import annotations

import re
from functools import lru_cache

from explorer.nlp.resources import rule_words
from explorer.nlp.scan import occurrences
from explorer.nlp.short_forms import (
    NAME_FUNCTION_WORDS,
    AcronymPair,
    is_short_form,
    match_long_form,
)

#: What introduces a gloss, read where the word before it ends.
_INTRODUCER = re.compile(
    r"(?:,?\s+(?:(?:which\s+)?stands|standing|short)\s+for\s+"
    r"|,\s+(?:the|a|an)\s+"
    r"|,?\s+for\s+"
    r"|\s*(?:—|–|--)\s*"
    r"|:\s+(?:(?:the|a|an)\s+)?)"
    r"[`'\"“‘]*"
)
#: Literal pieces of every introducer: found by ``str.find``, they spare a regular expression
#: a visit to every character of the text (a third of the cost of the component otherwise).
_INTRODUCER_PIECES = (
    ", the ",
    ", a ",
    ", an ",
    " for ",
    "—",
    "–",
    "--",
    ": ",
    "stands for",
    "standing for",
    "short for",
)
_SHORT_BEFORE = re.compile(r"(?<![\w\-.])[A-Za-z][\w\-]{0,10}\w$")
#: Where a gloss ends: punctuation, a quote, a dash, or a word that opens a clause.
_GLOSS_END = re.compile(
    r"[,.;:(){}\[\]\"“”’]|''|—|–|--"
    r"|\s(?:that|which|who|whose|where|is|are|was|were|has|have|can|will|to\s+[a-z]+\s+the)\b"
)
#: Lowercase words a name may hold ("Encoder of Language", "Process based Neural Network").
_NAME_JOINERS = NAME_FUNCTION_WORDS | {"based"}
_MAX_GLOSS = 160
_TOKEN = re.compile(r"\S+")


def find_glosses(
    text: str,
    offset: int = 0,
    common: frozenset[str] = frozenset(),
    defined: frozenset[str] = frozenset(),
) -> list[AcronymPair]:
    """Acronyms in ``text`` glossed after they stand (offsets shifted by ``offset``).

    ``defined`` holds short forms the text already defines ("Long Form (LF)"): they are left
    alone.

    Examples
    --------
    >>> t = "This paper introduces PIXEL, the Pixel-based Encoder of Language, which renders text."
    >>> [(p.short, p.long) for p in find_glosses(t)]
    [('PIXEL', 'Pixel-based Encoder of Language')]
    >>> t = "we propose NOSMOG, a method to learn NOise-robust Structure-aware MLPs On Graphs."
    >>> [(p.short, p.long) for p in find_glosses(t)]
    [('NOSMOG', 'NOise-robust Structure-aware MLPs On Graphs')]
    >>> find_glosses("We use RL for robot learning in the wild.")
    []
    """
    clause_words = _clause_words()
    pairs = []
    for short_start, short_end in _introduced_words(text):
        short = text[short_start:short_end]
        if short in defined or not is_short_form(short, common):
            continue
        m = _INTRODUCER.match(text, short_end)
        if m is None:
            continue
        end = _GLOSS_END.search(text, m.end(), m.end() + _MAX_GLOSS)
        gloss = text[m.end() : end.start() if end else m.end() + _MAX_GLOSS]
        gloss = gloss[: _name_end(gloss, clause_words)]
        start = match_long_form(short, gloss) if gloss else None
        if start is None or short in gloss or not _reads_as_name(gloss[start:]):
            continue
        long_start = offset + m.end() + start
        pairs.append(
            AcronymPair(
                short,
                gloss[start:],
                long_start,
                long_start + len(gloss) - start,
                offset + short_start,
                offset + short_end,
            )
        )
    return pairs


def _introduced_words(text: str) -> list[tuple[int, int]]:
    """Start and end of each word with a capital that an introducer piece follows, in order."""
    words = []
    for at in occurrences(text, _INTRODUCER_PIECES):
        end = at
        while end > 0 and text[end - 1] in " ,":
            end -= 1  # "X, for" and "X -- ": the word ends before the comma or the space
        m = _SHORT_BEFORE.search(text, max(0, end - 12), end)
        if m and not m.group().islower() and (not words or words[-1][1] != m.end()):
            words.append((m.start(), m.end()))
    return words


@lru_cache(maxsize=1)
def _clause_words() -> frozenset[str]:
    """Words after which a name has ended: clause words and the head nouns a paper puts after
    its method's name ("GrAdient Splitting approach", "Density-Aware Calibration method")."""
    return rule_words("clause_boundaries") | rule_words("own_method_nouns")


def _name_end(gloss: str, clause_words: frozenset[str]) -> int:
    """Where the name in ``gloss`` ends: after its last capitalised word when nothing, a
    clause word or a method noun follows ("Foo Bar in practice", "Foo Bar method" are "Foo
    Bar"); 0 when other lowercase words go on
    ("Locally Explainable Time series classification": no long form rather than one cut
    at "Time").

    >>> g = "Foo Bar in practice "
    >>> g[: _name_end(g, frozenset({"in"}))], _name_end("Foo series", frozenset())
    ('Foo Bar', 0)
    """
    words = list(_TOKEN.finditer(gloss))
    last = max((i for i, w in enumerate(words) if w.group()[:1].isupper()), default=-1)
    if last < 0:
        return 0
    if last < len(words) - 1 and words[last + 1].group().lower() not in clause_words:
        return 0
    return words[last].end()


def _reads_as_name(long_form: str) -> bool:
    """First and last words capitalised, and at most one other lowercase word that is not a
    joining word ("DeterminantalPoint Process based Neural Network Sampler").

    >>> _reads_as_name("Recursive Estimator for Arbitrary Depth"), _reads_as_name("robot Learning")
    (True, False)
    """
    words = long_form.split()
    if len(words) < 2 or not words[0][:1].isupper() or not words[-1][:1].isupper():
        return False
    lowercase = [w for w in words if not w[:1].isupper() and not w[:1].isdigit()]
    return sum(w not in _NAME_JOINERS for w in lowercase) <= 1 and len(lowercase) < len(words) / 2
