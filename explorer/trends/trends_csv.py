"""A trend report as CSV for spreadsheets: one row per concept or family.

Shares are fractions (0.05 is 5 % of the papers of that year or venue) with six decimals;
every text cell is safe to open in a spreadsheet (:func:`explorer.insights.claims_csv.csv_cell`).

Examples
--------
>>> import networkx as nx
>>> from explorer.trends.report import trend_report
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", year=2023, venue="ICML")
>>> G.add_node("concept:x", kind="concept", type="METHOD", label="=SUM(A1)")
>>> G.add_edge("paper:a", "concept:x")
>>> print(trends_csv(trend_report(G)).splitlines()[1])
concept:x,concept,'=SUM(A1),METHOD,,1,2023,ICML,0.000000,0.000000,0.000000,0.000000,,,1,1.000000,1.000000
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from explorer.atomic import atomic_write_text
from explorer.insights.claims_csv import csv_cell
from explorer.trends.report import TrendReport, TrendRow

COLUMNS = (
    "id",
    "kind",
    "label",
    "type",
    "family",
    "papers",
    "first_year",
    "first_venue",
    "early_share",
    "late_share",
    "change",
    "burst_strength",
    "burst_start",
    "burst_end",
)


def _share(value: float) -> str:
    return f"{value:.6f}"


def _cells(row: TrendRow) -> list[str]:
    burst_start, burst_end = row.burst_years or ("", "")
    return [
        csv_cell(row.node),
        row.kind,
        csv_cell(row.label),
        csv_cell(row.type),
        csv_cell(row.family),
        str(row.papers),
        "" if row.first_year is None else str(row.first_year),
        csv_cell(row.first_venue),
        _share(row.early_share),
        _share(row.late_share),
        _share(row.change),
        _share(row.burst),
        str(burst_start),
        str(burst_end),
        *map(str, row.by_year),
        *map(_share, row.shares),
        *map(_share, row.venue_shares),
    ]


def trends_csv(report: TrendReport) -> str:
    """Every row of ``report``, largest share growth first, with per-year and per-venue columns.

    After the fixed :data:`COLUMNS` come ``papers_YEAR`` and ``share_YEAR`` for each corpus
    year, then ``share_VENUE`` for each venue.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [
            *COLUMNS,
            *(f"papers_{y}" for y in report.years),
            *(f"share_{y}" for y in report.years),
            *(csv_cell(f"share_{v}") for v in report.venues),
        ]
    )
    for row in sorted(report.rows, key=lambda r: (-r.change, r.label)):
        writer.writerow(_cells(row))
    return out.getvalue()


def write_trends_csv(path: str | Path, report: TrendReport) -> None:
    """Write :func:`trends_csv` of ``report`` to ``path`` atomically."""
    atomic_write_text(path, trends_csv(report))
