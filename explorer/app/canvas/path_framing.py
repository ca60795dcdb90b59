"""Framing a found path: once its nodes are drawn, the canvas zooms to show all of them.

The highlight (:mod:`explorer.app.canvas.highlight`) already dims what is off the path;
this only moves the camera. A new path usually adds nodes to the view, so the framing
waits for the picture to be laid out and drawn (``layoutApplied``), or happens on the next
turn of the event loop when the picture does not change.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, SignalInstance

from explorer.state.app_state import AppState


class FramedView(Protocol):
    """The canvas a path is framed on."""

    model: AppState
    layoutApplied: SignalInstance  # noqa: N815 (Qt's naming)

    def layout_pending(self) -> bool: ...

    def frame(self, nodes: Iterable[str]) -> None: ...


class PathFraming(QObject):
    """Frames ``view``'s model's path whenever it changes."""

    def __init__(self, view: FramedView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.waiting = False
        view.model.pathChanged.connect(self._on_path)
        view.layoutApplied.connect(self._frame_if_idle)

    def _on_path(self) -> None:
        self.waiting = bool(self.view.model.path)
        if self.waiting:
            QTimer.singleShot(0, self._frame_if_idle)

    def _frame_if_idle(self) -> None:
        if self.waiting and not self.view.layout_pending():
            self.waiting = False
            self.view.frame(self.view.model.path)
