"""Graph files carry the picture (positions, colours, sizes) and name no directory."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import networkx as nx
import pytest

from explorer.export import export_html
from explorer.graph.build import build_graph
from explorer.graph.drawing import node_radius
from explorer.graph.io import load_graph, save_graph
from explorer.style import edge_style, hex_rgb, node_color


@pytest.fixture
def G(corpus):
    return build_graph(corpus, name="icml 2025")


def screen_positions(G: nx.Graph) -> dict:
    """Distinct positions, as a screen has them (y grows downwards)."""
    return {n: (10.0 * i, 3.5 * i - 40.0) for i, n in enumerate(G)}


def rgb_hex(color: dict) -> str:
    return "#{:02x}{:02x}{:02x}".format(int(color["r"]), int(color["g"]), int(color["b"]))


def test_gexf_read_back_with_networkx_carries_positions_colours_and_sizes(tmp_path, G):
    path = tmp_path / "view.gexf"
    positions = screen_positions(G)
    save_graph(G, path, positions=positions)
    H = nx.read_gexf(path)
    assert set(H) == set(G) and H.number_of_edges() == G.number_of_edges()
    for node, data in H.nodes(data=True):
        viz = data["viz"]
        x, y = positions[node]
        assert (viz["position"]["x"], viz["position"]["y"]) == (x, -y)  # Gephi's y grows up
        assert rgb_hex(viz["color"]) == node_color(G.nodes[node]["type"])
        assert viz["size"] == pytest.approx(node_radius(G, node))
    # networkx reads no edge colours back: read them from the XML (viz:color of each edge).
    relations = {frozenset((u, v)): r for u, v, r in G.edges(data="relation")}
    edges = ET.parse(path).getroot().findall(".//{*}edge")
    seen = 0
    for edge in edges:
        color = edge.find("{*}color")
        assert color is not None and "viz" in color.tag
        relation = relations[frozenset((edge.get("source"), edge.get("target")))]
        assert rgb_hex(color.attrib) == edge_style(relation)[0]
        seen += 1
    assert seen == G.number_of_edges()


def test_graphml_carries_the_attributes_gephi_maps_to_the_picture(tmp_path, G):
    path = tmp_path / "view.graphml"
    positions = screen_positions(G)
    save_graph(G, path, positions=positions)
    H = nx.read_graphml(path)
    for node, data in H.nodes(data=True):
        assert (data["x"], data["y"]) == (positions[node][0], -positions[node][1])
        assert (data["r"], data["g"], data["b"]) == hex_rgb(node_color(G.nodes[node]["type"]))
        assert data["size"] == pytest.approx(node_radius(G, node))
    for *_, data in H.edges(data=True):
        assert (data["r"], data["g"], data["b"]) == hex_rgb(edge_style(data["relation"])[0])


@pytest.mark.parametrize("suffix", [".graphml", ".gexf"])
def test_the_picture_is_dropped_when_the_file_is_opened_again(tmp_path, G, suffix):
    plain, drawn = tmp_path / f"plain{suffix}", tmp_path / f"drawn{suffix}"
    save_graph(G, plain)
    save_graph(G, drawn, positions=screen_positions(G))
    a, b = load_graph(plain), load_graph(drawn)
    assert dict(a.nodes(data=True)) == dict(b.nodes(data=True))
    assert not {"viz", "x", "y", "size", "r", "g", "b"} & set().union(
        *(d for _, d in b.nodes(data=True))
    )


def test_a_view_is_sized_by_the_graph_it_was_cut_from(tmp_path, G):
    paper = max((n for n in G if G.nodes[n]["kind"] == "paper"), key=G.degree)
    view = G.subgraph([paper, next(iter(G[paper]))]).copy()
    path = tmp_path / "view.gexf"
    save_graph(view, path, positions=screen_positions(view), source=G)
    sizes = {n: d["viz"]["size"] for n, d in nx.read_gexf(path).nodes(data=True)}
    assert sizes == {n: pytest.approx(node_radius(G, n)) for n in view}
    assert sizes[paper] > node_radius(view, paper)  # as on the canvas: by its links in G


def test_exported_files_name_no_directory(tmp_path, G):
    corpora = tmp_path / "home" / "ana" / "corpora"
    papers = [n for n in G if G.nodes[n]["kind"] == "paper"]
    for line, paper in enumerate(papers, 1):
        G.nodes[paper]["source"] = f"{corpora / 'icml.jsonl'}:{line}"
    written = []
    for suffix in (".json", ".graphml", ".gexf"):
        path = tmp_path / f"graph{suffix}"
        save_graph(G, path, positions=screen_positions(G))
        back = load_graph(path)
        assert [back.nodes[p]["source"] for p in papers] == [
            f"icml.jsonl:{line}" for line in range(1, len(papers) + 1)
        ]
        written.append(path)
    export_html(G, tmp_path / "view.html", positions=screen_positions(G))
    written.append(tmp_path / "view.html")
    for path in written:
        text = path.read_text(encoding="utf-8")
        assert str(corpora) not in text and "/home/ana" not in text, path.name
    assert G.nodes[papers[0]]["source"].startswith(str(corpora))  # the graph itself is unchanged
