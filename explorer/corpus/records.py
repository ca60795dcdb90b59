"""Turn one raw record (a dict of fields from any format) into a :class:`Paper`.

Every format reader yields :class:`RawRecord` items; this module owns what
they have in common: field aliases, validation, stable ids and text cleaning.

Examples
--------
>>> p = paper_from_fields({"Summary": " We  propose <i>TabFlex</i>. ", "date": "2025-07-13"},
...                       source="c.jsonl:1")
>>> p.abstract, p.year, p.id
('We propose TabFlex.', 2025, 'p8d7de9af6e')
"""

from __future__ import annotations

import hashlib
import html
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from explorer.i18n import translate
from explorer.i18n.system_text import value_kind
from explorer.model import Paper


class FormatError(Exception):
    """A whole file cannot be parsed; ``line`` is where, when known."""

    def __init__(self, message: str, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line


class RecordError(ValueError):
    """One record is unusable; the reader reports it with the record's line."""


@dataclass(frozen=True, slots=True)
class RawRecord:
    """A record as a format reader found it: its fields, or why it is unusable."""

    line: int
    fields: dict[str, Any] | None
    problem: str = ""


#: The most one record (a JSON line, a CSV field, an abstract) may hold: sixteen times the
#: longest abstracts seen (1 MB), far below what would exhaust memory.
MAX_RECORD_BYTES = 16 << 20

#: Field -> the names it is read from (normalised by :func:`normalise_key`), preferred first.
FIELD_ALIASES: dict[str, tuple[str, ...]] = {
    "abstract": ("abstract", "summary", "abstractnote"),
    "title": ("title",),
    "authors": ("authors", "author"),
    "year": ("year", "date", "publicationyear", "issued"),
    "venue": ("venue", "booktitle", "journal", "conference", "publicationtitle", "containertitle"),
    "url": ("url", "link"),
    "doi": ("doi",),
    "id": ("id", "key", "paperid"),
}
# Normalised name -> (field, rank); a lower rank wins when several are present.
_ALIASES = {
    name: (field, rank) for field, names in FIELD_ALIASES.items() for rank, name in enumerate(names)
}

#: Fields that name an extra link (besides any field ending in "url").
_LINK_FIELDS = frozenset({"openreview", "pdf", "code", "arxiv", "project", "poster", "video"})

_HARMLESS_TAG = re.compile(r"</?(?:em|i|b|strong|sub|sup|u|tt|code)\s*/?>|</?span\b[^<>]*>", re.I)
# Line and paragraph breaks separate words, so they become a space rather than nothing.
_BREAK_TAG = re.compile(r"</?(?:br|p)\b[^<>]*>", re.I)
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\ufeff]")
# A lone surrogate (from a JSON "\ud800" escape) cannot be written back as UTF-8.
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_CONTROL_OR_SURROGATE = re.compile(r"[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\ufeff\ud800-\udfff]")
_YEAR = re.compile(r"(?<![\d.])((?:1[89]|20)\d\d)(?!\d)")
_AUTHOR_SPLIT = re.compile(r"\s+and\s+|\s*;\s*", re.I)
_DOI_PREFIX = re.compile(r"^(?:doi:\s*|https?://(?:dx\.)?doi\.org/)", re.I)
_URL_SUFFIX = re.compile(r"[\s_\-]*url$")


def clean_text(text: str) -> str:
    """Normalise whitespace, drop harmless inline tags, unescape HTML entities.

    Tags other than inline formatting (``<script>``, ``<a>``, ``<img>``...) stay
    as literal text so that the views can show they escape it; LaTeX is kept.

    Examples
    --------
    >>> clean_text("  A <em>fast</em>&nbsp;method<br>for $O(n)$ &lt;b&gt; <script>x</script>")
    'A fast method for $O(n)$ <b> <script>x</script>'
    """
    if "<" in text:
        text = _BREAK_TAG.sub(" ", _HARMLESS_TAG.sub("", text))
    # Unescaping after tag removal keeps an escaped "&lt;b&gt;" as the text "<b>".
    if "&" in text:
        text = html.unescape(text)
    if _CONTROL_OR_SURROGATE.search(text):
        text = _SURROGATE.sub("\ufffd", _CONTROL.sub("", text))
    return " ".join(text.split())


def stable_id(abstract: str) -> str:
    """Id of a paper without one: ``"p"`` + 10 hex digits of the SHA-1 of its text.

    Examples
    --------
    >>> stable_id("We propose  TabFlex.") == stable_id(" We propose TabFlex. ")
    True
    """
    normalised = " ".join(abstract.split())
    return "p" + hashlib.sha1(normalised.encode("utf-8", "replace")).hexdigest()[:10]


def split_authors(value: Any) -> tuple[str, ...]:
    """Author names from a list or from a string joined by " and " or ";".

    "Last, First" becomes "First Last"; a string of several full names
    separated by commas is split on the commas.

    Examples
    --------
    >>> split_authors("Smith, John and Jane Doe")
    ('John Smith', 'Jane Doe')
    >>> split_authors("Alice Smith, Bob Jones")
    ('Alice Smith', 'Bob Jones')
    """
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        parts = _AUTHOR_SPLIT.split(value)
        if len(parts) == 1 and value.count(",") > 1:
            parts = value.split(",")
        elif len(parts) == 1 and value.count(",") == 1:
            last, first = value.split(",")
            if len(last.split()) > 1 and len(first.split()) > 1:
                parts = [last, first]
        names = [_name_from(part) for part in parts]
    elif isinstance(value, list | tuple):
        names = [_name_from(item) for item in value]
    elif isinstance(value, dict):
        names = [_name_from(value)]
    else:
        problem = translate("CorpusErrors", "authors must be a list or text, not {kind}")
        raise RecordError(problem.format(kind=value_kind(value)))
    return tuple(name for name in names if name)


