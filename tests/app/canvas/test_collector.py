"""A big picture's items are kept off the garbage collector, yet freed when they go.

The default corpus is made to count as big (``dense_from``) so the window takes the path of a
20,000-node view (:mod:`explorer.heap`).
"""

from __future__ import annotations

import gc
import weakref

from ..helpers import wait_idle


def test_a_big_picture_is_frozen_and_what_leaves_it_is_freed_without_the_collector(qtbot, window):
    view, model = window.view, window.model
    view.dense.dense_from = 10
    model.set_filters(limit=10**9)  # a new picture of every node, made as a big one
    wait_idle(qtbot, window)
    assert gc.isenabled() and gc.get_freeze_count() > 0
    shown = model.view_graph
    assert len(view.nodes) > 10 and any(item.edges for item in view.nodes.values())
    frozen = gc.get_freeze_count()
    gone_items = [weakref.ref(item) for item in view.nodes.values()]
    gone_edges = [weakref.ref(edge) for edge in view.edges]
    gone_graph = weakref.ref(shown)
    del shown
    view.dense.dense_from = 10**6  # the next picture is a small one
    gc.disable()  # what leaves must go by reference counting alone
    try:
        model.set_filters(limit=20)  # a small view: most items leave the scene
        wait_idle(qtbot, window)
        kept = set(view.nodes.values()) | set(view.edges)
        left = [r for r in gone_items + gone_edges if r() is not None and r() not in kept]
        assert left == []
        assert gone_graph() is None  # the replaced view graph too
    finally:
        gc.enable()
    assert gc.get_freeze_count() <= frozen  # the small picture froze nothing more
