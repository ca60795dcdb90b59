"""SlicedWork: the canvas's items made in time slices between user events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from explorer.app.canvas.sliced import SlicedWork


def test_sliced_work_lets_the_event_loop_run_between_slices(qtbot):
    work = SlicedWork(slice_ms=0)  # every slice is as short as it gets
    done: list[int] = []
    ticks: list[int] = []
    timer = QTimer(interval=0)
    timer.timeout.connect(lambda: ticks.append(len(done)))
    timer.start()

    def steps():
        for i in range(500):
            done.append(i)
            yield

    with qtbot.waitSignal(work.finished):
        work.start(steps())
        assert 0 < len(done) < 500 and work.running()  # the first slice ran at once
    timer.stop()
    assert done == list(range(500)) and not work.running()
    assert any(0 < t < 500 for t in ticks)  # other events ran while the work was unfinished


def test_sliced_work_small_jobs_finish_at_once():
    work = SlicedWork()
    done: list[int] = []
    work.start(iter(done.append(i) for i in range(10)))
    assert done == list(range(10)) and not work.running()


def test_cancelling_or_replacing_closes_the_unfinished_steps(qtbot):
    work = SlicedWork(slice_ms=0)
    closed: list[str] = []

    def steps(name):
        try:
            for _ in range(1000):
                yield
        finally:
            closed.append(name)

    work.start(steps("first"))
    work.start(steps("second"))  # replaces the first
    assert closed == ["first"]
    work.cancel()
    assert closed == ["first", "second"] and not work.running()
    work.start(steps("third"))
    work.finish()  # the rest, now
    assert closed[-1] == "third" and not work.running()


def test_a_failing_step_raises_and_stops_the_work():
    work = SlicedWork()

    def steps():
        yield
        raise ValueError("broken step")

    with pytest.raises(ValueError, match="broken step"):
        work.start(steps())
    assert not work.running()
