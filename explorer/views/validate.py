"""Checks on a view file's fields that end in one line naming the file and the field's line.

Examples
--------
>>> import pathlib
>>> check = Checker(pathlib.Path("v.json"), '{\\n "zoom": -1\\n}')
>>> check.number(-1, "zoom", positive=True)
Traceback (most recent call last):
...
explorer.errors.ExplorerError: v.json:2: "zoom" must be a positive number
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any, NoReturn

from explorer.curation import validate_edit
from explorer.errors import ExplorerError
from explorer.i18n import translate
from explorer.i18n.system_text import os_problem

#: A view file is small; a bigger one is not a view (and is not read whole).
MAX_BYTES = 20 * 1024 * 1024
_SHA256 = re.compile(r"^[0-9a-f]{64}$")


def read_text(path: Path) -> str:
    """The text of a view file; a missing, huge or non-UTF-8 file is one line."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            problem = translate("ViewErrors", "too big for a view file ({size} bytes)")
            raise ExplorerError(problem.format(size=size), path=path)
        return path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise ExplorerError(translate("ViewErrors", "view file not found"), path=path) from None
    except IsADirectoryError:
        problem = translate("ViewErrors", "is a folder, not a view file")
        raise ExplorerError(problem, path=path) from None
    except OSError as err:
        problem = translate("ViewErrors", "cannot read the view: {problem}")
        raise ExplorerError(problem.format(problem=os_problem(err)), path=path) from None
    except UnicodeDecodeError:
        problem = translate("ViewErrors", "view file is not valid UTF-8")
        raise ExplorerError(problem, path=path) from None


class Checker:
    """Field checks for one view file; each failure names the line of the field's key."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.text = text

    def fail(self, message: str, key: str | None = None) -> NoReturn:
        raise ExplorerError(message, path=self.path, line=self._line_of(key))

    def _line_of(self, key: str | None) -> int | None:
        if key is None:
            return None
        at = self.text.find(f'"{key}"')
        return self.text.count("\n", 0, at) + 1 if at >= 0 else None

    def whole(self, value: Any, key: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            problem = translate("ViewErrors", '"{key}" must be a whole number from {low} to {high}')
            self.fail(problem.format(key=key, low=low, high=high), key)
        return value

    def number(self, value: Any, key: str, *, positive: bool = False) -> float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        if not ok or not math.isfinite(value) or (positive and value <= 0):
            problem = translate("ViewErrors", '"{key}" must be a number')
            if positive:
                problem = translate("ViewErrors", '"{key}" must be a positive number')
            self.fail(problem.format(key=key), key)
        return float(value)

    def point(self, value: Any, key: str) -> tuple[float, float] | None:
        if value is None:
            return None
        if not isinstance(value, list) or len(value) != 2:
            self.fail(translate("ViewErrors", '"{key}" must be [x, y]').format(key=key), key)
        return (self.number(value[0], key), self.number(value[1], key))

    def optional_text(self, document: dict, key: str) -> str | None:
        value = document.get(key)
        if value is not None and not isinstance(value, str):
            self.fail(translate("ViewErrors", '"{key}" must be text or null').format(key=key), key)
        return value or None

    def corpus(self, value: Any) -> list[tuple[str, str, str]]:
        """(path, sha256, absolute) of each corpus entry."""
        if not isinstance(value, list) or not value:
            problem = translate(
                "ViewErrors", '"corpus" must be a non-empty list of {"path", "sha256"} objects'
            )
            self.fail(problem, "corpus")
        refs = []
        for number, item in enumerate(value, 1):
            if (
                not isinstance(item, dict)
                or not isinstance(item.get("path"), str)
                or not item["path"].strip()
                or not isinstance(item.get("sha256"), str)
                or not _SHA256.match(item["sha256"])
                or not isinstance(item.get("absolute", ""), str)
            ):
                problem = translate(
                    "ViewErrors",
                    'corpus entry {number} needs a "path" and a "sha256" (64 hex digits)',
                )
                self.fail(problem.format(number=number), "corpus")
            refs.append((item["path"], item["sha256"], item.get("absolute", "")))
        return refs

    def edits(self, value: Any) -> tuple[dict, ...]:
        if not isinstance(value, list):
            self.fail(translate("ViewErrors", '"edits" must be a list'), "edits")
        for number, edit in enumerate(value, 1):
            if not isinstance(edit, dict):
                problem = translate("ViewErrors", "edit {number} is not an object")
                self.fail(problem.format(number=number), "edits")
            try:
                validate_edit(edit)
            except ValueError as err:
                problem = translate("ViewErrors", "edit {number}: {problem}")
                self.fail(problem.format(number=number, problem=err), "edits")
        return tuple(value)
