"""The "Why connected?" page: steps read paper-first, evidence quoted, corpus text escaped."""

from __future__ import annotations

from paper_examples import hub_graph

from explorer.graph.paths import why_connected
from explorer.render.links import node_href
from explorer.render.path_html import path_href, paths_html


def test_each_path_lists_its_steps_with_evidence_and_a_link_to_show_it():
    G = hub_graph()
    paths = why_connected(G, "paper:left", "paper:right", k=3)
    page = paths_html(G, paths, paths[0].nodes)
    assert page.count("<h3>") == len(paths) == 2  # the specific route, then the hub
    assert "Path 1 · 4 steps <i>(on the canvas)</i>" in page
    assert f'<a href="{path_href(1)}">show</a>' in page and f'href="{path_href(0)}"' not in page
    assert "We compare QLoRA against LoRA on instruction data." in page
    assert page.count("<small>(generic)</small>") >= 2  # the hub, on the later path
    for node in paths[0].nodes:
        assert node_href(node) in page


def test_hostile_labels_and_sentences_are_escaped():
    G = hub_graph()
    G.nodes["paper:left"]["label"] = "<script>alert(1)</script>"
    G.edges["paper:left", "concept:lora"]["evidence"] = ['<img src="file:///etc/passwd">']
    page = paths_html(G, why_connected(G, "paper:left", "paper:right"), [])
    assert "<script" not in page and "<img" not in page
    assert "&lt;script&gt;" in page and "&lt;img src=&quot;file:///etc/passwd&quot;&gt;" in page


def test_no_path_says_so():
    assert "No path" in paths_html(hub_graph(), [], [])
