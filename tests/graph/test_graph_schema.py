"""Graph files of unexpected shapes: networkx's older "links" key, attributes of wrong types,
and the compressed node-link format."""

from __future__ import annotations

import gzip
import json

import networkx as nx
import pytest

from explorer.errors import GraphFileError
from explorer.graph.build import build_graph
from explorer.graph.io import graph_to_json, load_graph, save_graph
from explorer.graph.schema import schema_problem


@pytest.fixture
def G(corpus):
    return build_graph(corpus, name="icml 2025")


def edge_map(H: nx.Graph) -> dict:
    return {frozenset((u, v)): d for u, v, d in H.edges(data=True)}


def test_node_link_with_links_loads(tmp_path, G):
    path = tmp_path / "old.json"
    path.write_text(json.dumps(nx.node_link_data(G, edges="links")), encoding="utf-8")
    H = load_graph(path)
    assert edge_map(H) == edge_map(G) and dict(H.nodes(data=True)) == dict(G.nodes(data=True))


def test_node_link_text_is_what_networkx_writes(G):
    expected = json.dumps(
        nx.node_link_data(G, edges="edges"), ensure_ascii=True, separators=(",", ":")
    )
    assert graph_to_json(G) == expected


def test_json_gz_is_the_same_graph_and_much_smaller(tmp_path, G):
    plain, packed = tmp_path / "g.json", tmp_path / "g.json.gz"
    save_graph(G, plain)
    save_graph(G, packed)
    assert gzip.decompress(packed.read_bytes()) == plain.read_bytes()
    assert packed.stat().st_size * 4 < plain.stat().st_size
    H = load_graph(packed)
    assert edge_map(H) == edge_map(G) and dict(H.nodes(data=True)) == dict(G.nodes(data=True))
    save_graph(G, tmp_path / "again.json.gz")
    assert (tmp_path / "again.json.gz").read_bytes() == packed.read_bytes()  # no timestamp


def test_a_json_gz_that_is_not_gzip_is_one_line(tmp_path):
    path = tmp_path / "g.json.gz"
    path.write_text('{"nodes": []}')
    with pytest.raises(GraphFileError, match="not a gzip file") as info:
        load_graph(path)
    assert str(info.value).startswith(f"{path}: ") and "\n" not in str(info.value)


WRONG = [
    ("paper:p", {"kind": "paper", "claims": 5}, "attribute 'claims' is not a list of objects (5)"),
    ("concept:c", {"kind": "concept", "papers": "x"}, "attribute 'papers' is not a finite number"),
    ("paper:p", {"claims": [{"value": "two"}]}, "attribute 'claims' is not a list of objects"),
    ("paper:p", {"claims": [5]}, "attribute 'claims' is not a list of objects ([5])"),
    ("paper:p", {"mentions": [{"start": "0"}]}, "attribute 'mentions' is not a list of objects"),
    ("paper:p", {"authors": ["A", 1]}, "attribute 'authors' is not a list of text"),
    ("paper:p", {"authors": "A. Turing"}, "attribute 'authors' is not a list of text"),
    ("paper:p", {"links": {"code": 7}}, "attribute 'links' is not an object of text"),
    ("paper:p", {"year": float("nan")}, "attribute 'year' is not a finite number (nan)"),
    ("concept:c", {"label": ["x"]}, "attribute 'label' is not text (['x'])"),
    ("concept:c", {"aliases": [None]}, "attribute 'aliases' is not a list of text"),
    ("concept:c", {"generic": "yes"}, "attribute 'generic' is not true or false ('yes')"),
    ("concept:c", {"derived": 1}, "attribute 'derived' is not true or false (1)"),
    ("concept:c", {"specificity": "high"}, "attribute 'specificity' is not a finite number"),
]


@pytest.mark.parametrize(("node", "attributes", "message"), WRONG)
def test_wrongly_typed_node_attributes_are_one_line(tmp_path, node, attributes, message):
    G = nx.Graph(name="bad")
    G.add_node("concept:fine", kind="concept", label="Fine", papers=1)
    G.add_node(node, **attributes)
    path = tmp_path / "g.json"
    save_graph(G, path)
    with pytest.raises(GraphFileError) as info:
        load_graph(path)
    text = str(info.value)
    assert text.startswith(f"{path}: node {node!r}: ") and message in text, text
    assert "\n" not in text


def test_wrongly_typed_edge_attributes_name_the_edge(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(
        json.dumps(
            {
                "nodes": [{"id": "concept:a"}, {"id": "concept:b"}],
                "edges": [{"source": "concept:a", "target": "concept:b", "weight": "heavy"}],
            }
        )
    )
    with pytest.raises(GraphFileError) as info:
        load_graph(path)
    assert "edge 'concept:a' - 'concept:b': attribute 'weight' is not a finite number" in str(
        info.value
    )


def test_non_text_node_ids_are_refused(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps(nx.node_link_data(nx.path_graph(3), edges="edges")))
    with pytest.raises(GraphFileError, match="node 0: node ids must be text"):
        load_graph(path)


def test_wrong_types_in_graphml_are_one_line_too(tmp_path):
    G = nx.Graph()
    G.add_node("concept:c", kind="concept", papers="many")
    nx.write_graphml(G, tmp_path / "g.graphml")
    with pytest.raises(GraphFileError, match="attribute 'papers' is not a finite number"):
        load_graph(tmp_path / "g.graphml")


def test_the_real_graph_has_no_schema_problem(G):
    assert schema_problem(G) is None


@pytest.mark.parametrize("suffix", [".json", ".json.gz", ".graphml", ".gexf"])
def test_schema_2_attributes_survive_every_format(tmp_path, G, suffix):
    # Generic concepts, families no paper names and hierarchy links, read back and checked.
    assert any(d.get("derived") for _, d in G.nodes(data=True))
    assert any(r == "broader" for *_, r in G.edges(data="relation"))
    path = tmp_path / f"g{suffix}"
    save_graph(G, path)
    H = load_graph(path)
    for key in ("generic", "derived", "specificity"):
        assert {n: d.get(key) for n, d in H.nodes(data=True) if d["kind"] == "concept"} == {
            n: d.get(key) for n, d in G.nodes(data=True) if d["kind"] == "concept"
        }, key
    broader = {frozenset((u, v)): d for u, v, d in G.edges(data=True) if d["relation"] == "broader"}
    for pair, data in broader.items():
        read = H.edges[tuple(pair)]
        assert (read["narrower"], read["broader"], read["reason"]) == (
            data["narrower"],
            data["broader"],
            data["reason"],
        )


def test_absent_and_none_attributes_are_allowed():
    G = nx.Graph()
    G.add_node("paper:p", kind="paper", year=None, claims=None)
    G.add_edge("paper:p", "concept:c")
    assert schema_problem(G) is None


def test_mention_records_carry_every_mention_field_and_share_names(G):
    from dataclasses import fields

    from explorer.model import Mention

    records = [m for _, d in G.nodes(data=True) for m in d.get("mentions") or ()]
    assert records
    assert all(list(m) == [f.name for f in fields(Mention)] + ["concept"] for m in records)
    by_name: dict[str, set[int]] = {}
    for m in records:
        by_name.setdefault(m["canonical"], set()).add(id(m["canonical"]))
    assert all(len(ids) == 1 for ids in by_name.values())  # one object per name
