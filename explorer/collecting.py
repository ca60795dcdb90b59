"""The cyclic garbage collector in bulk work: paused, or run on the young generations per batch.

Building or loading a graph of a large corpus creates millions of small dicts and lists.
CPython's collector runs a full pass every so many allocations and walks all of them each time;
none of them is garbage yet, so the passes are pure cost (measured: half the time of loading an
8,800-paper graph). :func:`paused_gc` pauses the collector for the duration of a block.

In bulk extraction the collector ran a full collection whenever enough objects had survived
the younger ones, and a full collection walks every live object: the extractions made so far,
the spaCy vocabulary, the models' tables. Over the 8,856 abstracts of the shared corpora that
was about 7 % of the whole ``explorer extract`` process (1,187 collections). Inside
:func:`per_batch` the automatic collector is off and the caller collects the two young
generations after each batch: the cycles a batch made (docs, accessors) are freed there, and
what survives (the batch's extractions) is never walked again during the run. Peak memory
stayed the same.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Iterator

#: The generations collected after a batch: 0 and 1 hold everything allocated since the last
#: collection, so every cycle the batch made is found; generation 2 (long-lived) is not walked.
YOUNG = 1


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """Disable the cyclic garbage collector inside the block (re-enabled after, if it was).

    Examples
    --------
    >>> import gc
    >>> with paused_gc():
    ...     gc.isenabled()
    False
    >>> gc.isenabled()
    True
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@contextlib.contextmanager
def per_batch() -> Iterator[Callable[[], int]]:
    """Switch the automatic collector off; yield the call that collects after a batch.

    The collector is switched back on afterwards if it was on before.

    Examples
    --------
    >>> import gc
    >>> with per_batch() as collect:
    ...     cycle = []
    ...     cycle.append(cycle)
    ...     del cycle
    ...     on_inside = gc.isenabled()
    ...     freed = collect()
    >>> on_inside, freed >= 1, gc.isenabled()
    (False, True, True)
    """
    with paused_gc():
        yield lambda: gc.collect(YOUNG)
