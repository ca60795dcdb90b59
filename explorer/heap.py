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

Drawing a 20,000-node view makes 60,000 items (and more objects with them) in time slices:
each few thousand of them set off a full collection over everything made since the last
freeze, a third of a second each, four or five times per picture. :func:`collector_held`
keeps the collector off while such a picture is made and then freezes what it made, which
lives as long as the picture. The canvas breaks the cycles of
what it takes off the scene (a node and its edges) and the state those of a view graph it
replaces (:func:`explorer.graph.bulk.release`), so freezing them does not keep them alive.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import sys
from collections.abc import Callable, Iterator
from typing import TypeVar

T = TypeVar("T")

_held = False  # the collector is off while a picture is made


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


def collector_held(steps: Iterator[T], held: bool = True) -> Iterator[T]:
    """``steps`` run with the collector off (if ``held``), and what they made frozen once they
    end: finished, failed or closed (a picture's steps, given to a sliced worker).

    >>> list(collector_held(iter([gc.isenabled(), gc.isenabled()])))  # made before: on
    [True, True]
    >>> steps = collector_held(gc.isenabled() for _ in range(2))
    >>> next(steps), gc.isenabled()
    (False, False)
    >>> steps.close(); gc.isenabled()
    True
    """
    if not held:
        yield from steps
        return
    hold_collections()
    try:
        yield from steps
    finally:
        settle_after_build()


def hold_collections() -> None:
    """Keep the collector off until :func:`settle_after_build` (a big picture is being made).

    >>> hold_collections(); gc.isenabled()
    False
    >>> settle_after_build(); gc.isenabled()
    True
    """
    global _held
    _held = True
    gc.disable()


def settle_after_build() -> None:
    """After :func:`hold_collections`: exempt what the picture made from collection and turn
    the collector on again; otherwise nothing."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()


#: glibc's ``mallopt`` option for how many malloc arenas threads may spread over.
_M_ARENA_MAX = -8


def limit_malloc_arenas(arenas: int = 1) -> bool:
    """Have every thread allocate from ``arenas`` malloc arenas; True if the C library took it.

    glibc gives each new thread an arena of its own, up to eight per core, and memory freed
    in one is not reused by another: the loader and the view and layout workers each kept
    tens of MB of the app's peak (measured: 62 MB less with one arena at a 26,000-node view).
    Python's own small objects do not come from malloc, and the GIL runs one thread at a
    time anyway, so sharing costs no speed. Called before the app starts its threads; a
    C library without ``mallopt`` is left alone.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        return bool(ctypes.CDLL(None).mallopt(_M_ARENA_MAX, arenas))
    except (OSError, AttributeError):
        return False


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


@contextlib.contextmanager
def collected_per_batch() -> Iterator[Callable[[], int]]:
    """No automatic collection inside the block; yields the call that collects the two young
    generations, for the caller to make after each batch of a bulk job.

    Bulk extraction set off a full collection whenever enough objects had outlived the young
    generations, and each walked every extraction made so far, the spaCy vocabulary and the
    models' tables: about 7 % of the whole ``explorer extract`` over the 8,856 abstracts of the
    shared corpora (1,187 collections). Generations 0 and 1 hold everything allocated since the
    last collection, so collecting them after a batch frees every cycle the batch made (docs,
    accessors) while what survives (its extractions) is not walked again. Peak memory is the
    same.

    >>> with collected_per_batch() as collect:
    ...     cycle = []
    ...     cycle.append(cycle)
    ...     del cycle
    ...     on_inside, freed = gc.isenabled(), collect()
    >>> on_inside, freed >= 1, gc.isenabled()
    (False, True, True)
    """
    with collector_paused():
        yield lambda: gc.collect(1)
