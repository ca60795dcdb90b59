"""The layout panel in the real window: spread, keeping nodes apart, re-running the layout."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF

from explorer.app.window.main_window import MainWindow
from explorer.paths import DEFAULT_CORPUS

from ..helpers import open_and_wait, wait_idle
from .legibility import overlapping_nodes

pytestmark = pytest.mark.slow


def extent(view) -> float:
    xs = [item.x() for item in view.nodes.values()]
    ys = [item.y() for item in view.nodes.values()]
    return max(max(xs) - min(xs), max(ys) - min(ys))


def test_spread_scales_the_picture_and_nodes_stay_apart(window, qtbot):
    view = window.view
    panel = window.layout_dock.widget()
    before = extent(view)
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        panel.spread_spin.setValue(2.0)
    assert extent(view) > 1.6 * before
    assert overlapping_nodes(view) == []
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        panel.spread_spin.setValue(0.5)
    assert extent(view) < before
    assert overlapping_nodes(view) == []  # packed tighter, still apart


def test_turning_overlap_removal_off_and_on_places_the_same_layout(window, qtbot):
    view = window.view
    panel = window.layout_dock.widget()
    apart = {n: item.pos() for n, item in view.nodes.items()}
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        panel.overlap_box.setChecked(False)
    assert overlapping_nodes(view) != []  # the force layout alone
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        panel.overlap_box.setChecked(True)
    assert overlapping_nodes(view) == []
    moved = max(math.dist(apart[n].toTuple(), i.pos().toTuple()) for n, i in view.nodes.items())
    assert moved < 1e-6  # the same picture as before: nothing was laid out again


def test_rerun_lays_the_view_out_afresh_and_frames_it(window, qtbot):
    view, model = window.view, window.model
    hub = max(view.nodes, key=lambda n: model.view_graph.degree(n))
    view.nodes[hub].place(QPointF(50_000, 50_000))  # dragged far away
    view.node_moved(view.nodes[hub])
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        window.layout_dock.widget().rerun_button.click()
    wait_idle(qtbot, window)
    assert view.framed
    assert overlapping_nodes(view) == []
    others = [i for n, i in view.nodes.items() if n != hub]
    far = max(math.dist((0, 0), i.pos().toTuple()) for i in others)
    assert math.dist((0, 0), view.nodes[hub].pos().toTuple()) < far  # back among the others


def test_the_panel_choices_are_kept_for_the_next_start(window, qtbot, cache_dir):
    view = window.view
    panel = window.layout_dock.widget()
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        panel.spread_spin.setValue(1.5)
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        panel.overlap_box.setChecked(False)
    panel.communities_box.setChecked(False)
    assert view.tints.layer.areas == {}
    again = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(again)
    restored = again.layout_dock.widget()
    shown = (
        restored.spread_spin.value(),
        restored.overlap_box.isChecked(),
        restored.communities_box.isChecked(),
    )
    assert shown == (1.5, False, False)
    # The first layout of the next start uses them: nodes left where the force layout put
    # them (so some overlap), no tints.
    again.resize(1300, 850)
    again.show()
    open_and_wait(qtbot, again, [str(DEFAULT_CORPUS)])
    assert (again.view.spread, again.view.remove_overlaps) == (1.5, False)
    assert overlapping_nodes(again.view) != []
    assert again.view.tints.groups == {} and again.view.tints.layer.areas == {}
    again.close()


def test_a_dragged_node_takes_its_community_area_along_and_no_other(window, qtbot):
    view = window.view
    tints = view.tints
    areas = dict(tints.layer.areas)
    assert len(areas) >= 2
    group = 0
    node = next(n for n, g in sorted(tints.groups.items()) if g == group and n not in tints.hubs)
    item = view.nodes[node]
    before = {g: QPointF(centre) for g, _, centre in tints.named()}
    target = QPointF(item.x() + 3000, item.y() + 3000)
    item.place(target)  # as a drag does, one mouse move
    view.node_moved(item)
    _, path = tints.layer.areas[group]
    assert path.contains(target)
    assert not areas[group][1].contains(target)
    assert all(tints.layer.areas[g][1] is areas[g][1] for g in areas if g != group)
    assert tints.layer.boundingRect().contains(target)
    centres = {g: centre for g, _, centre in tints.named()}
    assert centres[group] != before[group]
    assert all(centres[g] == before[g] for g in centres if g != group)
