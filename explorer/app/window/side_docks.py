"""Docks that open beside the canvas for a task (why connected, similar papers).

They sit in the left column under the filters and, when they open, take most of its
height and a readable width: the filters stay reachable, the task's text gets the room.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QWidget

#: Share of the column's height an opening dock takes from the dock above it.
HEIGHT_SHARE = 0.75


def add_side_dock(
    window: QMainWindow, title: str, name: str, widget: QWidget, beside: QDockWidget
) -> QDockWidget:
    """A hidden dock holding ``widget``, placed under ``beside`` in the left column."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)  # its place is saved with the window's state
    dock.setWidget(widget)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.splitDockWidget(beside, dock, Qt.Orientation.Vertical)
    dock.hide()
    return dock


def open_side_dock(window: QMainWindow, dock: QDockWidget, beside: QDockWidget, width: int) -> None:
    """Show ``dock`` with most of the column's height and at least ``width`` pixels."""
    dock.show()
    dock.raise_()
    if dock.isFloating():
        return
    column = beside.height() + dock.height() if beside.isVisible() else dock.height()
    if beside.isVisible():
        taken = int(column * HEIGHT_SHARE)
        window.resizeDocks([beside, dock], [column - taken, taken], Qt.Orientation.Vertical)
    if dock.width() < width:
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless vertical scroll area: a tall panel in the left column then
    scrolls in a small window instead of raising the window's minimum height."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # As wide as the panel, so it never needs a horizontal bar; again whenever the panel's
    # layout changes (year boxes widen once a corpus has years; words differ by language).
    area.setMinimumWidth(widget.minimumSizeHint().width())
    widget.installEventFilter(_MinimumWidth(area))
    return area


class _MinimumWidth(QObject):
    """Keeps a scroll area at least as wide as its panel's minimum width."""

    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self.area = area

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LayoutRequest and isinstance(watched, QWidget):
            self.area.setMinimumWidth(watched.minimumSizeHint().width())
        return False
