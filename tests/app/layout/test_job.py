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


def test_a_remembered_views_arrangement_is_kept_and_read_back_equal(qtbot, tmp_path, monkeypatch):
    from explorer.app.canvas import arrangement
    from explorer.app.canvas.arrangement import Arranger

    memory = LayoutMemory(tmp_path)
    runner = LayoutRunner()
    G = nx.relabel_nodes(nx.barabasi_albert_graph(120, 2, seed=3), lambda n: f"concept:{n}")
    for node in G:
        G.nodes[node].update(kind="concept", type="METHOD", papers=G.degree(node))
    with qtbot.waitSignal(runner.done) as computed:
        runner.request(G, {}, memory, Arranger(G, G, 1.0, True, True))
    positions, made = computed.args[1]
    assert made[3]  # communities were found

    def no_second_time(*args, **kwargs):
        raise AssertionError("the kept arrangement should have been read")

    monkeypatch.setattr(arrangement, "separate_nodes", no_second_time)
    monkeypatch.setattr(arrangement, "communities", no_second_time)
    with qtbot.waitSignal(runner.done) as remembered:
        runner.request(G, {}, memory, Arranger(G, G, 1.0, True, True))
    assert remembered.args[1] == (positions, made)
    monkeypatch.undo()
    # Another spread is another arrangement: made afresh, and equal to one made without a cache.
    with qtbot.waitSignal(runner.done) as spread:
        runner.request(G, {}, memory, Arranger(G, G, 2.0, True, True))
    assert spread.args[1][1] == Arranger(G, G, 2.0, True, True)(positions)
    assert spread.args[1][1] != made
    kept = memory.recall(view_key(G), G).arranged
    assert len(kept) == 2


def test_an_arrangement_key_changes_with_sizes_weights_and_choices():
    from explorer.app.canvas.arrangement import Arranger

    G = nx.relabel_nodes(nx.barabasi_albert_graph(60, 2, seed=3), lambda n: f"concept:{n}")
    for node in G:
        G.nodes[node].update(kind="concept", type="METHOD", papers=3)
    key = Arranger(G, G, 1.0, True, True).key()
    assert Arranger(G, G.copy(), 1.0, True, True).key() == key
    assert Arranger(G, G, 1.5, True, True).key() != key
    assert Arranger(G, G, 1.0, False, True).key() != key
    H = G.copy()
    H.nodes["concept:0"]["papers"] = 300  # drawn bigger: pushed apart otherwise
    assert Arranger(H, H, 1.0, True, True).key() != key
    H = G.copy()
    H.edges["concept:0", "concept:1"]["weight"] = 5  # other communities
    assert Arranger(H, H, 1.0, True, True).key() != key
    assert Arranger(H, H, 1.0, True, False).key() == Arranger(G, G, 1.0, True, False).key()
