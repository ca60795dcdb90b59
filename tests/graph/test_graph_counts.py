"""One way to count a view: nodes by type, links by relation, in the vocabulary's order."""

from __future__ import annotations

from collections import Counter

import networkx as nx

from explorer.graph.build import build_graph
from explorer.graph.counts import NO_KIND, count_line, kind_counts
from explorer.style import EDGE_STYLE, NODE_TYPES, RELATIONS, relation_name


def test_counts_of_a_built_graph_follow_the_vocabulary(corpus):
    G = build_graph(corpus, name="icml 2025")
    counts = kind_counts(G)
    assert counts["nodes"] == G.number_of_nodes() and counts["edges"] == G.number_of_edges()
    assert counts["types"] == dict(Counter(t for _, t in G.nodes(data="type")))
    assert counts["relations"] == dict(Counter(r for *_, r in G.edges(data="relation")))
    assert list(counts["types"]) == [t for t in NODE_TYPES if t in counts["types"]]
    assert list(counts["relations"]) == [r for r in RELATIONS if r in counts["relations"]]
    # Every relation the builder makes has its own colour: views cannot disagree on them.
    assert set(counts["relations"]) <= set(EDGE_STYLE)
    papers = counts["types"]["PAPER"]
    assert count_line(counts) == (
        f"{papers} papers · {G.number_of_nodes() - papers} concepts · {G.number_of_edges()} links"
    )


def test_a_new_kind_is_counted_and_named_without_registering_it():
    G = nx.Graph()
    G.add_node("concept:a", kind="concept", type="METHOD")
    G.add_node("concept:b", kind="concept", type="METHOD")
    G.add_node("concept:c", kind="concept", type="ALGORITHM")
    G.add_node("x")  # no type at all
    G.add_edge("concept:a", "concept:b", relation="cites")
    G.add_edge("concept:a", "concept:c", relation="co_occurs")
    G.add_edge("concept:c", "x")
    counts = kind_counts(G)
    assert counts["types"] == {"METHOD": 2, "ALGORITHM": 1, NO_KIND: 1}
    assert "cites" not in RELATIONS  # (schema 2 made "broader" a known relation)
    assert list(counts["relations"]) == ["co_occurs", NO_KIND, "cites"]  # known first
    assert relation_name("cites") == "cites"
    assert count_line(counts) == "0 papers · 4 concepts · 3 links"


def test_an_empty_view_counts_nothing():
    counts = kind_counts(nx.Graph())
    assert counts == {"nodes": 0, "edges": 0, "papers": 0, "types": {}, "relations": {}}
    assert count_line(counts) == "0 papers · 0 concepts · 0 links"


def test_counts_from_the_adjacency_dicts_equal_networkx_counts(corpus):
    from explorer.graph.bulk import edge_count, edge_values

    G = build_graph(corpus, name="icml 2025")
    G.add_edge("concept:loop", "concept:loop", relation="co_occurs")  # a self-loop counts once
    G.add_edge(next(iter(G)), "concept:loop")  # no relation
    some = list(G)[::3] + ["concept:loop"]
    for graph in (G, G.subgraph(some), G.subgraph(some).copy(), nx.Graph()):
        assert edge_count(graph) == graph.number_of_edges()
        assert edge_values(graph, "relation") == Counter(
            r for *_, r in graph.edges(data="relation")
        )
    assert edge_count(nx.MultiGraph([(1, 2), (1, 2)])) == 2
