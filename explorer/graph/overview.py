"""The overview of a big view: its hub concepts and the papers that join most of them.

A first picture of 20,000 nodes shows nothing; one of a few hundred shows the field's
landmarks. :func:`overview_nodes` chooses them from the nodes a view's filters keep.

Examples
--------
>>> G = nx.Graph()
>>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
>>> G.add_node("concept:x", kind="concept", type="METHOD", papers=2)
>>> G.add_node("concept:y", kind="concept", type="METHOD", papers=1)
>>> G.add_edges_from([("paper:a", "concept:x"), ("paper:b", "concept:x")], relation="uses")
>>> G.add_edge("paper:b", "concept:y", relation="uses")
>>> groups = [["paper:a", "paper:b"], ["concept:x", "concept:y"]]
>>> overview_nodes(G, None, groups, {"uses"}, limit=3)
['paper:b', 'concept:x', 'concept:y']
"""

from __future__ import annotations

import heapq
import itertools
from collections import Counter
from collections.abc import Collection

import networkx as nx

from explorer.graph.bulk import graph_state
from explorer.graph.index import graph_index
from explorer.graph.nodes import keeps_edge

#: Share of the overview budget given to concepts; papers joining them get the rest.
CONCEPT_SHARE = 2 / 3


def overview_nodes(
    G: nx.Graph,
    kept: list[str] | None,
    groups: list[list[str]],
    relations: Collection[str] | None,
    limit: int,
) -> list[str]:
    """The hub concepts of a view and the papers that join most of them, in G's order.

    The view is ``kept`` if given (after a minimum-degree cut), else every node of
    ``groups`` (lists of nodes of one type each). Concepts get
    :data:`CONCEPT_SHARE` of ``limit`` (all of it without papers), most important
    first; papers the rest, those naming most hubs first. A hub no chosen paper
    names is dropped: the overview is about connections.
    """
    data, adjacency = graph_state(G)
    index = graph_index(G)
    if kept is None:
        papers = [n for group in groups for n in group if n in index.papers]
        # The groups may lack some nodes of their types (generic concepts, lone families).
        in_view = {n for group in groups if group and group[0] not in index.papers for n in group}
        concepts = (n for n in index.concepts if n in in_view)
    else:
        in_view = set(kept)
        papers = [n for n in kept if n in index.papers]
        concepts = (n for n in index.concepts if n in in_view)
    budget = limit if not papers else int(limit * CONCEPT_SHARE)
    hubs = set(itertools.islice(concepts, budget))
    paper_set = set(papers)
    hub_count: Counter[str] = Counter()
    for hub in hubs:  # counted from the hubs' side: they have far fewer links than all papers
        for other, edge in adjacency[hub].items():
            # keeps_edge written out: this loop runs for every link of every hub.
            if other in paper_set and (relations is None or edge.get("relation") in relations):
                hub_count[other] += 1
    wanted = limit - len(hubs)
    # Papers naming no hub come last (by id); when enough name one, only those are ranked.
    pool = hub_count if len(hub_count) >= wanted else papers
    ranked = heapq.nsmallest(wanted, pool, key=lambda p: (-hub_count[p], str(p)))
    chosen = hubs | set(ranked)
    linked: set[str] = set()
    for node in chosen:
        if node not in linked:
            for other, edge in adjacency[node].items():
                if other in chosen and keeps_edge(edge, relations):
                    linked.update((node, other))
                    break
    linked = linked or chosen
    return sorted(linked, key=index.order.__getitem__)
