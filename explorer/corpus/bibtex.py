"""BibTeX (``.bib``) through bibtexparser 1.x; Zotero exports are the model.

Every ``@type{key`` that begins an entry is located first, and each entry that
starts a line is parsed on its own (by one parser, so ``@string`` macros carry
over). A broken entry then cannot swallow the ones after it, and an entry that
bibtexparser drops without a word is reported at its line instead of vanishing.
An ``@type{`` inside the braces of the entry before it (an e-mail address in an
abstract, ``foo@article{bar}``) is that entry's text, not an entry.

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
from typing import TYPE_CHECKING

from explorer.corpus.latex import bibtex_to_text
from explorer.corpus.records import RawRecord
from explorer.corpus.textdecode import line_index
from explorer.i18n import translate

if TYPE_CHECKING:  # bibtexparser (and pyparsing) is imported when a .bib file is read, not by
    # every command that reads a corpus: a twentieth of a second of each `explorer extract`.
    from bibtexparser.bparser import BibTexParser

_ENTRY_START = re.compile(r"@\s*([A-Za-z]+)\s*([{(])\s*([^,\s]*)")
_NOT_PAPERS = frozenset({"comment", "string", "preamble"})
_TEXT_FIELDS = ("title", "abstract", "booktitle", "journal")
_NAME_SEPARATOR = re.compile(r"[{}]|\s+and\s+", re.I)

#: A located entry start: (line, type, key).
Start = tuple[int, str, str]


def iter_records(text: str) -> Iterator[RawRecord]:
    """Yield one record per entry, or a problem for an entry without abstract or unparsable."""
    line_at = line_index(text)
    matches = entry_starts(text)
    cuts = sorted({0, len(text), *(m.start() for m in matches if _starts_line(text, m.start()))})
    parser = _new_parser()
    next_match = 0
    for begin, end in zip(cuts, cuts[1:], strict=False):
        starts: list[Start] = []
        while next_match < len(matches) and matches[next_match].start() < end:
            match = matches[next_match]
            next_match += 1
            if match.group(1).lower() not in _NOT_PAPERS:
                starts.append((line_at(match.start()), match.group(1).lower(), match.group(3)))
        entries, undefined = _parse_chunk(parser, text[begin:end])
        problem = ""
        if undefined is not None:
            use = re.search(r"[=#]\s*" + re.escape(undefined) + r"\b", text[begin:end])
            if use:
                problem = translate(
                    "CorpusErrors", "unparsable BibTeX: undefined @string '{name}' at line {line}"
                ).format(name=undefined, line=line_at(begin + use.start()))
            else:
                problem = translate(
                    "CorpusErrors", "unparsable BibTeX: undefined @string '{name}'"
                ).format(name=undefined)
        for line, entry, where in _pair(starts, entries):
            if entry is None:
                unparsed = translate("CorpusErrors", "cannot parse BibTeX entry {entry}")
                yield RawRecord(line, None, problem or unparsed.format(entry=where))
            elif not entry.get("abstract", "").strip():
                no_abstract = translate("CorpusErrors", "BibTeX entry '{key}' has no abstract")
                yield RawRecord(line, None, no_abstract.format(key=entry["ID"]))
            else:
                yield RawRecord(line, _fields(entry))


def entry_starts(text: str) -> list[re.Match[str]]:
    """The ``@type{key`` matches that begin entries, in file order.

    A match inside the braces of the entry begun before it is text of that entry. When that
    entry's braces never balance (a broken entry), only a match at a line start begins one,
    so the entries after a broken one are still found.

    Examples
    --------
    >>> bib = "@misc{a, abstract={mail foo@article{bar} and\\n@book{baz}}}\\n@misc{b, x={}}"
    >>> [m.group(3) for m in entry_starts(bib)]
    ['a', 'b']
    """
    closing = _matching_braces(text)
    starts: list[re.Match[str]] = []
    entry_end = 0  # where the last entry's braces close; -1 when they never do
    for match in _ENTRY_START.finditer(text):
        if entry_end < 0 and not _starts_line(text, match.start()):
            continue
        if 0 <= match.start() < entry_end:
            continue
        starts.append(match)
        entry_end = closing.get(match.start(2), -1)
    return starts


def _matching_braces(text: str) -> dict[int, int]:
    """Offset of each ``{`` that is closed -> offset of its ``}`` (BibTeX counts every brace)."""
    closing: dict[int, int] = {}
    open_at: list[int] = []
    for match in _BRACE.finditer(text):
        if match.group() == "{":
            open_at.append(match.start())
        elif open_at:
            closing[open_at.pop()] = match.start()
    return closing


def _starts_line(text: str, pos: int) -> bool:
    return not text[text.rfind("\n", 0, pos) + 1 : pos].strip()


def _new_parser() -> BibTexParser:
    from bibtexparser.bparser import BibTexParser

    with warnings.catch_warnings():
        # pyparsing 3 warns about the old API names that bibtexparser 1.x calls.
        warnings.simplefilter("ignore", DeprecationWarning)
        parser = BibTexParser(common_strings=True, ignore_nonstandard_types=False)
    parser.expect_multiple_parse = True
    return parser


def _parse_chunk(parser: BibTexParser, chunk: str) -> tuple[list[dict[str, str]], str | None]:
    """The entries parsed from ``chunk``, and the undefined @string that stopped it, if any."""
    from bibtexparser.bibdatabase import UndefinedString

    before = len(parser.bib_database.entries)
    undefined = None
    protected = _protect_inner_braces(chunk)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            parser.parse(protected)
    except UndefinedString as err:
        undefined = str(err.args[0]) if err.args else ""
    except Exception:  # noqa: S110 - pyparsing raises many types; the entry is reported below
        pass
    entries = parser.bib_database.entries[before:]
    if protected is not chunk:
        entries = [
            {name: value.translate(_UNPROTECT) for name, value in e.items()} for e in entries
        ]
    return entries, undefined


# pyparsing parses every nested brace group on its own, which makes abstracts full of
# protective braces ("{GPU}") several times slower; braces inside a field's value are
# hidden as private-use characters while parsing, then put back.
_HIDDEN_OPEN, _HIDDEN_CLOSE = "\ue000", "\ue001"
_UNPROTECT = str.maketrans({_HIDDEN_OPEN: "{", _HIDDEN_CLOSE: "}"})
_BRACE = re.compile(r"[{}]")


def _protect_inner_braces(chunk: str) -> str:
    """``chunk`` with braces nested inside a field value (depth 3 and more) hidden.

    An unbalanced chunk, or one that already holds the hiding characters, is
    returned as it is (the same object).
    """
    if _HIDDEN_OPEN in chunk or _HIDDEN_CLOSE in chunk:
        return chunk
    pieces: list[str] = []
    depth = last = 0
    for match in _BRACE.finditer(chunk):
        opening = match.group() == "{"
        depth += opening
        if depth >= 3:
            pieces += (chunk[last : match.start()], _HIDDEN_OPEN if opening else _HIDDEN_CLOSE)
            last = match.end()
        depth -= not opening
        if depth < 0:
            return chunk
    if depth or not pieces:
        return chunk
    pieces.append(chunk[last:])
    return "".join(pieces)


def _pair(
    starts: list[Start], entries: list[dict[str, str]]
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


def _fields(entry: dict[str, str]) -> dict[str, object]:
    fields: dict[str, object] = {
        name: value for name, value in entry.items() if name not in ("ENTRYTYPE", "ID")
    }
    for name in _TEXT_FIELDS:
        if name in fields:
            fields[name] = bibtex_to_text(entry[name], display=name != "abstract")
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
    """A BibTeX name in display order (First von Last Jr), LaTeX turned into text."""
    from bibtexparser.customization import splitname

    try:
        parts = splitname(name, strict_mode=True)
    except Exception:  # InvalidName, or any other surprise: one odd name must not sink the file
        return bibtex_to_text(name, display=True)
    ordered = [*parts.get("first", []), *parts.get("von", []), *parts.get("last", [])]
    ordered += parts.get("jr", [])
    return bibtex_to_text(" ".join(ordered), display=True) or bibtex_to_text(name, display=True)
