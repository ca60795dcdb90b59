"""The real window with files: exports, opening, bad and hostile input, settings."""

from __future__ import annotations

import json
import os
from html import escape as html_escape
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage

from explorer.app.window.main_window import MainWindow
from explorer.graph.io import load_graph
from explorer.markup import shown
from explorer.paths import DEFAULT_CORPUS

from ..helpers import (
    LOAD_TIMEOUT,
    anchors,
    clickable_point,
    corpus_records,
    open_and_wait,
)

pytestmark = pytest.mark.slow


def test_exports_write_html_png_svg_and_graph_files(window, tmp_path, errors):
    out = tmp_path / "out"
    assert window.export_html(str(out / "view.html"))
    assert window.export_image(str(out / "view.png"), whole=False)
    assert window.export_image(str(out / "view.svg"), whole=False)
    for suffix in ("graphml", "gexf", "json", "json.gz"):
        assert window.export_graph(str(out / f"graph.{suffix}"))
    assert errors == []
    png = (out / "view.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n")
    image = QImage.fromData(png)
    assert image.width() == 2 * window.view.viewport().width()  # exported at twice the pixels
    svg = (out / "view.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and "</svg>" in svg
    page = (out / "view.html").read_text(encoding="utf-8")
    assert "<html" in page.lower() and "TabFlex" in page
    G = window.model.graph
    for suffix in ("graphml", "gexf", "json", "json.gz"):
        saved = load_graph(out / f"graph.{suffix}")
        assert set(saved) == set(G)
        assert saved.number_of_edges() == G.number_of_edges()
    assert not [p.name for p in out.iterdir() if p.name.startswith(".")]  # no temp files left


def test_a_saved_graph_file_opens_like_a_corpus(window, qtbot, tmp_path, errors):
    saved = tmp_path / "graph.json"
    assert window.export_graph(str(saved))
    before = window.model.graph
    open_and_wait(qtbot, window, [str(saved)])
    assert window.model.graph is not before
    assert set(window.model.graph) == set(before)
    assert errors == []
    window.search.search("TabFlex")
    assert window.model.selection is not None
    assert "TabFlex" in window.detail.toPlainText()


def test_failed_export_reports_one_line_and_keeps_going(window, tmp_path, errors):
    assert not window.export_image(str(tmp_path / "view.bmp"))
    assert len(errors) == 1 and "\n" not in errors[0] and ".png" in errors[0]


def test_bad_corpus_shows_an_error_and_keeps_the_graph(window, qtbot, tmp_path, errors):
    graph = window.model.graph
    shown = set(window.view.nodes)
    bad = tmp_path / "bad.jsonl"
    # No valid record: nothing to offer (a file with valid ones: test_text_and_errors.py).
    bad.write_text('{"id": "x", "abstract": ""}\n{not json\n', encoding="utf-8")
    with qtbot.waitSignal(window.loadFailed, timeout=LOAD_TIMEOUT):
        window.open_paths([str(bad)])
    assert len(errors) == 1
    assert "bad.jsonl:1" in errors[0] and "\n" not in errors[0]
    assert window.model.graph is graph and set(window.view.nodes) == shown
    assert not window.progress.isVisible()


def test_hostile_corpus_text_stays_text(window, qtbot):
    hostile = Path(__file__).parents[2] / "corpus" / "data" / "hostile.jsonl"
    open_and_wait(qtbot, window, [str(hostile)])
    G = window.model.graph
    papers = [n for n, kind in G.nodes(data="kind") if kind == "paper"]
    assert len(papers) >= 5
    view, hovered = window.view, 0
    for paper in papers:
        window.model.select(paper)
        html = window.detail.toHtml()
        assert "<script" not in html.lower() and "<img" not in html.lower()
        assert "<font" not in html.lower() and "<marquee" not in html.lower()
        title = G.nodes[paper]["title"] or G.nodes[paper]["label"]
        shown_title = shown(title)  # its LaTeX and Markdown rendered ("$2\\times$" reads "2×")
        assert " ".join(shown_title.split()) in " ".join(window.detail.toPlainText().split())
        for _, href, _ in anchors(window.detail):
            # Internal links (a node, a paper's similarity view) or the web; ids are quoted.
            assert href.startswith(("node:", "similar:", "https://", "http://")), href
            assert not href.startswith(("file:", "javascript:"))
        # Hover the node as a user would: its tooltip is made on first hover.
        point = clickable_point(view, paper)
        if point is None:  # another node covers it
            continue
        qtbot.mouseMove(view.viewport(), point)
        qtbot.waitUntil(lambda p=paper: bool(view.nodes[p].toolTip()))
        tooltip = view.nodes[paper].toolTip()
        assert "<script" not in tooltip and "<img" not in tooltip and "<font" not in tooltip
        assert html_escape(" ".join(title.split())[:20]) in tooltip
        hovered += 1
    assert hovered >= 3
    scripted = next(p for p in papers if "<script>" in G.nodes[p]["title"])
    window.model.select(scripted)
    assert "<script>alert(1)</script>" in window.detail.toPlainText()


def test_following_links_only_opens_web_urls(window, monkeypatch):
    opened: list[str] = []
    from explorer.app.window import detail_pane

    monkeypatch.setattr(detail_pane.QDesktopServices, "openUrl", lambda url: opened.append(url))
    selection = window.model.selection
    for bad in ("file:///etc/passwd", "javascript:alert(1)", "data:text/html,x", "node:nowhere"):
        window.detail.follow_link(QUrl(bad))
    assert opened == [] and window.model.selection == selection
    window.detail.follow_link(QUrl("https://openreview.net/forum?id=1"))
    assert [u.toString() for u in opened] == ["https://openreview.net/forum?id=1"]


def test_recent_files_and_window_state_are_remembered(window, qtbot, cache_dir, errors):
    assert window.menu_actions["recent"].actions()[0].toolTip() == str(DEFAULT_CORPUS.resolve())
    window.resize(760, 560)  # fits the offscreen screen, so restoring does not clamp it
    qtbot.waitUntil(lambda: window.width() == 760)
    window.splitter.setSizes([300, 100])
    sizes = window.splitter.sizes()
    window.close()
    again = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(again)
    again.show()
    assert again.size() == window.size()
    assert again.splitter.sizes() == sizes
    assert [a.toolTip() for a in again.menu_actions["recent"].actions()][0] == str(
        DEFAULT_CORPUS.resolve()
    )


def test_dark_theme_switches_canvas_and_is_remembered(window, qtbot, cache_dir):
    light = window.view.backgroundBrush().color().lightness()
    window.menu_actions["dark"].trigger()
    assert window.view.backgroundBrush().color().lightness() < light
    from explorer.app import settings

    assert settings.dark_theme()
    again = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(again)
    assert again.menu_actions["dark"].isChecked()
    assert again.view.backgroundBrush().color().lightness() < light
    again.menu_actions["dark"].trigger()
    assert not settings.dark_theme()
    assert again.view.backgroundBrush().color().lightness() == light


def big_corpus(tmp_path) -> Path:
    """1,520 papers: many extraction batches, so a load takes a while."""
    big = tmp_path / "big.jsonl"
    lines = []
    for copy in range(40):
        for record in corpus_records():
            lines.append(json.dumps({**record, "id": f"{record['id']}-{copy}"}))
    big.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return big


def test_loading_can_be_cancelled_and_keeps_the_graph(window, qtbot, tmp_path, errors):
    big = big_corpus(tmp_path)
    graph = window.model.graph
    window.cache_dir = str(tmp_path / "fresh-cache")
    with qtbot.waitSignal(window.loadProgress, timeout=LOAD_TIMEOUT):
        window.open_paths([str(big)])
    assert window.progress.isVisible() and window.cancel_button.isVisible()
    with qtbot.waitSignal(window.loadCancelled, timeout=LOAD_TIMEOUT):
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert window.model.graph is graph and errors == []
    assert not window.is_loading() and not window.progress.isVisible()


def test_dropping_a_file_opens_it(window, qtbot, tmp_path):
    from PySide6.QtCore import QMimeData, QPointF
    from PySide6.QtGui import QDropEvent

    small = tmp_path / "three.jsonl"
    small.write_text("".join(json.dumps(r) + "\n" for r in corpus_records()[:3]), encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(small))])
    event = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        window.dropEvent(event)
    papers = [n for n, kind in window.model.graph.nodes(data="kind") if kind == "paper"]
    assert len(papers) == 3
    assert "three" in window.windowTitle()


