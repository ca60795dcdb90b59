"""Cheap regex scanning: try an expensive pattern only where a match can start.

Python's ``re`` scans quickly for a pattern that starts with a plain character class; a pattern
that starts with a look-behind, ``\\b`` or a case-insensitive word is tried at every character.
The rule components know where their matches can start (a capital letter, a digit), so they
find those places with a cheap pattern and try the expensive one only there. The results are
exactly those of ``pattern.finditer``, as long as every match starts at one of the places given
and no match is empty.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_CAPITAL = re.compile(r"[A-Z]")


def finditer_at(
    pattern: re.Pattern, text: str, starts: Iterable[int], end: int | None = None
) -> list[re.Match]:
    """``list(pattern.finditer(text))`` when every match starts at one of ``starts`` (sorted);
    with ``end``, ``list(pattern.finditer(text, 0, end))``.

    Examples
    --------
    >>> import re
    >>> name = re.compile(r"(?<![\\w-])[A-Z]\\w*[0-9]")
    >>> text = "the A100 and an H100 beat v2"
    >>> [m.group() for m in finditer_at(name, text, capitals(text))]
    ['A100', 'H100']
    """
    matches, after = [], 0
    limit = len(text) if end is None else end
    for start in starts:
        if start >= after and (m := pattern.match(text, start, limit)):
            matches.append(m)
            after = m.end()
    return matches


def capitals(text: str) -> list[int]:
    """Offsets of the ASCII capital letters in ``text``."""
    return [m.start() for m in _CAPITAL.finditer(text)]


def word_starts(text: str, words: Iterable[str]) -> list[int]:
    """Offsets (sorted) where one of ``words`` starts a word of ``text``: no word character
    (``re``'s ``\\w``: alphanumeric or ``_``) before it. ``str.find`` runs through a text much
    faster than ``re`` tries a pattern that starts with a frequent letter at each of them.

    Examples
    --------
    >>> word_starts("Our tour: our ours", ["our", "Our"])
    [0, 10, 14]
    """
    return [
        at
        for at in occurrences(text, words)
        if not at or not (text[at - 1].isalnum() or text[at - 1] == "_")
    ]


def occurrences(text: str, words: Iterable[str]) -> list[int]:
    """Offsets (sorted, each once) where one of ``words`` occurs in ``text``, found by
    ``str.find``.

    Examples
    --------
    >>> occurrences("Our tour: our ours", ["our", ": "])
    [5, 8, 10, 14]
    """
    found = set()
    for word in words:
        at = text.find(word)
        while at != -1:
            found.add(at)
            at = text.find(word, at + 1)
    return sorted(found)


def chunks_with(text: str, offsets: Iterable[int]) -> list[tuple[int, int]]:
    """The space-delimited chunks of ``text`` that contain one of ``offsets`` (sorted).

    A pattern that cannot match a space finds the same matches in these chunks as in the whole
    text, if it can only match around one of the offsets.

    Examples
    --------
    >>> text = "a BigName and x9 and CamelCase"
    >>> [text[s:e] for s, e in chunks_with(text, capitals(text))]
    ['BigName', 'CamelCase']
    """
    chunks: list[tuple[int, int]] = []
    end = -1
    for offset in offsets:
        if offset < end:
            continue
        start = text.rfind(" ", 0, offset) + 1
        end = text.find(" ", offset)
        if end == -1:
            end = len(text)
        chunks.append((start, end))
    return chunks


def finditer_in(
    pattern: re.Pattern, text: str, chunks: Iterable[tuple[int, int]]
) -> list[re.Match]:
    """Matches of ``pattern`` inside each ``(start, end)`` chunk, in order."""
    return [m for start, end in chunks for m in pattern.finditer(text, start, end)]


def word_alternatives(words: Iterable[str], *, ignore_case: bool = False) -> str:
    """A pattern for ``\\b(?:word1|word2|...)`` that Python's ``re`` scans for quickly.

    It starts with the set of first letters (a fast scan), checks the word boundary with a
    look-behind, then tries only the words with that first letter. Longer words come first.
    Every word must start with a letter or digit; ``ignore_case`` folds the first letter's
    ASCII case only.

    Examples
    --------
    >>> import re
    >>> subject = re.compile(word_alternatives(["we", "this paper"], ignore_case=True) + r"\\b")
    >>> [m.group() for m in subject.finditer("This paper shows: we win, awe, WE")]
    ['This paper', 'we', 'WE']
    """
    by_first: dict[str, list[str]] = {}
    for word in sorted(set(words), key=len, reverse=True):
        if not word[:1].isalnum():
            raise ValueError(f"word_alternatives: {word!r} does not start with a letter or digit")
        first = word[0].lower() if ignore_case else word[0]
        by_first.setdefault(first, []).append(word[1:])
    cased = "(?i:" if ignore_case else "(?:"
    branches = []
    letters = ""
    for first, rests in by_first.items():
        both = first + first.upper() if ignore_case and first.upper() != first else first
        letters += both
        rest = "|".join(re.escape(r) for r in rests)
        branches.append(f"(?<=[{re.escape(both)}]){cased}{rest})")
    # (?<!\w\w) after a first letter that is a word character: no word character before it.
    return f"[{re.escape(letters)}](?<!\\w\\w)(?:{'|'.join(branches)})"
