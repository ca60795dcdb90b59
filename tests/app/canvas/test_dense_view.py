"""Big zoomed-out views draw as one dense layer: the items hide, the picture stays, clicks pick.

The default corpus is made to count as big (``dense_from``) so the real window takes the path a
20,000-node view takes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from ..helpers import wait_idle


def zoom_out_until_dense(qtbot, view) -> None:
    view.dense.dense_from = 10
    view.fit()
    while not view.dense.wanted():
        view.zoom_by(0.5)
    qtbot.waitUntil(lambda: view.dense.active)


def hub(view) -> str:
    return max(view.nodes, key=lambda n: (view.index.rank.get(n, 0.0), n))


def test_a_big_zoomed_out_view_draws_the_layer_instead_of_its_items(qtbot, window):
    view = window.view
    zoom_out_until_dense(qtbot, view)
    assert not any(item.isVisible() for item in view.nodes.values())
    assert not any(edge.isVisible() for edge in view.edges)
    assert view.dense.layer.isVisible()
    with_layer = view.viewport().grab().toImage()
    view.dense.layer.setVisible(False)
    without_layer = view.viewport().grab().toImage()
    view.dense.layer.setVisible(True)
    assert with_layer != without_layer  # the layer draws the nodes and edges

    while view.dense.wanted():
        view.zoom_by(2.0)
    qtbot.waitUntil(lambda: not view.dense.active)
    assert all(item.isVisible() for item in view.nodes.values())
    assert all(edge.isVisible() for edge in view.edges)
    assert not view.dense.layer.isVisible()


def test_a_click_on_a_dot_selects_its_node_which_then_shows_as_an_item(qtbot, window):
    view = window.view
    zoom_out_until_dense(qtbot, view)
    node = hub(view)
    point = view.mapFromScene(view.nodes[node].pos())
    assert view.dense.node_near(point) == node
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: window.model.selection == node)
    qtbot.waitUntil(lambda: view.nodes[node].selected)  # the canvas follows a turn later
    wait_idle(qtbot, window)
    while not view.dense.wanted():  # revealing the selection may have zoomed in
        view.zoom_by(0.5)
    qtbot.waitUntil(lambda: view.dense.active)
    assert view.nodes[node].isVisible()
    shown = {n for n, item in view.nodes.items() if item.isVisible()}
    assert shown == {item.node for item in view.highlighter.marked | view.highlighter.lit_nodes}


def test_a_view_rebuilt_while_dense_keeps_its_new_items_hidden(qtbot, window):
    view = window.view
    zoom_out_until_dense(qtbot, view)
    window.filter_panel.type_boxes["METHOD"].setChecked(False)
    wait_idle(qtbot, window)
    view.zoom_by(1.0)  # the rebuilt view was fitted again: make sure it is still zoomed out
    while not view.dense.wanted():
        view.zoom_by(0.5)
    qtbot.waitUntil(lambda: view.dense.active)
    assert view.nodes and not any(item.isVisible() for item in view.nodes.values())
    assert view.dense.node_near(view.mapFromScene(view.nodes[hub(view)].pos())) == hub(view)


def test_views_with_few_nodes_never_draw_densely(qtbot, window):
    view = window.view
    assert len(view.nodes) < view.dense.dense_from
    view.fit()
    for _ in range(4):
        view.zoom_by(0.5)
    assert not view.dense.active
    assert all(item.isVisible() for item in view.nodes.values())


def test_in_a_big_view_the_detail_pane_shows_a_selection_before_the_canvas(qtbot, window):
    view = window.view
    view.dense.dense_from = 10  # the default corpus counts as big
    node = hub(view)
    window.model.select(node)
    assert view.nodes[node].selected is False  # the canvas waits for the next event-loop turn
    assert window.model.graph.nodes[node]["label"] in window.detail.toPlainText()
    qtbot.waitUntil(lambda: view.nodes[node].selected)
