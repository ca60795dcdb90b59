"""Which worker opens what the user named: a saved view, or corpora and graphs.

A saved view (``*.explorer-view.json``) opens through :func:`explorer.views.opening.open_view`
in the worker thread, like any corpus: its corpus is found again (changes noticed, one warning
each) and loaded without the view's curation edits, which the window then puts in force on
its undo stack. Whatever names the file (File > Open, Open view, drag and drop, recent files,
the command line) ends here, so they all behave alike.
"""

from __future__ import annotations

from pathlib import Path

from explorer.app.window.loader import LoadWorker
from explorer.errors import ExplorerError
from explorer.views.opening import OpenedView
from explorer.views.viewfile import is_view_file


class ViewLoadWorker(LoadWorker):
    """Opens one saved view; ``opened`` holds it (and ``edits`` its edits) once loaded."""

    def __init__(
        self, path: str, cache_dir: str | None = None, parent=None, skip_bad: bool = False
    ) -> None:
        super().__init__([path], cache_dir, parent, skip_bad=skip_bad)
        self.opened: OpenedView | None = None

    def recent_entries(self) -> list[str]:
        """A view is remembered as itself, not as the corpus it names."""
        return [str(Path(self.paths[0]).expanduser().resolve())]

    def open(self, **options) -> tuple[object, list[str]]:
        """Open the view's corpus; the view's filters and edits wait in ``opened``."""
        from explorer.views.opening import open_view

        opened = open_view(self.paths[0], with_edits=False, **options)
        self.edits = list(opened.view.edits)
        self.opened = opened
        return opened.graph, opened.sources


def make_loader(
    paths: list[str], cache_dir: str | None = None, parent=None, skip_bad: bool = False
) -> LoadWorker:
    """The worker that opens ``paths``: a view alone, or corpus and graph files.

    ``skip_bad`` leaves out bad records (each one a warning) instead of stopping.

    Raises
    ------
    ExplorerError
        When a saved view is named together with other files.
    """
    views = [p for p in paths if is_view_file(p)]
    if not views:
        return LoadWorker(paths, cache_dir=cache_dir, parent=parent, skip_bad=skip_bad)
    if len(paths) > 1:
        raise ExplorerError("a saved view is opened on its own, without other files", path=views[0])
    return ViewLoadWorker(str(views[0]), cache_dir=cache_dir, parent=parent, skip_bad=skip_bad)
