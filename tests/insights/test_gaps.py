"""Gap matrix counts checked against a brute-force count over the real corpus graph."""

from __future__ import annotations

import networkx as nx
import pytest

from explorer.insights.gaps import gap_matrix, papers_linking


def _papers_naming(G):
    found = {}
    for paper, kind in G.nodes(data="kind"):
        if kind == "paper":
            for concept in G[paper]:
                if G.nodes[concept].get("kind") == "concept":
                    found.setdefault(concept, set()).add(paper)
    return found


@pytest.mark.parametrize(("rows", "cols"), [("METHOD", "HARDWARE"), ("TASK", "MODEL")])
def test_cells_count_papers_naming_both(corpus_graph, rows, cols):
    G = corpus_graph
    naming = _papers_naming(G)
    matrix = gap_matrix(G, rows, cols, top=8)
    assert matrix.rows and matrix.cols
    for line, kind in ((matrix.rows, rows), (matrix.cols, cols)):
        assert all(G.nodes[n]["type"] == kind for n in line)
        sizes = [len(naming[n]) for n in line]
        assert sizes == sorted(sizes, reverse=True)
        others = [len(naming.get(n, ())) for n, t in G.nodes(data="type") if t == kind]
        assert sizes[-1] >= sorted(others, reverse=True)[len(line) - 1]  # truly the top
    for i, a in enumerate(matrix.rows):
        for j, b in enumerate(matrix.cols):
            assert matrix.counts[i][j] == len(naming[a] & naming[b]) == matrix.count(a, b)
            assert papers_linking(G, a, b) == sorted(
                naming[a] & naming[b], key=lambda p: (G.nodes[p]["label"].casefold(), p)
            )
    gaps = {(a, b) for i, a in enumerate(matrix.rows) for j, b in enumerate(matrix.cols)
            if matrix.counts[i][j] == 0}  # fmt: skip
    assert set(matrix.gaps()) == gaps


def test_same_type_diagonal_counts_each_concepts_papers(corpus_graph):
    G = corpus_graph
    naming = _papers_naming(G)
    matrix = gap_matrix(G, "METHOD", "METHOD", top=5)
    assert matrix.rows == matrix.cols
    for i, concept in enumerate(matrix.rows):
        assert matrix.counts[i][i] == len(naming[concept])
    assert all(a != b for a, b in matrix.gaps())


def test_unknown_concepts_raise(corpus_graph):
    with pytest.raises(nx.NodeNotFound):
        papers_linking(corpus_graph, "concept:no such thing", "concept:gpu")
    assert gap_matrix(corpus_graph, "METHOD", "NO SUCH TYPE").cols == ()
