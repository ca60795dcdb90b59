"""The real scene of the default corpus: no overlapping nodes, no label over a label or node."""

from __future__ import annotations

import pytest

from .legibility import covered_labels, overlapping_nodes, shown_label_rects

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("zoom", [1.0, 0.25, 4.0])
def test_no_node_overlaps_another_and_no_label_covers_anything(window, qtbot, zoom):
    view = window.view
    view.fit()
    view.zoom_by(zoom)
    view.update_labels()
    assert len(view.nodes) > 100
    assert overlapping_nodes(view) == []
    assert shown_label_rects(view)  # some labels are shown...
    assert covered_labels(view) == []  # ...and none hides another label or a node


def test_without_overlap_removal_the_same_view_has_overlaps(window, qtbot):
    """The check above can fail: the force layout alone leaves nodes on top of each other."""
    view = window.view
    view.remove_overlaps = False
    view.raw_positions = {}
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        view.schedule_layout()
    assert overlapping_nodes(view) != []
