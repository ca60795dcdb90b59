"""Layout off the GUI thread, newest request wins.

A :class:`LayoutRunner` sends each request to a one-thread pool where a
:class:`LayoutJob` calls :func:`explorer.graph.layout.layout` with the
previous positions (so the picture does not jump on a filter change); results
of requests that a newer one has overtaken are dropped, and requests
overtaken before they start are skipped. Given a
:class:`~explorer.layouts.memory.LayoutMemory`, a job first looks for the
view's positions in the cache, and stores there what it computes; an
arrangement with a ``key`` (:class:`Arrange`) is kept beside them too. Big
layouts run in a child process (:mod:`explorer.layouts.process`).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

import networkx as nx
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal

from explorer.app.background import NewestWins
from explorer.layouts.memory import LayoutMemory, Remembered, view_key
from explorer.layouts.process import PROCESS_FROM, layout_elsewhere, layout_work

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

Positions = dict[str, tuple[float, float]]


@runtime_checkable
class Arrange(Protocol):
    """An arrangement the cache can keep: what it makes of positions, as plain data and back."""

    def __call__(self, positions: Positions) -> Any: ...

    def key(self) -> str:
        """Names everything the result depends on besides the positions."""
        ...

    def to_plain(self, result: Any) -> dict: ...

    def from_plain(self, data: Any, positions: Positions) -> Any:
        """The result for ``positions`` stored as ``data``, or None when ``data`` is not one."""
        ...


class LayoutSignals(QObject):
    """Signals of a :class:`LayoutJob` (QRunnable cannot emit by itself)."""

    finished = Signal(int, object)  # generation, {node: (x, y)}
    failed = Signal(int, str)


class LayoutJob(QRunnable):
    """Compute positions for ``graph`` in a worker thread, starting from ``previous``."""

    def __init__(
        self,
        graph: nx.Graph,
        previous: Positions,
        generation: int,
        memory: LayoutMemory | None = None,
        newest: Callable[[], int] | None = None,
        arrange: Callable[[Positions], object] | None = None,
    ) -> None:
        super().__init__()
        self.arrange = arrange  # run here too, after the layout: (positions, its result)
        self.graph = graph
        self.previous = previous
        self.generation = generation
        self.memory = memory
        self.newest = newest
        self.signals = LayoutSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        if self._overtaken():
            self.signals.failed.emit(self.generation, "")  # overtaken while queued
            return
        try:
            key = view_key(self.graph) if self.memory is not None else None
            remembered = self.memory.recall(key, self.graph) if key is not None else None
            if remembered is not None:
                positions = remembered.positions
            else:
                positions = self._compute()
                if positions is None:  # overtaken while a child process laid it out
                    self.signals.failed.emit(self.generation, "")
                    return
            if self.arrange is not None:
                positions = (positions, self._arranged(key, positions, remembered))
            elif key is not None and remembered is None:
                self.memory.put(key, positions)
        except Exception as err:  # a layout bug must not kill the worker thread silently
            traceback.print_exc()
            failed = translate("LayoutJob", "layout failed: {error}").format(error=err)
            self.signals.failed.emit(self.generation, failed)
            return
        self.signals.finished.emit(self.generation, positions)

    def _arranged(self, key: str | None, positions: Positions, remembered: Remembered | None):
        """The arrangement of ``positions``: read from the memory if kept there, else made
        (and kept, with the positions, when the memory keeps this view)."""
        arrange = self.arrange
        if key is None or not isinstance(arrange, Arrange):
            if key is not None and remembered is None:
                self.memory.put(key, positions)
            return arrange(positions)
        name = arrange.key()
        kept = dict(remembered.arranged) if remembered is not None else {}
        if name in kept:
            result = arrange.from_plain(kept[name], positions)
            if result is not None:
                return result
        result = arrange(positions)
        kept.pop(name, None)
        kept[name] = arrange.to_plain(result)  # the newest last: the oldest is dropped first
        self.memory.put(key, positions, kept)
        return result

    def _compute(self) -> Positions | None:
        from explorer.graph.layout import layout

        if layout_work(self.graph, self.previous) >= PROCESS_FROM:
            try:
                return layout_elsewhere(
                    self.graph, self.previous, seed=0, abandoned=self._overtaken
                )
            except (OSError, ValueError, RuntimeError, EOFError) as err:
                print(f"explorer: laying out here instead: {err}", file=sys.stderr)
        positions = layout(self.graph, seed=0, previous=self.previous or None)
        return {node: (float(x), float(y)) for node, (x, y) in positions.items()}

    def _overtaken(self) -> bool:
        return self.newest is not None and self.newest() != self.generation


class LayoutRunner(NewestWins):
    """Runs layouts one at a time; ``done(graph, positions)`` only for the newest request."""

    done = Signal(object, object)  # graph, positions

    def request(
        self,
        graph: nx.Graph,
        previous: Positions,
        memory: LayoutMemory | None = None,
        arrange: Callable[[Positions], object] | None = None,
    ) -> None:
        """Lay out ``graph``, which nobody may change meanwhile (the model never does).

        ``memory``: look for the positions there first, and store them there.
        ``arrange``: also called on the positions in the worker thread; ``done`` then gets
        ``(positions, arrange(positions))`` instead of the positions.
        """
        generation = self._next_generation()
        self._start(LayoutJob(graph, previous, generation, memory, self._newest, arrange))

    def _deliver(self, job: LayoutJob, positions: Positions) -> None:
        self.done.emit(job.graph, positions)
