"""View handling in the real window (issue 14, item 5): Fit, docks, legend, edits, Show
Everything and Min. links."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt

from explorer.app.canvas.legend import ROW, TOP
from explorer.app.window.main_window import MainWindow
from explorer.graph import query
from explorer.graph.views import view_subgraph
from explorer.paths import DEFAULT_CORPUS

from ..helpers import open_and_wait, wait_idle

pytestmark = pytest.mark.slow


def outside_the_view(view) -> list[str]:
    """Nodes whose shape or shown label is not wholly on screen, or is under the legend."""
    view.update_labels()
    screen = QRectF(view.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    legend = QRectF(view.legend.geometry())
    cut = []
    for node, item in view.nodes.items():
        shape = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        labelled = item.has_label() and item.label.isVisible()
        rects = (QRectF(shape), view.label_rect(item)) if labelled else (QRectF(shape),)
        if not all(screen.contains(r) for r in rects) or any(r.intersects(legend) for r in rects):
            cut.append(node)
    return cut


def centre_of(view) -> QPointF:
    return view.mapToScene(view.viewport().rect().center())


def moved_pixels(view, before: QPointF) -> float:
    """How far the picture moved on screen since the centre was ``before``."""
    return (centre_of(view) - before).manhattanLength() * view.zoom()


def test_fit_shows_every_node_and_every_label_beside_the_legend(window, qtbot):
    view = window.view
    view.zoom_by(3.0)
    assert outside_the_view(view)  # zoomed in, most of the picture is off screen
    window.menu_actions["fit"].trigger()
    assert outside_the_view(view) == []
    assert view.framed


def test_closing_and_opening_a_dock_keeps_the_picture_framed(window, qtbot):
    view = window.view
    view.fit()
    before, width = view.zoom(), view.viewport().width()
    window.filter_dock.close()
    # The wider view is fitted again: its zoom grows unless the picture's height bounds it.
    qtbot.waitUntil(lambda: view.viewport().width() > width)
    qtbot.waitUntil(lambda: view.zoom() >= before and outside_the_view(view) == [])
    assert view.framed
    window.filter_dock.show()
    qtbot.waitUntil(lambda: view.zoom() == pytest.approx(before, rel=0.02))
    assert outside_the_view(view) == []


def test_a_view_the_user_zoomed_keeps_its_zoom_when_a_dock_closes(window, qtbot):
    view = window.view
    view.zoom_by(2.0)
    zoom, width = view.zoom(), view.viewport().width()
    window.filter_dock.close()
    qtbot.waitUntil(lambda: view.viewport().width() > width)
    qtbot.wait(0)  # let a refit, if any, run (it is queued with a zero timer)
    assert view.zoom() == zoom and not view.framed


def test_the_first_fit_honours_the_restored_window_layout(qtbot, cache_dir, errors):
    first = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(first)
    first.resize(1300, 850)
    first.show()
    qtbot.waitExposed(first)
    first.filter_dock.close()
    first.splitter.setSizes([500, 800])
    first.save_state()
    first.close()
    again = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(again)
    again.resize(1300, 850)
    again.show()
    qtbot.waitExposed(again)
    open_and_wait(qtbot, again, [str(DEFAULT_CORPUS)])
    assert not again.filter_dock.isVisible()
    qtbot.waitUntil(lambda: outside_the_view(again.view) == [])
    assert errors == []


def _click_legend_row(qtbot, view, kind: str) -> None:
    row = next(i for i, r in enumerate(view.legend.rows) if r.key == kind)
    qtbot.mouseClick(
        view.legend, Qt.MouseButton.LeftButton, pos=QPoint(20, int(TOP + ROW * row + ROW / 2))
    )


def test_legend_clicks_keep_the_zoom_and_centre(window, qtbot):
    view = window.view
    view.zoom_by(2.0)
    # Generic concepts are not in the default overview.
    top = query.rank_concepts(window.model.graph, top=1, include_generic=False)[0][0]
    view.centerOn(view.nodes[top])
    zoom, centre = view.zoom(), centre_of(view)
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        _click_legend_row(qtbot, view, "TASK")
    assert "TASK" not in window.model.filters.types
    assert view.zoom() == zoom
    assert moved_pixels(view, centre) < 1.5
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        _click_legend_row(qtbot, view, "TASK")
    assert view.zoom() == zoom and moved_pixels(view, centre) < 1.5


def test_a_curation_edit_keeps_the_zoom_and_centre(window, qtbot):
    view, model = window.view, window.model
    ranked = query.rank_concepts(model.graph, types={"METHOD"}, top=2, include_generic=False)
    hub, victim = (n for n, _ in ranked)
    view.zoom_by(1.8)
    view.centerOn(view.nodes[hub])
    zoom, centre = view.zoom(), centre_of(view)
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        assert window.insights.curation.push({"op": "hide", "node": victim})
    wait_idle(qtbot, window)
    assert victim not in view.nodes
    assert view.zoom() == zoom
    assert moved_pixels(view, centre) < 1.5


def test_show_everything_clears_focus_types_and_minimum_and_frames_it(window, qtbot):
    view, model = window.view, window.model
    hub = query.rank_concepts(model.graph, top=1)[0][0]
    model.set_filters(min_degree=2, show_papers=False, types=frozenset({"METHOD"}))
    model.focus(hub)
    wait_idle(qtbot, window)
    assert len(view.nodes) < 50
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        window.menu_actions["unfocus"].trigger()
    wait_idle(qtbot, window)
    assert window.menu_actions["unfocus"].text() == "Show &Everything"
    assert set(view.nodes) == set(view_subgraph(model.graph))
    assert outside_the_view(view) == []


def test_show_everything_without_a_focus_still_shows_everything(window, qtbot):
    view, model = window.view, window.model
    model.set_filters(types=frozenset({"DATASET"}))
    wait_idle(qtbot, window)
    assert model.filters.focus is None
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        window.menu_actions["unfocus"].trigger()
    wait_idle(qtbot, window)
    assert set(view.nodes) == set(view_subgraph(model.graph))


def test_min_links_hides_what_falls_below_it_unconnected_papers_too(window, qtbot):
    view, model = window.view, window.model
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        # 2, not 3: with the generic concepts hidden (the default) no paper of the default
        # corpus keeps 3 links and 3 would empty the canvas.
        window.filter_panel.degree_spin.setValue(2)
    wait_idle(qtbot, window)
    shown = model.view_graph
    assert set(view.nodes) == set(shown)
    papers = [n for n, kind in shown.nodes(data="kind") if kind == "paper"]
    assert papers and all(shown.degree(p) >= 2 for p in papers)
    below = [n for n in model.graph if n.startswith("paper:") and n not in shown]
    assert below  # some papers fell below it
    assert all(shown.degree(n) > 0 for n in shown)  # nothing left alone on screen


def test_a_selection_fills_the_pane_first_and_its_label_shows_a_turn_later(window, qtbot):
    view, model = window.view, window.model
    view.fit()
    view.zoom_by(0.4)  # labels crowd each other: many nodes show none
    view.update_labels()
    screen = QRectF(view.viewport().rect())
    unlabelled = sorted(
        n
        for n, item in view.nodes.items()
        if not item.label.isVisible() and screen.contains(view.mapFromScene(item.pos()))
    )
    assert unlabelled
    node = unlabelled[0]
    model.select(node)
    item = view.nodes[node]
    assert item.selected  # marked at once...
    assert model.graph.nodes[node]["label"] in window.detail.toPlainText()
    assert not item.label.isVisible()  # ...labelled after the pane is filled
    qtbot.waitUntil(lambda: item.label.isVisible())  # a selection is always named
