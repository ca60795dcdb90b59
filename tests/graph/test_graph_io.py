from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter

import networkx as nx
import pytest

from explorer.errors import GraphFileError
from explorer.graph.build import build_graph
from explorer.graph.io import graph_stats, load_graph, save_graph


@pytest.fixture
def G(corpus):
    G = build_graph(corpus, name="icml 2025")
    # Corpus text is untrusted: a form feed (from LaTeX) and a title in brackets.
    G.nodes["paper:zeng25b"]["abstract"] += "\x0c"
    G.nodes["paper:hennigen25a"]["title"] = "[Re] On the Duality"
    G.nodes["paper:broadrick25a"]["year"] = None
    return G


def edge_map(H: nx.Graph) -> dict:
    return {frozenset((u, v)): d for u, v, d in H.edges(data=True)}


def test_json_round_trip_is_lossless(tmp_path, G):
    path = tmp_path / "graph.json"
    save_graph(G, path)
    H = load_graph(path)
    assert H.graph == G.graph
    assert dict(H.nodes(data=True)) == dict(G.nodes(data=True))
    assert edge_map(H) == edge_map(G)
    assert type(H) is nx.Graph
    data = json.loads(path.read_text())
    assert {"nodes", "edges", "graph"} <= set(data)


@pytest.mark.parametrize("suffix", [".graphml", ".gexf"])
def test_xml_formats_read_back_with_structured_attributes(tmp_path, G, suffix):
    path = tmp_path / f"graph{suffix}"
    save_graph(G, path)
    H = load_graph(path)
    assert set(H) == set(G)
    assert edge_map(H).keys() == edge_map(G).keys()
    assert H.graph["name"] == "icml 2025"
    for node, data in G.nodes(data=True):
        loaded = H.nodes[node]
        for key, value in data.items():
            if key == "abstract" and node == "paper:zeng25b":
                assert loaded[key] == value.replace("\x0c", "\ufffd")
            else:
                assert loaded[key] == value, (node, key)
        assert set(loaded) == set(data)
    for pair, data in edge_map(G).items():
        assert edge_map(H)[pair] == data
    assert H.nodes["paper:broadrick25a"]["year"] is None
    assert H.nodes["paper:hennigen25a"]["title"] == "[Re] On the Duality"
    assert H.nodes["concept:llms"]["aliases"] == G.nodes["concept:llms"]["aliases"]


def test_graphml_gives_each_attribute_one_type(tmp_path, G):
    path = tmp_path / "graph.graphml"
    save_graph(G, path)
    keys = ET.parse(path).getroot().findall("{http://graphml.graphdrawing.org/xmlns}key")
    names = Counter((k.get("for"), k.get("attr.name")) for k in keys)
    assert max(names.values()) == 1, names
    types = {(k.get("for"), k.get("attr.name")): k.get("attr.type") for k in keys}
    assert types[("node", "year")] == "long"
    assert types[("node", "mentions")] == "string"
    assert types[("edge", "weight")] == "double"
    # Plain networkx (as Gephi-minded tools) reads the file without our decoding.
    plain = nx.read_graphml(path)
    assert json.loads(plain.nodes["paper:zhou25j"]["proposed"]) == ["FloE"]


def test_gexf_is_valid_xml_read_by_networkx(tmp_path, G):
    path = tmp_path / "graph.gexf"
    save_graph(G, path)
    plain = nx.read_gexf(path)
    assert plain.nodes["concept:floe"]["label"] == "FloE"
    assert plain.number_of_nodes() == G.number_of_nodes()


def test_write_is_atomic_and_replaces(tmp_path, G):
    path = tmp_path / "out" / "graph.json"
    save_graph(G, path)
    save_graph(nx.Graph(name="small"), path)
    assert load_graph(path).graph == {"name": "small"}
    assert [p.name for p in path.parent.iterdir()] == ["graph.json"]


def test_unknown_suffix(tmp_path, G):
    with pytest.raises(GraphFileError, match=r"unknown graph format '\.csv'"):
        save_graph(G, tmp_path / "graph.csv")
    with pytest.raises(GraphFileError, match=r"graph\.csv"):
        load_graph(tmp_path / "graph.csv")


