"""A concept's trend for the detail pane: its sparkline and the year and venue it was first seen.

The sparkline is a small HTML table (Qt's rich text shows tables, not SVG or scripts, and
the pane loads no images): one column per corpus year, filled from the bottom in proportion
to the concept's share of that year's papers, scaled to its own highest share. Years and
venues are read as :mod:`explorer.trends.periods` reads them, so the pane agrees with the
Trends dock and ``explorer trends``: the first-seen venue is the one naming the concept most
in its first year (ties: the first by name).

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> for i, (year, venue) in enumerate([(2020, "ICML 2020"), (2021, "ICLR"), (2021, "ICLR")]):
...     G.add_node(f"paper:{i}", kind="paper", year=year, venue=venue)
>>> G.add_node("concept:x", kind="concept", type="METHOD", label="X")
>>> G.add_edges_from([("paper:1", "concept:x"), ("paper:2", "concept:x")])
>>> trend = concept_trend(G, "concept:x")
>>> trend.years, trend.counts, trend.shares, trend.first_year, trend.first_venue
((2020, 2021), (0, 2), (0.0, 1.0), 2021, 'ICLR')
>>> page = trend_html(G, "concept:x")
>>> "First seen in 2021 at" in page, "ICLR" in page
(True, True)
"""

from __future__ import annotations

import math
import weakref
from collections import Counter
from dataclasses import dataclass

import networkx as nx

from explorer.i18n import translate
from explorer.render.links import esc, iso
from explorer.style import node_color
from explorer.trends.periods import paper_year, venue_name

#: Rows of the sparkline table: its height in steps.
LEVELS = 6
#: Each graph's papers per year, and each paper's (year, venue): read once, not per selection.
_PERIODS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class ConceptTrend:
    """A concept's papers and share of papers per corpus year, and where it was first seen."""

    years: tuple[int, ...]
    counts: tuple[int, ...]
    shares: tuple[float, ...]
    first_year: int | None
    first_venue: str


def paper_periods(G: nx.Graph) -> tuple[Counter, dict[str, tuple[int, str]]]:
    """Papers per year of ``G``, and each dated paper's year and venue; kept per graph.

    The app calls it once after a load, off the GUI thread (``render.detail_html.prepare``).
    """
    cached = _PERIODS.get(G)
    if cached is not None and cached[0] == G.number_of_nodes():
        return cached[1], cached[2]
    periods = {}
    for node, data in G.nodes(data=True):
        if data.get("kind") == "paper" and (year := paper_year(data.get("year"))) is not None:
            periods[node] = (year, venue_name(data.get("venue"), year))
    per_year = Counter(year for year, _ in periods.values())
    _PERIODS[G] = (G.number_of_nodes(), per_year, periods)
    return per_year, periods


def concept_trend(G: nx.Graph, node: str) -> ConceptTrend:
    """The trend of concept ``node``: per corpus year, its papers and their share."""
    per_year, periods = paper_periods(G)
    years = tuple(sorted(per_year))
    counts: Counter = Counter()
    venues: dict[int, Counter] = {}
    for paper in G[node]:
        period = periods.get(paper)
        if period is None:  # not a paper, or no year
            continue
        year, venue = period
        counts[year] += 1
        if venue:
            venues.setdefault(year, Counter())[venue] += 1
    first = min(counts, default=None)
    named = venues.get(first) if first is not None else None
    first_venue = min(named, key=lambda v: (-named[v], v)) if named else ""
    return ConceptTrend(
        years=years,
        counts=tuple(counts[y] for y in years),
        shares=tuple(counts[y] / per_year[y] for y in years),
        first_year=first,
        first_venue=first_venue,
    )


def sparkline_table(years: tuple[int, ...], shares: tuple[float, ...], color: str) -> str:
    """Columns filled from the bottom in proportion to ``shares``; the years underneath."""
    peak = max(shares, default=0.0)
    levels = [math.ceil(LEVELS * s / peak) if peak else 0 for s in shares]
    rows = []
    for level in range(LEVELS, 0, -1):
        cells = "".join(
            f'<td width="22" bgcolor="{color}"></td>' if filled >= level else '<td width="22"></td>'
            for filled in levels
        )
        rows.append(f'<tr style="font-size:3px;">{cells}</tr>')
    labels = "".join(f'<td align="center"><small>{y % 100:02d}</small></td>' for y in years)
    rows.append(f"<tr>{labels}</tr>")
    return f'<table cellspacing="1" cellpadding="0">{"".join(rows)}</table>'


def trend_html(G: nx.Graph, node: str, dark: bool = False) -> str:
    """The "Over the years" section of a concept's page ("" when no paper has a year)."""
    trend = concept_trend(G, node)
    if not trend.years or trend.first_year is None:
        return ""
    if trend.first_venue:
        first = translate("TrendPage", "First seen in {year} at {venue}")
    else:
        first = translate("TrendPage", "First seen in {year}")
    first = first.format(year=trend.first_year, venue=iso(trend.first_venue))
    shares = " · ".join(
        f"{y}: {100 * s:.1f}%" for y, s in zip(trend.years, trend.shares, strict=True)
    )
    color = node_color(str(G.nodes[node].get("type", "")))
    heading = translate("TrendPage", "Over the years")
    return (
        f"<h3>{heading}</h3>"
        f'<p class="meta">{first}</p>'
        + sparkline_table(trend.years, trend.shares, color)
        + '<p class="meta"><small>'
        + translate("TrendPage", "Share of papers per year: {shares}").format(shares=esc(shares))
        + "</small></p>"
    )
