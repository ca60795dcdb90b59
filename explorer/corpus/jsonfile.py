"""A JSON file (``.json``): a list of paper objects, ``{"papers": [...]}``, or CSL JSON.

CSL JSON (a list of citation items, see :mod:`explorer.corpus.csljson`) is told apart from
explorer's own list by its fields.

Each record's line is found by walking the array a second time with
``raw_decode``, which reports where every element starts.

Examples
--------
>>> [(r.line, r.fields) for r in iter_records('{"papers": [\\n {"abstract": "A."}\\n]}')]
[(2, {'abstract': 'A.'})]
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from explorer.corpus import csljson, jsonl
from explorer.corpus.records import FormatError, RawRecord
from explorer.corpus.textdecode import line_index
from explorer.i18n import QT_TRANSLATE_NOOP, translate
from explorer.i18n.system_text import json_problem, value_kind

_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
_EXAMPLE = '{"papers": [...]}'
#: explorer's own JSON files that are not corpora, and what to do with them instead.
_NOT_CORPORA = {
    "explorer-view": QT_TRANSLATE_NOOP(
        "CorpusErrors",
        "this is a saved view, not a corpus; export it with "
        "`explorer export VIEW.explorer-view.json --html OUT.html`",
    ),
    "explorer-edits": QT_TRANSLATE_NOOP(
        "CorpusErrors", "this is a curation edits file, not a corpus; apply it with --edits"
    ),
}


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per element of the papers list.

    Raises
    ------
    FormatError
        When the text is not JSON or not a list of papers.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        if err.msg == "Extra data" and _first_line_is_object(text):
            # Several top-level objects: a JSON Lines file saved as .json.
            yield from jsonl.iter_records(text)
            return
        problem = translate("CorpusErrors", "invalid JSON at line {line}: {problem}")
        problem = problem.format(line=err.lineno, problem=json_problem(err.msg))
        raise FormatError(problem, err.lineno) from None
    except RecursionError:
        raise FormatError(translate("CorpusErrors", "invalid JSON: nested too deeply")) from None

    if isinstance(data, list):
        papers, array_at = data, _skip_space(text, 0)
    elif isinstance(data, dict) and isinstance(data.get("papers"), list):
        papers, array_at = data["papers"], _papers_array_position(text)
    elif isinstance(data, dict) and data.get("format") in _NOT_CORPORA:
        raise FormatError(translate("CorpusErrors", _NOT_CORPORA[data["format"]]), 1)
    elif isinstance(data, dict) and "nodes" in data and ("links" in data or "edges" in data):
        raise FormatError(
            translate(
                "CorpusErrors",
                "this is a graph file (node-link JSON), not a corpus; open it as a graph",
            )
        )
    elif isinstance(data, dict):
        keys = ", ".join(sorted(str(k) for k in data)[:8]) or translate("CorpusErrors", "none")
        problem = translate(
            "CorpusErrors",
            "expected a list of paper objects or {example}, found an object with keys: {keys}",
        )
        raise FormatError(problem.format(example=_EXAMPLE, keys=keys), 1)
    else:
        problem = translate(
            "CorpusErrors", "expected a list of paper objects or {example}, found {kind}"
        )
        raise FormatError(problem.format(example=_EXAMPLE, kind=value_kind(data)), 1)

    lines = _element_lines(text, array_at, len(papers))
    read = csljson.record_from_item if csljson.looks_like_csl(papers) else jsonl.record_from_value
    for line, value in zip(lines, papers, strict=True):
        yield read(line, value)


def _first_line_is_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text.split("\n", 1)[0]), dict)
    except (ValueError, RecursionError):
        return False


def _skip_space(text: str, pos: int) -> int:
    return _SPACE.match(text, pos).end()


def _papers_array_position(text: str) -> int:
    """Offset of the ``[`` of the last top-level "papers" value (the one json.loads keeps)."""
    pos = _skip_space(text, 0) + 1  # past "{"
    found = -1
    while True:
        pos = _skip_space(text, pos)
        if text[pos] == "}":
            return found
        key, pos = _DECODER.raw_decode(text, pos)
        pos = _skip_space(text, _skip_space(text, pos) + 1)  # past ":"
        if key == "papers":
            found = pos
        _, pos = _DECODER.raw_decode(text, pos)
        pos = _skip_space(text, pos)
        if text[pos] == ",":
            pos += 1


def _element_lines(text: str, array_at: int, count: int) -> list[int]:
    """Line number of each element of the array starting at ``array_at``."""
    line_at = line_index(text)
    starts: list[int] = []
    pos = array_at + 1
    while len(starts) < count:
        pos = _skip_space(text, pos)
        if text[pos] == ",":
            pos = _skip_space(text, pos + 1)
        starts.append(pos)
        _, pos = _DECODER.raw_decode(text, pos)
    return [line_at(start) for start in starts]
