"""The layout panel in the real window: spread, keeping nodes apart, re-running the layout."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF

from ..helpers import wait_idle
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
