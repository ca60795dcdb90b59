"""Tell a graph file from a corpus file, so one "Open" can take either.

Examples
--------
>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "g.json").write_text('{"nodes": [], "links": []}')
>>> _ = (folder / "c.json").write_text('[{"abstract": "We propose X."}]')
>>> looks_like_graph_file(folder / "g.json"), looks_like_graph_file(folder / "c.json")
(True, False)
"""

from __future__ import annotations

import codecs
import json
import re
from pathlib import Path

from explorer.corpus.records import FormatError
from explorer.corpus.textdecode import decode_text

#: Suffixes that only graph files use.
GRAPH_SUFFIXES = (".graphml", ".gexf")
_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
# Enough to see the first significant character after any byte-order mark and blank space.
_PROBE_BYTES = 4096


def looks_like_graph_file(path: str | Path) -> bool:
    """True for GraphML/GEXF/``.json.gz``, and for a ``.json`` whose top-level object has
    "nodes" and "links" or "edges" (node-link JSON).

    A JSON list, or a file that cannot be read, is not a graph. Only the
    first bytes are read unless the file holds a top-level object, whose
    keys are then walked until both are seen.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in GRAPH_SUFFIXES or path.name.lower().endswith(".json.gz"):
        return True
    if suffix != ".json" or not path.is_file():
        return False
    try:
        with path.open("rb") as stream:
            head = stream.read(_PROBE_BYTES)
            if _first_char(head) != "{":
                return False
            text = decode_text(head + stream.read())
        return _has_graph_keys(text)
    except (OSError, FormatError, ValueError, IndexError, RecursionError):
        return False


def _first_char(head: bytes) -> str:
    # The probe may end inside a multi-byte character, so decoding here is lenient.
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = head.decode("utf-16", "ignore")
    else:
        text = head.decode("utf-8-sig", "ignore")
    return text.lstrip(" \t\r\n")[:1]


def _has_graph_keys(text: str) -> bool:
    """Walk the top-level object's keys, skipping each value without keeping it."""
    pos = _SPACE.match(text, text.index("{")).end() + 1
    keys: set[str] = set()
    while True:
        pos = _SPACE.match(text, pos).end()
        if text[pos] == "}":
            return False
        key, pos = _DECODER.raw_decode(text, pos)
        keys.add(key)
        if "nodes" in keys and ("links" in keys or "edges" in keys):
            return True
        pos = _SPACE.match(text, _SPACE.match(text, pos).end() + 1).end()  # past ":"
        _, pos = _DECODER.raw_decode(text, pos)
        pos = _SPACE.match(text, pos).end()
        if text[pos] == ",":
            pos += 1
