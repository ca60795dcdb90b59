"""A paper and its most similar papers, as Connected Papers draws them.

The papers are those :func:`explorer.graph.query.similar_papers` ranks first; every pair
of them that shares a weighing concept is linked, weighted as the graph's ``similar``
edges are (the summed specificity of the non-generic concepts they share). The view
graph says how to draw each paper: ``draw_color`` by year (oldest light, newest dark;
all dark when they share one year) and ``draw_radius`` by its number of links in the
view. The rows are what a list beside the picture shows: title, year, the concepts
shared with the paper (most specific first) and the weight of that link.

Examples
--------
>>> G = nx.Graph()
>>> for name, year in (("a", 2020), ("b", 2022), ("c", 2023)):
...     G.add_node("paper:" + name, kind="paper", type="PAPER", label=name.upper(), year=year)
>>> G.add_node("concept:lora", kind="concept", label="LoRA", specificity=0.8)
>>> G.add_node("concept:nn", kind="concept", label="neural network", generic=True, specificity=0.1)
>>> G.add_edges_from([(p, "concept:lora") for p in ("paper:a", "paper:b")], relation="uses")
>>> G.add_edges_from([(p, "concept:nn") for p in ("paper:a", "paper:c")], relation="uses")
>>> view = similarity_view(G, "paper:a")
>>> [(r.title, r.year, r.shared, r.weight) for r in view.rows]
[('B', 2022, ['LoRA'], 0.8)]
>>> sorted(view.graph), view.graph["paper:a"]["paper:b"]["weight"]
(['paper:a', 'paper:b'], 0.8)
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import networkx as nx

from explorer.graph.build import SIMILAR
from explorer.graph.nodes import concepts_of_paper, is_paper, node_label, require_node
from explorer.graph.query import similar_papers

#: Similar papers shown when no number is asked for.
SIMILAR_SHOWN = 15
#: Colours of the oldest and the newest year (a papers' year without a year: grey).
OLD_COLOR, NEW_COLOR, NO_YEAR_COLOR = (198, 219, 239), (8, 48, 107), "#9e9e9e"


@dataclass(frozen=True)
class SimilarRow:
    """One similar paper: its id, title, year, the concepts it shares and the link's weight."""

    node: str
    title: str
    year: int | None
    shared: list[str]
    weight: float


@dataclass(frozen=True)
class SimilarityView:
    """The paper, its view graph (the paper and its similar papers) and the list's rows."""

    paper: str
    graph: nx.Graph
    rows: list[SimilarRow]


def similarity_view(G: nx.Graph, paper: str, top: int = SIMILAR_SHOWN) -> SimilarityView:
    """``paper`` and its ``top`` most similar papers, linked by weighted shared concepts.

    Raises
    ------
    networkx.NodeNotFound
        ``paper`` is not in ``G``.
    ValueError
        ``paper`` is not a paper.
    """
    require_node(G, paper)
    if not is_paper(G, paper):
        raise ValueError(f"{node_label(G, paper)!r} is not a paper")
    papers = [paper] + [other for other, _ in similar_papers(G, paper, top)]
    concepts = {p: set(concepts_of_paper(G, p)) for p in papers}
    H = nx.Graph(name=f"Similar to {node_label(G, paper)}", similar_to=paper)
    H.add_nodes_from((p, dict(G.nodes[p])) for p in papers)
    for a, b in itertools.combinations(papers, 2):
        shared = concepts[a] & concepts[b]
        weight = round(sum(concept_weight(G, c) for c in shared), 4)
        if weight > 0:
            H.add_edge(a, b, relation=SIMILAR, weight=weight, shared=len(shared))
    _add_drawing(H)
    rows = [_row(G, H, paper, other, concepts) for other in papers[1:] if H.has_edge(paper, other)]
    return SimilarityView(paper, H, rows)


def concept_weight(G: nx.Graph, concept: str) -> float:
    """What a shared concept weighs: its specificity, 0 when generic (1 without a score)."""
    data = G.nodes[concept]
    return 0.0 if data.get("generic") else float(data.get("specificity", 1.0))


def year_color(year: int | None, first: int, last: int) -> str:
    """``year``'s colour on a light (``first``) to dark (``last``) blue scale, as ``#rrggbb``.

    >>> year_color(2020, 2020, 2024), year_color(2024, 2020, 2024), year_color(None, 1, 2)
    ('#c6dbef', '#08306b', '#9e9e9e')
    """
    if year is None:
        return NO_YEAR_COLOR
    share = 1.0 if last <= first else (year - first) / (last - first)  # one year: the dark end
    channels = (round(o + (n - o) * share) for o, n in zip(OLD_COLOR, NEW_COLOR, strict=True))
    return "#" + "".join(f"{c:02x}" for c in channels)


def paper_year(data: dict) -> int | None:
    """A paper's year as a number, None when it has none (or an unreadable one)."""
    try:
        return int(str(data.get("year"))[:4])
    except (TypeError, ValueError):
        return None


def _add_drawing(H: nx.Graph) -> None:
    years = [y for y in (paper_year(d) for _, d in H.nodes(data=True)) if y is not None]
    first, last = (min(years), max(years)) if years else (0, 0)
    for node, data in H.nodes(data=True):
        data["draw_color"] = year_color(paper_year(data), first, last)
        data["draw_radius"] = round(7.0 + 4.0 * math.sqrt(H.degree(node)), 2)


def _row(G: nx.Graph, H: nx.Graph, paper: str, other: str, concepts: dict) -> SimilarRow:
    shared = sorted(
        concepts[paper] & concepts[other],
        key=lambda c: (-concept_weight(G, c), node_label(G, c).casefold()),
    )
    data = G.nodes[other]
    title = str(data.get("title") or data.get("label") or other)
    labels = [node_label(G, c) for c in shared if concept_weight(G, c) > 0]
    return SimilarRow(other, title, paper_year(data), labels, H[paper][other]["weight"])
