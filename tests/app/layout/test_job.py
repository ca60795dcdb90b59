"""LayoutRunner: layouts off the GUI thread, remembered, big ones in a child process."""

from __future__ import annotations

import networkx as nx

from explorer.app.layout.job import LayoutRunner
from explorer.graph.layout import layout
from explorer.layouts.memory import LayoutMemory, view_key
from explorer.layouts.process import layout_elsewhere


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
