"""Layout off the GUI thread: a QRunnable that calls :func:`explorer.graph.layout.layout`."""

from __future__ import annotations

import traceback

import networkx as nx
from PySide6.QtCore import QObject, QRunnable, Signal


class LayoutSignals(QObject):
    """Signals of a :class:`LayoutJob` (QRunnable cannot emit by itself)."""

    finished = Signal(int, object)  # generation, {node: (x, y)}
    failed = Signal(int, str)


class LayoutJob(QRunnable):
    """Compute positions for ``graph``, starting from ``previous`` so the picture does not jump.

    ``generation`` comes back with the result, so the view can drop results that
    a newer filter change has made stale.
    """

    def __init__(
        self, graph: nx.Graph, previous: dict[str, tuple[float, float]], generation: int
    ) -> None:
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
