"""RIS (``.ris``): the tagged format every reference manager exports, parsed with rispy.

rispy turns one reference into a dict but silently drops references it cannot close, so
this module first cuts the text into references itself (``TY  -`` ... ``ER  -``), keeping
each one's line, and hands rispy one reference at a time.

Examples
--------
>>> text = "TY  - JOUR\\nTI  - A title\\nAU  - Smith, John\\nAB  - We propose X.\\nER  - \\n"
>>> [(r.line, r.fields["title"], r.fields["authors"]) for r in iter_records(text)]
[(1, 'A title', ['Smith, John'])]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import rispy

from explorer.corpus.records import FormatError, RawRecord
from explorer.i18n import translate

# A tag line: two characters, two spaces, a dash (the space after it may be trimmed away).
_TAG = re.compile(r"^([A-Z][A-Z0-9])  -(?: (.*)|)$")

#: Field -> rispy keys it is read from, preferred first.
_FIELDS = {
    "id": ("id",),
    "title": ("title", "primary_title", "translated_title"),
    "abstract": ("abstract", "notes_abstract"),
    "authors": ("authors", "first_authors"),
    "year": ("year", "publication_year", "date"),
    "venue": ("secondary_title", "journal_name", "alternate_title3", "alternate_title1"),
    "doi": ("doi",),
    "url": ("urls",),
}


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per reference, with the line of its ``TY`` tag.

    Raises
    ------
    FormatError
        When the text before the first reference is not blank (not a RIS file).
    """
    start: int | None = None
    lines: list[str] = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        tag = _TAG.match(line)
        if start is None:
            if tag and tag.group(1) == "TY":
                start, lines = number, [line]
            elif line.strip():
                found = line[:40]
                problem = translate(
                    "CorpusErrors", "not a RIS file: expected a TY tag, found {found}"
                )
                raise FormatError(problem.format(found=repr(found)), number)
            continue
        if tag and tag.group(1) == "TY":
            problem = translate("CorpusErrors", "reference has no end tag (ER) before line {line}")
            yield RawRecord(start, None, problem.format(line=number))
            start, lines = number, [line]
            continue
        lines.append(line)
        if tag and tag.group(1) == "ER":
            yield _record(start, lines)
            start = None
    if start is not None:
        problem = translate("CorpusErrors", "reference has no end tag (ER) before the file ends")
        yield RawRecord(start, None, problem)


def _record(line: int, lines: list[str]) -> RawRecord:
    parsed = rispy.loads("\n".join(lines))
    if len(parsed) != 1:
        return RawRecord(line, None, translate("CorpusErrors", "cannot read this reference"))
    reference = parsed[0]
    fields = {}
    for field, keys in _FIELDS.items():
        value = next((reference[k] for k in keys if reference.get(k)), None)
        if field == "url" and isinstance(value, list):
            value = value[0]
        if value is not None:
            fields[field] = value
    return RawRecord(line, fields)
