"""The real window on a few hundred real papers, loaded the way the GUI loads them.

The first 300 papers of ICML 2023 make a graph of a few thousand nodes: big
enough for the overview cut, and the window is set to treat it as a big
corpus (views and search names computed in worker threads, items made in
small time slices), so the paths a 10,000-paper corpus takes are the ones
tested here.
"""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl

from explorer.app.completion.rows import NODE_ROLE
from explorer.app.window.main_window import MainWindow
from explorer.layouts.memory import LayoutMemory, view_key
from explorer.paths import ROOT
from explorer.render.detail_html import MORE_PAPERS_HREF, PAPERS_SHOWN
from explorer.state.filters import DEFAULT_LIMIT

from ..helpers import anchors, open_and_wait, wait_idle

pytestmark = pytest.mark.slow

SHARED_CORPUS = ROOT.parent / "shared" / "corpora" / "icml2023.jsonl"
PAPERS = 300


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """The first 300 records of the shared ICML 2023 corpus, copied."""
    if not SHARED_CORPUS.exists():
        pytest.skip(f"needs the shared corpora ({SHARED_CORPUS} is absent)")
    folder = tmp_path_factory.mktemp("corpus")
    with SHARED_CORPUS.open(encoding="utf-8") as f:
        lines = list(itertools.islice((line for line in f if line.strip()), PAPERS))
    path = folder / "icml2023_300.jsonl"
    path.write_text("".join(lines), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def big_cache(tmp_path_factory):
    """One cache for the module: the 300 papers are extracted once."""
    return tmp_path_factory.mktemp("big-cache")


def big_window(qtbot, cache, corpus) -> MainWindow:
    w = MainWindow(cache_dir=str(cache))
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    qtbot.waitExposed(w)
    # As for a corpus of thousands: work off the GUI thread and in small slices.
    w.model.async_view_from = 0
    w.view.builder.slice_s = 0.0
    w.view.remember_from = 0
    open_and_wait(qtbot, w, [str(corpus)])
    qtbot.waitUntil(lambda: not w.search.completions_pending())
    return w


@pytest.fixture
def window(qtbot, big_cache, corpus, errors):
    w = big_window(qtbot, big_cache, corpus)
    assert errors == []
    yield w
    w.close()


def shown_count(window) -> int:
    """Nodes the status bar says the view shows: its papers and concepts."""
    found = re.match(
        r"Showing ([\d,]+) papers? · ([\d,]+) concepts? · ", window.counts_label.text()
    )
    return sum(int(n.replace(",", "")) for n in found.groups())


def test_a_few_hundred_papers_open_as_an_overview(window):
    G, view = window.model.graph, window.view
    papers = [n for n, kind in G.nodes(data="kind") if kind == "paper"]
    assert len(papers) == PAPERS
    assert G.number_of_nodes() > DEFAULT_LIMIT  # so the overview cut applies
    assert window.model.view_graph.graph["truncated"]
    assert 0 < len(view.nodes) <= DEFAULT_LIMIT
    assert set(view.nodes) == set(window.model.view_graph)
    drawn = {frozenset((e.source.node, e.target.node)) for e in view.edges}
    assert drawn == {frozenset(e) for e in window.model.view_graph.edges()}
    for item in view.nodes.values():  # every node knows exactly its drawn edges
        assert all(item in (e.source, e.target) for e in item.edges)
    assert sum(len(item.edges) for item in view.nodes.values()) == 2 * len(view.edges)
    assert f"{PAPERS} papers" in window.counts_label.text()
    assert shown_count(window) == len(view.nodes)
    assert window.filter_panel.more_button.isEnabled()
    assert any(item.has_label() and item.label.isVisible() for item in view.nodes.values())


def test_search_completes_names_and_selects(window, qtbot):
    G = window.model.graph
    concept = max(
        (n for n, kind in G.nodes(data="kind") if kind == "concept"),
        key=lambda n: (G.nodes[n]["papers"], n),
    )
    label = G.nodes[concept]["label"]
    assert window.search.index is not None and len(window.search.index) >= G.number_of_nodes()
    window.search.setFocus()
    qtbot.keyClicks(window.search, label)
    rows = window.search.ranked.completionModel()
    assert rows.index(0, 0).data(NODE_ROLE) == concept  # the exact name ranks first
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert window.model.selection == concept
    assert label in window.detail.toPlainText()


def test_type_filters_change_the_counts(window, qtbot):
    model, view = window.model, window.view
    before = set(view.nodes)
    methods = {n for n, t in model.graph.nodes(data="type") if t == "METHOD"}
    assert methods & set(view.nodes)
    box = window.filter_panel.type_boxes["METHOD"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked()
    wait_idle(qtbot, window)
    assert not methods & set(view.nodes)
    assert set(view.nodes) == set(model.view_graph)
    # The overview's budget may show as many nodes as before: other nodes, counted right.
    assert shown_count(window) == len(view.nodes) and set(view.nodes) != before
    assert window.view.legend.visible_counts["METHOD"] == 0
    box.setChecked(True)
    wait_idle(qtbot, window)
    assert methods & set(view.nodes)
    assert shown_count(window) == len(before)


def test_selecting_a_concept_fills_the_pane_with_a_shortened_paper_list(window, qtbot):
    model = window.model
    G = model.graph
    concept = max(
        (n for n, kind in G.nodes(data="kind") if kind == "concept"),
        key=lambda n: (G.nodes[n]["papers"], n),
    )
    papers = G.nodes[concept]["papers"]
    assert papers > PAPERS_SHOWN  # the most named concept of 300 papers
    model.select(concept)
    text = window.detail.toPlainText()
    assert G.nodes[concept]["label"] in text and f"Papers ({papers})" in text
    listed = [h for _, h, _ in anchors(window.detail) if h.startswith("node:paper")]
    assert len(listed) == PAPERS_SHOWN
    assert f"{PAPERS_SHOWN} of {papers} shown" in text
    window.detail.follow_link(QUrl(MORE_PAPERS_HREF))
    listed_more = [h for _, h, _ in anchors(window.detail) if h.startswith("node:paper")]
    assert len(listed_more) == min(2 * PAPERS_SHOWN, papers)
    wait_idle(qtbot, window)
    paper = next(n for n in G[concept] if G.nodes[n].get("kind") == "paper")
    model.select(paper)
    assert G.nodes[paper]["abstract"][:40] in " ".join(window.detail.toPlainText().split())


def test_everything_is_drawn_and_its_positions_are_kept(window, qtbot, big_cache, corpus):
    model, view = window.model, window.view
    overview = len(view.nodes)
    model.show_more()
    wait_idle(qtbot, window)
    assert len(view.nodes) > overview
    model.set_filters(limit=10**9)
    wait_idle(qtbot, window)
    full = model.view_graph
    assert not full.graph["truncated"] and set(view.nodes) == set(full)
    assert len(view.edges) == full.number_of_edges()
    remembered = LayoutMemory(big_cache).get(view_key(full), full)
    assert remembered is not None and set(remembered) == set(full)
    # Another window on the same cache draws the full view at the remembered positions.
    again = big_window(qtbot, big_cache, corpus)
    again.model.set_filters(limit=10**9)
    wait_idle(qtbot, again)
    assert set(again.view.nodes) == set(full)
    # The layout's positions come from the cache; overlap removal places them the same way.
    assert all(again.view.laid_out[n] == remembered[n] for n in full)
    assert all(again.view.raw_positions[n] == view.raw_positions[n] for n in full)
    again.close()
