"""The real window on the real default corpus: finding, reading, navigating, filtering."""

from __future__ import annotations

import statistics

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication

from explorer.app.canvas.node_menu import node_menu
from explorer.render.links import node_from_href

from ..helpers import (
    LOAD_TIMEOUT,
    anchors,
    click_text_at,
    clickable_point,
    corpus_records,
    wait_idle,
)

pytestmark = pytest.mark.slow


def named(G) -> set[str]:
    """Nodes a view may show: not the families no paper names (only ``broader`` links them,
    which no canvas draws)."""
    return {n for n, d in G.nodes(data=True) if not d.get("derived")}


def overview(G) -> set[str]:
    """What the overview shows by default: the named nodes but the generic concepts
    ("Show generic concepts" is off)."""
    return {n for n in named(G) if not G.nodes[n].get("generic")}


def test_default_corpus_loads_with_every_paper(window):
    papers = [n for n, kind in window.model.graph.nodes(data="kind") if kind == "paper"]
    assert len(papers) == len(corpus_records())
    assert set(window.view.nodes) == set(window.model.view_graph)
    assert set(window.view.nodes) == overview(window.model.graph)  # small: no overview cut
    assert f"{len(papers)} papers" in window.counts_label.text()
    assert any(item.label.isVisible() for item in window.view.nodes.values())


def test_search_selects_a_paper_and_shows_its_highlighted_abstract(window, qtbot):
    record = corpus_records()[1]
    window.search.setText(record["title"])
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert window.model.selection == "paper:" + record["id"]
    centre = window.view.mapFromScene(window.view.nodes[window.model.selection].scenePos())
    assert window.view.viewport().rect().contains(centre)  # brought into view
    text = window.detail.toPlainText()
    assert record["title"] in text
    assert record["abstract"][:60] in " ".join(text.split())
    links = [href for _, href, _ in anchors(window.detail)]
    concepts = {
        node_from_href(h) for h in links if (node_from_href(h) or "").startswith("concept:")
    }
    mentions = window.model.graph.nodes[window.model.selection]["mentions"]
    # A mention resolution finds no concept ("tabular datasets", a description) links nowhere.
    mentioned = {m["concept"] for m in mentions if m["concept"]}
    assert concepts and concepts <= set(window.model.graph)
    assert mentioned <= concepts  # every extracted entity is highlighted and clickable


def test_entity_link_navigates_and_back_forward_return(window, qtbot):
    paper = "paper:" + corpus_records()[1]["id"]
    window.model.select(paper)
    position, href, text = next(a for a in anchors(window.detail) if "node:concept" in a[1])
    concept = node_from_href(href)
    with qtbot.waitSignal(window.model.selectionChanged):
        click_text_at(qtbot, window.detail, position)
    assert window.model.selection == concept
    assert window.model.graph.nodes[concept]["label"] in window.detail.toPlainText()
    actions = window.menu_actions
    assert actions["back"].isEnabled() and not actions["forward"].isEnabled()
    window.activateWindow()
    window.menu_actions["back"].trigger()
    assert window.model.selection == paper
    assert corpus_records()[1]["title"] in window.detail.toPlainText()
    window.menu_actions["forward"].trigger()
    assert window.model.selection == concept


def test_back_and_forward_have_browser_shortcuts(window):
    assert window.menu_actions["back"].shortcut().toString() == "Alt+Left"
    assert window.menu_actions["forward"].shortcut().toString() == "Alt+Right"
    assert window.menu_actions["open"].shortcut().toString() == "Ctrl+O"
    assert window.menu_actions["html"].shortcut().toString() == "Ctrl+E"
    assert window.menu_actions["find"].shortcut().toString() == "Ctrl+F"
    assert window.menu_actions["quit"].shortcut().toString() == "Ctrl+Q"


def test_type_filters_change_the_visible_nodes(window, qtbot):
    before = len(window.view.nodes)
    graph = window.model.graph
    methods = {n for n in overview(graph) if graph.nodes[n]["type"] == "METHOD"}
    assert methods & set(window.view.nodes)
    box = window.filter_panel.type_boxes["METHOD"]
    with qtbot.waitSignal(window.view.layoutApplied, timeout=LOAD_TIMEOUT):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked()
    assert not methods & set(window.view.nodes)
    assert len(window.view.nodes) == before - len(methods)
    with qtbot.waitSignal(window.view.layoutApplied, timeout=LOAD_TIMEOUT):
        window.filter_panel.degree_spin.setValue(2)
    view_graph = window.model.view_graph
    # Min. links drops the concepts below it, then the papers that cut leaves below it (which
    # may take a concept's links under it), then whatever is left alone.
    papers = [n for n in view_graph if n.startswith("paper:")]
    assert papers and all(view_graph.degree(n) >= 2 for n in papers)
    assert all(view_graph.degree(n) > 0 for n in view_graph)
    assert set(window.view.nodes) == set(view_graph)
    with qtbot.waitSignal(window.view.layoutApplied, timeout=LOAD_TIMEOUT):
        window.filter_panel.papers_box.setChecked(False)
    assert all(not n.startswith("paper:") for n in window.view.nodes)
    assert any(e.relation == "co_occurs" for e in window.view.edges)


