"""``explorer trends``: its options, and the run that prints, writes the CSV and the chart.

Only argparse loads when the CLI starts; numpy comes with the report and Qt only with
``--png`` (drawn by :mod:`explorer.app.charts.trends`).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from explorer.errors import ExplorerError

#: The concept types (every node type but PAPER).
CONCEPT_TYPES = ("METHOD", "MODEL", "DATASET", "HARDWARE", "TASK")
#: The report's parameter names as the options that set them.
OPTIONS = {"early": "--early", "late": "--late", "new_year": "--year"}
_YEARS = re.compile(r"^\s*(\d{4})\s*(?:[-–]\s*(\d{4})\s*)?$")


def add_trends_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``explorer trends`` after the common corpus ones."""
    p.add_argument("--type", help="concept types to keep, comma-separated (e.g. HARDWARE)")
    p.add_argument("--top", type=int, default=20, help="rows per table (default 20)")
    p.add_argument(
        "--min-papers",
        type=int,
        default=3,
        metavar="N",
        help="rising and fading concepts need N papers in the years compared (default 3)",
    )
    p.add_argument("--early", metavar="YEARS", help="years to compare from: 2020 or 2020-2022")
    p.add_argument("--late", metavar="YEARS", help="years to compare to (default: later half)")
    p.add_argument("--year", type=int, help="the year whose new concepts to list (default: last)")
    p.add_argument("--families", action="store_true", help="list concept families, not concepts")
    p.add_argument("--csv", metavar="OUT.csv", help="write every row as CSV")
    p.add_argument("--png", metavar="OUT.png", help="draw the rising and fading shares")


def concept_types(option: str | None) -> set[str] | None:
    """Parse ``--type``; an unknown type is an error, not an empty table.

    >>> sorted(concept_types("hardware, model"))
    ['HARDWARE', 'MODEL']
    """
    if not option:
        return None
    types = {t.strip().upper() for t in option.split(",") if t.strip()}
    unknown = sorted(types - set(CONCEPT_TYPES))
    if unknown or not types:
        raise ExplorerError(
            f"--type: unknown type {', '.join(unknown) if unknown else repr(option)} "
            f"(expected some of {', '.join(CONCEPT_TYPES)})"
        )
    return types


def year_span(option: str | None, name: str) -> tuple[int, int] | None:
    """Parse ``--early``/``--late``: one year or an inclusive range.

    >>> year_span("2020-2022", "--early"), year_span("2024", "--late")
    ((2020, 2022), (2024, 2024))
    """
    if option is None:
        return None
    match = _YEARS.match(option)
    if not match:
        raise ExplorerError(f"{name} must be a year or a range like 2020-2022, not {option!r}")
    first = int(match.group(1))
    last = int(match.group(2) or first)
    return (min(first, last), max(first, last))


def run_trends(
    G: Any,
    args: argparse.Namespace,
    *,
    warn: Callable[[str], Any],
    save_chart: Callable[..., Any] | None = None,
) -> int:
    """Print the trend tables of ``G`` and write what ``args`` asks for; the exit code.

    ``save_chart`` draws the PNG (``explorer.app.charts.trends.save_trend_chart``: the caller
    passes it, so this package never imports the Qt app).
    """
    from explorer.trends.report import trend_report
    from explorer.trends.text import format_report
    from explorer.trends.trends_csv import write_trends_csv

    if args.top < 1 or args.min_papers < 1:
        raise ExplorerError("--top and --min-papers must be at least 1")
    types = concept_types(args.type)
    early, late = year_span(args.early, "--early"), year_span(args.late, "--late")
    try:
        report = trend_report(
            G,
            types=types,
            early=None if early is None else range(early[0], early[1] + 1),
            late=None if late is None else range(late[0], late[1] + 1),
            new_year=args.year,
        )
    except ValueError as err:
        name, _, message = str(err).partition(": ")
        raise ExplorerError(f"{OPTIONS.get(name, name)}: {message}") from None
    if report.years and report.note:
        warn(report.note)
    kind = "family" if args.families else "concept"
    print(format_report(report, top=args.top, min_papers=args.min_papers, kind=kind))
    if args.csv:
        with _writing(args.csv, "the CSV"):
            write_trends_csv(args.csv, report)
        print(f"{len(report.rows)} rows -> {args.csv}", file=sys.stderr)
    if args.png:
        if save_chart is None:
            raise ExplorerError("--png: no chart renderer was given", path=args.png)
        with _writing(args.png, "the chart"):
            save_chart(args.png, report, top=args.top, min_papers=args.min_papers, kind=kind)
        print(f"chart -> {args.png}", file=sys.stderr)
    return 0


@contextmanager
def _writing(path: str, what: str) -> Iterator[None]:
    """Report a failed write as one line naming the file asked for (not its temp file)."""
    try:
        yield
    except OSError as err:
        raise ExplorerError(f"cannot write {what}: {err.strerror or err}", path=path) from None
