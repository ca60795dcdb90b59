"""The model's highlight and graph-update hooks, and the marked abstract they render."""

from __future__ import annotations

from explorer.app.model import ExplorerModel
from explorer.curation import apply_edits
from explorer.insights.curation_store import copy_for_edits
from explorer.render.abstract_mark import MARK_ANCHOR, MARK_BACKGROUND
from explorer.render.detail_html import highlight_mentions, paper_html
from explorer.render.links import node_href


def test_show_in_abstract_selects_and_marks_until_another_selection(qtbot, small_graph):
    model = ExplorerModel()
    model.set_graph(small_graph)
    with qtbot.waitSignals([model.selectionChanged, model.highlightChanged]):
        model.show_in_abstract("paper:b", 3, 12)
    assert model.selection == "paper:b" and model.abstract_mark() == (3, 12)
    model.select("concept:lora")
    assert model.abstract_mark() is None
    model.back()
    assert model.abstract_mark() == (3, 12)  # back on the paper, the mark is still asked for
    model.show_in_abstract("paper:nope", 0, 1)
    assert model.selection == "paper:b"
    model.set_graph(small_graph)
    assert model.highlight is None


def test_update_graph_keeps_what_still_exists(qtbot, small_graph):
    model = ExplorerModel()
    model.set_graph(small_graph)
    model.select("paper:a")
    model.select("concept:gsm8k")
    model.select("concept:lora")
    model.focus("concept:lora")
    edited = copy_for_edits(small_graph)
    apply_edits(edited, [{"op": "hide", "node": "concept:gsm8k"}])
    with qtbot.waitSignals([model.graphChanged, model.viewChanged]):
        model.update_graph(edited)
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


def test_marked_abstract_keeps_links_and_escapes(small_graph):
    G = small_graph
    text = G.nodes["paper:b"]["abstract"]
    mentions = G.nodes["paper:b"]["mentions"]
    start = text.index("LLaMA")
    html = highlight_mentions(G, text, mentions, mark=(start, len(text)))
    assert f'<a name="{MARK_ANCHOR}"></a>' in html
    marked = html.split(MARK_BACKGROUND[False], 1)[1]
    for concept in ("concept:llama-7b", "concept:lora", "concept:gsm8k"):
        assert node_href(concept) in marked  # mentions inside the mark are still links
    G.nodes["paper:b"]["abstract"] = "<b>x</b> " + text
    page = paper_html(G, "paper:b", mark=(0, 8))
    assert "&lt;b&gt;x&lt;/b&gt;" in page and "<b>x</b>" not in page
    assert MARK_BACKGROUND[False] not in paper_html(G, "paper:b", mark=(5, 5000))
