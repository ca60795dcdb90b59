"""Short forms and their long forms, matched letter by letter (Schwartz & Hearst, 2003).

The pure helpers that both ways of defining an acronym share: "Long Form (LF)", read by
:mod:`explorer.nlp.acronyms`, and "LF, the Long Form", read by
:mod:`explorer.nlp.acronym_glosses`.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Words that a capitalised name may hold in lowercase ("Learning to Rank", "Bag of Words").
NAME_FUNCTION_WORDS = frozenset({"of", "for", "and", "to", "in", "on", "with", "the", "via"})


@dataclass(frozen=True)
class AcronymPair:
    """A short form defined in the text and its long form (character offsets)."""

    short: str
    long: str
    long_start: int
    long_end: int
    short_start: int
    short_end: int


def is_short_form(text: str, common: frozenset[str] = frozenset()) -> bool:
    """Does ``text`` look like an acronym ("CASE", "mAIHT", "QA-SFT", "SNNs")?

    Examples
    --------
    >>> is_short_form("CASE"), is_short_form("mAIHT"), is_short_form("see Table 1")
    (True, True, False)
    """
    if not 2 <= len(text) <= 12 or " " in text.strip():
        return False
    if not text[0].isalnum() or not any(c.isupper() for c in text):
        return False
    letters = sum(c.isalpha() for c in text)
    capitals = sum(c.isupper() for c in text)
    if capitals == 1 and common:  # "Olica": one capital, but not an ordinary word
        return text[0].isupper() and letters >= 3 and text.lower() not in common
    return letters >= 2 and capitals >= 2


def match_long_form(short: str, text: str) -> int | None:
    """Start offset in ``text`` of the long form ending ``text`` for ``short``, or None.

    Every alphanumeric character of the short form must appear, in order, in the long form,
    and the short form's first character must start a word (Schwartz & Hearst).

    Examples
    --------
    >>> t = "we propose Challenger Arm Sampling for Exemplar selection"
    >>> t[match_long_form("CASE", t):]
    'Challenger Arm Sampling for Exemplar selection'
    """
    core = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
    s_chars = [c.lower() for c in core if c.isalnum()]
    lowered = text.lower()
    l_index = len(lowered) - 1
    for s_index in range(len(s_chars) - 1, -1, -1):
        c = s_chars[s_index]
        while l_index >= 0 and (
            lowered[l_index] != c
            or (s_index == 0 and l_index > 0 and lowered[l_index - 1].isalnum())
        ):
            l_index -= 1
        if l_index < 0:
            return None
        l_index -= 1
    start = l_index + 1
    while start > 0 and text[start - 1] in "-/" and start > 1 and text[start - 2].isalnum():
        start = text.rfind(" ", 0, start - 1) + 1  # keep hyphenated compounds whole
    words = len(text[start:].split())
    if words > min(len(s_chars) + 5, len(s_chars) * 2) or words < 1:
        return None
    if len(text) - start <= len(core):
        return None
    return start
