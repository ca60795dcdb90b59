"""Decode a corpus file's bytes: UTF-8 (BOM or not) or UTF-16 with a BOM, nothing else.

Guessing other encodings would silently corrupt names and formulas, so a
file that is none of these is refused with the line of its first bad byte.

Examples
--------
>>> decode_text("Café".encode("utf-16"))
'Café'
>>> decode_text(b"ok\\nCaf\\xe9")
Traceback (most recent call last):
...
explorer.corpus.records.FormatError: not valid UTF-8 (byte 0xe9 at line 2); save the file as UTF-8
"""

from __future__ import annotations

import bisect
import codecs
import re
from collections.abc import Callable

from explorer.corpus.records import FormatError


def decode_text(data: bytes) -> str:
    """The text of ``data``, with any byte-order mark removed.

    Raises
    ------
    FormatError
        When the bytes are not UTF-8 and carry no UTF-16 byte-order mark.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _decode_utf16(data)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        offset = err.start + (3 if data.startswith(codecs.BOM_UTF8) else 0)
        line = data.count(b"\n", 0, offset) + 1
        raise FormatError(
            f"not valid UTF-8 (byte 0x{data[offset]:02x} at line {line}); save the file as UTF-8",
            line,
        ) from None


def _decode_utf16(data: bytes) -> str:
    try:
        return data.decode("utf-16")
    except UnicodeDecodeError as err:
        line = data[: err.start].decode("utf-16", "replace").count("\n") + 1
        raise FormatError(
            f"not valid UTF-16 (bad data at line {line}); save the file as UTF-8", line
        ) from None


def line_index(text: str) -> Callable[[int], int]:
    """A function from a character offset in ``text`` to its 1-based line number.

    Examples
    --------
    >>> line_at = line_index("a\\nb\\nc")
    >>> line_at(0), line_at(2), line_at(4)
    (1, 2, 3)
    """
    newlines = [match.start() for match in re.finditer("\n", text)]
    return lambda offset: bisect.bisect_left(newlines, offset) + 1
