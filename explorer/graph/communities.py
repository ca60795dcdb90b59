"""Communities of a view: groups of nodes more linked among themselves than to the rest.

The canvas tints each community's area and names it after its most important concept, as
Gephi colours modularity classes. igraph's Leiden algorithm (modularity, edge weights)
finds them; the same graph and seed give the same groups, numbered biggest first.

Examples
--------
>>> G = nx.Graph()
>>> G.add_nodes_from(["concept:a", "concept:b"], kind="concept", type="METHOD", papers=3)
>>> G.add_edges_from([("concept:a", f"paper:{i}") for i in range(4)])
>>> G.add_edges_from([("concept:b", f"paper:{i}") for i in range(4, 8)])
>>> G.add_edge("paper:3", "paper:4")
>>> groups = communities(G, min_size=3)
>>> groups["paper:0"] == groups["concept:a"] != groups["concept:b"]
True
>>> sorted(community_names(G, groups).values())
['concept:a', 'concept:b']
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

import igraph
import networkx as nx

from explorer.graph.layout import seeded_igraph
from explorer.graph.nodes import importance, is_concept_data

#: Groups smaller than this are not worth a tint or a name.
MIN_SIZE = 8


def communities(G: nx.Graph, *, seed: int = 0, min_size: int = MIN_SIZE) -> dict[str, int]:
    """Community number of every node in a community of at least ``min_size`` nodes (0: biggest).

    Nodes in smaller groups are left out.
    """
    nodes = sorted(G, key=str)
    if len(nodes) < min_size or G.number_of_edges() == 0:
        return {}
    index = {node: i for i, node in enumerate(nodes)}
    edges = sorted((min(index[u], index[v]), max(index[u], index[v])) for u, v in G.edges())
    weights = [float(G.edges[nodes[u], nodes[v]].get("weight", 1.0) or 1.0) for u, v in edges]
    graph = igraph.Graph(n=len(nodes), edges=edges)
    with seeded_igraph(seed):
        found = graph.community_leiden(
            objective_function="modularity", weights=weights, n_iterations=-1
        )
    members: dict[int, list[str]] = defaultdict(list)
    for node, group in zip(nodes, found.membership, strict=True):
        members[group].append(node)
    kept = sorted((g for g in members.values() if len(g) >= min_size), key=lambda g: (-len(g), g))
    return {node: number for number, group in enumerate(kept) for node in group}


def community_names(G: nx.Graph, groups: Mapping[str, int]) -> dict[int, str]:
    """Each community's most important concept (its most important node if it has none)."""
    best: dict[int, tuple[tuple, str]] = {}
    for node, group in groups.items():
        key = (is_concept_data(G.nodes[node]), importance(G, node), str(node))
        if group not in best or key > best[group][0]:
            best[group] = (key, node)
    return {group: node for group, (_, node) in best.items()}
