"""Helpers for driving the real window in tests: waiting, reading the detail pane, clicking."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import networkx as nx
from paper_examples import extraction
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QTextCursor, QTextDocument, QTextLayout

from explorer.app.canvas.items import NodeItem
from explorer.app.window.main_window import MainWindow
from explorer.graph.build import build_graph
from explorer.paths import DEFAULT_CORPUS

LAYOUT_TIMEOUT = 60_000
LOAD_TIMEOUT = 180_000


def wait_idle(qtbot, window: MainWindow) -> None:
    """Until loading and layout are done."""
    qtbot.waitUntil(
        lambda: not window.is_loading() and not window.view.layout_pending(), timeout=LOAD_TIMEOUT
    )


def open_and_wait(qtbot, window: MainWindow, paths: list[str]) -> None:
    with qtbot.waitSignal(window.graphLoaded, timeout=LOAD_TIMEOUT):
        window.open_paths(paths)
    wait_idle(qtbot, window)


def opened_window(qtbot, cache_dir, paths: list[str], size=(1300, 850)) -> MainWindow:
    """A shown window of ``size`` with ``paths`` loaded and laid out."""
    w = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    open_and_wait(qtbot, w, paths)
    return w


def corpus_records(path: Path = DEFAULT_CORPUS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def document_fragments(browser) -> Iterator:
    """Every text fragment of a QTextBrowser's document, in order."""
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            yield it.fragment()
            it += 1
        block = block.next()


def anchors(browser) -> list[tuple[int, str, str]]:
    """(position, href, text) of every link in a QTextBrowser's document."""
    return [
        (fragment.position(), fragment.charFormat().anchorHref(), fragment.text())
        for fragment in document_fragments(browser)
        if fragment.charFormat().isAnchor()
    ]


def click_text_at(qtbot, browser, position: int) -> None:
    """Click the character at ``position`` in a text browser, as a user would."""
    cursor = QTextCursor(browser.document())
    cursor.setPosition(position + 1)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    rect = browser.cursorRect(cursor)
    qtbot.mouseClick(
        browser.viewport(), Qt.MouseButton.LeftButton, pos=rect.center() - QPoint(2, 0)
    )


def clickable_point(view, node: str) -> QPoint | None:
    """Viewport point where a click reaches ``node`` (None if another item covers it)."""
    item = view.nodes[node]
    view.centerOn(item)
    point = view.mapFromScene(item.scenePos())
    # Labels and edges let clicks through; the topmost node under the point gets it.
    nodes_here = [i for i in view.items(point) if isinstance(i, NodeItem)]
    return point if nodes_here and nodes_here[0] is item else None


def reads_left_to_right(rich_text: str, word: str) -> bool:
    """Whether ``word`` lands left to right when Qt lays out its paragraph of ``rich_text``.

    Qt's own text engine places the characters, so this checks what the reader sees, not
    only which characters were written.
    """
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


def hostile_graph() -> nx.Graph:
    """Two papers on LoRA; the first's title, first author and venue end in a bare U+202E."""
    rlo = "\u202e"  # RIGHT-TO-LEFT OVERRIDE, left unterminated
    first = extraction("a", f"Fast LoRA{rlo}", "We run LoRA on an A100.", [("LoRA", "METHOD")])
    second = extraction("b", "Slow LoRA", "We run LoRA on a CPU.", [("LoRA", "METHOD")])
    hostile = replace(first.paper, authors=(f"Mallory{rlo}", "Bob Smith"), venue=f"ICML{rlo}")
    return build_graph([replace(first, paper=hostile), second])
