"""Work off the GUI thread where only the newest request matters.

A :class:`LatestOnly` runs one function call at a time in its own worker
thread and reports the result of the newest request only; requests overtaken
before they start are skipped, so a burst of filter clicks costs one
computation, not one per click.

The worker thread holds the GIL while it runs Python code, but CPython hands
the GIL over every few milliseconds, so the GUI thread keeps answering.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _JobSignals(QObject):
    """Signals of a :class:`_Job` (a QRunnable cannot emit by itself)."""

    finished = Signal(int, object)  # generation, result
    failed = Signal(int, str)  # generation, one line


class _Job(QRunnable):
    def __init__(
        self, call: Callable[[], object], generation: int, current: Callable[[], int]
    ) -> None:
        super().__init__()
        self.call = call
        self.generation = generation
        self.current = current
        self.signals = _JobSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        if self.generation != self.current():  # overtaken while queued
            self.signals.failed.emit(self.generation, "")
            return
        try:
            result = self.call()
        except Exception as err:  # a bug must not kill the worker thread silently
            traceback.print_exc()
            self.signals.failed.emit(self.generation, f"{type(err).__name__}: {err}")
            return
        self.signals.finished.emit(self.generation, result)


class NewestWins(QObject):
    """One worker thread; only the newest request is answered (``failed(message)`` too).

    Subclasses make the job in ``request`` with :meth:`_next_generation` and
    :meth:`_start`, and emit their own ``done`` signal in :meth:`_deliver`.
    """

    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._generation = 0
        self._answered = 0
        self._jobs: dict[int, QRunnable] = {}  # keeps jobs and their signals alive

    def pending(self) -> bool:
        """True while the newest request has no answer yet."""
        return self._answered != self._generation

    def cancel(self) -> None:
        """Drop the answer of every request made so far."""
        self._generation += 1
        self._answered = self._generation

    def wait(self) -> None:
        """Block until the worker is idle (before the window closes)."""
        self.pool.waitForDone()

    def _next_generation(self) -> int:
        self._generation += 1
        return self._generation

    def _newest(self) -> int:
        """The newest generation; jobs call it from the worker to notice they were overtaken."""
        return self._generation

    def _start(self, job: QRunnable) -> None:
        """Run ``job`` (with ``generation`` and ``signals.finished/failed``) in the worker."""
        job.signals.finished.connect(self._finished)
        job.signals.failed.connect(self._failed)
        self._jobs[job.generation] = job
        self.pool.start(job)

    def _deliver(self, job: QRunnable, result: object) -> None:
        raise NotImplementedError

    def _finished(self, generation: int, result: object) -> None:
        job = self._jobs.pop(generation, None)
        if generation == self._generation and job is not None:
            self._answered = generation
            self._deliver(job, result)

    def _failed(self, generation: int, message: str) -> None:
        self._jobs.pop(generation, None)
        if generation == self._generation:
            self._answered = generation
            self.failed.emit(message)


class LatestOnly(NewestWins):
    """Runs calls in a worker thread; ``done(result)`` only for the newest request.

    ``failed(message)`` reports an exception in the newest request.
    """

    done = Signal(object)

    def request(self, call: Callable[[], object]) -> None:
        """Run ``call()`` in the worker; any earlier request's answer will be dropped."""
        self._start(_Job(call, self._next_generation(), self._newest))

    def _deliver(self, job: QRunnable, result: object) -> None:
        self.done.emit(result)
