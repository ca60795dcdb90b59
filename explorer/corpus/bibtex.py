"""BibTeX (``.bib``) through bibtexparser 1.x; Zotero exports are the model.

bibtexparser silently drops an entry it cannot parse, so every ``@type{key``
in the text is located first: an entry that did not come back is reported
at its line instead of vanishing.

Examples
--------
>>> bib = '@inproceedings{k,\\n title = {{LoRA} on {GPUs}},\\n abstract = {50\\\\% less.}}'
>>> [(r.line, r.fields["title"], r.fields["abstract"]) for r in iter_records(bib)]
[(1, 'LoRA on GPUs', '50% less.')]
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator

import bibtexparser
from bibtexparser.bibdatabase import UndefinedString
from bibtexparser.bparser import BibTexParser
from bibtexparser.customization import InvalidName, splitname

from explorer.corpus.latex import bibtex_to_text
from explorer.corpus.records import FormatError, RawRecord
from explorer.corpus.textdecode import line_index

_ENTRY_START = re.compile(r"@\s*([A-Za-z]+)\s*[{(]\s*([^,\s]*)")
_NOT_PAPERS = frozenset({"comment", "string", "preamble"})
_TEXT_FIELDS = ("title", "abstract", "booktitle", "journal")
_NAME_SEPARATOR = re.compile(r"[{}]|\s+and\s+", re.I)


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per entry, or a problem for an entry without abstract or unparsable.

    Raises
    ------
    FormatError
        When bibtexparser cannot read the file at all.
    """
    line_at = line_index(text)
    starts = [
        (line_at(m.start()), m.group(1).lower(), m.group(2))
        for m in _ENTRY_START.finditer(text)
        if m.group(1).lower() not in _NOT_PAPERS
    ]
    for line, entry, where in _pair(starts, _parse(text)):
        if entry is None:
            yield RawRecord(line, None, f"cannot parse BibTeX entry {where}")
        elif not entry.get("abstract", "").strip():
            yield RawRecord(line, None, f"BibTeX entry '{entry['ID']}' has no abstract")
        else:
            yield RawRecord(line, _fields(entry))


def _pair(
    starts: list[tuple[int, str, str]], entries: list[dict[str, str]]
) -> Iterator[tuple[int, dict[str, str] | None, str]]:
    """Match each located ``@type{key`` with the entry parsed from it, in file order.

    A start left without an entry is one bibtexparser could not parse.
    """
    signatures = [(entry_type, key) for _, entry_type, key in starts]
    next_start = 0
    for entry in entries:
        try:
            found = signatures.index((entry["ENTRYTYPE"].lower(), entry["ID"]), next_start)
        except ValueError:  # not located by the pattern: keep it, at the nearest line
            nearest = starts[min(next_start, len(starts) - 1)][0] if starts else 1
            yield nearest, entry, ""
            continue
        for line, entry_type, key in starts[next_start:found]:
            yield line, None, f"@{entry_type}{{{key}"
        yield starts[found][0], entry, ""
        next_start = found + 1
    for line, entry_type, key in starts[next_start:]:
        yield line, None, f"@{entry_type}{{{key}"


def _parse(text: str) -> list[dict[str, str]]:
    try:
        with warnings.catch_warnings():
            # pyparsing 3 warns about the old API names that bibtexparser 1.x calls.
            warnings.simplefilter("ignore", DeprecationWarning)
            parser = BibTexParser(common_strings=True, ignore_nonstandard_types=False)
            return bibtexparser.loads(text, parser).entries
    except UndefinedString as err:
        name = str(err.args[0]) if err.args else ""
        use = re.search(r"=\s*" + re.escape(name) + r"\b", text) if name else None
        line = line_index(text)(use.start()) if use else None
        raise FormatError(f"unparsable BibTeX: undefined @string '{name}'", line) from None
    except Exception as err:  # pyparsing and bibtexparser raise many types
        raise FormatError(f"unparsable BibTeX ({type(err).__name__}: {err})") from None


def _fields(entry: dict[str, str]) -> dict[str, object]:
    fields: dict[str, object] = {
        name: value for name, value in entry.items() if name not in ("ENTRYTYPE", "ID")
    }
    for name in _TEXT_FIELDS:
        if name in fields:
            fields[name] = bibtex_to_text(entry[name])
    if "author" in fields:
        fields["author"] = [_display_name(n) for n in split_names(entry["author"])]
    fields["id"] = entry["ID"]
    return fields


def split_names(value: str) -> list[str]:
    """Split a BibTeX name list on " and " outside braces.

    Examples
    --------
    >>> split_names("Smith, John and {Barnes and Noble} AND Doe, J.")
    ['Smith, John', '{Barnes and Noble}', 'Doe, J.']
    """
    names, depth, start = [], 0, 0
    for match in _NAME_SEPARATOR.finditer(value):
        token = match.group()
        if token == "{":
            depth += 1
        elif token == "}":
            depth = max(depth - 1, 0)
        elif depth == 0:
            names.append(value[start : match.start()])
            start = match.end()
    names.append(value[start:])
    return [name.strip() for name in names if name.strip()]


def _display_name(name: str) -> str:
    """ "Last, First" or "First von Last" as "First von Last Jr", LaTeX turned into text."""
    try:
        parts = splitname(name, strict_mode=True)
    except InvalidName:
        return bibtex_to_text(name)
    ordered = [*parts.get("first", []), *parts.get("von", []), *parts.get("last", [])]
    ordered += parts.get("jr", [])
    return bibtex_to_text(" ".join(ordered)) or bibtex_to_text(name)