def test_writing_into_a_file_instead_of_a_folder_fails_cleanly(tmp_path, G):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(GraphFileError, match="cannot write the graph"):
        save_graph(G, blocker / "graph.json")


def test_missing_file(tmp_path):
    with pytest.raises(GraphFileError) as info:
        load_graph(tmp_path / "nothing.json")
    assert str(info.value) == f"{tmp_path / 'nothing.json'}: no such file"


def test_bad_json_names_the_line(tmp_path):
    path = tmp_path / "graph.json"
    path.write_text('{\n  "nodes": [\n    {"id": "a"},\n    oops\n  ]\n}\n')
    with pytest.raises(GraphFileError) as info:
        load_graph(path)
    assert str(info.value).startswith(f"{path}:4: invalid JSON")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[1, 2]", 'not a node-link graph \\(no "nodes" list\\)'),
        ('{"nodes": [1, 2], "edges": []}', "malformed node-link graph"),
        ('{"nodes": [], "edges": 5}', "malformed node-link graph"),
        ('{"directed": true, "nodes": [], "edges": []}', "directed or multi-graph"),
        ('{"graph": {"schema": 7}, "nodes": [], "edges": []}', "schema 7 is newer"),
        ('{"graph": [], "nodes": [], "edges": [{"source": "a"}]}', "malformed node-link graph"),
    ],
)
def test_wrong_structure(tmp_path, content, message):
    path = tmp_path / "graph.json"
    path.write_text(content)
    with pytest.raises(GraphFileError, match=message) as info:
        load_graph(path)
    assert str(info.value).startswith(f"{path}: ")


def test_not_utf8(tmp_path):
    path = tmp_path / "graph.json"
    path.write_bytes(b'{"nodes": ["\xff"]}')
    with pytest.raises(GraphFileError, match="not UTF-8"):
        load_graph(path)


@pytest.mark.parametrize("suffix", [".graphml", ".gexf"])
def test_malformed_xml(tmp_path, suffix):
    path = tmp_path / f"graph{suffix}"
    path.write_text("<graphml><graph><node id='a'>")
    with pytest.raises(GraphFileError, match=f"malformed {suffix[1:]} file") as info:
        load_graph(path)
    assert str(info.value).startswith(str(path))


def test_foreign_graphml_loads(tmp_path):
    foreign = nx.DiGraph()
    foreign.add_edge("x", "y", kind="cites")
    nx.write_graphml(foreign, tmp_path / "foreign.graphml")
    H = load_graph(tmp_path / "foreign.graphml")
    assert type(H) is nx.Graph and H.has_edge("y", "x")


def test_lone_surrogates_survive_json(tmp_path):
    G = nx.Graph()
    G.add_node("paper:a", title="broken \ud800 text")
    save_graph(G, tmp_path / "g.json")
    assert load_graph(tmp_path / "g.json").nodes["paper:a"]["title"] == "broken \ud800 text"


def test_stats(corpus):
    G = build_graph(corpus, name="icml", cooccurrence_min=2, similar_top_k=1)
    stats = graph_stats(G, top=3)
    assert stats["name"] == "icml"
    assert stats["papers"] == 7
    assert sum(stats["concepts"].values()) == G.number_of_nodes() - 7
    assert stats["concepts"]["METHOD"] > stats["concepts"]["DATASET"] == 1
    assert sum(stats["edges"].values()) == G.number_of_edges() == stats["edges_total"]
    assert stats["edges"]["proposes"] == 4
    assert [c["label"] for c in stats["top_concepts"]][0] == "LLMs"
    assert stats["top_concepts"][0] == {
        "id": "concept:llms",
        "label": "LLMs",
        "type": "MODEL",
        "papers": 3,
    }
    assert len(stats["top_concepts"]) == 3
    assert stats["components"] == nx.number_connected_components(G)
    assert stats["largest_component"] == max(len(c) for c in nx.connected_components(G))
    json.dumps(stats)
    assert graph_stats(nx.Graph())["components"] == 0
