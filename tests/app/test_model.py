"""ExplorerModel: selection history, filters, focus, path mode (no window needed)."""

from __future__ import annotations

import pytest

from explorer.app.model import ExplorerModel


@pytest.fixture
def model(qtbot, small_graph):
    m = ExplorerModel()
    m.set_graph(small_graph, ["small"])
    return m


def test_back_and_forward_walk_the_selection_history(model, qtbot):
    for node in ("paper:a", "concept:lora", "paper:b"):
        model.select(node)
    assert model.can_go_back() and not model.can_go_forward()
    with qtbot.waitSignal(model.selectionChanged) as blocker:
        model.back()
    assert blocker.args == ["concept:lora"]
    model.back()
    assert model.selection == "paper:a"
    assert not model.can_go_back()
    model.forward()
    assert model.selection == "concept:lora"
    # A new selection after going back drops the forward stack, like a browser.
    model.select("concept:gsm8k")
    assert not model.can_go_forward()
    model.back()
    assert model.selection == "concept:lora"


def test_unknown_node_is_ignored(model):
    model.select("paper:a")
    model.select("concept:not-there")
    assert model.selection == "paper:a"


def test_type_filter_and_papers_toggle_change_the_view(model, qtbot):
    assert set(model.view_graph) == set(model.graph)
    with qtbot.waitSignal(model.viewChanged):
        model.set_filters(types=model.filters.types - {"METHOD"})
    assert "concept:lora" not in model.view_graph
    assert "concept:gsm8k" in model.view_graph
    model.set_filters(show_papers=False)
    assert not any(k == "paper" for _, k in model.view_graph.nodes(data="kind"))


def test_selection_is_shown_even_when_filtered_out(model):
    model.set_filters(show_papers=False)
    model.select("paper:c")
    assert "paper:c" in model.view_graph


def test_focus_shows_the_neighbourhood_at_the_chosen_depth(model):
    model.focus("concept:gsm8k")
    assert set(model.view_graph) == {"concept:gsm8k", "paper:b", "paper:c"}
    model.set_filters(depth=2)
    assert set(model.view_graph) == {
        "concept:gsm8k",
        "paper:b",
        "paper:c",
        "concept:lora",
        "concept:llama-7b",
        "concept:pruning",
    }
    model.focus(None)
    assert set(model.view_graph) == set(model.graph)


def test_hiding_papers_draws_co_occurrence_instead(model):
    assert not any(r == "co_occurs" for *_, r in model.view_graph.edges(data="relation"))
    model.set_filters(show_papers=False)
    assert model.view_graph.has_edge("concept:lora", "concept:gsm8k")


def test_min_degree_hides_concepts_named_by_one_paper(model):
    model.set_filters(min_degree=2)
    concepts = {n for n in model.view_graph if n.startswith("concept:")}
    assert concepts == {"concept:lora", "concept:gsm8k"}
    assert model.hidden_count() == 4  # A100, summarization, LLaMA-7B, pruning


def test_overview_keeps_the_most_named_concepts_first(model):
    model.set_filters(limit=3)
    kept = set(model.view_graph)
    assert len(kept) == 3
    assert {"concept:lora", "concept:gsm8k"} <= kept
    # The selection is shown even beyond the overview's budget.
    model.select("concept:pruning")
    assert "concept:pruning" in model.view_graph


def test_path_mode_joins_the_two_picked_nodes(model, qtbot):
    model.set_path_mode(True)
    model.pick("concept:nvidia a100")
    assert model.path == []
    with qtbot.waitSignal(model.pathChanged):
        model.pick("concept:pruning")
    assert model.path[0] == "concept:nvidia a100" and model.path[-1] == "concept:pruning"
    for u, v in zip(model.path, model.path[1:], strict=False):
        assert model.graph.has_edge(u, v)
    # A third pick starts a new path.
    model.pick("paper:a")
    assert model.path_ends == ["paper:a"] and model.path == []


def test_new_graph_resets_selection_history_and_focus(model, small_graph):
    model.select("paper:a")
    model.select("paper:b")
    model.focus("paper:b")
    model.set_graph(small_graph.copy(), ["again"])
    assert model.selection is None and not model.can_go_back()
    assert model.filters.focus is None


def test_path_can_start_from_a_chosen_node(model):
    model.start_path_from("concept:nvidia a100")
    assert model.path_mode and model.path_ends == ["concept:nvidia a100"]
    model.pick("concept:gsm8k")
    assert model.path[0] == "concept:nvidia a100" and model.path[-1] == "concept:gsm8k"
    assert set(model.path) <= set(model.view_graph)  # the path is always on the canvas