def test_clicking_a_node_selects_it_and_double_click_focuses(window, qtbot):
    view = window.view
    candidates = sorted(view.nodes, key=lambda n: -view.nodes[n].importance)
    node, point = next((n, p) for n in candidates if (p := clickable_point(view, n)) is not None)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.model.selection == node
    assert view.nodes[node].selected and view.nodes[node].label.isVisible()
    with qtbot.waitSignal(view.layoutApplied, timeout=LOAD_TIMEOUT):
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.model.filters.focus == node
    neighbourhood = {node} | set(window.model.graph[node])
    assert set(view.nodes) <= neighbourhood and len(view.nodes) > 1
    with qtbot.waitSignal(view.layoutApplied, timeout=LOAD_TIMEOUT):
        window.menu_actions["unfocus"].trigger()
    # "Show Everything" shows the generic concepts too.
    assert set(view.nodes) == named(window.model.graph)


def test_hover_lights_the_neighbourhood_and_dims_the_rest(window):
    view = window.view
    node = max(view.nodes, key=lambda n: view.nodes[n].importance)
    lit = {node} | set(window.model.view_graph[node])
    view.hover(node)
    assert view.highlighter.veil.isVisible()
    assert {n for n, item in view.nodes.items() if item.lit} == lit
    labelled = {n for n, item in view.nodes.items() if item.has_label() and item.label.isVisible()}
    assert node in labelled and labelled <= lit
    # What the user sees: dimmed nodes are washed out towards the background.
    image = view.grab().toImage()
    background = view.colors["background"].getRgb()[:3]
    label_rects = [view.label_rect(view.nodes[n]) for n in labelled]

    def distance_to_background(n):
        p = view.mapFromScene(view.nodes[n].scenePos())
        if any(r.contains(p.toPointF()) for r in label_rects):
            return None  # a label covers the node's centre
        rgb = image.pixelColor(p.x(), p.y()).getRgb()[:3]
        return sum(abs(a - b) for a, b in zip(rgb, background, strict=True))

    bright = [d for n in lit if (d := distance_to_background(n)) is not None]
    dimmed = [d for n in set(view.nodes) - lit if (d := distance_to_background(n)) is not None]
    assert bright and dimmed
    assert statistics.median(bright) > 3 * statistics.median(dimmed)
    view.hover(None)
    assert not view.highlighter.veil.isVisible()
    assert not any(item.lit for item in view.nodes.values())


def test_labels_never_overlap_each_other_or_the_legend(window, qtbot):
    view = window.view
    legend = QRectF(view.legend.geometry())

    def label_rects():
        return [
            view.label_rect(item)
            for item in view.nodes.values()
            if item.has_label() and item.label.isVisible()
        ]

    for factor in (1.0, 3.0, 3.0):
        view.scale(factor, factor)
        view.update_labels()
        rects = label_rects()
        assert rects
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        assert not any(r.intersects(legend) for r in rects)


def test_path_mode_shows_a_shortest_path(window, qtbot):
    view, model = window.view, window.model
    window.menu_actions["path"].trigger()
    assert model.path_mode
    points = {}
    for node in sorted(view.nodes, key=lambda n: -view.nodes[n].importance):
        if node.startswith("concept:") and (p := clickable_point(view, node)) is not None:
            if points and model.graph.has_edge(node, next(iter(points))):
                continue
            points[node] = p
            if len(points) == 2:
                break
    (first, p1), (second, p2) = points.items()
    view.centerOn(view.nodes[first])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=clickable_point(view, first))
    with qtbot.waitSignal(model.pathChanged):
        point = clickable_point(view, second)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert model.path[0] == first and model.path[-1] == second and len(model.path) >= 3
    wait_idle(qtbot, window)
    lit_edges = [e for e in view.edges if e.on_path]
    assert len(lit_edges) == len(model.path) - 1
    assert all(view.nodes[n].on_path for n in model.path)
    assert "Shortest path" in window.statusBar().currentMessage()
    why = window.why_dock.widget()  # the clicked ends fill the "Why connected?" panel
    assert window.why_dock.isVisible() and (why.source.node, why.target.node) == (first, second)
    assert "Path 1" in why.result.toPlainText()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not model.path_mode and not window.menu_actions["path"].isChecked()
    assert not any(e.on_path for e in view.edges)


def test_find_shortcut_focuses_the_search_box(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.search.hasFocus()
    qtbot.keyClicks(window.search, "definitely not a concept name")
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert "Nothing matches" in window.statusBar().currentMessage()


def test_node_menu_offers_focus_path_and_copy(window, qtbot):
    view, model = window.view, window.model
    paper = "paper:" + corpus_records()[1]["id"]
    menu = node_menu(view, view.nodes[paper])
    actions = {a.text(): a for a in menu.actions()}
    assert set(actions) == {
        "Select",
        "Focus on Neighbourhood",
        "Why Connected? From Here…",
        "Similar Papers",
        "Copy Name",
    }
    actions["Copy Name"].trigger()
    assert QGuiApplication.clipboard().text() == corpus_records()[1]["title"]
    actions["Why Connected? From Here…"].trigger()
    assert model.path_mode and model.path_ends == [paper]
    assert window.menu_actions["path"].isChecked() and window.why_dock.isVisible()
    with qtbot.waitSignal(view.layoutApplied, timeout=LOAD_TIMEOUT):
        actions["Focus on Neighbourhood"].trigger()
    assert model.filters.focus == paper and model.selection == paper


def test_the_mouse_wheel_zooms_and_fit_shows_everything(window, qtbot):
    view = window.view
    view.fit()
    fitted = view.zoom()
    centre = view.viewport().rect().center()
    wheel = QWheelEvent(
        QPointF(centre),
        QPointF(view.viewport().mapToGlobal(centre)),
        QPoint(0, 0),
        QPoint(0, 240),  # two notches forward
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.zoom() == pytest.approx(fitted * 1.0015**240)
    view.fit()
    assert view.zoom() == pytest.approx(fitted)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert all(visible.contains(item.pos()) for item in view.nodes.values())
