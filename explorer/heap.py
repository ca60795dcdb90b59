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

import contextlib
import gc
from collections.abc import Iterator


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


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic collection inside the block: for a burst of allocations that make no
    reference cycles (the corpus pass over 8,800 papers' records spent a third of its time in
    collections that walked those records and found nothing to free).

    >>> with collector_paused():
    ...     gc.isenabled()
    False
    >>> gc.isenabled()
    True
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
