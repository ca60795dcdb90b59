"""Decode a corpus file's bytes: UTF-8 or UTF-16 (BOM or not), nothing else.

Guessing other encodings would silently corrupt names and formulas, so a
file that is none of these is refused with the line of its first bad byte.
UTF-16 without a byte-order mark is not a guess: its text (Latin letters,
digits, punctuation, line breaks) leaves a zero byte in every other place,
on one side only, which UTF-8 text never does.

Examples
--------
>>> decode_text("Café".encode("utf-16"))
'Café'
>>> decode_text("Café\\nsur la mer".encode("utf-16-be"))
'Café\\nsur la mer'
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
from explorer.i18n import translate


def decode_text(data: bytes | bytearray) -> str:
    """The text of ``data``, with any byte-order mark removed.

    Raises
    ------
    FormatError
        When the bytes are not UTF-8 and carry no UTF-16 byte-order mark.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _decode_utf16(data, "utf-16")
    encoding = bomless_utf16(data)
    if encoding is not None:
        return _decode_utf16(data, encoding)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        offset = err.start + (3 if data.startswith(codecs.BOM_UTF8) else 0)
        line = data.count(b"\n", 0, offset) + 1
        problem = translate(
            "CorpusErrors", "not valid UTF-8 (byte {byte} at line {line}); save the file as UTF-8"
        )
        raise FormatError(problem.format(byte=f"0x{data[offset]:02x}", line=line), line) from None


#: Bytes looked at to tell UTF-16 without a byte-order mark, and the share of code units
#: that must hold a zero byte on one side (and none on the other) to call it UTF-16.
_PROBE_BYTES = 4096
_ZERO_SHARE = 0.3


def bomless_utf16(data: bytes | bytearray) -> str | None:
    """``"utf-16-le"`` or ``"utf-16-be"`` when ``data`` is UTF-16 without a byte-order mark.

    Examples
    --------
    >>> bomless_utf16("title,abstract".encode("utf-16-le")), bomless_utf16(b"title,abstract")
    ('utf-16-le', None)
    """
    probe = data[: min(len(data), _PROBE_BYTES) // 2 * 2]
    units = len(probe) // 2
    if units < 2:
        return None
    zeros_even, zeros_odd = probe[0::2].count(0), probe[1::2].count(0)
    if zeros_odd >= units * _ZERO_SHARE and not zeros_even:
        return "utf-16-le"
    if zeros_even >= units * _ZERO_SHARE and not zeros_odd:
        return "utf-16-be"
    return None


def _decode_utf16(data: bytes | bytearray, encoding: str) -> str:
    name = "UTF-16"
    if encoding != "utf-16":
        name = translate("CorpusErrors", "{encoding} without a byte-order mark").format(
            encoding=encoding.upper()
        )
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as err:
        line = data[: err.start].decode(encoding, "replace").count("\n") + 1
        problem = translate(
            "CorpusErrors", "not valid {encoding} (bad data at line {line}); save the file as UTF-8"
        )
        raise FormatError(problem.format(encoding=name, line=line), line) from None


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
