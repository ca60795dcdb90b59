"""Work off the GUI thread and in time slices: newest wins, slices interleave, memory persists."""

from __future__ import annotations

import threading

import networkx as nx
import pytest
from PySide6.QtCore import QTimer

from explorer.app.background import LatestOnly
from explorer.app.canvas.sliced import SlicedWork
from explorer.app.layout.job import LayoutRunner
from explorer.graph.layout import layout
from explorer.layouts.memory import LayoutMemory, view_key
from explorer.layouts.process import layout_elsewhere


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


def test_view_key_names_nodes_and_edges_not_their_order():
    a = nx.Graph([("x", "y"), ("y", "z")])
    b = nx.Graph([("z", "y"), ("y", "x")])
    assert view_key(a) == view_key(b)
    b.add_edge("x", "z")
    assert view_key(a) != view_key(b)
    c = a.copy()
    c.add_node("w")
    assert view_key(a) != view_key(c)


def test_layout_memory_round_trip_needs_every_node(tmp_path):
    memory = LayoutMemory(tmp_path)
    G = nx.path_graph(["a", "b", "c"])
    key = view_key(G)
    assert memory.get(key, G) is None
    memory.put(key, {"a": (0.0, 1.0), "b": (0.5, 0.5), "c": (1.0, 0.0)})
    assert LayoutMemory(tmp_path).get(key, G) == {"a": (0.0, 1.0), "b": (0.5, 0.5), "c": (1.0, 0.0)}
    G.add_node("d")
    assert memory.get(key, G) is None  # positions for part of the nodes are no answer


def test_layout_runner_uses_remembered_positions_and_stores_new_ones(qtbot, tmp_path):
    memory = LayoutMemory(tmp_path)
    runner = LayoutRunner()
    G = nx.cycle_graph([f"n{i}" for i in range(12)])
    with qtbot.waitSignal(runner.done) as computed:
        runner.request(G, {}, memory)
    positions = computed.args[1]
    assert set(positions) == set(G)
    assert memory.get(view_key(G), G) == positions  # stored for next time
    planted = {n: (float(i), 0.0) for i, n in enumerate(G)}
    memory.put(view_key(G), planted)
    with qtbot.waitSignal(runner.done) as remembered:
        runner.request(G, {}, memory)
    assert remembered.args[1] == planted  # read back, not computed again
    with qtbot.waitSignal(runner.done) as plain:
        runner.request(G, {})  # no memory: computed
    assert plain.args[1] == positions


def test_a_layout_in_a_child_process_gives_the_positions_of_one_here():
    G = nx.relabel_nodes(nx.barabasi_albert_graph(300, 2, seed=1), lambda n: f"node {n}")
    previous = {f"node {n}": (n / 300, 0.5) for n in range(200)}
    for start in ({}, previous):
        here = layout(G, seed=0, previous=start or None)
        there = layout_elsewhere(G, start, seed=0)
        assert there == {n: (float(x), float(y)) for n, (x, y) in here.items()}


def test_an_overtaken_child_layout_is_abandoned():
    G = nx.relabel_nodes(nx.barabasi_albert_graph(300, 2, seed=1), str)
    assert layout_elsewhere(G, abandoned=lambda: True) is None


def test_big_layouts_are_sent_to_a_child_process(qtbot, monkeypatch):
    from explorer.app.layout import job as layout_job

    G = nx.relabel_nodes(nx.barabasi_albert_graph(300, 2, seed=1), str)
    sent: list[int] = []

    def recording(graph, previous, **options):
        sent.append(graph.number_of_nodes())
        return layout_elsewhere(graph, previous, **options)

    monkeypatch.setattr(layout_job, "layout_elsewhere", recording)
    monkeypatch.setattr(layout_job, "PROCESS_FROM", 250)
    runner = LayoutRunner()
    with qtbot.waitSignal(runner.done) as big:
        runner.request(G, {})
    assert sent == [300]
    small = G.subgraph(list(G)[:100]).copy()
    with qtbot.waitSignal(runner.done):
        runner.request(small, {})
    assert sent == [300]  # small layouts stay in the thread
    assert big.args[1] == {n: (float(x), float(y)) for n, (x, y) in layout(G, seed=0).items()}
