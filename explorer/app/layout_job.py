"""Layout off the GUI thread, newest request wins.

A :class:`LayoutRunner` sends each request to a one-thread pool where a
:class:`LayoutJob` calls :func:`explorer.graph.layout.layout` with the
previous positions (so the picture does not jump on a filter change); results
of requests that a newer one has overtaken are dropped, and requests
overtaken before they start are skipped. Given a
:class:`~explorer.app.layout_memory.LayoutMemory`, a job first looks for the
view's positions in the cache, and stores there what it computes. Big
layouts run in a child process (:mod:`explorer.app.layout_process`).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable

import networkx as nx
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from explorer.app.layout_memory import LayoutMemory, view_key
from explorer.app.layout_process import PROCESS_FROM, layout_elsewhere, layout_work

Positions = dict[str, tuple[float, float]]


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
    ) -> None:
        super().__init__()
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
            positions = self.memory.get(key, self.graph) if key is not None else None
            if positions is None:
                positions = self._compute()
                if positions is None:  # overtaken while a child process laid it out
                    self.signals.failed.emit(self.generation, "")
                    return
                if key is not None:
                    self.memory.put(key, positions)
        except Exception as err:  # a layout bug must not kill the worker thread silently
            traceback.print_exc()
            self.signals.failed.emit(self.generation, f"layout failed: {err}")
            return
        self.signals.finished.emit(self.generation, positions)

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


class LayoutRunner(QObject):
    """Runs layouts one at a time; ``done(graph, positions)`` only for the newest request."""

    done = Signal(object, object)  # graph, positions
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._generation = 0
        self._answered = 0
        self._jobs: dict[int, LayoutJob] = {}  # keeps jobs and their signals alive

    def pending(self) -> bool:
        """True while the newest request has no answer yet."""
        return self._answered != self._generation

    def request(
        self, graph: nx.Graph, previous: Positions, memory: LayoutMemory | None = None
    ) -> None:
        """Lay out ``graph``, which nobody may change meanwhile (the model never does).

        ``memory``: look for the positions there first, and store them there.
        """
        self._generation += 1
        job = LayoutJob(graph, previous, self._generation, memory, lambda: self._generation)
        job.signals.finished.connect(self._finished)
        job.signals.failed.connect(self._failed)
        self._jobs[self._generation] = job
        self.pool.start(job)

    def cancel(self) -> None:
        """Drop the answers of every request made so far."""
        self._generation += 1
        self._answered = self._generation

    def wait(self) -> None:
        """Block until the worker is idle (before closing the window)."""
        self.pool.waitForDone()

    def _finished(self, generation: int, positions: Positions) -> None:
        job = self._jobs.pop(generation, None)
        if generation == self._generation and job is not None:
            self._answered = generation
            self.done.emit(job.graph, positions)

    def _failed(self, generation: int, message: str) -> None:
        self._jobs.pop(generation, None)
        if generation == self._generation:
            self._answered = generation
            self.failed.emit(message)
