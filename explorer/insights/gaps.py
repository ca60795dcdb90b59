"""Gap matrix: how many papers link each pair of the top concepts of two types.

Rows are the ``top`` concepts of one type and columns those of another (most papers
first); a cell counts the papers that name both. An empty cell is a gap: a combination
no paper of the corpus studies (say, a method never tried on some hardware).

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA")
>>> G.add_node("concept:a100", kind="concept", type="HARDWARE", label="A100")
>>> G.add_node("concept:tpu", kind="concept", type="HARDWARE", label="TPU")
>>> G.add_edges_from([("paper:a", "concept:lora"), ("paper:a", "concept:a100"),
...                   ("paper:b", "concept:tpu")], relation="uses")
>>> m = gap_matrix(G, "METHOD", "HARDWARE")
>>> m.rows, m.cols, m.counts
(('concept:lora',), ('concept:a100', 'concept:tpu'), ((1, 0),))
>>> m.gaps()
[('concept:lora', 'concept:tpu')]
>>> papers_linking(G, "concept:lora", "concept:a100")
['paper:a']
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

import networkx as nx

from explorer.graph.nodes import is_concept_data, papers_of_node, require_node
from explorer.graph.ranking import rank_concepts
from explorer.graph.taxonomy import family_map

DEFAULT_TOP = 12


@dataclass(frozen=True)
class GapMatrix:
    """Counts of papers naming both the row and the column concept (``counts[i][j]``)."""

    row_type: str
    col_type: str
    rows: tuple[str, ...]
    cols: tuple[str, ...]
    counts: tuple[tuple[int, ...], ...]

    def count(self, row: str, col: str) -> int:
        """The cell of concepts ``row`` and ``col``."""
        return self.counts[self.rows.index(row)][self.cols.index(col)]

    def gaps(self) -> list[tuple[str, str]]:
        """Every (row, column) pair no paper links, in row then column order."""
        return [
            (row, col)
            for row, line in zip(self.rows, self.counts, strict=True)
            for col, n in zip(self.cols, line, strict=True)
            if n == 0 and row != col
        ]


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
    counts = tuple(tuple(len(papers[r] & papers[c]) for c in cols) for r in rows)
    return GapMatrix(row_type, col_type, tuple(rows), tuple(cols), counts)


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
    require_node(G, a)
    require_node(G, b)
    if by_family:
        papers = family_papers(G)
        both = papers.get(a, set()) & papers.get(b, set())
    else:
        both = set(papers_of_node(G, a)) & set(papers_of_node(G, b))
    return sorted(both, key=lambda n: (str(G.nodes[n].get("label") or n).casefold(), n))
