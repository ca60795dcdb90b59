"""Gap matrix counts checked against a brute-force count over the real corpus graph."""

from __future__ import annotations

import networkx as nx
import pytest
from scipy.stats import hypergeom

from explorer.insights.gaps import (
    MAX_LIFT,
    MAX_P,
    MIN_EXPECTED,
    gap_matrix,
    gap_sides,
    papers_linking,
)


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
    n = sum(1 for _, k in G.nodes(data="kind") if k == "paper")
    for i, a in enumerate(matrix.rows):
        for j, b in enumerate(matrix.cols):
            expected = len(naming[a]) * len(naming[b]) / n
            assert matrix.expected[i][j] == pytest.approx(expected, abs=1e-3)
            # Fisher's one-sided p by brute force: P(X <= observed), X hypergeometric.
            p = hypergeom.cdf(matrix.counts[i][j], n, len(naming[a]), len(naming[b]))
            assert matrix.p_values[i][j] == pytest.approx(p)
    for gap in matrix.gaps():
        assert gap.expected >= MIN_EXPECTED and gap.lift <= MAX_LIFT and gap.p_value <= MAX_P
        assert gap.observed == matrix.count(gap.row, gap.col)


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


def test_only_pairs_rarer_than_chance_are_gaps_and_each_side_is_listed():
    # Half the papers name A and X, the other half B and Y: A×Y and B×X never meet although
    # independence predicts 10 shared papers each; A×X meet in every paper they could.
    G = nx.Graph()
    for i in range(40):
        paper = f"paper:{i:02d}"
        G.add_node(paper, kind="paper", type="PAPER", label=paper)
        for concept in ("A", "X") if i < 20 else ("B", "Y"):
            G.add_node(f"concept:{concept}", kind="concept", type="METHOD" if concept in "AB"
                       else "DATASET", label=concept)  # fmt: skip
            G.add_edge(paper, f"concept:{concept}", relation="uses")
    G.add_node("concept:rare", kind="concept", type="DATASET", label="rare")
    G.add_edge("paper:00", "concept:rare", relation="evaluates_on")
    matrix = gap_matrix(G, "METHOD", "DATASET")
    gaps = {(g.row, g.col) for g in matrix.gaps()}
    assert gaps == {("concept:A", "concept:Y"), ("concept:B", "concept:X")}
    # "rare" meets B zero times too, but chance explains it (0.5 expected): no gap.
    assert matrix.count("concept:B", "concept:rare") == 0
    only_a, only_y = gap_sides(G, "concept:A", "concept:Y")
    assert only_a == [f"paper:{i:02d}" for i in range(20)]
    assert only_y == [f"paper:{i:02d}" for i in range(20, 40)]
