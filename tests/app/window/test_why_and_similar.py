"""The real window: "Why connected?" lists paths with evidence and frames them; the
similarity mode shows a paper's similar papers with a list in sync (issue 14, items 3-4)."""

from __future__ import annotations

import networkx as nx
import pytest
from paper_examples import hub_graph
from PySide6.QtCore import QPoint, Qt

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.nodes import concepts_of_paper
from explorer.graph.paths import WHY_RELATIONS
from explorer.graph.query import similar_papers
from explorer.render.links import similar_from_href

from ..helpers import (
    LOAD_TIMEOUT,
    anchors,
    click_text_at,
    clickable_point,
    corpus_records,
    wait_idle,
)

pytestmark = pytest.mark.slow

HUB = "concept:neural network"


def plain(text: str) -> str:
    """Text as read: isolate marks dropped, whitespace folded."""
    return " ".join(text.replace("\u2068", "").replace("\u2069", "").split())


def framed(view, nodes) -> bool:
    """Whether every node of ``nodes`` is drawn inside the visible canvas."""
    area = view.viewport().rect()
    return all(
        n in view.nodes and area.contains(view.mapFromScene(view.nodes[n].scenePos()))
        for n in nodes
    )


def lit_exactly(view, nodes) -> bool:
    """The path's nodes are lit above the veil, every other node is dimmed under it."""
    lit = {n for n, item in view.nodes.items() if item.lit}
    return view.highlighter.veil.isVisible() and lit == set(nodes)


def test_picking_two_nodes_lists_the_steps_with_evidence_and_frames_the_path(window, qtbot):
    model, view = window.model, window.view
    panel = window.why_dock.widget()
    window.menu_actions["path"].trigger()  # Path mode opens the panel
    qtbot.waitUntil(window.why_dock.isVisible)
    source_record = corpus_records()[1]
    source = "paper:" + source_record["id"]
    G = model.graph
    linked = nx.subgraph_view(G, filter_edge=lambda u, v: G[u][v]["relation"] in WHY_RELATIONS)
    hops = nx.single_source_shortest_path_length(linked, source)
    target = next(  # a specific concept a few papers away
        c
        for r in corpus_records()[2:]
        for c in concepts_of_paper(G, "paper:" + r["id"])
        if hops.get(c, 0) >= 3 and not G.nodes[c].get("generic")
    )
    panel.source.edit.setText(source_record["title"])
    qtbot.keyClick(panel.source.edit, Qt.Key.Key_Return)
    assert panel.source.node == source
    model.select(target)
    with qtbot.waitSignal(model.pathChanged):
        qtbot.mouseClick(panel.target.use_selection, Qt.MouseButton.LeftButton)
    assert model.path[0] == source and model.path[-1] == target and len(model.path) >= 4
    best = model.paths[0]
    text = plain(panel.result.toPlainText())
    assert "Path 1" in text and "(on the canvas)" in text
    for step in best.steps:
        assert plain(step.source_label) in text and plain(step.target_label) in text
        if step.relation in PAPER_CONCEPT_RELATIONS:
            assert step.evidence and plain(step.evidence) in text
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: framed(view, model.path))
    assert lit_exactly(view, model.path)
    assert len([e for e in view.edges if e.on_path]) == len(model.path) - 1

    # Another listed path is shown (and framed) from its link.
    assert len(model.paths) > 1 and "Path 2" in text
    position = next(p for p, href, _ in anchors(panel.result) if href == "path:1")
    with qtbot.waitSignal(model.pathChanged):
        click_text_at(qtbot, panel.result, position)
    assert model.path == model.paths[1].nodes
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: framed(view, model.path) and lit_exactly(view, model.path))


