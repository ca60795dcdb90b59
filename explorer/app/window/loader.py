"""Loading in a worker thread: corpus files -> extraction (cached) -> graph.

``explorer.pipeline`` (and so spaCy) is imported inside the thread, so the
window paints before any model is loaded.
"""

from __future__ import annotations

import threading
import traceback

from PySide6.QtCore import QCoreApplication, QThread, Signal

from explorer.corpus.sources import parse_source, zotero_source
from explorer.errors import CorpusError, ExplorerError
from explorer.i18n.system_text import os_error_line
from explorer.printable import printable

translate = QCoreApplication.translate


class LoadWorker(QThread):
    """Runs :func:`explorer.pipeline.open_graph` and reports through signals."""

    progress = Signal(int, int)  # done, total
    loaded = Signal(object, list)  # graph, paths
    failed = Signal(str)  # one readable line
    cancelled = Signal()
    warned = Signal(str)
    #: A file stopped at a bad record although others are valid: ``file:line: problem``,
    #: how many are valid. The window offers to load the valid ones (``skip_bad``).
    badRecords = Signal(str, int)

    def __init__(
        self, paths: list[str], cache_dir: str | None = None, parent=None, skip_bad: bool = False
    ) -> None:
        super().__init__(parent)
        self.paths = [str(p) for p in paths]
        self.cache_dir = cache_dir
        #: Curation edits to put in force instead of the corpus's stored ones (None: stored).
        self.edits: list[dict] | None = None
        self.skip_bad = skip_bad
        self._cancel = threading.Event()

    def recent_entries(self) -> list[str]:
        """What the recent-files list remembers of this load (absolute sources)."""
        return [absolute_source(p) for p in self.paths]

    def open(self, **options) -> tuple[object, list[str]]:
        """Open the graph in this thread; returns it with the sources it came from."""
        from explorer.pipeline import open_graph

        return open_graph(self.paths, **options), self.paths

    def cancel(self) -> None:
        """Ask the extraction to stop at its next checkpoint."""
        self._cancel.set()

    def run(self) -> None:
        try:
            from explorer.pipeline import Cancelled
        except Exception as err:  # a broken install must still end in a message
            traceback.print_exc()
            problem = translate("Loader", "cannot load the extraction pipeline: {problem}")
            self.failed.emit(problem.format(problem=err))
            return
        try:
            graph, sources = self.open(
                progress=self.progress.emit,
                cancel=self._cancel,
                warn=lambda message: self.warned.emit(printable(message)),
                cache_dir=self.cache_dir,
                skip_bad=self.skip_bad,
            )
        except Cancelled:
            self.cancelled.emit()
        except CorpusError as err:
            if err.valid_records:
                self.badRecords.emit(err.located(), err.valid_records)
            else:
                self.failed.emit(str(err))
        except ExplorerError as err:
            self.failed.emit(str(err))
        except OSError as err:
            self.failed.emit(os_error_line(err))
        except Exception as err:  # a bug: say so in one line, keep the trace for the terminal
            traceback.print_exc()
            problem = translate("Loader", "unexpected error while loading: {problem}")
            self.failed.emit(problem.format(problem=f"{type(err).__name__}: {err}"))
        else:
            self.loaded.emit(graph, sources)


def absolute_source(source: str) -> str:
    """``source`` with its path made absolute (a Zotero collection kept)."""
    parsed = parse_source(source)
    return zotero_source(parsed.path.expanduser().resolve(), parsed.collection)
