"""Gap matrix: how many papers link each pair of the top concepts of two types, and which
of the missing pairs are real gaps.

Rows are the ``top`` concepts of one type and columns those of another (most papers
first); a cell counts the papers that name both. A raw zero means little: two concepts
named by three papers each would rarely meet by chance. A cell is a **gap** when the pair
meets much less often than independence predicts:

- ``expected = papers(row) · papers(column) / papers(corpus)``, the count if the two
  concepts were named independently; ``lift = observed / expected``;
- the one-sided Fisher exact test (hypergeometric lower tail,
  ``P(X <= observed)``) gives how surprising so few shared papers are.

A gap needs ``expected >= MIN_EXPECTED`` (enough papers to expect a meeting),
``lift <= MAX_LIFT`` and ``p <= MAX_P``; gaps are ranked by p-value, then by the expected
count. :func:`gap_sides` lists the papers on each side of a gap.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> papers = [f"paper:{i}" for i in range(40)]
>>> G.add_nodes_from(papers, kind="paper", type="PAPER")
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA")
>>> G.add_node("concept:a100", kind="concept", type="HARDWARE", label="A100")
>>> G.add_node("concept:tpu", kind="concept", type="HARDWARE", label="TPU")
>>> G.add_edges_from([(p, "concept:lora") for p in papers[:20]], relation="uses")
>>> G.add_edges_from([(p, "concept:a100") for p in papers[:12]], relation="uses")
>>> G.add_edges_from([(p, "concept:tpu") for p in papers[20:]], relation="uses")
>>> m = gap_matrix(G, "METHOD", "HARDWARE")
>>> m.rows, m.cols, m.counts, m.expected
(('concept:lora',), ('concept:tpu', 'concept:a100'), ((0, 12),), ((10.0, 6.0),))
>>> [(g.row, g.col, g.observed, g.expected, g.lift) for g in m.gaps()]
[('concept:lora', 'concept:tpu', 0, 10.0, 0.0)]
>>> only_lora, only_tpu = gap_sides(G, "concept:lora", "concept:tpu")
>>> len(only_lora), len(only_tpu)
(20, 20)
>>> papers_linking(G, "concept:lora", "concept:a100")[:2]
['paper:0', 'paper:1']
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

import networkx as nx
import numpy as np

from explorer.graph.nodes import is_concept_data, paper_nodes, papers_of_node, require_node
from explorer.graph.ranking import rank_concepts
from explorer.graph.taxonomy import family_map

DEFAULT_TOP = 12
#: A pair is a gap only if independence predicts at least this many shared papers.
MIN_EXPECTED = 3.0
#: ... it meets at most this share of what independence predicts ...
MAX_LIFT = 0.5
#: ... and so few shared papers would happen by chance with at most this probability.
MAX_P = 0.01


@dataclass(frozen=True)
class Gap:
    """A pair that meets much less often than chance predicts."""

    row: str
    col: str
    observed: int
    expected: float
    lift: float
    p_value: float


@dataclass(frozen=True)
class GapMatrix:
    """Papers naming both the row and the column concept (``counts[i][j]``), what
    independence predicts (``expected``) and the Fisher p-values (``p_values``)."""

    row_type: str
    col_type: str
    rows: tuple[str, ...]
    cols: tuple[str, ...]
    counts: tuple[tuple[int, ...], ...]
    expected: tuple[tuple[float, ...], ...] = ()
    p_values: tuple[tuple[float, ...], ...] = ()
    papers: int = 0

    def count(self, row: str, col: str) -> int:
        """The cell of concepts ``row`` and ``col``."""
        return self.counts[self.rows.index(row)][self.cols.index(col)]

    def gap(self, i: int, j: int) -> Gap | None:
        """Cell ``(i, j)`` as a :class:`Gap`, or None if it is not one (see the module)."""
        row, col = self.rows[i], self.cols[j]
        observed, expected, p = self.counts[i][j], self.expected[i][j], self.p_values[i][j]
        lift = round(observed / expected, 3) if expected else 1.0
        if row == col or expected < MIN_EXPECTED or lift > MAX_LIFT or p > MAX_P:
            return None
        return Gap(row, col, observed, round(expected, 2), lift, p)

    def gaps(self) -> list[Gap]:
        """The meaningful gaps, the most surprising first (p-value, then expected count)."""
        found = [
            gap
            for i in range(len(self.rows))
            for j in range(len(self.cols))
            if (gap := self.gap(i, j)) is not None
        ]
        return sorted(found, key=lambda g: (g.p_value, -g.expected, g.row, g.col))


def gap_matrix(
    G: nx.Graph, row_type: str, col_type: str, top: int = DEFAULT_TOP, *, by_family: bool = False
) -> GapMatrix:
    """The matrix of the ``top`` concepts of ``row_type`` by those of ``col_type``.

    The two types may be the same; the diagonal then counts each concept's papers.
    Concepts no paper names (families the hierarchy adds) have no row or column: every
    cell of theirs would be a gap that says nothing. ``by_family`` puts families in place of
    concepts (:func:`explorer.graph.taxonomy.family_of`): a family's papers are those naming any
    of its members ("LLaMA-2-7B" counts for "LLaMA").
    """
    if by_family:
        papers = family_papers(G)
        rows, cols = (_top_families(G, papers, kind, top) for kind in (row_type, col_type))
    else:
        rows = _named(G, row_type, top)
        cols = _named(G, col_type, top)
        papers = {n: set(papers_of_node(G, n)) for n in {*rows, *cols}}
    counts = np.array([[len(papers[r] & papers[c]) for c in cols] for r in rows], dtype=int)
    total = len(paper_nodes(G))
    if not total or not rows or not cols:
        zeros = tuple(tuple(0 for _ in cols) for _ in rows)
        return GapMatrix(row_type, col_type, tuple(rows), tuple(cols), zeros, zeros, zeros, total)
    row_n = np.array([len(papers[r]) for r in rows])[:, None]
    col_n = np.array([len(papers[c]) for c in cols])[None, :]
    expected = row_n * col_n / total
    # Imported here: scipy.stats costs the app 34 MB and a second at start, for a dock not shown.
    from scipy.stats import hypergeom

    # P(X <= observed) for X the shared papers of two independent concepts (Fisher, one-sided).
    p = hypergeom.cdf(counts, total, row_n, col_n)
    return GapMatrix(
        row_type,
        col_type,
        tuple(rows),
        tuple(cols),
        tuple(tuple(int(v) for v in line) for line in counts),
        tuple(tuple(round(float(v), 4) for v in line) for line in expected),
        tuple(tuple(float(v) for v in line) for line in p),
        total,
    )


def gap_sides(
    G: nx.Graph, a: str, b: str, *, by_family: bool = False
) -> tuple[list[str], list[str]]:
    """The papers naming ``a`` but not ``b``, and those naming ``b`` but not ``a``, each
    sorted by label: the two sides a gap leaves apart (``by_family`` as in
    :func:`papers_linking`).

    Raises
    ------
    networkx.NodeNotFound
        ``a`` or ``b`` is not in ``G``.
    """
    side_a, side_b = _papers_of_pair(G, a, b, by_family)
    return _by_label(G, side_a - side_b), _by_label(G, side_b - side_a)


def _named(G: nx.Graph, kind: str, top: int) -> list[str]:
    """The ``top`` concepts of ``kind`` most papers name (at least one)."""
    ranked = rank_concepts(G, types={kind})
    return [n for n, papers in ranked if papers][:top]


def family_papers(G: nx.Graph) -> dict[str, set[str]]:
    """Every family (a concept with no family above it) -> the papers naming it or a member."""
    families = family_map(G)
    found: dict[str, set[str]] = {}
    for node, data in G.nodes(data=True):
        if not is_concept_data(data):
            continue
        found.setdefault(families.get(node, node), set()).update(papers_of_node(G, node))
    return found


def _top_families(G: nx.Graph, papers: dict[str, set[str]], kind: str, top: int) -> list[str]:
    """The ``top`` families of type ``kind`` named by most papers (then by id)."""
    candidates = [f for f, named in papers.items() if named and G.nodes[f].get("type") == kind]
    return heapq.nsmallest(top, candidates, key=lambda f: (-len(papers[f]), f))


def papers_linking(G: nx.Graph, a: str, b: str, *, by_family: bool = False) -> list[str]:
    """Papers that name both concepts ``a`` and ``b``, sorted by label.

    ``by_family``: papers naming ``a`` or one of its family members, and ``b`` or one of its.

    Raises
    ------
    networkx.NodeNotFound
        ``a`` or ``b`` is not in ``G``.
    """
    return _by_label(G, set.intersection(*_papers_of_pair(G, a, b, by_family)))


def _papers_of_pair(G: nx.Graph, a: str, b: str, by_family: bool) -> tuple[set[str], set[str]]:
    """The papers of ``a`` and of ``b`` (with their family members' under ``by_family``)."""
    require_node(G, a)
    require_node(G, b)
    if by_family:
        papers = family_papers(G)
        return papers.get(a, set()), papers.get(b, set())
    return set(papers_of_node(G, a)), set(papers_of_node(G, b))


def _by_label(G: nx.Graph, papers: set[str]) -> list[str]:
    return sorted(papers, key=lambda n: (str(G.nodes[n].get("label") or n).casefold(), n))
