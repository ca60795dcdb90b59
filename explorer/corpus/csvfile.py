"""CSV (``.csv``): a header row, then one paper per row; the delimiter is ``,``, ``;`` or tab.

Column names go through the same aliases as every format, so a Zotero
export ("Abstract Note", "Publication Year", "Author") reads as it is.

Examples
--------
>>> [r.fields for r in iter_records("title;abstract\\nX;We propose X.\\n")]
[{'title': 'X', 'abstract': 'We propose X.'}]
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

from explorer.corpus.records import (
    FIELD_ALIASES,
    MAX_RECORD_BYTES,
    FormatError,
    RawRecord,
    normalise_key,
)
from explorer.i18n import translate

DELIMITERS = ",;\t"
_ABSTRACT_COLUMNS = FIELD_ALIASES["abstract"]
_HEADER_SAMPLE = 10_000


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per non-empty row.

    Raises
    ------
    FormatError
        When there is no header with an abstract column, or the CSV is malformed.
    """
    delimiter = _choose_delimiter(text)
    # The default limit (128 kB) would refuse a 1 MB abstract; one record's bound applies.
    old_limit = csv.field_size_limit(max(csv.field_size_limit(), MAX_RECORD_BYTES))
    try:
        yield from _rows(text, delimiter)
    finally:
        csv.field_size_limit(old_limit)


def _rows(text: str, delimiter: str) -> Iterator[RawRecord]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = next(reader, None)
        while header is not None and not any(cell.strip() for cell in header):
            header = next(reader, None)
        if header is None:
            raise FormatError(
                translate("CorpusErrors", "empty CSV file: a header row is required"), 1
            )
        columns = [cell.strip() for cell in header]
        if not any(normalise_key(c) in _ABSTRACT_COLUMNS for c in columns):
            found = ", ".join(c for c in columns if c) or translate("CorpusErrors", "none")
            problem = translate(
                "CorpusErrors", "no abstract column (columns found: {found}); name one of: {names}"
            )
            names = ", ".join(_ABSTRACT_COLUMNS)
            raise FormatError(problem.format(found=found, names=names), reader.line_num)
        line = reader.line_num + 1
        for row in reader:
            if any(cell.strip() for cell in row):
                yield RawRecord(line, _fields(columns, row))
            line = reader.line_num + 1
    except csv.Error as err:
        problem = translate("CorpusErrors", "malformed CSV: {problem}").format(problem=err)
        if "field limit" in str(err):
            problem = translate(
                "CorpusErrors", "a field longer than {limit} MB, the most one record may hold"
            ).format(limit=MAX_RECORD_BYTES >> 20)
        raise FormatError(problem, reader.line_num or None) from None


def _fields(columns: list[str], row: list[str]) -> dict[str, str]:
    fields: dict[str, str] = {}
    for name, value in zip(columns, row, strict=False):
        # With duplicate columns the first non-empty value wins.
        if name and not fields.get(name):
            fields[name] = value
    return fields


def _choose_delimiter(text: str) -> str:
    """The delimiter that splits the header into a list holding an abstract column.

    The sniffer's guess is tried first; a header that names an abstract
    column under one delimiter only decides it otherwise.
    """
    lines = (line for line in io.StringIO(text, newline="") if line.strip())
    # The sniffer's regular expressions are slow on huge lines, and a header is short.
    header_line = next(lines, "")[:_HEADER_SAMPLE].rstrip("\r\n")
    try:
        sniffed = csv.Sniffer().sniff(header_line, delimiters=DELIMITERS).delimiter
    except csv.Error:
        sniffed = max(DELIMITERS, key=header_line.count)
    candidates = [sniffed] + [d for d in DELIMITERS if d != sniffed]
    for delimiter in candidates:
        try:
            cells = next(csv.reader([header_line], delimiter=delimiter), [])
        except csv.Error:
            continue
        if any(normalise_key(cell.strip()) in _ABSTRACT_COLUMNS for cell in cells):
            return delimiter
    return sniffed
