"""Curation edits as a file: ``{"format": "explorer-edits", "version": 1, "edits": [...]}``.

The edits themselves (what each does, how they are checked and replayed) are
:mod:`explorer.curation`; this module reads and writes the small JSON file a team shares.

Examples
--------
>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "edits.json"
>>> save_edits(path, [{"op": "hide", "node": "concept:a"}])
>>> load_edits(path)
[{'op': 'hide', 'node': 'concept:a'}]
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.atomic import atomic_write_text
from explorer.curation import apply_edits, validate_edit
from explorer.errors import ExplorerError
from explorer.i18n import translate
from explorer.i18n.system_text import json_problem, os_problem

EDITS_FORMAT = "explorer-edits"
EDITS_VERSION = 1
#: Largest edits file read (a team's edits are kilobytes; this is a guard, not a limit).
MAX_FILE_BYTES = 64 * 1024 * 1024


def save_edits(path: str | Path, edits: list[dict[str, Any]]) -> None:
    """Write edits atomically as ``{"format": "explorer-edits", "version": 1, "edits": [...]}``."""
    document = {"format": EDITS_FORMAT, "version": EDITS_VERSION, "edits": list(edits)}
    atomic_write_text(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")


def load_edits(path: str | Path) -> list[dict[str, Any]]:
    """Read an edits file; raises ExplorerError naming the file (and line) when it is bad."""
    path = Path(path)
    try:
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        problem = translate("CurationErrors", "edits file not found")
        raise ExplorerError(problem, path=path) from None
    except OSError as err:
        problem = translate("CurationErrors", "cannot read the edits file: {problem}")
        raise ExplorerError(problem.format(problem=os_problem(err)), path=path) from None
    if len(data) > MAX_FILE_BYTES:
        problem = translate("CurationErrors", "edits file over {size} MB")
        raise ExplorerError(problem.format(size=MAX_FILE_BYTES // 2**20), path=path)
    try:
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        problem = translate("CurationErrors", "edits file is not valid UTF-8")
        raise ExplorerError(problem, path=path) from None
    except json.JSONDecodeError as err:
        problem = translate("CurationErrors", "invalid JSON: {problem}")
        problem = problem.format(problem=json_problem(err.msg))
        raise ExplorerError(problem, path=path, line=err.lineno) from None
    except RecursionError:
        problem = translate("CurationErrors", "edits file nested too deeply to be edits")
        raise ExplorerError(problem, path=path) from None
    if not isinstance(document, dict) or document.get("format") != EDITS_FORMAT:
        problem = translate(
            "CurationErrors", 'not an explorer edits file (expected "format": "{format}")'
        )
        raise ExplorerError(problem.format(format=EDITS_FORMAT), path=path)
    version = document.get("version", 1)
    if not isinstance(version, int) or version > EDITS_VERSION:
        problem = translate(
            "CurationErrors", "edits format version {version}; this program reads version {known}"
        )
        raise ExplorerError(problem.format(version=repr(version), known=EDITS_VERSION), path=path)
    edits = document.get("edits")
    if not isinstance(edits, list):
        raise ExplorerError(translate("CurationErrors", '"edits" must be a list'), path=path)
    for number, edit in enumerate(edits, 1):
        try:
            validate_edit(edit)
        except ValueError as err:
            problem = translate("CurationErrors", "edit {number}: {problem}")
            raise ExplorerError(problem.format(number=number, problem=err), path=path) from None
    return edits


def apply_edits_file(
    G: nx.Graph, path: str | Path, *, warn: Callable[[str], None] | None = None
) -> None:
    """Load an edits file and apply it to ``G``; skipped edits are reported through ``warn``."""
    for message in apply_edits(G, load_edits(path)):
        if warn is not None:
            warn(f"{path}: {message}")  # the message is translated already