def test_the_path_avoids_a_generic_hub_when_a_specific_route_exists(window, qtbot):
    model, view = window.model, window.view
    panel = window.why_dock.widget()
    # Generic concepts are hidden from the overview by default: show them, so the hub is on
    # the canvas and its staying unlit says something.
    window.filter_panel.generic_box.setChecked(True)
    with qtbot.waitSignal(view.layoutApplied, timeout=LOAD_TIMEOUT):
        model.set_graph(hub_graph(), ["hub"])
    window.menu_actions["path"].trigger()
    panel.source.edit.setText("Left")
    qtbot.keyClick(panel.source.edit, Qt.Key.Key_Return)
    panel.target.edit.setText("Right")
    with qtbot.waitSignal(model.pathChanged):
        qtbot.keyClick(panel.target.edit, Qt.Key.Key_Return)
    assert model.graph.has_edge("paper:left", HUB) and model.graph.has_edge(HUB, "paper:right")
    assert model.path[0] == "paper:left" and model.path[-1] == "paper:right"
    assert HUB not in model.path and "paper:bridge" in model.path
    first, _, later = plain(panel.result.toPlainText()).partition("Path 2")
    assert "Bridge uses LoRA" in first and "uses neural network" not in first
    assert "Left uses neural network" in later  # the hub route is offered, after the specific one
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: framed(view, model.path) and lit_exactly(view, model.path))
    assert HUB in view.nodes and not view.nodes[HUB].lit


def test_paths_of_a_big_graph_are_found_in_the_background(window, qtbot):
    model, view = window.model, window.view
    panel = window.why_dock.widget()
    model.async_view_from = 1  # every graph counts as big
    source, target = "paper:" + corpus_records()[1]["id"], "paper:" + corpus_records()[2]["id"]
    panel.source.set_node(source)
    with qtbot.waitSignal(model.pathChanged, check_params_cb=lambda *_: bool(model.paths)):
        panel.target.set_node(target)
        assert model.paths_pending() and model.path == []
        assert panel.result.toPlainText() == "Finding paths…"
    assert model.path[0] == source and model.path[-1] == target
    assert "Path 1" in panel.result.toPlainText()
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: framed(view, model.path) and lit_exactly(view, model.path))


def _paper_with_similar_papers(model) -> str:
    return next(
        "paper:" + r["id"]
        for r in corpus_records()
        if len(similar_papers(model.graph, "paper:" + r["id"], 15)) >= 4
    )


def test_similarity_mode_lists_and_selects_in_sync_with_the_canvas(window, qtbot):
    model, view = window.model, window.view
    panel, dock = window.similar_dock.widget(), window.similar_dock
    paper = _paper_with_similar_papers(model)
    model.select(paper)
    wait_idle(qtbot, window)
    before = set(view.nodes)
    position = next(p for p, h, _ in anchors(window.detail) if similar_from_href(h) == paper)
    with qtbot.waitSignal(model.similarChanged):
        click_text_at(qtbot, window.detail, position)  # "Similar papers: map and list"
    wait_idle(qtbot, window)
    similar = model.similar
    assert dock.isVisible() and similar.paper == paper and model.selection == paper
    assert set(view.nodes) == set(similar.graph) == {paper} | {r.node for r in similar.rows}
    for node, item in view.nodes.items():  # coloured by year, sized by links
        assert item.look == (
            similar.graph.nodes[node]["draw_color"],
            similar.graph.nodes[node]["draw_radius"],
        )
    table = panel.table
    assert table.rowCount() == len(similar.rows) >= 4
    weights = [
        table.item(row, 3).data(Qt.ItemDataRole.DisplayRole) for row in range(table.rowCount())
    ]
    assert weights == sorted(weights, reverse=True)
    header = table.horizontalHeader()
    x = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2)
    )
    years = [
        table.item(row, 1).data(Qt.ItemDataRole.DisplayRole) for row in range(table.rowCount())
    ]
    assert header.sortIndicatorSection() == 1
    assert years in (sorted(years), sorted(years, reverse=True))

    # List -> canvas: choosing a row selects its paper.
    item = table.item(2, 0)
    chosen = item.data(Qt.ItemDataRole.UserRole)
    with qtbot.waitSignal(model.selectionChanged):
        qtbot.mouseClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(item).center()
        )
    assert model.selection == chosen and view.nodes[chosen].selected
    assert model.similar is similar  # still in the mode

    # Canvas -> list: clicking a paper on the canvas chooses its row.
    other = next(r.node for r in similar.rows if r.node != chosen)
    point = clickable_point(view, other)
    assert point is not None
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert model.selection == other and panel.selected_node() == other

    with qtbot.waitSignal(model.similarChanged):
        qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    assert model.similar is None and not dock.isVisible()
    assert set(view.nodes) == before  # the picture of before the mode
    assert all(item.look[0] != "#08306b" for item in view.nodes.values())
