"""The trends of a graph as plain data: each concept's shares over the years and venues.

One row per concept (and per concept family when concepts carry a ``family``): its papers
and share of papers per year and per venue, the year and venue it was first seen in, the
growth of its share from the early to the late years (:mod:`explorer.trends.growth`) and
its strongest burst (:mod:`explorer.trends.burst`). The report ranks what rises, what fades
and what is new in a year; the CLI, the CSV, the chart and the exported page all read it.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> for i, year in enumerate([2020, 2020, 2022, 2022]):
...     G.add_node(f"paper:{i}", kind="paper", year=year, venue="ICML")
>>> G.add_node("concept:cnn", kind="concept", type="METHOD", label="CNN")
>>> G.add_node("concept:llm", kind="concept", type="MODEL", label="LLM")
>>> G.add_edges_from([("paper:0", "concept:cnn"), ("paper:1", "concept:cnn"),
...                   ("paper:2", "concept:llm"), ("paper:3", "concept:llm")])
>>> report = trend_report(G)
>>> report.years, report.early, report.late
((2020, 2022), (2020,), (2022,))
>>> [(r.label, r.change) for r in report.rising(min_papers=1)]
[('LLM', 1.0)]
>>> [r.label for r in report.fading(min_papers=1)]
['CNN']
>>> row = report.row("concept:llm")
>>> row.shares, row.first_year, row.first_venue, [r.label for r in report.new()]
((0.0, 1.0), 2022, 'ICML', ['LLM'])
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

import networkx as nx
import numpy as np

from explorer.heap import collector_paused
from explorer.trends.burst import kleinberg_bursts
from explorer.trends.counts import TrendCounts, trend_counts
from explorer.trends.growth import share, share_growth, split_years

#: Rising and fading concepts need this many papers in the years compared: one paper
#: more or less must not make a trend.
DEFAULT_MIN_PAPERS = 3
DEFAULT_TOP = 20


@dataclass(frozen=True)
class TrendRow:
    """One concept or family; shares are fractions of the papers of a year or venue."""

    node: str
    kind: str
    label: str
    type: str
    family: str
    papers: int
    by_year: tuple[int, ...]
    shares: tuple[float, ...]
    by_venue: tuple[int, ...]
    venue_shares: tuple[float, ...]
    first_year: int | None
    first_venue: str
    early_share: float
    late_share: float
    change: float
    compared_papers: int
    burst: float
    burst_years: tuple[int, int] | None


@dataclass(frozen=True)
class TrendReport:
    """Every row plus the tables they index: years, venues and their paper counts."""

    years: tuple[int, ...]
    papers_per_year: tuple[int, ...]
    venues: tuple[str, ...]
    papers_per_venue: tuple[int, ...]
    early: tuple[int, ...]
    late: tuple[int, ...]
    new_year: int | None
    note: str
    rows: tuple[TrendRow, ...]

    @cached_property
    def _row_of(self) -> dict[str, TrendRow]:
        return {row.node: row for row in self.rows}

    def row(self, node: str) -> TrendRow:
        """The row of concept ``node`` (or ``"family:NAME"``); KeyError if it has none."""
        try:
            return self._row_of[node]
        except KeyError:
            raise KeyError(f"no trend row for {node!r}") from None

    def of_kind(self, kind: str = "concept") -> list[TrendRow]:
        """The rows of one kind: ``"concept"`` or ``"family"``."""
        return [r for r in self.rows if r.kind == kind]

    def rising(
        self, top: int = DEFAULT_TOP, min_papers: int = DEFAULT_MIN_PAPERS, kind: str = "concept"
    ) -> list[TrendRow]:
        """Rows whose share grew most from the early to the late years, largest first."""
        kept = [r for r in self.of_kind(kind) if r.change > 0 and r.compared_papers >= min_papers]
        return sorted(kept, key=lambda r: (-r.change, r.label))[:top]

    def fading(
        self, top: int = DEFAULT_TOP, min_papers: int = DEFAULT_MIN_PAPERS, kind: str = "concept"
    ) -> list[TrendRow]:
        """Rows whose share shrank most from the early to the late years, largest drop first."""
        kept = [r for r in self.of_kind(kind) if r.change < 0 and r.compared_papers >= min_papers]
        return sorted(kept, key=lambda r: (r.change, r.label))[:top]

    def new(self, top: int = DEFAULT_TOP, kind: str = "concept") -> list[TrendRow]:
        """Rows first seen in ``new_year``, most papers that year first."""
        if self.new_year is None:
            return []
        at = self.years.index(self.new_year)
        kept = [r for r in self.of_kind(kind) if r.first_year == self.new_year]
        return sorted(kept, key=lambda r: (-r.by_year[at], r.label))[:top]

    def bursting(self, top: int = DEFAULT_TOP, kind: str = "concept") -> list[TrendRow]:
        """Rows with a burst, strongest first."""
        kept = [r for r in self.of_kind(kind) if r.burst > 0]
        return sorted(kept, key=lambda r: (-r.burst, r.label))[:top]


def trend_report(
    G: nx.Graph,
    *,
    types: Collection[str] | None = None,
    early: Sequence[int] | None = None,
    late: Sequence[int] | None = None,
    new_year: int | None = None,
) -> TrendReport:
    """Trends of the concepts of ``types`` (all when None) over the papers' years.

    Parameters
    ----------
    G : networkx.Graph
        A graph following the schema of :mod:`explorer.graph.build`.
    types : collection of str, optional
        Concept types to keep.
    early, late : sequence of int, optional
        Years to compare (default: the earlier and the later half of the corpus years);
        years without papers are ignored (``range(2020, 2023)`` is fine without 2021).
    new_year : int, optional
        The year whose first-seen concepts are "new" (default: the latest year).

    Returns
    -------
    TrendReport
        Empty rows, and a ``note`` that says why, when no paper has a year.

    Raises
    ------
    ValueError
        ``new_year`` has no paper in ``G``, or no year of ``early`` (or ``late``) has.
    """
    counts = trend_counts(G, types=types)
    periods = counts.periods
    years = periods.years
    default_early, default_late = split_years(years)
    early = _corpus_years(default_early if early is None else early, years, "early")
    late = _corpus_years(default_late if late is None else late, years, "late")
    if new_year is None and years:
        new_year = years[-1]
    if new_year is not None and new_year not in years:
        raise ValueError(f"new_year: no paper from {new_year} (years: {_listed(years)})")
    report = TrendReport(
        years=years,
        papers_per_year=tuple(int(n) for n in periods.papers_per_year),
        venues=periods.venues,
        papers_per_venue=tuple(int(n) for n in periods.papers_per_venue),
        early=early,
        late=late,
        new_year=new_year,
        note=periods.note,
        rows=(),
    )
    if not years:
        return report
    with collector_paused():  # tens of thousands of small tuples: see explorer.heap
        return _with_rows(report, counts)


def _listed(years: Sequence[int]) -> str:
    return ", ".join(map(str, years)) or "none"


def _corpus_years(asked: Sequence[int], years: tuple[int, ...], name: str) -> tuple[int, ...]:
    kept = tuple(sorted(set(asked) & set(years)))
    if asked and not kept:
        raise ValueError(
            f"{name}: no paper from {_listed(sorted(set(asked)))} (years: {_listed(years)})"
        )
    return kept


def _first_seen(counts: TrendCounts) -> tuple[np.ndarray, np.ndarray]:
    """Per row, the index of its first year and of the venue naming it most that year (-1: none)."""
    seen = counts.by_year > 0
    first = np.where(seen.any(axis=1), seen.argmax(axis=1), -1)
    in_first_year = counts.by_year_venue[np.arange(len(first)), np.maximum(first, 0), :-1]
    if not in_first_year.shape[1]:  # no paper has a venue
        return first, np.full(len(first), -1)
    named = in_first_year.any(axis=1) & (first >= 0)
    return first, np.where(named, in_first_year.argmax(axis=1), -1)


def _with_rows(report: TrendReport, counts: TrendCounts) -> TrendReport:
    by_year = counts.by_year
    by_venue = counts.by_venue
    papers_per_year = np.asarray(report.papers_per_year)
    year_shares = share(by_year, papers_per_year)
    venue_shares = share(by_venue, np.asarray(report.papers_per_venue))
    position = {y: i for i, y in enumerate(report.years)}
    growth = share_growth(
        by_year,
        papers_per_year,
        [position[y] for y in report.early],
        [position[y] for y in report.late],
    )
    bursts = kleinberg_bursts(by_year, papers_per_year)
    first, first_venue = _first_seen(counts)
    total = counts.total
    years, venues = report.years, report.venues
    # Whole-matrix conversions: per-row numpy access would dominate on 10,000+ rows.
    lists = [
        m.tolist()
        for m in (by_year, year_shares, by_venue, venue_shares, growth.early, growth.late)
    ]
    by_year_l, shares_l, by_venue_l, venue_shares_l, early_l, late_l = lists
    compared = (growth.early_papers + growth.late_papers).tolist()
    strength, start, end = (a.tolist() for a in (bursts.strength, bursts.start, bursts.end))
    first_l, first_venue_l = first.tolist(), first_venue.tolist()
    rows = []
    for i in np.flatnonzero(total).tolist():
        rows.append(
            TrendRow(
                node=counts.nodes[i],
                kind=counts.kinds[i],
                label=counts.labels[i],
                type=counts.types[i],
                family=counts.families[i],
                papers=int(total[i]),
                by_year=tuple(by_year_l[i]),
                shares=tuple(shares_l[i]),
                by_venue=tuple(by_venue_l[i]),
                venue_shares=tuple(venue_shares_l[i]),
                first_year=years[first_l[i]] if first_l[i] >= 0 else None,
                first_venue=venues[first_venue_l[i]] if first_venue_l[i] >= 0 else "",
                early_share=early_l[i],
                late_share=late_l[i],
                change=late_l[i] - early_l[i],
                compared_papers=compared[i],
                burst=strength[i],
                burst_years=(years[start[i]], years[end[i]]) if start[i] >= 0 else None,
            )
        )
    return replace(report, rows=tuple(rows))
