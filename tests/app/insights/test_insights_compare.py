"""Comparing papers in the real window: shared concepts marked, links work, text escaped."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from explorer.app.insights.compare_view import NODE_ROLE
from explorer.insights.compare import compare_papers
from explorer.render.compare_html import SHARED_MARK, comparison_html
from explorer.render.links import node_from_href

from ..helpers import anchors, click_text_at, hostile_graph, open_and_wait, reads_left_to_right
from .insight_helpers import fragments, press

pytestmark = pytest.mark.slow

HOSTILE = Path(__file__).parents[2] / "corpus" / "data" / "hostile.jsonl"


def _concepts(G, paper):
    return {n for n in G[paper] if G.nodes[n].get("kind") == "concept"}


def _open_compare(qtbot, window):
    press(qtbot, window, "Ctrl+Shift+P")
    qtbot.waitUntil(window.insights.compare_dock.isVisible)
    return window.insights.compare


def _tick(panel, paper):
    for i in range(panel.papers.count()):
        item = panel.papers.item(i)
        if item.data(NODE_ROLE) == paper:
            item.setCheckState(Qt.CheckState.Checked)  # as a click on its box does
            return
    raise AssertionError(f"{paper} is not listed")


def test_two_papers_side_by_side_with_shared_concepts_marked(window, qtbot):
    G = window.model.graph
    panel = _open_compare(qtbot, window)
    papers = [n for n, k in G.nodes(data="kind") if k == "paper"]
    assert panel.papers.count() == len(papers)
    a, b = max(combinations(papers, 2), key=lambda p: len(_concepts(G, p[0]) & _concepts(G, p[1])))
    shared = _concepts(G, a) & _concepts(G, b)
    assert shared
    _tick(panel, a)
    _tick(panel, b)
    assert panel.chosen == [a, b]
    parts = fragments(panel.browser)
    seen = {}
    for text, fmt in parts:
        if fmt.isAnchor() and (node_from_href(fmt.anchorHref()) or "").startswith("concept:"):
            concept = node_from_href(fmt.anchorHref())
            bold = fmt.fontWeight() >= QFont.Weight.Bold
            seen.setdefault(concept, set()).add(bold)
            assert G.nodes[concept]["label"] == text
    assert set(seen) == _concepts(G, a) | _concepts(G, b)
    assert {c for c, bold in seen.items() if bold == {True}} == shared
    assert all(bold == {False} for c, bold in seen.items() if c not in shared)
    plain = panel.browser.toPlainText()
    assert plain.count(SHARED_MARK) == 2 * len(shared) + 1  # one per cell, one in the legend
    for paper in (a, b):
        assert G.nodes[paper]["label"] in plain


def test_links_select_and_add_selected_adds_a_column(window, qtbot):
    G = window.model.graph
    panel = _open_compare(qtbot, window)
    papers = sorted(n for n, k in G.nodes(data="kind") if k == "paper")
    window.model.select(papers[0])
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    window.model.select(papers[1])
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert panel.chosen == papers[:2]
    position, href, _ = next(a for a in anchors(panel.browser) if "node:concept" in a[1])
    with qtbot.waitSignal(window.model.selectionChanged):
        click_text_at(qtbot, panel.browser, position)
    assert window.model.selection == node_from_href(href)
    window.model.select(papers[2])
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert panel.chosen == papers[:3]
    titles = [
        text
        for _, _, text in anchors(panel.browser)
        if text in {G.nodes[p]["label"] for p in papers[:3]}
    ]
    assert len(titles) == 3
    qtbot.mouseClick(panel.clear_button, Qt.MouseButton.LeftButton)
    assert panel.chosen == [] and "Tick two or more papers" in panel.browser.toPlainText()


def test_hostile_text_is_shown_as_text(window, qtbot, errors):
    open_and_wait(qtbot, window, [str(HOSTILE)])
    assert errors == []
    panel = _open_compare(qtbot, window)
    G = window.model.graph
    hostile = ["paper:hostile-script", "paper:hostile-img"]
    for paper in hostile:
        _tick(panel, paper)
    plain = panel.browser.toPlainText()
    assert "<script>alert(1)</script> LoRA-Scale" in plain
    assert "<img src=x onerror=alert(1)>" in plain
    assert all(href.startswith("node:") for _, href, _ in anchors(panel.browser))
    assert {node_from_href(h) for _, h, _ in anchors(panel.browser)} <= set(G)


def test_a_title_cell_cannot_reverse_its_venue_line(qapp):
    G = hostile_graph()
    html = comparison_html(G, compare_papers(G, ["paper:a", "paper:b"]))
    assert reads_left_to_right(html, "2025")  # after "Fast LoRA\u202e<br/>ICML\u202e · "
