"""The marked abstract a highlight renders."""

from __future__ import annotations

from explorer.render.abstract_mark import MARK_ANCHOR, MARK_BACKGROUND
from explorer.render.detail_html import highlight_mentions, paper_html
from explorer.render.links import node_href


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
