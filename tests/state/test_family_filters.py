"""Group by family and the generic filter: plain filter state turned into graph questions."""

from __future__ import annotations

from explorer.graph.build import build_graph
from explorer.graph.taxonomy import family_of, roll_up
from explorer.model import Mention, Paper, PaperExtraction
from explorer.state import view_filter
from explorer.state.app_state import AppState
from explorer.state.filters import ViewFilters

SEVEN, THIRTEEN, GENERIC = "concept:llama-2-7b", "concept:llama-2-13b", "concept:neural network"


def _paper(pid, text, *spans):
    mentions = []
    for surface, label in spans:
        start = text.index(surface)
        mentions.append(Mention(surface, label, surface, start, start + len(surface), text))
    return PaperExtraction(Paper(pid, text, title=pid), mentions)


def _graph():
    return build_graph(
        [
            _paper(
                "a",
                "LLaMA-2-7B, a neural network.",
                ("LLaMA-2-7B", "MODEL"),
                ("neural network", "METHOD"),
            ),
            _paper(
                "b",
                "LLaMA-2-13B, a neural network.",
                ("LLaMA-2-13B", "MODEL"),
                ("neural network", "METHOD"),
            ),
        ]
    )


def test_defaults_hide_generic_concepts_and_keep_concepts_apart():
    G = _graph()
    assert G.nodes[GENERIC]["generic"]
    view = view_filter.filtered_view(G, ViewFilters())
    assert {SEVEN, THIRTEEN} <= set(view) and GENERIC not in view
    shown = view_filter.filtered_view(G, ViewFilters(include_generic=True))
    assert GENERIC in shown
    # A focused neighbourhood shows catch-alls whatever the switch says (as the CLI does).
    assert GENERIC in view_filter.filtered_view(G, ViewFilters(focus="paper:a"))


def test_group_by_family_is_the_roll_up_of_the_view():
    G = _graph()
    before = (sorted(G.nodes), sorted(G.edges))
    family = family_of(G, SEVEN)
    filters = ViewFilters(group_by_family=True)
    view = view_filter.filtered_view(G, filters)
    expected = roll_up(G, view_filter.filtered_view(G, ViewFilters()))
    assert sorted(view.edges) == sorted(expected.edges) and set(view) == set(expected)
    assert family in view and not {SEVEN, THIRTEEN} & set(view)
    assert {SEVEN, THIRTEEN} <= set(view.nodes[family]["members"])
    assert view.degree(family) == 2  # both papers
    # The selection is pinned, but a member is not shown beside its family.
    assert SEVEN not in view_filter.visible_subgraph(G, filters, {SEVEN})
    assert "paper:a" in view_filter.visible_subgraph(G, filters, {"paper:a"})
    assert (sorted(G.nodes), sorted(G.edges)) == before  # G itself is never changed


def test_the_state_switches_and_signals_and_keeps_the_selected_member_off_the_canvas():
    state = AppState()
    state.set_graph(_graph())
    seen = []
    state.viewChanged.connect(lambda: seen.append(set(state.view_graph)))
    state.select(SEVEN)
    state.set_filters(group_by_family=True)
    family = family_of(state.graph, SEVEN)
    assert family in seen[-1] and SEVEN not in seen[-1]
    state.set_filters(group_by_family=False, include_generic=True)
    assert {SEVEN, GENERIC} <= seen[-1]