def test_a_new_open_replaces_a_load_in_progress(window, qtbot, tmp_path, errors):
    window.cache_dir = str(tmp_path / "fresh-cache")
    with qtbot.waitSignal(window.loadProgress, timeout=LOAD_TIMEOUT):
        window.open_paths([str(big_corpus(tmp_path))])
    small = tmp_path / "five.jsonl"
    small.write_text("".join(json.dumps(r) + "\n" for r in corpus_records()[:5]), "utf-8")
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        window.open_paths([str(small)])
    qtbot.waitUntil(lambda: not window._workers, timeout=LOAD_TIMEOUT)  # the first one stopped
    papers = [n for n, kind in window.model.graph.nodes(data="kind") if kind == "paper"]
    assert len(papers) == 5 and errors == []
    assert "five" in window.windowTitle()


def test_graph_export_onto_the_open_corpus_is_refused(window, errors, tmp_path):
    corpus = tmp_path / "corpus.json"  # the open corpus, named as a graph file could be
    corpus.write_bytes(DEFAULT_CORPUS.read_bytes())
    window.model.source = [str(corpus)]
    before = corpus.read_bytes()
    link = tmp_path / "link.json"
    link.symlink_to(corpus)
    for target in (corpus, link):
        assert window.export_graph(str(target)) is False
    hard = tmp_path / "hard.json"
    os.link(corpus, hard)
    assert window.export_graph(str(hard)) is False
    assert window.export_view_graph(str(hard)) is False  # the view's graph, by another name
    assert corpus.read_bytes() == before
    assert len(errors) == 4
    assert errors[0] == (
        f"{corpus}: the graph file is an input file; writing it would destroy that input, "
        "so choose another output"
    )
    assert errors[1].startswith(f"{link}: the graph file is an input file ({corpus})")
    assert window.export_graph(str(tmp_path / "graph.json")) is True  # another name is fine


def test_a_corpus_name_with_a_bidi_override_is_isolated_in_title_and_status(
    window, qtbot, tmp_path
):
    corpus = tmp_path / "evil\u202e.jsonl"
    corpus.write_text(DEFAULT_CORPUS.read_text(encoding="utf-8"), encoding="utf-8")
    open_and_wait(qtbot, window, [str(corpus)])
    title, status = window.windowTitle(), window.statusBar().currentMessage()
    for text in (title, status):
        start = text.index("\u2068")  # FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE
        assert "\u202e" in text[start : text.index("\u2069")]
    assert title.endswith("\u2069 — Explorer")
