"""AppState: selection history, filters, focus, path mode, highlight, graph updates (no Qt)."""

from __future__ import annotations

import pytest

from explorer.curation import apply_edits
from explorer.insights.curation_store import copy_for_edits
from explorer.state.app_state import AppState


@pytest.fixture
def model(small_graph):
    m = AppState()
    m.set_graph(small_graph, ["small"])
    return m


def whole(G) -> set[str]:
    """What an unfiltered view shows: every node but the families no paper names, which
    only have ``broader`` links (no view draws them)."""
    return {n for n, d in G.nodes(data=True) if not d.get("derived")}


def record(*signals) -> list[tuple]:
    """Every emission of ``signals`` from now on, as (signal name, args)."""
    seen: list[tuple] = []
    for signal in signals:
        signal.connect(lambda *args, name=signal.name: seen.append((name, args)))
    return seen


def test_back_and_forward_walk_the_selection_history(model):
    for node in ("paper:a", "concept:lora", "paper:b"):
        model.select(node)
    assert model.can_go_back() and not model.can_go_forward()
    seen = record(model.selectionChanged)
    model.back()
    assert seen == [("selectionChanged", ("concept:lora",))]
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


def test_type_filter_and_papers_toggle_change_the_view(model):
    assert set(model.view_graph) == whole(model.graph) != set(model.graph)
    assert model.hidden_count() == 0  # the families were never shown: none is hidden
    seen = record(model.viewChanged, model.filtersChanged)
    model.set_filters(types=model.filters.types - {"METHOD"})
    assert seen == [("filtersChanged", ()), ("viewChanged", ())]
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
    assert set(model.view_graph) == whole(model.graph)


def test_hiding_papers_draws_co_occurrence_instead(model):
    assert not any(r == "co_occurs" for *_, r in model.view_graph.edges(data="relation"))
    model.set_filters(show_papers=False)
    assert model.view_graph.has_edge("concept:lora", "concept:gsm8k")


def test_min_degree_hides_concepts_named_by_one_paper(model):
    model.set_filters(min_degree=2)
    concepts = {n for n in model.view_graph if n.startswith("concept:")}
    assert concepts == {"concept:lora", "concept:gsm8k"}
    # A100, summarization, LLaMA-7B, pruning; then papers a and c, left with one link each
    assert set(model.view_graph) == {"concept:lora", "concept:gsm8k", "paper:b"}
    assert model.hidden_count() == 6


def test_overview_keeps_the_most_named_concepts_first(model):
    model.set_filters(limit=3)
    kept = set(model.view_graph)
    assert len(kept) == 3
    assert {"concept:lora", "concept:gsm8k"} <= kept
    # The selection is shown even beyond the overview's budget.
    model.select("concept:pruning")
    assert "concept:pruning" in model.view_graph


def test_path_mode_joins_the_two_picked_nodes(model):
    model.set_path_mode(True)
    model.pick("concept:nvidia a100")
    assert model.path == []
    seen = record(model.pathChanged)
    model.pick("concept:pruning")
    assert seen == [("pathChanged", ())]
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


def test_show_in_abstract_selects_and_marks_until_another_selection(small_graph):
    model = AppState()
    model.set_graph(small_graph)
    seen = record(model.selectionChanged, model.highlightChanged)
    model.show_in_abstract("paper:b", 3, 12)
    assert seen == [("selectionChanged", ("paper:b",)), ("highlightChanged", ())]
    assert model.selection == "paper:b" and model.abstract_mark() == (3, 12)
    model.select("concept:lora")
    assert model.abstract_mark() is None
    model.back()
    assert model.abstract_mark() == (3, 12)  # back on the paper, the mark is still asked for
    model.show_in_abstract("paper:nope", 0, 1)
    assert model.selection == "paper:b"
    model.set_graph(small_graph)
    assert model.highlight is None


def test_update_graph_keeps_what_still_exists(small_graph):
    model = AppState()
    model.set_graph(small_graph)
    model.select("paper:a")
    model.select("concept:gsm8k")
    model.select("concept:lora")
    model.focus("concept:lora")
    edited = copy_for_edits(small_graph)
    apply_edits(edited, [{"op": "hide", "node": "concept:gsm8k"}])
    seen = record(model.graphChanged, model.viewChanged)
    model.update_graph(edited)
    assert seen == [("graphChanged", ()), ("viewChanged", ())]
    assert model.graph is edited and model.selection == "concept:lora"
    assert model.filters.focus == "concept:lora"
    assert "concept:gsm8k" not in model.view_graph
    model.back()
    assert model.selection == "paper:a"  # the hidden concept left the history
    hidden = copy_for_edits(edited)
    apply_edits(hidden, [{"op": "hide", "node": "concept:lora"}])
    model.select("concept:lora")
    model.update_graph(hidden)
    assert model.selection is None


def test_a_new_graph_and_an_edited_one_signal_the_same_way(small_graph):
    model = AppState()
    seen = record(
        model.graphChanged,
        model.selectionChanged,
        model.historyChanged,
        model.pathChanged,
        model.filtersChanged,
        model.viewChanged,
    )
    model.set_graph(small_graph)
    first, seen[:] = list(seen), []
    model.update_graph(copy_for_edits(small_graph))
    assert [name for name, _ in seen] == [name for name, _ in first]
    assert first[0] == ("graphChanged", ()) and first[-1] == ("viewChanged", ())


def test_a_path_lists_its_alternatives_and_can_show_another(model):
    model.set_path("concept:nvidia a100", "concept:pruning")
    assert model.paths and model.path == model.paths[0].nodes
    assert [p.cost for p in model.paths] == sorted(p.cost for p in model.paths)
    if len(model.paths) > 1:
        seen = record(model.pathChanged)
        model.show_path(1)
        assert model.path == model.paths[1].nodes and seen == [("pathChanged", ())]
        assert set(model.path) <= set(model.view_graph)
    model.set_path_mode(False)
    assert model.paths == [] and model.path == []


def test_similarity_mode_shows_the_paper_and_its_similar_papers_until_left(model):
    seen = record(model.similarChanged)
    model.show_similar("paper:a")
    assert seen == [("similarChanged", ())] and model.selection == "paper:a"
    assert set(model.view_graph) == set(model.similar.graph)
    assert {r.node for r in model.similar.rows} | {"paper:a"} == set(model.view_graph)
    other = model.similar.rows[0].node
    model.select(other)  # a paper of the view: the mode stays
    assert model.similar is not None and model.selection == other
    model.select("concept:lora")  # anything else leaves it
    assert model.similar is None and "concept:lora" in model.view_graph
    assert len(model.view_graph) > 3
    model.show_similar("concept:lora")  # not a paper: nothing happens
    assert model.similar is None
