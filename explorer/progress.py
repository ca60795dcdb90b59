"""Progress reporting and cancellation shared by long jobs (no heavy imports here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

#: ``progress(done, total)``, called from the thread doing the work.
Progress = Callable[[int, int], None]


class CancelFlag(Protocol):
    """Anything with ``is_set()``, such as ``threading.Event``."""

    def is_set(self) -> bool: ...


class Cancelled(Exception):
    """The caller cancelled a long job."""