def _name_from(item: Any) -> str:
    if isinstance(item, dict):
        # CSL-JSON ({"given", "family"}) and {"name": ...} shapes.
        lowered = {str(k).lower(): v for k, v in item.items()}
        if isinstance(lowered.get("name"), str):
            return clean_text(lowered["name"])
        parts = [lowered.get("given"), lowered.get("family")]
        return clean_text(" ".join(p for p in parts if isinstance(p, str)))
    if not isinstance(item, str):
        problem = translate("CorpusErrors", "an author must be text, not {kind}")
        raise RecordError(problem.format(kind=value_kind(item)))
    name = clean_text(item)
    if name.count(",") == 1:
        last, first = (part.strip() for part in name.split(","))
        name = f"{first} {last}".strip()
    return name


def year_from(value: Any) -> int | None:
    """The 4-digit year in ``value`` (an int, "2025", "2025-07-13", "July 2025"), else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        year = int(value) if value == value and abs(value) < 1e6 else 0
        return year if 1800 <= year <= 2099 else None
    match = _YEAR.search(value if isinstance(value, str) else str(value))
    return int(match.group(1)) if match else None


def doi_url(doi: str) -> str:
    """``https://doi.org/...`` for a DOI written bare, as ``doi:...`` or as a URL."""
    doi = doi.strip()
    return "https://doi.org/" + _DOI_PREFIX.sub("", doi) if doi else ""


@lru_cache(maxsize=4096)
def normalise_key(key: str) -> str:
    """Field name without case, spaces, "_" or "-": ``"Abstract Note"`` -> ``"abstractnote"``."""
    return re.sub(r"[\s_\-]", "", key.lower())


def paper_from_fields(fields: dict[str, Any], *, source: str) -> Paper:
    """Build a :class:`Paper` from raw fields, resolving aliases case-insensitively.

    Raises
    ------
    RecordError
        When there is no usable abstract or a field has an impossible type.
    """
    found: dict[str, tuple[int, Any]] = {}
    links: dict[str, str] = {}
    for key, value in fields.items():
        if value is None or value == "":
            continue
        norm = normalise_key(str(key))
        alias = _ALIASES.get(norm)
        if alias is not None:
            canonical, rank = alias
            if canonical not in found or rank < found[canonical][0]:
                found[canonical] = (rank, value)
        elif norm == "links":
            _add_links(links, value)
        elif norm in _LINK_FIELDS or (norm.endswith("url") and isinstance(value, str)):
            _add_link(links, _URL_SUFFIX.sub("", str(key).strip().lower()) or "link", value)
    get = {name: value for name, (_, value) in found.items()}.get

    if get("abstract") is None:
        if any(_ALIASES.get(normalise_key(str(k)), ("",))[0] == "abstract" for k in fields):
            raise RecordError(translate("CorpusErrors", "empty abstract"))
        names = ", ".join(str(k) for k in fields) or translate("CorpusErrors", "none")
        problem = translate("CorpusErrors", "record has no abstract (fields: {names})")
        raise RecordError(problem.format(names=_shorten(names)))
    abstract = clean_text(_text(get("abstract"), "abstract"))
    if len(abstract) > MAX_RECORD_BYTES:
        problem = translate(
            "CorpusErrors", "abstract of {size} characters, over the {limit} MB one record may hold"
        )
        raise RecordError(problem.format(size=f"{len(abstract):,}", limit=MAX_RECORD_BYTES >> 20))
    if not abstract:
        raise RecordError(translate("CorpusErrors", "empty abstract"))

    url = _text(get("url"), "url").strip()
    doi = _text(get("doi"), "doi")
    if doi.strip():
        links.setdefault("doi", doi_url(doi))
        url = url or links["doi"]
    return Paper(
        id=_paper_id(get("id")) or stable_id(abstract),
        abstract=abstract,
        title=clean_text(_text(get("title"), "title")),
        authors=split_authors(get("authors")),
        year=year_from(get("year")),
        venue=clean_text(_text(get("venue"), "venue")),
        url=url,
        links=tuple(links.items()),
        source=source,
    )


def _text(value: Any, field: str) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return " ".join(str(v) for v in value)
    problem = translate("CorpusErrors", "{field} must be text, not {kind}")
    raise RecordError(problem.format(field=field, kind=value_kind(value)))


def _paper_id(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        problem = translate("CorpusErrors", "id must be text or a number, not {kind}")
        raise RecordError(problem.format(kind=value_kind(value)))
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return clean_text(str(value))


def _add_links(links: dict[str, str], value: Any) -> None:
    if isinstance(value, dict):
        for name, url in value.items():
            _add_link(links, str(name).strip().lower() or "link", url)


def _add_link(links: dict[str, str], name: str, url: Any) -> None:
    if isinstance(url, str) and url.strip() and name not in links:
        links[name] = url.strip()


def _shorten(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
