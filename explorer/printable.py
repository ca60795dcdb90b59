"""Corpus text made safe to show as plain text: printable in messages, isolated in views.

Field names, CSV headers, BibTeX keys and labels come from untrusted files. Written raw to a
terminal, an escape sequence in them (``"\\x1b[2J"``) clears the screen or retitles the
window, and a bidirectional control (U+202E) reverses the rest of the line. Every message
path (errors, warnings, ``stats`` and ``eval`` output, the app's dialogs and status bar)
passes its text through :func:`printable`, which shows such characters as visible escapes.

Views show corpus text as it is, but each string in its own bidirectional isolate
(:func:`isolate` in plain and Qt text, ``<bdi>`` or ``dir="auto"`` in the exported page), so
an unterminated U+202E in one author's name cannot reverse the next author.

Examples
--------
>>> printable("csv header \\x1b[2Jabstract\\u202e")
'csv header \\\\x1b[2Jabstract\\\\u202e'
>>> printable("Müller 我们 café")
'Müller 我们 café'
>>> isolate("\u202eEve") + ", Bob" == "\u2068\u202eEve\u2069, Bob"
True
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

#: FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode 6.3): the text between takes its
#: direction from its first strong letter, and any embedding or override it opens ends at PDI.
FSI, PDI = "\u2068", "\u2069"

#: Categories shown as escapes: controls (C0, C1, DEL), formatting characters (bidirectional
#: controls, zero-width characters), lone surrogates, and the line and paragraph separators.
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def _escaped(text: str, escape: Callable[[int], str], keep: str = "") -> str:
    # str.isprintable is False for every hidden character (and a few harmless ones, such as
    # a no-break space), so ordinary text is returned without a look at each character.
    if text.isprintable():
        return text
    return "".join(
        escape(ord(c)) if unicodedata.category(c) in _HIDDEN_CATEGORIES and c not in keep else c
        for c in text
    )


def _escape(code: int) -> str:
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def printable(text: str) -> str:
    """``text`` with every control, formatting and separator character as a visible escape."""
    return _escaped(text, _escape)


def _json_escape(code: int) -> str:
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def printable_json(text: str) -> str:
    """JSON ``text`` with those characters as ``\\uXXXX`` escapes: the same data, safe to show.

    They can only stand inside JSON strings, where an escape means the same character (a raw
    line break or tab is the layout of indented JSON, since JSON strings escape their own).

    Examples
    --------
    >>> import json
    >>> shown = printable_json(json.dumps({"label": "a\\u202eb\\x9b"}, ensure_ascii=False))
    >>> shown
    '{"label": "a\\\\u202eb\\\\u009b"}'
    >>> printable_json(json.dumps({"a": "\\n"}, indent=1))
    '{\\n "a": "\\\\n"\\n}'
    >>> json.loads(shown)["label"] == "a\\u202eb\\x9b"
    True
    """
    return _escaped(text, _json_escape, keep="\n\r\t")


def isolate(text: str) -> str:
    """``text`` in a bidirectional isolate: its direction controls cannot reach what follows."""
    return f"{FSI}{text}{PDI}" if text else text
