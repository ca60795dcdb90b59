"""Layout off the GUI thread, newest request wins.

A :class:`LayoutRunner` sends each request to a one-thread pool where a
:class:`LayoutJob` calls :func:`explorer.graph.layout.layout` with the
previous positions (so the picture does not jump on a filter change); results
of requests that a newer one has overtaken are dropped.
"""

from __future__ import annotations

import traceback

import networkx as nx
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

Positions = dict[str, tuple[float, float]]


class LayoutSignals(QObject):
    """Signals of a :class:`LayoutJob` (QRunnable cannot emit by itself)."""

    finished = Signal(int, object)  # generation, {node: (x, y)}
    failed = Signal(int, str)


class LayoutJob(QRunnable):
    """Compute positions for ``graph`` in a worker thread, starting from ``previous``."""

    def __init__(self, graph: nx.Graph, previous: Positions, generation: int) -> None:
        super().__init__()
        self.graph = graph
        self.previous = previous
        self.generation = generation
        self.signals = LayoutSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        from explorer.graph.layout import layout

        try:
            positions = layout(self.graph, seed=0, previous=self.previous or None)
        except Exception as err:  # a layout bug must not kill the worker thread silently
            traceback.print_exc()
            self.signals.failed.emit(self.generation, f"layout failed: {err}")
            return
        plain = {node: (float(x), float(y)) for node, (x, y) in positions.items()}
        self.signals.finished.emit(self.generation, plain)


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

    def request(self, graph: nx.Graph, previous: Positions) -> None:
        """Lay out ``graph`` (a private copy: the worker must not share it)."""
        self._generation += 1
        job = LayoutJob(graph, previous, self._generation)
        job.signals.finished.connect(self._finished)
        job.signals.failed.connect(self._failed)
        self._jobs[self._generation] = job
        self.pool.start(job)

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
