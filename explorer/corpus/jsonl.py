"""JSON Lines (``.jsonl``, ``.ndjson``): one JSON object per line; blank lines are ignored.

Examples
--------
>>> [(r.line, r.fields, r.problem) for r in iter_records('{"abstract": "A."}\\n\\n[1]\\n')]
[(1, {'abstract': 'A.'}, ''), (3, None, 'record is a list, not a JSON object')]
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from explorer.corpus.records import RawRecord

_TYPE_NAMES = {
    list: "a list",
    str: "a string",
    int: "a number",
    float: "a number",
    bool: "true/false",
}


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per non-blank line; bad lines become problems, not exceptions."""
    # Split on "\n" only: str.splitlines would also split at U+2028, which is valid inside JSON.
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as err:
            yield RawRecord(number, None, f"invalid JSON: {err.msg} (column {err.colno})")
            continue
        except RecursionError:
            yield RawRecord(number, None, "invalid JSON: nested too deeply")
            continue
        yield record_from_value(number, value)


def record_from_value(line: int, value: object) -> RawRecord:
    """A record for a decoded JSON value, or a problem when it is not an object."""
    if isinstance(value, dict):
        return RawRecord(line, value)
    kind = "null" if value is None else _TYPE_NAMES.get(type(value), type(value).__name__)
    return RawRecord(line, None, f"record is {kind}, not a JSON object")
