"""The seed format (``.txt``): an optional header line, then abstracts separated by blank lines.

The header is the first block when it is one short line without a final
period ("ICML 2025 Papers", "ICML 2025 论文列表"); when it names a venue and a
year, every paper gets them.

Examples
--------
>>> [r.fields for r in iter_records("ICML 2025 Papers\\n\\nWe propose X.\\n")]
[{'abstract': 'We propose X.', 'venue': 'ICML 2025', 'year': 2025}]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from explorer.corpus.records import RawRecord

#: A header longer than this is taken to be an abstract.
MAX_HEADER_CHARS = 100
_VENUE_YEAR = re.compile(r"^\s*([A-Za-z][\w&.\-]*)\s+((?:19|20)\d\d)(?!\d)")
_FINAL_STOPS = (".", "。", "．")


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per abstract, with the header's venue and year when it has them."""
    blocks = list(_blocks(text))
    defaults: dict[str, object] = {}
    if blocks and _is_header(blocks[0][1]):
        header = blocks.pop(0)[1][0]
        match = _VENUE_YEAR.match(header)
        if match:
            defaults = {"venue": f"{match.group(1)} {match.group(2)}", "year": int(match.group(2))}
    for line, lines in blocks:
        yield RawRecord(line, {"abstract": "\n".join(lines), **defaults})


def _is_header(lines: list[str]) -> bool:
    only = lines[0].strip()
    return len(lines) == 1 and len(only) <= MAX_HEADER_CHARS and not only.endswith(_FINAL_STOPS)


def _blocks(text: str) -> Iterator[tuple[int, list[str]]]:
    """Runs of non-blank lines, each with the number of its first line."""
    start, current = 0, []
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for number, line in enumerate(lines, start=1):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            yield start, current
            current = []
    if current:
        yield start, current
