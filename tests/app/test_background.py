"""LatestOnly: work in a worker thread where only the newest request is answered."""

from __future__ import annotations

import threading

from explorer.app.background import LatestOnly


def test_latest_only_reports_just_the_newest_request(qtbot):
    runner = LatestOnly()
    release = threading.Event()
    results: list[str] = []
    runner.done.connect(results.append)

    def slow():
        release.wait(30)
        return "old"

    runner.request(slow)
    runner.request(lambda: "middle")  # overtaken while queued: never runs
    runner.request(lambda: "new")
    assert runner.pending()
    release.set()
    qtbot.waitUntil(lambda: not runner.pending())
    runner.wait()
    qtbot.waitUntil(lambda: not runner._jobs)
    assert results == ["new"]


def test_latest_only_reports_failures_in_one_line(qtbot):
    runner = LatestOnly()
    with qtbot.waitSignal(runner.failed) as failure:
        runner.request(lambda: 1 / 0)
    assert failure.args[0].startswith("ZeroDivisionError") and "\n" not in failure.args[0]


def test_cancel_drops_answers_already_on_their_way(qtbot):
    runner = LatestOnly()
    results: list[int] = []
    runner.done.connect(results.append)
    runner.request(lambda: 1)
    runner.cancel()
    assert not runner.pending()
    runner.wait()
    qtbot.waitUntil(lambda: not runner._jobs)
    assert results == []
