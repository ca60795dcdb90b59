"""Long work on the GUI thread in time slices, so the window answers in between.

Scene items can only be made on the GUI thread. Making 20,000 nodes and
30,000 edges takes seconds; a :class:`SlicedWork` runs such work written as a
generator (each ``yield`` is a point where it may pause) for a few
milliseconds at a time and lets the event loop run between slices. Small
work finishes in the first slice, synchronously, as if it were a plain call.

Examples
--------
>>> from PySide6.QtWidgets import QApplication
>>> app = QApplication.instance() or QApplication([])
>>> done = []
>>> def steps():
...     for i in range(3):
...         done.append(i)
...         yield
>>> work = SlicedWork()
>>> work.start(steps())
>>> done, work.running()
([0, 1, 2], False)
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer, Signal

#: Work per slice; the event loop runs (input, painting) between slices.
SLICE_MS = 40
#: Steps between two looks at the clock.
STEPS_PER_CHECK = 16


class SlicedWork(QObject):
    """Runs one generator's steps a slice at a time; ``finished`` when it is exhausted."""

    finished = Signal()
    sliced = Signal()  # a slice ended with work left

    def __init__(self, parent: QObject | None = None, slice_ms: float = SLICE_MS) -> None:
        super().__init__(parent)
        self.slice_s = slice_ms / 1000
        self._steps: Iterator[object] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run_slice)

    def start(self, steps: Iterator[object]) -> None:
        """Drop unfinished work, begin ``steps``; the first slice runs before this returns."""
        self.cancel()
        self._steps = steps
        self._run_slice()
        if self._steps is not None:
            self._timer.start()

    def running(self) -> bool:
        """True while started work has steps left."""
        return self._steps is not None

    def cancel(self) -> None:
        """Stop where the work is; its remaining steps never run."""
        steps, self._steps = self._steps, None
        self._timer.stop()
        close = getattr(steps, "close", None)  # a generator's; a plain iterator has none
        if close is not None:
            close()

    def finish(self) -> None:
        """Run all remaining steps now."""
        if self._steps is not None:
            self.slice_s, saved = float("inf"), self.slice_s
            try:
                self._run_slice()
            finally:
                self.slice_s = saved

    def _run_slice(self) -> None:
        steps = self._steps
        if steps is None:
            return
        deadline = time.perf_counter() + self.slice_s
        try:
            while True:
                for _ in range(STEPS_PER_CHECK):
                    next(steps)
                if time.perf_counter() >= deadline:
                    self.sliced.emit()
                    return
        except StopIteration:
            pass
        except BaseException:
            self._steps = None
            self._timer.stop()
            raise
        self._steps = None
        self._timer.stop()
        self.finished.emit()
