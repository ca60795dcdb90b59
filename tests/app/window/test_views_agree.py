"""The view shown in the app and exported (HTML, GraphML, GEXF, PNG, SVG) says the same thing."""

from __future__ import annotations

import json
import re
from collections import Counter

import networkx as nx
import pytest
from PySide6.QtGui import QColor, QImage

from explorer.app.canvas.legend import ROW, TOP
from explorer.app.window.exporting import LEGEND_AT, whole_view_rect
from explorer.graph.counts import count_line, kind_counts
from explorer.style import node_color, relation_name, type_name

from ..helpers import wait_idle

pytestmark = pytest.mark.slow

DATA_BLOCK = re.compile(r'<script type="application/json" id="graph-data">(.*?)</script>', re.S)


def page_counts(path) -> tuple[dict, dict]:
    """The counts an exported page shows, and those of the records it draws."""
    data = json.loads(DATA_BLOCK.search(path.read_text(encoding="utf-8")).group(1))
    drawn = {
        "nodes": len(data["nodes"]),
        "edges": len(data["edges"]),
        "papers": sum(1 for d in data["details"] if d["kind"] == "paper"),
        "types": dict(Counter(data["types"][d["t"]]["name"] for d in data["details"])),
        "relations": dict(Counter(link["r"] for link in data["links"])),
    }
    return {**data["counts"], "summary": data["summary"]}, drawn


def same_kinds(a: dict, b: dict) -> bool:
    """Equal counts, and the kinds in the same order."""
    return a == b and list(a["types"]) == list(b["types"])


@pytest.mark.parametrize("show_papers", [True, False])
def test_app_html_graphml_and_gexf_report_the_same_view(
    window, qtbot, tmp_path, errors, show_papers
):
    window.model.set_filters(show_papers=show_papers)
    wait_idle(qtbot, window)
    view = window.model.view_graph
    expected = kind_counts(view)
    # With papers: paper-concept links of six relations; without: concepts named together.
    relations = {"uses", "proposes", "addresses_task"} if show_papers else {"co_occurs"}
    assert expected["edges"] > 0 and relations <= set(expected["relations"])
    whole = kind_counts(window.model.graph)
    assert whole["edges"] > expected["edges"]  # the graph has links the view does not draw

    # The app: legend rows and status bar.
    legend = window.view.legend
    assert legend.relation_counts == expected["relations"]
    assert {t: n for t, n in legend.visible_counts.items() if n} == expected["types"]
    texts = [row.text for row in legend.rows]
    for relation, n in expected["relations"].items():
        assert f"{relation_name(relation)}  {n:,}" in texts
    for kind, n in expected["types"].items():
        assert f"{type_name(kind, 2)}  {n:,}/{whole['types'][kind]:,}" in texts
    status = window.counts_label.text()
    assert status == f"Showing {count_line(expected)} of {count_line(whole)}"

    # The same view exported.
    assert window.export_html(str(tmp_path / "view.html"))
    assert window.export_view_graph(str(tmp_path / "view.graphml"))
    assert window.export_view_graph(str(tmp_path / "view.gexf"))
    assert errors == []
    shown, drawn = page_counts(tmp_path / "view.html")
    assert shown.pop("summary") == count_line(expected)
    assert same_kinds(shown, expected) and drawn == expected
    for H in (nx.read_graphml(tmp_path / "view.graphml"), nx.read_gexf(tmp_path / "view.gexf")):
        assert set(H) == set(view)
        assert same_kinds(kind_counts(H), expected)


def test_a_gexf_of_the_view_opens_where_the_canvas_drew_it(window, tmp_path):
    path = tmp_path / "view.gexf"
    assert window.export_view_graph(str(path))
    H = nx.read_gexf(path)
    items = window.view.nodes
    assert set(H) == set(items)
    for node, data in H.nodes(data=True):
        viz, item = data["viz"], items[node]
        assert viz["position"]["x"] == pytest.approx(item.x())
        assert viz["position"]["y"] == pytest.approx(-item.y())  # Gephi's y grows upwards
        color = QColor(viz["color"]["r"], viz["color"]["g"], viz["color"]["b"]).name()
        assert color == node_color(data["type"]) == item.color.name()
        assert viz["size"] == pytest.approx(item.radius)


def test_pictures_of_the_whole_view_carry_the_legend(window, tmp_path, errors):
    view = window.view
    view.scale(4, 4)  # zoomed in: the visible part is a corner of the whole view
    assert window.export_image(str(tmp_path / "whole.svg"))
    assert window.export_image(str(tmp_path / "whole.png"))
    assert window.export_image(str(tmp_path / "part.png"), whole=False)
    assert errors == []
    svg = (tmp_path / "whole.svg").read_text(encoding="utf-8")
    texts = re.findall(r">([^<>]+)</text>", svg)
    assert [row.text for row in view.legend.rows] == [t for t in texts if "  " in t]
    whole, part = QImage(str(tmp_path / "whole.png")), QImage(str(tmp_path / "part.png"))
    assert (part.width(), part.height()) == (
        2 * view.viewport().width(),
        2 * view.viewport().height(),
    )
    rect = whole_view_rect(view, view.legend)
    assert whole.width() / whole.height() == pytest.approx(rect.width() / rect.height(), rel=0.01)
    assert whole.width() > part.width() or whole.height() > part.height()
    # Each node type's glyph is drawn in its colour where the legend puts it (PNG at 2x).
    for i, row in enumerate(view.legend.rows[:6]):
        x, y = 2 * (LEGEND_AT + 16), round(2 * (LEGEND_AT + TOP + ROW * i + ROW / 2))
        assert whole.pixelColor(x, y).name() == node_color(row.key), row.key
        assert part.pixelColor(x, y).name() == node_color(row.key), row.key
    # Nodes of every colour are in the picture, not only the legend: its right half has them.
    right = {
        whole.pixelColor(x, y).name()
        for x in range(whole.width() // 2, whole.width(), 3)
        for y in range(0, whole.height(), 3)
    }
    assert {node_color(t) for t in ("PAPER", "METHOD")} <= right
