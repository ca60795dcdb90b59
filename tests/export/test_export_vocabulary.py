"""The page counts and names kinds as the app does: one vocabulary, one way to count."""

from __future__ import annotations

import re
from collections import Counter

from explorer.export import export_html
from explorer.export.page_data import page_data
from explorer.graph.counts import count_line, kind_counts
from explorer.style import edge_style, relation_name, type_name


def test_page_data_counts_what_it_draws(hostile):
    G = hostile.view
    G.add_edge("concept:lora", "concept:imagenet", relation="broader")  # a kind yet unnamed
    data = page_data(G, hostile.positions(G))
    counts = kind_counts(G)
    assert data["counts"] == counts
    assert data["summary"] == count_line(counts) == "2 papers · 4 concepts · 9 links"
    # The page's own records say the same as the counts it shows.
    assert len(data["nodes"]) == counts["nodes"] and len(data["edges"]) == counts["edges"]
    drawn_types = Counter(data["types"][d["t"]]["name"] for d in data["details"])
    assert dict(drawn_types) == counts["types"]
    assert dict(Counter(link["r"] for link in data["links"])) == counts["relations"]
    for t in data["types"]:
        assert t["label"] == type_name(t["name"], 2)
    for relation in counts["relations"]:
        color, dashed = edge_style(relation)
        style = data["relations"][relation]
        assert style == {"color": color, "dashed": dashed, "label": relation_name(relation)}
    broader = data["links"].index(next(x for x in data["links"] if x["r"] == "broader"))
    assert data["edges"][broader]["color"] == edge_style("broader")[0]


def test_the_legend_in_the_browser_shows_the_vocabulary(hostile, tmp_path, chromium):
    G = hostile.view
    out = tmp_path / "view.html"
    export_html(G, out, positions=hostile.positions(G))
    dom = chromium(out.as_uri())
    counts = kind_counts(G)
    # Every text element carries dir="auto" (bidirectional corpus text), so attributes vary.
    types = re.findall(
        r'<span[^>]*>([^<]*)</span><span class="count"[^>]*>(\d+)</span></label>', dom
    )
    assert {name: int(n) for name, n in types} == {
        type_name(t, 2): n for t, n in counts["types"].items()
    }
    links = re.findall(
        r'edge-sample[^>]*></span><span[^>]*>([^<]*)</span><span class="count"[^>]*>(\d+)', dom
    )
    assert [(name, int(n)) for name, n in links] == [
        (relation_name(r), n) for r, n in counts["relations"].items()
    ]
    assert f'id="stats" class="stats">{count_line(counts)}</span>' in dom
