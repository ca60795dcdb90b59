"""Cut an abstract longer than spaCy's ``nlp.max_length`` into pieces that end a sentence.

spaCy refuses a text over ``nlp.max_length`` characters (1,000,000 by default; error E088): its
guard is about the memory of parsers and entity recognisers, which this pipeline does not
have, but a doc still costs memory in proportion to its length (156 MB at the peak for
1,000,000 characters of "We propose LoRA on A100 GPUs. "). So a longer abstract is read in
pieces of at most ``nlp.max_length`` characters each, cut after a sentence's final stop where
there is one (else at a space, else anywhere), and what the pieces find is put together with
offsets into the whole abstract. Within a piece nothing changes; across pieces an acronym
defined in one is not linked to its uses in the next. Abstracts up to ``nlp.max_length`` are
read whole, as before.
"""

from __future__ import annotations

import re

#: A sentence's final stop and the spaces after it: a piece ends after them.
_SENTENCE_END = re.compile(r"[.!?。！？]\s+")
_SPACES = re.compile(r"\s+")


def pieces(text: str, limit: int) -> list[tuple[int, int]]:
    """``(start, end)`` pieces that cover ``text``, each at most ``limit`` characters long.

    Examples
    --------
    >>> text = "One two. Three four. Five."
    >>> [text[s:e] for s, e in pieces(text, 14)]
    ['One two. ', 'Three four. ', 'Five.']
    >>> pieces("short", 10)
    [(0, 5)]
    """
    if limit < 1:
        raise ValueError(f"pieces of at most {limit} characters")
    out = []
    start = 0
    while len(text) - start > limit:
        end = start + limit
        cut = _last_end(_SENTENCE_END, text, start, end) or _last_end(_SPACES, text, start, end)
        out.append((start, cut or end))
        start = cut or end
    out.append((start, len(text)))
    return out


def _last_end(pattern: re.Pattern, text: str, start: int, end: int) -> int | None:
    """End of the last match of ``pattern`` inside ``text[start:end]`` after ``start``."""
    # Only the last part of the window is searched, growing until a match shows up, so each
    # piece costs about the length of its tail, not of the whole window.
    window = 4096
    while True:
        lower = max(start + 1, end - window)
        last = None
        for last in pattern.finditer(text, lower, end):  # noqa: B007 (the last one is wanted)
            pass
        if last is not None and last.end() > start:
            return last.end()
        if lower == start + 1:
            return None
        window *= 4


def shifted(ranges: list[tuple[int, int]], start: int, end: int) -> list[tuple[int, int]]:
    """The parts of ``ranges`` inside ``[start, end)``, with offsets from ``start``.

    Examples
    --------
    >>> shifted([(0, 3), (5, 9), (12, 14)], 4, 13)
    [(1, 5), (8, 9)]
    """
    return [
        (max(s, start) - start, min(e, end) - start) for s, e in ranges if s < end and e > start
    ]
