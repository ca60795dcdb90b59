"""CSL JSON: the citation format Zotero, Mendeley and most reference managers export.

A ``.json`` file holding a list is CSL JSON when its objects carry CSL's own fields (a
``"type"`` plus names such as ``"issued"``, ``"container-title"``, ``"author"`` as
``{"family", "given"}`` objects); :mod:`explorer.corpus.jsonfile` asks :func:`looks_like_csl`
and passes each item here. Dates come from ``date-parts`` (or ``raw``/``literal``), names
from ``family``/``given`` (or ``literal``), the venue from the container or event title.

Examples
--------
>>> item = {"type": "article-journal", "title": "T", "abstract": "We propose X.",
...         "author": [{"family": "Smith", "given": "Jo"}, {"literal": "The Team"}],
...         "issued": {"date-parts": [[2023, 5]]}, "container-title": "J. ML"}
>>> looks_like_csl([item])
True
>>> fields = record_from_item(3, item).fields
>>> fields["authors"], fields["year"], fields["venue"]
(['Jo Smith', 'The Team'], 2023, 'J. ML')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from explorer.corpus.jsonl import record_from_value
from explorer.corpus.records import RawRecord

#: Fields only CSL JSON uses (explorer's own JSON never has them).
CSL_FIELDS = frozenset(
    {
        "issued",
        "container-title",
        "citation-key",
        "collection-title",
        "event-title",
        "title-short",
        "container-title-short",
        "publisher-place",
    }
)
#: CSL variables naming where a work appeared, preferred first.
_VENUES = ("container-title", "event-title", "collection-title", "publisher")


def looks_like_csl(items: Sequence[Any]) -> bool:
    """True when the first objects of ``items`` have a "type" and a CSL-only field or names
    written as CSL name objects."""
    objects = [item for item in items[:20] if isinstance(item, dict)]
    return bool(objects) and all(
        "type" in item and (CSL_FIELDS & item.keys() or _csl_names(item.get("author")))
        for item in objects
    )


def _csl_names(value: Any) -> bool:
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(n, dict) and ({"family", "literal"} & n.keys()) for n in value)
    )


def record_from_item(line: int, item: Any) -> RawRecord:
    """The record of one CSL item; a non-object or a badly shaped field becomes a problem."""
    record = record_from_value(line, item)
    if record.fields is None:
        return record
    problem = _shape_problem(item)
    if problem:
        return RawRecord(line, None, problem)
    fields: dict[str, Any] = {
        "id": item.get("id"),
        "title": item.get("title"),
        "abstract": item.get("abstract"),
        "authors": [_name(n) for n in item.get("author") or []],
        "year": _year(item.get("issued")),
        "venue": next((item[v] for v in _VENUES if item.get(v)), None),
        "doi": item.get("DOI"),
        "url": item.get("URL"),
    }
    # An empty abstract stays, so that the record is reported as having an empty one.
    kept = {k: v for k, v in fields.items() if k == "abstract" or v not in (None, "", [])}
    return RawRecord(line, kept)


def _shape_problem(item: dict) -> str:
    authors = item.get("author")
    if authors is not None and not (
        isinstance(authors, list) and all(isinstance(n, dict | str) for n in authors)
    ):
        return '"author" must be a list of name objects ({"family", "given"})'
    issued = item.get("issued")
    if issued is not None and not isinstance(issued, dict | str | int):
        return '"issued" must be a date object ({"date-parts": [[year, ...]]})'
    return ""


def _name(name: dict | str) -> str:
    if isinstance(name, str):
        return name
    if isinstance(name.get("literal"), str):
        return name["literal"]
    parts = (name.get("given"), name.get("non-dropping-particle"), name.get("family"))
    return " ".join(str(p) for p in parts if isinstance(p, str) and p)


def _year(issued: Any) -> Any:
    """The year of a CSL date: ``date-parts``, else ``raw``/``literal`` text, else as given."""
    if not isinstance(issued, dict):
        return issued
    parts = issued.get("date-parts")
    if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
        year = parts[0][0]
        if isinstance(year, int) or (isinstance(year, str) and year.strip().isdigit()):
            return int(year)
    for key in ("raw", "literal"):
        if isinstance(issued.get(key), str):
            return issued[key]
    return None
