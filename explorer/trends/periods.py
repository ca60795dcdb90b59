"""When and where each paper appeared: its year and venue, read from the paper nodes.

Years come from the paper's ``year`` field (an integer, or text holding a four-digit year
such as ``"2023"`` or ``"2023-05-01"``). A venue that ends with the paper's own year
(``"ICML 2025"``) is the venue without it (``"ICML"``), so that one conference over the years
is one venue. A corpus without any year gets a note that says so and why trends are empty.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", year=2023, venue="ICML 2023")
>>> G.add_node("paper:b", kind="paper", year="2024", venue="ICLR")
>>> G.add_node("paper:c", kind="paper", venue="ICLR")
>>> p = paper_periods(G)
>>> p.years, p.venues, p.papers_per_year.tolist(), p.papers_per_venue.tolist()
((2023, 2024), ('ICLR', 'ICML'), [1, 1], [2, 1])
>>> p.note
'1 of 3 papers have no year and are left out of the per-year figures.'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import networkx as nx
import numpy as np

from explorer.i18n import QT_TRANSLATE_NOOP, translate

#: A plausible publication year inside free text (1900-2199).
_YEAR = re.compile(r"(?<!\d)(19|20|21)\d\d(?!\d)")
#: No paper carries a year: the one explanation the CLI and the page give.
NO_YEARS = QT_TRANSLATE_NOOP(
    "Trends", "No paper has a year (the corpus field 'year'), so there are no trends over time."
)


@dataclass(frozen=True)
class PaperPeriods:
    """The year and venue of every paper node, as indices into sorted tables.

    ``year_index[i]`` and ``venue_index[i]`` belong to ``papers[i]``; -1 means unknown.
    """

    papers: tuple[str, ...]
    year_index: np.ndarray
    venue_index: np.ndarray
    years: tuple[int, ...]
    venues: tuple[str, ...]
    papers_per_year: np.ndarray
    papers_per_venue: np.ndarray
    note: str


def paper_year(value: Any) -> int | None:
    """The year in a corpus ``year`` field, or None.

    >>> paper_year(2023), paper_year("2023-05-01"), paper_year(2023.0), paper_year("n.d.")
    (2023, 2023, 2023, None)
    """
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        if value != value or not 1900 <= value < 2200 or int(value) != value:
            return None
        return int(value)
    match = _YEAR.search(str(value))
    return int(match.group()) if match else None


def venue_name(value: Any, year: int | None) -> str:
    """The venue of a paper, without a trailing copy of its year; "" when unknown.

    >>> venue_name("ICML 2025", 2025), venue_name(" NeurIPS ", 2020), venue_name(None, 2020)
    ('ICML', 'NeurIPS', '')
    """
    if value is None:
        return ""
    name = " ".join(str(value).split())
    if year is not None and name.endswith(str(year)):
        name = name[: -len(str(year))].rstrip(" ,'-") or name
    return name


def paper_periods(G: nx.Graph) -> PaperPeriods:
    """Year and venue of every paper node of ``G`` (nodes with ``kind="paper"``).

    Parameters
    ----------
    G : networkx.Graph
        A graph following the schema of :mod:`explorer.graph.build`.

    Returns
    -------
    PaperPeriods
        Sorted distinct years and venues, each paper's index into them, the number of
        papers per year and per venue, and a note on missing years ("" when all have one).
    """
    papers, years, venues = [], [], []
    for node, data in G.nodes(data=True):
        if data.get("kind") != "paper":
            continue
        year = paper_year(data.get("year"))
        papers.append(node)
        years.append(year)
        venues.append(venue_name(data.get("venue"), year))
    year_table = tuple(sorted({y for y in years if y is not None}))
    venue_table = tuple(sorted({v for v in venues if v}))
    year_at = {y: i for i, y in enumerate(year_table)}
    venue_at = {v: i for i, v in enumerate(venue_table)}
    year_index = np.array([year_at.get(y, -1) for y in years], dtype=np.int64)
    venue_index = np.array([venue_at.get(v, -1) for v in venues], dtype=np.int64)
    return PaperPeriods(
        papers=tuple(papers),
        year_index=year_index,
        venue_index=venue_index,
        years=year_table,
        venues=venue_table,
        papers_per_year=np.bincount(year_index[year_index >= 0], minlength=len(year_table)),
        papers_per_venue=np.bincount(venue_index[venue_index >= 0], minlength=len(venue_table)),
        note=_note(len(papers), int(np.count_nonzero(year_index < 0))),
    )


def _note(n_papers: int, without_year: int) -> str:
    if n_papers == 0:
        return translate("Trends", "The graph has no papers, so there are no trends.")
    if without_year == n_papers:
        return translate("Trends", NO_YEARS)
    if without_year:
        note = translate(
            "Trends",
            "{without} of %Ln papers have no year and are left out of the per-year figures.",
            "",
            n_papers,
        )
        return note.format(without=without_year)
    return ""
