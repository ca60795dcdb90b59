"""The application state as the app uses it: its views computed in a Qt worker thread.

The state itself is :class:`explorer.state.app_state.AppState` (no Qt, psygnal events);
this adapter only gives it a :class:`~explorer.app.background.LatestOnly` worker, whose
answers arrive back on the GUI thread through Qt's queued signals. Widgets observe the
state's events directly.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from explorer.app.background import LatestOnly
from explorer.state.app_state import AppState


class ExplorerModel(AppState):
    """:class:`AppState` whose big views are computed off the GUI thread.

    ``parent`` owns the worker thread (the window: it stops with it).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        worker = LatestOnly(parent)
        super().__init__(worker)
        worker.done.connect(self.receive_view)
        worker.failed.connect(self.view_failed)
        self.path_worker = LatestOnly(parent)
        self.path_worker.done.connect(self.receive_paths)
        self.path_worker.failed.connect(self.paths_failed)
