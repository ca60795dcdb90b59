"""A saved view as a small JSON file (``*.explorer-view.json``): what it holds, written and read.

The file names the corpus it came from (each source with its content hash), the filters, the
focus and its depth, the selection, the zoom and centre of the canvas, and the curation edits
in force. It is plain data: the app's File > Save view builds a :class:`SavedView` from its
state and calls :func:`write_view`; opening one calls :func:`read_view` (then
:func:`explorer.views.opening.open_view` for the graph). ``filters`` is the app's own
:class:`explorer.state.filters.ViewFilters`: one definition for the canvas and the file.

Layout (format version 1)::

    {"format": "explorer-view", "version": 1, "title": "...",
     "corpus": [{"path": "papers.jsonl", "sha256": "...", "absolute": "/home/u/papers.jsonl"}],
     "filters": {"types": ["METHOD", ...], "show_papers": true, "min_degree": 0,
                 "focus": "concept:lora", "depth": 1, "limit": 300,
                 "group_by_family": false, "include_generic": false},
     "selection": "paper:abc", "zoom": 1.5, "centre": [120.0, -40.0], "edits": [...]}

Examples
--------
>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "lora.explorer-view.json"
>>> view = SavedView(corpus=(CorpusRef("papers.jsonl", "ab" * 32),),
...                  filters=ViewFilters(focus="concept:lora", depth=2), zoom=1.5)
>>> write_view(path, view)
>>> read_view(path) == view
True
"""

from __future__ import annotations

import dataclasses
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from explorer.atomic import atomic_write_text
from explorer.errors import ExplorerError
from explorer.i18n import translate
from explorer.i18n.system_text import json_problem, os_problem
from explorer.model import LABELS
from explorer.state.filters import DEFAULT_LIMIT, ViewFilters
from explorer.views import validate

#: The suffix of saved view files.
VIEW_SUFFIX = ".explorer-view.json"
VIEW_FORMAT = "explorer-view"
VIEW_VERSION = 1
MAX_DEPTH = 4


@dataclass(frozen=True)
class CorpusRef:
    """One corpus source of the view: ``path`` as written in the file (relative to the view's
    folder where possible), the SHA-256 of its content, and where it was when saved."""

    path: str
    sha256: str
    absolute: str = ""


@dataclass(frozen=True)
class SavedView:
    """Everything a saved view file holds; see the module docstring for its JSON layout."""

    corpus: tuple[CorpusRef, ...]
    filters: ViewFilters = field(default_factory=ViewFilters)
    selection: str | None = None
    zoom: float = 1.0
    centre: tuple[float, float] | None = None
    edits: tuple[dict[str, Any], ...] = ()
    title: str = ""


def is_view_file(path: str | Path) -> bool:
    """True for a name ending in ``.explorer-view.json`` (any case)."""
    return str(path).lower().endswith(VIEW_SUFFIX)


def view_to_dict(view: SavedView) -> dict[str, Any]:
    """The JSON document of ``view``."""
    f = view.filters
    return {
        "format": VIEW_FORMAT,
        "version": VIEW_VERSION,
        "title": view.title,
        "corpus": [dataclasses.asdict(ref) for ref in view.corpus],
        "filters": {
            "types": [t for t in LABELS if t in f.types],
            "show_papers": f.show_papers,
            "min_degree": f.min_degree,
            "focus": f.focus,
            "depth": f.depth,
            "limit": f.limit,
            "years": list(f.years) if f.years is not None else None,
            "group_by_family": f.group_by_family,
            "include_generic": f.include_generic,
        },
        "selection": view.selection,
        "zoom": view.zoom,
        "centre": list(view.centre) if view.centre is not None else None,
        "edits": list(view.edits),
    }


def write_view(path: str | Path, view: SavedView) -> None:
    """Write ``view`` to ``path`` atomically (raises ExplorerError naming the file on failure)."""
    text = json.dumps(view_to_dict(view), indent=1, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        atomic_write_text(path, text)
    except OSError as err:
        problem = translate("ViewErrors", "cannot write the view: {problem}")
        raise ExplorerError(problem.format(problem=os_problem(err)), path=path) from None


def read_view(path: str | Path) -> SavedView:
    """Read and check a view file.

    Raises
    ------
    ExplorerError
        One line naming the file, the line where it can be told, and what is wrong.
    """
    path = Path(path)
    text = validate.read_text(path)
    try:
        document = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        problem = translate("ViewErrors", "invalid JSON: {problem}")
        problem = problem.format(problem=json_problem(err.msg))
        raise ExplorerError(problem, path=path, line=err.lineno) from None
    except (ValueError, RecursionError) as err:
        problem = translate("ViewErrors", "invalid JSON: {problem}").format(problem=err)
        raise ExplorerError(problem, path=path) from None
    check = validate.Checker(path, text)
    if not isinstance(document, dict) or document.get("format") != VIEW_FORMAT:
        problem = translate(
            "ViewErrors", 'not an explorer view file (expected "format": "{format}")'
        )
        check.fail(problem.format(format=VIEW_FORMAT), "format")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VIEW_VERSION:
        problem = translate(
            "ViewErrors", "unsupported view version {version} (this explorer reads 1)"
        )
        check.fail(problem.format(version=repr(version)), "version")
    return SavedView(
        corpus=tuple(CorpusRef(*entry) for entry in check.corpus(document.get("corpus"))),
        filters=_filters(check, document.get("filters", {})),
        selection=check.optional_text(document, "selection"),
        zoom=check.number(document.get("zoom", 1.0), "zoom", positive=True),
        centre=check.point(document.get("centre"), "centre"),
        edits=check.edits(document.get("edits", [])),
        title=check.optional_text(document, "title") or "",
    )


def _filters(check: validate.Checker, value: Any) -> ViewFilters:
    if not isinstance(value, dict):
        check.fail(translate("ViewErrors", '"filters" must be an object'), "filters")
    types = value.get("types", list(LABELS))
    if not isinstance(types, list) or not all(t in LABELS for t in types):
        problem = translate("ViewErrors", '"types" must be a list of some of {types}')
        check.fail(problem.format(types=", ".join(LABELS)), "types")
    switches = {}
    defaults = {"show_papers": True, "group_by_family": False, "include_generic": False}
    for name, default in defaults.items():
        switches[name] = value.get(name, default)
        if not isinstance(switches[name], bool):
            check.fail(
                translate("ViewErrors", '"{key}" must be true or false').format(key=name), name
            )
    return ViewFilters(
        types=frozenset(types),
        min_degree=check.whole(value.get("min_degree", 0), "min_degree", 0, 10**6),
        focus=check.optional_text(value, "focus"),
        depth=check.whole(value.get("depth", 1), "depth", 1, MAX_DEPTH),
        limit=check.whole(value.get("limit", DEFAULT_LIMIT), "limit", 1, 10**7),
        years=_years(check, value.get("years")),
        **switches,
    )


def _years(check: validate.Checker, value: Any) -> tuple[int, int] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        check.fail(translate("ViewErrors", '"years" must be null or [first, last]'), "years")
    first, last = (check.whole(y, "years", 0, 9999) for y in value)
    if first > last:
        problem = translate("ViewErrors", '"years" must be [first, last] with first <= last')
        check.fail(problem, "years")
    return first, last


def _no_constant(name: str) -> float:
    if name in ("NaN", "Infinity", "-Infinity"):
        problem = translate("ViewErrors", "{name} is not a number a view can hold")
        raise ValueError(problem.format(name=name))
    return math.nan
