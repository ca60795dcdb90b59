"""Papers side by side: their concepts by type and their claims, with shared concepts found.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA")
>>> G.add_node("concept:a100", kind="concept", type="HARDWARE", label="A100")
>>> G.add_edges_from([("paper:a", "concept:lora"), ("paper:b", "concept:lora"),
...                   ("paper:a", "concept:a100")], relation="uses")
>>> result = compare_papers(G, ["paper:a", "paper:b"])
>>> result.shared
{'concept:lora': 2}
>>> result.sides[0].concepts["HARDWARE"]
('concept:a100',)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

from explorer.graph.build import PROPOSES
from explorer.graph.nodes import concepts_of_paper_by_type, is_paper
from explorer.insights.claims import ClaimRow, paper_claim_rows
from explorer.model import LABELS

#: Rows of a comparison, in order: one per concept type, then the claims.
SECTIONS: tuple[str, ...] = LABELS


@dataclass(frozen=True)
class PaperSide:
    """One paper's column: concept ids per type (sorted by label) and its claims."""

    paper: str
    label: str
    year: object
    venue: str
    concepts: dict[str, tuple[str, ...]]
    proposed: frozenset[str]
    claims: tuple[ClaimRow, ...]


@dataclass(frozen=True)
class Comparison:
    """The compared papers, and how many of them name each concept named by two or more."""

    sides: tuple[PaperSide, ...]
    shared: dict[str, int]

    def is_shared(self, concept: str) -> bool:
        """Whether at least two of the compared papers name ``concept``."""
        return concept in self.shared


def compare_papers(G: nx.Graph, papers: Sequence[str]) -> Comparison:
    """Put ``papers`` (paper node ids, in the order given, duplicates dropped) side by side.

    Raises
    ------
    networkx.NodeNotFound
        One of ``papers`` is not a paper node of ``G``.
    """
    sides = []
    for paper in dict.fromkeys(papers):
        if paper not in G or not is_paper(G, paper):
            raise nx.NodeNotFound(f"no paper {paper!r} in the graph")
        sides.append(_side(G, paper))
    named = Counter(c for side in sides for ids in side.concepts.values() for c in ids)
    shared = {concept: n for concept, n in named.items() if n >= 2}
    return Comparison(tuple(sides), dict(sorted(shared.items(), key=lambda kv: (-kv[1], kv[0]))))


def _side(G: nx.Graph, paper: str) -> PaperSide:
    data = G.nodes[paper]
    named = concepts_of_paper_by_type(G, paper)
    concepts = {kind: tuple(named.get(kind, ())) for kind in SECTIONS}
    concepts.update((kind, tuple(nodes)) for kind, nodes in named.items() if kind not in concepts)
    proposed = {n for n, edge in G[paper].items() if edge.get("relation") == PROPOSES}
    return PaperSide(
        paper=paper,
        label=str(data.get("label") or data.get("title") or paper),
        year=data.get("year"),
        venue=str(data.get("venue") or ""),
        concepts=concepts,
        proposed=frozenset(proposed),
        claims=tuple(paper_claim_rows(G, paper)),
    )
