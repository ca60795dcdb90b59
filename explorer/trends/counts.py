"""How many papers name each concept (and each concept family) per year and per venue.

A paper counts once for a concept however often it names it, and once for a family however
many of the family's concepts it names. Families come from the concepts' ``family``
attribute when the graph has one; without it there are only concept rows. A family gets a
row when two or more of the kept concepts belong to it.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", year=2023, venue="ICML")
>>> G.add_node("paper:b", kind="paper", year=2024, venue="ICLR")
>>> G.add_node("concept:gpt-4", kind="concept", type="MODEL", label="GPT-4", family="GPT")
>>> G.add_node("concept:gpt-3", kind="concept", type="MODEL", label="GPT-3", family="GPT")
>>> G.add_edges_from([("paper:a", "concept:gpt-3"), ("paper:a", "concept:gpt-4"),
...                   ("paper:b", "concept:gpt-4")], relation="uses_model")
>>> c = trend_counts(G)
>>> c.nodes, c.kinds
(('concept:gpt-4', 'concept:gpt-3', 'family:GPT'), ('concept', 'concept', 'family'))
>>> c.by_year.tolist(), c.by_venue.tolist()
([[1, 1], [1, 0], [1, 1]], [[1, 1], [0, 1], [1, 1]])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass

import networkx as nx
import numpy as np

from explorer.trends.periods import PaperPeriods, paper_periods

#: Prefix of a family row's id (families are not graph nodes).
FAMILY_PREFIX = "family:"


@dataclass(frozen=True)
class TrendCounts:
    """Papers per (row, year, venue): rows are concepts, then families.

    ``by_year_venue[r, t, v]`` counts the papers of year ``t`` and venue ``v`` naming row
    ``r``; the last year and the last venue slot hold papers without one.
    """

    periods: PaperPeriods
    nodes: tuple[str, ...]
    kinds: tuple[str, ...]
    labels: tuple[str, ...]
    types: tuple[str, ...]
    families: tuple[str, ...]
    by_year_venue: np.ndarray

    @property
    def by_year(self) -> np.ndarray:
        """Papers per row and year, shape (rows, years)."""
        return self.by_year_venue[:, :-1, :].sum(axis=2)

    @property
    def by_venue(self) -> np.ndarray:
        """Papers per row and venue (with or without a year), shape (rows, venues)."""
        return self.by_year_venue[:, :, :-1].sum(axis=1)

    @property
    def total(self) -> np.ndarray:
        """Papers per row, over the whole corpus."""
        return self.by_year_venue.sum(axis=(1, 2))


def trend_counts(G: nx.Graph, *, types: Collection[str] | None = None) -> TrendCounts:
    """Count the papers naming each concept of ``types`` (all when None) by year and venue.

    Parameters
    ----------
    G : networkx.Graph
        A graph following the schema of :mod:`explorer.graph.build`.
    types : collection of str, optional
        Concept types to keep (``{"HARDWARE"}``); a family keeps the majority type of its
        concepts.

    Returns
    -------
    TrendCounts
        Concept rows in graph order, then family rows sorted by name.
    """
    periods = paper_periods(G)
    concepts = [
        n
        for n, d in G.nodes(data=True)
        if d.get("kind") == "concept" and (types is None or d.get("type") in types)
    ]
    row_of = {n: i for i, n in enumerate(concepts)}
    rows, paper_ids = [], []
    for p, paper in enumerate(periods.papers):
        for neighbour in G[paper]:
            row = row_of.get(neighbour)
            if row is not None:
                rows.append(row)
                paper_ids.append(p)
    labels = [str(G.nodes[n].get("label") or n) for n in concepts]
    node_types = [str(G.nodes[n].get("type") or "") for n in concepts]
    families = [str(G.nodes[n].get("family") or "") for n in concepts]
    # A family of one concept would repeat that concept's row.
    family_names = sorted(f for f, n in Counter(families).items() if f and n > 1)
    row_array = np.array(rows, dtype=np.int64)
    paper_array = np.array(paper_ids, dtype=np.int64)
    if family_names and len(row_array):
        family_at = {f: len(concepts) + i for i, f in enumerate(family_names)}
        member = np.array([family_at.get(f, -1) for f in families], dtype=np.int64)
        family_rows = member[row_array]
        keep = family_rows >= 0
        # A paper naming two concepts of one family counts once for the family.
        pairs = np.unique(np.stack([family_rows[keep], paper_array[keep]]), axis=1)
        row_array = np.concatenate([row_array, pairs[0]])
        paper_array = np.concatenate([paper_array, pairs[1]])
    n_years, n_venues = len(periods.years) + 1, len(periods.venues) + 1
    # Unknown (-1) year or venue go to the last slot of their axis.
    year_slot = np.where(periods.year_index >= 0, periods.year_index, n_years - 1)
    venue_slot = np.where(periods.venue_index >= 0, periods.venue_index, n_venues - 1)
    paper_slot = year_slot * n_venues + venue_slot
    n_rows, n_slots = len(concepts) + len(family_names), n_years * n_venues
    flat = np.bincount(row_array * n_slots + paper_slot[paper_array], minlength=n_rows * n_slots)
    return TrendCounts(
        periods=periods,
        nodes=(*concepts, *(FAMILY_PREFIX + f for f in family_names)),
        kinds=("concept",) * len(concepts) + ("family",) * len(family_names),
        labels=(*labels, *family_names),
        types=(*node_types, *_majority_types(node_types, families, family_names)),
        families=(*families, *family_names),
        by_year_venue=flat.reshape(n_rows, n_years, n_venues),
    )


def _majority_types(types: list[str], families: list[str], names: list[str]) -> list[str]:
    """The most common type among each family's concepts (ties: alphabetical)."""
    votes = Counter(zip(families, types, strict=True))
    best: dict[str, tuple[int, str]] = {}
    for (family, node_type), n in sorted(votes.items()):
        if family and n > best.get(family, (0, ""))[0]:
            best[family] = (n, node_type)
    return [best[name][1] for name in names]
