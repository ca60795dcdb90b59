"""Communities of a view (Leiden): stable, numbered biggest first, named by their hub."""

from __future__ import annotations

import networkx as nx

from explorer.graph.communities import communities, community_names


def two_stars(sizes=(12, 9)) -> nx.Graph:
    G = nx.Graph()
    for hub, size in zip("ab", sizes, strict=True):
        G.add_node(f"concept:{hub}", kind="concept", type="METHOD", papers=size)
        for i in range(size):
            paper = f"paper:{hub}{i}"
            G.add_node(paper, kind="paper", type="PAPER")
            G.add_edge(f"concept:{hub}", paper)
    G.add_edge("paper:a0", "paper:b0")
    return G


def test_two_stars_are_two_communities_biggest_first_named_by_their_hubs():
    G = two_stars()
    groups = communities(G)
    assert groups["concept:a"] == 0 and groups["concept:b"] == 1
    leaves = [n for n in G if n.startswith("paper:") and n not in ("paper:a0", "paper:b0")]
    assert all(groups[n] == groups[f"concept:{n[6]}"] for n in leaves)  # the bridge aside
    assert community_names(G, groups) == {0: "concept:a", 1: "concept:b"}


def test_the_same_graph_gives_the_same_groups_and_small_groups_are_left_out():
    G = two_stars((12, 3))
    assert communities(G) == communities(G.copy())
    assert "concept:b" not in communities(G)
    assert communities(nx.empty_graph(3)) == {}
