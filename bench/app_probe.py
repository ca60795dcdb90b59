"""In-process measuring helpers of ``bench_app.py``: event-loop waits, paint and stall probes.

Imported by the measuring child process only (``bench_app.py --child``), after Qt is set to
run offscreen.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

#: Typed into the search box one key at a time.
TYPED = "transformer"
PREFIXES = ("t", "tr", "tra", "tran", "transf", "l", "la", "lan", "gr", "graph n", "x")
TIMEOUT_S = 600


def ms(seconds: float) -> float:
    """Seconds as milliseconds, rounded for printing."""
    return round(seconds * 1000, 1)


class Probe:
    """Event-loop helpers: wait for a condition, time paints, measure stalls of the GUI thread."""

    def __init__(self, app, window) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer

        self.app = app
        self.window = window
        self.first_paint: float | None = None
        self.applied_at: float | None = None
        self.detail_at: float | None = None
        self.detail_painted_at: float | None = None
        self._last_tick = time.perf_counter()
        self.max_gap = 0.0
        self._ticker = QTimer(interval=10)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()
        probe = self

        class PaintWatch(QObject):
            def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
                if (
                    event.type() == QEvent.Type.Paint
                    and probe.first_paint is None
                    and probe.window.view.nodes
                ):
                    # The zero timer fires once this paint event has been handled.
                    QTimer.singleShot(0, probe._painted)
                return False

        class DetailPaintWatch(QObject):
            def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
                # The first repaint of the pane once its new text is set: when it shows.
                if (
                    event.type() == QEvent.Type.Paint
                    and probe.detail_at is not None
                    and probe.detail_painted_at is None
                ):
                    probe.detail_painted_at = time.perf_counter()
                return False

        self._paint_watch = PaintWatch()
        window.view.viewport().installEventFilter(self._paint_watch)
        self._detail_paint_watch = DetailPaintWatch()
        window.detail.viewport().installEventFilter(self._detail_paint_watch)
        window.view.layoutApplied.connect(self._applied)
        window.detail.textChanged.connect(self._detail)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.max_gap = max(self.max_gap, now - self._last_tick)
        self._last_tick = now

    def reset_stall(self) -> None:
        self._last_tick = time.perf_counter()
        self.max_gap = 0.0

    def stall_ms(self) -> float:
        # A tick is due every 10 ms: only the excess is a stall.
        return ms(max(self.max_gap - 0.010, 0.0))

    def _painted(self) -> None:
        if self.first_paint is None:
            self.first_paint = time.perf_counter()

    def _applied(self) -> None:
        self.applied_at = time.perf_counter()

    def _detail(self) -> None:
        if self.detail_at is None:
            self.detail_at = time.perf_counter()

    def wait(self, condition, timeout_s: float = TIMEOUT_S) -> None:
        """Run the event loop until ``condition()`` holds (checked every 5 ms)."""
        from PySide6.QtCore import QEventLoop, QTimer

        if condition():
            return
        loop = QEventLoop()
        check = QTimer(interval=5)
        check.timeout.connect(lambda: condition() and loop.quit())
        give_up = QTimer(singleShot=True, interval=int(timeout_s * 1000))
        give_up.timeout.connect(loop.quit)
        check.start()
        give_up.start()
        loop.exec()
        check.stop()
        if not condition():
            raise TimeoutError(f"gave up waiting after {timeout_s} s")

    def idle(self) -> bool:
        window = self.window
        return not window.is_loading() and not window.view.layout_pending()

    def settle(self) -> None:
        """Wait until nothing is loading or laid out, then let queued events run."""
        self.wait(self.idle)
        self.wait(lambda: True)
        self.app.processEvents()


def timed_change(probe: Probe, change) -> dict:
    """Run ``change()``; time the call and the wait for the new picture."""
    probe.settle()
    probe.applied_at = None
    probe.reset_stall()
    start = time.perf_counter()
    change()
    blocking = time.perf_counter() - start
    probe.wait(probe.idle)
    return {
        "blocking_ms": ms(blocking),
        # None: the picture did not change (nothing new to show).
        "to_picture_ms": ms(probe.applied_at - start) if probe.applied_at else None,
        "max_stall_ms": probe.stall_ms(),
        "nodes_shown": len(probe.window.view.nodes),
    }


def select_figures(probe: Probe, model, nodes: dict[str, str]) -> dict:
    figures = {}
    for kind, node in nodes.items():
        probe.settle()
        probe.detail_at = probe.detail_painted_at = None
        probe.reset_stall()
        start = time.perf_counter()
        model.select(node)
        blocking = time.perf_counter() - start
        probe.settle()
        figures[kind] = {
            "papers": int(model.graph.nodes[node].get("papers") or model.graph.degree(node)),
            "detail_ms": ms((probe.detail_at or time.perf_counter()) - start),
            # Until the pane starts painting its new text (None: it never repainted).
            "detail_painted_ms": ms(probe.detail_painted_at - start)
            if probe.detail_painted_at
            else None,
            "blocking_ms": ms(blocking),
            "max_stall_ms": probe.stall_ms(),
            "detail_chars": len(probe.window.detail.toPlainText()),
        }
    return figures


def search_figures(probe: Probe, window) -> dict:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    search = window.search
    pending = getattr(search, "completions_pending", lambda: False)
    probe.wait(lambda: not pending())
    completer = search.ranked
    prefix_ms = {}
    counts = {}
    for prefix in PREFIXES:
        start = time.perf_counter()
        search.update_hits(prefix)  # what a keystroke ranks
        counts[prefix] = completer.completionModel().rowCount()
        prefix_ms[prefix] = ms(time.perf_counter() - start)
    probe.settle()
    search.setFocus()
    search.clear()
    keystrokes = []
    for char in TYPED:
        start = time.perf_counter()
        QTest.keyClick(search, char)
        probe.app.processEvents()
        keystrokes.append(time.perf_counter() - start)
    popup = completer.popup()
    shown = popup.model().rowCount() if popup.isVisible() else 0
    QTest.keyClick(search, Qt.Key.Key_Escape)
    search.clear()
    return {
        "names": len(search.index) if search.index is not None else 0,
        "completion_prefix_ms": {"max": max(prefix_ms.values()), "by_prefix": prefix_ms},
        "completions": counts,
        "keystroke_ms": {
            "max": ms(max(keystrokes)),
            "median": ms(statistics.median(keystrokes)),
        },
        "typed": TYPED,
        "popup_rows_after_typing": shown,
    }


def chosen_nodes(G) -> dict[str, str]:
    """The most named concept, a median one and the paper with most links."""
    concepts = sorted(
        (n for n, k in G.nodes(data="kind") if k == "concept"),
        key=lambda n: (-int(G.nodes[n].get("papers") or 0), n),
    )
    papers = sorted(
        (n for n, k in G.nodes(data="kind") if k == "paper"), key=lambda n: (-G.degree(n), n)
    )
    chosen = {}
    if concepts:
        chosen["top_concept"] = concepts[0]
        chosen["median_concept"] = concepts[len(concepts) // 2]
    if papers:
        chosen["paper"] = papers[0]
    return chosen


def positions_cached(model, cache_dir: Path) -> bool | None:
    """Whether the cache holds positions for the view of everything (None: app without)."""
    from dataclasses import replace

    try:
        from explorer.layouts.memory import LayoutMemory, view_key
        from explorer.state.view_filter import filtered_view
    except ImportError:
        return None
    full = filtered_view(model.graph, replace(model.filters, limit=10**9))
    return LayoutMemory(cache_dir).get(view_key(full), full) is not None
