"""One cached extraction record: its bytes, and the checks that the bytes tell the truth.

A record is zlib-compressed JSON of :meth:`PaperExtraction.to_compact`. Bytes that decompress
and parse may still lie (a sentence index past the sentence list, an offset that is text, a
label outside the schema), and a lie would fail later, on every run, far from the cache. So a
record is decoded here, checked field by field, and rejected with a ValueError that says what
is wrong.

Examples
--------
>>> from explorer.model import Mention, Paper
>>> paper = Paper(id="p", abstract="X is fast.")
>>> ex = PaperExtraction(paper, [Mention("X", "METHOD", "X", 0, 1, "X is fast.")], ["X"])
>>> extraction_from_record(paper, record_of(ex)) == ex
True
>>> extraction_from_record(paper, zlib.compress(b'[[], [["X","METHOD","X",0,1,3,""]], [], [], ""]'))
Traceback (most recent call last):
...
ValueError: mention 1: sentence index 3 out of range (0 sentences)
"""

from __future__ import annotations

import json
import math
import zlib
from typing import Any

from explorer.model import LABELS, PaperExtraction


def record_of(extraction: PaperExtraction) -> bytes:
    """The stored bytes of ``extraction`` (what :func:`extraction_from_record` reads)."""
    text = json.dumps(extraction.to_compact(), separators=(",", ":"))
    return zlib.compress(text.encode(), 1)


def extraction_from_record(paper, blob: bytes) -> PaperExtraction:
    """The extraction of ``paper`` stored in ``blob``.

    Raises
    ------
    ValueError
        The bytes do not decompress, do not parse, or do not describe an extraction
        (the message says which field is wrong).
    """
    try:
        data = json.loads(zlib.decompress(blob))
    except (zlib.error, TypeError, RecursionError) as err:
        raise ValueError(f"{type(err).__name__}: {err}") from None
    _check_compact(data, len(paper.abstract))
    return PaperExtraction.from_compact(paper, data)


def _is_int(value: Any) -> bool:
    return type(value) is int


def _check_compact(data: Any, text_length: int) -> None:
    if type(data) is not list or len(data) != 5:
        raise ValueError("not a list of 5 parts")
    sentences, mentions, proposed, claims, label = data
    if type(sentences) is not list or not all(
        type(s) is list and len(s) == 2 and type(s[0]) is str and _is_int(s[1]) for s in sentences
    ):
        raise ValueError("sentences are not [text, offset] pairs")
    if type(proposed) is not list or not all(type(name) is str for name in proposed):
        raise ValueError("proposed names are not a list of text")
    if type(label) is not str:
        raise ValueError("label is not text")
    for what, items in (("mention", mentions), ("claim", claims)):
        if type(items) is not list:
            raise ValueError(f"{what}s are not a list")
        for number, item in enumerate(items, 1):
            problem = _item_problem(what, item, len(sentences), text_length)
            if problem:
                raise ValueError(f"{what} {number}: {problem}")


def _item_problem(what: str, item: Any, n_sentences: int, text_length: int) -> str | None:
    """What is wrong with one compact mention or claim (both are 7 fields), or None."""
    if type(item) is not list or len(item) != 7:
        return "not a list of 7 fields"
    text, middle, third, start, end, sentence, last = item
    if what == "mention" and middle not in LABELS:
        return f"label {middle!r} is not one of {', '.join(LABELS)}"
    if what == "claim" and (type(middle) not in (int, float) or not math.isfinite(middle)):
        return f"value {middle!r} is not a number"
    if not all(type(t) is str for t in (text, third, last)):
        return "a text field is not text"
    if not (_is_int(start) and _is_int(end) and 0 <= start <= end <= text_length):
        return f"offsets {start!r}-{end!r} are not within the abstract"
    if not _is_int(sentence) or not 0 <= sentence < n_sentences:
        return f"sentence index {sentence!r} out of range ({n_sentences} sentences)"
    return None
