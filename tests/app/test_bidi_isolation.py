"""Bidirectional text in the app: a U+202E in one corpus string cannot reverse the next one.

Each check lays the app's rich text out with Qt's own text engine and reads where the
characters land, so it tests what the reader sees, not only which characters were written.
"""

from __future__ import annotations

from dataclasses import replace

from explorer.app.detail_html import paper_html, tooltip_html
from explorer.app.insights.compare_html import comparison_html
from PySide6.QtGui import QFont, QTextDocument, QTextLayout

from explorer.graph.build import build_graph
from explorer.insights.compare import compare_papers

from .conftest import extraction
from .insight_helpers import answer_next_dialog, press

RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE, left unterminated


def _graph():
    first = extraction("a", f"Fast LoRA{RLO}", "We run LoRA on an A100.", [("LoRA", "METHOD")])
    second = extraction("b", "Slow LoRA", "We run LoRA on a CPU.", [("LoRA", "METHOD")])
    hostile = replace(first.paper, authors=(f"Mallory{RLO}", "Bob Smith"), venue=f"ICML{RLO}")
    return build_graph([replace(first, paper=hostile), second])


def _reads_left_to_right(rich_text: str, word: str) -> bool:
    """Whether ``word`` lands left to right when Qt lays out its paragraph of ``rich_text``."""
    document = QTextDocument()
    document.setHtml(rich_text)
    block = document.begin()
    while block.isValid() and word not in block.text():
        block = block.next()
    assert block.isValid(), f"{word!r} is not in the text"
    text = block.text()  # what the bidirectional algorithm reads: formats do not matter
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    while (line := layout.createLine()).isValid():  # a <br/> starts a line, not a paragraph
        line.setLineWidth(10_000)
    layout.endLayout()
    start = text.index(word)
    line = layout.lineForTextPosition(start)
    xs = [line.cursorToX(start + k)[0] for k in range(len(word) + 1)]
    return all(a < b for a, b in zip(xs, xs[1:], strict=False))


def test_the_next_author_reads_left_to_right(qapp):
    G = _graph()
    assert _reads_left_to_right(f"<p>{RLO}Mallory, Bob Smith</p>", "Bob Smith") is False
    assert _reads_left_to_right(paper_html(G, "paper:a"), "Bob Smith")


def test_tooltip_and_venue_line(qapp):
    G = _graph()
    assert _reads_left_to_right(tooltip_html(G, "paper:a"), "2025")
    assert _reads_left_to_right(paper_html(G, "paper:a"), "2025")


def test_compare_view_title_cell(qapp):
    G = _graph()
    html = comparison_html(G, compare_papers(G, ["paper:a", "paper:b"]))
    assert _reads_left_to_right(html, "2025")  # after "Fast LoRA\u202e<br/>ICML\u202e · "


def test_curation_prompts_isolate_the_label(window, qtbot):
    model = window.model
    concept = next(n for n, kind in model.graph.nodes(data="kind") if kind == "concept")
    model.graph.nodes[concept]["label"] = f"Evil{RLO}"
    model.select(concept)
    asked = answer_next_dialog(None)  # cancel: only the question is looked at
    press(qtbot, window, "F2")
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [f"New name for “\u2068Evil{RLO}\u2069”:"]
    assert _reads_left_to_right(f"<p>{asked[0]}</p>", "”:")
