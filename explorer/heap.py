"""Keeping Python's garbage collector off the loaded graph.

A 10,000-paper graph is half a million tracked objects that live as long as
the graph is shown. Every full collection walks all of them (a quarter of a
second), and making the canvas's items triggers several: the window stops
answering that long each time. After a load, :func:`settle_after_load`
collects what the previous graph left behind and then moves every object
alive into the collector's permanent generation (:func:`gc.freeze`), so
later collections only look at what is new.

Frozen objects are still freed when their last reference goes; only cycles
among them wait, until the next load unfreezes and collects them.
"""

from __future__ import annotations

import gc


def settle_after_load() -> None:
    """Collect the previous graph's garbage, then exempt everything alive from collection.

    The first load has no previous graph to collect: its freeze is all it costs.

    >>> settle_after_load()
    >>> gc.get_freeze_count() > 0
    True
    """
    if gc.get_freeze_count():
        gc.unfreeze()
        gc.collect()
    gc.freeze()
