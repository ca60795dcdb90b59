"""The real scene of the default corpus: no overlapping nodes, no label over a label or node.

Counted on the overview and on the whole graph (Show Everything), fitted and zoomed, and with
the labels that must show (hovered node, selection, path) wherever their nodes are.
"""

from __future__ import annotations

import networkx as nx
import pytest

from ..helpers import wait_idle
from .legibility import (
    community_name_rects,
    covered_labels,
    overlapping_nodes,
    shown_label_rects,
)

pytestmark = pytest.mark.slow


def assert_legible(view) -> None:
    view.update_labels()
    assert overlapping_nodes(view) == []
    assert shown_label_rects(view)  # some labels are shown...
    assert covered_labels(view) == []  # ...and none hides another label or a node


@pytest.mark.parametrize("everything", [False, True])
@pytest.mark.parametrize("zoom", [1.0, 0.25, 4.0])
def test_no_node_overlaps_another_and_no_label_covers_anything(window, qtbot, zoom, everything):
    view = window.view
    if everything:
        view.show_everything()
        wait_idle(qtbot, window)
    view.fit()
    view.zoom_by(zoom)
    assert len(view.nodes) > 100
    assert_legible(view)


def test_the_fitted_picture_names_its_communities(window, qtbot):
    view = window.view
    view.fit()
    view.update_labels()
    hubs = view.tints.hubs
    named = {n for n in hubs if view.nodes[n].has_label() and view.nodes[n].label.isVisible()}
    # Each community is named: by its hub's own label, else by a name off the crowd.
    assert len(named) + len(community_name_rects(view)) >= min(len(hubs), 5)


def forced_nodes(view, count: int) -> list[str]:
    """The ``count`` most important nodes, where labels are most crowded, and a few others."""
    ranked = sorted(view.nodes, key=lambda n: (-view.nodes[n].importance, n))
    return ranked[:count] + ranked[len(ranked) // 2 :: len(ranked) // count][:count]


@pytest.mark.parametrize("zoom", [1.0, 0.25])
def test_a_hovered_node_is_named_without_covering_anything(window, qtbot, zoom):
    view = window.view
    view.fit()
    view.zoom_by(zoom)
    for node in forced_nodes(view, 10):
        view.hover(node)
        item = view.nodes[node]
        assert item.has_label() and item.label.isVisible(), node
        assert covered_labels(view) == [], node
    view.hover(None)


def test_the_selection_and_a_path_are_named_without_covering_anything(window, qtbot):
    view, model = window.view, window.model
    view.fit()
    view.zoom_by(0.25)  # a crowd: no place beside most nodes is free
    for node in forced_nodes(view, 6):
        model.select(node)
        qtbot.waitUntil(lambda n=node: view.nodes[n].selected)
        view.fit()
        view.zoom_by(0.25)
        view.update_labels()
        assert view.nodes[node].label.isVisible(), node
        assert covered_labels(view) == [], node
    start = forced_nodes(view, 1)[0]
    hops = nx.single_source_shortest_path_length(model.view_graph, start, cutoff=4)
    end = max(sorted(hops), key=lambda n: hops[n])
    assert hops[end] >= 3
    model.set_path(start, end)
    wait_idle(qtbot, window)
    assert len(model.path) >= 4
    view.fit()
    view.update_labels()
    assert set(model.path) <= set(shown_label_rects(view))  # every step of the path is named
    assert covered_labels(view) == []


def test_without_overlap_removal_the_same_view_has_overlaps(window, qtbot):
    """The check above can fail: the force layout alone leaves nodes on top of each other."""
    view = window.view
    view.remove_overlaps = False
    view.raw_positions = {}
    with qtbot.waitSignal(view.layoutApplied, timeout=60_000):
        view.schedule_layout()
    assert overlapping_nodes(view) != []
