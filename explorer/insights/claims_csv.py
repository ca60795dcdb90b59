"""The claims table as CSV that is safe to open in a spreadsheet.

Examples
--------
>>> csv_cell("=HYPERLINK(1)"), csv_cell("2×")
("'=HYPERLINK(1)", '2×')
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from explorer.atomic import atomic_write_text
from explorer.insights.claims import COLUMNS, ClaimRow, format_number

#: A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def claims_csv(rows: list[ClaimRow]) -> str:
    """The rows as CSV text, every cell safe to open in a spreadsheet (see :func:`csv_cell`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["paper_id", *COLUMNS])
    for row in rows:
        cells = [
            row.paper,
            row.paper_label,
            format_number(row.value),
            row.unit,
            row.measure,
            "; ".join(row.hardware),
            "; ".join(row.baseline),
            row.sentence,
        ]
        writer.writerow([csv_cell(c) for c in cells])
    return out.getvalue()


def write_claims_csv(path: str | Path, rows: list[ClaimRow]) -> None:
    """Write :func:`claims_csv` of ``rows`` to ``path`` atomically."""
    atomic_write_text(path, claims_csv(rows))


def csv_cell(text: str) -> str:
    """``text``, prefixed with a quote when a spreadsheet would run it as a formula.

    >>> csv_cell("=HYPERLINK(1)"), csv_cell("2×")
    ("'=HYPERLINK(1)", '2×')
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text
