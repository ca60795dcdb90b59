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
from explorer.i18n import translate
from explorer.i18n.system_text import json_problem, value_kind


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per non-blank line; bad lines become problems, not exceptions."""
    # Split on "\n" only: str.splitlines would also split at U+2028, which is valid inside JSON.
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as err:
            problem = translate("CorpusErrors", "invalid JSON: {problem} (column {column})")
            problem = problem.format(problem=json_problem(err.msg), column=err.colno)
            yield RawRecord(number, None, problem)
            continue
        except RecursionError:
            yield RawRecord(
                number, None, translate("CorpusErrors", "invalid JSON: nested too deeply")
            )
            continue
        yield record_from_value(number, value)


def record_from_value(line: int, value: object) -> RawRecord:
    """A record for a decoded JSON value, or a problem when it is not an object."""
    if isinstance(value, dict):
        return RawRecord(line, value)
    problem = translate("CorpusErrors", "record is {kind}, not a JSON object")
    return RawRecord(line, None, problem.format(kind=value_kind(value)))
